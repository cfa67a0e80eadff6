import type { Page } from '@playwright/test';
import { callApi, expectStatus, isUser, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import type { Deployment } from './support/deployment.ts';
import { getBytes, unzipTest, zipNames } from './support/download.ts';
import { expect, test } from './support/fixtures.ts';
import { ports, tenant } from './support/places.ts';
import { type Answer, tenantCli } from './support/processes.ts';

/**
 * Issue 42, signing in from elsewhere, on a real deployment (two compiled processes in production mode
 * behind nginx, PostgreSQL, Redis, SMTP): single sign-on in Chromium through the OpenID stand-in, whose
 * round trip's state and ticket live in PostgreSQL whichever process nginx picks; a member's data built by a
 * pg-boss job on whichever process takes it, announced by email and downloaded through nginx; and a profile
 * copied from the CLI's tenant to a second tenant made with the CLI, with the code the first one sends.
 */

const stamp = `${Date.now()}`.slice(-6);
const dataOf = <T>(answer: Answer) => (answer.json() as { data: T }).data;
const callbackPath = '/api/v1/public/auth/sso/callback';

/** The second tenant of the deployment, made with the tenant CLI in beforeAll (a slug and host of this run's own). */
const second = {
  slug: `second-${stamp}`,
  name: `Second Hub ${stamp}`,
  host: `second-${stamp}.localhost`,
};
const secondOrigin = (port: number) => `http://${second.host}:${port}`;

type Export = { uuid: string; status: string; parts: { key: string; count: number }[]; error: string | null };
type Preview = {
  importToken: string;
  source: { name: string; host: string };
  profiles: {
    accountType: string;
    name: string;
    allowed: boolean;
    fields: { key: string; problem: string | null }[];
  }[];
};
type Link = { direction: string; other: { name: string; host: string }; profileName: string; status: string };

let operator: Session;

/** A startup founder of the probe tenant, signed up through the API: "Priya Nair 123456" of "Priya Labs 123456". */
const founder = (deployment: Deployment, name: string) =>
  signUpByEmail(deployment, 'startup', `${name} ${stamp}`, {
    companyName: `${name.split(' ')[0]} Labs ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });

/** The session the web app keeps in the page's storage after it signs someone in. */
const storedUser = async (page: Page) => {
  const stored: unknown = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
  if (!isUser(stored)) throw new Error(`No session in the page at ${page.url()}`);
  return stored;
};

test.beforeAll(async ({ workerDeployment: deployment }) => {
  operator = await signInByEmail(deployment, tenant.operator.email);
  // As a deployer adds a tenant to a running deployment; no process has looked its host up yet, so none
  // has it cached as unknown.
  await tenantCli(['create', '--slug', second.slug, '--name', second.name, '--host', second.host], deployment.env);
});

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

test('a member signs in through the tenant’s OpenID provider, in Chromium through nginx', async ({
  browser,
  deployment,
}) => {
  const { origin, oidc } = deployment;
  const member = await founder(deployment, 'Sunita Rao');
  const label = `Probe staff ${stamp}`;

  const added = await callApi(origin, operator, 'POST', '/api/v1/admin/sso-providers', {
    label,
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  });
  expectStatus(added, 201);
  const provider = dataOf<{ uuid: string; redirectUri: string; issuer: string }>(added);
  // The address registered at the provider: the tenant's public origin (nginx), not a process's own port.
  expect(provider).toMatchObject({ issuer: oidc.issuer, redirectUri: `${origin}${callbackPath}` });

  // Each process keeps a tenant's sign-in buttons for up to 10 s: both show the new provider by then.
  for (const index of [0, 1]) {
    await expect
      .poll(
        async () => {
          const answer = await callApi(deployment.originOf(index), null, 'GET', '/api/v1/public/auth/sso/providers');
          return dataOf<{ items: { uuid: string }[] }>(answer).items.map((item) => item.uuid);
        },
        { timeout: 15_000 },
      )
      .toContain(provider.uuid);
  }

  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/auth/login`);
    await page.getByRole('link', { name: `Continue with ${label}` }).click();

    // The stand-in's own page, on 127.0.0.1: the member signs in there with the address they have here.
    await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back through the callback (either process) to /sso/complete, whose ticket either process exchanges.
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${member.user.name}, .*account menu$`) })).toBeVisible();
    await expect(page).not.toHaveURL(/\/(sso|auth)\//);
    expect((await storedUser(page)).uuid).toBe(member.user.uuid);
  } finally {
    const removed = await callApi(origin, operator, 'DELETE', `/api/v1/admin/sso-providers/${provider.uuid}`);
    expectStatus(removed, 200);
  }
});

test('a member’s data is built by the job, announced by email and downloaded through nginx as a zip', async ({
  deployment,
}) => {
  const { origin, mailbox } = deployment;
  const [first, other] = [deployment.originOf(0), deployment.originOf(1)];
  const member = await founder(deployment, 'Marta Silva');

  const since = Date.now();
  const asked = await callApi(first, member, 'POST', '/api/v1/users/data-export');
  expectStatus(asked, 202);
  const requested = dataOf<Export>(asked);
  expect(requested.status).toBe('queued');
  expectStatus(await callApi(other, member, 'POST', '/api/v1/users/data-export'), 409);

  // Whichever process's worker takes the job, the other process reads it ready from the database.
  const latest = async () => {
    const answer = await callApi(other, member, 'GET', '/api/v1/users/data-export');
    expectStatus(answer, 200);
    return dataOf<Export>(answer);
  };
  await expect.poll(async () => (await latest()).status, { timeout: 60_000, intervals: [500, 1000] }).toBe('ready');
  const ready = await latest();
  expect(ready).toMatchObject({ uuid: requested.uuid, error: null });
  expect(ready.parts.map((part) => part.key)).toEqual(expect.arrayContaining(['account', 'profiles']));

  const subject = `Your data from ${tenant.name} is ready`;
  await expect
    .poll(
      () => mailbox.to(member.email).filter((mail) => mail.receivedAt >= since && mail.subject === subject).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const mail = mailbox.to(member.email).find((one) => one.subject === subject);
  expect(mail?.text).toContain(`${origin}/account/your-data`);

  const zip = await getBytes(origin, `/api/v1/users/data-export/${ready.uuid}/download`, {
    authorization: `Bearer ${member.accessToken}`,
  });
  expect(zip.status, zip.body.toString('utf8', 0, 300)).toBe(200);
  expect(zip.headers['content-type']).toBe('application/zip');
  expect(zip.headers['content-disposition']).toMatch(/^attachment;/);
  expect(zip.body.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zipNames(zip.body)).toEqual(expect.arrayContaining(['account.json', 'profiles.json']));
  const tested = unzipTest(zip.body);
  if (tested !== null) expect(tested).toContain('No errors detected');

  // Someone else's export is not theirs to download, through nginx either.
  const stranger = await founder(deployment, 'Tomas Berg');
  const refused = await callApi(origin, stranger, 'GET', `/api/v1/users/data-export/${ready.uuid}/download`);
  expectStatus(refused, 404);
});

test('a member copies their profile from the CLI’s tenant to a second one, with the code the first one emails', async ({
  deployment,
}) => {
  const { mailbox } = deployment;
  const [first, other] = [secondOrigin(ports.processes[0]), secondOrigin(ports.processes[1])];
  const member = await founder(deployment, 'Priya Nair');
  const body = { source: tenant.host, email: member.email };

  // On the second tenant, through process 1: the code is sent by the probe tenant, to the account there.
  // The sign-up's code went to the same address a moment ago: wait out OTP_RESEND_SECONDS, as a person does.
  let since = Date.now();
  let sent = await callApi(first, null, 'POST', '/api/v1/public/auth-external/login', body);
  const wait = sent.status === 429 ? /wait (\d+) seconds?/.exec(sent.text)?.[1] : undefined;
  if (wait) {
    await new Promise((resolve) => setTimeout(resolve, (Number(wait) + 0.5) * 1000));
    since = Date.now();
    sent = await callApi(first, null, 'POST', '/api/v1/public/auth-external/login', body);
  }
  expectStatus(sent, 200);
  expect(dataOf<{ source: { name: string; host: string } }>(sent).source).toEqual({
    name: tenant.name,
    host: tenant.host,
  });
  const codeMail = async () =>
    mailbox.to(member.email).findLast((mail) => mail.receivedAt >= since && /copy your profile/.test(mail.text));
  await expect.poll(async () => Boolean(await codeMail()), { timeout: 20_000 }).toBe(true);
  const mail = await codeMail();
  expect(mail?.subject).toBe(`Copy your ${tenant.name} profile to ${second.name}`);
  const code = /copy your profile to .+? is (\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // Verified and imported through process 2: the code, the grant and the token live in PostgreSQL.
  const verified = await callApi(other, null, 'POST', '/api/v1/public/auth-external/login/verify/import', {
    ...body,
    code,
  });
  expectStatus(verified, 200);
  const preview = dataOf<Preview>(verified);
  expect(preview.source).toEqual({ name: tenant.name, host: tenant.host });
  const startup = preview.profiles.find((profile) => profile.accountType === 'startup');
  expect(startup).toMatchObject({ allowed: true, name: `Priya Labs ${stamp}` });
  const fields = (startup?.fields ?? []).filter((field) => field.problem === null).map((field) => field.key);
  expect(fields).toEqual(expect.arrayContaining(['name', 'servicesLookingFor']));

  const imported = await callApi(other, null, 'POST', '/api/v1/public/auth-external/import', {
    importToken: preview.importToken,
    accountType: 'startup',
    fields,
    keepInStep: true,
  });
  expectStatus(imported, 201);
  const session = dataOf<{ user: { uuid: string; name: string }; accessToken: string }>(imported);
  expect(session.user.name).toBe(member.user.name);
  expect(session.user.uuid).not.toBe(member.user.uuid);

  // The new session works on the second tenant, through nginx, and shows where the profile came from.
  const links = await callApi(secondOrigin(ports.nginx), session, 'GET', '/api/v1/users/profile-links');
  expectStatus(links, 200);
  expect(dataOf<{ items: Link[] }>(links).items).toEqual([
    expect.objectContaining({
      direction: 'imported_from',
      other: { name: tenant.name, host: tenant.host },
      profileName: `Priya Labs ${stamp}`,
      status: 'linked',
    }),
  ]);
  // The member's session on probe is probe's only: the second tenant does not know it.
  expectStatus(await callApi(secondOrigin(ports.nginx), member, 'GET', '/api/v1/users/profile-links'), 401);
  // And probe sees the copy from its side.
  const theirs = await callApi(deployment.origin, member, 'GET', '/api/v1/users/profile-links');
  expectStatus(theirs, 200);
  expect(dataOf<{ items: Link[] }>(theirs).items).toEqual([
    expect.objectContaining({ direction: 'copied_to', other: { name: second.name, host: second.host } }),
  ]);
});
