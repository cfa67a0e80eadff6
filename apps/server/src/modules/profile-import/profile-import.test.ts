import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, makePerson, type Person, tenantGraph } from '../../../test/factory.ts';
import {
  call,
  confirmationCode,
  createTestApp,
  latestCode,
  sqlRows,
  type TestApp,
  upload,
} from '../../../test/helpers.ts';
import { syncCopies } from './links.ts';

/*
 * A founder of localhost (the source) takes their startup profile to alpha (the target): a code sent by
 * localhost, the fields and files shown and chosen, refused values corrected, the account made on alpha
 * with a link on both sides, kept in step with consent, and unlinked from either side.
 */

const source = 'localhost';
const target = 'alpha.localhost';
type Json = Record<string, unknown>;

let t: TestApp;
let founder: Person;
let other: Person;
let sourceOperator: Person;
let sourceTenant: Awaited<ReturnType<typeof tenantGraph>>['tenant'];

const api = (host: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: Json, token?: string) =>
  call(t.app, { method, host, url: `/api/v1${url}`, ...(body ? { body } : {}), ...(token ? { token } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const rewind = (to: string) =>
  t.database.db.execute(sql`update otp_codes set created_at = created_at - interval '2 hours' where recipient = ${to}`);

/** Asks localhost for a code from alpha and verifies it: alpha's preview of the founder's profiles. */
const preview = async (person: Person) => {
  await rewind(person.email);
  const sent = await api(target, 'POST', '/public/auth-external/login', { source, email: person.email });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(t.app, source, person.email);
  const verified = await api(target, 'POST', '/public/auth-external/login/verify/import', {
    source,
    email: person.email,
    code,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data as {
    importToken: string;
    profiles: {
      accountType: string;
      allowed: boolean;
      fields: { key: string; display: string; problem: string | null }[];
      files: { key: string; problem: string | null }[];
    }[];
  };
};

const usersOnTarget = async (email: string) =>
  rows(sql`select u.id from users u join tenants t on t.id = u.tenant_id
            join tenant_hosts h on h.tenant_id = t.id where h.host = ${target} and u.email = ${email}`);

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, source, {
    founder: approvedMember('startup', { name: 'Nia Founder', organizationName: 'Tidewave Energy' }),
    other: approvedMember('startup', { name: 'Omar Other', organizationName: 'Other Works' }),
  });
  founder = graph.people.founder;
  other = graph.people.other;
  sourceOperator = graph.people.operator;
  sourceTenant = graph.tenant;
  // An industry only localhost offers: alpha must refuse it until the founder picks one of its own.
  await t.database.db.execute(
    sql`insert into taxonomy_terms (tenant_id, kind, code, name) values (${founder.tenantId}, 'industries', 'tidal-only-here', 'Tidal power')`,
  );
  await t.database.db.execute(
    sql`update profiles set industries = array['tidal-only-here'] where id = ${founder.profileId}`,
  );
  const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const uploaded = await upload(t.app, {
    host: source,
    url: '/api/v1/startups/upload/logo',
    token: founder.token,
    file: { name: 'file', filename: 'logo.png', type: 'image/png', content: logo },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
});
afterAll(() => t?.close());

describe('importing a profile from another tenant', () => {
  it('shows nothing before the code, and refuses a wrong code, a code of another person and a made-up token', async () => {
    const sent = await api(target, 'POST', '/public/auth-external/login', { source, email: founder.email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(Object.keys(sent.json().data).sort()).toEqual(
      ['channel', 'expiresInSeconds', 'resendInSeconds', 'sentTo', 'source'].sort(),
    );
    const mail = await call(t.app, {
      method: 'GET',
      host: source,
      url: `/api/dev/outbox?to=${encodeURIComponent(founder.email)}`,
    });
    expect(mail.json().data[0].subject).toContain('Alpha');

    const wrong = await api(target, 'POST', '/public/auth-external/login/verify/import', {
      source,
      email: founder.email,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code');

    // The founder's code, spent as another person's: refused.
    const code = await latestCode(t.app, source, founder.email);
    const borrowed = await api(target, 'POST', '/public/auth-external/login/verify/import', {
      source,
      email: other.email,
      code,
    });
    expect(borrowed.statusCode).toBe(400);

    const madeUp = await api(target, 'POST', '/public/auth-external/import', {
      importToken: 'x'.repeat(43),
      accountType: 'startup',
      fields: ['name'],
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ message: expect.stringContaining('expired'), errors: expect.any(Array) });
    expect(await rows(sql`select 1 from import_grants`)).toEqual([]);
    expect(await usersOnTarget(founder.email)).toEqual([]);
  });

  it('refuses an unknown platform, this platform itself, an unknown account and bad input', async () => {
    const unknown = await api(target, 'POST', '/public/auth-external/login', {
      source: 'nowhere.example',
      email: founder.email,
    });
    expect(unknown.statusCode).toBe(404);
    const self = await api(target, 'POST', '/public/auth-external/login', { source: target, email: founder.email });
    expect(self.statusCode).toBe(400);
    const nobody = await api(target, 'POST', '/public/auth-external/login', { source, email: 'nobody@else.test' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toContain('No account on');
    const bad = await api(target, 'POST', '/public/auth-external/login', { source: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    const both = await api(target, 'POST', '/public/auth-external/import', { importToken: 'short', accountType: 'x' });
    expect(both.statusCode).toBe(400);
  });

  it('lists every filled field with the target’s problems, then makes the account from the chosen ones', async () => {
    const found = await preview(founder);
    const startup = found.profiles.find((p) => p.accountType === 'startup');
    expect(startup?.allowed).toBe(true);
    const byKey = new Map(startup?.fields.map((f) => [f.key, f]));
    expect(byKey.get('name')?.problem).toBeNull();
    // Places and list codes read as names, as the profile shows them.
    const country = await rows(
      sql`select c.name from countries c join profiles p on p.country_code = c.iso_code where p.id = ${founder.profileId}`,
    );
    expect(byKey.get('countryCode')?.display).toBe(country[0]?.name);
    expect(byKey.get('industries')?.problem).toContain('not one of the industries offered here');
    expect(startup?.files).toEqual([expect.objectContaining({ key: 'logo', problem: null })]);

    // Keeping the refused industry is refused, naming the field; nothing is made and the grant stays.
    const chosen = ['name', 'tagline', 'about', 'website', 'industries'];
    const refused = await api(target, 'POST', '/public/auth-external/import', {
      importToken: found.importToken,
      accountType: 'startup',
      fields: chosen,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0]).toMatch(/^values\.industries: /);
    expect(await usersOnTarget(founder.email)).toEqual([]);

    const [industry] = await rows(
      sql`select code from taxonomy_terms tt join tenant_hosts h on h.tenant_id = tt.tenant_id
           where h.host = ${target} and tt.kind = 'industries' order by code limit 1`,
    );
    const imported = await api(target, 'POST', '/public/auth-external/import', {
      importToken: found.importToken,
      accountType: 'startup',
      fields: chosen,
      values: { industries: [industry?.code] },
      files: ['logo'],
      keepInStep: true,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const token = imported.json().data.accessToken as string;

    const own = await api(target, 'GET', '/startups/information', undefined, token);
    expect(own.statusCode, own.body).toBe(200);
    const sourceRow = await rows(
      sql`select p.tagline, p.about, p.website, d.team_size from profiles p
           left join startup_profiles d on d.profile_id = p.id where p.id = ${founder.profileId}`,
    );
    const [copy] = await rows(
      sql`select p.organization_name, p.tagline, p.industries, d.team_size, p.approval_status from profiles p
           left join startup_profiles d on d.profile_id = p.id
           join users u on u.id = p.user_id where u.email = ${founder.email} and p.tenant_id <> ${founder.tenantId}`,
    );
    expect(copy).toMatchObject({
      organization_name: 'Tidewave Energy',
      tagline: sourceRow[0]?.tagline,
      industries: [industry?.code],
      approval_status: 'draft',
    });
    // Team size was not chosen: it did not come.
    expect(copy?.team_size ?? null).toBeNull();
    // The logo was copied into alpha's own store, re-encoded, and is served on alpha's host.
    const [logo] = await rows(
      sql`select p.organization_logo as url, p.tenant_id from profiles p join users u on u.id = p.user_id
           where u.email = ${founder.email} and p.tenant_id <> ${founder.tenantId}`,
    );
    expect(String(logo?.url)).toMatch(new RegExp(`^/api/v1/files/${String(logo?.tenant_id)}/`));
    const served = await call(t.app, { method: 'GET', host: target, url: String(logo?.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const again = await api(target, 'POST', '/public/auth-external/import', {
      importToken: found.importToken,
      accountType: 'startup',
      fields: ['name'],
    });
    expect(again.statusCode).toBe(400);

    const links = await api(target, 'GET', '/users/profile-links', undefined, token);
    expect(links.json().data.items).toEqual([
      expect.objectContaining({ direction: 'imported_from', keepInStep: true, status: 'linked', fields: chosen }),
    ]);
    const shares = await api(source, 'GET', '/users/profile-links', undefined, founder.token);
    expect(shares.json().data.items).toEqual([
      expect.objectContaining({ direction: 'copied_to', other: expect.objectContaining({ name: expect.any(String) }) }),
    ]);
  });

  it('refuses a second import once an account on the target uses the same email', async () => {
    const sent = await api(target, 'POST', '/public/auth-external/login', { source, email: founder.email });
    expect(sent.statusCode).toBe(409);
  });

  it('keeps the copy in step after a save on the source, stops when asked, and either side cuts the link', async () => {
    const save = (tagline: string) => api(source, 'PATCH', '/startups/information', { tagline }, founder.token);
    const copyTagline = async () =>
      (
        await rows(
          sql`select p.tagline from profiles p join users u on u.id = p.user_id
               where u.email = ${founder.email} and p.tenant_id <> ${founder.tenantId}`,
        )
      )[0]?.tagline;
    const queued = () => rows(sql`select count(*)::int as n from pgboss.job where name = 'profile-import.sync'`);

    expect((await save('Tides, stored for the night')).statusCode).toBe(200);
    expect((await queued())[0]?.n).toBeGreaterThan(0);
    await syncCopies(t.database.db, { tenantId: founder.tenantId, profileId: founder.profileId });
    expect(await copyTagline()).toBe('Tides, stored for the night');

    const [{ uuid } = { uuid: '' }] = (
      await api(source, 'GET', '/users/profile-links', undefined, founder.token)
    ).json().data.items as { uuid: string }[];
    const off = await api(source, 'PATCH', `/users/profile-links/${uuid}`, { keepInStep: false }, founder.token);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.keepInStep).toBe(false);
    await save('A change that stays here');
    await syncCopies(t.database.db, { tenantId: founder.tenantId, profileId: founder.profileId });
    expect(await copyTagline()).toBe('Tides, stored for the night');

    const bad = await api(source, 'PATCH', `/users/profile-links/${uuid}`, { keepInStep: 'yes' }, founder.token);
    expect(bad.statusCode).toBe(400);
    const stranger = await api(source, 'DELETE', `/users/profile-links/${uuid}`, undefined, other.token);
    expect(stranger.statusCode).toBe(404);

    const cut = await api(source, 'DELETE', `/users/profile-links/${uuid}`, undefined, founder.token);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().data).toMatchObject({ status: 'unlinked', unlinkedBy: 'source' });
    expect(await rows(sql`select status, unlinked_by from profile_imports where share_uuid = ${uuid}`)).toEqual([
      { status: 'unlinked', unlinked_by: 'source' },
    ]);
  });

  it('stops at a source whose operators switched taking profiles away off; only operators switch it', async () => {
    const member = await api(
      source,
      'PATCH',
      '/admin/external-sign-in/settings',
      { profileExportAllowed: false },
      founder.token,
    );
    expect(member.statusCode).toBe(403);
    const bad = await api(
      source,
      'PATCH',
      '/admin/external-sign-in/settings',
      { profileExportAllowed: 'no' },
      sourceOperator.token,
    );
    expect(bad.statusCode).toBe(400);
    const off = await api(
      source,
      'PATCH',
      '/admin/external-sign-in/settings',
      { profileExportAllowed: false },
      sourceOperator.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    const refused = await api(target, 'POST', '/public/auth-external/login', { source, email: other.email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('does not let its members take their profiles');
    await api(
      source,
      'PATCH',
      '/admin/external-sign-in/settings',
      { profileExportAllowed: true },
      sourceOperator.token,
    );
  });

  it('offers a profile of a type the target does not take as not allowed', async () => {
    // Alpha takes no program offices.
    const office = await makePerson(t, sourceTenant, { type: 'program_office', name: 'Pat Office' });
    const found = await preview(office);
    expect(found.profiles).toEqual([expect.objectContaining({ accountType: 'program_office', allowed: false })]);
    const refused = await api(target, 'POST', '/public/auth-external/import', {
      importToken: found.importToken,
      accountType: 'program_office',
      fields: ['name'],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('cuts the link on both sides when the copy’s account is deleted', async () => {
    const found = await preview(other);
    const imported = await api(target, 'POST', '/public/auth-external/import', {
      importToken: found.importToken,
      accountType: 'startup',
      fields: ['name', 'tagline'],
      keepInStep: true,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const token = imported.json().data.accessToken as string;
    const code = await confirmationCode(t, target, token, other.email);
    const deleted = await api(target, 'DELETE', '/users/delete_account', { code }, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const shares = await api(source, 'GET', '/users/profile-links', undefined, other.token);
    expect(shares.json().data.items).toEqual([
      expect.objectContaining({ direction: 'copied_to', status: 'unlinked', unlinkedBy: 'target', keepInStep: false }),
    ]);
  });
});
