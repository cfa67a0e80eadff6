import { expect, test } from '@playwright/test';
import { ErrorBody } from '@ventura/shared';
import { latestCode, tenantOrigin } from './support/session.ts';

/** Calls 8: a refused code shows the first item of the server's errors, else its message, else the default. */

test('a wrong sign-up code shows the server’s first error, and a new person is not created', async ({
  page,
  request,
}) => {
  const origin = tenantOrigin();
  const email = `wrong-code-${Date.now()}@e2e.test`;
  await page.goto(`${origin}/auth/signup/mentor`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up as a Mentor' })).toBeVisible();
  await page.getByLabel('Full name').fill('Wendy Wrongcode');
  await page.getByRole('radiogroup', { name: 'Sign up with' }).getByText('Email', { exact: true }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();

  const code = await latestCode(request, origin, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/public/otp_verifications/verify'));
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong);
  const refused = await answer;
  expect(refused.status()).toBe(400);
  const [firstError] = ErrorBody.parse(await refused.json()).errors;
  if (!firstError) throw new Error('The server refused the code without saying why');

  await expect(page.getByRole('alert').filter({ hasText: firstError })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await expect(page).toHaveURL(/\/auth\/signup\/mentor$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
