import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { resendAllowed } from './support/limits.ts';
import { callApi, latestCode, latestLinkPath, openSignedIn, signUp, type TestSession } from './support/session.ts';

/**
 * Team invitations from both sides: the owner invites on Add/Delete User, the invitee opens the link
 * sent to them (read here from the dev outbox), and accepts or declines. The owner is a freshly
 * registered startup, so no other journey sees this team.
 */
// Two browsers and two accessibility scans per journey: slower than one page, above all on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let owner: TestSession & { email: string };
const company = 'Lumen Robotics';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  owner = await signUp(request, 'startup', 'Anika Bose', undefined, {
    companyName: company,
    servicesLookingFor: ['mentorship'],
  });
  await request.dispose();
});

const users = (page: Page) => page.getByRole('region', { name: /^Users/ });
const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu$/ });

/** Invites a person by email on the owner's team page and checks the open invitation it lists. */
const invite = async (page: Page, name: string, email: string) => {
  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${name}. They join once they accept it.`)).toBeVisible();
  const row = users(page).getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(row.getByText(/the invitation expires on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  return row;
};

/** A browser of someone who is not signed in here. */
const visitor = async (browser: Browser) => (await browser.newContext()).newPage();

test('an owner invites by email; the invitee opens the link, accepts and lands signed in', async ({
  page,
  browser,
  request,
}) => {
  const email = `isha-${Date.now()}@e2e.test`;
  await openSignedIn(page, owner, '/team/list');
  await expect(users(page).getByText('No users yet.')).toBeVisible();
  await invite(page, 'Isha Rao', email);
  await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');

  // Inviting the same address again is refused, and says why.
  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByLabel('Name').fill('Isha Rao');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('alert')).toContainText('This person is already invited');

  const link = await latestLinkPath(request, owner.origin, email, '/team/join/');
  const invitee = await visitor(browser);
  await invitee.goto(`${owner.origin}${link}`);
  await expect(invitee.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible();
  await expect(invitee.getByText(`Anika Bose invited you to join ${company}`)).toBeVisible();
  await expect(invitee.getByText(`Accepting creates your account: you sign in with ${email}.`)).toBeVisible();
  await expectNoAxeViolations(invitee, '#main-content');

  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText(`You joined ${company}.`)).toBeVisible();
  await expect(invitee).toHaveURL(/\/startups\/dashboard$/);
  await expect(accountMenu(invitee)).toHaveAccessibleName('Isha Rao, Startup: account menu');

  // The link is spent.
  const token = link.split('/').pop() ?? '';
  expect(
    (await callApi(request, null, 'GET', `/public/team-invitations/${token}`, undefined, owner.origin)).status(),
  ).toBe(404);

  // The owner's list shows a member now, with Delete instead of Withdraw.
  await page.reload();
  const member = users(page).getByRole('listitem').filter({ hasText: 'Isha Rao' });
  await expect(member.getByText(/^Added on /)).toBeVisible();
  await expect(member.getByText('Invited', { exact: true })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Delete Isha Rao' })).toBeVisible();
  await invitee.context().close();
});

test('an invitee declines; a withdrawn or unknown link says it is no longer valid', async ({
  page,
  browser,
  request,
}) => {
  await openSignedIn(page, owner, '/team/list');
  const declining = `dev-${Date.now()}@e2e.test`;
  await invite(page, 'Dev Malhotra', declining);
  const invitee = await visitor(browser);
  await invitee.goto(`${owner.origin}${await latestLinkPath(request, owner.origin, declining, '/team/join/')}`);
  await invitee.getByRole('button', { name: 'Decline' }).click();
  await invitee
    .getByRole('dialog', { name: 'Decline the invitation?' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation declined' })).toBeVisible();
  await page.reload();
  await expect(users(page).getByRole('listitem').filter({ hasText: 'Dev Malhotra' })).toHaveCount(0);

  const withdrawn = `zoya-${Date.now()}@e2e.test`;
  const row = await invite(page, 'Zoya Khan', withdrawn);
  await row.getByRole('button', { name: 'Withdraw invitation to Zoya Khan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the invitation to Zoya Khan?' });
  await expect(
    dialog.getByText(`The link we sent to ${withdrawn} will no longer let them join ${company}.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(page.getByText('The invitation to Zoya Khan was withdrawn.')).toBeVisible();
  await expect(users(page).getByRole('listitem').filter({ hasText: 'Zoya Khan' })).toHaveCount(0);

  for (const path of [
    await latestLinkPath(request, owner.origin, withdrawn, '/team/join/'),
    '/team/join/nOtAnInvItAtIoNtOkEn0123456789abcdef',
    '/team/join/short',
  ]) {
    await invitee.goto(`${owner.origin}${path}`);
    await expect(invitee.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  }
  await expectNoAxeViolations(invitee, '#main-content');
  await invitee.getByRole('link', { name: 'Back to home' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await invitee.context().close();
});

test('someone who already has an account signs in with it first, then accepts', async ({ page, request }) => {
  test.setTimeout(90_000);
  const mentor = await signUp(request, 'mentor', 'Kiran Das');
  const registeredAt = Date.now();
  const invited = await callApi(request, owner, 'POST', '/users/team-members', {
    name: 'Kiran Das',
    email: mentor.email,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await latestLinkPath(request, owner.origin, mentor.email, '/team/join/');

  await page.goto(`${owner.origin}${link}`);
  // The page offers signing in first, and no plain Accept (checked once the page has rendered).
  await expect(page.getByRole('button', { name: `Sign in with ${mentor.email} to accept` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  // The server takes it only from that account: accepting without it is refused.
  const token = link.split('/').pop() ?? '';
  const anonymous = await callApi(
    request,
    null,
    'POST',
    `/public/team-invitations/${token}/accept`,
    undefined,
    owner.origin,
  );
  expect(anonymous.status()).toBe(409);

  await page.getByRole('button', { name: `Sign in with ${mentor.email} to accept` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Sign in with' }).getByText('Email', { exact: true }).click();
  await page.getByLabel('Email address').fill(mentor.email);
  // Codes to one address are some seconds apart, and the sign-up code went out at registration.
  await resendAllowed(registeredAt);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(request, owner.origin, mentor.email));

  // Back on the invitation, signed in as the mentor.
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(
    page.getByText(`You are signed in as Kiran Das. Accepting adds the Startup profile of ${company}`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/startups\/dashboard$/);
  await expect(accountMenu(page)).toHaveAccessibleName('Kiran Das, Startup: account menu');
});

test("a stranger cannot see, withdraw or add to another profile's team", async ({ request }) => {
  const email = `nia-${Date.now()}@e2e.test`;
  const added = await callApi(request, owner, 'POST', '/users/team-members', { name: 'Nia Sen', email });
  expect(added.status()).toBe(201);
  const { uuid } = (await added.json()).data;
  const stranger = await signUp(request, 'mentor', 'Sam Stranger');

  expect((await callApi(request, stranger, 'DELETE', `/users/team-members/${uuid}`)).status()).toBe(404);
  expect((await (await callApi(request, stranger, 'GET', '/users/team-members')).json()).data).toEqual([]);
  expect((await callApi(request, null, 'POST', '/users/team-members', { name: 'Nia Sen', email })).status()).toBe(401);
  const team = (await (await callApi(request, owner, 'GET', '/users/team-members')).json()).data;
  expect(team.find((row: { uuid: string }) => row.uuid === uuid)).toMatchObject({ status: 'invited', email });
  expect((await callApi(request, owner, 'DELETE', `/users/team-members/${uuid}`)).status()).toBe(200);
});
