import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { resendAllowed } from './support/limits.ts';
import { callApi, latestCode, latestLinkPath, openSignedIn, outboxMessages, signUp } from './support/session.ts';

/**
 * Changing the email a person signs in with: a confirmation code to the current address first, then
 * the new address waits for its link and becomes the sign-in email only when the link is opened.
 * Each person is freshly registered, so no other journey sees their email change.
 */

test.describe.configure({ mode: 'serial' });

type Person = Awaited<ReturnType<typeof signUp>>;
let esha: Person;
let farid: Person;
let registeredAt = 0;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  [esha, farid] = await Promise.all([signUp(request, 'mentor', 'Esha Pillai'), signUp(request, 'mentor', 'Farid Ali')]);
  registeredAt = Date.now();
  await request.dispose();
});

/** Codes to one recipient are some seconds apart, and both got their sign-up code at registration. */
const waitOutSignupCode = () => resendAllowed(registeredAt);

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });

/** Types the confirmation code sent to `recipient` into the open dialog and confirms with `button`. */
const confirmWithCode = async (page: Page, dialog: Locator, recipient: string, button: string) => {
  await expect(dialog.getByText(`We sent a 6-digit code by email to ${recipient}`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(page.request, new URL(page.url()).origin, recipient));
  await dialog.getByRole('button', { name: button }).click();
};

test('a person changes their sign-in email: code, pending address, link, changed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = esha;
  const next = `esha-${Date.now()}@e2e.test`;

  // A session alone cannot change the email: the server wants a fresh code, and a right one.
  const bare = await callApi(request, person, 'PATCH', '/users/profile', { email: next });
  expect(bare.status()).toBe(400);
  expect((await bare.json()).message).toBe('Enter the confirmation code we sent you');
  const guessed = await callApi(request, person, 'PATCH', '/users/profile', { email: next, code: '000000' });
  expect(guessed.status()).toBe(400);
  const unchanged = (await (await callApi(request, person, 'GET', '/users/profile')).json()).data;
  expect(unchanged).toMatchObject({ email: person.email, pendingEmail: null });

  await openSignedIn(page, person, '/account/edit/profile');
  await expect(details(page).getByLabel('Email')).toHaveValue(person.email);
  await details(page).getByLabel('Email').fill(next);
  await waitOutSignupCode();
  await details(page).getByRole('button', { name: 'Save changes' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.getByText(`We will send a link to ${next}.`)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  // A wrong code is refused in the dialog, and nothing changes.
  await expect(dialog.getByText(`We sent a 6-digit code by email to ${person.email}`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('000000');
  await dialog.getByRole('button', { name: 'Change email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid or expired code');
  await confirmWithCode(page, dialog, person.email, 'Change email');

  await expect(
    page.getByText(`Saved. We sent a link to ${next}: your sign-in email changes when you open it.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const pending = details(page).getByRole('status').filter({ hasText: 'Waiting for verification' });
  await expect(pending).toContainText(`${next} — we sent a link; your sign-in email changes when you open it.`);
  await expect(pending.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(pending.getByRole('button', { name: `Keep ${person.email}` })).toBeVisible();
  // Until the link is opened the person still signs in with the old address.
  await expect(details(page).getByLabel('Email')).toHaveValue(person.email);
  expect((await (await callApi(request, person, 'GET', '/users/profile')).json()).data).toMatchObject({
    email: person.email,
    pendingEmail: next,
  });
  await expectNoAxeViolations(page, '#main-content');

  // The link in the new address's mail switches the sign-in email.
  await page.goto(await latestLinkPath(request, person.origin, next, '/verify/email/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await page.goto('/account/edit/profile');
  await expect(details(page).getByLabel('Email')).toHaveValue(next);
  await expect(details(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(details(page).getByText('Waiting for verification')).toHaveCount(0);
  expect((await (await callApi(request, person, 'GET', '/users/profile')).json()).data).toMatchObject({
    email: next,
    pendingEmail: null,
  });
  // The old address is told that the sign-in email changed.
  const toOld = await outboxMessages(request, person.origin, person.email);
  expect(toOld[0]?.body).toContain(`now signs in with ${next} instead of this address`);
});

test('keeping the current address cancels a change that waits for its link, without a code', async ({
  page,
  request,
}) => {
  const next = `farid-${Date.now()}@e2e.test`;
  await openSignedIn(page, farid, '/account/edit/profile');
  await details(page).getByLabel('Email').fill(next);
  await waitOutSignupCode();
  await details(page).getByRole('button', { name: 'Save changes' }).click();
  await confirmWithCode(page, page.getByRole('dialog', { name: 'Confirm it is you' }), farid.email, 'Change email');

  const waiting = details(page).getByRole('status').filter({ hasText: 'Waiting for verification' });
  await expect(waiting).toContainText(next);
  // A new link only a minute after the last one: the server says so, beside the button.
  await waiting.getByRole('button', { name: 'Send the link again' }).click();
  await expect(waiting.getByRole('alert')).toHaveText(
    'A link was sent less than a minute ago. Check your inbox, or try again in a minute.',
  );
  await waiting.getByRole('button', { name: `Keep ${farid.email}` }).click();
  await expect(page.getByText(`You keep signing in with ${farid.email}.`)).toBeVisible();
  await expect(details(page).getByText('Waiting for verification')).toHaveCount(0);
  await expect(details(page).getByLabel('Email')).toHaveValue(farid.email);
  expect((await (await callApi(request, farid, 'GET', '/users/profile')).json()).data).toMatchObject({
    email: farid.email,
    pendingEmail: null,
  });
});
