import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe.ts';
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
 * IP requests (issue 40): a startup files an IP request with an inventor and a document; an operator finds it in
 * the console's queue and moves it to review with a note, and the startup sees the move on its page. Another
 * member asking for the request through the API is told it is not there.
 */

const stamp = Date.now();
const title = `Self-calibrating soil probe ${stamp}`;
let founder: TestSession;
let stranger: TestSession;
let operator: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  founder = await approvedMember(request, operator, 'startup', `Nia Rao ${stamp}`, {
    companyName: `Loamwise ${stamp}`,
    servicesLookingFor: ['mentorship'],
  });
  stranger = await signInByEmail(request, 'rohan@northstar.demo');
  await request.dispose();
});

test('startup files an IP request that moves a stage', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const founderPage = await (await browser.newContext()).newPage();
  const operatorPage = await (await browser.newContext()).newPage();

  await openSignedIn(founderPage, founder, '/ip-request');
  await expect(founderPage.getByRole('heading', { level: 1, name: 'IP requests' })).toBeVisible();
  await founderPage.getByRole('button', { name: 'New IP request' }).first().click();
  const form = founderPage.getByRole('form', { name: 'New IP request' });
  await pickOption(form.getByRole('combobox', { name: 'Kind' }), 'Patent');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('A soil probe that recalibrates itself after rain.');
  await form.getByRole('button', { name: 'Add inventor' }).click();
  await form.getByRole('textbox', { name: 'Name of inventor 1' }).fill('Nia Rao');
  const chooser = founderPage.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Documents' }).click();
  await (await chooser).setFiles({ name: 'drawings.pdf', mimeType: 'application/pdf', buffer: smallPdf('probe') });
  await form.getByRole('button', { name: 'Send request' }).click();

  await expect(founderPage).toHaveURL(/\/ip-request\/[0-9a-f-]{36}$/);
  await expect(founderPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(founderPage.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(founderPage.getByRole('button', { name: 'Download drawings.pdf' })).toBeVisible();
  await expect(founderPage.getByText('Inventors or authors: Nia Rao')).toBeVisible();
  const uuid = founderPage.url().split('/').at(-1) ?? '';

  // Someone else's request is not there for them, whatever they call.
  const request = await playwright.request.newContext();
  await expectStatus(await callApi(request, stranger, 'GET', `/ip-requests/${uuid}`), 404);
  await expectStatus(await callApi(request, stranger, 'POST', `/ip-requests/${uuid}/notes`, { note: 'Hi' }), 404);
  await expectStatus(await callApi(request, founder, 'POST', `/ip-requests/${uuid}/stage`, { stage: 'granted' }), 403);
  await request.dispose();

  // The operator finds it in the queue by its words and moves it to review with a note.
  await openSignedIn(operatorPage, operator, '/admin/ip-requests');
  await operatorPage.getByRole('searchbox', { name: 'Search' }).fill(String(stamp));
  await operatorPage.getByRole('table', { name: 'IP requests' }).getByRole('link', { name: title }).click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await operatorPage.getByRole('button', { name: 'Move to In review' }).click();
  const move = operatorPage.getByRole('form', { name: 'Move to In review' });
  await move.getByRole('textbox', { name: 'Note (optional)' }).fill('We start with a prior-art search.');
  await move.getByRole('button', { name: 'Move to In review' }).click();
  await expect(operatorPage.getByText('In review', { exact: true }).first()).toBeVisible();

  // The startup sees the move and its note arrive, without a reload.
  const history = founderPage.getByRole('list', { name: 'History' });
  await expect(history.getByText('We start with a prior-art search.')).toBeVisible();
  await expect(founderPage.getByText('In review', { exact: true }).first()).toBeVisible();
  // It comes as a toast too; the page is scanned once the toast is gone (a toast fading in or out mid-scan has
  // colours halfway between, which axe misjudges).
  const toast = founderPage.getByRole('link', { name: new RegExp(`${stamp}" is in review`) });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
  await expectNoAxeViolationsInBothThemes(founderPage);
});
