import { expect, type Page, test } from '@playwright/test';
import { approvedMember, openSignedIn, signInByEmail, signUp, type TestSession } from './support/session.ts';

/**
 * Two browsers, two people, nothing reloaded: a new startup asks Northstar Ventures (Rohan Kapoor) to
 * connect from its public profile; on Rohan's open dashboard the bell and 'Your network' count up by
 * themselves (the socket's fetch-count, spec 9); he accepts; the startup's open page shows the toast that
 * he did, linking to his profile.
 */
const stamp = `${Date.now()}`.slice(-6);
const founderName = `Kiran Rao ${stamp}`;

/** The number on one of the dashboard's 'Your network' tiles. */
const tileCount = async (page: Page, label: string) => {
  const tile = page.getByRole('region', { name: 'Your network' }).getByRole('link', { name: new RegExp(label) });
  // innerText: the tile's textContent holds its inline style too.
  return Number(/\d+/.exec(await tile.innerText())?.[0] ?? Number.NaN);
};

const unreadOf = async (page: Page) => {
  const label =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test('a request reaches the investor’s bell live, and the acceptance reaches the startup as a toast', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  // Requests go between approved profiles.
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  const founder: TestSession = await approvedMember(request, operator, 'startup', founderName, {
    companyName: `Brightwave ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const rohan = await signInByEmail(request, 'rohan@northstar.demo');
  await request.dispose();

  const investorPage = await (await browser.newContext()).newPage();
  await openSignedIn(investorPage, rohan, '/investors/dashboard');
  const received = investorPage
    .getByRole('region', { name: 'Your network' })
    .getByRole('link', { name: /Requests received/ });
  await expect(received).toBeVisible();
  // The socket is up when the profile menu's dot says so.
  const bell = investorPage.getByRole('button', { name: /^Notifications/ }).first();
  await expect(bell).toBeVisible();
  const before = await unreadOf(investorPage);
  const receivedBefore = await tileCount(investorPage, 'Requests received');

  const startupPage = await (await browser.newContext()).newPage();
  await openSignedIn(startupPage, founder, `/investors/profile/${rohan.user.uuid}`);
  await startupPage
    .getByRole('button', { name: /^Connect with Northstar Ventures/ })
    .first()
    .click();
  const dialog = startupPage.getByRole('dialog', { name: /Connect with Northstar Ventures/ });
  await dialog.getByRole('textbox', { name: /Message/ }).fill('We build grid batteries; may we show you our numbers?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(startupPage.getByText('Request sent').first()).toBeVisible();

  // No reload: the server's fetch-count over the socket brings the new count (well inside the 30 s poll).
  await expect.poll(() => unreadOf(investorPage), { timeout: 10_000 }).toBeGreaterThan(before);
  // So do the dashboard's network counts; Rohan follows the tile to the request and accepts it.
  await expect
    .poll(() => tileCount(investorPage, 'Requests received'), { timeout: 10_000 })
    .toBeGreaterThan(receivedBefore);
  await received.click();
  await expect(investorPage.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await investorPage.getByRole('button', { name: `Accept request from ${founderName}` }).click();
  const accept = investorPage.getByRole('dialog');
  await accept.getByRole('button', { name: /^Accept/ }).click();
  await expect(investorPage.getByRole('button', { name: `Accept request from ${founderName}` })).toHaveCount(0);

  // The startup, still on the same page, is told at once.
  const toast = startupPage.getByRole('link', { name: /accepted your connection request/ });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await toast.click();
  await expect(startupPage).toHaveURL(/\/investors\/profile\//);
  await expect(startupPage.getByText('Connected').first()).toBeVisible();
});

test('a startup not yet approved is told so when it asks to connect, and nothing is sent', async ({
  page,
  request,
}) => {
  const waiting = await signUp(request, 'startup', `Tara Menon ${stamp}`, undefined, {
    companyName: `Driftwood ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await openSignedIn(page, waiting, '/search/investors?q=Northstar');
  await page
    .getByRole('article', { name: 'Northstar Ventures' })
    .getByRole('button', { name: 'Connect with Northstar Ventures' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Connect with Northstar Ventures' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Your profile must be approved before it can send connection requests').first(),
  ).toBeVisible();
  const sent = await request.get(`${waiting.origin}/api/v1/connections/requests/sent`, {
    headers: { authorization: `Bearer ${waiting.accessToken}` },
  });
  expect((await sent.json()).data.total).toBe(0);
});
