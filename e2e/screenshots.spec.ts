import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ProfileAccountType, profileAccountTypes, profileTypes } from '@ventura/shared';
import { smallPdf } from './support/files.ts';
import { tinyPng } from './support/images.ts';
import {
  approvedMember,
  callApi,
  callApiV2,
  latestCode,
  latestLinkPath,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Not a check: captures the shell's pages at desktop and phone sizes, light and dark, into screenshots/
 * for a person to look at. Run with `SCREENSHOTS=1 npx playwright test screenshots`.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');

const pages = [
  { name: 'login-ventura', host: 'localhost', path: '/auth/login' },
  { name: 'login-alpha', host: 'alpha.localhost', path: '/auth/login' },
  { name: '404-ventura', host: 'localhost', path: '/errors/404' },
  { name: 'maintenance-beta', host: 'beta.localhost', path: '/' },
  { name: 'subscription-gamma', host: 'gamma.localhost', path: '/' },
  { name: 'direct-access-delta', host: 'delta.localhost', path: '/' },
  { name: 'unknown-partner-delta', host: 'delta.localhost', path: '/?partner=not-a-partner' },
  { name: 'error-unknown-host', host: 'nowhere.localhost', path: '/' },
  { name: 'team-join-invalid', host: 'localhost', path: '/team/join/nOtAnInvItAtIoNtOkEn0123456789abcdef' },
];
/**
 * Takes a full-page screenshot once the page's main heading shows and the pointer has left it:
 * screenshots/<name>-<viewport>-<scheme>.png.
 */
const shotOf = (page: Page, viewport: string, scheme: string) => async (name: string, heading: string | RegExp) => {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/${name}-${viewport}-${scheme}.png`, fullPage: true });
};
/** Opens a path signed in, at a viewport's size, in a colour scheme. */
const openThemed = async (
  page: Page,
  viewport: { width: number; height: number },
  scheme: string,
  session: TestSession,
  path: string,
) => {
  await page.setViewportSize(viewport);
  await openSignedIn(page, session, path);
  await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
  await page.reload();
};
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** A startup with two open invitations and an email change waiting for its link; the link of one invitation. */
let owner: TestSession;
let joinPath = '';

test.beforeAll(async ({ playwright }) => {
  if (!process.env.SCREENSHOTS) return;
  test.setTimeout(120_000);
  const request = await playwright.request.newContext();
  const person = await signUp(request, 'startup', 'Anika Bose', tenantOrigin(), {
    companyName: 'Lumen Robotics',
    servicesLookingFor: ['mentorship'],
  });
  owner = person;
  const isha = `isha-${Date.now()}@e2e.test`;
  for (const body of [
    { name: 'Isha Rao', email: isha },
    { name: 'Ravi Shah', mobileNumber: '9812345670', countryCode: '91' },
  ]) {
    expect((await callApi(request, owner, 'POST', '/users/team-members', body)).status()).toBe(201);
  }
  joinPath = await latestLinkPath(request, owner.origin, isha, '/team/join/');
  // Codes to one address are 30 s apart, and the sign-up code has just gone out.
  await new Promise((resolve) => setTimeout(resolve, 31_000));
  expect((await callApi(request, owner, 'POST', '/users/confirmation-code')).status()).toBe(200);
  const code = await latestCode(request, owner.origin, person.email);
  const pending = `anika-${Date.now()}@lumen-robotics.test`;
  expect((await callApi(request, owner, 'PATCH', '/users/profile', { email: pending, code })).status()).toBe(200);
  await request.dispose();
});

/** A code 'sent' without asking the server, so every size and scheme shows the dialog with its boxes. */
const fakeConfirmationCode = (page: Page, sentTo: string) =>
  page.route('**/api/v1/users/confirmation-code', (route) =>
    route.fulfill({
      json: { data: { sentTo, channel: 'email', expiresInSeconds: 600, resendInSeconds: 30 } },
    }),
  );

for (const viewport of viewports) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${viewport.name} ${scheme}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const port = new URL(tenantOrigin()).port;
      await page.setViewportSize(viewport);
      for (const target of pages) {
        await page.goto(`http://${target.host}:${port}${target.path}`);
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: `screenshots/${target.name}-${viewport.name}-${scheme}.png` });
      }
      await page.goto(`http://localhost:${port}${joinPath}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Join Lumen Robotics' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `screenshots/team-join-${viewport.name}-${scheme}.png` });

      await openSignedIn(page, owner, '/team/list');
      await expect(page.getByText('Invited', { exact: true }).first()).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `screenshots/team-list-${viewport.name}-${scheme}.png`, fullPage: true });

      await page.goto('/account/edit/profile');
      const pending = page.getByRole('status').filter({ hasText: 'Waiting for verification' });
      await expect(pending).toBeVisible();
      await pending.evaluate((notice) => notice.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(600);
      await page.screenshot({ path: `screenshots/account-pending-email-${viewport.name}-${scheme}.png` });
      await fakeConfirmationCode(page, 'anika@lumen-robotics.test');
      await page
        .getByRole('region', { name: 'Delete account' })
        .getByRole('button', { name: 'Delete account' })
        .click();
      await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `screenshots/confirm-delete-${viewport.name}-${scheme}.png` });
      await page.unroute('**/api/v1/users/confirmation-code');

      const member = await signInByEmail(request, 'david@mentors.demo');
      await openSignedIn(page, member, '/mentors/dashboard?rating-modal=1');
      const rating = page.getByRole('dialog', { name: 'Rate your call experience' });
      await expect(rating).toBeVisible();
      await rating.getByRole('button', { name: 'Average', exact: true }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `screenshots/rating-modal-${viewport.name}-${scheme}.png` });
      await openSignedIn(page, member, '/account/edit/profile');
      const devices = page.getByRole('region', { name: 'Signed-in devices' });
      await devices.scrollIntoViewIfNeeded();
      await expect(devices).toBeVisible();
      await page.waitForTimeout(600); // let the page's fade-in finish
      await page.screenshot({ path: `screenshots/account-settings-${viewport.name}-${scheme}.png` });
      if (viewport.name === 'phone') {
        for (const host of ['localhost', 'alpha.localhost']) {
          await page.goto(`http://${host}:${port}/auth/login`);
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await page.waitForTimeout(600); // let the drawer finish sliding in
          await page.screenshot({ path: `screenshots/drawer-${host.split('.')[0]}-phone-${scheme}.png` });
        }
      }
    });
  }
}

/** GreenLeaf's public profile (signed out and as its holder) and the dashboards of a complete and a new startup. */
test.describe('profiles and dashboards', () => {
  let aarav: TestSession;
  let profileUrl = '';

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(90_000);
    const request = await playwright.request.newContext();
    aarav = await signInByEmail(request, 'aarav@greenleaf.demo');
    profileUrl = (await (await callApi(request, aarav, 'GET', '/startups/information')).json()).data.profileUrl;
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`profiles ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(60_000);
        const shot = (name: string) =>
          page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png`, fullPage: true });
        await page.setViewportSize(viewport);
        await page.goto(`${tenantOrigin()}/api/health`);
        await page.evaluate((value) => {
          localStorage.setItem('ventura-color-scheme', value);
          localStorage.removeItem('user');
          localStorage.removeItem('profile');
        }, scheme);

        await page.goto(profileUrl);
        await expect(page.getByRole('heading', { level: 1, name: 'GreenLeaf Agritech' })).toBeVisible();
        await expect(page.getByText('Agriculture & Agritech')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('public-profile-signed-out');

        await openSignedIn(page, aarav, profileUrl);
        await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
        await expect(page.getByText('Agriculture & Agritech')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('public-profile-owner');

        await page.goto('/startups/dashboard');
        await expect(page.getByRole('region', { name: 'Profile completeness' })).toBeVisible();
        await page.waitForTimeout(600);
        await shot('dashboard-complete');

        await openSignedIn(page, owner, '/startups/dashboard');
        await expect(page.getByRole('region', { name: 'Profile completeness' }).getByRole('list')).toBeVisible();
        await page.waitForTimeout(600);
        await shot('dashboard-new');
      });
    }
  }
});

/** Who shows each type's edit pages: the demo people, and a new individual investor (whose pages differ). */
const editors: Record<ProfileAccountType, string> = {
  startup: 'aarav@greenleaf.demo',
  investor: 'rohan@northstar.demo',
  corporate: 'meera@tatvasteel.demo',
  mentor: 'david@mentors.demo',
  service_provider: 'lena@ledgerlegal.demo',
  partner: 'kwame@ignite.demo',
  program_office: 'admin@ventura.demo',
  individual: 'ana@individual.demo',
  job_seeker: 'vikram@talent.demo',
};
const editSessions = new Map<string, TestSession>();

test.beforeAll(async ({ playwright }) => {
  if (!process.env.SCREENSHOTS) return;
  test.setTimeout(180_000);
  const request = await playwright.request.newContext();
  const signedIn = await Promise.all(
    profileAccountTypes.map(async (type) => [type, await signInByEmail(request, editors[type])] as const),
  );
  for (const [type, session] of signedIn) editSessions.set(type, session);
  const individual = await signUp(request, 'investor', 'Kabir Das', tenantOrigin(), { investorType: 'individual' });
  editSessions.set('individual-investor', individual);
  await request.dispose();
});

/** Every edit page of the registry, with the session that opens it: sections that apply, lists, the guided flow. */
const editShots = () =>
  profileAccountTypes.flatMap((type) => {
    const def = profileTypes[type];
    const parts = [...def.sections, ...def.lists].map((part) => ({
      who: 'investorTypes' in part && part.investorTypes?.includes('individual') ? 'individual-investor' : type,
      name: `edit-${def.webPath.slice(1)}-${part.key}`,
      path: part.page,
    }));
    const guided = def.guidedPage
      ? [{ who: type, name: `edit-${def.webPath.slice(1)}-guided`, path: def.guidedPage }]
      : [];
    return [...parts, ...guided];
  });

for (const viewport of viewports) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`profile edit pages ${viewport.name} ${scheme}`, async ({ page }) => {
      test.setTimeout(400_000);
      await page.setViewportSize(viewport);
      let current: TestSession | undefined;
      for (const shot of editShots()) {
        const session = editSessions.get(shot.who);
        if (!session) throw new Error(`no session for ${shot.who}`);
        if (session !== current) {
          await openSignedIn(page, session, shot.path);
          await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
          current = session;
        }
        await page.goto(shot.path);
        await expect(page).toHaveURL(new RegExp(`${shot.path}(\\?.*)?$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await page.waitForTimeout(500); // let the page's fade-in finish
        await page.screenshot({ path: `screenshots/${shot.name}-${viewport.name}-${scheme}.png`, fullPage: true });
      }
    });
  }
}

/** Ignite Incubator's portfolio (its list, and the report of a CSV import), a founder's invitation and the submission form. */
test.describe('partner portfolio', () => {
  let kwame: TestSession;
  let igniteUrl = '';
  let invitationPath = '';

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(90_000);
    const request = await playwright.request.newContext();
    kwame = await signInByEmail(request, 'kwame@ignite.demo');
    igniteUrl = (await (await callApi(request, kwame, 'GET', '/partners/information')).json()).data.profileUrl;
    const email = `neha-${Date.now()}@solarkart.test`;
    const added = await callApi(request, kwame, 'POST', '/partners/add-startup', {
      startupName: 'SolarKart',
      founderName: 'Neha Joshi',
      email,
      website: 'https://solarkart.example',
      message: 'Welcome to the Ignite cohort!',
    });
    expect(added.status(), await added.text()).toBe(201);
    invitationPath = await latestLinkPath(request, kwame.origin, email, '/partners/join/');
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`partner portfolio ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(60_000);
        const shot = (name: string) =>
          page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png`, fullPage: true });
        await page.setViewportSize(viewport);
        await page.goto(`${tenantOrigin()}/api/health`);
        await page.evaluate((value) => {
          localStorage.setItem('ventura-color-scheme', value);
          localStorage.removeItem('user');
          localStorage.removeItem('profile');
        }, scheme);

        await page.goto(invitationPath);
        await expect(page.getByRole('heading', { level: 1, name: "Join Ignite Incubator's portfolio" })).toBeVisible();
        await page.waitForTimeout(400);
        await shot('partner-join');

        await page.goto(igniteUrl);
        const card = page.getByRole('region', { name: 'Submit your startup' });
        await expect(card).toBeVisible();
        await card.getByRole('button', { name: 'Submit startup' }).click();
        await expect(card.getByText('Tell the partner in a sentence or two what your startup does')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('partner-submission');

        await openSignedIn(page, kwame, '/partners/startups');
        await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();
        await expect(page.getByText('SolarKart').first()).toBeVisible();
        await page.waitForTimeout(600);
        await shot('partner-portfolio');

        const run = `${Date.now()}`;
        const csv = [
          'startup_name,founder_name,email,website,message',
          `AgriSense,Tomi Adeyemi,tomi-${run}@agrisense.test,agrisense.example,`,
          `MedLoop,Ama Owusu,ama-${run}@medloop.test,,"Clinics, pharmacies and labs"`,
          'Broken Co,Bad Email,not-an-email,,',
          `,No Startup,nobody-${run}@example.test,not a website,`,
        ].join('\n');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        const panel = page.getByRole('region', { name: 'Import startups from a CSV' });
        await panel
          .locator('input[type="file"]')
          .setInputFiles({ name: 'startups.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await panel.getByRole('button', { name: 'Import', exact: true }).click();
        await expect(panel.getByRole('table', { name: /^Refused rows/ })).toBeVisible();
        await page.waitForTimeout(600);
        await shot('partner-portfolio-csv-report');

        await page.getByRole('button', { name: 'Add startup' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a startup' });
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog.getByText('Enter the startup name')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/partner-add-startup-${viewport.name}-${scheme}.png` });
      });
    }
  }
});

/** The operators' console at desktop width: each page, a profile's full read over the queue, every settings tab. */
test.describe('console', () => {
  const settingsTabs = ['brand', 'features', 'account-types', 'connections', 'maintenance', 'invite-codes', 'other'];

  for (const scheme of ['light', 'dark'] as const) {
    test(`console desktop ${scheme}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const priya = editSessions.get('program_office') ?? (await signInByEmail(request, 'admin@ventura.demo'));
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `screenshots/console-${name}-desktop-${scheme}.png`, fullPage });
      // Something for the audit log to show: a sign-in as a member, and a setting saved as it was.
      const queue = await callApi(request, priya, 'GET', '/admin/approvals?status=all');
      const [first] = (await queue.json()).data.items;
      await callApi(request, priya, 'POST', '/admin/backdoor-login', {
        profileUuid: first.uuid,
        reason: 'Support ticket 1042: the dashboard shows no connections',
      });
      await callApi(request, priya, 'PATCH', '/admin/settings', { meeting_time_slot_difference_in_mins: 15 });
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSignedIn(page, priya, '/admin');
      await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);

      for (const [path, name, heading] of [
        ['/admin', 'overview', 'Overview'],
        ['/admin/approvals?status=all', 'approvals', 'Approvals'],
        ['/admin/members', 'members', 'Members'],
        ['/admin/audit', 'audit', 'Audit log'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        if (name === 'audit') await page.getByRole('button', { name: 'Details' }).first().click();
        await page.waitForTimeout(400);
        await shot(name);
      }

      await page.goto('/admin/approvals?status=all');
      await page.getByRole('link', { name: 'GreenLeaf Agritech' }).click();
      await expect(
        page.getByRole('dialog', { name: 'GreenLeaf Agritech' }).getByRole('heading', { name: 'Founders' }),
      ).toBeVisible();
      await page.waitForTimeout(600); // let the drawer finish sliding in
      await shot('approval-detail', false);

      for (const tab of settingsTabs) {
        await page.goto(`/admin/settings?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await page.waitForTimeout(400);
        await shot(`settings-${tab}`);
      }
    });
  }
});

/**
 * Directories and search: the startups directory with filters, saved filters and the compare tray, its
 * empty state, the phone's filter drawer, three startups side by side, and global search (the dialog and
 * the page). The startups are made here, each with its own facts, so the cards differ.
 */
test.describe('directories and search', () => {
  test.describe.configure({ mode: 'serial' });
  let member: TestSession;
  const compared: string[] = [];
  const startups = [
    {
      companyName: 'Tidal Ledger',
      tagline: 'Bookkeeping that reads bank statements for small shops',
      city: 'Mumbai',
      industries: ['fintech', 'enterprise-software'],
      fundingStage: 'seed',
      raisingFunds: true,
      fundingAsk: 750_000,
    },
    {
      companyName: 'Kestrel Crop Sensing',
      tagline: 'Drones and soil probes that tell farmers when to water',
      city: 'Pune',
      industries: ['agritech', 'climate'],
      fundingStage: 'pre-seed',
      raisingFunds: true,
      fundingAsk: 250_000,
    },
    {
      companyName: 'Lumio Grid',
      tagline: 'Rooftop solar with batteries, leased to apartment blocks',
      city: 'Chennai',
      industries: ['clean-energy', 'climate', 'fintech', 'consumer', 'ecommerce'],
      fundingStage: 'series-a',
      raisingFunds: false,
      fundingAsk: null,
    },
    {
      companyName: 'Saffron Routes',
      tagline: null,
      city: 'Jaipur',
      industries: ['ecommerce'],
      fundingStage: 'seed',
      raisingFunds: false,
      fundingAsk: null,
    },
  ];

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    const operator = await signInByEmail(request, 'admin@ventura.demo');
    for (const startup of startups) {
      const founder = await signUp(request, 'startup', 'Nia Kapoor', tenantOrigin(), {
        companyName: startup.companyName,
        servicesLookingFor: ['fundraising'],
      });
      for (const [path, body] of [
        [
          '/startups/information',
          { countryCode: 'IN', city: startup.city, ...(startup.tagline ? { tagline: startup.tagline } : {}) },
        ],
        ['/startups/industry-technology', { industries: startup.industries, technologies: ['ai-ml'] }],
        [
          '/startups/financials',
          {
            fundingStage: startup.fundingStage,
            revenueBand: 'pre_revenue',
            raisingFunds: startup.raisingFunds,
            ...(startup.fundingAsk ? { fundingAsk: startup.fundingAsk } : {}),
          },
        ],
      ] as const) {
        const saved = await callApi(request, founder, 'PATCH', path, body);
        expect(saved.status(), await saved.text()).toBe(200);
      }
      const decided = await callApi(request, operator, 'POST', `/admin/profiles/${founder.user.uuid}/decision`, {
        decision: 'approved',
      });
      expect(decided.status()).toBe(200);
      if (compared.length < 3) compared.push(founder.user.uuid);
    }
    member = await signUp(request, 'startup', 'Omar Haddad', tenantOrigin(), {
      companyName: 'Fernway Analytics',
      servicesLookingFor: ['fundraising'],
    });
    for (const [name, filters] of [
      ['Climate startups raising now', { industries: ['climate'], liveDeal: true }],
      ['Seed fintech', { industries: ['fintech'], fundingStages: ['seed'] }],
    ] as const) {
      const saved = await callApi(request, member, 'POST', '/search-filters', {
        name,
        accountType: 'startup',
        filters,
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`search ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(90_000);
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png`, fullPage });
        await page.setViewportSize(viewport);
        await openSignedIn(page, member, '/search/startups');
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.goto('/search/startups?industries=climate,fintech');
        await expect(page.getByRole('article', { name: 'Lumio Grid' })).toBeVisible();
        await page.waitForTimeout(500);
        await shot('directory-startups');
        for (const name of ['Tidal Ledger', 'Kestrel Crop Sensing']) {
          await page.getByRole('button', { name: `Compare ${name}` }).click();
        }
        // The tray is fixed to the window: a shot of the window, not of the whole page.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(500);
        await shot('directory-compare-tray', false);

        await page.goto('/search/startups?q=quasar%20pancakes');
        await expect(page.getByRole('heading', { name: 'No startups match these filters' })).toBeVisible();
        await page.waitForTimeout(300);
        await shot('directory-empty', false);

        if (viewport.name === 'phone') {
          await page.goto('/search/startups?industries=climate&liveDeal=true');
          await page.getByRole('button', { name: 'Filters (2)' }).click();
          await expect(page.getByRole('dialog', { name: 'Filter startups' })).toBeVisible();
          await page.waitForTimeout(600); // let the drawer finish sliding in
          await shot('directory-filter-drawer', false);
        }

        await page.goto(`/search/compare/startups?ids=${compared.join(',')}`);
        await expect(page.getByRole('table').getByRole('link', { name: 'Lumio Grid' })).toBeVisible();
        await page.waitForTimeout(400);
        if (viewport.name === 'phone') {
          // The table scrolls sideways inside the page; a full-page shot would draw it at its whole width.
          await page.getByRole('table').scrollIntoViewIfNeeded();
          await shot('compare-startups', false);
        } else {
          await shot('compare-startups');
        }

        await page.goto('/search/startups');
        await expect(page.getByRole('heading', { level: 1, name: 'Startups' })).toBeVisible();
        await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
        await page.getByRole('combobox', { name: 'Search profiles by name' }).fill('ledger');
        await expect(page.getByRole('option', { name: /Tidal Ledger/ })).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(400);
        await shot('global-search-dialog', false);

        await page.goto('/global-search?q=grid');
        await expect(page.getByRole('link', { name: 'Lumio Grid' })).toBeVisible();
        await page.waitForTimeout(300);
        await shot('global-search-page');
      });
    }
  }
});

/**
 * Built-in chat: the conversation list and a thread with days, a reply, a file, a photo and a deleted
 * message, between two new members who connected. The list alone and the thread (a phone shows one at a time).
 */
test.describe('chat', () => {
  let nia: TestSession;
  let conversationPath = '';

  /** Sends as a member; the answer is the message. */
  const send = async (request: APIRequestContext, who: TestSession, uuid: string, body: Record<string, string>) => {
    const sent = await callApi(request, who, 'POST', `/chat/conversations/${uuid}/messages`, body);
    expect(sent.status(), await sent.text()).toBe(201);
    const message: { uuid: string } = (await sent.json()).data;
    return message;
  };

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    const operator = await signInByEmail(request, 'admin@ventura.demo');
    nia = await signUp(request, 'startup', 'Nia Kapoor', tenantOrigin(), {
      companyName: 'Tidal Ledger',
      servicesLookingFor: ['fundraising'],
    });
    const dev = await signUp(request, 'investor', 'Dev Malhotra', tenantOrigin(), {
      investorType: 'organization',
      organizationName: 'Harbour Capital',
      website: 'https://harbour.example.com',
    });
    for (const who of [nia, dev]) {
      const decided = await callApi(request, operator, 'POST', `/admin/profiles/${who.user.uuid}/decision`, {
        decision: 'approved',
      });
      expect(decided.status()).toBe(200);
    }
    const asked = await callApi(request, nia, 'POST', '/connections/send/request', { profileUUID: dev.user.uuid });
    expect(asked.status(), await asked.text()).toBe(200);
    const accepted = await callApi(
      request,
      dev,
      'PATCH',
      `/connections/accept/${(await asked.json()).data.connectionUUID}`,
      {},
    );
    expect(accepted.status()).toBe(200);
    const opened = await callApi(request, nia, 'POST', '/chat/conversations', { profileUUID: dev.user.uuid });
    const { uuid } = (await opened.json()).data;
    conversationPath = `/chat/conversations/${uuid}`;

    await send(request, dev, uuid, { text: 'Hi Nia, thanks for connecting. I enjoyed your demo day pitch.' });
    const ask = await send(request, dev, uuid, { text: 'Could you share your latest numbers?' });
    const photo = await request.post(`${nia.origin}/api/v1/chat/conversations/${uuid}/messages/attachment`, {
      headers: { authorization: `Bearer ${nia.accessToken}` },
      multipart: {
        text: 'Here is our team at the pilot site.',
        file: { name: 'pilot.png', mimeType: 'image/png', buffer: tinyPng },
      },
    });
    expect(photo.status(), await photo.text()).toBe(201);
    await send(request, nia, uuid, {
      text: 'Of course. Our metrics dashboard: https://tidal-ledger.example.com/investors/metrics-2026\nRevenue grew 18% month on month since June.',
      replyToUUID: ask.uuid,
    });
    const oops = await send(request, dev, uuid, { text: 'Sent to the wrong chat, sorry' });
    expect((await callApi(request, dev, 'DELETE', `/chat/messages/${oops.uuid}`)).status()).toBe(200);
    await send(request, dev, uuid, { text: 'Great, shall we meet on Thursday at 10?' });
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`chat ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(60_000);
        const shot = (name: string) => page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png` });
        await openThemed(page, viewport, scheme, nia, '/chat/conversations');
        await expect(page.getByRole('list', { name: 'Conversations' }).getByText('Dev Malhotra')).toBeVisible();
        await page.waitForTimeout(500);
        await shot('chat-list');

        await page.goto(conversationPath);
        const thread = page.getByRole('log', { name: 'Messages with Dev Malhotra' });
        await expect(thread.getByText('Great, shall we meet on Thursday at 10?')).toBeVisible();
        await expect(thread.getByRole('button', { name: 'Open image pilot.png' })).toBeEnabled();
        await page.getByRole('textbox', { name: 'Message' }).fill('Thursday at 10 works.');
        await page.waitForTimeout(500);
        await shot('chat-thread');
      });
    }
  }
});

/**
 * The community wall: the feed with a post's picture and its comment thread open, the same post's shared
 * page as a visitor sees it, and the console's Community reports with a post and a comment reported.
 */
test.describe('community wall', () => {
  // One set of people and posts for the four shots: the describe runs in one worker.
  test.describe.configure({ mode: 'serial' });
  let amara: TestSession;
  let operator: TestSession;
  let postPath = '';

  /** A picture worth looking at (the tiny test PNG would fill the card with one blurred colour), drawn in the browser. */
  const kilnPicture = async (browser: Browser) => {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 540;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const sky = context.createLinearGradient(0, 0, 0, 540);
      sky.addColorStop(0, '#f6b26b');
      sky.addColorStop(1, '#7f3b1d');
      context.fillStyle = sky;
      context.fillRect(0, 0, 960, 540);
      context.fillStyle = '#5b2a14';
      for (let row = 0; row < 5; row++) {
        for (let column = 0; column < 9; column++) {
          context.fillRect(120 + column * 82 + (row % 2) * 40, 300 + row * 42, 74, 34);
        }
      }
      context.fillStyle = '#fff7ed';
      context.font = 'bold 44px sans-serif';
      context.fillText('First batch, fired at 1,050 °C', 120, 200);
      return canvas.toDataURL('image/png');
    });
    await page.close();
    return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  };

  test.beforeAll(async ({ playwright, browser }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    operator = await signInByEmail(request, 'admin@ventura.demo');
    const ok = async (response: Awaited<ReturnType<typeof callApi>>, status: number) => {
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()).data;
    };
    amara = await signUp(request, 'startup', 'Amara Nwosu', tenantOrigin(), {
      companyName: 'Brightkiln',
      servicesLookingFor: ['fundraising'],
    });
    const kofi = await signUp(request, 'investor', 'Kofi Mensah', tenantOrigin(), {
      investorType: 'organization',
      organizationName: 'Savanna Ventures',
      website: 'https://savanna.example.com',
    });
    const rex = await signUp(request, 'startup', 'Rex Vance', tenantOrigin(), {
      companyName: 'Quickgrow Media',
      servicesLookingFor: ['mentorship'],
    });
    for (const who of [amara, kofi, rex]) {
      await ok(
        await callApi(request, operator, 'POST', `/admin/profiles/${who.user.uuid}/decision`, { decision: 'approved' }),
        200,
      );
    }

    // Something for the console: a post reported twice and a comment reported once.
    const spam = await ok(
      await callApi(request, rex, 'POST', '/posts', {
        text: 'Grow your startup to 10k followers in a week!!! Cheap packages, DM me now.',
      }),
      201,
    );
    const pitch = await ok(
      await callApi(request, rex, 'POST', `/posts/${spam.uuid}/comments`, { comment: 'Only 5 slots left, hurry' }),
      201,
    );
    await ok(
      await callApi(request, kofi, 'POST', `/posts/${spam.uuid}/report`, {
        reason: 'spam',
        note: 'Selling followers to members',
      }),
      201,
    );
    await ok(await callApi(request, amara, 'POST', `/posts/${spam.uuid}/report`, { reason: 'misinformation' }), 201);
    await ok(await callApi(request, kofi, 'POST', `/comments/${pitch.uuid}/report`, { reason: 'spam' }), 201);

    // Amara's post with a picture, reactions and a thread with a reply.
    const upload = await request.post(`${amara.origin}/api/v1/posts/upload-file`, {
      headers: { authorization: `Bearer ${amara.accessToken}` },
      multipart: {
        file: { name: 'first-batch.png', mimeType: 'image/png', buffer: await kilnPicture(browser) },
        fileType: 'image',
      },
    });
    const image = await ok(upload, 201);
    const post = await ok(
      await callApi(request, amara, 'POST', '/posts', {
        text: 'We just fired our first batch of low-carbon bricks at the Kumasi pilot plant! 40% less energy than a clamp kiln. Thank you to everyone who helped us get here.',
        fileUUIDs: [image.uuid],
      }),
      201,
    );
    postPath = post.url;
    const question = await ok(
      await callApi(request, kofi, 'POST', `/posts/${post.uuid}/comments`, {
        comment: 'Congratulations! What does a tonne cost you now, against fired clay?',
      }),
      201,
    );
    await ok(
      await callApi(request, amara, 'POST', `/posts/${post.uuid}/comments`, {
        comment: 'About 15% less today, and falling as we scale. Happy to share the numbers.',
        parentUUID: question.uuid,
      }),
      201,
    );
    await ok(
      await callApi(request, rex, 'POST', `/posts/${post.uuid}/comments`, { comment: 'Looks great, well done.' }),
      201,
    );
    await ok(await callApi(request, kofi, 'POST', `/posts/${post.uuid}/react/celebrate`), 200);
    await ok(await callApi(request, rex, 'POST', `/posts/${post.uuid}/react/like`), 200);
    await ok(await callApi(request, kofi, 'POST', `/comments/${question.uuid}/react/like`), 200);
    await request.dispose();
  });

  /** Whether every picture of a post has been fetched and drawn (they load lazily). */
  const picturesLoaded = (card: Locator) =>
    card
      .getByRole('button', { name: /^Open image / })
      .locator('img')
      .evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0));

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`community ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(90_000);
        const shot = (name: string, fullPage = false) =>
          page.screenshot({ path: `screenshots/${name}-${viewport.name}-${scheme}.png`, fullPage });
        await page.setViewportSize(viewport);

        await openSignedIn(page, amara, '/community-feed');
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        const card = page.getByRole('article', { name: 'Post by Amara Nwosu' });
        await expect(card.getByRole('button', { name: '2 reactions: Like, Celebrate. See who reacted' })).toBeVisible();
        await expect.poll(() => picturesLoaded(card)).toBe(true);
        await expect(page.getByText('That is everything for now.')).toBeVisible();
        await page.waitForTimeout(500);
        await shot('community-feed', true);

        const comments = card.getByRole('button', { name: '3 comments' });
        await comments.click();
        await card.getByRole('button', { name: 'View 1 reply' }).click();
        await expect(card.getByText('About 15% less today')).toBeVisible();
        // The thread from its post's counts down, clear of the fixed header.
        await comments.evaluate((element) => {
          element.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -90);
        });
        await page.mouse.move(0, 0);
        await page.waitForTimeout(500);
        await shot('community-thread');

        // The shared post, as a visitor who follows its link sees it.
        await page.evaluate(() => {
          localStorage.removeItem('user');
          localStorage.removeItem('profile');
        });
        await page.goto(postPath);
        await expect(page.getByRole('heading', { level: 1, name: 'Post by Amara Nwosu' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sign in to join the conversation' })).toBeVisible();
        await expect.poll(() => picturesLoaded(page.getByRole('article'))).toBe(true);
        await page.waitForTimeout(500);
        await shot('community-post-signed-out', true);

        await openSignedIn(page, operator, '/admin/community');
        await expect(page.getByRole('heading', { level: 1, name: 'Community reports' })).toBeVisible();
        await expect(page.getByRole('article', { name: 'Reports about the post by Rex Vance' })).toBeVisible();
        await expect(page.getByRole('article', { name: 'Reports about the comment by Rex Vance' })).toBeVisible();
        await page.waitForTimeout(500);
        await shot('console-community-reports', true);
      });
    }
  }
});

test.describe('jobs and challenges', () => {
  let vikram: TestSession;
  let aarav: TestSession;
  let meera: TestSession;
  let jobUuid = '';
  let challengeUuid = '';
  let interviewUuid = '';

  /** The demo's jobs and challenge, with Vikram's application shortlisted and an interview set for it. */
  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    [vikram, aarav, meera] = await Promise.all([
      signInByEmail(request, 'vikram@talent.demo'),
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'meera@tatvasteel.demo'),
    ]);
    const board = await (await callApi(request, vikram, 'GET', '/search/jobs?search=Backend')).json();
    jobUuid = board.data.items[0].uuid;
    const challenges = await (await callApi(request, aarav, 'GET', '/search/challenges')).json();
    challengeUuid = challenges.data.items[0].uuid;
    const applied = await callApi(request, vikram, 'POST', `/jobs/${jobUuid}/apply`, {
      coverLetter: 'I have run payment pipelines at two million events a day and would love to work on farm data.',
    });
    const application = (await applied.json()).data;
    if (applied.status() === 201) {
      await callApi(request, aarav, 'PATCH', `/jobs/applicants/${application.uuid}/status`, { status: 'shortlisted' });
      const startsAt = new Date(Date.now() + 3 * 86_400_000);
      startsAt.setUTCHours(5, 30, 0, 0);
      // Interviews are picked from the employer's hours.
      await callApi(request, aarav, 'PUT', '/availability', { type: 'anytime', timeZone: 'Asia/Kolkata' });
      const interview = await callApi(request, aarav, 'POST', `/jobs/applicants/${application.uuid}/interviews`, {
        startsAt: startsAt.toISOString(),
        durationMinutes: 45,
        timeZone: 'Asia/Kolkata',
        agenda: 'A walk through a pipeline you built, then questions about ours.',
      });
      interviewUuid = (await interview.json()).data.uuid;
    }
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`jobs ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await page.setViewportSize(viewport);
        await page.goto('/search/jobs');
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        await shot('jobs-search-signed-out', 'Jobs');

        await openSignedIn(page, vikram, '/search/jobs');
        await shot('jobs-search', 'Jobs');
        await page.goto(`/jobs/${jobUuid}/details`);
        await shot('job-details', /Backend engineer/);
        await page.goto('/applied/jobs');
        await shot('jobs-applied', 'Your applications');
        if (interviewUuid) {
          await page.goto(`/job-interview/${interviewUuid}`);
          await shot('job-interview', /Interview/);
        }
        await page.goto('/job-seekers/edit/job-seeker-information');
        await page.waitForTimeout(800);
        await page.screenshot({ path: `screenshots/job-seeker-edit-${viewport.name}-${scheme}.png`, fullPage: true });

        await openSignedIn(page, aarav, '/jobs');
        await shot('jobs-posted', 'Jobs');
        await page.goto(`/jobs/${jobUuid}/applicants`);
        await shot('jobs-applicants', 'Applicants');
        await page.goto('/jobs/new');
        await shot('jobs-new', 'Post a job');
        await page.goto('/search/challenges');
        await shot('challenges-search', 'Challenges');
        await page.goto('/search/challenges?q=zebrafish');
        await expect(page.getByRole('heading', { name: 'No challenges match this search' })).toBeVisible();
        await shot('challenges-search-empty', 'Challenges');
        await page.goto(`/challenges/${challengeUuid}/details`);
        await shot('challenge-details', /rolling mill/);

        await openSignedIn(page, meera, '/challenges');
        await shot('challenges-mine', 'My challenges');
        await page.goto('/challenges/new');
        await shot('challenges-new', 'New challenge');
        await page.goto(`/challenges/${challengeUuid}/participants`);
        await shot('challenge-participants', 'Participants');
      });
    }
  }
});

/** The demo's call for applications (CLIMATE-27): its list and page, an application, a status, the console and the review. */
test.describe('programs', () => {
  let sara: TestSession;
  let operator: TestSession;
  let applicant: TestSession;
  let formUuid = '';
  let programUuid = '';
  let applicationUuid = '';

  /** A fresh startup with a draft to CLIMATE-27; the form, the program and Sara's sent application. */
  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    [sara, operator, applicant] = await Promise.all([
      signInByEmail(request, 'sara@finlytics.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
      signUp(request, 'startup', 'Joel Lindqvist', tenantOrigin(), {
        companyName: 'Fjord Hydrogen',
        servicesLookingFor: ['fundraising'],
      }),
    ]);
    const program = await (
      await callApi(request, operator, 'GET', '/application-programs-management/code/CLIMATE-27')
    ).json();
    programUuid = program.data.uuid;
    formUuid = program.data.form.uuid;
    expect(
      (await callApi(request, applicant, 'POST', `/application-programs-management/${programUuid}/apply`)).status(),
    ).toBe(201);
    // The demo leaves Sara's application answered but owing its certificate: she uploads it and sends it.
    const mine = (
      await (await callApi(request, sara, 'GET', '/application-programs-management/code/CLIMATE-27')).json()
    ).data.myApplication;
    const status = `/application-programs-management/${programUuid}/check_application_status/${mine.uuid}`;
    const [certificate] = (await (await callApi(request, sara, 'POST', `${status}/details`)).json()).data.documents;
    const uploaded = await request.post(
      `${sara.origin}/api/v1/programs-management/documents/${certificate.uuid}/upload`,
      {
        headers: { authorization: `Bearer ${sara.accessToken}` },
        multipart: {
          file: { name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: smallPdf('Finlytics incorporation') },
        },
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const sent = await callApi(request, sara, 'POST', `/application-programs-management/${programUuid}/submit`, {});
    expect(sent.status(), await sent.text()).toBe(200);
    const review = await (
      await callApi(request, operator, 'GET', `/programs-management/${programUuid}/applications`)
    ).json();
    applicationUuid = review.data.items[0].uuid;
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`programs ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await page.setViewportSize(viewport);
        await page.goto('/call-for-applications');
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        await shot('programs-calls-signed-out', /Call/);
        await page.goto('/programs/CLIMATE-27');
        await shot('program-details-signed-out', 'Climate Accelerator 2027');

        await openSignedIn(page, applicant, '/programs/CLIMATE-27/apply');
        await shot('program-apply', 'Apply to Climate Accelerator 2027');
        await openSignedIn(page, sara, '/call-for-applications');
        await shot('programs-calls', /Call/);
        await page.goto('/call-for-applications?q=zebrafish');
        await expect(page.getByRole('heading', { name: 'No programs match this search' })).toBeVisible();
        await shot('programs-calls-empty', /Call/);
        await page.goto('/programs/CLIMATE-27/status');
        await shot('program-status', 'Your application to Climate Accelerator 2027');

        await openSignedIn(page, operator, `/admin/forms/${formUuid}`);
        await shot('admin-form-builder', 'Climate Accelerator application');
        await page.goto(`/admin/programs/${programUuid}`);
        await shot('admin-program-editor', 'Climate Accelerator 2027');
        await page.goto('/programs/CLIMATE-27/review');
        await shot('program-review', 'Applications to Climate Accelerator 2027');
        await page.goto(`/programs/CLIMATE-27/review?application=${applicationUuid}`);
        await expect(page.getByRole('dialog').getByRole('tab', { name: 'Answers' })).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `screenshots/program-review-drawer-${viewport.name}-${scheme}.png` });
      });
    }
  }
});

test.describe('meetings and events', () => {
  let investor: TestSession;
  let founder: TestSession;
  let mentor: TestSession;
  let operator: TestSession;
  let meetingUuid = '';
  let eventUuid = '';

  /** A connected investor and startup, the investor's weekly hours, a request waiting for them; an event. */
  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    [investor, founder, mentor, operator] = await Promise.all([
      signUp(request, 'investor', 'Lena Vogt', tenantOrigin(), {
        investorType: 'organization',
        organizationName: 'Fjord Capital',
        website: 'https://fjord.example.com',
      }),
      signUp(request, 'startup', 'Tomas Okafor', tenantOrigin(), {
        companyName: 'Sunbeam Grids',
        servicesLookingFor: ['fundraising'],
      }),
      signUp(request, 'mentor', 'Grace Mwangi'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    for (const session of [investor, founder]) {
      await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, {
        decision: 'approved',
      });
    }
    const sent = await callApi(request, founder, 'POST', '/connections/send/request', {
      profileUUID: investor.user.uuid,
    });
    const { connectionUUID } = (await sent.json()).data;
    await callApi(request, investor, 'PATCH', `/connections/accept/${connectionUUID}`, {});
    const weekdays = [1, 2, 3, 4, 5].map((dayIndex) => ({
      dayIndex,
      times: [
        { startTime: '09:00', endTime: '12:30' },
        { startTime: '14:00', endTime: '17:00' },
      ],
    }));
    expect(
      (
        await callApi(request, investor, 'PUT', '/availability', {
          type: 'specific_days',
          timeZone: 'Europe/Berlin',
          hourlySlotTime: 30,
          days: weekdays,
          dates: [],
        })
      ).status(),
    ).toBe(200);
    const from = new Date(Date.now() + 86_400_000);
    const slots = await (
      await callApi(
        request,
        founder,
        'GET',
        `/availability/${investor.user.uuid}/slots?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(from.getTime() + 7 * 86_400_000).toISOString())}`,
      )
    ).json();
    const asked = await callApi(request, founder, 'POST', '/meetings', {
      withProfile: investor.user.uuid,
      startsAt: slots.data.slots[2].startsAt,
      timeZone: 'Africa/Lagos',
      agenda: 'Our seed round and the grid pilots in Kenya.',
    });
    expect(asked.status()).toBe(201);
    meetingUuid = (await asked.json()).data.uuid;
    const startsAt = new Date(Date.now() + 4 * 86_400_000);
    startsAt.setUTCHours(8, 0, 0, 0);
    const event = await callApiV2(request, operator, 'POST', '/events', {
      title: 'Climate founders breakfast',
      description: 'Coffee, three short talks and time to meet the mission’s climate investors.',
      mode: 'in_person',
      location: 'Hall 2, Tech Park, Kochi',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timeZone: 'Asia/Kolkata',
      capacity: 40,
      agenda: [
        { time: '13:30', title: 'Doors open' },
        { time: '14:00', title: 'Three climate pitches' },
      ],
      speakers: [{ name: 'Anita Rao', title: 'Partner, Monsoon Fund' }],
      questions: [
        { key: 'stage', type: 'short_text', label: 'What stage is your company at?', required: true },
        {
          key: 'diet',
          type: 'choice',
          label: 'Breakfast',
          options: ['Vegetarian', 'Vegan', 'Anything'],
          required: true,
        },
        {
          key: 'topics',
          type: 'multi_choice',
          label: 'Topics you want to meet about',
          options: ['Carbon', 'Water', 'Energy'],
        },
        { key: 'team', type: 'number', label: 'How many of you are coming?', min: 1, max: 3 },
        { key: 'deck', type: 'file', label: 'Your one-page summary', accept: ['pdf'] },
        { key: 'hopes', type: 'long_text', label: 'What would make the morning worth it?', help: 'A line or two.' },
      ],
      isPublic: true,
      status: 'published',
    });
    expect(event.status()).toBe(201);
    eventUuid = (await event.json()).data.uuid;
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`meetings and events ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, investor, '/calender');
        await shot('calendar-month', 'My Meetings');
        await page.goto('/calender?view=week');
        await shot('calendar-week', 'My Meetings');
        await page.goto('/calender?view=list');
        await shot('calendar-list', 'My Meetings');
        await page.goto('/calender/availability');
        await shot('availability', /vailability/);
        await page.goto(`/meetings/${meetingUuid}`);
        await shot('meeting-page', /Tomas Okafor|Sunbeam/);
        await page.goto('/calender/events');
        await shot('events-list', 'Events');
        await page.goto(`/calender/events/${eventUuid}`);
        await shot('event-details', 'Climate founders breakfast');

        await openSignedIn(page, founder, `/events/register?id=${eventUuid}`);
        await shot('event-register', /Climate founders breakfast/);
        await page.goto(`/calender/book/${investor.user.uuid}`);
        await shot('book-meeting', 'Request a meeting');
        await page.goto('/calender/wishlist');
        await shot('wishlist', 'People I want to meet');
        await page.goto('/mentorship-hours');
        await shot('mentorship-startup', /entorship/);
        await openSignedIn(page, mentor, '/mentorship-hours');
        await shot('mentorship-mentor', /entorship/);

        await openSignedIn(page, operator, '/admin/events');
        await shot('admin-events', 'Events');
        await page.goto(`/admin/events/${eventUuid}`);
        await shot('admin-event-editor', /Climate founders breakfast/);
        await page.goto(`/events/register-preview?id=${eventUuid}`);
        await shot('event-register-preview', /Climate founders breakfast/);
      });
    }
  }
});

test.describe('growth metrics', () => {
  /** The demo's GreenLeaf (eight months reported, reviewed by Rohan) and the operator. */
  let greenleaf: TestSession;
  let rohan: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, rohan, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'rohan@northstar.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`growth metrics ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/growth-metrics');
        await shot('metrics-report', 'Growth metrics');
        await page.getByRole('tab', { name: 'Reviewers' }).click();
        await shot('metrics-reviewers', 'Growth metrics');
        await page.getByRole('tab', { name: /Requests and comments/ }).click();
        await shot('metrics-conversation', 'Growth metrics');
        await page.getByRole('tab', { name: 'Chart' }).click();
        await expect(page.getByRole('img', { name: /Revenue/ })).toBeVisible();
        await shot('metrics-chart', 'Growth metrics');
        await page.goto('/growth-metrics-print');
        await shot('metrics-print', /Growth metrics: GreenLeaf/);

        await openSignedIn(page, rohan, '/growth-metrics');
        await shot('metrics-reviewer-list', 'Growth metrics');
        await page
          .getByRole('link', { name: /GreenLeaf/ })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 2, name: /GreenLeaf/ })).toBeVisible();
        await shot('metrics-reviewer-startup', 'Growth metrics');

        await openSignedIn(page, operator, '/admin/growth-metrics');
        await expect(page.getByRole('table', { name: 'Revenue per period' })).toBeVisible();
        await shot('metrics-portfolio', 'Growth metrics');
        await page.goto('/admin/growth-metrics/types');
        await shot('metrics-types', /Metric types/);
      });
    }
  }
});

test.describe('pitch recorder', () => {
  /** GreenLeaf with its hiring pitch cut to two topics, both recorded (clips made by ffmpeg) and compiled. */
  let greenleaf: TestSession;
  let operator: TestSession;
  let profilePath = '';

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    const deck = await (await callApi(request, greenleaf, 'GET', '/pitch-deck')).json();
    const hiring = deck.data.categoryTopics.find((category: { kind: string }) => category.kind === 'hiring-pitch');
    for (const topic of hiring.topics.slice(2))
      await callApi(request, operator, 'DELETE', `/pitch-deck/topics/${topic.id}`);
    const clip = path.join(os.tmpdir(), `pitch-screenshot-${Date.now()}.webm`);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=15:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', '-c:v', 'libvpx', '-c:a', 'libopus', clip],
    ]);
    for (const topic of hiring.topics.slice(0, 2)) {
      const sent = await request.post(
        `${greenleaf.origin}/api/v1/pitch-deck/upload/${deck.data.startupUuid}/${hiring.id}/${topic.id}`,
        {
          headers: { authorization: `Bearer ${greenleaf.accessToken}` },
          multipart: { file: { name: 'take.webm', mimeType: 'video/webm', buffer: fs.readFileSync(clip) } },
        },
      );
      expect(sent.status(), await sent.text()).toBe(200);
    }
    await expect
      .poll(
        async () =>
          (
            await callApi(
              request,
              greenleaf,
              'POST',
              `/pitch-deck/compile/request/${deck.data.startupUuid}/hiring-pitch`,
            )
          ).status(),
        { timeout: 30_000 },
      )
      .toBe(200);
    await expect
      .poll(
        async () =>
          (await (await callApi(request, greenleaf, 'GET', '/pitch-deck')).json()).data.formattedResults['hiring-pitch']
            .compile.status,
        { timeout: 60_000 },
      )
      .toBe('ready');
    profilePath = (await (await callApi(request, greenleaf, 'GET', '/startups/information')).json()).data.profileUrl;
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`pitch recorder ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/pitch-deck');
        await shot('pitch-deck', 'Pitch deck');
        await page.goto('/startups/edit/pitch-deck/hiring-pitch');
        await shot('pitch-recorder', 'Hiring pitch');
        await page.getByRole('button', { name: 'Turn on camera' }).click();
        await page
          .getByRole('textbox', { name: 'Script' })
          .fill('We are GreenLeaf. We help farmers grow more with less water, and we are hiring.');
        await page.getByRole('button', { name: 'Start recording' }).click();
        await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible({ timeout: 10_000 });
        await shot('pitch-recording', 'Hiring pitch');
        await page.getByRole('button', { name: 'Stop recording' }).click();
        await shot('pitch-take', 'Hiring pitch');
        await page.goto('/startups/edit/pitch-deck/fundraising-pitch');
        await shot('pitch-recorder-empty', 'Fundraising pitch');
        await page.goto(profilePath);
        await expect(page.getByRole('region', { name: 'Pitch video' })).toBeVisible();
        await shot('pitch-public-profile', /GreenLeaf/);
        await openSignedIn(page, operator, '/admin/pitch-topics?kind=hiring-pitch');
        await shot('pitch-topics', 'Pitch topics');
      });
    }
  }
});

test.describe('certificates', () => {
  /** One certificate to GreenLeaf, one to Rohan's profile that is then revoked. */
  let greenleaf: TestSession;
  let operator: TestSession;
  let valid = '';
  let revoked = '';

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    const rohan = await signInByEmail(request, 'rohan@northstar.demo');
    const profileOf = async (session: TestSession) =>
      (await (await callApi(request, session, 'GET', '/users/profile')).json()).data.uuid as string;
    const issue = async (recipientProfileUuid: string, title: string, reason: string) => {
      const answer = await callApi(request, operator, 'POST', '/admin/certificates', {
        recipientProfileUuid,
        title,
        reason,
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return (await answer.json()).data.id as string;
    };
    valid = await issue(
      await profileOf(greenleaf),
      'Certificate of completion',
      'for completing the Climate Accelerator 2027',
    );
    revoked = await issue(await profileOf(rohan), 'Mentor recognition', 'for 12 hours of mentoring founders');
    await callApi(request, operator, 'POST', `/admin/certificates/${revoked}/revoke`, {
      reason: 'Issued to the wrong profile',
    });
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`certificates ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await page.setViewportSize(viewport);
        await page.goto(`/certificate/verify/${valid}`);
        await page.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        await page.reload();
        await page.getByRole('button', { name: 'Check it yourself' }).click();
        await shot('certificate-verify', 'Genuine certificate');
        await page.goto(`/certificate/verify/${revoked}`);
        await shot('certificate-revoked', 'This certificate was revoked');
        await page.goto('/certificate/verify/ZZZZ-ZZZZ-ZZZZ');
        await shot('certificate-unknown', 'No certificate has this id');
        await page.goto('/certi');
        await shot('certificate-form', 'Verify a certificate');
        await openSignedIn(page, greenleaf, '/certificates');
        await shot('certificates-mine', 'My certificates');
        await openSignedIn(page, operator, '/admin/certificates');
        await shot('certificates-console', 'Certificates');
      });
    }
  }
});

test.describe('startup booster kit', () => {
  /** The demo's perks (startup-kit/seed.ts), seen by GreenLeaf and the operator. */
  let greenleaf: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`startup booster kit ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/startup-booster-kit');
        await shot('kit-perks', 'Startup Booster Kit');
        await page.getByRole('link', { name: 'Fundraising legal package' }).click();
        await expect(page.getByRole('status').filter({ hasText: /qualify/ })).toBeVisible();
        await shot('kit-perk', 'Fundraising legal package');
        await openSignedIn(page, operator, '/admin/startup-kit');
        await shot('kit-console', 'Booster kit');
        await page.getByRole('button', { name: 'Add a perk' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/kit-form-${viewport.name}-${scheme}.png`, fullPage: true });
      });
    }
  }
});

test.describe('facility bookings', () => {
  /** The demo's facilities (facilities/seed.ts) and GreenLeaf's lab request waiting for approval. */
  let greenleaf: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`facility bookings ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/facilities-management');
        await expect(page.getByRole('region', { name: 'Facilities' }).getByRole('article')).not.toHaveCount(0);
        await shot('facilities-list', 'Facilities');
        await page.getByRole('link', { name: 'Boardroom' }).click();
        await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
        await page
          .getByRole('group', { name: /^Slots on / })
          .getByRole('button', { name: /, free$/ })
          .first()
          .click();
        await expect(page.getByRole('form', { name: 'Book Boardroom' })).toBeVisible();
        await shot('facilities-facility', 'Boardroom');
        await openSignedIn(page, greenleaf, '/facilities-management/my-bookings');
        await expect(page.getByRole('article').first()).toBeVisible();
        await shot('facilities-my-bookings', 'My bookings');
        await openSignedIn(page, operator, '/admin/facilities');
        await expect(page.getByRole('table', { name: 'Facilities' })).toBeVisible();
        await shot('facilities-console', 'Facilities');
        await page.getByRole('button', { name: 'Edit Boardroom' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/facilities-form-${viewport.name}-${scheme}.png`, fullPage: true });
        await openSignedIn(page, operator, '/admin/facility-bookings');
        await expect(page.getByRole('button', { name: 'Approve' }).first()).toBeVisible();
        await shot('facilities-bookings-console', 'Facility bookings');
      });
    }
  }
});

test.describe('content', () => {
  /** A published news item with rich text, written through the API, read by a member and edited in the console. */
  let member: TestSession;
  let operator: TestSession;
  let slug = '';

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [member, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    const written = await callApi(request, operator, 'POST', '/admin/articles/news', {
      title: 'Twelve startups win seed support',
      summary: 'The quarter’s seed fund results, and what the jury looked for.',
      body: '<h2>The results</h2><p>Twelve startups won <strong>seed support</strong> of up to ₹20 lakh.</p><ul><li>Agritech: 4</li><li>Climate: 5</li><li>Health: 3</li></ul><blockquote>Traction mattered more than decks.</blockquote><p>Read the <a href="https://example.com/jury">jury’s notes</a>.</p>',
      published: true,
      audience: { scope: 'public' },
    });
    expect(written.status(), await written.text()).toBe(201);
    slug = (await written.json()).data.slug;
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`content ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, member, '/news');
        await shot('content-news', 'News');
        await page.goto(`/news/${slug}`);
        await shot('content-item', 'Twelve startups win seed support');
        await openSignedIn(page, operator, '/admin/content?kind=webinars');
        await shot('content-console', 'Content');
        await page.getByRole('button', { name: 'New Webinar' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `screenshots/content-editor-${viewport.name}-${scheme}.png`, fullPage: true });
      });
    }
  }
});

test.describe('content blocks', () => {
  /**
   * The FAQ, a banner and an ad with pictures for mentors (so that the startups' dashboards and wall in
   * the other shots keep the demo's own), and a new startup's answers to a profile form shown on its profile.
   */
  let aarav: TestSession;
  let david: TestSession;
  let operator: TestSession;
  let profileUrl = '';
  const bannerTitle = 'Mentor circle: office hours every Friday';
  const adTitle = 'Cloud credits for your portfolio';
  const formTitle = 'Impact and traction';

  /** A picture worth looking at (the tiny test PNG would show one blurred colour), drawn in the browser. */
  const pictureOf = async (browser: Browser, colours: [string, string], words: string) => {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(
      ({ colours: [top, bottom], words: text }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 960;
        canvas.height = 540;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        const fill = context.createLinearGradient(0, 0, 960, 540);
        fill.addColorStop(0, top);
        fill.addColorStop(1, bottom);
        context.fillStyle = fill;
        context.fillRect(0, 0, 960, 540);
        context.fillStyle = 'rgba(255, 255, 255, 0.18)';
        for (let ring = 0; ring < 6; ring++) {
          context.beginPath();
          context.arc(760, 420, 90 + ring * 70, 0, Math.PI * 2);
          context.fill();
        }
        context.fillStyle = '#ffffff';
        context.font = 'bold 64px sans-serif';
        context.fillText(text, 70, 300);
        // A JPEG: a PNG of a gradient this size is over the demo tenant's upload limit.
        return canvas.toDataURL('image/jpeg', 0.85);
      },
      { colours, words },
    );
    await page.close();
    return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  };

  test.beforeAll(async ({ playwright, browser }) => {
    if (!process.env.SCREENSHOTS) return;
    test.setTimeout(120_000);
    const request = await playwright.request.newContext();
    const ok = async (response: Awaited<ReturnType<typeof callApi>>, status: number) => {
      expect(response.status(), await response.text()).toBe(status);
      return (await response.json()).data;
    };
    [aarav, david, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'david@mentors.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    const upload = async (name: string, picture: Buffer) => {
      const answer = await request.post(`${operator.origin}/api/v1/admin/content/images`, {
        headers: { authorization: `Bearer ${operator.accessToken}` },
        multipart: { file: { name, mimeType: 'image/jpeg', buffer: picture } },
      });
      return (await ok(answer, 201)).imageUrl as string;
    };
    const forMentors = { published: true, audience: { scope: 'types', types: ['mentor'] } };
    await ok(
      await callApi(request, operator, 'POST', '/admin/content/banners', {
        ...forMentors,
        title: bannerTitle,
        body: '<p>Meet other mentors and the programme team, <strong>every Friday at 5 pm</strong>, to compare notes on your founders.</p>',
        imageUrl: await upload('circle.jpg', await pictureOf(browser, ['#0b7285', '#5f3dc4'], 'Mentor circle')),
        linkUrl: 'https://example.com/mentor-circle',
      }),
      201,
    );
    await ok(
      await callApi(request, operator, 'POST', '/admin/content/ads', {
        ...forMentors,
        title: adTitle,
        body: '<p>Startups you mentor can claim up to $25,000 in cloud credits from our infrastructure partners.</p>',
        imageUrl: await upload('credits.jpg', await pictureOf(browser, ['#e8590c', '#c2255c'], 'Cloud credits')),
        linkUrl: 'https://example.com/cloud-credits',
      }),
      201,
    );

    // A form attached to startups' profiles, its answers shown on them; closed once answered, so that the
    // other startups' edit pages in these shots do not list it, while the answers stay on the profile.
    const form = await ok(
      await callApi(request, operator, 'POST', '/admin/forms', {
        title: formTitle,
        code: `impact-${Date.now()}`,
        fields: [
          { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Pilot', 'Revenue'] },
          { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Climate', 'Agritech', 'Fintech'] },
          { key: 'customers', type: 'number', label: 'Paying customers' },
          { key: 'founded', type: 'date', label: 'Founded on' },
          { key: 'site', type: 'url', label: 'Impact report' },
          { key: 'impact', type: 'long_text', label: 'What changed for your customers' },
        ],
        accountTypes: ['startup'],
        status: 'published',
        attachToProfile: true,
        showOnProfile: true,
      }),
      201,
    );
    const founder = await approvedMember(request, operator, 'startup', 'Nia Okafor', {
      companyName: 'Solar Sprout',
      servicesLookingFor: ['fundraising'],
    });
    await ok(
      await callApi(request, founder, 'POST', `/forms-management/submission/${form.uuid}`, {
        submit: true,
        answers: {
          stage: 'Revenue',
          sectors: ['Climate', 'Agritech'],
          customers: 38,
          founded: '2021-04-05',
          site: 'https://solarsprout.example.com/reports/2026-impact-report-for-investors-and-partners.pdf',
          impact:
            'Thirty-eight farming co-operatives run their cold rooms on our solar kits.\nSpoilage fell from 30% to under 8%, and diesel bills to nothing.',
        },
      }),
      200,
    );
    await ok(await callApi(request, operator, 'PATCH', `/admin/forms/${form.uuid}`, { status: 'closed' }), 200);
    profileUrl = (await ok(await callApi(request, founder, 'GET', '/startups/information'), 200)).profileUrl;
    await request.dispose();
  });

  /** Whether every picture inside has been fetched and drawn. */
  const picturesLoaded = (within: Locator) =>
    within
      .locator('img')
      .evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.naturalWidth > 0));

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`content blocks ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, aarav, '/faq');
        await page.getByRole('button', { name: 'How long does approval take?' }).click();
        await expect(page.getByText('Operators review new profiles within three working days.')).toBeVisible();
        await shot('faq', 'Frequently asked questions');
        await page.getByRole('searchbox', { name: 'Search the questions' }).fill('profile');
        await expect(page.getByRole('status').filter({ hasText: /questions match$/ })).toBeVisible();
        await shot('faq-search', 'Frequently asked questions');

        await openSignedIn(page, david, '/mentors/dashboard');
        const strip = page.getByRole('region', { name: 'Announcements' });
        const banner = strip.getByRole('heading', { level: 2, name: bannerTitle });
        await expect(async () => {
          if (await banner.isVisible()) return;
          await strip.getByRole('button', { name: 'Next announcement' }).click();
          await expect(banner).toBeVisible({ timeout: 1_000 });
        }).toPass();
        await expect.poll(() => picturesLoaded(strip)).toBe(true);
        await expect(page.getByRole('region', { name: 'What members say' })).toBeVisible();
        await shot('dashboard-banner', /David/);

        if (viewport.name === 'desktop') {
          await page.goto('/community-feed');
          const ad = page.getByRole('region', { name: adTitle });
          await expect(ad.getByText('Sponsored')).toBeVisible();
          await expect.poll(() => picturesLoaded(ad)).toBe(true);
          await shot('community-sponsored', 'Community wall');
        }

        await openSignedIn(page, aarav, profileUrl);
        await expect(page.getByRole('region', { name: formTitle })).toBeVisible();
        await shot('profile-form-answers', 'Solar Sprout');

        await openSignedIn(page, operator, '/admin/content?kind=banners');
        await expect(page.getByRole('rowheader', { name: bannerTitle })).toBeVisible();
        await shot('content-banners', 'Content');
        await page.getByRole('button', { name: `Edit ${bannerTitle}` }).click();
        const form = page.getByRole('dialog', { name: 'Edit Banner' });
        await expect(form.getByRole('img', { name: 'Preview of the image' })).toBeVisible();
        await expect.poll(() => picturesLoaded(form)).toBe(true);
        // The form scrolls inside its dialog: its top, then its end, each as the screen shows it.
        await page.waitForTimeout(500);
        await page.screenshot({ path: `screenshots/content-banner-form-${viewport.name}-${scheme}.png` });
        await form.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `screenshots/content-banner-form-end-${viewport.name}-${scheme}.png` });
      });
    }
  }
});

test.describe('helpdesk', () => {
  /** The demo's tickets (helpdesk/seed.ts): GreenLeaf's resolved and rated one and its open one, and the console. */
  let greenleaf: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`helpdesk ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/tickets');
        await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
        await shot('helpdesk-tickets', 'Helpdesk');
        await page.getByRole('link', { name: /Our pitch deck does not show/ }).click();
        await shot('helpdesk-ticket', /Our pitch deck does not show/);
        await page.getByRole('link', { name: 'All tickets' }).click();
        await page.getByRole('button', { name: 'New ticket' }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screenshots/helpdesk-new-${viewport.name}-${scheme}.png`, fullPage: true });
        await openSignedIn(page, operator, '/admin/tickets');
        await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
        await shot('helpdesk-queue', 'Helpdesk');
        await page.getByRole('link', { name: /Cannot register two team members/ }).click();
        await shot('helpdesk-console-ticket', /Cannot register two team members/);
      });
    }
  }
});

test.describe('milestones', () => {
  /** The demo's milestones (milestones/seed.ts): GreenLeaf's in every status, its program's reviewer, the console. */
  let greenleaf: TestSession;
  let reviewer: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, reviewer, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'david@mentors.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`milestones ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/milestones');
        await expect(page.getByRole('list', { name: 'Your milestones' })).toBeVisible();
        await shot('milestones-mine', 'Milestones');
        await page.getByRole('tab', { name: 'From your programs and partners' }).click();
        await expect(page.getByRole('list', { name: 'Templates' })).toBeVisible();
        await shot('milestones-templates', 'Milestones');
        await openSignedIn(page, reviewer, '/milestones?tab=confirm');
        await expect(page.getByRole('list', { name: 'Milestones to confirm' })).toBeVisible();
        await shot('milestones-reviewer', 'Milestones');
        await openSignedIn(page, operator, '/admin/milestones');
        await expect(page.getByRole('table', { name: 'Progress by startup' })).toBeVisible();
        await shot('milestones-console-progress', 'Milestones');
        await page.getByRole('tab', { name: 'Templates' }).click();
        await expect(page.getByRole('table', { name: 'Templates' })).toBeVisible();
        await shot('milestones-console-templates', 'Milestones');
      });
    }
  }
});

test.describe('ip', () => {
  /** The demo's IP requests (ip/seed.ts): GreenLeaf's list and its design in review, the marketplace, the console. */
  let greenleaf: TestSession;
  let operator: TestSession;

  test.beforeAll(async ({ playwright }) => {
    if (!process.env.SCREENSHOTS) return;
    const request = await playwright.request.newContext();
    [greenleaf, operator] = await Promise.all([
      signInByEmail(request, 'aarav@greenleaf.demo'),
      signInByEmail(request, 'admin@ventura.demo'),
    ]);
    await request.dispose();
  });

  for (const viewport of viewports) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`ip ${viewport.name} ${scheme}`, async ({ page }) => {
        test.setTimeout(120_000);
        const shot = shotOf(page, viewport.name, scheme);
        await openThemed(page, viewport, scheme, greenleaf, '/ip-request');
        await expect(page.getByRole('list', { name: 'Your IP requests' })).toBeVisible();
        await shot('ip-requests', 'IP requests');
        await page.getByRole('link', { name: /Low-power soil moisture sensor/ }).click();
        await shot('ip-request', /Low-power soil moisture sensor/);
        await page.goto('/search/ips');
        await expect(page.getByRole('article').first()).toBeVisible();
        await shot('ip-marketplace', 'IP marketplace');
        await openSignedIn(page, operator, '/admin/ip-requests');
        await expect(page.getByRole('table', { name: 'IP requests' })).toBeVisible();
        await shot('ip-queue', 'IP requests');
        await page.getByRole('link', { name: /Slag-based low-carbon cement binder/ }).click();
        await shot('ip-console-request', /Slag-based low-carbon cement binder/);
      });
    }
  }
});
