import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Built-in chat between two connected members, each in their own browser, nothing reloaded: the founder
 * opens the investor's profile and chooses Message; the investor sees the message arrive with its unread
 * badge, which clears when the thread is read; the founder sees the investor typing and the reply with
 * its quote; the founder deletes a message and the investor sees it go. Strangers are refused by the API.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const founderName = `Tara Bose ${stamp}`;
const investorName = `Dev Malhotra ${stamp}`;

let founder: TestSession;
let investor: TestSession;
let stranger: TestSession;

/** Two approved members who are connected (the founder asked, the investor accepted), and one who is not. */
const connectedPair = async (request: APIRequestContext) => {
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  const [a, b, c] = await Promise.all([
    signUp(request, 'startup', founderName, tenantOrigin(), {
      companyName: `Kelp Labs ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
    signUp(request, 'investor', investorName, tenantOrigin(), {
      investorType: 'organization',
      organizationName: `Harbour Capital ${stamp}`,
      website: 'https://harbour.example.com',
    }),
    signUp(request, 'startup', `Omar Idris ${stamp}`, tenantOrigin(), {
      companyName: `Quill ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
  ]);
  for (const session of [a, b, c]) {
    await expectStatus(
      await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, {
        decision: 'approved',
      }),
      200,
    );
  }
  const sent = await callApi(request, a, 'POST', '/connections/send/request', {
    profileUUID: b.user.uuid,
    message: 'We farm kelp for bioplastics; may we talk?',
  });
  await expectStatus(sent, 200);
  const { connectionUUID } = (await sent.json()).data;
  await expectStatus(await callApi(request, b, 'PATCH', `/connections/accept/${connectionUUID}`, {}), 200);
  return { a, b, c };
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  ({ a: founder, b: investor, c: stranger } = await connectedPair(request));
  await request.dispose();
});

const thread = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('two connected members chat live: typing, a reply, a deletion and the unread badge', async ({ browser }) => {
  test.setTimeout(120_000);
  const founderPage = await (await browser.newContext()).newPage();
  const investorPage = await (await browser.newContext()).newPage();

  // The investor waits on the conversations page: empty for now.
  await openSignedIn(investorPage, investor, '/chat/conversations');
  await expect(investorPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(investorPage.getByText('No conversations yet')).toBeVisible();

  // The founder opens the investor's profile and chooses Message: the conversation opens in its place.
  await openSignedIn(founderPage, founder, `/investors/profile/${investor.user.uuid}`);
  await founderPage.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(founderPage).toHaveURL(/\/chat\/conversations\/[0-9a-f-]{36}$/);
  await expect(thread(founderPage, investorName)).toBeVisible();
  await expect(founderPage.getByRole('heading', { level: 2, name: investorName })).toBeVisible();

  // Shift+Enter breaks the line; Enter sends.
  const box = composer(founderPage);
  await box.fill('Hello from Kelp Labs!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Do you have time this week?');
  await box.press('Enter');
  const hello = thread(founderPage, investorName)
    .getByRole('article', { name: /^You at / })
    .filter({ hasText: 'Hello from Kelp Labs!' });
  await expect(hello).toContainText('Hello from Kelp Labs!\nDo you have time this week?');
  await expect(box).toHaveValue('');

  // The investor sees it arrive, unread, in the list and on the header's Messages button.
  const item = investorPage
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(founderName) });
  await expect(item).toContainText('Do you have time this week?', { timeout: 15_000 });
  await expect(item).toContainText('1 unread message');
  await expect(investorPage.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

  // Opening the thread reads it: both badges clear.
  await item.click();
  await expect(thread(investorPage, founderName).getByText('Do you have time this week?')).toBeVisible();
  await expect(item).not.toContainText('unread');
  await expect(investorPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expectNoAxeViolations(investorPage, '#main-content');

  // The investor types: the founder sees it.
  await composer(investorPage).fill('Happy to');
  await expect(founderPage.getByText(`${investorName} is typing…`)).toBeVisible();

  // The investor replies to the founder's message; the founder sees the reply with its quote.
  const theirs = thread(investorPage, founderName)
    .getByRole('article', { name: new RegExp(`^${founderName} at `) })
    .filter({ hasText: 'Hello from Kelp Labs!' });
  await theirs.getByRole('button', { name: /^Actions for the message/ }).click();
  await investorPage.getByRole('menuitem', { name: 'Reply' }).click();
  await expect(investorPage.getByText(`Replying to ${founderName}`)).toBeVisible();
  await composer(investorPage).fill('Happy to talk on Thursday. Our criteria: https://harbour.example.com/criteria');
  await composer(investorPage).press('Enter');
  await expect(investorPage.getByText(`Replying to ${founderName}`)).toHaveCount(0);

  const reply = thread(founderPage, investorName)
    .getByRole('article', { name: new RegExp(`^${investorName} at `) })
    .filter({ hasText: 'Happy to talk on Thursday' });
  await expect(reply).toBeVisible();
  await expect(
    reply.getByRole('button', { name: `Go to the message from ${founderName} this replies to` }),
  ).toContainText('Hello from Kelp Labs!');
  await expect(reply.getByRole('link', { name: 'https://harbour.example.com/criteria' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // The message from the investor ends their typing at once.
  await expect(founderPage.getByText(`${investorName} is typing…`)).toHaveCount(0);
  // The investor has read up to the founder's message: 'Seen' under it.
  await expect(hello).toContainText('Seen');

  // The founder deletes the message; it goes for the investor too, and so does the quote of it.
  await hello.getByRole('button', { name: /^Actions for the message/ }).click();
  await founderPage.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = founderPage.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    thread(founderPage, investorName)
      .getByRole('article', { name: /^You at / })
      .getByText('This message was deleted'),
  ).toBeVisible();
  const investorThread = thread(investorPage, founderName);
  await expect(
    investorThread
      .getByRole('article', { name: new RegExp(`^${founderName} at `) })
      .getByText('This message was deleted'),
  ).toBeVisible();
  await expect(investorThread.getByText('Hello from Kelp Labs!')).toHaveCount(0);
});

test('a member who is not connected, and a member of another tenant, cannot start a chat', async ({ request }) => {
  // Not connected: refused.
  const refused = await callApi(request, stranger, 'POST', '/chat/conversations', { profileUUID: investor.user.uuid });
  expect([403, 404]).toContain(refused.status());
  expect((await callApi(request, stranger, 'GET', '/chat/conversations')).status()).toBe(200);
  // Nobody signed in: 401.
  expect(
    (await callApi(request, null, 'POST', '/chat/conversations', { profileUUID: investor.user.uuid })).status(),
  ).toBe(401);
  // A member of another tenant: the profile does not exist there.
  const alpha = await signInByEmail(request, 'isha@alpha.demo', tenantOrigin('alpha'));
  const elsewhere = await callApi(request, alpha, 'POST', '/chat/conversations', { profileUUID: investor.user.uuid });
  expect([403, 404]).toContain(elsewhere.status());

  // The founder and investor's conversation, read by the stranger: not found.
  const opened = await callApi(request, founder, 'POST', '/chat/conversations', { profileUUID: investor.user.uuid });
  expect([200, 201]).toContain(opened.status());
  const { uuid } = (await opened.json()).data;
  expect((await callApi(request, stranger, 'GET', `/chat/conversations/${uuid}/messages`)).status()).toBe(404);
  expect(
    (await callApi(request, stranger, 'POST', `/chat/conversations/${uuid}/messages`, { text: 'hi' })).status(),
  ).toBe(404);
});
