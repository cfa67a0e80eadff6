import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, openSignedIn, signInByEmail, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * An operator changes the whole main tenant, for everyone at once: the menu's place and the brand
 * colours, and a feature switched off. Every other journey runs on that tenant too, so this file runs
 * alone after all of them (its own project in playwright.config.ts), and puts the tenant back as it
 * was, whatever happens. On its own: `npx playwright test e2e/tenant-settings.spec.ts --no-deps`.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let priya: TestSession;
/** An approved demo founder, whose menu shows what the tenant offers. */
let founder: TestSession;

const expectOk = async (response: Awaited<ReturnType<typeof callApi>>) =>
  expect(response.status(), await response.text()).toBe(200);

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  priya = await signInByEmail(request, 'admin@ventura.demo');
  founder = await signInByEmail(request, 'aarav@greenleaf.demo');
  await request.dispose();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A browser of someone else: a fresh context, signed out. */
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** The brand colour buttons and accents are filled with, as the browser resolved it. */
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
  );

type Settings = {
  settings: {
    layout: string;
    branding: { colors: { primary: string; secondary: string } };
    features: Record<string, unknown>;
  };
};

/** The tenant's settings as they are now, read as the operator. */
const currentSettings = async (page: Page): Promise<Settings> => {
  const response = await callApi(page.request, priya, 'GET', '/admin/settings');
  expect(response.status()).toBe(200);
  return (await response.json()).data;
};

test('an operator moves the menu to the top and changes the colours, and a new visitor sees it at once', async ({
  page,
  browser,
}) => {
  const before = await currentSettings(page);
  try {
    await openSignedIn(page, priya, '/admin/settings');
    const brand = page.getByRole('region', { name: 'Brand' });
    await brand.getByRole('radio', { name: 'Top menu' }).check();
    await brand.getByLabel('Primary colour').fill('#0f766e');
    await brand.getByLabel('Secondary colour').fill('#e11d48');
    await brand.getByLabel('Secondary colour').press('Escape');
    await brand.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(brand.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    // The operator's own tab takes the new brand without a reload.
    await expect.poll(() => primaryColour(page)).toBe('#0f766e');

    const visitor = await freshPage(browser);
    await visitor.goto(`${tenantOrigin()}/auth/login`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(visitor.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await primaryColour(visitor)).toBe('#0f766e');
    await visitor.context().close();
  } finally {
    const { layout, branding } = before.settings;
    await expectOk(
      await callApi(page.request, priya, 'PATCH', '/admin/settings', { layout, branding: { colors: branding.colors } }),
    );
  }
});

test('an operator switches connections off: the menu item goes, and the page answers not found', async ({
  page,
  browser,
}) => {
  const member = await freshPage(browser);
  const menu = member.getByRole('navigation', { name: 'Main' });
  await openSignedIn(member, founder, '/startups/dashboard');
  await menu.getByText('My Actions', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Connections' })).toBeVisible();

  try {
    await openSignedIn(page, priya, '/admin/settings?tab=features');
    const features = page.getByRole('region', { name: 'Features' });
    await features.getByRole('switch', { name: 'Connections' }).uncheck();
    await features.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Settings saved')).toBeVisible();

    await member.reload();
    await expect(menu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
    // Not in the menu at all, not even inside a closed group.
    await expect(menu.getByRole('link', { name: 'Connections', includeHidden: true })).toHaveCount(0);
    await member.goto(`${tenantOrigin()}/connections`);
    await expect(member).toHaveURL(/\/errors\/404$/);
    await expect(member.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  } finally {
    await expectOk(await callApi(page.request, priya, 'PATCH', '/admin/settings', { features: { connections: true } }));
    await member.context().close();
  }
});
