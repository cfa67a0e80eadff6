import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, latestCode, sqlRows, type TestApp, upload } from '../../../test/helpers.ts';

/*
 * Two deployments, each with its own database: a founder of deployment A (reached over real HTTP on this
 * machine's loopback, as another deployment's origin) brings their profile to alpha on deployment B, which
 * trusts A's origin. Nothing of A is shown before A's code; A spends its grant once; the copy is not kept
 * in step across deployments.
 */

const target = 'alpha.localhost';
type Json = Record<string, unknown>;

let a: TestApp;
let b: TestApp;
let origin = '';
let sourceHost = '';
let founder: Person;
let targetOperator: Person;
let targetMember: Person;

const onB = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: Json, token?: string) =>
  call(b.app, { method, host: target, url: `/api/v1${url}`, ...(body ? { body } : {}), ...(token ? { token } : {}) });
const trust = (origins: string[], token = targetOperator.token) =>
  onB('PATCH', '/admin/external-sign-in/settings', { trustedOrigins: origins }, token);

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  await a.app.listen({ host: '127.0.0.1', port: 0 });
  const address = a.app.server.address();
  if (!address || typeof address === 'string') throw new Error('deployment A is not listening');
  sourceHost = `127.0.0.1:${address.port}`;
  origin = `http://${sourceHost}`;
  const graph = await tenantGraph(a, 'localhost', {
    founder: approvedMember('startup', { name: 'Ravi Remote', organizationName: 'Faraway Grid' }),
  });
  founder = graph.people.founder;
  // Deployment A answers for its main tenant on the loopback address, as it would on its own domain.
  await a.database.db.execute(
    sql`insert into tenant_hosts (host, tenant_id) values ('127.0.0.1', ${founder.tenantId})
        on conflict (host) do update set tenant_id = excluded.tenant_id`,
  );
  // On deployment B the loopback address is nobody's: it is the other deployment's.
  await b.database.db.execute(sql`delete from tenant_hosts where host = '127.0.0.1'`);
  const logo = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 240, g: 160, b: 20 } } })
    .png()
    .toBuffer();
  const uploaded = await upload(a.app, {
    host: 'localhost',
    url: '/api/v1/startups/upload/logo',
    token: founder.token,
    file: { name: 'file', filename: 'logo.png', type: 'image/png', content: logo },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const targetGraph = await tenantGraph(b, target, { member: { type: 'startup' } });
  targetOperator = targetGraph.people.operator;
  targetMember = targetGraph.people.member;
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('bringing a profile from another deployment', () => {
  it('keeps the list of trusted deployments to operators, and to addresses it can reach safely', async () => {
    expect((await trust([origin], targetMember.token)).statusCode).toBe(403);
    const bad = await trust(['ftp://elsewhere.example', 'not an address']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    const plain = await trust(['http://elsewhere.example']);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors[0]).toContain('https://');
    const settings = await onB('GET', '/admin/external-sign-in/settings', undefined, targetOperator.token);
    expect(settings.json().data.trustedOrigins).toEqual([]);
  });

  it('does not reach a deployment it does not trust', async () => {
    const refused = await onB('POST', '/public/auth-external/login', { source: sourceHost, email: founder.email });
    expect(refused.statusCode).toBe(404);
    expect(await sqlRows(a.database, sql`select 1 from otp_codes where purpose = 'export'`)).toEqual([]);
  });

  it('imports through the trusted deployment’s own code, once, and does not keep the copy in step', async () => {
    const trusted = await trust([origin]);
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(trusted.json().data.trustedOrigins).toEqual([origin]);

    const sent = await onB('POST', '/public/auth-external/login', { source: sourceHost, email: founder.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const wrong = await onB('POST', '/public/auth-external/login/verify/import', {
      source: sourceHost,
      email: founder.email,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code');

    const code = await latestCode(a.app, 'localhost', founder.email);
    const verified = await onB('POST', '/public/auth-external/login/verify/import', {
      source: sourceHost,
      email: founder.email,
      code,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const preview = verified.json().data;
    const startup = preview.profiles.find((p: { accountType: string }) => p.accountType === 'startup');
    expect(startup.fields.find((f: { key: string }) => f.key === 'name')).toMatchObject({
      value: 'Faraway Grid',
      problem: null,
    });
    expect(startup.files).toEqual([expect.objectContaining({ key: 'logo' })]);

    const body = {
      importToken: preview.importToken,
      accountType: 'startup',
      fields: ['name', 'tagline', 'about'],
      files: ['logo'],
      keepInStep: true,
    };
    const imported = await onB('POST', '/public/auth-external/import', body);
    expect(imported.statusCode, imported.body).toBe(201);
    const token = imported.json().data.accessToken as string;
    const own = await onB('GET', '/startups/information', undefined, token);
    expect(own.statusCode).toBe(200);
    const [copy] = await sqlRows(
      b.database,
      sql`select p.organization_name, p.organization_logo from profiles p join users u on u.id = p.user_id
           where u.email = ${founder.email}`,
    );
    expect(copy?.organization_name).toBe('Faraway Grid');
    expect(String(copy?.organization_logo)).toMatch(/^\/api\/v1\/files\//);

    // A spent its grant: the same token is refused, by A, in A's words.
    const again = await onB('POST', '/public/auth-external/import', body);
    expect([400, 409]).toContain(again.statusCode);
    expect(await sqlRows(a.database, sql`select used_at is not null as used from import_grants`)).toEqual([
      { used: true },
    ]);
    expect(await sqlRows(a.database, sql`select action from audit_log where action = 'profile.shared'`)).toHaveLength(
      1,
    );

    const links = await onB('GET', '/users/profile-links', undefined, token);
    const [link] = links.json().data.items;
    expect(link).toMatchObject({
      direction: 'imported_from',
      other: { host: sourceHost },
      keepInStep: false,
      status: 'linked',
    });
    const keep = await onB('PATCH', `/users/profile-links/${link.uuid}`, { keepInStep: true }, token);
    expect(keep.statusCode).toBe(409);
  });
});
