import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

/** The tenant's state is enforced by the API, not only by the web's blocking pages. */
describe("what the tenant's state forbids", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, token?: string) =>
    call(t.app, { method: 'GET', host, url: `/api/v1${url}`, ...(token ? { token } : {}) });

  it('in maintenance: nothing but the tenant details and sign-in, with the maintenance message', async () => {
    const settings = await get('beta.localhost', '/global/settings');
    expect(settings.statusCode).toBe(503);
    expect(settings.json().message).toMatch(/./);
    expect((await get('beta.localhost', '/countries')).statusCode).toBe(503);
    expect((await get('localhost', '/verify-tenant?host=beta.localhost')).statusCode).toBe(200);
    const signIn = await call(t.app, {
      method: 'POST',
      host: 'beta.localhost',
      url: '/api/v1/public/auth/mobile/login',
      body: { email: 'nobody@beta.example' },
    });
    expect(signIn.statusCode).toBe(404);
    const signUp = await call(t.app, {
      method: 'POST',
      host: 'beta.localhost',
      url: '/api/v1/public/otp_verifications/send',
      body: { type: 'startup', emailAddress: 'new@beta.example' },
    });
    expect(signUp.statusCode).toBe(503);
  });

  it('with a lapsed subscription: members are refused with the tenant’s message', async () => {
    const res = await get('gamma.localhost', '/countries');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/lapsed/);
  });

  it('in maintenance the operators still work; members wait', async () => {
    const { member, operator } = (await tenantGraph(t, 'localhost', { member: { type: 'startup' } })).people;
    await t.database.db.execute(
      sql`update maintenance_windows set maintenance_on = true, maintenance_on_message = 'Back at noon'
          where tenant_id = (select tenant_id from tenant_hosts where host = 'localhost')`,
    );
    t.app.tenants.clear();
    try {
      const refused = await get('localhost', '/users/profile', member.token);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: 'Back at noon', errors: ['Back at noon'] });
      expect((await get('localhost', '/users/profile', operator.token)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`update maintenance_windows set maintenance_on = false`);
      t.app.tenants.clear();
    }
    expect((await get('localhost', '/users/profile', member.token)).statusCode).toBe(200);
  });

  it('a feature the tenant switched off is not there', async () => {
    const { member } = (await tenantGraph(t, 'localhost', { member: { type: 'corporate' } })).people;
    expect((await get('localhost', '/connections', member.token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update tenants set settings = jsonb_set(settings, '{features,connections}', 'false')
          where id = (select tenant_id from tenant_hosts where host = 'localhost')`,
    );
    t.app.tenants.clear();
    const gone = await get('localhost', '/connections', member.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This feature is not enabled on Ventura Startup Mission');
  });

  it('a partner-only tenant: public pages answer members and partner visitors; sign-up needs a partner', async () => {
    const partnerIds = await t.database.db.execute(
      sql`select p.uuid from partners p join tenant_hosts h on h.tenant_id = p.tenant_id where h.host = 'delta.localhost' limit 1`,
    );
    const kestrel = String((partnerIds as unknown as { rows: Array<{ uuid: string }> }).rows[0]?.uuid);
    const foreignIds = await t.database.db.execute(
      sql`select p.uuid from partners p join tenant_hosts h on h.tenant_id = p.tenant_id where h.host <> 'delta.localhost' limit 1`,
    );
    const foreign = String((foreignIds as unknown as { rows: Array<{ uuid: string }> }).rows[0]?.uuid);
    const glossary = (headers: Record<string, string> = {}, token?: string) =>
      call(t.app, {
        method: 'GET',
        host: 'delta.localhost',
        url: '/api/v1/glossary',
        headers,
        ...(token ? { token } : {}),
      });

    const anonymous = await glossary();
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toMatch(/^Direct access is not allowed/);
    expect((await glossary({ 'x-partner-id': foreign })).statusCode).toBe(403);
    expect((await glossary({ 'x-partner-id': 'not-a-uuid' })).statusCode).toBe(403);
    expect((await glossary({ 'x-partner-id': kestrel })).statusCode).toBe(200);
    const delta = await tenantGraph(t, 'delta.localhost', { member: { type: 'partner', partnerId: kestrel } });
    expect((await glossary({}, delta.people.member.token)).statusCode).toBe(200);
    // What sign-in and sign-up need stays open.
    expect((await get('delta.localhost', '/countries')).statusCode).toBe(200);

    const signUp = (body: Record<string, unknown>) =>
      call(t.app, { method: 'POST', host: 'delta.localhost', url: '/api/v1/public/otp_verifications/send', body });
    const direct = await signUp({ type: 'startup', emailAddress: 'walk-in@delta.example' });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toMatch(/^Direct access is not allowed/);
    expect(
      (await signUp({ type: 'startup', emailAddress: 'invited@delta.example', partnerId: kestrel })).statusCode,
    ).toBe(200);
  });
});
