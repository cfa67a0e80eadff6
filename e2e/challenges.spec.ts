import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { smallPdf } from './support/files.ts';
import { pickOption } from './support/select.ts';
import {
  approvedMember,
  callApi,
  daysFromNow,
  expectStatus,
  openSignedIn,
  signInByEmail,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Corporate challenges from both sides, each in its own browser: an approved corporate posts a challenge
 * with a brief and a question from My challenges; an approved startup finds it on the challenge search,
 * opens it and applies with a pitch and an answer; the corporate finds the startup on the participants
 * page and shortlists it, and the startup sees where its application stands. Strangers are refused by the
 * API. The people are made through the API and approved by the demo operator, as chat.spec.ts does.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const corporateCompany = `Northwind Foods ${stamp}`;
const startupCompany = `Freshtrack ${stamp}`;
const title = `Cut cold-chain waste ${stamp}`;
const question = 'How many trucks run your system today?';

let corporate: TestSession;
let startup: TestSession;
let otherCorporate: TestSession;

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  [corporate, startup, otherCorporate] = await Promise.all([
    approvedMember(request, operator, 'corporate', `Helena Brandt ${stamp}`, {
      companyName: corporateCompany,
      designation: 'Head of Innovation',
    }),
    approvedMember(request, operator, 'startup', `Tomas Okonkwo ${stamp}`, {
      companyName: startupCompany,
      servicesLookingFor: ['customer_access'],
    }),
    approvedMember(request, operator, 'corporate', `Ingrid Solberg ${stamp}`, {
      companyName: `Polar Retail ${stamp}`,
      designation: 'Procurement lead',
    }),
  ]);
  await request.dispose();
});

const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('a corporate posts a challenge; a startup finds it and applies; the corporate sees and shortlists the startup', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const corporatePage = await freshPage(browser);
  const startupPage = await freshPage(browser);
  const pitch = `Our sensors log every pallet's temperature and reroute trucks before food spoils. ${stamp}`;
  const answer = 'Forty-two trucks across three cities.';

  // The corporate has posted nothing yet, and starts a new challenge from My challenges.
  await openSignedIn(corporatePage, corporate, '/challenges');
  await expect(corporatePage.getByRole('heading', { level: 1, name: 'My challenges' })).toBeVisible();
  await expect(corporatePage.getByText('You have not posted a challenge yet')).toBeVisible();
  await corporatePage.getByRole('link', { name: 'New challenge' }).click();
  await expect(corporatePage).toHaveURL(/\/challenges\/new$/);
  await expect(corporatePage.getByRole('heading', { level: 1, name: 'New challenge' })).toBeVisible();

  const editor = corporatePage.getByRole('form', { name: 'New challenge' });
  // Nothing filled in: the form says what is missing and posts nothing.
  await editor.getByRole('button', { name: 'Post challenge' }).click();
  await expect(editor.getByText('Title required')).toBeVisible();
  await expect(corporatePage).toHaveURL(/\/challenges\/new$/);

  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await editor
    .getByLabel('Problem statement')
    .fill('A fifth of our chilled produce spoils between the depot and the store.\nWe want it under 5%.');
  await pickOption(editor.getByRole('combobox', { name: 'Industries' }), 'Financial Services & Fintech', 'Fintech');
  await pickOption(editor.getByRole('combobox', { name: 'Industries' }), 'Logistics & Supply Chain', 'Logistics');
  await editor.getByLabel('Rewards').fill('A paid pilot across 40 stores and a purchase order on success.');
  await editor.getByLabel('Eligibility').fill('Startups with a working product in cold-chain logistics.');
  await editor.getByLabel('Deadline').fill(daysFromNow(21));
  const chooser = corporatePage.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles({
    name: 'cold-chain-brief.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(`The brief ${stamp}`),
  });
  const files = editor.getByRole('list', { name: 'Files (optional)' });
  await expect(files.getByRole('listitem').filter({ hasText: 'cold-chain-brief.pdf' })).toContainText('PDF');
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await editor.getByRole('textbox', { name: 'Question 1', exact: true }).fill(question);
  await expect(editor.getByRole('checkbox', { name: 'Answer required' })).toBeChecked();
  await editor.getByRole('button', { name: 'Post challenge' }).click();

  // Posted: its page, with the way to its participants.
  await expect(toast(corporatePage, 'Your challenge is posted')).toBeVisible({ timeout: 20_000 });
  await expect(corporatePage).toHaveURL(/\/challenges\/[0-9a-f-]{36}\/details$/);
  const challengeId = new URL(corporatePage.url()).pathname.split('/')[2] ?? '';
  await expect(corporatePage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(corporatePage.getByRole('link', { name: 'Participants (0)' })).toBeVisible();
  await expect(corporatePage.getByRole('list', { name: 'Files of the challenge' })).toContainText(
    'cold-chain-brief.pdf',
  );

  // The startup searches the challenges and finds it.
  await openSignedIn(startupPage, startup, '/search/challenges');
  await expect(startupPage.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await startupPage.getByRole('textbox', { name: 'Search challenges' }).fill(title);
  await startupPage
    .getByRole('search', { name: 'Search challenges' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(startupPage).toHaveURL(/[?&]q=/);
  await expect(startupPage.getByText('1 challenge', { exact: true })).toBeVisible();
  const card = startupPage.getByRole('article', { name: title });
  await expect(card).toContainText(corporateCompany);
  await expect(card).toContainText('Financial Services & Fintech');
  await expect(card).toContainText('A paid pilot across 40 stores');
  await card.getByRole('link', { name: title }).click();

  // It opens with the brief, and the form asks the corporate's question.
  await expect(startupPage).toHaveURL(new RegExp(`/challenges/${challengeId}/details$`));
  await expect(startupPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(startupPage.getByRole('button', { name: 'Download cold-chain-brief.pdf' })).toBeVisible();
  await expect(startupPage.getByRole('link', { name: /^Participants/ })).toHaveCount(0);
  const form = startupPage.getByRole('form', { name: 'Apply to this challenge' });
  await form.getByLabel('Your pitch').fill(pitch);
  // The question is required: the form holds the application until it is answered.
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByLabel(`1. ${question}`)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(`1. ${question}`).fill(answer);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(startupPage, `Your application to ${title} was sent`)).toBeVisible({ timeout: 20_000 });
  await expect(startupPage.getByRole('status').filter({ hasText: 'Your application was sent' })).toContainText(
    'Applied',
  );
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(startupPage);

  // The corporate's list counts the startup, and its participants page shows what it sent.
  await corporatePage.getByRole('link', { name: 'My challenges' }).click();
  const row = corporatePage.getByRole('list', { name: 'My challenges' }).getByRole('listitem', { name: title });
  await expect(row).toContainText('1 participant');
  await row.getByRole('link', { name: `Participants of ${title}` }).click();
  await expect(corporatePage).toHaveURL(new RegExp(`/challenges/${challengeId}/participants$`));
  await expect(corporatePage.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  await expect(corporatePage.getByRole('tab', { name: 'All: 1' })).toBeVisible();
  const participant = corporatePage
    .getByRole('list', { name: 'Participants' })
    .getByRole('listitem', { name: startupCompany });
  await expect(participant).toContainText(pitch);
  await expect(participant.getByRole('term')).toHaveText(question);
  await expect(participant.getByRole('definition')).toHaveText(answer);
  await expect(participant).toContainText('Applied');
  await expectNoAxeViolations(corporatePage);

  // Shortlisted, with a word for the startup.
  await participant
    .getByRole('group', { name: `Move ${startupCompany}` })
    .getByRole('button', { name: 'Shortlist' })
    .click();
  const dialog = corporatePage.getByRole('dialog', { name: `Shortlist ${startupCompany}?` });
  await dialog.getByLabel('Message to the startup (optional)').fill('Can you demo next week?');
  await dialog.getByRole('button', { name: 'Shortlist' }).click();
  await expect(toast(corporatePage, `${startupCompany}: Shortlisted`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(corporatePage.getByRole('tab', { name: 'Shortlisted: 1' })).toBeVisible();

  // The startup's own list of applications shows where it stands now.
  await startupPage.goto(`${tenantOrigin()}/search/challenges?view=applied`);
  const mine = startupPage
    .getByRole('list', { name: 'My applications' })
    .getByRole('listitem')
    .filter({
      has: startupPage.getByRole('link', { name: title }),
    });
  await expect(mine).toContainText(corporateCompany);
  await expect(mine).toContainText('Shortlisted');
});

test('a challenge address that leads nowhere opens the challenge search and says so', async ({ page }) => {
  await page.goto(`${tenantOrigin()}/challenges/00000000-0000-4000-8000-000000000000/details`);
  await expect(page).toHaveURL(/\/search\/challenges$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'That challenge was not found' });
  await expect(notice).toContainText('Here are the challenges open now.');
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('strangers cannot read the participants of a challenge or change it through the API', async ({ request }) => {
  const posted = await callApi(request, corporate, 'POST', '/challenges', {
    title: `Reusable crates ${stamp}`,
    problemStatement: 'Our crates break after ten trips.',
    industries: ['logistics'],
    rewards: 'A pilot.',
    eligibility: 'Any startup.',
    deadline: daysFromNow(14),
  });
  await expectStatus(posted, 201);
  const { uuid } = (await posted.json()).data;
  await expectStatus(
    await callApi(request, startup, 'POST', `/challenges/participants/${uuid}/apply`, { pitch: 'Crates of hemp.' }),
    201,
  );

  // A startup that applied still may not read who else did, nor the owner's summary, nor change it.
  for (const who of [startup, otherCorporate]) {
    const list = await callApi(request, who, 'GET', `/challenges/${uuid}/participants/list`);
    expect(list.status()).toBe(403);
    expect(await list.text()).not.toContain('Crates of hemp.');
    await expectStatus(await callApi(request, who, 'GET', `/challenges/${uuid}/info`), 403);
    await expectStatus(
      await callApi(request, who, 'PATCH', `/challenges/${uuid}`, { title: 'Hijacked', status: 'closed' }),
      403,
    );
  }
  await expectStatus(await callApi(request, null, 'GET', `/challenges/${uuid}/participants/list`), 401);

  // The challenge is as its corporate left it, and its owner still sees the one participant.
  const mine = await callApi(request, corporate, 'GET', `/challenges/${uuid}/participants/list`);
  await expectStatus(mine, 200);
  const { items } = (await mine.json()).data;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ pitch: 'Crates of hemp.', startup: { name: startupCompany } });
  const challenge = await callApi(request, startup, 'GET', `/challenges/${uuid}`);
  await expectStatus(challenge, 200);
  expect((await challenge.json()).data).toMatchObject({ title: `Reusable crates ${stamp}`, status: 'open' });
});
