import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  callApi,
  latestLinkPath,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * A partner's portfolio from both sides: Ignite Incubator (the approved demo partner) adds a startup by
 * hand and imports a CSV, the founder accepts the invitation link from the dev outbox, a visitor submits
 * their startup on Ignite's public page, and Ignite invites it. Every address carries this run's number,
 * which is also what the partner searches for, so earlier runs' entries stay out of sight.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const run = Date.now();
const founder = { startup: 'SolarKart', name: 'Neha Joshi', email: `neha-${run}@e2e.test` };
const submitter = { startup: 'Harvest AI', name: 'Kofi Boateng', email: `kofi-${run}@e2e.test` };
let kwame: TestSession;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  kwame = await signInByEmail(request, 'kwame@ignite.demo');
  await request.dispose();
});

/** The portfolio page as Kwame, searched for this run's entries. */
const openPortfolio = async (page: Page) => {
  await openSignedIn(page, kwame, '/partners/startups');
  await expect(page.getByRole('heading', { level: 1, name: 'Startup Portfolio' })).toBeVisible();
  await page.getByLabel('Search the portfolio').fill(String(run));
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
};

const entryRow = (page: Page, startup: string) => page.getByRole('row').filter({ hasText: startup });

/** A browser of someone who is not signed in here. */
const visitor = async (browser: Browser) => (await browser.newContext()).newPage();

const fill = async (scope: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
};

test('a partner adds a startup by hand and imports a CSV, with a report of the refused rows', async ({ page }) => {
  await openPortfolio(page);
  await page.getByRole('button', { name: 'Add startup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a startup' });
  await fill(dialog, {
    'Startup name': founder.startup,
    "Founder's name": founder.name,
    "Founder's email": 'neha@',
  });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel("Founder's email").fill(founder.email);
  await dialog.getByLabel('Message to the founder').fill('Welcome to the Ignite cohort!');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${founder.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entryRow(page, founder.startup).getByText('Invited', { exact: true })).toBeVisible();
  await expect(entryRow(page, founder.startup).getByText('Added by you')).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');

  // The same founder again is refused, and the dialog says why.
  await page.getByRole('button', { name: 'Add startup' }).click();
  await fill(dialog, {
    'Startup name': founder.startup,
    "Founder's name": founder.name,
    "Founder's email": founder.email,
  });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already in your portfolio');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const panel = page.getByRole('region', { name: 'Import startups from a CSV' });
  const csv = [
    'startup_name,founder_name,email,website,message',
    `AgriSense,Tomi Adeyemi,tomi-${run}@e2e.test,agrisense.example,`,
    `MedLoop,Ama Owusu,ama-${run}@e2e.test,,"Clinics, pharmacies and labs"`,
    `Broken Co,Bad Email,not-an-email-${run},,`,
  ].join('\n');
  const input = panel.locator('input[type="file"]');
  await input.setInputFiles({ name: 'startups.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(panel.getByText('Choose a CSV file (a name ending in .csv).')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await input.setInputFiles({ name: 'startups.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await panel.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(panel.getByText('2 startups imported, 1 row refused')).toBeVisible();
  const refused = panel.getByRole('table', { name: 'Refused rows (1)' }).getByRole('row').nth(1);
  await expect(refused.getByRole('rowheader')).toHaveText('4');
  await expect(refused).toContainText('Broken Co');
  await expect(refused).toContainText('Enter a valid email address');
  await expect(entryRow(page, 'AgriSense').getByText('Imported from a CSV')).toBeVisible();
  await expect(entryRow(page, 'MedLoop').getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Invited \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');
});

test('the founder opens the invitation signed out, accepts, and lands on their startup profile', async ({
  browser,
  page,
  request,
}) => {
  const link = await latestLinkPath(request, kwame.origin, founder.email, '/partners/join/');
  const invitee = await visitor(browser);
  await invitee.goto(`${kwame.origin}${link}`);
  await expect(invitee.getByRole('heading', { level: 1, name: "Join Ignite Incubator's portfolio" })).toBeVisible();
  await expect(invitee.getByText(`invited you to bring ${founder.startup} to`)).toBeVisible();
  await expect(invitee.getByText(`Accepting creates your account, signed in with ${founder.email}`)).toBeVisible();
  await expectNoAxeViolations(invitee, '#main-content');

  await invitee.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByText(`${founder.startup} is now in Ignite Incubator's portfolio.`)).toBeVisible();
  await expect(invitee).toHaveURL(/\/startups\/complete-profile$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Complete your startup profile' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: /account menu$/ })).toHaveAccessibleName(
    `${founder.name}, Startup: account menu`,
  );
  await invitee.context().close();

  // The link is spent, and the partner sees the startup joined.
  const token = link.split('/').pop() ?? '';
  expect((await callApi(request, null, 'GET', `/public/partner-invitations/${token}`)).status()).toBe(404);
  await openPortfolio(page);
  const row = entryRow(page, founder.startup);
  await expect(row.getByText('Joined', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `View profile of ${founder.startup}` })).toBeVisible();
});

test('a visitor submits their startup on the partner’s page; the partner invites it', async ({
  browser,
  page,
  request,
}) => {
  const information = await callApi(request, kwame, 'GET', '/partners/information');
  const profileUrl: string = (await information.json()).data.profileUrl;
  const guest = await visitor(browser);
  await guest.goto(`${kwame.origin}${profileUrl}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Ignite Incubator' })).toBeVisible();
  const card = guest.getByRole('region', { name: 'Submit your startup' });
  await fill(card, {
    'Startup name': submitter.startup,
    'Your name': submitter.name,
    'Your email': submitter.email,
    'What does your startup do?': 'Crop forecasts for smallholder farmers, from satellite images and SMS.',
  });
  await card.getByRole('button', { name: 'Submit startup' }).click();
  await expect(card.getByText('Thank you. Ignite Incubator will review your startup and write to you.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Submit startup' })).toHaveCount(0);
  await expectNoAxeViolations(guest, '#main-content');
  await guest.context().close();

  // Kwame does not see the form on his own page.
  await openSignedIn(page, kwame, profileUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Ignite Incubator' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submit your startup' })).toHaveCount(0);

  await openPortfolio(page);
  await page.getByRole('tab', { name: /^Submitted/ }).click();
  await expect(page).toHaveURL(/status=submitted/);
  const row = entryRow(page, submitter.startup);
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(row.getByText('Submitted by the founder')).toBeVisible();
  await row.getByRole('button', { name: `Invite ${submitter.startup}` }).click();
  await expect(page.getByText(`Invitation sent to ${submitter.email}`)).toBeVisible();
  await expect(entryRow(page, submitter.startup)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Invited/ }).click();
  await expect(entryRow(page, submitter.startup).getByText('Invited', { exact: true })).toBeVisible();
  expect(await latestLinkPath(request, kwame.origin, submitter.email, '/partners/join/')).toMatch(
    /^\/partners\/join\//,
  );

  // Withdrawing asks first, then the entry is gone.
  await entryRow(page, submitter.startup)
    .getByRole('button', { name: `Withdraw invitation to ${submitter.startup}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Withdraw the invitation to ${submitter.startup}?` });
  await confirm.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(page.getByText('Invitation withdrawn')).toBeVisible();
  await expect(entryRow(page, submitter.startup)).toHaveCount(0);
});

test("someone who is not a partner cannot read or change a partner's portfolio", async ({ request }) => {
  const startup = await signUp(request, 'startup', 'Sam Stranger', tenantOrigin(), {
    companyName: 'Stranger Things Ltd',
    servicesLookingFor: ['mentorship'],
  });
  const body = { startupName: 'Sneaky Co', founderName: 'Eve', email: `eve-${run}@e2e.test` };
  expect((await callApi(request, startup, 'GET', '/partners/startups')).status()).toBe(403);
  expect((await callApi(request, startup, 'POST', '/partners/add-startup', body)).status()).toBe(403);
  expect((await callApi(request, null, 'POST', '/partners/add-startup', body)).status()).toBe(401);

  const mine = await callApi(request, kwame, 'GET', `/partners/startups?search=${run}&status=joined`);
  const [joined] = (await mine.json()).data.items;
  expect(joined).toMatchObject({ startupName: founder.startup, status: 'joined' });
  expect([403, 404]).toContain((await callApi(request, startup, 'DELETE', `/partners/startups/${joined.id}`)).status());
  expect([403, 404]).toContain(
    (await callApi(request, startup, 'POST', `/partners/startups/${joined.id}/invite`)).status(),
  );
});
