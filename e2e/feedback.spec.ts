import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { openSignedIn, signUp } from './support/session.ts';

/**
 * The feedback modals of spec 2 and 4: 'Rate your overall experience' from the profile menu, and
 * 'Rate your call experience' from `?rating-modal` on any signed-in page. Both post
 * { ratings, comments } to platform-feedback and close once it is taken.
 */

const feedbackPosts = (page: Page) => {
  const bodies: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/platform-feedback') && sent.method() === 'POST') bodies.push(sent.postDataJSON());
  });
  return bodies;
};

const openOverallRating = async (page: Page) => {
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Rate your experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate your overall experience' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a member rates the platform from the profile menu: Good with a comment, then Excellent at once', async ({
  page,
  request,
}) => {
  const member = await signUp(request, 'mentor', 'Ravi Feedback');
  await openSignedIn(page, member, '/mentors/dashboard');
  const posts = feedbackPosts(page);

  let dialog = await openOverallRating(page);
  const good = dialog.getByRole('button', { name: 'Good' });
  await expect(good).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await good.click();
  await expect(good).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Booking a mentor took three clicks. Lovely.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toEqual([{ ratings: 'good', comments: 'Booking a mentor took three clicks. Lovely.' }]);

  dialog = await openOverallRating(page);
  await dialog.getByRole('button', { name: 'Excellent' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toEqual([
    { ratings: 'good', comments: 'Booking a mentor took three clicks. Lovely.' },
    { ratings: 'excellent', comments: '' },
  ]);
});

test('?rating-modal on a signed-in page asks about the call, works by keyboard, and leaves the address', async ({
  page,
  request,
}) => {
  const member = await signUp(request, 'mentor', 'Rina Caller');
  await openSignedIn(page, member, '/mentors/dashboard?rating-modal=1');
  const posts = feedbackPosts(page);
  const dialog = page.getByRole('dialog', { name: 'Rate your call experience' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Keyboard only: Tab to 'Loving it' and press Enter; it sends at once.
  const lovingIt = dialog.getByRole('button', { name: 'Loving it' });
  for (let presses = 0; presses < 12 && !(await lovingIt.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(lovingIt).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(posts).toEqual([{ ratings: 'loving_it', comments: '' }]);
  await expect(page).toHaveURL(/\/mentors\/dashboard$/);

  // Closed without rating, the parameter goes too, so a reload does not ask again.
  await page.goto(`${member.origin}/mentors/dashboard?rating-modal=1`);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mentors\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /account menu$/ })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a signed-out visitor is not asked for a rating', async ({ page }) => {
  await page.goto('/auth/login?rating-modal=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
