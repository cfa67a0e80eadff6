import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signInByEmail, signUp, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * Two browsers, two people, nothing reloaded: a new startup asks Northstar Ventures (Rohan Kapoor) to
 * connect from its public profile; Rohan's bell counts up by itself (the socket's fetch-count); he
 * accepts; the startup's open page shows the toast that he did, linking to his profile.
 */
const stamp = `${Date.now()}`.slice(-6);
const founderName = `Kiran Rao ${stamp}`;

const unreadOf = async (page: Page) => {
  const label =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test('a request reaches the investor’s bell live, and the acceptance reaches the startup as a toast', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const founder: TestSession = await signUp(request, 'startup', founderName, tenantOrigin(), {
    companyName: `Brightwave ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const rohan = await signInByEmail(request, 'rohan@northstar.demo');
  await request.dispose();

  const investorPage = await (await browser.newContext()).newPage();
  await openSignedIn(investorPage, rohan, '/connections?tab=received');
  await expect(investorPage.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  // The socket is up when the profile menu's dot says so.
  const bell = investorPage.getByRole('button', { name: /^Notifications/ }).first();
  await expect(bell).toBeVisible();
  const before = await unreadOf(investorPage);

  const startupPage = await (await browser.newContext()).newPage();
  await openSignedIn(startupPage, founder, `/investors/profile/${rohan.user.uuid}`);
  await startupPage
    .getByRole('button', { name: /^Connect with Northstar Ventures/ })
    .first()
    .click();
  const dialog = startupPage.getByRole('dialog', { name: /Connect with Northstar Ventures/ });
  await dialog.getByRole('textbox', { name: /Message/ }).fill('We build grid batteries; may we show you our numbers?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(startupPage.getByText('Request sent').first()).toBeVisible();

  // No reload: the server's fetch-count over the socket brings the new count (well inside the 30 s poll).
  await expect.poll(() => unreadOf(investorPage), { timeout: 10_000 }).toBeGreaterThan(before);
  // The received tab refreshes too, and Rohan accepts from it.
  await investorPage.getByRole('button', { name: `Accept request from ${founderName}` }).click();
  const accept = investorPage.getByRole('dialog');
  await accept.getByRole('button', { name: /^Accept/ }).click();
  await expect(investorPage.getByRole('button', { name: `Accept request from ${founderName}` })).toHaveCount(0);

  // The startup, still on the same page, is told at once.
  const toast = startupPage.getByRole('link', { name: /accepted your connection request/ });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await toast.click();
  await expect(startupPage).toHaveURL(/\/investors\/profile\//);
  await expect(startupPage.getByText('Connected').first()).toBeVisible();
});
