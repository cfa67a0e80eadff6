import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, latestCode, signInByEmail, sqlRows, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let home: TenantGraph<'founder' | 'mobile' | 'guesser' | 'asker' | 'investor'>;
let away: TenantGraph<'investor'>;
beforeAll(async () => {
  t = await createTestApp();
  home = await tenantGraph(t, 'localhost', {
    founder: {
      type: 'startup',
      name: 'Aarav Mehta',
      organizationName: 'GreenLeaf Agritech',
      email: 'aarav@factory.test',
    },
    mobile: { type: 'corporate', name: 'Meera Iyer', mobileNumber: '9700000030' },
    guesser: { type: 'startup' },
    asker: { type: 'mentor' },
    investor: { type: 'investor' },
  });
  away = await tenantGraph(t, 'alpha.localhost', { investor: { type: 'investor' } });
});
afterAll(() => t.close());

const host = 'localhost:3000';
const post = (url: string, body: Record<string, unknown>, extra: { ip?: string; host?: string } = {}) =>
  call(t.app, {
    method: 'POST',
    host: extra.host ?? host,
    url: `/api/v1${url}`,
    body,
    ...(extra.ip ? { ip: extra.ip } : {}),
  });
const count = async (table: string) => {
  const [row] = await sqlRows(t.database, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(row?.n);
};
/** Moves a recipient's codes an hour back, as if time had passed. */
const age = (recipient: string) =>
  t.database.db.execute(
    sql`update otp_codes set created_at = created_at - interval '2 hours' where recipient = ${recipient}`,
  );

describe('sign-in by one-time code', () => {
  it('sends a 6-digit code to a known email and signs in with it', async () => {
    const res = await post('/public/auth/mobile/login', { email: 'Aarav@Factory.TEST' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sentTo: 'aarav@factory.test',
      channel: 'email',
      expiresInSeconds: 600,
      resendInSeconds: 30,
    });
    const code = await latestCode(t.app, host, 'aarav@factory.test');
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/public/auth/mobile/login/verify', {
      email: 'aarav@factory.test',
      code,
      loginFrom: 'web',
    });
    expect(verified.statusCode).toBe(200);
    const { user, accessToken } = verified.json().data;
    expect(user).toMatchObject({ name: 'Aarav Mehta', accountType: 'startup', role: 'member', impersonated: false });
    expect(accessToken).toMatch(/^[\w-]{40,}$/);
    const me = await call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token: accessToken });
    expect(me.json().data).toMatchObject({ organizationName: 'GreenLeaf Agritech', accountTypeLabel: 'Startup' });
  });

  it('signs in by mobile number with a country code, sent as numbers', async () => {
    const res = await post('/public/auth/mobile/login', { countryCode: '+91', mobileNumber: 9700000030 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sentTo: '+91 9700000030', channel: 'sms' });
    const code = await latestCode(t.app, host, '+91 9700000030');
    const verified = await post('/public/auth/mobile/login/verify', {
      countryCode: 91,
      mobileNumber: '9700000030',
      code,
    });
    expect(verified.json().data.user).toMatchObject({ name: 'Meera Iyer', accountType: 'corporate' });
  });

  it.each([
    ['no contact', {}, 'body.mobileNumber: Enter a mobile number or an email address'],
    [
      'both contacts',
      { email: 'a@b.co', countryCode: '91', mobileNumber: '9800000010' },
      'body.mobileNumber: Enter a mobile number or an email address',
    ],
    ['a malformed email', { email: 'not-an-email' }, 'body.email: Enter a valid email address'],
    [
      'a number that is not numeric',
      { countryCode: '91', mobileNumber: 'abc' },
      'body.mobileNumber: Enter a valid mobile number',
    ],
    [
      'a number invalid for its country',
      { countryCode: '91', mobileNumber: '12345' },
      'body.mobileNumber: Enter a valid mobile number',
    ],
    ['a number without country code', { mobileNumber: '9800000010' }, 'body.countryCode: Choose a country code'],
  ])('refuses %s with 400 and sends nothing', async (_case, body, error) => {
    const before = await count('otp_codes');
    const res = await post('/public/auth/mobile/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(error);
    expect(await count('otp_codes')).toBe(before);
  });

  it('says plainly when no account uses the contact', async () => {
    const res = await post('/public/auth/mobile/login', { email: 'nobody@nowhere.demo' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account uses this email address. Sign up to join Ventura Startup Mission.');
  });

  it('refuses wrong, replayed and expired codes with one message, and kills a code after 5 wrong tries', async () => {
    const { email } = home.people.guesser;
    await post('/public/auth/mobile/login', { email });
    const code = await latestCode(t.app, host, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/public/auth/mobile/login/verify', { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid or expired code', errors: ['Invalid or expired code'] });
    }
    const fifth = await post('/public/auth/mobile/login/verify', { email, code: wrong });
    expect(fifth.json().message).toBe('Too many wrong codes. Request a new code.');
    const right = await post('/public/auth/mobile/login/verify', { email, code });
    expect(right.statusCode).toBe(400);

    await age(email);
    await post('/public/auth/mobile/login', { email });
    const fresh = await latestCode(t.app, host, email);
    expect((await post('/public/auth/mobile/login/verify', { email, code: fresh })).statusCode).toBe(200);
    const replay = await post('/public/auth/mobile/login/verify', { email, code: fresh });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Invalid or expired code');

    await age(email);
    await post('/public/auth/mobile/login', { email });
    const late = await latestCode(t.app, host, email);
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where recipient = ${email}`,
    );
    expect((await post('/public/auth/mobile/login/verify', { email, code: late })).json().message).toBe(
      'Invalid or expired code',
    );
  });

  it('rate limits sending per recipient and per IP address', async () => {
    const { email } = home.people.asker;
    expect((await post('/public/auth/mobile/login', { email })).statusCode).toBe(200);
    const again = await post('/public/auth/mobile/login', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    for (let i = 0; i < 4; i++) {
      await age(email);
      await t.database.db.execute(
        sql`update otp_codes set created_at = now() - interval '1 minute' where recipient = ${email}`,
      );
      await post('/public/auth/mobile/login', { email });
    }
    await t.database.db.execute(
      sql`update otp_codes set created_at = now() - interval '1 minute' where recipient = ${email}`,
    );
    const sixth = await post('/public/auth/mobile/login', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes were requested for this recipient. Try again in an hour.');

    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/public/otp_verifications/send',
        { type: 'startup', emailAddress: `flood${i}@example.com` },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const flood = await post(
      '/public/otp_verifications/send',
      { type: 'startup', emailAddress: 'flood-last@example.com' },
      { ip },
    );
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('Too many codes were requested from your network. Try again later.');
  });
});

describe('sign-up', () => {
  const signupCode = async (body: Record<string, unknown>, recipient: string) => {
    const sent = await post('/public/otp_verifications/send', body);
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, host, recipient);
    const verified = await post('/public/otp_verifications/verify', { ...body, code });
    expect(verified.statusCode).toBe(200);
    return verified.json().data.registrationToken as string;
  };

  it('registers a startup by mobile number, with an email to verify by link', async () => {
    const contact = { type: 'startup', countryCode: '91', mobileNumber: '9876501234' };
    const registrationToken = await signupCode(contact, '+91 9876501234');
    const before = await count('users');
    const bad = await post('/public/auth/register/startup', {
      registrationToken,
      name: 'Ira Das',
      servicesLookingFor: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        'body.companyName: Company name required',
        'body.servicesLookingFor: Select at least one option',
      ]),
    );
    expect(await count('users')).toBe(before);

    const res = await post('/public/auth/register/startup', {
      registrationToken,
      name: 'Ira Das',
      email: 'ira@solarkit.demo',
      companyName: 'SolarKit',
      servicesLookingFor: ['fundraising'],
      arrival: { referralCode: 'FRIEND1', inviteCode: 'VENTURA2026' },
    });
    expect(res.statusCode).toBe(201);
    const { user, accessToken } = res.json().data;
    expect(user).toMatchObject({ name: 'Ira Das', accountType: 'startup' });
    const me = (await call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token: accessToken })).json()
      .data;
    expect(me).toMatchObject({
      organizationName: 'SolarKit',
      mobileNumber: '9876501234',
      email: null,
      emailVerified: false,
      pendingEmail: 'ira@solarkit.demo',
    });

    const replay = await post('/public/auth/register/startup', {
      registrationToken,
      name: 'Ira Das',
      companyName: 'X',
      servicesLookingFor: ['fundraising'],
    });
    expect(replay.statusCode).toBe(400);

    const outbox = (await call(t.app, { method: 'GET', host, url: '/api/dev/outbox?to=ira%40solarkit.demo' })).json()
      .data;
    const link = /\/verify\/email\/([\w-]+)\/([^\s]+)/.exec(outbox[0].body);
    expect(link).not.toBeNull();
    const verificationId = link?.[1] ?? '';
    const wrong = await post('/public/auth/verify/email', {
      emailAddress: 'ira@solarkit.demo',
      verificationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This verification link is invalid or has expired');
    const ok = await post('/public/auth/verify/email', { emailAddress: 'ira@solarkit.demo', verificationId });
    expect(ok.json()).toEqual({ data: { verified: true }, message: 'Your email has been verified' });
    const after = (await call(t.app, { method: 'GET', host, url: '/api/v1/users/profile', token: accessToken })).json()
      .data;
    expect(after).toMatchObject({ email: 'ira@solarkit.demo', emailVerified: true, pendingEmail: null });
  });

  it('registers an investor by email through register/ with the type of the code', async () => {
    const token = await signupCode({ type: 'investor', emailAddress: 'kai@seedfund.demo' }, 'kai@seedfund.demo');
    const missing = await post('/public/auth/register/', {
      registrationToken: token,
      name: 'Kai Lund',
      investorType: 'organization',
    });
    expect(missing.json().errors).toContain('body.organizationName: Organization name is required');
    const res = await post('/public/auth/register/', {
      registrationToken: token,
      name: 'Kai Lund',
      investorType: 'individual',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.accountType).toBe('investor');
  });

  it('refuses a type the tenant does not offer, an existing contact, and a code for another type', async () => {
    // Alpha offers no program offices.
    const closed = await post(
      '/public/otp_verifications/send',
      { type: 'program_office', emailAddress: 'po@example.com' },
      { host: 'alpha.localhost' },
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Sign-up as program_office is not open on Alpha Accelerator Network');
    const unknown = await post('/public/otp_verifications/send', { type: 'wizard', emailAddress: 'w@example.com' });
    expect(unknown.statusCode).toBe(400);
    const existing = await post('/public/otp_verifications/send', {
      type: 'startup',
      emailAddress: home.people.investor.email,
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe('An account with this email address already exists. Sign in instead.');

    await post('/public/otp_verifications/send', { type: 'mentor', emailAddress: 'mia@example.com' });
    const code = await latestCode(t.app, host, 'mia@example.com');
    const crossed = await post('/public/otp_verifications/verify', {
      type: 'corporate',
      emailAddress: 'mia@example.com',
      code,
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('sends WhatsApp codes only to mobile numbers, with no text the caller wrote', async () => {
    const noMobile = await post('/public/otp_verifications/whatsapp/send', {
      type: 'mentor',
      emailAddress: 'x@example.com',
      name: 'Xi',
    });
    expect(noMobile.json().message).toBe('WhatsApp codes need a mobile number');
    const res = await post('/public/otp_verifications/whatsapp/send', {
      type: 'mentor',
      countryCode: '91',
      mobileNumber: '9876512345',
      name: 'Zoya: your bank needs you at evil.example',
    });
    expect(res.json().data.channel).toBe('whatsapp');
    const outbox = (
      await call(t.app, { method: 'GET', host, url: `/api/dev/outbox?to=${encodeURIComponent('+91 9876512345')}` })
    ).json().data;
    expect(outbox[0].body).toMatch(/^Your Ventura Startup Mission verification code is \d{6}\./);
    expect(outbox[0].body).not.toContain('evil.example');
  });

  it('tells whether a mobile number or email is registered, per tenant', async () => {
    const get = (url: string, h = host) => call(t.app, { method: 'GET', host: h, url: `/api/v1${url}` });
    const shouted = home.people.investor.email.toUpperCase();
    expect((await get(`/public/auth/verify/email/${shouted}?userType=investor`)).json().data.exists).toBe(true);
    expect((await get('/public/auth/verify/email/aarav@factory.test', 'alpha.localhost')).json().data.exists).toBe(
      false,
    );
    expect((await get('/public/auth/verify/mobile/9700000030?countryCode=91')).json().data).toEqual({
      exists: true,
      message: 'This mobile number is already registered',
    });
    expect((await get('/public/auth/verify/mobile/919700000030?countryCode=91')).json().data.exists).toBe(true);
    expect((await get('/public/auth/verify/mobile/abc')).statusCode).toBe(400);
    expect((await get('/public/auth/verify/email/nope')).statusCode).toBe(400);
  });
});

describe('invite codes and tenancy of tokens', () => {
  it('opens a valid invite code on its own tenant only', async () => {
    const ok = await call(t.app, { method: 'GET', host, url: '/api/v1/verify-invite-code/VENTURA2026' });
    expect(ok.json().data).toMatchObject({
      code: 'VENTURA2026',
      accountType: 'startup',
      program: 'seed-accelerator-2026',
    });
    const other = await call(t.app, {
      method: 'GET',
      host: 'alpha.localhost',
      url: '/api/v1/verify-invite-code/VENTURA2026',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This invite code is not valid');
  });

  it('accepts a token only on the tenant that issued it', async () => {
    const session = await signInByEmail(t.app, 'alpha.localhost', away.people.investor.email);
    const home = await call(t.app, {
      method: 'GET',
      host: 'alpha.localhost',
      url: '/api/v1/users/profile',
      token: session.accessToken,
    });
    expect(home.statusCode).toBe(200);
    const elsewhere = await call(t.app, {
      method: 'GET',
      host,
      url: '/api/v1/users/profile',
      token: session.accessToken,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe('Session expired');
  });

  it('refuses an oversized body with 413 and a malformed one with 400', async () => {
    const big = await post('/public/auth/mobile/login', { email: `${'a'.repeat(2_000_000)}@x.co` });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBeTruthy();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/auth/mobile/login',
      headers: { host, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.length).toBeGreaterThan(0);
  });
});
