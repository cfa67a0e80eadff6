import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  approvedMember,
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  type TestSession,
} from './support/session.ts';

/**
 * The startup booster kit (issue 39): a startup finds a perk, reads why it does not qualify for another,
 * checks the first, claims it and receives its code. The operator adds both perks through the API.
 */

const stamp = Date.now();
const openPerk = `Analytics credits ${stamp}`;
const closedPerk = `Growth loan ${stamp}`;
let founder: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  founder = await approvedMember(request, operator, 'startup', `Nadia Rahman ${stamp}`, {
    companyName: `Tidewell ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const perk = (title: string, fundingStages: string[]) => ({
    title,
    kind: 'credits',
    partnerUuid: null,
    summary: 'Product analytics for your first year.',
    description: 'Apply the code when you create your workspace.',
    value: '$2,000 in credits',
    code: `TIDE-${stamp}`,
    link: null,
    expiresAt: null,
    eligibility: { approvedOnly: true, fundingStages, maxCompanyAgeYears: null, programUuids: [] },
    published: true,
  });
  await expectStatus(await callApi(request, operator, 'POST', '/admin/startup-kit', perk(openPerk, [])), 201);
  await expectStatus(
    await callApi(request, operator, 'POST', '/admin/startup-kit', perk(closedPerk, ['series-b'])),
    201,
  );
  await request.dispose();
});

test('a startup reads why it does not qualify for one perk, checks another and claims it, receiving its code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, founder, '/startup-booster-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Booster Kit' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search perks' }).fill(String(stamp));
  const perks = page.getByRole('region', { name: 'Perks' });
  await expect(perks.getByRole('article')).toHaveCount(2);

  await perks.getByRole('link', { name: closedPerk }).click();
  await expect(page.getByRole('heading', { level: 1, name: closedPerk })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You do not qualify yet' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Why you do not qualify' })).toContainText('For startups at Series B');
  await expect(page.getByRole('button', { name: 'Claim this perk' })).toBeDisabled();

  await page.getByRole('link', { name: 'All perks' }).click();
  await page.getByRole('region', { name: 'Perks' }).getByRole('link', { name: openPerk }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You qualify' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Claim this perk' }).click();
  const received = page.getByRole('region', { name: 'What you received' });
  await expect(received.getByRole('textbox', { name: 'Your code' })).toHaveValue(`TIDE-${stamp}`);
  await expect(page.getByRole('button', { name: 'Claim this perk' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You have claimed this perk' })).toBeVisible();
});
