import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { envelope, PartnerBasic } from '@ventura/shared';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, latestCode, tenantOrigin } from './support/session.ts';

/**
 * Delta is partner-only (`direct_access_allowed: false`): a visitor needs a link of one of delta's
 * partners, checked with the server; a signed-in member stays in on reload without one.
 */

/** A partner of a tenant, by slug, as its public partner list gives it. */
const partnerOf = async (request: APIRequestContext, subdomain: string | null, slug: string) => {
  const origin = tenantOrigin(subdomain);
  const res = await callApi(request, null, 'GET', '/partners/public/basic-info', undefined, origin);
  expect(res.status()).toBe(200);
  const partners = envelope(PartnerBasic.array()).parse(await res.json()).data;
  const partner = partners.find((candidate) => candidate.slug === slug);
  if (!partner) throw new Error(`No partner ${slug} on ${origin}`);
  return partner;
};

const deniedHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Direct access is not allowed' });
const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu$/ });

test('a member arriving through a partner link signs in, and stays in after a reload', async ({ page, request }) => {
  const origin = tenantOrigin('delta');
  const kestrel = await partnerOf(request, 'delta', 'kestrel-cloud');
  await page.goto(`${origin}/auth/login?partner=${kestrel.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const email = 'farah@delta.demo';
  await page.getByRole('radiogroup', { name: 'Sign in with' }).getByText('Email', { exact: true }).click();
  await page.getByLabel('Email address').fill(email);
  const codeRequest = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/public/auth/mobile/login'));
  await page.getByRole('button', { name: 'Send code' }).click();
  // Signed out, the web names the partner it came through with each call.
  expect((await codeRequest).headers()['x-partner-id']).toBe(kestrel.uuid);
  await expect(page.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(request, origin, email));
  await expect(page).toHaveURL(/\/startups\/dashboard$/);
  await expect(accountMenu(page)).toHaveAccessibleName('Farah Khan, Startup: account menu');

  // A reload (no partner in the address any more) keeps the member in, and the partner with them.
  const tenantCalls: Array<string | undefined> = [];
  const partnerHeaders: Array<string | undefined> = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/verify-tenant')) tenantCalls.push(sent.headers().authorization);
    else if (sent.url().includes('/api/v1/')) partnerHeaders.push(sent.headers()['x-partner-id']);
  });
  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName('Farah Khan, Startup: account menu');
  await expect(page).toHaveURL(/\/startups\/dashboard$/);
  await expect(deniedHeading(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('partner'))).toBe(kestrel.uuid);
  // Spec 6: the tenant is verified without credentials, even for a signed-in member.
  expect(tenantCalls).toEqual([undefined]);
  // A signed-in member's calls carry the session, not the partner.
  expect(partnerHeaders.length).toBeGreaterThan(0);
  expect(partnerHeaders.every((header) => header === undefined)).toBe(true);

  await page.goto(`${origin}/startups/dashboard`);
  await expect(accountMenu(page)).toBeVisible();

  // Signing out forgets the partner with the session: the next visit needs the link again.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('partner')])).toEqual([
    null,
    null,
  ]);
  await page.goto(`${origin}/auth/login`);
  await expect(deniedHeading(page)).toBeVisible();
});

test('a visitor with a partner link that is not one of delta’s partners is refused', async ({ page, request }) => {
  const origin = tenantOrigin('delta');
  await page.goto(`${origin}/auth/login?partner=not-a-partner`);
  await expect(deniedHeading(page)).toBeVisible();
  await expect(page.getByText('You need a partner account')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A well-formed id the server does not know, and a partner of another tenant, are refused too.
  const elsewhere = await partnerOf(request, null, 'kestrel-cloud');
  for (const partner of ['00000000-0000-4000-8000-000000000000', elsewhere.uuid]) {
    const checked = page.waitForResponse((res) => res.url().includes(`/partners-information/${partner}`));
    await page.goto(`${origin}/auth/login?partner=${partner}`);
    expect((await checked).status()).toBe(404);
    await expect(deniedHeading(page)).toBeVisible();
  }

  // The same visitor with one of delta's own partners gets in.
  const kestrel = await partnerOf(request, 'delta', 'kestrel-cloud');
  await page.goto(`${origin}/auth/login?partner=${kestrel.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
