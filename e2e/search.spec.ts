import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { pickOption } from './support/select.ts';
import { callApi, openSignedIn, signInByEmail, signUp, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * Directories and search from the member's side: a startup filters investors by industry and stage,
 * saves the filter and opens it again, compares two investors side by side, and finds a startup through
 * the header's global search despite a typo; under three characters nothing is asked of the server.
 * Every profile the journey needs is made here with a unique name and approved, so no demo data counts.
 */

const run = `${Date.now()}`.slice(-7);
const names = {
  first: `Fintrust Capital ${run}`,
  second: `Harbor Seed Partners ${run}`,
  otherStage: `Lateral Growth Fund ${run}`,
  searcher: `Orbitwise ${run}`,
  typoTarget: `Quorvalent Fintech ${run}`,
};
/** 'Quorvalent' with one letter wrong, as a hurried person types it. */
const typo = 'quorvalant';

type Term = { code: string; name: string };

const expectOk = async (response: Awaited<ReturnType<typeof callApi>>) =>
  expect(response.status(), await response.text()).toBeLessThan(300);
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const termsOf = async (request: APIRequestContext, session: TestSession, taxonomy: string): Promise<Term[]> =>
  (await (await callApi(request, session, 'GET', `/${taxonomy}`)).json()).data;

/** Name searches of the web: global, public, a directory's own and the typo-tolerant ones. */
const isNameSearch = (url: string) =>
  /\/api\/v1\/(search-global\/|public\/search\/|[a-z_]+\/profile\/[^/]+$|search-(startups|investors|corporates|mentors|service-providers|partners|individuals)\/)/.test(
    new URL(url).pathname,
  );

/** Opens a directory from the menu's Connect group, unfolding it first when it is closed. */
const openDirectory = async (page: Page, label: string) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  const link = menu.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await menu.getByText('Connect', { exact: true }).click();
  await link.click();
};

/** The address holds the industry and the stage chosen. */
const filtered = (url: URL) =>
  url.searchParams.get('industries') === industry.code && url.searchParams.get('fundingStages') === stage.code;

let searcher: TestSession;
let industry: Term;
let stage: Term;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  const approve = async (session: TestSession) =>
    expectOk(
      await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, {
        decision: 'approved',
      }),
    );
  const [industries, stages] = await Promise.all([
    termsOf(request, operator, 'industries'),
    termsOf(request, operator, 'funding-stages'),
  ]);
  // Any industry but the catch-all one the tenant lists first.
  const firstIndustry = industries.find((term) => term.name !== 'Horizontal') ?? industries[0];
  const [firstStage, secondStage] = stages;
  if (!firstIndustry || !firstStage || !secondStage) throw new Error('The demo tenant has no industries or stages');
  industry = firstIndustry;
  stage = firstStage;

  const investors: Array<[string, Term]> = [
    [names.first, firstStage],
    [names.second, firstStage],
    [names.otherStage, secondStage],
  ];
  for (const [name, investsAt] of investors) {
    const investor = await signUp(request, 'investor', 'Dev Mehta', tenantOrigin(), {
      investorType: 'organization',
      organizationName: name,
    });
    await expectOk(
      await callApi(request, investor, 'PATCH', '/investors/investments-information', {
        industries: [industry.code],
        fundingStages: [investsAt.code],
        ticketMin: 100_000,
        ticketMax: 2_000_000,
      }),
    );
    await approve(investor);
  }
  const target = await signUp(request, 'startup', 'Lena Park', tenantOrigin(), {
    companyName: names.typoTarget,
    servicesLookingFor: ['fundraising'],
  });
  await approve(target);
  searcher = await signUp(request, 'startup', 'Ravi Iyer', tenantOrigin(), {
    companyName: names.searcher,
    servicesLookingFor: ['fundraising'],
  });
  await approve(searcher);
  await request.dispose();
});

test('a startup filters investors, saves the filter, opens it again and compares two investors', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, searcher, '/startups/dashboard');
  await openDirectory(page, 'Investors');
  await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });

  await pickOption(filters.getByRole('combobox', { name: 'Industry' }), industry.name);
  await page.keyboard.press('Escape');
  await pickOption(filters.getByRole('combobox', { name: 'Stages invested in' }), stage.name);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(filtered);

  const card = (name: string) => page.getByRole('article', { name });
  await expect(card(names.first)).toBeVisible();
  await expect(card(names.second)).toBeVisible();
  await expect(card(names.otherStage)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove filter Stages invested in: ${stage.name}` })).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');

  // Save the filter, leave, and apply it again from the saved list.
  const filterName = `Seed investors ${run}`;
  await page.getByRole('button', { name: 'Save filter' }).click();
  const save = page.getByRole('dialog', { name: 'Save filter' });
  await save.getByRole('button', { name: 'Save filter' }).click();
  await expect(save.getByText('Name the filter')).toBeVisible();
  await save.getByLabel('Filter name').fill(filterName);
  await save.getByRole('button', { name: 'Save filter' }).click();
  await expect(toast(page, 'Filter saved')).toBeVisible();

  await openDirectory(page, 'Startups');
  await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();
  await page.goto('/search/investors');
  await expect(card(names.otherStage)).toBeVisible();
  await page.getByRole('button', { name: `Apply saved filter ${filterName}` }).click();
  await expect(page).toHaveURL(filtered);
  await expect(card(names.first)).toBeVisible();
  await expect(card(names.second)).toBeVisible();
  await expect(card(names.otherStage)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Apply saved filter ${filterName}` })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Rename it: the server's answer is the toast.
  await page.getByRole('button', { name: `More for ${filterName}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${filterName}”` });
  await rename.getByLabel('Filter name').fill(`${filterName} (renamed)`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'Filter updated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Apply saved filter ${filterName} (renamed)` })).toBeVisible();

  // Two investors side by side.
  await card(names.first)
    .getByRole('button', { name: `Compare ${names.first}` })
    .click();
  await card(names.second)
    .getByRole('button', { name: `Compare ${names.second}` })
    .click();
  await expect(card(names.first).getByRole('button', { name: `Compare ${names.first}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const tray = page.getByRole('complementary', { name: 'Compare investors (2/4)' });
  await tray.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare investors' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: names.first })).toBeVisible();
  await expect(table.getByRole('link', { name: names.second })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Industries/ }).getByText(industry.name)).toHaveCount(2);
  await expect(table.getByRole('row', { name: /^Stages you invest in/ }).getByText(stage.name)).toHaveCount(2);
  await expectNoAxeViolations(page, '#main-content');

  // Out of the comparison, and the list remembers it after a reload.
  await page.getByRole('button', { name: `Remove ${names.second} from compare` }).click();
  await expect(table.getByRole('link', { name: names.second })).toHaveCount(0);
  await page.goto('/search/compare/investors');
  await expect(page.getByRole('table').getByRole('link', { name: names.first })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: names.second })).toHaveCount(0);

  // From an investor's own page too.
  await page.goto('/search/investors');
  await card(names.second).getByRole('link', { name: names.second }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.second })).toBeVisible();
  const toggle = page.getByRole('button', { name: `Compare ${names.second}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Delete the saved filter, after saying yes.
  await page.goto('/search/investors');
  await expect(page.getByRole('complementary', { name: 'Compare investors (2/4)' })).toBeVisible();
  await page.getByRole('button', { name: `More for ${filterName} (renamed)` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete “${filterName} (renamed)”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Filter deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Apply saved filter ${filterName} (renamed)` })).toHaveCount(0);
});

test('global search forgives a typo and asks nothing under three characters', async ({ page }) => {
  test.setTimeout(60_000);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isNameSearch(request.url())) searches.push(request.url());
  });
  await openSignedIn(page, searcher, '/startups/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox', { name: 'Search profiles by name' });
  await expect(input).toBeFocused();
  await input.pressSequentially('qu');
  await page.waitForTimeout(800);
  await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible();
  expect(searches).toEqual([]);

  await input.fill(typo);
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  const startups = results.getByRole('group', { name: 'Startups' });
  await expect(startups.getByRole('option', { name: new RegExp(names.typoTarget) })).toBeVisible();
  expect(searches.some((url) => url.includes(`/search-global/${typo}`))).toBe(true);
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Arrow keys to the startup, Enter to open it.
  const options = results.getByRole('option');
  const count = await options.count();
  for (let index = 0; index < count; index++) {
    await input.press('ArrowDown');
    if ((await options.nth(index).textContent())?.includes(names.typoTarget)) break;
  }
  await input.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: names.typoTarget })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // '/' opens it too, when no field has the focus; Escape closes it.
  await page.keyboard.press('/');
  await expect(dialog.getByRole('combobox', { name: 'Search profiles by name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The full results page, and the directory's own box: two letters ask nothing there either.
  searches.length = 0;
  await page.goto(`/global-search?q=${typo}`);
  await expect(
    page.getByRole('region', { name: /Startups/ }).getByRole('link', { name: names.typoTarget }),
  ).toBeVisible();
  await page.goto('/search/startups');
  await page.getByRole('combobox', { name: 'Search startups' }).pressSequentially('qu');
  await page.waitForTimeout(800);
  expect(searches.filter((url) => !url.includes('/search-global/'))).toEqual([]);
});

test('signed out, the startups directory is open and the others ask for sign-in; the API agrees', async ({
  page,
  request,
}) => {
  await page.goto(`/search/startups?q=${encodeURIComponent(names.typoTarget)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();
  await expect(page.getByRole('article', { name: names.typoTarget })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save filter' })).toHaveCount(0);
  await expectNoAxeViolations(page, '#main-content');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoAxeViolations(page, '#main-content');

  // Global search signed out: the public directories only, typos forgiven there too.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search profiles by name' }).fill(typo);
  await expect(dialog.getByRole('option', { name: new RegExp(names.typoTarget) })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/search/investors');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see investors' })).toBeVisible();

  expect((await callApi(request, null, 'GET', '/startups/search')).status()).toBe(200);
  expect((await callApi(request, null, 'GET', '/investors/search')).status()).toBe(401);
  expect((await callApi(request, null, 'GET', '/search-filters')).status()).toBe(401);
  // Someone else's saved filter is not theirs to read or delete.
  const stranger = await signUp(request, 'mentor', 'Asha Pillai');
  const own = await callApi(request, searcher, 'POST', '/search-filters', {
    name: `Private ${run}`,
    accountType: 'investor',
    filters: { industries: [industry.code] },
  });
  expect(own.status(), await own.text()).toBe(200);
  const id = (await own.json()).data.id;
  expect((await callApi(request, stranger, 'GET', `/search-filters/${id}`)).status()).toBe(404);
  expect((await callApi(request, stranger, 'DELETE', `/search-filters/${id}`)).status()).toBe(404);
});
