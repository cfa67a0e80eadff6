import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  approvedMember,
  callApi,
  openSignedIn,
  outboxMessages,
  signInByEmail,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * The notifications page and the bell, and the page a connection request's email links to. A new startup
 * asks Northstar Ventures (Rohan Kapoor's approved investor profile) to connect; Rohan answers from the
 * email's link without signing in; the startup is told, in the bell and on /notifications.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const founder = `Nila Varma ${stamp}`;
let nila: TestSession;
let rohan: TestSession;
let acceptPath = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  // Requests go between approved profiles.
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  nila = await approvedMember(request, operator, 'startup', founder, {
    companyName: `Tidewater ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  rohan = await signInByEmail(request, 'rohan@northstar.demo');
  const sent = await callApi(request, nila, 'POST', '/connections/send/request', {
    profileUUID: rohan.user.uuid,
    message: 'We are raising a seed round for tidal energy storage.',
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // The email goes out through the job queue, a moment after the request; others may write to Rohan too.
  const acceptLink = async () => {
    const messages = await outboxMessages(request, rohan.origin, 'rohan@northstar.demo');
    const ours = messages.find((message) => message.body.includes(founder));
    const link = ours?.body.match(/https?:\/\/\S+\/connection-request\?\S+action=accept/)?.[0];
    return link ? `${new URL(link).pathname}${new URL(link).search}` : '';
  };
  await expect.poll(acceptLink, { timeout: 20_000 }).toContain('action=accept');
  acceptPath = await acceptLink();
  await request.dispose();
});

const signedOut = async (page: Page) => {
  await page.goto(`${tenantOrigin()}/api/health`);
  await page.evaluate(() => {
    localStorage.removeItem('user');
    localStorage.removeItem('profile');
  });
};

test('a forged or incomplete connection-request link says so, with the way home', async ({ page }) => {
  await signedOut(page);
  await page.goto('/connection-request?action=accept');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();

  await page.goto('/connection-request?token=not-a-real-token&action=accept');
  await expect(page.getByRole('heading', { level: 1, name: 'Accept the connection request' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept request' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^This link (is not valid|no longer works)$/ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the receiver accepts from the email link without signing in, once', async ({ page }) => {
  await signedOut(page);
  await page.goto(acceptPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept the connection request' })).toBeVisible();
  await page.getByRole('textbox', { name: /Message/ }).fill('Happy to talk next week.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are now connected' })).toBeVisible();
  await expect(page.getByText(`You and ${founder}`)).toBeVisible();

  // The link works once.
  await page.goto(acceptPath);
  await page.getByRole('button', { name: 'Accept request' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^This (link no longer works|request was already answered)$/ }),
  ).toBeVisible();
});

/** Not a check: the new pages at desktop and phone sizes, light and dark, for a person to look at (SCREENSHOTS=1). */
test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');
  const viewports = [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ];
  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`notifications and connect ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(90_000);
        const shot = (name: string, fullPage = false) =>
          page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png`, fullPage });
        await page.setViewportSize(viewport);
        await signedOut(page);
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.goto('/connection-request?token=screenshot-token&action=accept');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(400);
        await shot('connection-request');
        await page.getByRole('button', { name: 'Accept request' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /^This link/ })).toBeVisible();
        await page.waitForTimeout(300);
        await shot('connection-request-refused');

        await openSignedIn(page, nila, '/notifications');
        await expect(page.getByRole('link', { name: /accepted your connection request/ })).toBeVisible();
        await page.waitForTimeout(400);
        await shot('notifications', true);
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first()).toBeVisible();
        await page.waitForTimeout(400);
        await shot('notification-bell');
        await page.keyboard.press('Escape');

        // Nila asks David Chen (once: the later sizes find the request sent), then opens the dialog for Rohan.
        await page.goto('/search/mentors');
        const david = page.getByRole('article', { name: 'David Chen' });
        await expect(
          david.getByRole('button', { name: /^(Connect with|Withdraw request to) David Chen$/ }),
        ).toBeVisible();
        const askDavid = david.getByRole('button', { name: 'Connect with David Chen' });
        if (await askDavid.isVisible()) {
          await askDavid.click();
          const dialog = page.getByRole('dialog', { name: 'Connect with David Chen' });
          await dialog.getByRole('textbox', { name: /Message/ }).fill('Would love your advice on our go-to-market.');
          await dialog.getByRole('button', { name: 'Send request' }).click();
          await expect(dialog).toBeHidden();
        }
        await expect(david.getByText('Request sent')).toBeVisible();
        await page.mouse.move(0, 0);
        await page.waitForTimeout(400);
        await shot('directory-connect');
        await page
          .getByRole('article', { name: 'Rohan Kapoor' })
          .getByRole('button', { name: /^Connect with / })
          .click();
        await expect(page.getByRole('dialog', { name: /^Connect with / })).toBeVisible();
        await page.waitForTimeout(400);
        await shot('connect-modal');
        await page.keyboard.press('Escape');

        await david.getByRole('link', { name: 'David Chen' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'David Chen' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Withdraw request to David Chen' })).toBeVisible();
        await page.waitForTimeout(400);
        await shot('profile-request-sent');

        await page.goto('/connections');
        await expect(page.getByRole('listitem').first()).toBeVisible();
        await page.waitForTimeout(400);
        await shot('connections-list', true);
      });
    }
  }
});

test('the sender is told in the bell and on /notifications, and reading clears the count', async ({ page }) => {
  await openSignedIn(page, nila, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const accepted = page.getByRole('link', { name: /accepted your connection request \(unread\)$/ });
  await expect(accepted).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expectNoAxeViolations(page);

  // The bell's popover lists it, with the ways to the page and to mark everything read.
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByRole('link', { name: /accepted your connection request/ })).toBeVisible();
  await expect(popover.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();

  // Opening it marks it read and follows its link (Rohan's profile).
  await accepted.click();
  await expect(page).toHaveURL(/\/investors\/profile\//);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /accepted your connection request$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('the connections page shows the new connection, with Remove behind a confirmation', async ({ page }) => {
  await openSignedIn(page, nila, '/connections');
  const item = page.getByRole('listitem').filter({ hasText: /Rohan Kapoor|Northstar Ventures/ });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Remove connection with / }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the connection?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
});
