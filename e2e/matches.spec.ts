import { expect, type Page, test } from '@playwright/test';
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
 * Explainable matching (issue 44): a founder reads on the dashboard why three investors match, says 'Not
 * interested' to the first, and sees it gone with the next match in its place, with that one's reason.
 * The investors are made through the API, with cheques that cover the founder's ask so that they lead.
 */

type Match = { profile: { uuid: string; name: string }; reasons: { text: string }[] };

const stamp = Date.now();
const funds = ['Green Furrow Capital', 'Monsoon Seed Fund', 'Terrace Ventures', 'Rootstock Partners'];
let founder: TestSession;
let investor: TestSession;
let operator: TestSession;
/** The founder's four best matches as the API ranks them: the dashboard shows three, the fourth is next. */
let best: Match[] = [];

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  for (const fund of funds) {
    investor = await approvedMember(request, operator, 'investor', `Partner of ${fund}`, {
      investorType: 'organization',
      organizationName: `${fund} ${stamp}`,
    });
    const focus = {
      industries: ['agritech', 'climate'],
      fundingStages: ['seed'],
      ticketMin: 1_000_000,
      ticketMax: 5_000_000,
    };
    await expectStatus(await callApi(request, investor, 'PATCH', '/investors/investments-information', focus), 200);
  }
  founder = await approvedMember(request, operator, 'startup', `Nadia Rahman ${stamp}`, {
    companyName: `Tidewell ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const industries = { industries: ['agritech', 'climate'] };
  await expectStatus(await callApi(request, founder, 'PATCH', '/startups/industry-technology', industries), 200);
  const financials = { fundingStage: 'seed', raisingFunds: true, fundingAsk: 4_000_000 };
  await expectStatus(await callApi(request, founder, 'PATCH', '/startups/financials', financials), 200);
  const answer = await callApi(request, founder, 'GET', '/matches/investors?limit=4');
  await expectStatus(answer, 200);
  best = (await answer.json()).data.items;
  expect(best.map((match) => match.profile.name).sort()).toEqual(funds.map((fund) => `${fund} ${stamp}`).sort());
  await request.dispose();
});

test('a founder reads why investors match, hides one, and the next takes its place with its reason', async ({
  page,
  request,
}) => {
  test.setTimeout(process.env.SCREENSHOTS ? 240_000 : 60_000);
  const [first, second, third, next] = best;
  if (!first || !second || !third || !next) throw new Error('The founder should have four matches');
  await openSignedIn(page, founder, '/startups/dashboard');
  const block = page.getByRole('region', { name: 'Recommended for you' });
  const rows = block.getByRole('list', { name: 'Recommended investors' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const row = (match: Match) => rows.filter({ has: page.getByRole('link', { name: match.profile.name }) });
  await expect(row(first)).toContainText(`Why: ${first.reasons[0]?.text}`);
  await expect(row(next)).toHaveCount(0);
  await expect(block.getByRole('link', { name: 'See all matches' })).toHaveAttribute('href', '/matches');
  await expectNoAxeViolations(page, '#main-content');

  if (process.env.SCREENSHOTS) await screenshots(page);

  await block.getByRole('button', { name: `Not interested in ${first.profile.name}` }).click();
  await expect(row(first)).toHaveCount(0);
  await expect(row(next)).toContainText(`Why: ${next.reasons[0]?.text}`);
  await expect(rows).toHaveCount(3);
  await expect(toast(page, `${first.profile.name} is hidden from your matches.`)).toBeVisible();
  const after = await callApi(request, founder, 'GET', '/matches/investors?limit=4');
  const names = (await after.json()).data.items.map((match: Match) => match.profile.name);
  expect(names).not.toContain(first.profile.name);

  // An investor has no investor matches: the API says to switch to a startup profile.
  await expectStatus(await callApi(request, investor, 'GET', '/matches/investors'), 422);
});

/** For a person to look at (SCREENSHOTS=1): the page and the dashboard's block, desktop and phone, light and dark. */
const screenshots = async (page: Page) => {
  for (const scheme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
    for (const size of [
      { width: 1280, height: 800, label: 'desktop' },
      { width: 390, height: 844, label: 'phone' },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`${founder.origin}/matches`);
      await expect(page.getByRole('list', { name: 'Investor matches' }).getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `screenshots/matches-${size.label}-${scheme}.png`, fullPage: true });
      for (const kind of ['mentors', 'challenges', 'programs']) {
        await page.goto(`${founder.origin}/matches?kind=${kind}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `screenshots/matches-${kind}-${size.label}-${scheme}.png`, fullPage: true });
      }
      await page.goto(`${founder.origin}/startups/dashboard`);
      const block = page.getByRole('region', { name: 'Recommended for you' });
      await expect(block.getByRole('listitem')).toHaveCount(3);
      await block.screenshot({ path: `screenshots/matches-dashboard-${size.label}-${scheme}.png` });
    }
  }
  // The operators' page, with a preview of a change.
  const context = await page.context().browser()?.newContext();
  if (context) {
    const console = await context.newPage();
    await openSignedIn(console, operator, '/admin/matching');
    for (const scheme of ['light', 'dark']) {
      await console.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
      for (const size of [
        { width: 1280, height: 800, label: 'desktop' },
        { width: 390, height: 844, label: 'phone' },
      ]) {
        await console.setViewportSize(size);
        await console.goto(`${operator.origin}/admin/matching`);
        await expect(console.getByRole('heading', { level: 1 })).toBeVisible();
        await console
          .getByRole('button', { name: /Preview on a sample/ })
          .first()
          .click();
        await console.waitForLoadState('networkidle');
        await console.screenshot({ path: `screenshots/console-matching-${size.label}-${scheme}.png`, fullPage: true });
      }
    }
    await context.close();
  }
  await page.evaluate(() => localStorage.setItem('ventura-color-scheme', 'light'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${founder.origin}/startups/dashboard`);
};
