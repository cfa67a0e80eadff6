import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe.ts';
import { smallPdf } from './support/files.ts';
import { pickOption } from './support/select.ts';
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
 * A call for applications from both sides (issue 20), each in its own browser: the demo operator builds a
 * three-section form with a conditional question in the console's form builder and publishes it, then a
 * program around it (one document, a rubric of two criteria); a founder arrives through the program's link,
 * signs up as a startup, lands on the application, leaves after the first section and finds the draft kept,
 * finishes it, uploads the document and submits; the operator scores the application and moves it to
 * Screening with a message, which the founder then reads on the status page. Codes and emails are unique
 * per run, so the journey runs beside any other.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-7);
const formTitle = `Climate intake ${stamp}`;
const formCode = `climate-intake-${stamp}`;
const programCode = `E2E-${stamp}`;
const programTitle = `Climate founders call ${stamp}`;
const founderName = `Amara Diallo ${stamp}`;
const company = `Tidewater Carbon ${stamp}`;
const email = `founder-${stamp}${Math.floor(Math.random() * 1000)}@e2e.test`;
const tagline = 'Kelp farms that pay for themselves';
const plans = 'Sign two pilot buyers and hire a marine biologist.';
const message = 'Strong start: we would like to talk in screening.';
const documentTitle = 'Pitch deck';

let operator: TestSession;

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const freshPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** 'YYYY-MM-DDTHH:mm' some hours from now, as a datetime-local input takes it (the browser runs in UTC). */
const localInstant = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 16);

/**
 * Adds a field of a type to the form being built; `fill` gets its editor, named as a new field is
 * ('Short text 2') until its label is typed, so `fill` types the label last.
 */
const addField = async (page: Page, type: string, place: number, fill: (item: Locator) => Promise<void>) => {
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const item = page.getByRole('list', { name: 'Fields' }).getByRole('listitem', { name: `${type} ${place}` });
  await expect(item).toBeVisible();
  await fill(item);
};

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  await request.dispose();
});

test('an operator builds a call for applications; a founder signs up through its link, applies and hears of the next stage', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const operatorPage = await freshPage(browser);

  // The form, built in the console: three sections, a question shown only for one choice, published.
  await openSignedIn(operatorPage, operator, '/admin/forms/new');
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
  const builder = operatorPage.getByRole('form', { name: 'New form' });
  await builder.getByRole('textbox', { name: 'Title', exact: true }).fill(formTitle);
  await builder.getByRole('textbox', { name: 'Code', exact: true }).fill(formCode);
  await builder.getByRole('radiogroup', { name: 'Status' }).getByText('Published', { exact: true }).click();
  await addField(operatorPage, 'Section heading', 1, async (item) => {
    await item.getByLabel('Text under the heading').fill('Tell us who you are.');
    await item.getByRole('textbox', { name: 'Heading', exact: true }).fill('About the startup');
  });
  await addField(operatorPage, 'Short text', 2, async (item) => {
    await item.getByRole('checkbox', { name: 'Answer required' }).check();
    await item.getByRole('textbox', { name: 'Question', exact: true }).fill('Tagline');
  });
  await addField(operatorPage, 'Choice (one)', 3, async (item) => {
    await item.getByRole('textbox', { name: 'Options' }).fill('Idea\nRevenue');
    await item.getByRole('textbox', { name: 'Question', exact: true }).fill('Where is the company');
  });
  await addField(operatorPage, 'Number', 4, async (item) => {
    await pickOption(item.getByRole('combobox', { name: 'Show only when' }), 'Where is the company');
    await pickOption(item.getByRole('combobox', { name: 'is answered with' }), 'Revenue');
    await item.getByRole('textbox', { name: 'Question', exact: true }).fill('Monthly revenue (USD)');
  });
  await addField(operatorPage, 'Section heading', 5, async (item) => {
    await item.getByRole('textbox', { name: 'Heading', exact: true }).fill('Your plans');
  });
  await addField(operatorPage, 'Long text', 6, async (item) => {
    await item.getByRole('checkbox', { name: 'Answer required' }).check();
    await item.getByRole('textbox', { name: 'Question', exact: true }).fill('What will you do in the program');
  });
  await addField(operatorPage, 'Section heading', 7, async (item) => {
    await item.getByRole('textbox', { name: 'Heading', exact: true }).fill('Links');
  });
  await addField(operatorPage, 'Link (URL)', 8, async (item) => {
    await item.getByRole('textbox', { name: 'Question', exact: true }).fill('Website');
  });
  // The preview answers like the real form: the revenue question waits for its choice.
  const preview = operatorPage.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'About the startup' })).toBeVisible();
  await expect(preview.getByLabel('Monthly revenue (USD)')).toHaveCount(0);
  await preview.getByRole('radio', { name: 'Revenue' }).check();
  await expect(preview.getByLabel('Monthly revenue (USD)')).toBeVisible();
  await builder.getByRole('button', { name: 'Create form' }).click();
  await expect(toast(operatorPage, 'Form created')).toBeVisible({ timeout: 20_000 });
  await expect(operatorPage).toHaveURL(/\/admin\/forms\/[0-9a-f-]{36}$/);
  await expect(operatorPage.getByRole('heading', { level: 1, name: formTitle })).toBeVisible();

  // The program around it: a call for applications open now for 30 days, one document and a rubric.
  await operatorPage.goto(`${tenantOrigin()}/admin/programs/new`);
  await expect(operatorPage.getByRole('heading', { level: 1, name: 'New program' })).toBeVisible();
  const editor = operatorPage.getByRole('form', { name: 'New program' });
  await pickOption(editor.getByRole('combobox', { name: 'Family' }), 'Call for applications');
  await editor.getByRole('textbox', { name: 'Code', exact: true }).fill(programCode);
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(programTitle);
  await editor.getByLabel('Summary').fill('Twelve weeks of help for founders who take carbon out of the air.');
  await editor.getByLabel('Applications open').fill(localInstant(-1));
  await editor.getByLabel('Applications close').fill(localInstant(30 * 24));
  await pickOption(editor.getByRole('combobox', { name: 'Application form' }), `${formTitle} (${formCode})`);
  await editor.getByRole('button', { name: 'Add a document' }).click();
  await editor.getByRole('textbox', { name: 'Document 1 title' }).fill(documentTitle);
  await expect(editor.getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await editor.getByRole('button', { name: 'Add a criterion' }).click();
  await editor.getByRole('textbox', { name: 'Criterion 1', exact: true }).fill('Team');
  await editor.getByRole('button', { name: 'Add a criterion' }).click();
  await editor.getByRole('textbox', { name: 'Criterion 2', exact: true }).fill('Impact');
  await editor.getByRole('radio', { name: 'Published' }).check();
  await editor.getByRole('button', { name: 'Create program' }).click();
  await expect(toast(operatorPage, `${programTitle} is created`)).toBeVisible({ timeout: 20_000 });
  await expect(operatorPage).toHaveURL(/\/admin\/programs\/[0-9a-f-]{36}$/);

  // The founder arrives through the program's link, signed out, and signs up as a startup.
  const founderPage = await freshPage(browser);
  await founderPage.goto(`${tenantOrigin()}/?program=${programCode}&autoApply=true`);
  await expect(founderPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await founderPage.getByRole('link', { name: 'Create an account' }).click();
  await founderPage.getByRole('link', { name: /^Startup/ }).click();
  await expect(founderPage.getByRole('heading', { level: 1, name: 'Sign up as a Startup' })).toBeVisible();
  await founderPage.getByLabel('Full name').fill(founderName);
  await founderPage.getByRole('radiogroup', { name: 'Sign up with' }).getByText('Email', { exact: true }).click();
  await founderPage.getByLabel('Email address').fill(email);
  await founderPage.getByLabel('Company name').fill(company);
  await founderPage.getByRole('checkbox', { name: 'Fundraising' }).check();
  await founderPage.getByRole('button', { name: 'Send code' }).click();
  const prompt = founderPage.getByRole('dialog', { name: 'No Market Access ??' });
  await prompt.getByRole('button', { name: 'Select & Proceed' }).click();
  await expect(founderPage.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
  await founderPage.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await founderPage.keyboard.type(await latestCode(request, tenantOrigin(), email));
  await expect(founderPage.getByText(`, ${founderName}!`)).toBeVisible();

  // It lands on the program's application, started on the way: the first section.
  await expect(founderPage).toHaveURL(new RegExp(`/programs/${programCode}/apply`));
  await expect(founderPage.getByRole('heading', { level: 1, name: `Apply to ${programTitle}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(founderPage.getByText('Step 1 of 3: About the startup')).toBeVisible();
  await founderPage.getByRole('textbox', { name: 'Tagline' }).fill(tagline);
  await expect(founderPage.getByLabel('Monthly revenue (USD)')).toHaveCount(0);
  await founderPage.getByRole('radio', { name: 'Revenue' }).check();
  await founderPage.getByLabel('Monthly revenue (USD)').fill('12000');
  await expect(founderPage.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 15_000 });
  const founderContext = founderPage.context();
  await founderPage.close();

  // Back in a new page later: the draft kept every answer.
  const again = await founderContext.newPage();
  await again.goto(`${tenantOrigin()}/programs/${programCode}/apply`);
  await expect(again.getByRole('heading', { level: 1, name: `Apply to ${programTitle}` })).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Tagline' })).toHaveValue(tagline);
  await expect(again.getByRole('radio', { name: 'Revenue' })).toBeChecked();
  await expect(again.getByLabel('Monthly revenue (USD)')).toHaveValue('12000');
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(again.getByText('Step 2 of 3: Your plans')).toBeVisible();
  // The long answer is required: Next waits for it.
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(again.getByLabel('What will you do in the program')).toHaveAttribute('aria-invalid', 'true');
  await again.getByLabel('What will you do in the program').fill(plans);
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(again.getByText('Step 3 of 3: Links')).toBeVisible();
  await again.getByRole('textbox', { name: 'Website' }).fill('https://tidewater.example');

  // Without the document, the application is held; with it, it goes.
  await again.getByRole('button', { name: 'Submit application' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'Documents missing' })).toBeVisible();
  const chooser = again.waitForEvent('filechooser');
  await again.getByRole('button', { name: `Upload: ${documentTitle}` }).click();
  await (await chooser).setFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: smallPdf(company) });
  await expect(toast(again, `${documentTitle} uploaded`)).toBeVisible({ timeout: 20_000 });
  await again.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(again, 'Submitted your details')).toBeVisible({ timeout: 20_000 });
  await expect(again).toHaveURL(new RegExp(`/programs/${programCode}/status`));
  await expect(again.getByRole('heading', { level: 1, name: `Your application to ${programTitle}` })).toBeVisible();
  await expect(again.getByText('In review', { exact: true })).toBeVisible();
  await expect(again.getByText('Application stage', { exact: true })).toBeVisible();

  // The operator reads it on the review page, scores it against the rubric and moves it to Screening.
  await operatorPage.goto(`${tenantOrigin()}/programs/${programCode}/review`);
  await expect(operatorPage.getByRole('heading', { level: 1, name: `Applications to ${programTitle}` })).toBeVisible();
  await expect(operatorPage.getByRole('tab', { name: 'Application (1)' })).toBeVisible();
  await operatorPage.getByRole('button', { name: company }).click();
  const drawer = operatorPage.getByRole('dialog', { name: company });
  await expect(drawer.getByText(tagline)).toBeVisible();
  await expect(drawer.getByText(plans)).toBeVisible();
  await drawer.getByRole('tab', { name: /^Scores/ }).click();
  const review = drawer.getByRole('form', { name: 'Your review' });
  await review.getByRole('textbox', { name: 'Team (0 to 10)' }).fill('8');
  await review.getByRole('textbox', { name: 'Impact (0 to 10)' }).fill('9');
  await review.getByLabel('Comment').fill('A clear buyer and a team that has farmed kelp before.');
  await review.getByRole('button', { name: 'Save my review' }).click();
  await expect(toast(operatorPage, 'Your review is saved')).toBeVisible();
  await expect(drawer.getByRole('table', { name: "Reviewers' scores" })).toContainText('8');
  const decision = drawer.getByRole('region', { name: 'Decision' });
  await pickOption(decision.getByRole('combobox', { name: 'Move to' }), 'Screening stage');
  await decision.getByLabel('Message to the applicants (optional)').fill(message);
  await decision.getByRole('button', { name: 'Move 1 application' }).click();
  await expect(toast(operatorPage, /moved to Screening/i)).toBeVisible();
  await expect(drawer.getByText('Screening stage', { exact: true })).toBeVisible();

  // The founder reloads the status page: the new stage, and the operator's message.
  await again.reload();
  await expect(again.getByText('Screening stage', { exact: true })).toBeVisible();
  await expect(again.getByRole('region', { name: 'History' })).toContainText(message);
  await expect(again.getByRole('list', { name: 'Stages' }).locator('[aria-current="step"]')).toContainText('Screening');
});

test('applying again is silent and opens the application; a program code that leads nowhere says so', async ({
  browser,
  request,
}) => {
  const founder = await signUp(request, 'startup', `Kofi Mensah ${stamp}`, tenantOrigin(), {
    companyName: `Saltmarsh ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const page = await freshPage(browser);
  await openSignedIn(page, founder, `/programs/${programCode}`);
  await expect(page.getByRole('heading', { level: 1, name: programTitle })).toBeVisible();
  const apply = page.getByRole('button', { name: 'Apply', exact: true }).first();
  await expect(apply).toBeVisible();
  // Meanwhile the founder started it in another tab: this Apply meets a 409, which says nothing.
  const program = await callApi(request, founder, 'GET', `/application-programs-management/code/${programCode}`);
  await expectStatus(program, 200);
  const { uuid } = (await program.json()).data;
  await expectStatus(await callApi(request, founder, 'POST', `/application-programs-management/${uuid}/apply`), 201);
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`/programs/${programCode}/apply`));
  await expect(page.getByRole('heading', { level: 1, name: `Apply to ${programTitle}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(`${tenantOrigin()}/programs/NO-SUCH-${stamp}`);
  await expect(page.getByText('That program was not found')).toBeVisible();
  await expect(page.getByText(`No program has the code NO-SUCH-${stamp}.`)).toBeVisible();
  await page.goto(`${tenantOrigin()}/programs/NO-SUCH-${stamp}/apply`);
  await expect(page.getByText('That program was not found')).toBeVisible();
});

test('the application page and the review page pass axe in both themes', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const founder = await signUp(request, 'startup', `Lena Vogt ${stamp}`, tenantOrigin(), {
    companyName: `Peatland ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  const founderPage = await freshPage(browser);
  await openSignedIn(founderPage, founder, `/programs/${programCode}/apply?autoApply=true`);
  await expect(founderPage.getByRole('textbox', { name: 'Tagline' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolationsInBothThemes(founderPage);

  const operatorPage = await freshPage(browser);
  await openSignedIn(operatorPage, operator, `/programs/${programCode}/review`);
  await expect(operatorPage.getByRole('tab', { name: /^All/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(operatorPage);
  // A stranger's script is refused the applications.
  const program = await callApi(request, founder, 'GET', `/application-programs-management/code/${programCode}`);
  const { uuid } = (await program.json()).data;
  await expectStatus(await callApi(request, founder, 'GET', `/programs-management/${uuid}/applications`), 403);
});
