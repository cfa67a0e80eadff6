import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe.ts';
import { paymentStandInUrl, standInAccounts } from './support/payments.ts';
import {
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Memberships (issue 41): a member finds the startup booster kit locked, buys a yearly plan on the Stripe
 * stand-in's checkout, lands on the success page, finds the order and its invoice, and the kit opens;
 * another member's card is declined, they come back, nothing is charged and the kit stays locked.
 *
 * Payments lock every feature a live plan sells for every member of the tenant without one, so this runs
 * on Alpha, where no other journey uses the startup booster kit, with a plan that sells only the kit; the
 * provider is switched off and the plan archived again afterwards.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now();
const planName = `Founders yearly ${stamp}`;
const perkTitle = `Cloud credits ${stamp}`;
const alpha = () => tenantOrigin('alpha');

let operator: TestSession;
let buyer: TestSession;
let decliner: TestSession;
let planUuid = '';
/** The order the first member paid, for the stranger to ask for. */
let paidOrderUuid = '';
/** The order the second member did not pay. */
let failedOrderUuid = '';

/** A startup signed up on Alpha and approved by its operator. */
const alphaStartup = async (request: APIRequestContext, name: string, company: string) => {
  const session = await signUp(request, 'startup', name, alpha(), {
    companyName: company,
    servicesLookingFor: ['fundraising'],
  });
  await expectStatus(
    await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, { decision: 'approved' }),
    200,
  );
  return session;
};

/** Alpha's payment settings: Stripe with the stand-in's keys and 18% GST on top, or payments off. */
const paymentSettings = (provider: 'stripe' | null) => ({
  provider,
  keyId: provider ? standInAccounts.stripe.publishableKey : '',
  keySecret: provider ? standInAccounts.stripe.secretKey : '',
  webhookSecret: provider ? standInAccounts.stripe.webhookSecret : '',
  currency: 'INR',
  tax: { name: 'GST', ratePercent: 18, inclusive: false, idLabel: 'GSTIN', idNumber: '29ABCDE1234F1Z5' },
  legalName: 'Alpha Accelerator Network Pvt Ltd',
  address: '12 Residency Road, Bengaluru 560025',
  invoicePrefix: 'AAN',
});

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'ops@alpha.demo', alpha());
  [buyer, decliner] = await Promise.all([
    alphaStartup(request, `Leela Menon ${stamp}`, `Kelp Labs ${stamp}`),
    alphaStartup(request, `Arjun Pillai ${stamp}`, `Quarry Works ${stamp}`),
  ]);
  await expectStatus(
    await callApi(request, operator, 'POST', '/admin/startup-kit', {
      title: perkTitle,
      kind: 'credits',
      partnerUuid: null,
      summary: 'Hosting credits for your first year.',
      description: 'Apply the code when you open your account.',
      value: '$5,000 in credits',
      code: `KELP-${stamp}`,
      link: null,
      expiresAt: null,
      eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: null, programUuids: [] },
      published: true,
    }),
    201,
  );
  await expectStatus(
    await callApi(request, operator, 'PUT', '/admin/payments/settings', paymentSettings('stripe')),
    200,
  );
  const created = await callApi(request, operator, 'POST', '/admin/payments/plans', {
    name: planName,
    description: 'Everything a young startup needs for a year.',
    priceMinor: 1_000_000,
    currency: 'INR',
    interval: 'yearly',
    unlocks: { features: ['startup_kit'], accountTypes: [], eventSeats: 0 },
  });
  await expectStatus(created, 201);
  planUuid = (await created.json()).data.uuid;
  // Stripe's dashboard setting: where the account delivers its signed webhooks (Alpha's, by its host).
  const port = new URL(alpha()).port;
  const hooked = await request.post(`${paymentStandInUrl}/__control/webhook`, {
    data: {
      provider: 'stripe',
      url: `http://localhost:${port}/api/v1/payments/webhooks/stripe`,
      headers: { host: `alpha.localhost:${port}` },
    },
  });
  expect(hooked.status(), await hooked.text()).toBe(200);
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!operator) return;
  const request = await playwright.request.newContext();
  await expectStatus(await callApi(request, operator, 'PUT', '/admin/payments/settings', paymentSettings(null)), 200);
  if (planUuid) {
    await expectStatus(
      await callApi(request, operator, 'PATCH', `/admin/payments/plans/${planUuid}`, { status: 'archived' }),
      200,
    );
  }
  await request.dispose();
});

/** The startup booster kit as a member without the plan sees it: the 402's words and the way to the plans. */
const expectKitLocked = async (page: Page) => {
  await page.goto(`${alpha()}/startup-booster-kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Booster Kit' })).toBeVisible();
  const locked = page.getByRole('alert').filter({ hasText: 'Comes with a membership' });
  await expect(locked).toContainText('Startup booster kit comes with a membership');
  await expect(locked.getByRole('link', { name: 'See membership plans' })).toBeVisible();
  return locked;
};

/** The plan's card on /membership, priced with GST on top. */
const planCard = async (page: Page) => {
  const card = page.getByRole('article', { name: planName });
  await expect(card.getByText('₹11,800.00 / year')).toBeVisible();
  await expect(card.getByText('₹10,000.00 + GST 18% = ₹11,800.00')).toBeVisible();
  await expect(card.getByRole('list', { name: `What ${planName} unlocks` })).toContainText('Startup booster kit');
  return card;
};

test('a member buys the yearly plan on the checkout, gets the invoice, and the startup booster kit opens', async ({
  page,
}) => {
  await openSignedIn(page, buyer, '/startup-booster-kit');
  const locked = await expectKitLocked(page);
  await locked.getByRole('link', { name: 'See membership plans' }).click();

  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your membership' })).toContainText('You have no membership yet');
  const card = await planCard(page);
  // Alpha is dark by default: the membership page in both themes, the rest in light.
  await expectNoAxeViolationsInBothThemes(page);
  await card.getByRole('button', { name: `Choose ${planName}` }).click();

  // The provider's page (the stand-in's Stripe Checkout), on another origin.
  await expect(page).toHaveURL(new RegExp(`^${paymentStandInUrl}/c/pay/cs_`));
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await expect(page.getByText('₹11,800.00 per year')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹11,800.00' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?order=[0-9a-f-]{36}/);
  paidOrderUuid = new URL(page.url()).searchParams.get('order') ?? '';
  const status = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(status.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(status).toContainText(planName);
  await expect(status).toContainText('₹11,800.00');
  await expect(status).toContainText(/AAN-\d{4}-\d{6}/);
  const invoiceNumber = /AAN-\d{4}-\d{6}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
  await expectNoAxeViolations(page);

  await page.goto(`${alpha()}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem', { name: planName });
  await expect(order).toContainText(`Invoice ${invoiceNumber}`);
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('₹11,800.00');
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: `Invoice ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await download.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto(`${alpha()}/membership`);
  const mine = page.getByRole('region', { name: 'Your membership' });
  await expect(mine).toContainText(planName);
  await expect(mine).toContainText('Active');
  await expect(mine.getByRole('list', { name: 'Unlocked for you' })).toContainText('Startup booster kit');
  await expect(page.getByRole('article', { name: planName }).getByText('Your plan')).toBeVisible();

  await page.goto(`${alpha()}/startup-booster-kit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Booster Kit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Perks' }).getByRole('link', { name: perkTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Comes with a membership' })).toHaveCount(0);
});

test('a declined card brings the member back with nothing charged, and the kit stays locked', async ({ page }) => {
  await openSignedIn(page, decliner, '/membership');
  const card = await planCard(page);
  await card.getByRole('button', { name: `Choose ${planName}` }).click();

  await expect(page).toHaveURL(new RegExp(`^${paymentStandInUrl}/c/pay/cs_`));
  await page.getByRole('button', { name: 'Pay with a declined card' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: '← Back' }).click();

  await expect(page).toHaveURL(/\/payment\/failed\?order=[0-9a-f-]{36}$/);
  failedOrderUuid = new URL(page.url()).searchParams.get('order') ?? '';
  const status = page.getByRole('status').filter({ hasText: 'Payment not completed' });
  await expect(status.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(status).toContainText('Nothing was charged and nothing was unlocked.');
  await expect(status.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/membership');

  await expectKitLocked(page);
  await page.goto(`${alpha()}/membership`);
  await expect(page.getByRole('region', { name: 'Your membership' })).toContainText('You have no membership yet');
  await expect(page.getByRole('button', { name: `Choose ${planName}` })).toBeEnabled();
  await page.goto(`${alpha()}/orders`);
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem', { name: planName });
  await expect(order).toContainText('Payment failed');
  await expect(order.getByRole('button', { name: /^Invoice/ })).toHaveCount(0);
});

test("another member asking for the first member's order is told it is not there", async ({ request }) => {
  expect(paidOrderUuid).toMatch(/^[0-9a-f-]{36}$/);
  const asked = await callApi(request, decliner, 'GET', `/orders/${paidOrderUuid}`);
  await expectStatus(asked, 404);
  await expectStatus(await callApi(request, decliner, 'GET', `/orders/${paidOrderUuid}/invoice.pdf`), 404);
  await expectStatus(await callApi(request, buyer, 'GET', `/orders/${paidOrderUuid}`), 200);
});

/**
 * Not a check: the feature's pages at desktop and phone width, light and dark, into
 * test-results/payments-shots/ for a person to look at. Run with `PAYMENT_SHOTS=1`.
 */
test('screenshots of the payments pages', async ({ page }) => {
  test.skip(!process.env.PAYMENT_SHOTS, 'set PAYMENT_SHOTS=1 to capture screenshots');
  test.setTimeout(300_000);
  const shots: { name: string; who: TestSession; path: string; heading: string | RegExp }[] = [
    { name: 'membership-held', who: buyer, path: '/membership', heading: 'Membership' },
    { name: 'membership-none', who: decliner, path: '/membership', heading: 'Membership' },
    { name: 'orders', who: buyer, path: '/orders', heading: 'Orders' },
    { name: 'success', who: buyer, path: `/payment/success?order=${paidOrderUuid}`, heading: 'Payment received' },
    {
      name: 'failed',
      who: decliner,
      path: `/payment/failed?order=${failedOrderUuid}`,
      heading: 'Payment not completed',
    },
    { name: 'admin-payments', who: operator, path: '/admin/payments', heading: 'Payments' },
    { name: 'admin-plans', who: operator, path: '/admin/payments/plans', heading: /plans/i },
    { name: 'admin-settings', who: operator, path: '/admin/payments/settings', heading: /settings/i },
  ];
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark']) {
      for (const shot of shots) {
        await openSignedIn(page, shot.who, shot.path);
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: shot.heading }).first()).toBeVisible();
        await page.mouse.move(0, 0);
        await page.waitForTimeout(700);
        await page.screenshot({
          path: `test-results/payments-shots/${shot.name}-${viewport.name}-${scheme}.png`,
          fullPage: true,
        });
      }
    }
  }
});
