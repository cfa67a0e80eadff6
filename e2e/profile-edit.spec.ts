import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { tinyPng as logoPng } from './support/images.ts';
import { pickOption } from './support/select.ts';
import { callApi, openSignedIn, signUp, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * Profile edit pages and the startup's guided flow, from the member's side: sections saved from forms
 * built from the registry, lists, the logo, the approval request and the edit lock.
 */

/** WCAG A and AA checks of the page's own content; the shell around it has its own journeys. */
const expectNoAxeViolationsInMain = (page: Page) => expectNoAxeViolations(page, '#main-content');

/** Opens a select by its label, narrows it by typing, and picks the option; a multi-select is closed after. */
const choose = async (scope: Locator | Page, label: string, typed: string, option: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await pickOption(input, option, typed);
  await page.keyboard.press('Escape');
  return input;
};

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a new startup completes its profile step by step, uploads a logo and requests approval', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const startup = await signUp(request, 'startup', 'Nina Patel', tenantOrigin(), {
    companyName: 'Nimbus Labs',
    servicesLookingFor: ['mentorship'],
  });
  await openSignedIn(page, startup, '/startups/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your startup profile' })).toBeVisible();

  // Step 1: the main section, with the logo.
  const info = page.getByRole('region', { name: 'Startup information' });
  await expect(info.getByText('Still needed:')).toBeVisible();
  await expect(info.getByLabel('Startup name')).toHaveValue('Nimbus Labs');
  await expectNoAxeViolationsInMain(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'nimbus.png', mimeType: 'image/png', buffer: logoPng });
  await expect(toast(page, 'Logo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of Nimbus Labs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();

  await info.getByLabel('What does your startup do?').fill('Weather-aware irrigation for smallholder farms.');
  await info.getByLabel('Year founded').fill('2021');
  await info.getByLabel('Team size').fill('8');
  await choose(info, 'Country', 'Indi', 'India');
  await choose(info, 'State', 'Mahar', 'Maharashtra');
  await choose(info, 'City', 'Pun', 'Pune');
  await info.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(page, 'Start Up Information Updated')).toBeVisible();

  // Step 2: industries and technology, from the tenant's taxonomies.
  const industry = page.getByRole('region', { name: 'Industry and technology' });
  await choose(industry, 'Industries', 'Agri', 'Agriculture & Agritech');
  await choose(industry, 'Technologies', 'Internet', 'Internet of Things');
  await choose(industry, 'Business models', 'B2B', 'B2B');
  await industry.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(page, 'Industry and technology updated')).toBeVisible();

  // Step 3: the product.
  const product = page.getByRole('region', { name: 'Product', exact: true });
  await choose(product, 'Product stage', 'Prot', 'Prototype');
  await product.getByLabel('What the product does and for whom').fill('Soil sensors and an SMS advisory service.');
  await product.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(page, 'Product information updated')).toBeVisible();

  // Step 4: financial details.
  const financial = page.getByRole('region', { name: 'Financial details' });
  await choose(financial, 'Funding stage', 'Pre-s', 'Pre-seed');
  await choose(financial, 'Annual revenue', 'Pre', 'Pre-revenue');
  await financial.getByLabel('Amount you are raising').fill('1500000');
  await expect(financial.getByLabel('Amount you are raising')).toHaveValue('1,500,000');
  await financial.getByRole('button', { name: 'Save and continue' }).click();
  await expect(toast(page, 'Financial details updated')).toBeVisible();

  // Step 5: at least one founder.
  const founders = page.getByRole('region', { name: 'Founders' });
  const newFounder = founders.getByRole('form', { name: 'New founder' });
  await newFounder.getByLabel('Name').fill('Nina Patel');
  await newFounder.getByLabel('Role').fill('Chief executive');
  await newFounder.getByRole('button', { name: 'Add founder' }).click();
  await expect(toast(page, 'Founder added')).toBeVisible();
  await expect(founders.getByRole('listitem').filter({ hasText: 'Nina Patel' })).toContainText('Chief executive');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review: complete, then the request.
  const review = page.getByRole('region', { name: 'Review and request approval' });
  await expect(review.getByText('Your profile is complete')).toBeVisible();
  await expect(review.getByRole('progressbar', { name: /^Profile \d+% complete$/ })).toBeVisible();
  await expect(review.getByText('Draft', { exact: true })).toBeVisible();
  await expectNoAxeViolationsInMain(page);
  await review.getByRole('button', { name: 'Request approval' }).click();
  await expect(toast(page, 'Profile approval request sent!')).toBeVisible();
  await expect(review.getByText('Under review', { exact: true })).toBeVisible();
  await expect(review.getByText('Your profile was sent for approval.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Request approval' })).toBeDisabled();

  const saved = await callApi(request, startup, 'GET', '/startups/information');
  const profile = (await saved.json()).data;
  expect(profile.approvalStatus).toBe('submitted');
  expect(profile.logo).toEqual(expect.any(String));
  expect(profile.values).toMatchObject({ city: 'Pune', stateCode: 'MH', countryCode: 'IN', teamSize: 8 });
  expect(profile.lists.founders).toHaveLength(1);
});

/** Registers an organisation investor the way the sign-up page does. */
const newInvestor = (request: APIRequestContext, organizationName: string) =>
  signUp(request, 'investor', 'Ira Sen', tenantOrigin(), {
    investorType: 'organization',
    organizationName,
    website: 'https://harbour.example.com',
  });

test('an investor edits organization details and investment focus, and finds them after a reload', async ({
  page,
  request,
}) => {
  const investor = await newInvestor(request, 'Harbour Capital');
  await openSignedIn(page, investor, '/investors/edit/organization-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your investor profile' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(nav.getByRole('link', { name: /Organization details/ })).toHaveAttribute('aria-current', 'page');

  const details = page.getByRole('region', { name: 'Organization details' });
  await expect(details.getByLabel('Organization name')).toHaveValue('Harbour Capital');
  await details.getByLabel('Tagline').fill('Seed cheques for climate founders');
  await details.getByLabel('About the organization').fill('We back founders who fix how food is grown.');
  // By keyboard alone: into the country box, narrow the list, pick with the arrow and Enter. The box is
  // disabled until the countries have loaded, and keys typed into it then are lost.
  const country = details.getByRole('combobox', { name: 'Country', exact: true });
  await expect(country).toBeEnabled();
  await details.getByLabel('Year founded').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  await page.keyboard.type('India');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('India');
  await expect(details.getByRole('combobox', { name: 'State', exact: true })).toBeEnabled();
  await details.getByLabel('Fund size').fill('25000000');
  await expect(details.getByLabel('Fund size')).toHaveValue('25,000,000');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Organization details updated')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Organization details/ })).toContainText('Complete');
  await expectNoAxeViolationsInMain(page);

  await nav.getByRole('link', { name: /Investment focus/ }).click();
  await expect(page).toHaveURL(/\/investors\/edit\/investments-details$/);
  const focus = page.getByRole('region', { name: 'Investment focus' });
  await choose(focus, 'Industries', 'Clim', 'Climate & Sustainability');
  await choose(focus, 'Stages you invest in', 'Seed', 'Seed');
  await focus.getByLabel('Smallest cheque').fill('100000');
  await focus.getByLabel('Largest cheque').fill('750000');
  await focus.getByLabel('Portfolio companies').fill('GreenLeaf Agritech');
  await focus.getByLabel('Portfolio companies').press('Enter');
  await focus.getByRole('switch', { name: 'Currently making new investments' }).check();
  await focus.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Investment focus updated')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Investment focus' });
  await expect(reloaded.getByLabel('Largest cheque')).toHaveValue('750,000');
  await expect(reloaded.getByText('Climate & Sustainability')).toBeVisible();
  await expect(reloaded.getByText('GreenLeaf Agritech')).toBeVisible();
  await expect(reloaded.getByRole('switch', { name: 'Currently making new investments' })).toBeChecked();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: /Organization details/ })
    .click();
  const details2 = page.getByRole('region', { name: 'Organization details' });
  await expect(details2.getByLabel('Tagline')).toHaveValue('Seed cheques for climate founders');
  await expect(details2.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
});

test('a bad value shows its problem on the field, from the form and from the server', async ({ page, request }) => {
  const investor = await newInvestor(request, 'Quay Partners');
  await openSignedIn(page, investor, '/investors/edit/organization-details');
  const details = page.getByRole('region', { name: 'Organization details' });
  const website = details.getByLabel('Website');
  await website.fill('not a site');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(/Website must be a web address such as https:\/\/example.com/);
  await expect(website).toBeFocused();

  // A rule only the server knows (a range's ends in order) comes back onto its field.
  await page.goto('/investors/edit/investments-details');
  const focus = page.getByRole('region', { name: 'Investment focus' });
  await focus.getByLabel('Smallest cheque').fill('500000');
  await focus.getByLabel('Largest cheque').fill('100000');
  await focus.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Largest cheque must be at least the smallest cheque')).toBeVisible();
  await expect(focus.getByLabel('Largest cheque')).toHaveAccessibleDescription(
    /Largest cheque must be at least the smallest cheque/,
  );

  const stored = await callApi(request, investor, 'GET', '/investors/information');
  expect((await stored.json()).data.values).toMatchObject({ website: 'https://harbour.example.com', ticketMax: null });
});

test('a list item is changed in place and removed after a confirmation', async ({ page, request }) => {
  const startup = await signUp(request, 'startup', 'Omar Aziz', tenantOrigin(), {
    companyName: 'Delta Looms',
    servicesLookingFor: ['mentorship'],
  });
  await openSignedIn(page, startup, '/startups/edit/advisory-board');
  const board = page.getByRole('region', { name: 'Advisory board' });
  await expect(board.getByText('No advisory board yet.')).toBeVisible();
  const form = board.getByRole('form', { name: 'New advisor' });
  await form.getByLabel('Name').fill('Leela Rao');
  await form.getByLabel('LinkedIn profile').fill('linkedin');
  await form.getByRole('button', { name: 'Add advisor' }).click();
  await expect(form.getByLabel('LinkedIn profile')).toHaveAccessibleDescription(/must be a web address/);
  await form.getByLabel('LinkedIn profile').fill('https://linkedin.com/in/leela');
  await form.getByRole('button', { name: 'Add advisor' }).click();
  await expect(toast(page, 'Advisor added')).toBeVisible();

  const card = board.getByRole('listitem').filter({ hasText: 'Leela Rao' });
  await card.getByRole('button', { name: 'Edit Leela Rao' }).click();
  await card.getByLabel('Organization').fill('Textile Guild');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Advisor updated')).toBeVisible();
  await expect(card).toContainText('Textile Guild');

  await card.getByRole('button', { name: 'Remove Leela Rao' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Leela Rao?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Advisor removed')).toBeVisible();
  await expect(board.getByText('No advisory board yet.')).toBeVisible();
});

test('a logo that is too large or not an image is refused with its reason', async ({ page, request }) => {
  const investor = await newInvestor(request, 'Mooring Fund');
  await openSignedIn(page, investor, '/investors/edit/organization-details');
  const logo = page.getByRole('region', { name: 'Logo' });
  await expect(logo.getByText('PNG, JPEG, WebP or GIF, up to 512 KB.')).toBeVisible();

  // Checked here first: nothing is sent.
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/upload/logo')) uploads += 1;
  });
  const tooLarge = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await (await tooLarge).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(logo.getByRole('alert')).toHaveText('The logo must be at most 512 KB; this file is 600 KB.');
  expect(uploads).toBe(0);

  // A file that only calls itself an image: the server reads its bytes and refuses it.
  const fake = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: 'Upload logo' }).click();
  await (await fake).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(toast(page, 'Error while uploading logo!')).toBeVisible();
  await expect(logo.getByRole('alert')).not.toBeEmpty();
  expect(uploads).toBe(1);
  const stored = await callApi(request, investor, 'GET', '/investors/information');
  expect((await stored.json()).data.logo).toBeNull();
});

/** Fills every required field of a startup through the API, with codes from the tenant's own lists. */
const completeByApi = async (request: APIRequestContext, session: TestSession) => {
  const firstCode = async (taxonomy: string) => {
    const answer = await callApi(request, session, 'GET', `/${taxonomy}`);
    return String((await answer.json()).data[0].code);
  };
  const [industry, technology, model, stage, funding] = await Promise.all(
    ['industries', 'technologies', 'business-models', 'product-stages', 'funding-stages'].map(firstCode),
  );
  const saves: Array<[string, Record<string, unknown>]> = [
    [
      '/startups/information',
      { about: 'Kites that map crops.', foundedYear: 2022, teamSize: 4, countryCode: 'IN', city: 'Pune' },
    ],
    ['/startups/industry-technology', { industries: [industry], technologies: [technology], businessModels: [model] }],
    ['/startups/product', { productStage: stage, productDescription: 'Aerial crop maps.' }],
    ['/startups/financials', { fundingStage: funding, revenueBand: 'pre_revenue' }],
  ];
  for (const [path, body] of saves) {
    const saved = await callApi(request, session, 'PATCH', path, body);
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const founder = await callApi(request, session, 'POST', '/startups/founders', {
    name: 'Ola Berg',
    designation: 'CEO',
  });
  expect(founder.status(), await founder.text()).toBe(200);
};

test('a submitted startup on a tenant that locks updates is sent home from edit pages, and the API refuses', async ({
  page,
  request,
}) => {
  const alpha = tenantOrigin('alpha');
  const startup = await signUp(request, 'startup', 'Ola Berg', alpha, {
    companyName: 'Kite Fields',
    servicesLookingFor: ['mentorship'],
  });
  await completeByApi(request, startup);
  await openSignedIn(page, startup, '/startups/complete-profile');
  const review = page.getByRole('region', { name: 'Review and request approval' });
  await expect(review.getByText('Your profile is complete')).toBeVisible();
  await review.getByRole('button', { name: 'Request approval' }).click();
  await expect(toast(page, 'Profile approval request sent!')).toBeVisible();
  await expect(review.getByText('Under review', { exact: true })).toBeVisible();

  await page.goto(`${alpha}/startups/edit/financial-details`);
  await expect(page).toHaveURL(/\/startups\/dashboard$/);
  await expect(toast(page, 'Your profile is under review')).toBeVisible();

  // The page is only the front: the server refuses the same change asked for directly.
  const refused = await callApi(request, startup, 'PATCH', '/startups/financials', { raisingFunds: true });
  expect(refused.status()).toBe(403);
  const stored = await callApi(request, startup, 'GET', '/startups/information');
  expect((await stored.json()).data.values.raisingFunds).not.toBe(true);
});

test('edit pages belong to their own account type and a section of another investor type leads to its own', async ({
  page,
  request,
}) => {
  const investor = await newInvestor(request, 'Pier Ventures');
  await openSignedIn(page, investor, '/startups/edit/startup-information');
  await expect(page).toHaveURL(/\/investors\/dashboard$/);
  await page.goto('/investors/edit/individual-investments-details');
  await expect(page).toHaveURL(/\/investors\/edit\/investments-details$/);
  await page.goto('/investors/edit/no-such-section');
  await expect(page).toHaveURL(/\/errors\/404$/);

  // Asked directly, another type's section and list are refused too.
  const section = await callApi(request, investor, 'PATCH', '/startups/information', { tagline: 'Not mine' });
  expect(section.status()).toBe(403);
  const founder = await callApi(request, investor, 'POST', '/startups/founders', { name: 'Eve', designation: 'CEO' });
  expect(founder.status()).toBe(403);
});
