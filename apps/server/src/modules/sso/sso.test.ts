import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { call, sqlRows } from '../../../test/helpers.ts';
import {
  away,
  clientId,
  clientSecret,
  home,
  locationOf,
  refusalIn,
  signInAtStandIn,
  startSso,
  ticketIn,
} from './test-kit.ts';

/*
 * Single sign-on against a real OpenID provider (oidc-provider on 127.0.0.1) and one that forges answers:
 * the console's providers (operators only, secrets never shown), a member's sign-in, a newcomer's
 * sign-up with an account type, and every forged or stale answer refused with nothing created.
 */

let kit: Awaited<ReturnType<typeof startSso>>;
let g: TenantGraph<'member' | 'suspended'>;
let providerUuid: string;
let forgedUuid: string;

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, token?: string, body?: Json, host = home) =>
  call(kit.t.app, { method, host, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(kit.t.database, query);
const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n);
const operator = () => g.people.operator.token;
const userCount = () => count(sql`select count(*)::int as n from users`);

const expectRefusal = (res: Awaited<ReturnType<typeof api>>, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  return res.json() as { message: string; errors: string[] };
};

const providerInput = (changes: Json = {}): Json => ({
  label: 'Company account',
  issuer: kit.standIn.issuer,
  clientId,
  clientSecret,
  ...changes,
});

/** Start at the platform: the address of the provider's sign-in page it sends the browser to. */
const start = async (uuid = providerUuid, host = home, returnTo?: string) => {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  return locationOf(await api('GET', `/public/auth/sso/${uuid}/start${query}`, undefined, undefined, host));
};
const callback = async (search: string, host = home) =>
  locationOf(await api('GET', `/public/auth/sso/callback${search}`, undefined, undefined, host));

/** The whole round trip through the stand-in for an email: where the callback sends the browser. */
const roundTrip = async (email: string) => callback(await signInAtStandIn(await start(), email, kit.redirectUri));

const complete = (ticket: string, accountType?: string) =>
  api('POST', '/public/auth/sso/complete', undefined, { ticket, ...(accountType ? { accountType } : {}) });

beforeAll(async () => {
  kit = await startSso();
  g = await tenantGraph(kit.t, home, {
    member: { type: 'startup', name: 'Mira Member', approvalStatus: 'approved' },
    suspended: { type: 'mentor', name: 'Sam Suspended' },
  });
  await rows(sql`update users set status = 'suspended' where id = ${g.people.suspended.userId}`);
  const created = await api('POST', '/admin/sso-providers', operator(), providerInput());
  expect(created.statusCode, created.body).toBe(201);
  providerUuid = created.json().data.uuid;
  const forged = await api(
    'POST',
    '/admin/sso-providers',
    operator(),
    providerInput({
      label: 'Forged',
      issuer: kit.forger.issuer,
      clientId: kit.forger.clientId,
      clientSecret: kit.forger.clientSecret,
    }),
  );
  expect(forged.statusCode, forged.body).toBe(201);
  forgedUuid = forged.json().data.uuid;
});
afterAll(async () => {
  await kit?.close();
});

describe('a member signs in', () => {
  it('through the provider, and the session works', async () => {
    const location = await roundTrip(g.people.member.email.toUpperCase());
    expect(refusalIn(location)).toBeNull();
    const done = await complete(ticketIn(location));
    expect(done.statusCode, done.body).toBe(200);
    const data = done.json().data;
    expect(data).toMatchObject({
      status: 'signed_in',
      user: { userId: g.people.member.userId, accountType: 'startup' },
    });
    const profile = await api('GET', '/users/profile', data.accessToken);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.body).toContain(g.people.member.email);
  });
});

describe('the console’s providers', () => {
  const providerCount = () => count(sql`select count(*)::int as n from sso_providers`);

  it('answers 401 without a session and 403 to a member; nothing changes', async () => {
    const before = await providerCount();
    const member = g.people.member.token;
    const routes: Array<[Method, string, Json?]> = [
      ['GET', '/admin/sso-providers'],
      ['POST', '/admin/sso-providers', providerInput()],
      ['PATCH', `/admin/sso-providers/${providerUuid}`, { enabled: false }],
      ['DELETE', `/admin/sso-providers/${providerUuid}`],
    ];
    for (const [method, url, body] of routes) {
      expectRefusal(await api(method, url, undefined, body), 401);
      expectRefusal(await api(method, url, member, body), 403);
    }
    expect(await providerCount()).toBe(before);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = await providerCount();
    const bad = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), { label: 'x', issuer: 'not an address', clientId: '' }),
      400,
    );
    expect(bad.errors.join('\n')).toMatch(/body\.label/);
    expect(bad.errors.join('\n')).toMatch(/body\.issuer/);
    expect(bad.errors.join('\n')).toMatch(/body\.clientId/);
    const noSecret = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), providerInput({ clientSecret: undefined })),
      400,
    );
    expect(noSecret.errors).toEqual(['body.clientSecret: Enter the client secret']);
    const plainHttp = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), providerInput({ issuer: 'http://idp.example.org' })),
      400,
    );
    expect(plainHttp.errors).toEqual(['body.issuer: The issuer address starts with https://']);
    const privateHost = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), providerInput({ issuer: 'https://10.1.2.3' })),
      422,
    );
    expect(privateHost.message).toMatch(/10\.1\.2\.3 is not on the public internet/);
    const mapped = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), providerInput({ issuer: 'https://[::ffff:192.168.0.1]' })),
      422,
    );
    expect(mapped.message).toMatch(/not on the public internet/);
    const nothing = expectRefusal(
      await api('POST', '/admin/sso-providers', operator(), providerInput({ issuer: 'http://127.0.0.1:9' })),
      422,
    );
    expect(nothing.message).toBe(
      "Could not read the provider's settings at http://127.0.0.1:9/.well-known/openid-configuration",
    );
    expect(await providerCount()).toBe(before);
  });

  it('never shows the secret, and keeps it sealed', async () => {
    const list = await api('GET', '/admin/sso-providers', operator());
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain(clientSecret);
    const item = list.json().data.items.find((p: { uuid: string }) => p.uuid === providerUuid);
    expect(item).toMatchObject({
      label: 'Company account',
      issuer: kit.standIn.issuer,
      clientId,
      clientSecretHint: `…${clientSecret.slice(-4)}`,
      scopes: 'openid email profile',
      enabled: true,
      allowSignUp: true,
      redirectUri: kit.redirectUri,
    });
    expect(item).not.toHaveProperty('clientSecret');
    const [row] = await rows(sql`select client_secret_sealed from sso_providers where uuid = ${providerUuid}`);
    expect(String(row?.client_secret_sealed)).not.toContain(clientSecret);
  });

  it('changes only what a PATCH names; a new secret replaces the old; another tenant’s is not found', async () => {
    const made = await api(
      'POST',
      '/admin/sso-providers',
      operator(),
      providerInput({ label: 'Second', enabled: false }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const uuid = made.json().data.uuid;
    const renamed = await api('PATCH', `/admin/sso-providers/${uuid}`, operator(), { label: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      label: 'Renamed',
      enabled: false,
      clientSecretHint: `…${clientSecret.slice(-4)}`,
    });
    const rekeyed = await api('PATCH', `/admin/sso-providers/${uuid}`, operator(), { clientSecret: 'new-secret-7777' });
    expect(rekeyed.json().data.clientSecretHint).toBe('…7777');
    expect(rekeyed.body).not.toContain('new-secret-7777');
    const buttons = await api('GET', '/public/auth/sso/providers');
    expect(buttons.json().data.items.map((b: { label: string }) => b.label)).not.toContain('Renamed');
    const there = await tenantGraph(kit.t, away, {});
    expectRefusal(
      await api('PATCH', `/admin/sso-providers/${uuid}`, there.people.operator.token, { label: 'Mine' }, away),
      404,
    );
    expectRefusal(
      await api('DELETE', `/admin/sso-providers/${uuid}`, there.people.operator.token, undefined, away),
      404,
    );
    const removed = await api('DELETE', `/admin/sso-providers/${uuid}`, operator());
    expect(removed.json()).toEqual({ message: 'Provider removed' });
    const audit = await rows(sql`select action from audit_log where subject_id = ${uuid} order by created_at, action`);
    expect(audit.map((r) => r.action)).toEqual(
      expect.arrayContaining(['sso_provider.create', 'sso_provider.update', 'sso_provider.delete']),
    );
  });

  it('allows at most five providers', async () => {
    const made: string[] = [];
    while ((await providerCount()) < 5) {
      const res = await api(
        'POST',
        '/admin/sso-providers',
        operator(),
        providerInput({ label: `Extra ${made.length}` }),
      );
      made.push(res.json().data.uuid);
    }
    expectRefusal(await api('POST', '/admin/sso-providers', operator(), providerInput({ label: 'Sixth' })), 409);
    for (const uuid of made) await api('DELETE', `/admin/sso-providers/${uuid}`, operator());
  });

  it('lists the enabled buttons to anyone', async () => {
    const res = await api('GET', '/public/auth/sso/providers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items).toEqual(expect.arrayContaining([{ uuid: providerUuid, label: 'Company account' }]));
    expect(res.body).not.toContain('issuer');
  });
});

describe('the start', () => {
  it('sends the browser to the provider with PKCE S256, a state and a nonce, the state stored hashed', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(kit.standIn.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(clientId);
    expect(q.get('redirect_uri')).toBe(kit.redirectUri);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = q.get('state') ?? '';
    expect(state.length).toBeGreaterThan(20);
    expect(q.get('nonce')?.length).toBeGreaterThan(20);
    expect(await count(sql`select count(*)::int as n from sso_attempts where state_hash = ${state}`)).toBe(0);
    const [row] = await rows(
      sql`select nonce, expires_at > now() + interval '9 minutes' as fresh from sso_attempts where nonce = ${q.get('nonce')}`,
    );
    expect(row).toMatchObject({ fresh: true });
  });

  it('refuses a button that is not offered, on the completion page', async () => {
    const location = await start('00000000-0000-4000-8000-000000000000');
    expect(refusalIn(location)).toMatch(/no longer offered/);
  });
});

describe('a newcomer', () => {
  it('chooses an account type, then has an account with the email verified', async () => {
    const email = 'named.newcomer@example.org';
    const location = await roundTrip(email);
    const ticket = ticketIn(location);
    const asked = await complete(ticket);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'choose_account_type', name: 'Nila Named', email });
    const types: string[] = asked.json().data.accountTypes;
    expect(types).toContain('startup');
    expect(types).not.toContain('other');
    expect(await count(sql`select count(*)::int as n from users where email = ${email}`)).toBe(0);

    expectRefusal(await complete(ticket, 'other'), 400);
    const made = await complete(ticket, 'mentor');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      status: 'signed_in',
      user: { name: 'Nila Named', accountType: 'mentor' },
    });
    const [user] = await rows(
      sql`select email, email_verified_at is not null as verified from users where email = ${email}`,
    );
    expect(user).toMatchObject({ email, verified: true });
    const profile = await api('GET', '/users/profile', made.json().data.accessToken);
    expect(profile.statusCode, profile.body).toBe(200);

    expect(expectRefusal(await complete(ticket, 'mentor'), 400).message).toBe(
      'This sign-in link has expired. Sign in again.',
    );
    const audit = await rows(
      sql`select action from audit_log where subject_id = ${made.json().data.user.userId}::text`,
    );
    expect(audit.map((r) => r.action)).toContain('sso.sign_up');
  });

  it('is refused when the provider does not take sign-ups', async () => {
    await api('PATCH', `/admin/sso-providers/${providerUuid}`, operator(), { allowSignUp: false });
    try {
      const before = await userCount();
      const ticket = ticketIn(await roundTrip('stranger@example.org'));
      const refused = expectRefusal(await complete(ticket), 403);
      expect(refused.message).toMatch(/^Ask the operators of .+ for an account first$/);
      expectRefusal(await complete(ticket, 'startup'), 403);
      expect(await userCount()).toBe(before);
    } finally {
      await api('PATCH', `/admin/sso-providers/${providerUuid}`, operator(), { allowSignUp: true });
    }
  });
});

describe('answers that are refused, with nothing created', () => {
  let before: number;
  beforeAll(async () => {
    before = await userCount();
  });
  afterAll(async () => {
    expect(await userCount()).toBe(before);
  });

  it('an absent or unknown state', async () => {
    expect(refusalIn(await callback('?code=abc'))).toMatch(/not started here/);
    expect(refusalIn(await callback('?code=abc&state=made-up-state-value-0123456789'))).toMatch(/not started here/);
  });

  it('the state of another tenant; the state still works where it was made', async () => {
    const search = await signInAtStandIn(await start(), 'wanderer@example.org', kit.redirectUri);
    expect(refusalIn(await callback(search, away))).toMatch(/not started here/);
    expect(refusalIn(await callback(search, home))).toBeNull();
  });

  it('a replayed state', async () => {
    const search = await signInAtStandIn(await start(), g.people.member.email, kit.redirectUri);
    expect(refusalIn(await callback(search))).toBeNull();
    expect(refusalIn(await callback(search))).toMatch(/not started here/);
  });

  it('an expired state', async () => {
    const search = await signInAtStandIn(await start(), g.people.member.email, kit.redirectUri);
    const state = new URLSearchParams(search).get('state') ?? '';
    await rows(sql`update sso_attempts set expires_at = now() - interval '1 second' where answered_at is null`);
    expect(state).not.toBe('');
    expect(refusalIn(await callback(search))).toMatch(/not started here/);
  });

  it('an error from the provider', async () => {
    const state = new URL(await start()).searchParams.get('state') ?? '';
    const location = await callback(`?error=access_denied&error_description=The+user+said+no&state=${state}`);
    expect(refusalIn(location)).toBe('Company account did not sign you in: The user said no');
  });

  it('an email the provider has not verified', async () => {
    expect(refusalIn(await roundTrip('unverified@example.org'))).toMatch(/has not verified your email address/);
  });

  it('a suspended account', async () => {
    expect(refusalIn(await roundTrip(g.people.suspended.email))).toMatch(/is suspended/);
  });

  /** A round trip through the forger: the ID token it answers is the one described. */
  const forged = async (forgery: Parameters<typeof kit.forger.forgeNext>[1], nonce?: string) => {
    const url = new URL(await start(forgedUuid));
    const state = url.searchParams.get('state') ?? '';
    kit.forger.forgeNext(nonce ?? url.searchParams.get('nonce') ?? '', forgery);
    return callback(`?code=forged-code&state=${state}`);
  };

  it('an honest forger’s answer passes (so the refusals below are for what they change)', async () => {
    const location = await forged({ claims: { email: g.people.member.email } });
    expect(refusalIn(location)).toBeNull();
    const done = await complete(ticketIn(location));
    expect(done.json().data).toMatchObject({ status: 'signed_in', user: { userId: g.people.member.userId } });
  });

  it('a bad nonce, another audience, another issuer, a key never published, an unverified email', async () => {
    const untrusted = /could not be trusted/;
    expect(refusalIn(await forged({ claims: { email: g.people.member.email } }, 'another-nonce'))).toMatch(untrusted);
    expect(refusalIn(await forged({ claims: { email: g.people.member.email, aud: 'another-client' } }))).toMatch(
      untrusted,
    );
    expect(
      refusalIn(await forged({ claims: { email: g.people.member.email, iss: 'https://idp.example.org' } })),
    ).toMatch(untrusted);
    expect(refusalIn(await forged({ key: 'unpublished', claims: { email: g.people.member.email } }))).toMatch(
      untrusted,
    );
    expect(refusalIn(await forged({ claims: { email: g.people.member.email, email_verified: false } }))).toMatch(
      /has not verified your email address/,
    );
    expect(refusalIn(await forged({ claims: { email: undefined } }))).toMatch(/no email address/);
  });

  it('a ticket works once only, and a made-up one not at all', async () => {
    const ticket = ticketIn(await roundTrip(g.people.member.email));
    const once = await complete(ticket);
    expect(once.json().data.status).toBe('signed_in');
    expectRefusal(await complete(ticket), 400);
    expectRefusal(await complete('a-ticket-nobody-was-given-0123456789'), 400);
    const audit = await rows(sql`select action from audit_log where subject_id = ${g.people.member.userId}::text`);
    expect(audit.map((r) => r.action)).toContain('sso.sign_in');
  });

  it('a ticket older than two minutes', async () => {
    const ticket = ticketIn(await roundTrip(g.people.member.email));
    await rows(sql`update sso_attempts set ticket_expires_at = now() - interval '1 second' where completed_at is null`);
    expect(expectRefusal(await complete(ticket), 400).message).toBe('This sign-in link has expired. Sign in again.');
  });
});

describe('where the browser returns', () => {
  it('keeps a path of this platform and drops another site', async () => {
    const kept = await callback(
      await signInAtStandIn(await start(providerUuid, home, '/events/42'), g.people.member.email, kit.redirectUri),
    );
    expect(new URL(kept, 'http://x').searchParams.get('returnTo')).toBe('/events/42');
    const dropped = await callback(
      await signInAtStandIn(await start(providerUuid, home, '//evil.example'), g.people.member.email, kit.redirectUri),
    );
    expect(new URL(dropped, 'http://x').searchParams.get('returnTo')).toBeNull();
  });
});
