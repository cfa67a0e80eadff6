import { PartnerBasic, PartnerInformation } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, getAs, signInByEmail, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const partners = async (host: string) => {
  const res = await getAs(t.app, host, '/api/v1/partners/public/basic-info');
  expect(res.statusCode).toBe(200);
  return z.object({ data: z.array(PartnerBasic) }).parse(res.json()).data;
};

describe('GET /partners/public/basic-info', () => {
  it('lists the partners of the tenant A to Z with their basic details', async () => {
    const list = await partners('localhost');
    expect(list.map((partner) => partner.name)).toEqual([
      'Helix Design Studio',
      'Indus Legal Partners',
      'Kestrel Cloud',
      'Monsoon Angels',
      'Northwind Bank Startup Desk',
    ]);
    expect(list[2]).toMatchObject({
      slug: 'kestrel-cloud',
      website: 'https://kestrel-cloud.example.com',
      description: expect.stringContaining('Cloud credits'),
    });
    expect(list[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows alpha its own partners and none of the main tenant's", async () => {
    const alpha = await partners('alpha.localhost');
    expect(alpha.map((partner) => partner.slug)).toContain('alpha-opportunity-fund');
    const mainUuids = new Set((await partners('localhost')).map((partner) => partner.uuid));
    expect(alpha.some((partner) => mainUuids.has(partner.uuid))).toBe(false);
  });

  it('answers 404 on an unknown host', async () => {
    const res = await getAs(t.app, 'nobody.example.com', '/api/v1/partners/public/basic-info');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /partners/public/partners-information/:id', () => {
  const information = (host: string, id: string) =>
    getAs(t.app, host, `/api/v1/partners/public/partners-information/${id}`);

  it("answers with one of the tenant's partners, its public fields only, without a session", async () => {
    const kestrel = (await partners('delta.localhost')).find((partner) => partner.slug === 'kestrel-cloud');
    if (!kestrel) throw new Error('delta has no Kestrel Cloud partner');
    const res = await information('delta.localhost', kestrel.uuid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual([
      'description',
      'logo',
      'name',
      'slug',
      'startups',
      'uuid',
      'website',
    ]);
    expect(PartnerInformation.parse(body.data)).toEqual({ ...kestrel, startups: expect.any(Number) });
  });

  it('answers 404 "Partner not found" for a uuid no partner has', async () => {
    const res = await information('delta.localhost', '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Partner not found', errors: ['Partner not found'] });
  });

  it("answers 404 for another tenant's partner", async () => {
    const [alphaPartner] = await partners('alpha.localhost');
    if (!alphaPartner) throw new Error('alpha has no partners');
    expect((await information('alpha.localhost', alphaPartner.uuid)).statusCode).toBe(200);
    const res = await information('delta.localhost', alphaPartner.uuid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Partner not found');
  });

  it('answers 400 naming the id when it is not a uuid', async () => {
    const res = await information('delta.localhost', 'not-a-partner');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.stringMatching(/^params\.id: /)]);
  });
});

describe('the partner-only demo tenant', () => {
  it("has a member who came through one of delta's partners", async () => {
    const session = await signInByEmail(t.app, 'delta.localhost', 'farah@delta.demo');
    const res = await call(t.app, {
      method: 'GET',
      host: 'delta.localhost',
      url: '/api/v1/users/profile',
      token: session.accessToken,
    });
    expect(res.statusCode).toBe(200);
    const kestrel = (await partners('delta.localhost')).find((partner) => partner.slug === 'kestrel-cloud');
    expect(res.json().data).toMatchObject({ accountType: 'startup', partnerId: kestrel?.uuid });
  });
});

describe('GET /partners/public/partners-information', () => {
  const page = (host: string, query = '') => getAs(t.app, host, `/api/v1/partners/public/partners-information${query}`);

  it("pages the tenant's partners A to Z with the approved startups each brought, and finds them by name", async () => {
    const res = await page('localhost', '?limit=2');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total, pageNumber, limit } = res.json().data;
    expect([total, pageNumber, limit]).toEqual([5, 1, 2]);
    expect(items.map((p: PartnerInformation) => p.name)).toEqual(['Helix Design Studio', 'Indus Legal Partners']);
    const second = (await page('localhost', '?limit=2&pageNumber=3')).json().data.items;
    expect(second.map((p: PartnerInformation) => p.name)).toEqual(['Northwind Bank Startup Desk']);

    const kestrel = (await partners('localhost')).find((p) => p.slug === 'kestrel-cloud');
    if (!kestrel) throw new Error('no Kestrel Cloud partner');
    const before = (await page('localhost', '?search=kestrel')).json().data.items[0].startups;
    // One approved startup and one draft come through Kestrel: only the approved one counts.
    await tenantGraph(t, 'localhost', {
      approved: {
        type: 'startup',
        organizationName: 'Kestrel-backed',
        approvalStatus: 'approved',
        partnerId: kestrel.uuid,
      },
      draft: { type: 'startup', organizationName: 'Kestrel-backed', approvalStatus: 'draft', partnerId: kestrel.uuid },
    });
    const found = (await page('localhost', '?search=KESTREL')).json().data;
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ uuid: kestrel.uuid, startups: before + 1 });
    expect((await page('localhost', '?search=%25')).json().data.total).toBe(0);
  });

  it('keeps to its tenant and refuses a bad page', async () => {
    const alpha = (await page('alpha.localhost')).json().data.items.map((p: PartnerInformation) => p.slug);
    expect(alpha).toContain('alpha-opportunity-fund');
    expect(alpha).not.toContain('kestrel-cloud');
    for (const query of ['?limit=0', '?limit=101', '?pageNumber=0', '?unknown=1']) {
      const res = await page('localhost', query);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});
