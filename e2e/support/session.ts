import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The session the API answers a sign-in with, as the web stores it. */
export type TestSession = {
  user: { userId: string; id: number; uuid: string; name: string; accountType: string; role: string };
  accessToken: string;
  /** The tenant's origin the session belongs to, e.g. http://localhost:3199. */
  origin: string;
};

/** The origin of a demo tenant on the test server; Chromium resolves *.localhost to this machine. */
export const tenantOrigin = (subdomain: string | null = null) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3199').port;
  return `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An API address on a tenant's origin. Chromium resolves *.localhost but Node does not, so calls from
 * the test itself go to localhost with the tenant's host in the Host header (tenants resolve by host).
 */
const onTenant = (origin: string, path: string): { url: string; headers: Record<string, string> } => {
  const url = new URL(path, origin);
  if (!url.hostname.endsWith('.localhost')) return { url: url.href, headers: {} };
  const host = url.host;
  url.hostname = 'localhost';
  return { url: url.href, headers: { host } };
};

/** How a person signs in: an email address, or a mobile number with its country calling code. */
export type Contact = { email: string } | { countryCode: string; mobileNumber: string };

/** Where the server sends the code, as the dev outbox lists it. */
const recipientOf = (contact: Contact) =>
  'email' in contact ? contact.email : `+${contact.countryCode} ${contact.mobileNumber}`;

/**
 * Asks for a sign-in code; when another test asked for this person moments ago, waits out the resend
 * limit. Two workers may both sign the demo operator in more than once a minute, so it waits up to four
 * times before it gives up.
 */
const requestCode = async (request: APIRequestContext, origin: string, contact: Contact) => {
  for (let attempt = 0; ; attempt++) {
    const { url, headers } = onTenant(origin, '/api/v1/public/auth/mobile/login');
    const response = await request.post(url, { headers, data: contact });
    if (response.status() !== 429 || attempt >= 4) {
      expect(response.status(), await response.text()).toBe(200);
      return;
    }
    const wait = /wait (\d+) seconds/.exec((await response.json()).message ?? '')?.[1];
    if (!wait) throw new Error(`Sign-in codes for ${recipientOf(contact)} are rate limited: ${await response.text()}`);
    await sleep((Number(wait) + 1) * 1000);
  }
};

/**
 * Signs a person in through the API the way the app does: asks for a code, reads it from the dev
 * outbox, and verifies it.
 */
export const signIn = async (request: APIRequestContext, contact: Contact, origin = tenantOrigin()) => {
  await requestCode(request, origin, contact);
  const outboxUrl = onTenant(origin, '/api/dev/outbox');
  const outbox = await request.get(outboxUrl.url, { headers: outboxUrl.headers, params: { to: recipientOf(contact) } });
  expect(outbox.status()).toBe(200);
  const code: unknown = (await outbox.json()).data?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`No sign-in code in the outbox for ${recipientOf(contact)}`);
  const verifyUrl = onTenant(origin, '/api/v1/public/auth/mobile/login/verify');
  const verified = await request.post(verifyUrl.url, { headers: verifyUrl.headers, data: { ...contact, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { user, accessToken } = (await verified.json()).data;
  const session: TestSession = { user, accessToken, origin };
  return session;
};

/** The newest code the dev outbox holds for a recipient (an email address, or '+91 9800000010'). */
export const latestCode = async (request: APIRequestContext, origin: string, recipient: string) => {
  const { url, headers } = onTenant(origin, '/api/dev/outbox');
  const outbox = await request.get(url, { headers, params: { to: recipient } });
  expect(outbox.status()).toBe(200);
  const code: unknown = (await outbox.json()).data?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`No code in the outbox for ${recipient}`);
  return code;
};

/** A message as the dev outbox lists it, newest first. */
export type OutboxEntry = {
  to: string;
  channel: string;
  subject: string | null;
  body: string;
  code: string | null;
  /** Files sent with it (an event's .ics), with their content. */
  attachments?: Array<{ filename: string; contentType: string; content: string; url: string }>;
};

/** What the dev outbox holds for a recipient (an email address, or '+91 9800000010'), newest first. */
export const outboxMessages = async (request: APIRequestContext, origin: string, recipient: string) => {
  const { url, headers } = onTenant(origin, '/api/dev/outbox');
  const outbox = await request.get(url, { headers, params: { to: recipient } });
  expect(outbox.status()).toBe(200);
  const messages: OutboxEntry[] = (await outbox.json()).data ?? [];
  return messages;
};

/**
 * The path of the newest link in a recipient's outbox whose path starts as given ('/verify/email/',
 * '/team/join/'), to open on the tenant's origin.
 */
export const latestLinkPath = async (request: APIRequestContext, origin: string, recipient: string, prefix: string) => {
  for (const message of await outboxMessages(request, origin, recipient)) {
    for (const found of message.body.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(found);
      if (url.pathname.startsWith(prefix)) return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`No ${prefix} link in the outbox for ${recipient}`);
};

export const signInByEmail = (request: APIRequestContext, email: string, origin = tenantOrigin()) =>
  signIn(request, { email }, origin);

/** Stores the session in the page as the app keeps it (localStorage 'user'), then opens the path. */
export const openSignedIn = async (page: Page, session: TestSession, path: string) => {
  // Any same-origin document gives access to the tenant's localStorage; the health check is the lightest.
  await page.goto(`${session.origin}/api/health`);
  await page.evaluate(
    (stored) => {
      localStorage.setItem('user', stored);
      localStorage.removeItem('profile');
    },
    JSON.stringify({ ...session.user, accessToken: session.accessToken }),
  );
  await page.goto(`${session.origin}${path}`);
};

/**
 * Registers a fresh person of an account type through the API the way the sign-up page does: a
 * sign-up code by email, read from the dev outbox and verified, then the registration (with the
 * profile's details given, such as a startup's companyName). The session carries the email used.
 */
export const signUp = async (
  request: APIRequestContext,
  type: string,
  name: string,
  origin = tenantOrigin(),
  details: Record<string, unknown> = {},
) => {
  const emailAddress = `${type}-${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.test`;
  const sendUrl = onTenant(origin, '/api/v1/public/otp_verifications/send');
  const sent = await request.post(sendUrl.url, { headers: sendUrl.headers, data: { type, emailAddress } });
  expect(sent.status(), await sent.text()).toBe(200);
  const outboxUrl = onTenant(origin, '/api/dev/outbox');
  const outbox = await request.get(outboxUrl.url, { headers: outboxUrl.headers, params: { to: emailAddress } });
  const code: unknown = (await outbox.json()).data?.[0]?.code;
  const verifyUrl = onTenant(origin, '/api/v1/public/otp_verifications/verify');
  const verified = await request.post(verifyUrl.url, {
    headers: verifyUrl.headers,
    data: { type, emailAddress, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { registrationToken } = (await verified.json()).data;
  const registerUrl = onTenant(origin, `/api/v1/public/auth/register/${type}`);
  const registered = await request.post(registerUrl.url, {
    headers: registerUrl.headers,
    data: { registrationToken, name, applyingForSpecificEvent: false, ...details },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user, accessToken } = (await registered.json()).data;
  const session: TestSession & { email: string } = { user, accessToken, origin, email: emailAddress };
  return session;
};

/**
 * Calls the API as the session's person (or as nobody, with null), the way an attacker's script would.
 * Only the token and origin count, so a token read from the page's storage will do.
 */
const callApiAt =
  (base: '/api/v1' | '/api/v2') =>
  (
    request: APIRequestContext,
    session: Pick<TestSession, 'accessToken' | 'origin'> | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
    origin = session?.origin ?? tenantOrigin(),
  ) => {
    const { url, headers } = onTenant(origin, `${base}${path}`);
    return request.fetch(url, {
      method,
      headers: { ...headers, ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}) },
      ...(data === undefined ? {} : { data }),
    });
  };
export const callApi = callApiAt('/api/v1');
/** The same under /api/v2 (events and the wishlist, spec calls 7.13). */
export const callApiV2 = callApiAt('/api/v2');

/** That an API answer has the status, showing its body when it has not. */
export const expectStatus = async (response: Awaited<ReturnType<typeof callApi>>, status: number) =>
  expect(response.status(), await response.text()).toBe(status);

/** A member of a type signed up through the API and approved by the tenant's operator. */
export const approvedMember = async (
  request: APIRequestContext,
  operator: TestSession,
  type: string,
  name: string,
  details: Record<string, unknown>,
) => {
  const session = await signUp(request, type, name, tenantOrigin(), details);
  await expectStatus(
    await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, { decision: 'approved' }),
    200,
  );
  return session;
};

/** YYYY-MM-DD some days from now, in UTC. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
