import { PartnerBasic } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';

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
