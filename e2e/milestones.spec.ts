import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe.ts';
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
} from './support/session.ts';

/**
 * Milestones (issue 40): a startup sets a milestone, starts it and completes it with evidence (words and a
 * file); a reviewer (here the platform's operator, who confirms the startup's own milestones) finds it in the
 * console's "To confirm" tab, reads the evidence and confirms it; the startup sees it confirmed. Someone else
 * asking for it through the API is told it is not there.
 */

const stamp = Date.now();
const title = `Sign our first pilot ${stamp}`;
let founder: TestSession;
let stranger: TestSession;
let operator: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  founder = await approvedMember(request, operator, 'startup', `Mira Rao ${stamp}`, {
    companyName: `Kiln Labs ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  stranger = await signInByEmail(request, 'rohan@northstar.demo');
  await request.dispose();
});

test('startup completes a milestone a reviewer confirms', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const founderPage = await (await browser.newContext()).newPage();
  const reviewerPage = await (await browser.newContext()).newPage();

  await openSignedIn(founderPage, founder, '/milestones');
  await expect(founderPage.getByRole('heading', { level: 1, name: 'Milestones' })).toBeVisible();
  await founderPage.getByRole('button', { name: 'New milestone' }).first().click();
  const form = founderPage.getByRole('form', { name: 'New milestone' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickOption(form.getByRole('combobox', { name: 'Category' }), 'Customers');
  await form.getByLabel('Due date').fill(daysFromNow(20));
  await form.getByRole('textbox', { name: 'Description' }).fill('A paid pilot with a state utility.');
  await form.getByRole('button', { name: 'Add milestone' }).click();

  const card = founderPage.getByRole('article', { name: title });
  await expect(card.getByText('Planned')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(founderPage);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByText('In progress')).toBeVisible();

  await card.getByRole('button', { name: 'Complete' }).click();
  const evidence = founderPage.getByRole('form', { name: 'Complete milestone' });
  await evidence
    .getByRole('textbox', { name: 'What was achieved' })
    .fill('The utility signed a paid pilot for 40 sites.');
  const chooser = founderPage.waitForEvent('filechooser');
  await evidence.getByRole('button', { name: 'File' }).click();
  await (await chooser).setFiles({ name: 'pilot-order.pdf', mimeType: 'application/pdf', buffer: smallPdf('order') });
  await evidence.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(card.getByText('Waiting for confirmation')).toBeVisible();

  // Someone else cannot see, review or change it, whatever they call.
  const request = await playwright.request.newContext();
  const mine = await (await callApi(request, founder, 'GET', '/milestones?status=completed')).json();
  const uuid = String(mine.data.items.find((item: { title: string }) => item.title === title)?.uuid);
  await expectStatus(
    await callApi(request, stranger, 'POST', `/milestones/${uuid}/review`, { decision: 'confirm' }),
    404,
  );
  await expectStatus(await callApi(request, stranger, 'GET', `/milestones/${uuid}/evidence`), 404);
  await expectStatus(await callApi(request, stranger, 'PATCH', `/milestones/${uuid}`, { title: 'Mine' }), 422);
  await request.dispose();

  // The reviewer finds it waiting, with its evidence, and confirms it.
  await openSignedIn(reviewerPage, operator, '/admin/milestones?tab=confirm');
  const waiting = reviewerPage.getByRole('article', { name: title });
  await expect(waiting.getByText('The utility signed a paid pilot for 40 sites.')).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Download pilot-order.pdf' })).toBeVisible();
  await waiting.getByRole('button', { name: 'Review' }).click();
  const review = reviewerPage.getByRole('form', { name: 'Review milestone' });
  await review.getByRole('textbox', { name: 'Note to the startup' }).fill('Checked the order. Well done!');
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect(reviewerPage.getByRole('article', { name: title })).toHaveCount(0);

  // The startup sees it confirmed, with the note.
  await founderPage.reload();
  const confirmed = founderPage.getByRole('article', { name: title });
  await expect(confirmed.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(confirmed.getByText('Checked the order. Well done!')).toBeVisible();
  await expect(confirmed.getByRole('button', { name: 'Complete' })).toHaveCount(0);
});
