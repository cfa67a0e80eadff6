import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { smallPdf } from './support/files.ts';
import { pickOption } from './support/select.ts';
import {
  approvedMember,
  callApi,
  expectStatus,
  openSignedIn,
  signInByEmail,
  type TestSession,
} from './support/session.ts';

/**
 * The helpdesk (issue 40): a member raises a ticket with a file; an operator finds it in the queue, answers it
 * (the member sees the answer arrive without a reload) and closes it; the member rates the help. Another member
 * asking for the ticket through the API is told it is not there.
 */

const stamp = Date.now();
const subject = `Demo Day badge missing ${stamp}`;
let member: TestSession;
let stranger: TestSession;
let operator: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  member = await approvedMember(request, operator, 'startup', `Maya Lin ${stamp}`, {
    companyName: `Brightloom ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  stranger = await signInByEmail(request, 'rohan@northstar.demo');
  await request.dispose();
});

test('a member raises a ticket that an operator answers and closes, and the member rates the help', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const memberPage = await (await browser.newContext()).newPage();
  const operatorPage = await (await browser.newContext()).newPage();

  await openSignedIn(memberPage, member, '/tickets');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  await memberPage.getByRole('button', { name: 'New ticket' }).first().click();
  const form = memberPage.getByRole('form', { name: 'New ticket' });
  await pickOption(form.getByRole('combobox', { name: 'Issue type' }), 'Events');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Description' }).fill('My badge is not in the Demo Day app.');
  const chooser = memberPage.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Files' }).click();
  await (await chooser).setFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: smallPdf('badge') });
  await form.getByRole('button', { name: 'Raise ticket' }).click();

  await expect(memberPage).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(memberPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(memberPage.getByText('Open', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Download registration.pdf' })).toBeVisible();
  const uuid = memberPage.url().split('/').at(-1) ?? '';

  // Someone else's ticket is not there for them, whatever they call.
  const request = await playwright.request.newContext();
  await expectStatus(await callApi(request, stranger, 'GET', `/tickets/${uuid}`), 404);
  await expectStatus(await callApi(request, stranger, 'POST', `/tickets/${uuid}/messages`, { body: 'Hi' }), 404);
  await request.dispose();

  // The operator finds it in the queue by its words and answers.
  await openSignedIn(operatorPage, operator, '/admin/tickets');
  await operatorPage.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
  await operatorPage
    .getByRole('table', { name: 'Tickets' })
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await operatorPage
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Your badge is added: please open the app again.');
  await operatorPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(operatorPage.getByText('In progress', { exact: true })).toBeVisible();

  // The member sees the answer arrive, without a reload.
  const thread = memberPage.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText('Your badge is added: please open the app again.')).toBeVisible();

  await operatorPage.getByRole('button', { name: 'Close ticket' }).click();
  await expect(operatorPage.getByText('Closed', { exact: true })).toBeVisible();

  // Closed: the member rates the help.
  await expect(memberPage.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
  await expectNoAxeViolations(memberPage, 'main');
  await memberPage.getByRole('radio', { name: '5 stars' }).press('Enter');
  await memberPage.getByRole('textbox', { name: 'Comment (optional)' }).fill('Sorted in minutes.');
  await memberPage.getByRole('button', { name: 'Send rating' }).click();
  await expect(memberPage.getByRole('region', { name: 'Rating' })).toContainText('Sorted in minutes.');
  await operatorPage.reload();
  await expect(operatorPage.getByRole('region', { name: 'Rating' })).toContainText('Sorted in minutes.');
});
