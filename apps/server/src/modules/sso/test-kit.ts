import { expect } from 'vitest';
import { type call, createTestApp } from '../../../test/helpers.ts';
import { startForger } from '../../../test/stand-ins/oidc/forger.ts';
import { type Claims, startOidcStandIn } from '../../../test/stand-ins/oidc/index.ts';
import { tenantOrigin } from '../../platform/tenancy/public-origin.ts';
import { findTenantByHost } from '../../platform/tenancy/repo.ts';

/*
 * What the single sign-on tests share: a server on its own database, the OpenID stand-in (oidc-provider)
 * with a client registered for the test tenant's callback, a provider that forges answers, and a
 * browser's walk through the stand-in's sign-in page, done by hand with its cookies.
 */

export const home = 'localhost';
export const away = 'alpha.localhost';
export const clientId = 'ventura-test';
export const clientSecret = 'stand-in-secret-4f2a9c';

/** Unverified addresses at the stand-in: any that starts with "unverified". */
const claimsOf = (email: string): Claims => ({
  email,
  email_verified: !email.startsWith('unverified'),
  name: email.startsWith('named') ? 'Nila Named' : (email.split('@')[0] ?? email),
});

export const startSso = async () => {
  const t = await createTestApp();
  const tenant = await findTenantByHost(t.database.db, home);
  if (!tenant) throw new Error('no tenant on localhost');
  const redirectUri = `${await tenantOrigin(t.database.db, t.app.config, tenant.id)}/api/v1/public/auth/sso/callback`;
  const standIn = await startOidcStandIn({
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri] }],
    claimsOf,
  });
  const forger = await startForger();
  return {
    t,
    redirectUri,
    standIn,
    forger,
    close: async () => {
      await t.close();
      await standIn.close();
      await forger.close();
    },
  };
};

type Answer = Awaited<ReturnType<typeof call>>;

export const locationOf = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(302);
  return String(res.headers.location);
};

/** The error the completion page would show, or null when the browser arrives with a ticket. */
export const refusalIn = (location: string) => new URL(location, 'http://x').searchParams.get('error');
export const ticketIn = (location: string) => {
  const ticket = new URL(location, 'http://x').searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
};

/**
 * A browser at the stand-in: from the sign-in address the platform sent it to, through the email form,
 * back to the platform's callback. Answers the callback address with its query (code, state, iss).
 */
export const signInAtStandIn = async (authorizeUrl: string, email: string, redirectUri: string) => {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) cookies.set(name.trim(), value);
      else cookies.delete(name.trim());
    }
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(`${redirectUri}?`)) return next.slice(redirectUri.length);
      url = next;
      continue;
    }
    const page = await res.text();
    if (res.status === 200 && page.includes('<label for="email">Email</label>')) {
      form = new URLSearchParams({ email });
      continue;
    }
    throw new Error(`the stand-in answered ${res.status}: ${page.slice(0, 300)}`);
  }
  throw new Error('too many steps at the stand-in');
};
