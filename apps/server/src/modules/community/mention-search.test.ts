import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'mentor'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    writer: { type: 'startup', name: 'Wren Writer', organizationName: 'Quill Works', approvalStatus: 'approved' },
    mentor: { type: 'mentor', name: 'Zephyrine Okoro', organizationName: null, approvalStatus: 'approved' },
    investor: {
      type: 'investor',
      name: 'Zephyrine Adeyemi',
      organizationName: 'Harbour Zephyr',
      approvalStatus: 'approved',
    },
    partner: { type: 'partner', name: 'Paulo Zephyrus', organizationName: 'Delta Hub', approvalStatus: 'approved' },
    office: { type: 'program_office', name: 'Olu Office', organizationName: 'Zephyr Labs', approvalStatus: 'approved' },
    aarav: { type: 'startup', name: 'Aarav Sample', organizationName: 'Leaf Works', approvalStatus: 'approved' },
    pending: {
      type: 'corporate',
      name: 'Zephyrine Pending',
      organizationName: 'Waiting Co',
      approvalStatus: 'submitted',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', {
    mentor: { type: 'mentor', name: 'Zephyrine Elsewhere', approvalStatus: 'approved' },
  });
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const mentionable = (token: string | undefined, q: string, limit?: number) =>
  api('GET', `/posts/mentionable?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, token);
const namesOf = (res: Awaited<ReturnType<typeof mentionable>>) =>
  res.json().data.map((member: { name: string }) => member.name);

describe('finding members to mention', () => {
  it('finds people by their own name, whatever their profile type, with the card a post shows', async () => {
    const res = await mentionable(g.people.writer.token, 'Zephyr');
    expect(res.statusCode, res.body).toBe(200);
    // People whose name starts with it first; then those whose name or organisation only holds it.
    expect(namesOf(res)).toEqual(['Zephyrine Adeyemi', 'Zephyrine Okoro', 'Olu Office', 'Paulo Zephyrus']);
    expect(res.json().data[0]).toEqual({
      uuid: g.people.investor.uuid,
      userId: g.people.investor.userId,
      name: 'Zephyrine Adeyemi',
      accountType: 'investor',
      accountTypeLabel: 'Investor',
      organizationName: 'Harbour Zephyr',
      avatar: null,
    });
    // An organisation's name finds its people too; every type the tenant has, not only searchable ones.
    expect(namesOf(await mentionable(g.people.writer.token, 'zephyr labs'))).toEqual(['Olu Office']);
    expect(namesOf(await mentionable(g.people.writer.token, 'Zephyr', 2))).toHaveLength(2);
  });

  it('finds a member by the first letters of their name (@Aar)', async () => {
    const names = namesOf(await mentionable(g.people.writer.token, 'Aar'));
    expect(names.some((name: string) => name.startsWith('Aarav'))).toBe(true);
    expect(namesOf(await mentionable(g.people.aarav.token, 'Wren'))).toEqual(['Wren Writer']);
  });

  it('leaves out profiles not approved and other tenants’ members; a wildcard is just a letter', async () => {
    const names = namesOf(await mentionable(g.people.writer.token, 'Zephyrine'));
    expect(names).not.toContain('Zephyrine Pending');
    expect(names).not.toContain('Zephyrine Elsewhere');
    expect(namesOf(await mentionable(g.people.writer.token, '%%%'))).toEqual([]);
    expect(namesOf(await mentionable(g.people.writer.token, '___'))).toEqual([]);
  });

  it('is for signed-in approved members, and refuses short or bad queries with 400', async () => {
    expect((await mentionable(undefined, 'Zephyr')).statusCode).toBe(401);
    const unapproved = await mentionable(g.people.pending.token, 'Zephyr');
    expect([unapproved.statusCode, unapproved.json().message]).toEqual([
      403,
      'Mentions are for approved members: yours is not approved yet',
    ]);
    const short = await mentionable(g.people.writer.token, 'Ze');
    expect([short.statusCode, short.json().errors]).toEqual([
      400,
      [expect.stringMatching(/q: Type at least 3 characters of a name$/)],
    ]);
    expect((await mentionable(g.people.writer.token, 'Zephyr', 21)).statusCode).toBe(400);
    expect((await api('GET', '/posts/mentionable', g.people.writer.token)).statusCode).toBe(400);
    // Another tenant's member finds only their own tenant's people.
    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,community_feed}', 'true')
                   where id = ${other.tenant.id}`);
    t.app.tenants.clear();
    const alpha = testClient(() => t, 'alpha.localhost');
    const there = await alpha.api('GET', '/posts/mentionable?q=Zephyrine', other.people.mentor.token);
    expect(there.statusCode, there.body).toBe(200);
    expect(namesOf(there)).toEqual(['Zephyrine Elsewhere']);
  });
});
