import { expect } from '@playwright/test';
import type { TestSession } from '../../e2e/support/session.ts';
import type { Deployment } from './deployment.ts';
import { type Answer, httpRequest } from './processes.ts';

/* The API as the web app calls it, from Node: to 127.0.0.1 on the origin's port with the origin's host in
   the Host header (Node does not resolve *.localhost; the tenant is found by the host). */

export type Session = TestSession;

/** A call on an origin (http://probe.localhost:3480, or one process's own port) as a session's person. */
export const callApi = (
  origin: string,
  session: Pick<Session, 'accessToken'> | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const url = new URL(path, origin);
  return httpRequest({
    port: Number(url.port),
    host: url.host,
    method,
    path: `${url.pathname}${url.search}`,
    body,
    headers: { ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}), ...headers },
  });
};

export const expectStatus = (answer: Answer, status: number) => expect(answer.status, answer.text).toBe(status);

const dataOf = (answer: Answer) => {
  const body = answer.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`No data in ${answer.text}`);
  return body.data;
};

/** The user of a session answer: the web app keeps it as it comes; the suite reads its uuid and name. */
export const isUser = (value: unknown): value is Session['user'] =>
  typeof value === 'object' &&
  value !== null &&
  'uuid' in value &&
  typeof value.uuid === 'string' &&
  'name' in value &&
  typeof value.name === 'string';

const sessionOf = (answer: Answer, origin: string): Session => {
  const data = dataOf(answer);
  if (typeof data !== 'object' || data === null || !('user' in data) || !('accessToken' in data)) {
    throw new Error(`Not a session: ${answer.text}`);
  }
  const { user, accessToken } = data;
  if (!isUser(user) || typeof accessToken !== 'string') throw new Error(`Not a session: ${answer.text}`);
  return { user, accessToken, origin };
};

/**
 * Signs a person in by email through the API, with the code the SMTP server received. When the test before
 * asked for a code for the same person moments ago (OTP_RESEND_SECONDS), it waits that out, as a person does.
 */
export const signInByEmail = async (deployment: Deployment, email: string, origin = deployment.origin) => {
  let since = Date.now();
  let asked = await callApi(origin, null, 'POST', '/api/v1/public/auth/mobile/login', { email });
  const wait = asked.status === 429 ? /wait (\d+) seconds/.exec(asked.text)?.[1] : undefined;
  if (wait) {
    await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 0.5) * 1000));
    since = Date.now();
    asked = await callApi(origin, null, 'POST', '/api/v1/public/auth/mobile/login', { email });
  }
  expectStatus(asked, 200);
  const code = await deployment.mailbox.codeFor(email, since);
  const verified = await callApi(origin, null, 'POST', '/api/v1/public/auth/mobile/login/verify', { email, code });
  expectStatus(verified, 200);
  return sessionOf(verified, origin);
};

/**
 * Registers a person of an account type through the API as the sign-up page does: a code by email (read
 * from the SMTP server), verified, then the registration with the profile's details.
 */
export const signUpByEmail = async (
  deployment: Deployment,
  type: string,
  name: string,
  details: Record<string, unknown>,
) => {
  const origin = deployment.origin;
  const emailAddress = `${type}-${Date.now()}${Math.floor(Math.random() * 1000)}@probe.test`;
  const since = Date.now();
  expectStatus(
    await callApi(origin, null, 'POST', '/api/v1/public/otp_verifications/send', { type, emailAddress }),
    200,
  );
  const code = await deployment.mailbox.codeFor(emailAddress, since);
  const verified = await callApi(origin, null, 'POST', '/api/v1/public/otp_verifications/verify', {
    type,
    emailAddress,
    code,
  });
  expectStatus(verified, 200);
  const token = dataOf(verified);
  if (typeof token !== 'object' || token === null || !('registrationToken' in token)) {
    throw new Error(`No registration token in ${verified.text}`);
  }
  const registered = await callApi(origin, null, 'POST', `/api/v1/public/auth/register/${type}`, {
    registrationToken: token.registrationToken,
    name,
    applyingForSpecificEvent: false,
    ...details,
  });
  expectStatus(registered, 201);
  return { ...sessionOf(registered, origin), email: emailAddress };
};

/** The operator approves a profile through the API (the console's decision). */
export const approve = async (origin: string, operator: Session, profileUuid: string) =>
  expectStatus(
    await callApi(origin, operator, 'POST', `/api/v1/admin/profiles/${profileUuid}/decision`, {
      decision: 'approved',
    }),
    200,
  );

/** A field of the answer's data, as a string. */
export const stringIn = (answer: Answer, key: string) => {
  const data = dataOf(answer);
  const value = typeof data === 'object' && data !== null && key in data ? Reflect.get(data, key) : undefined;
  if (typeof value !== 'string') throw new Error(`No ${key} in ${answer.text}`);
  return value;
};
