import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe.ts';
import { pickOption } from './support/select.ts';
import { callApi, openSignedIn, signInByEmail, signUp, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * The operators' console (/admin) from the operator's side, with Priya Raman (Ventura's demo operator):
 * a decision on a startup that asked for approval, members suspended, restored and signed in as. Priya
 * signs in once for the file, so the tests run in order. Settings that change the whole tenant for
 * everyone are tried in tenant-settings.spec.ts, after every other journey.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const run = Date.now();
const company = `Quillwork ${run}`;
let priya: TestSession;
let founder: TestSession & { email: string };

const expectOk = async (response: Awaited<ReturnType<typeof callApi>>) =>
  expect(response.status(), await response.text()).toBe(200);

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  priya = await signInByEmail(request, 'admin@ventura.demo');
  // A startup that filled in every required part and asked for approval, through the API as the app does.
  founder = await signUp(request, 'startup', 'Mira Qadir', tenantOrigin(), {
    companyName: company,
    servicesLookingFor: ['mentorship'],
  });
  for (const [path, body] of [
    [
      '/startups/information',
      {
        about: 'Quillwork turns handwritten ledgers into searchable books for village co-operatives.',
        foundedYear: 2025,
        teamSize: 4,
        countryCode: 'IN',
        stateCode: 'KA',
        city: 'Mysuru',
      },
    ],
    ['/startups/industry-technology', { industries: ['fintech'], technologies: ['ai-ml'], businessModels: ['b2b'] }],
    ['/startups/product', { productStage: 'mvp', productDescription: 'Scans of ledgers become searchable books.' }],
    ['/startups/financials', { fundingStage: 'pre-seed', revenueBand: 'pre_revenue' }],
  ] as const) {
    await expectOk(await callApi(request, founder, 'PATCH', path, body));
  }
  await expectOk(
    await callApi(request, founder, 'POST', '/startups/founders', { name: 'Mira Qadir', designation: 'CEO' }),
  );
  await expectOk(await callApi(request, founder, 'PATCH', '/startups/request/approval'));
  await request.dispose();
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** A browser of someone else: a fresh context, signed out. */
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('an operator approves a startup from the queue, and the founder sees it approved on the next page load', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, priya, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Review the queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await page.getByLabel('Search').fill(String(run));
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Under review')).toBeVisible();

  await row.getByRole('link', { name: company }).click();
  const detail = page.getByRole('dialog', { name: company });
  await expect(detail.getByRole('heading', { name: 'Startup information' })).toBeVisible();
  await expect(detail.getByText('Every required part is filled in.')).toBeVisible();
  await expect(detail.getByRole('link', { name: founder.email })).toBeVisible();
  await expect(
    detail.getByRole('region', { name: 'Documents' }).getByText('No program office has asked for a document.'),
  ).toBeVisible();
  await expect(detail.getByText('Approval requested', { exact: true })).toBeVisible();
  // A rejection needs a reason; the page says so before anything is sent.
  await detail.getByRole('button', { name: 'Reject' }).click();
  await expect(detail.getByText('Tell the member why, so they know what to change')).toBeVisible();
  await detail.getByLabel('Message to the member').fill('Welcome to Ventura!');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, `${company} approved`)).toBeVisible();
  await expect(detail.getByText('Profile approved', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Close the profile' }).click();
  await expect(page.getByText('No profile matches these filters.')).toBeVisible();
  await page.getByRole('tab', { name: /^Approved/ }).click();
  await expect(page.getByRole('row').filter({ hasText: company }).getByText('Approved', { exact: true })).toBeVisible();

  const founderPage = await freshPage(browser);
  await openSignedIn(founderPage, founder, '/startups/dashboard');
  await expect(
    founderPage.getByRole('region', { name: 'Your profile' }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await founderPage.context().close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Subject').fill(founder.user.uuid);
  // The filter applies once typing settles; other journeys approve profiles too, so the row is this one's.
  await expect(page).toHaveURL(new RegExp(`subject=${founder.user.uuid}`));
  const entry = page.getByRole('row').filter({ hasText: 'Profile approved' }).filter({ hasText: founder.user.uuid });
  await expect(entry.getByRole('button', { name: 'Priya Raman: show only their actions' })).toBeVisible();
  await entry.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('“Welcome to Ventura!”')).toBeVisible();
});

test('an operator suspends and restores a member, and signs in as them for a reason', async ({ page, request }) => {
  await openSignedIn(page, priya, `/admin/members?search=${encodeURIComponent(founder.email)}`);
  const row = page.getByRole('row').filter({ hasText: 'Mira Qadir' });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Deactivate Mira Qadir' }).click();
  const suspend = page.getByRole('dialog', { name: 'Deactivate Mira Qadir?' });
  await suspend.getByLabel('Reason').fill('Spam');
  await suspend.getByRole('button', { name: 'Deactivate' }).click();
  await expect(suspend.getByText('Say why, in a few words')).toBeVisible();
  await suspend.getByLabel('Reason').fill('Reported for spam, checking');
  await suspend.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Account deactivated')).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Sign in as Mira Qadir' })).toBeDisabled();
  // Suspended: the founder's session is over.
  expect((await callApi(request, founder, 'GET', '/users/profile')).status()).toBe(401);

  await row.getByRole('button', { name: 'Re-activate Mira Qadir' }).click();
  const restore = page.getByRole('dialog', { name: 'Re-activate Mira Qadir?' });
  await restore.getByLabel('Reason').fill('Checked: not spam');
  await restore.getByRole('button', { name: 'Re-activate' }).click();
  await expect(toast(page, 'Account re-activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Sign in as Mira Qadir' }).click();
  const signInAs = page.getByRole('dialog', { name: 'Sign in as Mira Qadir?' });
  await signInAs.getByLabel('Reason').fill('Support ticket 4711: dashboard looks wrong');
  await signInAs.getByRole('button', { name: 'Sign in as this member' }).click();
  await expect(page).toHaveURL(/\/startups\/dashboard$/);
  await page.getByRole('button', { name: /account menu$/ }).click();
  await expect(page.getByText('Signed in by an operator')).toBeVisible();
});

test('the console is the operators’: a member finds no page there, and the API refuses them', async ({
  page,
  request,
}) => {
  const startup = await signUp(request, 'startup', 'Tarun Bhat', tenantOrigin(), {
    companyName: `Not An Operator ${run}`,
    servicesLookingFor: ['mentorship'],
  });
  for (const path of ['/admin/overview', '/admin/approvals', '/admin/members', '/admin/settings', '/admin/audit']) {
    const refused = await callApi(request, startup, 'GET', path);
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).message).toBe('Only the platform team can use the console');
  }
  expect((await callApi(request, startup, 'PATCH', '/admin/settings', { layout: 'top' })).status()).toBe(403);
  await openSignedIn(page, startup, '/admin/settings');
  await expect(page).toHaveURL(/\/errors\/404$/);
  await page.getByRole('button', { name: /account menu$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
});

test('a partner opens its Admin Console in a new tab: its startups alone, in the console’s frame', async ({
  page,
  context,
  request,
}) => {
  const kwame = await signInByEmail(request, 'kwame@ignite.demo');
  await openSignedIn(page, kwame, '/partners/dashboard');
  await page.getByRole('button', { name: /account menu$/ }).click();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Admin Console' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/admin\/startups$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Startup Portfolio' })).toBeVisible();
  await expect(tab.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
    'Startups',
    'Growth metrics',
    'Milestones',
  ]);
  // An operator's page is not the partner's: it goes back to the startups.
  await tab.goto('/admin/members');
  await expect(tab).toHaveURL(/\/admin\/startups$/);
});

// The console's pages pass axe in both themes, one test a page: each has its own time limit and its own
// line in the test summary (as one test of 24 scans it took 100 s on a quiet machine and ran out of time on
// a busy one).
test('operators reach the console from the profile menu; the overview passes axe in both themes', async ({ page }) => {
  await openSignedIn(page, priya, '/program-office-members/dashboard');
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Admin console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectNoAxeViolationsInBothThemes(page);
});

for (const [path, heading] of [
  ['/admin/approvals?status=all', 'Approvals'],
  ['/admin/members', 'Members'],
  ['/admin/audit', 'Audit log'],
] as const) {
  test(`the console's ${heading} page passes axe in both themes`, async ({ page }) => {
    await openSignedIn(page, priya, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
}

test("a profile's full read in the console passes axe in each theme", async ({ page }) => {
  // The profile's full read covers the header's theme toggle: each theme is scanned with it open.
  // Searched for, since other journeys add profiles in parallel and would push it off the first page.
  await openSignedIn(page, priya, `/admin/approvals?status=all&search=${run}`);
  for (const _theme of ['one', 'the other']) {
    await page.getByRole('link', { name: company }).click();
    const detail = page.getByRole('dialog', { name: company });
    await expect(detail.getByRole('heading', { name: 'History' })).toBeVisible();
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: 'Close the profile' }).click();
    await page.getByRole('button', { name: /^Switch to (light|dark) theme$/ }).click();
  }
});

for (const tab of ['brand', 'features', 'account-types', 'connections', 'other']) {
  test(`the console's settings tab ${tab} passes axe in both themes`, async ({ page }) => {
    await openSignedIn(page, priya, `/admin/settings?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });
}

test('an operator creates an invite code that signs people up, then retires it; a bad window is refused', async ({
  page,
  request,
}) => {
  const code = `E2E-${run}`.slice(0, 32);
  await openSignedIn(page, priya, '/admin/settings?tab=invite-codes');
  const form = page.getByRole('region', { name: 'Create an invite code' });
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('Use 4 to 32 letters, digits or dashes')).toBeVisible();
  await form.getByLabel('Code').fill(code.toLowerCase());
  await pickOption(form.getByRole('combobox', { name: 'Account type' }), 'Startup');
  await form.getByLabel('Most uses').fill('25');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(toast(page, `Invite code ${code} created`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Invite codes' }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Startup');
  await expect(row).toContainText('0 of 25');
  // A visitor's sign-up page checks the code without a session.
  expect((await request.get(`${tenantOrigin()}/api/v1/verify-invite-code/${code}`)).status()).toBe(200);
  await expectNoAxeViolations(page, '#main-content');

  await row.getByRole('button', { name: `Retire ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
  await expect(toast(page, 'Invite code retired')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`${tenantOrigin()}/api/v1/verify-invite-code/${code}`)).status()).toBe(404);

  // A maintenance window that ends before it starts is refused on its field, and nothing is announced.
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  const announce = page.getByRole('region', { name: 'Announce maintenance' });
  await announce.getByRole('textbox', { name: 'Title', exact: true }).fill('Database upgrade');
  await announce.getByRole('textbox', { name: 'Message', exact: true }).fill('The platform will be down for an hour.');
  await announce.getByLabel('Starts').fill('2030-01-02T10:00');
  await announce.getByLabel('Ends').fill('2030-01-02T09:00');
  await announce.getByRole('button', { name: 'Announce' }).click();
  await expect(announce.getByText('The window must end after it starts')).toBeVisible();
  const windows = await callApi(request, priya, 'GET', '/admin/maintenance');
  expect((await windows.json()).data.some((w: { title: string }) => w.title === 'Database upgrade')).toBe(false);
  await expectNoAxeViolations(page, '#main-content');
});
