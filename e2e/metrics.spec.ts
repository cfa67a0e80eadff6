import { expect, type Page, test } from '@playwright/test';
import { lastClosedPeriod, periodLabel, shiftPeriod } from '@ventura/shared';
import {
  approvedMember,
  latestLinkPath,
  openSignedIn,
  signInByEmail,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Growth metrics (issue 37): a startup reports two months and invites a reviewer by email; the reviewer
 * signs in through the link and asks for an update; the startup answers it, and both see the chart. An
 * operator sees the portfolio's totals, and the print view lays out on A4.
 */

const stamp = Date.now();
const startupName = `Kelpwise ${stamp}`;
const month = lastClosedPeriod('monthly', new Date());
const before = shiftPeriod(month, -1);
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const cell = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

let operator: TestSession;
let founder: TestSession;
let reviewer: TestSession & { email: string };

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  [founder, reviewer] = await Promise.all([
    approvedMember(request, operator, 'startup', `Mira Okafor ${stamp}`, {
      companyName: startupName,
      servicesLookingFor: ['fundraising'],
    }),
    approvedMember(request, operator, 'investor', `Jonas Weber ${stamp}`, {
      investorType: 'organization',
      organizationName: `Tideline Capital ${stamp}`,
      website: 'https://tideline.example.com',
    }) as Promise<TestSession & { email: string }>,
  ]);
  await request.dispose();
});

test('a startup reports, a reviewer it invited asks for an update, the startup answers, and both see the chart', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, founder, '/growth-metrics');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth metrics' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-selected', 'true');
  await cell(page, `Revenue, ${periodLabel(before)}`).fill('12000');
  await cell(page, `Revenue, ${periodLabel(month)}`).fill('15000');
  await cell(page, `Customers, ${periodLabel(month)}`).fill('40');
  await page.getByRole('button', { name: 'Submit to reviewers' }).click();
  await expect(toast(page, 'Your metrics are submitted to your reviewers.')).toBeVisible();

  await page.getByRole('tab', { name: 'Reviewers' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jonas Weber');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(reviewer.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${reviewer.email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' }).getByText(reviewer.email)).toBeVisible();

  // The reviewer follows the emailed link, signed in.
  const invitation = await latestLinkPath(request, tenantOrigin(), reviewer.email, '/growth-metrics');
  expect(invitation).toMatch(/^\/growth-metrics\?invite=[\w-]{20,}$/);
  const other = await (await browser.newContext()).newPage();
  await openSignedIn(other, reviewer, invitation);
  await expect(other.getByRole('heading', { level: 2, name: startupName })).toBeVisible();
  await expect(other).not.toHaveURL(/invite=/);
  await expect(other.getByRole('img', { name: /Revenue/ })).toBeVisible();
  await other.getByLabel('What would you like updated?').fill('Please add your active users for last month.');
  await other.getByRole('button', { name: 'Ask for an update' }).click();
  await expect(toast(other, `${startupName} is asked for an update.`)).toBeVisible();

  // The startup sees the request, answers it with a submission, and its chart shows both months.
  await page.reload();
  await page.getByRole('tab', { name: /Requests and comments/ }).click();
  await expect(page.getByText('Please add your active users for last month.')).toBeVisible();
  await page.getByRole('tab', { name: 'Report' }).click();
  await cell(page, `Active users, ${periodLabel(month)}`).fill('820');
  await page.getByRole('button', { name: 'Submit to reviewers' }).click();
  await expect(toast(page, 'Your metrics are submitted to your reviewers.')).toBeVisible();
  await page.getByRole('tab', { name: /Requests and comments/ }).click();
  await expect(page.getByText(/^Answered/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Chart' }).click();
  await expect(page.getByRole('img', { name: /Revenue/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('cell', { name: /15,000/ }).first()).toBeVisible();

  await other.reload();
  await expect(other.getByRole('heading', { level: 2, name: startupName })).toBeVisible();
  await expect(other.getByRole('img', { name: /Revenue/ })).toBeVisible();
  await expect(other.getByRole('table', { name: 'Monthly metrics' }).getByText('820')).toBeVisible();
  await other.context().close();
});

test('an operator sees the portfolio totals', async ({ page }) => {
  await openSignedIn(page, operator, '/admin/growth-metrics');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth metrics' })).toBeVisible();
  const revenue = page.getByRole('table', { name: 'Revenue per period' });
  await expect(revenue).toBeVisible();
  // The demo's GreenLeaf has reported every month: the last closed one has at least its figure.
  await expect(revenue.getByRole('row', { name: new RegExp(periodLabel(month)) })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue/ }).first()).toBeVisible();
});

test('the print view lays the report out on A4', async ({ page }) => {
  await openSignedIn(page, founder, '/growth-metrics-print');
  await expect(page.getByRole('heading', { level: 1, name: `Growth metrics: ${startupName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
});
