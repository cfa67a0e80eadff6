import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, latestCode, sqlRows, type TestApp } from '../../../test/helpers.ts';

const host = 'localhost';
const login = (t: TestApp, email: string) =>
  call(t.app, { method: 'POST', host, url: '/api/v1/public/auth/mobile/login', body: { email } });
const verify = (t: TestApp, email: string, code: string) =>
  call(t.app, { method: 'POST', host, url: '/api/v1/public/auth/mobile/login/verify', body: { email, code } });
const codeRows = (t: TestApp, email: string) =>
  sqlRows(t.database, sql`select attempts, consumed_at from otp_codes where recipient = ${email} order by id`);
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const sessionCount = async (t: TestApp, email: string) => {
  const [row] = await sqlRows(
    t.database,
    sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
  );
  return Number(row?.n);
};

/**
 * Parallel requests as an attacker sends them; on PostgreSQL they really run at the same time. The
 * attempt throttles are raised here so that the code's own accounting is what is tested.
 */
describe('one-time codes under parallel requests', () => {
  let t: TestApp;
  let g: TenantGraph<'guessed' | 'raced' | 'impatient'>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ATTEMPTS_PER_ADDRESS: '1000', AUTH_ATTEMPTS_PER_RECIPIENT: '1000' });
    g = await tenantGraph(t, host, {
      guessed: { type: 'startup' },
      raced: { type: 'investor' },
      impatient: { type: 'corporate' },
    });
  });
  afterAll(() => t.close());

  it('counts every one of 50 parallel wrong guesses: the code is dead after 5, even for the right code', async () => {
    const { email } = g.people.guessed;
    expect((await login(t, email)).statusCode).toBe(200);
    const code = await latestCode(t.app, host, email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(t, email, wrongOf(code))));
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    const [row] = await codeRows(t, email);
    expect(row?.attempts).toBe(5);
    expect(row?.consumed_at).not.toBeNull();
    expect((await verify(t, email, code)).statusCode).toBe(400);
  });

  it('keeps a spent code spent: no second session from it, whatever wrong guesses race beside it', async () => {
    const { email } = g.people.raced;
    const sessionsBefore = await sessionCount(t, email);
    expect((await login(t, email)).statusCode).toBe(200);
    const code = await latestCode(t.app, host, email);
    // Two right answers and three wrong ones stay within the five tries: exactly one may win.
    const answers = await Promise.all([
      verify(t, email, code),
      ...Array.from({ length: 3 }, () => verify(t, email, wrongOf(code))),
      verify(t, email, code),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    // Wrong guesses after the win must not bring the spent code back for a second session.
    const late = await Promise.all([
      ...Array.from({ length: 10 }, () => verify(t, email, wrongOf(code))),
      verify(t, email, code),
    ]);
    expect(late.every((res) => res.statusCode === 400)).toBe(true);
    const [row] = await codeRows(t, email);
    expect(row?.consumed_at).not.toBeNull();
    expect((await verify(t, email, code)).statusCode).toBe(400);
    // One session from the code (beside the one the factory opened).
    expect(await sessionCount(t, email)).toBe(sessionsBefore + 1);
  });

  it('sends one code for parallel requests to the same recipient (the resend wait holds)', async () => {
    const { email } = g.people.impatient;
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(t, email)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(9);
    expect(await codeRows(t, email)).toHaveLength(1);
  });
});

describe('sign-in attempts are throttled per address and per recipient', () => {
  let t: TestApp;
  let g: TenantGraph<'member'>;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ATTEMPTS_PER_ADDRESS: '6', AUTH_ATTEMPTS_PER_RECIPIENT: '3' });
    g = await tenantGraph(t, host, { member: { type: 'mentor' } });
  });
  afterAll(() => t.close());

  it('refuses a fourth code check for one recipient from any address, with Retry-After', async () => {
    const { email } = g.people.member;
    const guess = (ip: string) =>
      call(t.app, {
        method: 'POST',
        host,
        url: '/api/v1/public/auth/mobile/login/verify',
        body: { email, code: '123456' },
        ip,
      });
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) statuses.push(await guess(ip));
    expect(statuses.map((res) => res.statusCode)).toEqual([400, 400, 400, 429]);
    const refused = statuses[3];
    expect(refused?.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses contact and invite look-ups from one address past its limit, and not from others', async () => {
    const lookup = (ip: string, i: number) =>
      call(t.app, { method: 'GET', host, url: `/api/v1/public/auth/verify/email/person${i}%40example.com`, ip });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookup('203.0.113.50', i)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await lookup('203.0.113.50', 7)).statusCode).toBe(429);
    const invite = await call(t.app, {
      method: 'GET',
      host,
      url: '/api/v1/verify-invite-code/VENTURA2026',
      ip: '203.0.113.50',
    });
    expect(invite.statusCode).toBe(200);
    expect((await lookup('203.0.113.51', 8)).statusCode).toBe(200);
  });

  it('refuses sign-in code requests from one address past its limit, known members or not', async () => {
    const ask = (email: string) =>
      call(t.app, {
        method: 'POST',
        host,
        url: '/api/v1/public/auth/mobile/login',
        body: { email },
        ip: '203.0.113.60',
      });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask(`nobody${i}@example.com`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
