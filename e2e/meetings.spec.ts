import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * A meeting from both sides (issue 21), each in its own browser with Chromium's synthetic camera: a new
 * investor opens their hours for today, starting a few minutes from now; a startup they are connected
 * with books the first slot; the investor accepts; both find it in /calender; both join the built-in
 * call and each sees the other's video; the startup leaves and rates the call. Another startup, not
 * connected, is refused by the API. Names are unique per run, so the journey runs beside any other.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const investorName = `Lena Vogt ${stamp}`;
const founderName = `Tomas Okafor ${stamp}`;

let investor: TestSession;
let founder: TestSession;
let stranger: TestSession;
let meetingUuid = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();
const hhmm = (at: Date) => at.toISOString().slice(11, 16);

/**
 * The first slot: a few minutes ahead (the call opens 10 minutes before a start, bookings need 5), on
 * today's date in UTC (the browsers run in UTC). Close to midnight, wait for the new day.
 */
const firstSlot = async () => {
  const now = new Date();
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  if (minutes > 23 * 60 + 15) {
    // Too near midnight for a slot today: wait for the new day, and give the test that long on top.
    const wait = (24 * 60 - minutes) * 60_000 + 30_000;
    test.setTimeout(test.info().timeout + wait);
    await sleep(wait);
  }
  const start = new Date(Date.now() + 7 * 60_000);
  start.setUTCSeconds(0, 0);
  return start;
};

const connect = async (request: APIRequestContext, from: TestSession, to: TestSession) => {
  const sent = await callApi(request, from, 'POST', '/connections/send/request', { profileUUID: to.user.uuid });
  await expectStatus(sent, 200);
  const { connectionUUID } = (await sent.json()).data;
  await expectStatus(await callApi(request, to, 'PATCH', `/connections/accept/${connectionUUID}`, {}), 200);
};

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  [investor, founder, stranger] = await Promise.all([
    signUp(request, 'investor', investorName, tenantOrigin(), {
      investorType: 'organization',
      organizationName: `Fjord Capital ${stamp}`,
      website: 'https://fjord.example.com',
    }),
    signUp(request, 'startup', founderName, tenantOrigin(), {
      companyName: `Sunbeam Grids ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
    signUp(request, 'startup', `Ines Duarte ${stamp}`, tenantOrigin(), {
      companyName: `Quiet Loom ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
  ]);
  for (const session of [investor, founder, stranger]) {
    await expectStatus(
      await callApi(request, operator, 'POST', `/admin/profiles/${session.user.uuid}/decision`, {
        decision: 'approved',
      }),
      200,
    );
  }
  await connect(request, founder, investor);
  await request.dispose();
});

test('an investor sets availability, a startup books it, the investor accepts, both see it and meet on video', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const start = await firstSlot();
  const day = start.toISOString().slice(0, 10);
  const end = new Date(Math.min(start.getTime() + 2 * 3_600_000, Date.parse(`${day}T23:59:00Z`)));

  // The investor opens their hours for today only, from the first slot on.
  const investorPage = await freshPage(browser);
  await openSignedIn(investorPage, investor, '/calender/availability');
  await investorPage.getByRole('radio', { name: 'Only on chosen dates' }).check();
  await investorPage.getByRole('button', { name: 'Add a date' }).click();
  await investorPage.getByLabel('Date 1', { exact: true }).fill(day);
  await investorPage.getByLabel('Date 1 start time').fill(hhmm(start));
  await investorPage.getByLabel('Date 1 end time').fill(hhmm(end));
  await expectNoAxeViolations(investorPage);
  await investorPage.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(investorPage, 'Your availability was saved')).toBeVisible();

  // A stranger (not a connection) is refused by the API itself, and nothing is booked.
  const request = await playwright.request.newContext();
  const refused = await callApi(request, stranger, 'POST', '/meetings', {
    withProfile: investor.user.uuid,
    mode: 'schedule_later',
    startsAt: start.toISOString(),
    timeZone: 'UTC',
  });
  expect(refused.status()).toBe(403);
  // A time with no zone is bad input.
  const zoneless = await callApi(request, founder, 'POST', '/meetings', {
    withProfile: investor.user.uuid,
    startsAt: start.toISOString().slice(0, 19),
    timeZone: 'UTC',
  });
  expect(zoneless.status()).toBe(400);

  // The founder books the first slot.
  const founderPage = await freshPage(browser);
  await openSignedIn(founderPage, founder, `/calender/book/${investor.user.uuid}`);
  const slot = founderPage.getByRole('button', { name: new RegExp(`, ${hhmm(start)}`) }).first();
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await founderPage.getByLabel('Agenda').fill('Our seed round and the grid pilots in Kenya.');
  await expectNoAxeViolations(founderPage);
  await founderPage.getByRole('button', { name: 'Request meeting' }).click();
  await expect(toast(founderPage, `Meeting requested with`)).toBeVisible();
  await expect(founderPage).toHaveURL(/\/calender/);

  // The same slot is no longer offered to anyone.
  const slots = await callApi(
    request,
    founder,
    'GET',
    `/availability/${investor.user.uuid}/slots?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(end.toISOString())}`,
  );
  await expectStatus(slots, 200);
  const free: Array<{ startsAt: string }> = (await slots.json()).data.slots;
  expect(free.map((s) => Date.parse(s.startsAt))).not.toContain(start.getTime());

  // The bell says a request waits for the investor and leads to the pending meetings.
  await investorPage.reload();
  await investorPage.getByRole('button', { name: /^Notifications/ }).click();
  await investorPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: 'One meeting request is waiting for your answer' })
    .click();
  await expect(investorPage).toHaveURL(/\/meetings\?tab=pending$/);
  await expect(investorPage.getByRole('tab', { name: /Pending/, selected: true })).toBeVisible();

  // The investor accepts from the calendar's waiting requests.
  await investorPage.goto(`${investor.origin}/calender`);
  const waiting = investorPage.getByRole('region', { name: 'Requests waiting for you' });
  await expect(waiting).toBeVisible();
  await waiting.getByRole('button', { name: 'Accept' }).first().click();
  await expect(waiting.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const list = await callApi(request, investor, 'GET', '/meetings?tab=upcoming');
  await expectStatus(list, 200);
  const upcoming: Array<{ uuid: string; status: string; other: { name: string } }> = (await list.json()).data.items;
  const meeting = upcoming.find((m) => m.status === 'scheduled');
  expect(meeting).toBeDefined();
  meetingUuid = meeting?.uuid ?? '';
  await request.dispose();

  // Both see it in their calendars, in the list view, at its time.
  for (const page of [investorPage, founderPage]) {
    await page.goto(`${tenantOrigin()}/calender?view=list&date=${day}`);
    await expect(page.getByRole('button', { name: new RegExp(`^Meeting, ${hhmm(start)}`) }).first()).toBeVisible();
  }

  // Both join the call; each sees the other's camera (Chromium's synthetic one).
  for (const page of [investorPage, founderPage]) {
    await page.goto(`${tenantOrigin()}/meetings/${meetingUuid}/call`);
    await expect(page.getByRole('button', { name: 'Join call' })).toBeEnabled({ timeout: 20_000 });
  }
  await investorPage.getByRole('button', { name: 'Join call' }).click();
  await founderPage.getByRole('button', { name: 'Join call' }).click();
  for (const [page, other] of [
    [investorPage, founderName],
    [founderPage, investorName],
  ] as const) {
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({ timeout: 30_000 });
    const video = page.getByLabel(new RegExp(`^${other}.*'s video$`));
    await expect
      .poll(() => video.evaluate((el) => (el as HTMLVideoElement).videoWidth > 0 && !(el as HTMLVideoElement).paused), {
        timeout: 20_000,
      })
      .toBe(true);
  }
  await expectNoAxeViolations(founderPage);

  // The founder leaves and rates the call.
  await founderPage.getByRole('button', { name: 'Leave call' }).click();
  await expect(founderPage).toHaveURL(new RegExp(`/calender\\?rating-modal=${meetingUuid}`));
  const dialog = founderPage.getByRole('dialog', { name: 'Rate your call experience' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Good' }).click();
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('Clear picture, no echo.');
  const rated = founderPage.waitForResponse(
    (response) => response.url().endsWith(`/meetings/${meetingUuid}/rating`) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await rated).status()).toBeLessThan(300);
  await expect(dialog).toBeHidden();
  await expect(investorPage.getByRole('status').filter({ hasText: /left the call/ })).toBeVisible({ timeout: 15_000 });
  // The call's camera and connection would go on using the cores for the rest of the run.
  await Promise.all([investorPage.context().close(), founderPage.context().close()]);
});
