import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, confirmationCode, createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';

describe('links in emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it("point at the tenant's own address, whatever Host or forwarding headers the request carried", async () => {
    const { people } = await tenantGraph(t, 'localhost', { ana: { type: 'individual' } });
    const { token, email } = people.ana;
    const code = await confirmationCode(t, 'localhost', token, email);
    const changed = await call(t.app, {
      method: 'PATCH',
      host: 'LOCALHOST:3000',
      url: '/api/v1/users/profile',
      token,
      body: { email: 'ana.souza@factory.test', code },
      ip: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    });
    expect(changed.statusCode).toBe(200);
    const outbox = await getAs(t.app, 'localhost', '/api/dev/outbox?to=ana.souza%40factory.test');
    const body = String(outbox.json().data[0]?.body);
    expect(body).toContain('http://localhost:3000/verify/email/');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('https://');
  });
});
