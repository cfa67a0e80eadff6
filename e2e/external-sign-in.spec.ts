import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { resendAllowed } from './support/limits.ts';
import { oidcClient, oidcStandInUrl } from './support/oidc.ts';
import {
  callApi,
  expectStatus,
  latestCode,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Signing in from elsewhere (issue 42), on Alpha:
 * - a founder of the main demo tenant (localhost) brings their startup profile to Alpha with the code
 *   localhost sends, leaves one field behind, keeps the rest in step, and applies to Alpha's program with it;
 *   a later change on localhost reaches Alpha's copy through the sync job;
 * - Alpha's operator adds the tenant's OpenID Connect provider (the stand-in, e2e/support/oidc.ts) in the
 *   console; a member signs in through it, and a newcomer makes a startup account with it.
 * With SCREENSHOTS=1 the new pages are also captured into screenshots/ for a person to look at.
 */

const stamp = `${Date.now()}`.slice(-7);
const alpha = () => tenantOrigin('alpha');
const providerLabel = 'Alpha Workspace';
const screenshots = Boolean(process.env.SCREENSHOTS);
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}, .*account menu$`) });
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** Alpha is dark by default: the journeys start its pages light, as most people see a tenant. */
const startLight = async (page: Page, origin: string) => {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(() => localStorage.setItem('ventura-color-scheme', 'light'));
};

/** The page at both sizes, as it is (SCREENSHOTS=1): screenshots/external-sign-in-<name>-<size>-<scheme>.png. */
const shoot = async (page: Page, name: string, scheme: 'light' | 'dark' = 'light') => {
  if (!screenshots) return;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    // The whole page in one viewport: a full-page capture would draw the fixed header halfway down.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/external-sign-in-${name}-${viewport.name}-${scheme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** The session the web stored after a sign-in in the page: the token for calls as that person. */
const storedSession = async (page: Page, origin: string) => {
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  const accessToken: unknown = JSON.parse(stored ?? '{}').accessToken;
  if (typeof accessToken !== 'string') throw new Error(`No session stored on ${origin}`);
  return { accessToken, origin };
};

/** A startup's own profile values, as its holder reads them. */
const ownValues = async (request: APIRequestContext, session: Pick<TestSession, 'accessToken' | 'origin'>) => {
  const response = await callApi(request, session, 'GET', '/startups/information');
  await expectStatus(response, 200);
  const values: Record<string, unknown> = (await response.json()).data.values;
  return values;
};

test('a founder of localhost imports their profile on Alpha, applies to its program, and the copy keeps in step', async ({
  browser,
  request,
}) => {
  test.setTimeout(screenshots ? 120_000 : 60_000);
  const founderName = `Priya Nair ${stamp}`;
  const company = `Seaweed Loop ${stamp}`;
  const tagline = 'Packaging grown from seaweed';
  const about = 'Seaweed Loop turns farmed seaweed into food packaging that composts in six weeks.';
  const website = 'https://seaweed-loop.example';
  const programCode = `IMPORT-${stamp}`;
  const programTitle = `Blue economy call ${stamp}`;

  // On localhost: a founder with a filled startup profile. On Alpha: an open program, published.
  const signedUpAt = Date.now();
  const founder = await signUp(request, 'startup', founderName, tenantOrigin(), {
    companyName: company,
    servicesLookingFor: ['fundraising'],
  });
  await expectStatus(
    await callApi(request, founder, 'PATCH', '/startups/information', {
      tagline,
      about,
      website,
      foundedYear: 2021,
      teamSize: 6,
      countryCode: 'IN',
      stateCode: 'MH',
      city: 'Pune',
    }),
    200,
  );
  const operator = await signInByEmail(request, 'ops@alpha.demo', alpha());
  await expectStatus(
    await callApi(request, operator, 'POST', '/admin/programs', {
      family: 'program',
      code: programCode,
      title: programTitle,
      summary: 'Six months of help for startups of the sea.',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      accountTypes: ['startup'],
      status: 'published',
    }),
    201,
  );

  // On Alpha's sign-in page, signed out: the way to bring a profile.
  const page = await freshPage(browser);
  await startLight(page, alpha());
  await page.goto(`${alpha()}/auth/login`);
  await page.getByRole('link', { name: 'Bring your profile from another platform' }).click();
  await expect(page).toHaveURL(/\/auth\/import-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bring your profile' })).toBeVisible();
  const source = page.getByRole('form', { name: 'The platform your profile is on' });
  await source
    .getByRole('textbox', { name: 'Address of the platform you come from' })
    .fill(new URL(tenantOrigin()).host);
  await source.getByRole('textbox', { name: 'Your email address there' }).fill(founder.email);
  // localhost sent the founder their sign-up code moments ago: its next code waits out the resend limit.
  await resendAllowed(signedUpAt);
  await source.getByRole('button', { name: 'Send code' }).click();

  // localhost sent the code, to the founder's address there.
  await expect(page.getByText(/\) sent the code\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(request, tenantOrigin(), founder.email));

  // What comes, field by field, with the values as localhost holds them.
  const information = page.getByRole('group', { name: 'Startup information' });
  await expect(information.getByRole('checkbox', { name: 'Startup name', exact: true })).toBeChecked();
  await expect(information.getByText(company, { exact: true })).toBeVisible();
  await expect(information.getByRole('checkbox', { name: 'Tagline', exact: true })).toBeChecked();
  await expect(information.getByText(tagline, { exact: true })).toBeVisible();
  await expect(information.getByText(about, { exact: true })).toBeVisible();
  await expect(information.getByText(website, { exact: true })).toBeVisible();
  // The website stays behind; later changes keep flowing.
  await information.getByRole('checkbox', { name: 'Website', exact: true }).uncheck();
  await expect(information.getByRole('checkbox', { name: 'Website', exact: true })).not.toBeChecked();
  const keepInStep = page.getByRole('switch', { name: 'Keep my profile here up to date when I change it there' });
  await keepInStep.check();
  await expect(keepInStep).toBeChecked();
  await expectNoAxeViolations(page);
  await shoot(page, 'import-profile');
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  // Signed in on Alpha, as the founder.
  await expect(toast(page, `, ${founderName}!`)).toBeVisible();
  await expect(accountMenu(page, founderName)).toBeVisible();
  const alphaFounder = await storedSession(page, alpha());
  const copied = await ownValues(request, alphaFounder);
  expect(copied).toMatchObject({ name: company, tagline, about });
  expect(copied.website ?? null).toBeNull();
  // Alpha's console settings are its operators' alone.
  await expectStatus(await callApi(request, alphaFounder, 'GET', '/admin/external-sign-in/settings'), 403);

  // The founder applies to Alpha's program with the imported profile.
  await page.goto(`${alpha()}/programs/${programCode}`);
  await expect(page.getByRole('heading', { level: 1, name: programTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/programs/${programCode}/apply`));
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${programTitle}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(new RegExp(`/programs/${programCode}/status`));
  await expect(page.getByRole('heading', { level: 1, name: `Your application to ${programTitle}` })).toBeVisible();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();

  // Your data lists the link, kept in step.
  await page.goto(`${alpha()}/account/your-data`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  const links = page.getByRole('region', { name: 'Profiles linked with other platforms' });
  await expect(links.getByRole('listitem').filter({ hasText: company })).toContainText('Linked');
  await expect(links.getByRole('switch', { name: 'Keep in step' })).toBeChecked();
  await shoot(page, 'your-data');
  if (screenshots) {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await shoot(page, 'your-data', 'dark');
  }

  // A change saved on localhost reaches Alpha's copy once the sync job ran.
  const nextTagline = `Packaging grown from seaweed, now in ${stamp} shops`;
  await expectStatus(await callApi(request, founder, 'PATCH', '/startups/information', { tagline: nextTagline }), 200);
  await expect
    .poll(async () => (await ownValues(request, alphaFounder)).tagline, { timeout: 15_000, intervals: [500] })
    .toBe(nextTagline);
});

test('an Alpha member signs in through the tenant’s OpenID provider, and a newcomer makes an account with it', async ({
  browser,
  request,
}) => {
  test.setTimeout(screenshots ? 120_000 : 60_000);
  const operator = await signInByEmail(request, 'ops@alpha.demo', alpha());
  const memberName = `Kavya Iyer ${stamp}`;
  const member = await signUp(request, 'startup', memberName, alpha(), {
    companyName: `Harbour Grid ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await expectStatus(
    await callApi(request, operator, 'POST', `/admin/profiles/${member.user.uuid}/decision`, { decision: 'approved' }),
    200,
  );
  // A member's script may not add a provider.
  await expectStatus(
    await callApi(request, member, 'POST', '/admin/sso-providers', {
      label: 'Not mine',
      issuer: oidcStandInUrl,
      clientId: oidcClient.clientId,
      clientSecret: oidcClient.clientSecret,
    }),
    403,
  );

  // The operator adds the provider in the console.
  const consolePage = await freshPage(browser);
  await openSignedIn(consolePage, operator, '/admin/sign-in-settings');
  await consolePage.evaluate(() => localStorage.setItem('ventura-color-scheme', 'light'));
  await consolePage.reload();
  await expect(consolePage.getByRole('heading', { level: 1, name: 'Sign-in from elsewhere' })).toBeVisible();
  await consolePage.getByRole('button', { name: 'Add provider' }).first().click();
  const editor = consolePage.getByRole('dialog', { name: 'New sign-on provider' });
  await editor.getByRole('textbox', { name: 'Button label' }).fill(providerLabel);
  await editor.getByRole('textbox', { name: 'Issuer' }).fill(oidcStandInUrl);
  await editor.getByRole('textbox', { name: 'Client ID' }).fill(oidcClient.clientId);
  await editor.getByLabel('Client secret').fill(oidcClient.clientSecret);
  await editor.getByRole('button', { name: 'Add provider' }).click();
  await expect(toast(consolePage, `${providerLabel} is added`)).toBeVisible();
  await expect(editor).toBeHidden();
  const table = consolePage.getByRole('table', { name: 'Single sign-on providers' });
  await expect(table.getByRole('row').filter({ hasText: providerLabel })).toContainText(oidcStandInUrl);
  if (screenshots) await expect(toast(consolePage, `${providerLabel} is added`)).toBeHidden({ timeout: 10_000 });
  await shoot(consolePage, 'sign-in-settings');

  try {
    // The member signs in with the provider's account of the same email.
    const memberPage = await freshPage(browser);
    await memberPage.goto(`${alpha()}/auth/login`);
    await memberPage.getByRole('link', { name: `Continue with ${providerLabel}` }).click();
    await expect(memberPage).toHaveURL(new RegExp(`^${oidcStandInUrl}/interaction/`));
    await memberPage.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenu(memberPage, memberName)).toBeVisible();
    await expect(memberPage).not.toHaveURL(/\/(auth\/login|sso\/complete)/);

    // A newcomer chooses the kind of account on the way back, and is signed in.
    const newcomer = `sso-newcomer-${stamp}`;
    const newcomerPage = await freshPage(browser);
    await startLight(newcomerPage, alpha());
    await newcomerPage.goto(`${alpha()}/auth/login`);
    await newcomerPage.getByRole('link', { name: `Continue with ${providerLabel}` }).click();
    await newcomerPage.getByRole('textbox', { name: 'Email' }).fill(`${newcomer}@e2e.test`);
    await newcomerPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(newcomerPage).toHaveURL(/\/sso\/complete\?ticket=/);
    await expect(newcomerPage.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(newcomerPage.getByText(`${newcomer}@e2e.test`)).toBeVisible();
    const kinds = newcomerPage.getByRole('radiogroup', { name: 'Kind of account' });
    await expect(kinds.getByRole('radio', { name: 'Startup', exact: true })).toBeVisible();
    await expectNoAxeViolations(newcomerPage);
    await shoot(newcomerPage, 'sso-complete');
    await kinds.getByRole('radio', { name: 'Startup', exact: true }).check();
    await newcomerPage.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(newcomerPage, `, ${newcomer}!`)).toBeVisible();
    await expect(accountMenu(newcomerPage, newcomer)).toBeVisible();
    const session = await storedSession(newcomerPage, alpha());
    const profile = await callApi(request, session, 'GET', '/users/profile');
    await expectStatus(profile, 200);
    expect(JSON.stringify((await profile.json()).data)).toContain(`${newcomer}@e2e.test`);

    // The console's page, scanned last so that a finding there does not hide how the sign-ins went.
    await expectNoAxeViolations(consolePage);
  } finally {
    // Alpha's sign-in page goes back to how the other journeys know it.
    const listed = await callApi(request, operator, 'GET', '/admin/sso-providers');
    const items: Array<{ uuid: string; label: string }> = listed.ok() ? (await listed.json()).data.items : [];
    for (const provider of items.filter((item) => item.label === providerLabel)) {
      await expectStatus(await callApi(request, operator, 'DELETE', `/admin/sso-providers/${provider.uuid}`), 200);
    }
  }
});
