import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, openSignedIn, signInByEmail, signUp } from './support/session.ts';

test('a member signs out every other device from Account Settings and stays signed in here', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const laptop = await signUp(request, 'mentor', 'Mira Devices');
  const email = String((await (await callApi(request, laptop, 'GET', '/users/profile')).json()).data.email);
  // A second device: the same person signs in again (the helper waits out the resend limit).
  const phone = await signInByEmail(request, email);
  expect((await callApi(request, phone, 'GET', '/users/profile')).status()).toBe(200);

  await openSignedIn(page, laptop, '/account/edit/profile');
  const section = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(section).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out 1 other session(s).')).toBeVisible();

  expect((await callApi(request, phone, 'GET', '/users/profile')).status()).toBe(401);
  expect((await callApi(request, laptop, 'GET', '/users/profile')).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
});
