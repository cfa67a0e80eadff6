import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe.ts';

/** The address of a demo tenant on the test server; Chromium resolves *.localhost to this machine. */
const tenantUrl = (subdomain: string | null, path = '/') => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3199').port;
  return `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}${path}`;
};

/** The brand colour buttons and accents are filled with, as the browser resolved it. */
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('brands per host', () => {
  test('localhost is Ventura: side menu, light theme, blue', async ({ page }) => {
    await page.goto(tenantUrl(null));
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Ventura Startup Mission', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ventura Startup Mission logo' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Ventura Startup Mission');

    const sideMenu = page.getByRole('navigation', { name: 'Main' });
    await expect(sideMenu).toBeVisible();
    await expect(sideMenu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
    expect(await primaryColour(page)).toBe('#1c4ed8');
    const card = page.getByRole('region', { name: 'Sign in' });
    await expect(card).toHaveCSS('border-top-color', 'rgb(28, 78, 216)');
  });

  test('alpha.localhost is Alpha: top menu, dark theme, teal', async ({ page }) => {
    await page.goto(tenantUrl('alpha'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Alpha Accelerator Network', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Alpha Accelerator Network logo' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Alpha Accelerator Network');

    const topMenu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(topMenu).toBeVisible();
    await expect(topMenu.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await bodyBackground(page)).toBe('rgb(36, 36, 36)');
    expect(await primaryColour(page)).toBe('#0f766e');
    await expect(page.getByRole('region', { name: 'Sign in' })).toHaveCSS('border-top-color', 'rgb(15, 118, 110)');
    await expect(page.getByRole('button', { name: 'Dismiss maintenance notice' })).toHaveCount(0);
  });

  test('beta.localhost is Beta, blocked by maintenance with its own title and message', async ({ page }) => {
    await page.goto(tenantUrl('beta', '/auth/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'We are upgrading Beta Incubator' })).toBeVisible();
    await expect(page.getByText('The platform is down for scheduled maintenance')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Beta Incubator logo' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page).toHaveTitle(/Beta Incubator/);
    expect(await primaryColour(page)).toBe('#7c3aed');
  });

  test('gamma.localhost tells that the subscription expired', async ({ page }) => {
    await page.goto(tenantUrl('gamma'));
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription expired' })).toBeVisible();
    await expect(page.getByText('The Gamma Innovation Hub subscription has lapsed.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Gamma Innovation Hub logo' })).toBeVisible();
  });

  test('delta.localhost needs a partner link (journeys with real partners: partner-access.spec.ts)', async ({
    page,
  }) => {
    await page.goto(tenantUrl('delta'));
    await expect(page.getByRole('heading', { level: 1, name: 'Direct access is not allowed' })).toBeVisible();
    await expect(page.getByText('You need a partner account')).toBeVisible();
  });

  test('an unknown host shows the server error on a full page', async ({ page }) => {
    await page.goto(tenantUrl('nowhere'));
    await expect(page.getByRole('heading', { level: 1, name: 'This site is unavailable' })).toBeVisible();
    await expect(page.getByText('No tenant is configured for the host "nowhere.localhost:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

test.describe('shell', () => {
  test('the maintenance notice shows the window and stays dismissed after a reload', async ({ page }) => {
    await page.goto(tenantUrl(null, '/auth/login'));
    const notice = page.getByRole('region', { name: 'Planned maintenance' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('The platform will be unavailable for about two hours')).toBeVisible();
    const when = /From \d{2} [A-Z][a-z]+, \d{4} \d{2}:\d{2} (am|pm) to \d{2} [A-Z][a-z]+, \d{4} \d{2}:\d{2} (am|pm)/;
    await expect(notice.getByText(when)).toBeVisible();

    await notice.getByRole('button', { name: 'Dismiss maintenance notice' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss maintenance notice' })).toHaveCount(0);
  });

  test('the empty path goes to sign-in and unknown paths to the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/errors\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the theme toggle is remembered', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await bodyBackground(page)).toBe('rgb(36, 36, 36)');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await bodyBackground(page)).toBe('rgb(36, 36, 36)');
  });

  test('pages load without console errors or blocked resources', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/verify-tenant')) {
        problems.push(`${response.status()} ${response.url()}`);
      }
    });
    for (const [subdomain, path] of [
      [null, '/auth/login'],
      ['alpha', '/errors/404'],
      ['beta', '/'],
      ['gamma', '/'],
      ['delta', '/'],
    ] as const) {
      await page.goto(tenantUrl(subdomain, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('the first Tab reaches a skip link to the content', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('on a phone the menu opens in a drawer, for side and top layouts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const subdomain of [null, 'alpha']) {
      await page.goto(tenantUrl(subdomain, '/errors/404'));
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(drawer).toBeHidden();
    }
  });
});

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  for (const path of ['/auth/login', '/errors/404']) {
    test(`${path} in light and dark`, async ({ page }) => {
      for (const subdomain of [null, 'alpha']) {
        await page.goto(tenantUrl(subdomain, path));
        await expectNoAxeViolationsInBothThemes(page);
      }
    });
  }

  test('the blocking pages', async ({ page }) => {
    for (const subdomain of ['beta', 'gamma', 'delta', 'nowhere']) {
      await page.goto(tenantUrl(subdomain));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
