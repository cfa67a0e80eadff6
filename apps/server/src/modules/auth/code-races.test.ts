import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, latestCode, sqlRows, type TestApp } from '../../../test/helpers.ts';

const host = 'localhost';
const login = (t: TestApp, email: string) =>
  call(t.app, { method: 'POST', host, url: '/api/v1/public/auth/mobile/login', body: { email } });
const verify = (t: TestApp, email: string, code: string) =>
  call(t.app, { method: 'POST', host, url: '/api/v1/public/auth/mobile/login/verify', body: { email, code } });
const codeRows = (t: TestApp, email: string) =>
  sqlRows(t.database, sql`select attempts, consumed_at from otp_codes where recipient = ${email} order by id`);
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** Parallel requests as an attacker sends them; on PostgreSQL they really run at the same time. */
describe('one-time codes under parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts every one of 50 parallel wrong guesses: the code is dead after 5, even for the right code', async () => {
    const email = 'aarav@greenleaf.demo';
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
    const email = 'sara@finlytics.demo';
    expect((await login(t, email)).statusCode).toBe(200);
    const code = await latestCode(t.app, host, email);
    const answers = await Promise.all([
      verify(t, email, code),
      ...Array.from({ length: 20 }, () => verify(t, email, wrongOf(code))),
      verify(t, email, code),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const [row] = await codeRows(t, email);
    expect(row?.consumed_at).not.toBeNull();
    expect((await verify(t, email, code)).statusCode).toBe(400);
    const sessions = await sqlRows(
      t.database,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(sessions[0]?.n).toBe(1);
  });

  it('sends one code for parallel requests to the same recipient (the resend wait holds)', async () => {
    const email = 'meera@tatvasteel.demo';
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(t, email)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(9);
    expect(await codeRows(t, email)).toHaveLength(1);
  });
});
