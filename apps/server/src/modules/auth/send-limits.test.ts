import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, sqlRows, type TestApp } from '../../../test/helpers.ts';

const host = 'localhost';
const sendSignupCode = (t: TestApp, email: string, ip: string, headers: Record<string, string> = {}) =>
  call(t.app, {
    method: 'POST',
    host,
    url: '/api/v1/public/otp_verifications/send',
    body: { type: 'startup', emailAddress: email },
    ip,
    headers,
  });

const codesFor = async (t: TestApp, prefix: string) =>
  (await sqlRows(t.database, sql`select ip from otp_codes where recipient like ${`${prefix}%`} order by id`)).map(
    (row) => row.ip,
  );

describe('per-address code limits when forwarding headers are not trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_PER_IP_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('counts the socket address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` };
      statuses.push((await sendSignupCode(t, `spoof${i}@example.com`, '203.0.113.7', forwarded)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await codesFor(t, 'spoof')).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });
});

describe('per-address code limits behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_PER_IP_PER_HOUR: '2', TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(() => t.close());

  it("believes the trusted proxy's X-Forwarded-For, and limits the real client address", async () => {
    const viaProxy = (email: string, client: string) =>
      sendSignupCode(t, email, '10.9.9.9', { 'x-forwarded-for': client });
    expect((await viaProxy('proxied1@example.com', '198.51.100.20')).statusCode).toBe(200);
    expect((await viaProxy('proxied2@example.com', '198.51.100.21')).statusCode).toBe(200);
    expect((await viaProxy('proxied3@example.com', '198.51.100.20')).statusCode).toBe(200);
    const third = await viaProxy('proxied4@example.com', '198.51.100.20');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      message: 'Too many codes were requested from your network. Try again later.',
      errors: ['Too many codes were requested from your network. Try again later.'],
    });
    expect(await codesFor(t, 'proxied')).toEqual(['198.51.100.20', '198.51.100.21', '198.51.100.20']);
  });

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const direct = (email: string, claimed: string) =>
      sendSignupCode(t, email, '203.0.113.99', { 'x-forwarded-for': claimed });
    expect((await direct('direct1@example.com', '198.51.100.50')).statusCode).toBe(200);
    expect((await direct('direct2@example.com', '198.51.100.51')).statusCode).toBe(200);
    expect((await direct('direct3@example.com', '198.51.100.52')).statusCode).toBe(429);
    expect(await codesFor(t, 'direct')).toEqual(['203.0.113.99', '203.0.113.99']);
  });
});

describe('the per-tenant ceiling on codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OTP_PER_TENANT_PER_HOUR: '4' });
  });
  afterAll(() => t.close());

  it('stops a flood spread over many addresses and recipients, on that tenant only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await sendSignupCode(t, `flood${i}@example.com`, `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await sendSignupCode(t, 'flood9@example.com', '192.0.2.77');
    expect(refused.json().message).toBe(
      'Sign-in codes are paused for a while because of unusual demand. Try again later.',
    );
    expect(await codesFor(t, 'flood')).toHaveLength(4);
    const otherTenant = await call(t.app, {
      method: 'POST',
      host: 'alpha.localhost',
      url: '/api/v1/public/otp_verifications/send',
      body: { type: 'startup', emailAddress: 'flood-alpha@example.com' },
    });
    expect(otherTenant.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY configuration', () => {
  it('refuses "true" and malformed addresses with a clear message', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of hops/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/99' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });
});
