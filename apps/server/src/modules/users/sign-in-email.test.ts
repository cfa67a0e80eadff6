import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import {
  confirmationCode as askCode,
  call,
  createTestApp,
  latestCode,
  type TestApp,
  testClient,
} from '../../../test/helpers.ts';

let t: TestApp;
let g: TenantGraph<'changer' | 'canceller' | 'limited' | 'leaver'>;
beforeAll(async () => {
  t = await createTestApp();
  g = await tenantGraph(t, 'localhost', {
    changer: { type: 'service_provider', email: 'lena@factory.test' },
    canceller: { type: 'corporate', email: 'meera@factory.test' },
    limited: { type: 'partner', email: 'kwame@factory.test' },
    leaver: { type: 'individual', email: 'ana@factory.test' },
  });
});
afterAll(() => t.close());

const host = 'localhost:3000';
const { api, rows } = testClient(() => t, host);
/** Lets codes be asked for again at once: earlier ones move two hours back. */
const rewindCodes = () => t.database.db.execute(sql`update otp_codes set created_at = created_at - interval '2 hours'`);
const confirmationCode = (token: string, to: string) => askCode(t, host, token, to);
const outbox = async (to: string) =>
  (await call(t.app, { method: 'GET', host, url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json()
    .data as Array<{ subject: string | null; body: string }>;
const linkIn = (body: string) => {
  const match = body.match(/\/verify\/email\/([\w-]+)\/([^\s]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no link in ${body}`);
  return { verificationId: match[1], emailAddress: decodeURIComponent(match[2]) };
};
const loginSends = async (email: string) => {
  await rewindCodes();
  return (await api('POST', '/public/auth/mobile/login', undefined, { email })).statusCode;
};

describe('an email is pending until its link is used', () => {
  it('a sign-up by mobile with someone else’s email claims nothing; the owner signs up and the claim lapses', async () => {
    const mobile = { countryCode: '91', mobileNumber: '9870012345' };
    await api('POST', '/public/otp_verifications/send', undefined, { ...mobile, type: 'individual' });
    const code = await latestCode(t.app, host, '+91 9870012345');
    const verified = await api('POST', '/public/otp_verifications/verify', undefined, {
      ...mobile,
      type: 'individual',
      code,
    });
    const registered = await api('POST', '/public/auth/register/individual', undefined, {
      registrationToken: verified.json().data.registrationToken,
      name: 'Mallory Claimer',
      email: 'victim@elsewhere.demo',
    });
    expect(registered.statusCode).toBe(201);
    const me = (await api('GET', '/users/profile', registered.json().data.accessToken)).json().data;
    expect(me).toMatchObject({ email: null, emailVerified: false, pendingEmail: 'victim@elsewhere.demo' });

    // The claimed address signs nobody in, and is free for its owner.
    expect(await loginSends('victim@elsewhere.demo')).toBe(404);
    const lookup = await api('GET', '/public/auth/verify/email/victim@elsewhere.demo');
    expect(lookup.json().data.exists).toBe(false);
    await api('POST', '/public/otp_verifications/send', undefined, {
      emailAddress: 'victim@elsewhere.demo',
      type: 'individual',
    });
    const ownerCode = await latestCode(t.app, host, 'victim@elsewhere.demo');
    const ownerVerified = await api('POST', '/public/otp_verifications/verify', undefined, {
      emailAddress: 'victim@elsewhere.demo',
      type: 'individual',
      code: ownerCode,
    });
    const owner = await api('POST', '/public/auth/register/individual', undefined, {
      registrationToken: ownerVerified.json().data.registrationToken,
      name: 'Vera Owner',
    });
    expect(owner.statusCode).toBe(201);
    expect(await rows("select name, pending_email from users where mobile_number = '9870012345'")).toEqual([
      { name: 'Mallory Claimer', pending_email: null },
    ]);
    // The claimer's old link is void now.
    const [mail] = await outbox('victim@elsewhere.demo').then((all) => all.filter((m) => m.body.includes('/verify/')));
    const used = await api('POST', '/public/auth/verify/email', undefined, linkIn(mail?.body ?? ''));
    expect(used.statusCode).toBe(400);
  });

  it('changing the sign-in email needs a fresh code, waits for the link, then ends other sessions and tells the old address', async () => {
    const { token } = g.people.changer;
    const otherDevice = await newSession(t, g.people.changer);
    const before = await rows("select email, pending_email from users where email = 'lena@factory.test'");

    const noCode = await api('PATCH', '/users/profile', token, { email: 'lena.new@factory.test' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      message: 'Enter the confirmation code we sent you',
      errors: ['body.code: Enter the confirmation code we sent you'],
    });
    const code = await confirmationCode(token, 'lena@factory.test');
    const wrong = await api('PATCH', '/users/profile', token, {
      email: 'lena.new@factory.test',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid or expired code');
    expect(await rows("select email, pending_email from users where email = 'lena@factory.test'")).toEqual(before);

    const fresh = await confirmationCode(token, 'lena@factory.test');
    const changed = await api('PATCH', '/users/profile', token, { email: 'lena.new@factory.test', code: fresh });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      email: 'lena@factory.test',
      pendingEmail: 'lena.new@factory.test',
    });
    // A code works once (the link limit is moved out of the way to show it).
    await t.database.db.execute(sql`update email_verifications set created_at = created_at - interval '2 minutes'`);
    const replay = await api('PATCH', '/users/profile', token, { email: 'lena.other@factory.test', code: fresh });
    expect(replay.statusCode).toBe(400);
    // Until the link is used the old address signs in and the new one does not.
    expect(await loginSends('lena.new@factory.test')).toBe(404);
    expect(await loginSends('lena@factory.test')).toBe(200);

    const [mail] = await outbox('lena.new@factory.test');
    const verified = await api('POST', '/public/auth/verify/email', undefined, linkIn(mail?.body ?? ''));
    expect(verified.json()).toMatchObject({ message: 'Your email has been verified' });
    expect((await api('GET', '/users/profile', token)).json().data).toMatchObject({
      email: 'lena.new@factory.test',
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await api('GET', '/users/profile', otherDevice)).statusCode).toBe(401);
    const [notice] = await outbox('lena@factory.test');
    expect(notice?.subject).toBe('Your Ventura Startup Mission sign-in email was changed');
    expect(notice?.body).toContain('now signs in with lena.new@factory.test');
    expect(await loginSends('lena@factory.test')).toBe(404);
  });

  it('sending the current address again cancels a pending change; its link is void', async () => {
    const { token } = g.people.canceller;
    const code = await confirmationCode(token, 'meera@factory.test');
    await api('PATCH', '/users/profile', token, { email: 'meera.x@factory.test', code });
    const kept = await api('PATCH', '/users/profile', token, { email: 'meera@factory.test' });
    expect(kept.json().data).toMatchObject({ email: 'meera@factory.test', pendingEmail: null });
    const [mail] = await outbox('meera.x@factory.test');
    expect((await api('POST', '/public/auth/verify/email', undefined, linkIn(mail?.body ?? ''))).statusCode).toBe(400);
  });

  it('limits verification links per account: one a minute, five a day', async () => {
    const { token } = g.people.limited;
    const code = await confirmationCode(token, 'kwame@factory.test');
    await api('PATCH', '/users/profile', token, { email: 'kwame.2@factory.test', code });
    expect((await api('POST', '/users/profile/email-verification', token)).statusCode).toBe(429);
    // Another change within the minute is refused before its code is spent, and changes nothing.
    const second = await confirmationCode(token, 'kwame@factory.test');
    const tooSoon = await api('PATCH', '/users/profile', token, { email: 'kwame.3@factory.test', code: second });
    expect(tooSoon.statusCode).toBe(429);
    expect((await api('GET', '/users/profile', token)).json().data.pendingEmail).toBe('kwame.2@factory.test');
    expect(
      await rows("select consumed_at from otp_codes where purpose = 'confirm' and consumed_at is null"),
    ).toHaveLength(1);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      await t.database.db.execute(
        sql`update email_verifications set created_at = created_at - interval '2 minutes' where email = 'kwame.2@factory.test'`,
      );
      statuses.push((await api('POST', '/users/profile/email-verification', token)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await outbox('kwame.2@factory.test')).toHaveLength(5);
  });

  it('deleting the account needs a fresh code', async () => {
    const { token } = g.people.leaver;
    const noCode = await api('DELETE', '/users/delete_account', token, {});
    expect(noCode.statusCode).toBe(400);
    expect(await rows("select id from users where email = 'ana@factory.test'")).toHaveLength(1);
    const code = await confirmationCode(token, 'ana@factory.test');
    const res = await api('DELETE', '/users/delete_account', token, { code });
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });
    expect(await rows("select id from users where email = 'ana@factory.test'")).toEqual([]);
    expect(await rows("select action from audit_log where action = 'account.delete'")).toHaveLength(1);
  });
});
