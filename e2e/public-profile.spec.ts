import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, openSignedIn, signInByEmail, signUp, type TestSession, tenantOrigin } from './support/session.ts';

/**
 * Public profiles from the visitor's side, the dashboard's completeness and approval request, and the
 * sign-out of a rejected profile. Orbit Robotics (alpha, approved) is filled in here through the API the
 * way its holder would, with values no other test uses, so what must stay private can be looked for.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`;
const secrets = {
  registrationNumber: `ORB-REG-${stamp}`,
  pitchDeckUrl: `https://orbit.example.com/deck-${stamp}.pdf`,
  founderEmail: `founder-${stamp}@orbit-robotics.test`,
};

let tom: TestSession;
let profilePath = '';
let shortUrl = '';

const expectOk = async (response: Awaited<ReturnType<typeof callApi>>) =>
  expect(response.status(), await response.text()).toBe(200);

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  tom = await signInByEmail(request, 'tom@orbit.demo', tenantOrigin('alpha'));
  await expectOk(
    await callApi(request, tom, 'PATCH', '/startups/information', {
      tagline: 'Warehouse robots that pick, pack and learn',
      about: 'Orbit Robotics builds picking robots for mid-sized warehouses.',
      foundedYear: 2020,
      teamSize: 24,
      countryCode: 'IN',
      stateCode: 'MH',
      city: 'Pune',
      registrationNumber: secrets.registrationNumber,
    }),
  );
  await expectOk(
    await callApi(request, tom, 'PATCH', '/startups/industry-technology', {
      industries: ['manufacturing', 'logistics'],
      technologies: ['robotics', 'computer-vision'],
    }),
  );
  await expectOk(
    await callApi(request, tom, 'PATCH', '/startups/financials', {
      fundingStage: 'series-a',
      revenueBand: '1m_10m',
      raisingFunds: true,
      fundingAsk: 5_000_000,
      pitchDeckUrl: secrets.pitchDeckUrl,
    }),
  );
  await expectOk(
    await callApi(request, tom, 'POST', '/startups/founders', {
      name: 'Tom Baker',
      designation: 'Founder and CEO',
      email: secrets.founderEmail,
      bio: 'Built robots for car plants for a decade.',
    }),
  );
  const own = await callApi(request, tom, 'GET', '/startups/information');
  profilePath = (await own.json()).data.profileUrl;
  shortUrl = (await own.json()).data.shortUrl;
  expect(profilePath).toBe(`/startups/profile/${tom.user.uuid}/orbit-robotics`);
  await request.dispose();
});

const alpha = (path: string) => `${tenantOrigin('alpha')}${path}`;
const header = (page: Page) => page.getByRole('heading', { level: 1 });

test('a signed-out visitor sees a startup’s public fields and none of its private ones', async ({ page, request }) => {
  await page.goto(alpha(profilePath));
  await expect(header(page)).toHaveText('Orbit Robotics');
  await expect(page).toHaveTitle(/^Orbit Robotics \| /);
  await expect(page.getByText('Warehouse robots that pick, pack and learn')).toBeVisible();
  await expect(page.getByText('Pune, Maharashtra, India')).toBeVisible();
  await expect(page.getByText('Raising funds now')).toBeVisible();

  const technology = page.getByRole('region', { name: 'Industry and technology' });
  await expect(technology.getByText('Manufacturing & Industry 4.0')).toBeVisible();
  await expect(technology.getByText('Robotics & Automation')).toBeVisible();
  const money = page.getByRole('region', { name: 'Financial details' });
  await expect(money.getByText('Series A', { exact: true })).toBeVisible();

  const founder = page.getByRole('region', { name: 'Founders' }).getByRole('article', { name: 'Tom Baker' });
  await expect(founder.getByText('Founder and CEO')).toBeVisible();
  await expect(founder.getByText('Built robots for car plants for a decade.')).toBeVisible();

  await expect(
    page.getByText(/^Sign in to see registration number, annual revenue, amount you are raising/),
  ).toBeVisible();
  const html = await page.content();
  for (const secret of Object.values(secrets)) expect(html).not.toContain(secret);
  expect(html).not.toContain('1m_10m');
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  // Alpha is dark by default; the light scheme too.
  await expectNoAxeViolations(page, '#main-content');
  await page.evaluate(() => localStorage.setItem('ventura-color-scheme', 'light'));
  await page.reload();
  await expect(page.getByText('Raising funds now')).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');

  // The API refuses the same fields to anyone who asks without signing in.
  const answer = await callApi(
    request,
    null,
    'GET',
    `/startups/public/${tom.user.uuid}`,
    undefined,
    tenantOrigin('alpha'),
  );
  const body = await answer.text();
  for (const secret of Object.values(secrets)) expect(body).not.toContain(secret);

  // Sign in from the notice, and the sign-in page comes back here.
  await page.getByRole('region', { name: 'More of this profile' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('ventura-after-login'))).toBe(profilePath);
});

test('the holder sees every field of their profile, an Edit profile link, and stays signed in', async ({ page }) => {
  await openSignedIn(page, tom, profilePath);
  await expect(header(page)).toHaveText('Orbit Robotics');
  await expect(page.getByText(secrets.registrationNumber)).toBeVisible();
  await expect(page.getByRole('link', { name: `orbit.example.com/deck-${stamp}.pdf` })).toBeVisible();
  await expect(page.getByRole('link', { name: secrets.founderEmail })).toBeVisible();
  await expect(page.getByText('Connections only').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/startups/edit/startup-information',
  );
  await expect(page.getByText(/Sign in to see/)).toHaveCount(0);
  // Alpha signs rejected profiles out; an approved one is left alone well past the 1.5 s + 1 s.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(alpha(profilePath));
  await expect(page.getByRole('button', { name: /account menu$/ })).toBeVisible();
});

test('a wrong or missing slug moves to the canonical address; an unknown profile is a 404', async ({ page }) => {
  await page.goto(alpha(`/startups/profile/${tom.user.uuid}/old-name?from=mail`));
  await expect(header(page)).toHaveText('Orbit Robotics');
  await expect(page).toHaveURL(alpha(`${profilePath}?from=mail`));

  await page.goto(alpha(`/startups/profile/${tom.user.uuid}`));
  await expect(page).toHaveURL(alpha(profilePath));

  // A startup's id under another type's address, an unknown id and a malformed one are not there.
  for (const path of [
    `/investors/profile/${tom.user.uuid}/orbit-robotics`,
    '/startups/profile/0f8fad5b-d9cb-469f-a165-70867728950e/nobody',
    '/startups/profile/not-a-profile/nobody',
  ]) {
    await page.goto(alpha(path));
    await expect(page).toHaveURL(alpha('/errors/404'));
    await expect(header(page)).toHaveText('Page not found');
  }
});

test('the short link a visitor copies from the profile leads back to it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tenantOrigin('alpha') });
  await page.goto(alpha(profilePath));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(alpha(shortUrl));
  expect(shortUrl).toMatch(/^\/p\/[0-9a-f]{10}$/);
  await page.goto(copied);
  await expect(page).toHaveURL(alpha(profilePath));
  await expect(header(page)).toHaveText('Orbit Robotics');
  await page.goto(alpha('/p/0000000000'));
  await expect(page).toHaveURL(alpha('/errors/404'));
});

test('My Profile in the menu opens the signed-in profile’s public page', async ({ page }) => {
  await openSignedIn(page, tom, '/startups/dashboard');
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(alpha(profilePath));
  await expect(header(page)).toHaveText('Orbit Robotics');
});

test('a new startup completes its profile from the dashboard and requests approval', async ({ page, request }) => {
  const founder = await signUp(request, 'startup', 'Maya Pillai', tenantOrigin(), {
    companyName: 'Tidewater Labs',
    servicesLookingFor: ['mentorship'],
  });
  await openSignedIn(page, founder, '/startups/dashboard');
  const card = page.getByRole('region', { name: 'Profile completeness' });
  await expect(card.getByText(/^\d+% of your profile is filled in\.$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '/startups/edit/founders');
  await expect(card.getByRole('button', { name: 'Request approval' })).toBeDisabled();
  await expect(card.getByText('Complete the missing parts to request approval.')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByText('Draft', { exact: true })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
    'href',
    `/startups/profile/${founder.user.uuid}/tidewater-labs`,
  );
  await expectNoAxeViolations(page, '#main-content');

  for (const [path, body] of [
    [
      '/startups/information',
      {
        about: 'Tidewater Labs turns ocean data into forecasts for fishing cooperatives.',
        foundedYear: 2024,
        teamSize: 6,
        countryCode: 'IN',
        stateCode: 'KA',
        city: 'Bengaluru',
      },
    ],
    [
      '/startups/industry-technology',
      { industries: ['climate'], technologies: ['data-analytics'], businessModels: ['b2b'] },
    ],
    ['/startups/product', { productStage: 'mvp', productDescription: 'Forecasts of catch and weather by boat.' }],
    ['/startups/financials', { fundingStage: 'pre-seed', revenueBand: 'pre_revenue' }],
  ] as const) {
    await expectOk(await callApi(request, founder, 'PATCH', path, body));
  }
  await expectOk(
    await callApi(request, founder, 'POST', '/startups/founders', { name: 'Maya Pillai', designation: 'CEO' }),
  );

  await page.reload();
  await expect(card.getByText('Every required part is filled in.')).toBeVisible();
  await card.getByRole('button', { name: 'Request approval' }).click();
  await expect(page.getByText('Profile approval request sent!')).toBeVisible();
  await expect(profile.getByText('Under review', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request approval' })).toBeDisabled();
  await expect(card.getByText('Approval requested: you will hear once the platform team has decided.')).toBeVisible();
  // Asking twice is refused by the server, whatever the page shows.
  const again = await callApi(request, founder, 'PATCH', '/startups/request/approval');
  expect(again.status()).toBe(409);
});

test('a rejected profile on a tenant that signs them out is signed out with a toast', async ({ page, request }) => {
  const leo = await signInByEmail(request, 'leo@nimbus.demo', tenantOrigin('alpha'));
  // Any signed-in page: here Account Settings, not the dashboard.
  await openSignedIn(page, leo, '/account/edit/profile');
  await expect(page.getByText('Your profile is rejected')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await callApi(request, leo, 'GET', '/users/profile')).status()).toBe(401);
});
