import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { tinyPng } from './support/images.ts';
import {
  callApi,
  latestCode,
  latestLinkPath,
  openSignedIn,
  signIn,
  signInByEmail,
  type TestSession,
} from './support/session.ts';

/**
 * Dashboard, connections, Add/Delete User and Account Settings, from the user's side. Each person
 * signs in once for the file (sign-in codes are limited per recipient), so the tests run in order.
 */
test.describe.configure({ mode: 'serial' });

let aarav: TestSession;
let meera: TestSession;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  [aarav, meera] = await Promise.all([
    signInByEmail(request, 'aarav@greenleaf.demo'),
    signInByEmail(request, 'meera@tatvasteel.demo'),
  ]);
  await request.dispose();
});

/** WCAG A and AA checks of the page's own content; the shell around it has its own journeys. */
const expectNoAxeViolationsInMain = (page: Page) => expectNoAxeViolations(page, '#main-content');

test('a startup sees the greeting, its profile and its connection counts on the dashboard', async ({ page }) => {
  await openSignedIn(page, aarav, '/startups/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (Morning|Afternoon|Evening), Aarav Mehta$/ }),
  ).toBeVisible();

  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByText('GreenLeaf Agritech')).toBeVisible();
  await expect(profile.getByText('Startup', { exact: true })).toBeVisible();
  await expect(profile.getByText('Approved', { exact: true })).toBeVisible();
  await expect(profile.getByText('0 profile views')).toBeVisible();

  const network = page.getByRole('region', { name: 'Your network' });
  await expect(network.getByRole('link', { name: /Connections/ })).toHaveText(/^1\s*Connections$/);
  await expect(network.getByRole('link', { name: /Requests received/ })).toHaveText(/^1\s*Requests received$/);
  await expect(network.getByRole('link', { name: /Requests sent/ })).toHaveText(/^1\s*Requests sent$/);

  const links = page.getByRole('region', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: /Add\/Delete User/ })).toBeVisible();
  await expect(links.getByRole('link', { name: /Account Settings/ })).toBeVisible();
  await expectNoAxeViolationsInMain(page);
});

test('a startup accepts a received request and the counts follow', async ({ page }) => {
  await openSignedIn(page, aarav, '/startups/dashboard');
  await page
    .getByRole('region', { name: 'Your network' })
    .getByRole('link', { name: /Requests received/ })
    .click();

  await expect(page).toHaveURL(/\/connections\?tab=received$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Received (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Connections (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sent (1)' })).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
  await expect(request.getByText('Corporate · Tatva Steel')).toBeVisible();
  await expectNoAxeViolationsInMain(page);

  await request.getByRole('button', { name: 'Accept request from Meera Iyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept request from Meera Iyer' });
  await dialog.getByLabel('Message (optional)').fill('Glad to connect, Meera.');
  await dialog.getByRole('button', { name: 'Accept' }).click();

  await expect(page.getByText('You are now connected with Meera Iyer.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Received (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connections (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No requests waiting' })).toBeVisible();

  await page.getByRole('tab', { name: 'Connections (2)' }).click();
  const connection = page.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
  await expect(connection.getByText('Reply: Glad to connect, Meera.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Rohan Kapoor' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Sent (1)' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'David Chen' })).toBeVisible();

  await page.goto('/startups/dashboard');
  const network = page.getByRole('region', { name: 'Your network' });
  await expect(network.getByRole('link', { name: /Connections/ })).toHaveText(/^2\s*Connections$/);
  await expect(network.getByRole('link', { name: /Requests received/ })).toHaveText(/^0\s*Requests received$/);
});

test('a startup invites users to its profile and withdraws the invitations', async ({ page, request }) => {
  await openSignedIn(page, aarav, '/startups/dashboard');
  await page
    .getByRole('region', { name: 'Quick links' })
    .getByRole('link', { name: /Add\/Delete User/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add/Delete User' })).toBeVisible();
  const users = page.getByRole('region', { name: /^Users/ });
  await expect(users.getByText('No users yet.')).toBeVisible();
  await expectNoAxeViolationsInMain(page);

  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByLabel('Name').fill('Kavya Menon');
  await form.getByLabel('Email address').fill('kavya@greenleaf.demo');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  await expect(page.getByText('Invitation sent to Kavya Menon. They join once they accept it.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users (1)' })).toBeVisible();
  const invited = users.getByRole('listitem').filter({ hasText: 'Kavya Menon' });
  await expect(invited.getByText('kavya@greenleaf.demo')).toBeVisible();
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  await expect(invited.getByText(/the invitation expires on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolationsInMain(page);

  // A second user by mobile number; the country code starts as the person's own (+91, India).
  await form.getByLabel('Name').fill('Ravi Shah');
  await form.getByText('Mobile number', { exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('India (+91)');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('9812345678');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Users (2)' })).toBeVisible();
  await expect(users.getByRole('listitem').filter({ hasText: 'Ravi Shah' }).getByText('+91 9812345678')).toBeVisible();

  for (const [name, contact] of [
    ['Kavya Menon', 'kavya@greenleaf.demo'],
    ['Ravi Shah', '+91 9812345678'],
  ]) {
    await users.getByRole('button', { name: `Withdraw invitation to ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Withdraw the invitation to ${name}?` });
    await expect(
      dialog.getByText(`The link we sent to ${contact} will no longer let them join GreenLeaf Agritech.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expect(page.getByText(`The invitation to ${name} was withdrawn.`)).toBeVisible();
  }
  await expect(users.getByText('No users yet.')).toBeVisible();
  const team = await callApi(request, aarav, 'GET', '/users/team-members');
  expect((await team.json()).data).toEqual([]);
});

test('bad input on the team form shows the field error and adds nobody', async ({ page, request }) => {
  await openSignedIn(page, aarav, '/team/list');
  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByLabel('Name').fill('K');
  await form.getByLabel('Email address').fill('kavya@');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a name')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address');
  await expect(page.getByRole('region', { name: /^Users/ }).getByText('No users yet.')).toBeVisible();
  const bad = await callApi(request, aarav, 'POST', '/users/team-members', { name: 'K', email: 'kavya@' });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors).toEqual(
    expect.arrayContaining(['body.name: Enter a name', 'body.email: Enter a valid email address']),
  );
  const team = await callApi(request, aarav, 'GET', '/users/team-members');
  expect((await team.json()).data).toEqual([]);
});

test('a corporate edits her name in account settings', async ({ page, request }) => {
  await openSignedIn(page, meera, '/corporates/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /, Meera Iyer$/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Quick links' })
    .getByRole('link', { name: /Account Settings/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByLabel('Name')).toHaveValue('Meera Iyer');
  await expect(details.getByLabel('Email')).toHaveValue('meera@tatvasteel.demo');
  await expect(details.getByText('Verified', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expectNoAxeViolationsInMain(page);

  await details.getByLabel('Name').fill('Meera S. Iyer');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('Name')).toHaveValue('Meera S. Iyer');
  const profile = await callApi(request, meera, 'GET', '/users/profile');
  expect((await profile.json()).data.name).toBe('Meera S. Iyer');

  // Other journeys running alongside know her by her seeded name.
  expect((await callApi(request, meera, 'PATCH', '/users/profile', { name: 'Meera Iyer' })).status()).toBe(200);
});

test('a corporate sets her photo, social links and email notices in account settings', async ({ page, request }) => {
  await openSignedIn(page, meera, '/account/edit/profile');
  const photo = page.getByRole('region', { name: 'Photo' });
  const chooser = page.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({ name: 'meera.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(photo.getByRole('img', { name: /Photo of Meera Iyer/ })).toBeVisible();

  const links = page.getByRole('region', { name: 'Social links' });
  await links.getByLabel('LinkedIn').fill('not a link');
  await links.getByRole('button', { name: 'Save links' }).click();
  await expect(links.getByText(/Enter a web address/)).toBeVisible();
  await links.getByLabel('LinkedIn').fill('linkedin.com/company/tatva-steel');
  await links.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Social links saved')).toBeVisible();
  await expect(links.getByLabel('LinkedIn')).toHaveValue('https://linkedin.com/company/tatva-steel');

  const email = page.getByRole('region', { name: 'Email' });
  await email.getByLabel('New messages while you are away').click();
  await expect(page.getByText('Email settings saved')).toBeVisible();
  await expectNoAxeViolationsInMain(page);

  const profile = (await (await callApi(request, meera, 'GET', '/users/profile')).json()).data;
  expect(profile.avatar).toMatch(/^\/api\/v1\/files\//);
  expect(profile.socialLinks).toEqual({ linkedin: 'https://linkedin.com/company/tatva-steel' });
  expect(profile.notificationSettings.messages).toBe(false);
  // Leave her as seeded for the journeys alongside.
  await callApi(request, meera, 'PATCH', '/users/profile/social-links', { linkedin: '' });
  await callApi(request, meera, 'PATCH', '/users/profile/notification-settings', { messages: true });
});

test("a stranger's calls to another profile's team are refused", async ({ request }) => {
  const added = await callApi(request, aarav, 'POST', '/users/team-members', {
    name: 'Nisha Verma',
    email: 'nisha@greenleaf.demo',
  });
  expect(added.status()).toBe(201);
  const { uuid } = (await added.json()).data;

  const asMeera = await callApi(request, meera, 'DELETE', `/users/team-members/${uuid}`);
  expect(asMeera.status()).toBe(404);
  const asNobody = await callApi(request, null, 'DELETE', `/users/team-members/${uuid}`);
  expect(asNobody.status()).toBe(401);
  const meerasTeam = await callApi(request, meera, 'GET', '/users/team-members');
  expect((await meerasTeam.json()).data).toEqual([]);

  const team = await callApi(request, aarav, 'GET', '/users/team-members');
  expect((await team.json()).data.map((member: { uuid: string }) => member.uuid)).toEqual([uuid]);
  expect((await callApi(request, aarav, 'DELETE', `/users/team-members/${uuid}`)).status()).toBe(200);
});

test('a partner deactivates the account, signs in again and re-activates it', async ({ page, request }) => {
  const kwame = await signInByEmail(request, 'kwame@ignite.demo');
  await openSignedIn(page, kwame, '/account/edit/profile');
  await page
    .getByRole('region', { name: 'Deactivate account' })
    .getByRole('button', { name: 'Deactivate account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await expect(dialog.getByText('You will be signed out on every device.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();

  await expect(page.getByText('Account Deactivated Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await callApi(request, kwame, 'GET', '/users/profile')).status()).toBe(401);

  // His mobile number is another recipient, so no wait for the email's resend limit.
  const again = await signIn(request, { countryCode: '91', mobileNumber: '9800000060' });
  await openSignedIn(page, again, '/account/edit/profile');
  const status = page.getByRole('region', { name: 'Re-activate account' });
  await expect(status.getByText('Your account is deactivated')).toBeVisible();
  await status.getByRole('button', { name: 'Re-activate account' }).click();
  await page
    .getByRole('dialog', { name: 'Re-activate your account?' })
    .getByRole('button', { name: 'Re-activate' })
    .click();

  await expect(page.getByText('Account Re-activated Successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deactivate account' })).toBeVisible();
  expect((await (await callApi(request, again, 'GET', '/users/profile')).json()).data.accountStatus).toBe('active');
});

test('a user added to a team has no team of their own, and can delete their account', async ({ page, request }) => {
  const added = await callApi(request, aarav, 'POST', '/users/team-members', {
    name: 'Tara Nair',
    email: 'tara@greenleaf.demo',
  });
  expect(added.status()).toBe(201);
  // She joins through the link mailed to her; accepting answers her session.
  const link = await latestLinkPath(request, aarav.origin, 'tara@greenleaf.demo', '/team/join/');
  const accepted = await callApi(request, null, 'POST', `/public/team-invitations/${link.split('/').pop()}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const tara: TestSession = { ...(await accepted.json()).data, origin: aarav.origin };

  await openSignedIn(page, tara, '/startups/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /, Tara Nair$/ })).toBeVisible();
  const links = page.getByRole('region', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: /Account Settings/ })).toBeVisible();
  await expect(links.getByRole('link', { name: /Add\/Delete User/ })).toHaveCount(0);
  await page.goto('/team/list');
  await expect(page.getByText('This profile cannot have users')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // Her session alone cannot delete the account: that takes a fresh code.
  const bare = await callApi(request, tara, 'DELETE', '/users/delete_account');
  expect(bare.status()).toBe(400);
  expect((await callApi(request, tara, 'GET', '/users/profile')).status()).toBe(200);

  await page.goto('/account/edit/profile');
  await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('We sent a 6-digit code by email to tara@greenleaf.demo')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(request, aarav.origin, 'tara@greenleaf.demo'));
  // A complete code does not delete anything by itself: the red button does.
  await expect(page).toHaveURL(/\/account\/edit\/profile$/);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await callApi(request, tara, 'GET', '/users/profile')).status()).toBe(401);
  expect((await (await callApi(request, aarav, 'GET', '/users/team-members')).json()).data).toEqual([]);
});
