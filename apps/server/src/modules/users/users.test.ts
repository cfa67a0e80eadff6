import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
let home: TenantGraph<'switcher' | 'editor' | 'emailOnly' | 'leaver' | 'deactivator' | 'member' | 'target'>;
let away: TenantGraph<'member'>;
beforeAll(async () => {
  t = await createTestApp();
  home = await tenantGraph(t, 'localhost', {
    switcher: { type: 'investor', organizationName: 'Northstar Ventures', alsoHolds: ['mentor'] },
    editor: { type: 'service_provider', gender: 'female' },
    emailOnly: { type: 'mentor' },
    leaver: { type: 'corporate' },
    deactivator: { type: 'partner' },
    member: { type: 'startup' },
    target: { type: 'mentor', name: 'David Chen' },
  });
  away = await tenantGraph(t, 'alpha.localhost', { member: { type: 'startup' } });
});
afterAll(() => t.close());

const { api, rows, signIn } = testClient(() => t, 'localhost:3000');
const alpha = testClient(() => t, 'alpha.localhost');

describe('every account route needs a live session', () => {
  it.each([
    ['GET', '/users/profile'],
    ['PATCH', '/users/profile'],
    ['GET', '/users/profile-types'],
    ['POST', '/users/profile-types'],
    ['POST', '/users/profile-types/switch'],
    ['GET', '/users/logout'],
    ['PATCH', '/users/deactivate_account'],
    ['DELETE', '/users/delete_account'],
    ['GET', '/users/team-members'],
    ['POST', '/users/team-members'],
    ['POST', '/admin/backdoor-login'],
    ['POST', '/users/profile/email-verification'],
  ] as const)('%s %s answers 401 without one, and with a made-up token', async (method, url) => {
    const anonymous = await api(method, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Sign in to continue', errors: ['Sign in to continue'] });
    expect((await api(method, url, 'made-up-token')).json().message).toBe('Session expired');
  });
});

describe('profiles', () => {
  it('lists, switches and creates profiles; each switch is a new session', async () => {
    const { token } = home.people.switcher;
    const types = (await api('GET', '/users/profile-types', token)).json().data;
    expect(types.map((p: { profileType: string }) => p.profileType)).toEqual(['investor', 'mentor']);
    expect(types[0]).toMatchObject({ organizationName: 'Northstar Ventures', current: true, label: 'Investor' });

    const switched = await api('POST', '/users/profile-types/switch', token, { profileType: 'mentor' });
    expect(switched.statusCode).toBe(200);
    const mentorToken = switched.json().data.accessToken;
    expect(switched.json().data.user.accountType).toBe('mentor');
    expect((await api('GET', '/users/profile', token)).statusCode).toBe(401);
    expect((await api('GET', '/users/profile', mentorToken)).json().data.accountType).toBe('mentor');

    const notHeld = await api('POST', '/users/profile-types/switch', mentorToken, { profileType: 'corporate' });
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json().message).toBe('You have no corporate profile');
    expect((await api('POST', '/users/profile-types/switch', mentorToken, { profileType: 'pirate' })).statusCode).toBe(
      400,
    );

    const before = await rows('select count(*)::int as n from profiles');
    const bad = await api('POST', '/users/profile-types', mentorToken, { userType: 'corporate', companyName: 'Acme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('body.designation: Designation is required');
    expect(await rows('select count(*)::int as n from profiles')).toEqual(before);

    const created = await api('POST', '/users/profile-types', mentorToken, {
      userType: 'corporate',
      companyName: 'Northstar Labs',
      designation: 'Partner',
      applyingForSpecificEvent: false,
    });
    expect(created.statusCode).toBe(201);
    const corporateToken = created.json().data.accessToken;
    expect((await api('GET', '/users/profile', corporateToken)).json().data).toMatchObject({
      accountType: 'corporate',
      organizationName: 'Northstar Labs',
      designation: 'Partner',
    });
    const again = await api('POST', '/users/profile-types', corporateToken, { userType: 'mentor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a mentor profile');
  });

  it('refuses a profile type the tenant does not offer', async () => {
    const { token } = away.people.member;
    const add = (body: Record<string, unknown>) => alpha.api('POST', '/users/profile-types', token, body);
    const before = await rows('select count(*)::int as n from profiles');
    const closed = await add({ userType: 'service_provider' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Service Provider profiles are not open on Alpha Accelerator Network');
    expect(await rows('select count(*)::int as n from profiles')).toEqual(before);
    expect((await add({ userType: 'wizard' })).statusCode).toBe(400);
    expect((await add({ userType: 'mentor' })).statusCode).toBe(201);
  });

  it('updates the profile, refusing bad values and taken emails without changing anything', async () => {
    const { token, email } = home.people.editor;
    expect((await api('PATCH', '/users/profile', token, {})).json().errors).toContain('body: Nothing to update');
    expect((await api('PATCH', '/users/profile', token, { gender: 'robot' })).statusCode).toBe(400);
    const taken = await api('PATCH', '/users/profile', token, { email: home.people.member.email, code: '123456' });
    expect(taken.statusCode).toBe(409);
    const me = (await api('GET', '/users/profile', token)).json().data;
    expect(me).toMatchObject({ email, gender: 'female' });
    const ok = await api('PATCH', '/users/profile', token, { name: 'Lena M. Fischer', whatsappNumber: '9800000099' });
    expect(ok.json().data).toMatchObject({ name: 'Lena M. Fischer', whatsappNumber: '9800000099' });
  });
});

describe('email address', () => {
  it('cannot be removed from an account that signs in by email only', async () => {
    const { token, email } = home.people.emailOnly;
    expect(await rows(sql`select mobile_number from users where email = ${email}`)).toEqual([{ mobile_number: null }]);
    // Refused before any code is looked at, whatever code comes along.
    const res = await api('PATCH', '/users/profile', token, { email: null, code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.email: Keep an email address: it is how you sign in']);
    expect((await api('GET', '/users/profile', token)).json().data).toMatchObject({ email, pendingEmail: null });
  });
});

describe('signing out, deactivating and deleting', () => {
  it('logout revokes only that session', async () => {
    const first = home.people.leaver.token;
    const second = await newSession(t, home.people.leaver);
    expect((await api('GET', '/users/logout', first)).json()).toEqual({ message: 'Signed out' });
    expect((await api('GET', '/users/profile', first)).statusCode).toBe(401);
    expect((await api('GET', '/users/profile', second)).statusCode).toBe(200);
  });

  it('deactivation revokes every session and toggles back after a new sign-in', async () => {
    const { token: a, email } = home.people.deactivator;
    const b = await newSession(t, home.people.deactivator);
    const off = await api('PATCH', '/users/deactivate_account', a);
    expect(off.json()).toEqual({ data: { status: 'deactivated' }, message: 'Account Deactivated Successfully.' });
    expect((await api('GET', '/users/profile', b)).statusCode).toBe(401);
    const c = await signIn(email);
    expect((await api('GET', '/users/profile', c)).json().data.accountStatus).toBe('deactivated');
    const on = await api('PATCH', '/users/deactivate_account', c);
    expect(on.json()).toEqual({ data: { status: 'active' }, message: 'Account Re-activated Successfully.' });
  });
});

describe('operator back-door login', () => {
  it('is refused to members, allowed to operators, audited, and cannot close the account', async () => {
    const target = home.people.target.uuid;
    const member = home.people.member.token;
    const refused = await api('POST', '/admin/backdoor-login', member, {
      profileUuid: target,
      reason: 'Support ticket 42',
    });
    expect(refused.statusCode).toBe(403);
    expect(await rows("select id from audit_log where action = 'auth.backdoor_login'")).toEqual([]);

    const operator = home.people.operator.token;
    expect(
      (await api('POST', '/admin/backdoor-login', operator, { profileUuid: target, reason: 'x' })).statusCode,
    ).toBe(400);
    const res = await api('POST', '/admin/backdoor-login', operator, {
      profileUuid: target,
      reason: 'Support ticket 42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'David Chen', impersonated: true });
    const audit = await rows("select detail->>'reason' as reason from audit_log where action = 'auth.backdoor_login'");
    expect(audit).toEqual([{ reason: 'Support ticket 42' }]);
    const borrowed = res.json().data.accessToken;
    expect((await api('PATCH', '/users/deactivate_account', borrowed)).statusCode).toBe(403);
    expect(
      (await api('POST', '/admin/backdoor-login', borrowed, { profileUuid: target, reason: 'Chained login' }))
        .statusCode,
    ).toBe(403);

    const alphaOperator = away.people.operator.token;
    const crossTenant = await alpha.api('POST', '/admin/backdoor-login', alphaOperator, {
      profileUuid: target,
      reason: 'Support ticket 42',
    });
    expect(crossTenant.statusCode).toBe(404);
  });
});
