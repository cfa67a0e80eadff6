import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe.ts';
import { callApi, openSignedIn, signInByEmail, signUp, tenantOrigin } from './support/session.ts';

/**
 * Sign-in, sign-up, the route guard, the profile dropdown and its modals, from the visitor's side.
 * Every test uses its own people (sign-in codes are limited per recipient) and fresh addresses.
 */

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A fresh Indian mobile number (10 digits starting with 9) that no seeded person uses. */
const freshMobile = () => `9${unique().slice(-9)}`;

/** The mobile-or-email switch: its radios are visually replaced by their labels, which people click. */
const choose = async (page: Page, method: 'Email' | 'Mobile number') => {
  await page
    .getByRole('radiogroup', { name: /^Sign (in|up) with$/ })
    .getByText(method, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: method })).toBeChecked();
};

/**
 * Reads the newest code sent to a recipient the way a person trying the demo would: opens the
 * tenant's /dev/outbox page in another tab, filters by the recipient and reads the highlighted code.
 */
const readCodeFromOutbox = async (context: BrowserContext, origin: string, recipient: string) => {
  const outbox = await context.newPage();
  await outbox.goto(`${origin}/dev/outbox`);
  await expect(outbox.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await outbox.getByLabel('Recipient').fill(recipient);
  const newest = outbox.getByRole('row').filter({ hasText: recipient }).first();
  const code =
    (await newest
      .getByText(/^\d{6}$/)
      .first()
      .textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();
  return code;
};

const typeCode = async (page: Page, code: string) => {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
};

/** Signs in through the sign-in page by email, reading the code from the outbox page. */
const signInThroughPage = async (page: Page, context: BrowserContext, origin: string, email: string) => {
  await choose(page, 'Email');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
  await typeCode(page, await readCodeFromOutbox(context, origin, email));
  await expect(page.getByText('Logged in successfully')).toBeVisible();
};

const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu$/ });

const openAccountMenu = async (page: Page) => {
  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
};

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

/** Axe on the page, or only on the part given (a menu or a dialog over another feature's page). */

test.describe('sign-up', () => {
  test('a new visitor signs up as a startup, lands on the dashboard and signs out', async ({
    page,
    context,
    request,
  }) => {
    const origin = tenantOrigin();
    const email = `founder-${unique()}@e2e.test`;
    // Arriving through an invite link: the code is remembered, prefilled and checked.
    await page.goto(`${origin}/auth/login?inviteCode=VENTURA2026`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    // Ventura offers every account type, job seekers too, and nobody signs up as 'other'.
    await expect(page.getByRole('link', { name: /^Job Seeker/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Other/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^Startup/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sign up as a Startup' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Invite code' })).toHaveValue('VENTURA2026');
    await expect(
      page.getByText('Invite accepted from Helix Design Studio for seed-accelerator-2026 (Startup accounts)'),
    ).toBeVisible();
    await page.getByLabel('Full name').fill('Nina Patel');
    await choose(page, 'Email');
    await page.getByLabel('Email address').fill(email);
    // Spec 5: Send code waits for the company name and at least one looking-for option.
    const sendCode = page.getByRole('button', { name: 'Send code' });
    await expect(sendCode).toBeDisabled();
    await page.getByLabel('Company name').fill('Nimbus Labs');
    await expect(sendCode).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Fundraising' }).check();
    await sendCode.click();
    const prompt = page.getByRole('dialog', { name: 'No Market Access ??' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Select & Proceed' }).click();
    await expect(page.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();

    await typeCode(page, await readCodeFromOutbox(context, origin, email));
    await expect(page.getByText('Welcome to Ventura Startup Mission, Nina Patel!')).toBeVisible();
    await expect(page).toHaveURL(/\/startups\/dashboard$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Nina Patel', { exact: true })).toBeVisible();
    await expect(menu.getByText('Startup', { exact: true })).toBeVisible();
    await expect(menu.getByText('Profile views: 0')).toBeVisible();
    await expect(menu.getByText('Online', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '[role="menu"]');

    // The registration kept what the form said, customer access included by the prompt.
    const { accessToken } = JSON.parse((await storedUser(page)) ?? '{}');
    const profile = await callApi(request, { accessToken, origin }, 'GET', '/users/profile');
    expect((await profile.json()).data).toMatchObject({
      name: 'Nina Patel',
      organizationName: 'Nimbus Labs',
      servicesLookingFor: ['fundraising', 'customer_access'],
      partnerId: expect.any(String), // the invite's partner
    });

    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await expect(confirm.getByText('Are you sure you want to proceed?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
    // Signing out revoked the session on the server too.
    expect((await callApi(request, { accessToken, origin }, 'GET', '/users/profile')).status()).toBe(401);
  });

  test('a mobile sign-up with a WhatsApp code, then the email verification link', async ({ page, context }) => {
    const origin = tenantOrigin('alpha');
    const mobile = freshMobile();
    const email = `angel-${unique()}@e2e.test`;
    await page.goto(`${origin}/auth/signup/investor?inviteCode=NOPE-123`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up as an Investor' })).toBeVisible();
    await expect(page.getByText('This invite code is not valid')).toBeVisible();
    await page.getByRole('textbox', { name: 'Invite code' }).fill('');
    await page.getByLabel('Full name').fill('Omar Angel');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN +91');
    // A number that already has an account is pointed to sign-in before any code is sent.
    const number = page.getByRole('textbox', { name: 'Mobile number' });
    await number.fill('98110 00020');
    await number.blur();
    await expect(page.getByText('This mobile number is already registered.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    await number.fill(mobile);
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByLabel('Email address').fill(email);
    // Alpha offers individual investors but not syndicates; an individual needs no organization.
    await expect(page.getByRole('radio', { name: 'Syndicate' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Individual' }).check();
    await expect(page.getByLabel('Organization name')).toHaveCount(0);
    await page.getByLabel('Website').fill('not a website');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a valid website')).toBeVisible();
    await page.getByLabel('Website').fill('https://omar.example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`We sent a 6-digit code on WhatsApp to +91 ${mobile}`)).toBeVisible();

    await typeCode(page, await readCodeFromOutbox(context, origin, `+91 ${mobile}`));
    await expect(page).toHaveURL(/\/investors\/dashboard$/);
    await expect(accountMenu(page)).toHaveAccessibleName('Omar Angel, Investor: account menu');

    const outbox = await context.newPage();
    await outbox.goto(`${origin}/dev/outbox?to=${encodeURIComponent(email)}`);
    await outbox.getByRole('link', { name: /\/verify\/email\// }).click();
    await expect(outbox.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    await expect(outbox.getByText('Your email has been verified')).toBeVisible();
    await outbox.getByRole('link', { name: 'Back to home' }).click();
    await expect(outbox).toHaveURL(/\/investors\/dashboard$/);

    await outbox.goto(`${origin}/verify/email/00000000-0000-4000-8000-000000000000/${encodeURIComponent(email)}`);
    await expect(outbox.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible();
    await expect(outbox.getByText('This verification link is invalid or has expired')).toBeVisible();
  });
});

test.describe('sign-in', () => {
  test('a seeded investor signs in by email on alpha and switches to their startup profile', async ({
    page,
    context,
  }) => {
    const origin = tenantOrigin('alpha');
    await page.goto(`${origin}/auth/login`);
    await signInThroughPage(page, context, origin, 'isha@alpha.demo');
    await expect(page).toHaveURL(/\/investors\/dashboard$/);
    await expect(accountMenu(page)).toHaveAccessibleName('Isha Verma, Investor: account menu');

    let menu = await openAccountMenu(page);
    await expect(menu.getByText('Investor', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '[role="menu"]');
    await menu.getByRole('menuitem', { name: 'Switch Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch Profile' });
    const profiles = dialog.getByRole('list', { name: 'Your profiles' });
    await expect(profiles.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await expect(profiles.getByRole('listitem').filter({ hasText: 'Alpha Angels' })).toContainText('Current');
    await expect(profiles.getByRole('listitem').filter({ hasText: 'Kite Health' })).toBeVisible();
    // Alpha does not offer service providers; Isha already holds a startup and an investor profile.
    await expect(dialog.getByRole('button', { name: 'Create Corporate' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Mentor' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Service Provider' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Create Startup' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Switch to Startup' }).click();
    await expect(page).toHaveURL(/\/startups\/dashboard$/);
    await expect(accountMenu(page)).toHaveAccessibleName('Isha Verma, Startup: account menu');
    menu = await openAccountMenu(page);
    await expect(menu.getByText('Startup', { exact: true })).toBeVisible();
  });

  test('a mentor creates a startup profile from the Switch Profile modal', async ({ page, request }) => {
    const mentor = await signUp(request, 'mentor', 'Maya Rao');
    await openSignedIn(page, mentor, '/mentors/dashboard');
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Switch Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch Profile' });
    await expect(dialog.getByRole('list', { name: 'Your profiles' }).getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Create Startup' }).click();

    const create = dialog.getByRole('button', { name: 'Create profile' });
    await expect(create).toBeDisabled(); // spec 5: until a company name and one looking-for option
    await dialog.getByLabel('Company name').fill('Rao Robotics');
    await expect(create).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Mentorship' }).check();
    await expect(create).toBeEnabled();
    await create.click();
    await page.getByRole('dialog', { name: 'No Market Access ??' }).getByRole('button', { name: 'Skip' }).click();
    await expect(
      dialog.getByText('Creating your Startup profile. This takes a few seconds, please wait…'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/startups\/dashboard$/);
    await expect(accountMenu(page)).toHaveAccessibleName('Maya Rao, Startup: account menu');

    const { accessToken } = JSON.parse((await storedUser(page)) ?? '{}');
    const profile = await callApi(request, { accessToken, origin: mentor.origin }, 'GET', '/users/profile');
    expect((await profile.json()).data).toMatchObject({
      accountType: 'startup',
      organizationName: 'Rao Robotics',
      servicesLookingFor: ['mentorship'],
    });
  });

  test('a signed-out visit to /connections asks for sign-in and comes back after it', async ({ page, context }) => {
    const origin = tenantOrigin();
    await page.goto(`${origin}/connections?tab=sent`);
    await expect(page.getByText('Error logging in')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughPage(page, context, origin, 'sara@finlytics.demo');
    await expect(page).toHaveURL(/\/connections\?tab=sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  });

  test('signed-in people are kept out of /auth and off other account types’ dashboards', async ({ page, request }) => {
    const mentor = await signInByEmail(request, 'david@mentors.demo');
    await openSignedIn(page, mentor, '/auth/login');
    await expect(page).toHaveURL(/\/mentors\/dashboard$/);
    await page.goto(`${mentor.origin}/auth/signup/startup`);
    await expect(page).toHaveURL(/\/mentors\/dashboard$/);
    await page.goto(`${mentor.origin}/investors/dashboard`);
    await expect(page).toHaveURL(/\/mentors\/dashboard$/);
    await expect(accountMenu(page)).toHaveAccessibleName('David Chen, Mentor: account menu');
  });

  test('a wrong code says so and signs nobody in', async ({ page, context }) => {
    const origin = tenantOrigin();
    const email = 'lena@ledgerlegal.demo';
    await page.goto(`${origin}/auth/login`);
    await choose(page, 'Email');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
    await expect(page.getByText(/^You can ask for a new code in 0:[0-3]\d$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
    const code = await readCodeFromOutbox(context, origin, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await typeCode(page, wrong);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('an unknown email is told to sign up', async ({ page }) => {
    await page.goto(`${tenantOrigin()}/auth/login`);
    await choose(page, 'Email');
    await page.getByLabel('Email address').fill(`nobody-${unique()}@e2e.test`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('No account uses this email address. Sign up to join Ventura Startup Mission.'),
    ).toBeVisible();
    await choose(page, 'Mobile number');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a valid mobile number')).toBeVisible();
  });

  test('an expired session in storage is cleared with "Session expired"', async ({ page }) => {
    await page.goto(`${tenantOrigin()}/api/health`);
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          userId: 'u',
          id: 1,
          uuid: '00000000-0000-4000-8000-000000000001',
          name: 'Ghost',
          accountType: 'startup',
          role: 'member',
          impersonated: false,
          accessToken: 'not-a-real-token',
        }),
      ),
    );
    await page.goto(`${tenantOrigin()}/startups/dashboard`);
    await expect(page.getByText('Session expired')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('signing out in one tab reloads the other to sign-in', async ({ page, context, request }) => {
    const person = await signInByEmail(request, 'ana@individual.demo');
    await openSignedIn(page, person, '/individuals/dashboard');
    await expect(accountMenu(page)).toBeVisible();
    const other = await context.newPage();
    await other.goto(`${person.origin}/individuals/dashboard`);
    await expect(accountMenu(other)).toBeVisible();

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await expect(confirm).toBeVisible();
    // The other tab is the one the person looks at when it changes (background tabs do not animate).
    await other.bringToFront();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(other.getByText('Your session changed in another tab. Reloading…')).toBeVisible();
    await expect(other).toHaveURL(/\/auth\/login$/, { timeout: 8000 });
  });
});

test.describe('operators and strangers', () => {
  test('the API refuses another tenant’s token and a member’s back-door login', async ({ page }) => {
    const { request } = page;
    const alpha = tenantOrigin('alpha');
    const tom = await signInByEmail(request, 'tom@orbit.demo', alpha);
    expect((await callApi(request, tom, 'GET', '/users/profile')).status()).toBe(200);

    const elsewhere = await callApi(request, tom, 'GET', '/users/profile', undefined, tenantOrigin());
    expect(elsewhere.status()).toBe(401);

    const backdoor = await callApi(request, tom, 'POST', '/admin/backdoor-login', {
      profileUuid: tom.user.uuid,
      reason: 'Trying to become someone else',
    });
    expect(backdoor.status()).toBe(403);
    expect(await backdoor.json()).toMatchObject({ message: 'Only platform operators can sign in as another user' });
  });

  test('an operator signs in as a member through the back-door page; members are refused it', async ({
    page,
    request,
  }) => {
    const origin = tenantOrigin('alpha');
    const [operator, rohan] = await Promise.all([
      signInByEmail(request, 'ops@alpha.demo', origin),
      signInByEmail(request, 'rohan@northstar.demo', origin),
    ]);

    await openSignedIn(page, rohan, '/backdoor-login');
    await expect(page.getByText('Only platform operators can sign in as another user.')).toBeVisible();
    await expect(page.getByLabel('Profile UUID')).toHaveCount(0);

    await openSignedIn(page, operator, '/backdoor-login');
    await page.getByLabel('Profile UUID').fill(rohan.user.uuid);
    await page.getByLabel('Reason').fill('Support ticket 42: cannot see the deal flow');
    await page.getByRole('button', { name: 'Sign in as this user' }).click();
    await expect(page.getByText('Signed in as Rohan Kapoor')).toBeVisible();
    await expect(page).toHaveURL(/\/investors\/dashboard$/);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText('Rohan Kapoor', { exact: true })).toBeVisible();
    await expect(menu.getByText('Signed in by an operator')).toBeVisible();
  });
});

test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  for (const path of ['/auth/login', '/auth/signup', '/auth/signup/startup', '/auth/signup/investor']) {
    test(`${path} in light and dark`, async ({ page }) => {
      for (const subdomain of [null, 'alpha']) {
        await page.goto(`${tenantOrigin(subdomain)}${path}`);
        await expectNoAxeViolationsInBothThemes(page);
      }
    });
  }
});

/**
 * Not a check: captures the sign-in screens at desktop and phone sizes, light and dark, into
 * screenshots/ for a person to look at. Run with `SCREENSHOTS=1 npx playwright test auth -g screenshots`.
 */
test.describe('screenshots', () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');
  test.describe.configure({ timeout: 180_000 });

  const viewports = [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ];
  const schemes = ['light', 'dark'] as const;

  /** Brings the page to the scheme through the toggle, as a person would (no reload, state kept). */
  const toggleTo = async (page: Page, scheme: 'light' | 'dark') => {
    const other = scheme === 'light' ? 'dark' : 'light';
    await expect(page.getByRole('button', { name: /^Switch to (light|dark) theme$/ })).toBeVisible();
    const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` });
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByRole('button', { name: `Switch to ${other} theme` })).toBeVisible();
    await page.mouse.move(0, 0);
  };

  const shootEach = async (page: Page, name: string, prepare?: (scheme: 'light' | 'dark') => Promise<void>) => {
    for (const viewport of viewports) {
      for (const scheme of schemes) {
        await page.setViewportSize(viewport);
        if (prepare) await prepare(scheme);
        else await toggleTo(page, scheme);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/auth-${name}-${viewport.name}-${scheme}.png` });
      }
    }
  };

  test('sign-in, code entry and sign-up', async ({ page }) => {
    await page.goto(`${tenantOrigin()}/auth/login`);
    await page.getByRole('button', { name: 'Dismiss maintenance notice' }).click();
    await shootEach(page, 'login');
    await choose(page, 'Email');
    await page.getByLabel('Email address').fill('admin@ventura.demo');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
    await page.keyboard.type('12');
    await shootEach(page, 'code-entry');
    await page.goto(`${tenantOrigin('alpha')}/auth/signup`);
    await shootEach(page, 'signup-types');
    await page.goto(`${tenantOrigin()}/auth/signup/startup`);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await shootEach(page, 'signup-startup');
  });

  test('profile dropdown and Switch Profile', async ({ page, request }) => {
    const isha = await signInByEmail(request, 'isha@alpha.demo', tenantOrigin('alpha'));
    await openSignedIn(page, isha, '/investors/dashboard');
    const reopen = (open: () => Promise<void>) => async (scheme: 'light' | 'dark') => {
      await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
      await page.reload();
      await open();
    };
    await shootEach(
      page,
      'profile-dropdown',
      reopen(async () => {
        await openAccountMenu(page);
      }),
    );
    await shootEach(
      page,
      'switch-profile',
      reopen(async () => {
        await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Switch Profile' }).click();
        await expect(page.getByRole('dialog', { name: 'Switch Profile' }).getByText('Kite Health')).toBeVisible();
      }),
    );
    await shootEach(
      page,
      'create-corporate',
      reopen(async () => {
        await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Switch Profile' }).click();
        await page
          .getByRole('dialog', { name: 'Switch Profile' })
          .getByRole('button', { name: 'Create Corporate' })
          .click();
        await page.getByRole('button', { name: 'Create profile' }).click();
      }),
    );
  });

  test('outbox, email verification and back-door pages', async ({ page }) => {
    await page.goto(`${tenantOrigin()}/dev/outbox`);
    await expect(page.getByRole('table')).toBeVisible();
    await shootEach(page, 'outbox');
    await page.goto(`${tenantOrigin()}/verify/email/00000000-0000-4000-8000-000000000000/someone%40e2e.test`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible();
    await shootEach(page, 'verify-email-failed');
    await page.goto(`${tenantOrigin()}/backdoor-login`);
    await shootEach(page, 'backdoor-signed-out');
  });
});
