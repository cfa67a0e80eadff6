import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, confirmationCode, createTestApp, getAs, signInByEmail, type TestApp } from '../../../test/helpers.ts';

describe('links in emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it("point at the tenant's own address, whatever Host or forwarding headers the request carried", async () => {
    const { accessToken } = await signInByEmail(t.app, 'localhost', 'ana@individual.demo');
    const code = await confirmationCode(t, 'localhost', accessToken, 'ana@individual.demo');
    const changed = await call(t.app, {
      method: 'PATCH',
      host: 'LOCALHOST:3000',
      url: '/api/v1/users/profile',
      token: accessToken,
      body: { email: 'ana.souza@individual.demo', code },
      ip: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    });
    expect(changed.statusCode).toBe(200);
    const outbox = await getAs(t.app, 'localhost', '/api/dev/outbox?to=ana.souza%40individual.demo');
    const body = String(outbox.json().data[0]?.body);
    expect(body).toContain('http://localhost:3000/verify/email/');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('https://');
  });
});
