import type { Page } from '@playwright/test';
import { openSignedIn } from '../e2e/support/session.ts';
import { approve, callApi, expectStatus, isUser, type Session, signUpByEmail, stringIn } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { tenant } from './support/places.ts';
import { textedCode } from './support/providers.ts';

/**
 * The issue's journey on a real deployment (NODE_ENV=production, PostgreSQL, Redis, SMTP, the providers'
 * stand-ins, two compiled processes behind nginx), in Chromium: the operator the tenant CLI made signs in
 * with the code from their email; a founder signs up with a mobile number and the code from their text
 * message; the operator approves the founder in the console; a chat message sent through one process
 * reaches the other person, on the other process, without a reload. What is not the point (a second
 * member, their connection) is seeded through the API.
 */

const stamp = `${Date.now()}`.slice(-6);
const founderName = `Farida Noor ${stamp}`;
const company = `Saltmarsh Robotics ${stamp}`;
const investorName = `Ivo Brandt ${stamp}`;

const typeCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
};

/** The session the web app keeps in the page's storage after a sign-in or sign-up through the screens. */
const storedSession = async (page: Page, origin: string): Promise<Session> => {
  const stored: unknown = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null');
  if (!isUser(stored) || !('accessToken' in stored) || typeof stored.accessToken !== 'string') {
    throw new Error(`No session in the page at ${page.url()}`);
  }
  const { accessToken, ...user } = stored;
  return { user, accessToken, origin };
};

// The people's browsers close with the test: open pages would keep polling and holding sockets to the
// processes while the next test stops one of them.
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

test('the operator signs in by email, a founder signs up by SMS, is approved, and chats across two processes', async ({
  browser,
  deployment,
}) => {
  test.setTimeout(150_000);
  const { origin, mailbox, providers } = deployment;
  const operatorPage = await (await browser.newContext()).newPage();
  const founderPage = await (await browser.newContext()).newPage();

  await test.step('the operator signs in with the code from their email', async () => {
    const email = tenant.operator.email;
    await operatorPage.goto(`${origin}/auth/login`);
    await expect(operatorPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await operatorPage.getByRole('radiogroup', { name: 'Sign in with' }).getByText('Email', { exact: true }).click();
    await operatorPage.getByLabel('Email address').fill(email);
    const sentAt = Date.now();
    await operatorPage.getByRole('button', { name: 'Send code' }).click();
    await expect(operatorPage.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
    const code = await mailbox.codeFor(email, sentAt);
    // The email itself: the code readable in the body, not in the subject (previews and logs show it).
    const mail = mailbox.to(email).at(-1);
    expect(mail?.subject).toBe(`Your ${tenant.name} sign-in code`);
    expect(mail?.text).toContain(`Your ${tenant.name} sign-in code is ${code}.`);
    await typeCode(operatorPage, code);
    await expect(operatorPage.getByText('Logged in successfully')).toBeVisible();
    await expect(
      operatorPage.getByRole('button', { name: new RegExp(`^${tenant.operator.name}, .*account menu$`) }),
    ).toBeVisible();
  });

  const mobile = `9${`${Date.now()}`.slice(-9)}`;
  await test.step('a founder signs up with a mobile number and the code from their text message', async () => {
    await founderPage.goto(`${origin}/auth/signup`);
    await expect(founderPage.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await founderPage.getByRole('link', { name: /^Startup/ }).click();
    await expect(founderPage.getByRole('heading', { level: 1, name: 'Sign up as a Startup' })).toBeVisible();
    await founderPage.getByLabel('Full name').fill(founderName);
    await founderPage
      .getByRole('radiogroup', { name: 'Sign up with' })
      .getByText('Mobile number', { exact: true })
      .click();
    await expect(founderPage.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN +91');
    await founderPage.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await founderPage.getByRole('radio', { name: 'Text message (SMS)' }).check();
    await founderPage.getByLabel('Company name').fill(company);
    await founderPage.getByRole('checkbox', { name: 'Fundraising' }).check();
    const sentAt = Date.now();
    await founderPage.getByRole('button', { name: 'Send code' }).click();
    await founderPage
      .getByRole('dialog', { name: 'No Market Access ??' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expect(founderPage.getByText(`We sent a 6-digit code by text message to +91 ${mobile}`)).toBeVisible();
    const { code, text } = await textedCode(providers, `+91${mobile}`, sentAt);
    // Through Twilio's Messages API, to the number in E.164 form.
    expect(text).toMatchObject({ provider: 'twilio', channel: 'sms', to: `+91${mobile}` });
    await typeCode(founderPage, code);
    await expect(founderPage.getByText(`Welcome to ${tenant.name}, ${founderName}!`)).toBeVisible();
    await expect(founderPage).toHaveURL(/\/startups\/dashboard$/);
    // The realtime socket came up through nginx (a WebSocket upgraded on /socket.io/): the menu says Online.
    await founderPage.getByRole('button', { name: /account menu$/ }).click();
    await expect(founderPage.getByRole('menu').getByText('Online', { exact: true })).toBeVisible();
    await founderPage.keyboard.press('Escape');
  });
  const founder = await storedSession(founderPage, origin);

  await test.step('the operator approves the founder in the console', async () => {
    await operatorPage.goto(`${origin}/admin/approvals?status=all&search=${encodeURIComponent(company)}`);
    await expect(operatorPage.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const row = operatorPage.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: company }).click();
    const detail = operatorPage.getByRole('dialog', { name: company });
    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect(operatorPage.getByRole('alert').filter({ hasText: `${company} approved` })).toBeVisible();
    await expect(detail.getByText('Profile approved', { exact: true })).toBeVisible();
    const profile = await callApi(origin, founder, 'GET', '/api/v1/users/profile');
    expectStatus(profile, 200);
    expect(profile.json()).toMatchObject({ data: { approvalStatus: 'approved' } });
  });

  // Seeded through the API: an approved investor, connected with the founder, and their conversation.
  const operator = await storedSession(operatorPage, origin);
  const investor = await signUpByEmail(deployment, 'investor', investorName, {
    investorType: 'organization',
    organizationName: `Tidewater Capital ${stamp}`,
    website: 'https://tidewater.example.com',
  });
  await approve(origin, operator, investor.user.uuid);
  const request = await callApi(origin, founder, 'POST', '/api/v1/connections/send/request', {
    profileUUID: investor.user.uuid,
    message: 'We build robots for salt marshes; may we talk?',
  });
  expectStatus(request, 200);
  const connectionUUID = stringIn(request, 'connectionUUID');
  expectStatus(await callApi(origin, investor, 'PATCH', `/api/v1/connections/accept/${connectionUUID}`, {}), 200);
  const opened = await callApi(origin, founder, 'POST', '/api/v1/chat/conversations', {
    profileUUID: investor.user.uuid,
  });
  expect([200, 201], opened.text).toContain(opened.status);
  const conversation = stringIn(opened, 'uuid');

  await test.step('a message sent through process 1 reaches the investor on process 2 without a reload', async () => {
    // Each person on one process's own port, past nginx, so the message has to cross from one to the other.
    const founderOnA = await founderPage.context().newPage();
    await openSignedIn(
      founderOnA,
      { ...founder, origin: deployment.originOf(0) },
      `/chat/conversations/${conversation}`,
    );
    const investorOnB = await (await browser.newContext()).newPage();
    await openSignedIn(
      investorOnB,
      { ...investor, origin: deployment.originOf(1) },
      `/chat/conversations/${conversation}`,
    );
    const founderThread = founderOnA.getByRole('log', { name: `Messages with ${investorName}` });
    const investorThread = investorOnB.getByRole('log', { name: `Messages with ${founderName}` });
    await expect(founderThread).toBeVisible();
    await expect(investorThread).toBeVisible();

    // Both sockets are in the conversation's room once the investor sees the founder typing (a socket event
    // from process 1 to process 2 too); until then a message could arrive before the room was joined.
    const composer = founderOnA.getByRole('textbox', { name: 'Message' });
    await expect(async () => {
      await composer.fill('');
      await composer.pressSequentially('Hi');
      await expect(investorOnB.getByText(`${founderName} is typing…`)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    await composer.fill(`Hello from process 1 (${stamp})`);
    await composer.press('Enter');
    await expect(
      founderThread.getByRole('article', { name: /^You at / }).filter({ hasText: `Hello from process 1 (${stamp})` }),
    ).toBeVisible();
    await expect(
      investorThread
        .getByRole('article', { name: new RegExp(`^${founderName} at `) })
        .filter({ hasText: `Hello from process 1 (${stamp})` }),
    ).toBeVisible();
  });
});
