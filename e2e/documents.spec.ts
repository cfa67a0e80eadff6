import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, openSignedIn, signInByEmail, signUp, tenantOrigin } from './support/session.ts';

/**
 * Application documents from both sides: a program office asks a startup for a document from the
 * startup's profile, the startup uploads it on its Documents page, the office sends it back with a
 * comment, the startup sends a new file, and the office accepts it.
 */

const pdf = (words: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${words}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a program office asks a startup for a document, sends it back once, and accepts the new file', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const office = await signUp(request, 'program_office', 'Nila Menon', tenantOrigin(), {
    organizationName: `Harbor Incubator ${run}`,
  });
  const startup = await signUp(request, 'startup', 'Omar Farouk', tenantOrigin(), {
    companyName: `Tidepool ${run}`,
    servicesLookingFor: ['mentorship'],
  });
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  for (const who of [office, startup]) {
    const decided = await callApi(request, operator, 'POST', `/admin/profiles/${who.user.uuid}/decision`, {
      decision: 'approved',
    });
    expect(decided.status()).toBe(200);
  }

  await openSignedIn(page, office, `/startups/profile/${startup.user.uuid}`);
  await page.getByRole('button', { name: 'Ask for a document' }).click();
  const ask = page.getByRole('dialog', { name: `Ask Tidepool ${run} for a document` });
  await ask.getByRole('button', { name: 'Ask for it' }).click();
  await expect(ask.getByText('Title required')).toBeVisible();
  await expect(ask.getByText('Say what the document should contain')).toBeVisible();
  await ask.getByLabel('Document').fill('Pitch deck');
  await ask.getByLabel('What it should contain').fill('Your latest deck, with traction and the team.');
  await ask.getByRole('button', { name: 'Ask for it' }).click();
  await expect(toast(page, `Pitch deck asked of Tidepool ${run}`)).toBeVisible();

  const founder = await (await browser.newContext()).newPage();
  await openSignedIn(founder, startup, '/startups/dashboard');
  await founder.getByRole('link', { name: 'Documents' }).click();
  await expect(founder).toHaveURL(/\/documents$/);
  const asked = founder.getByRole('article', { name: 'Pitch deck' });
  await expect(asked.getByText(`Asked by Harbor Incubator ${run}`)).toBeVisible();
  await expect(asked.getByText('Waiting for the file')).toBeVisible();
  let chooser = founder.waitForEvent('filechooser');
  await asked.getByRole('button', { name: 'Upload file' }).click();
  await (await chooser).setFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: pdf('first deck') });
  await expect(toast(founder, 'Pitch deck sent')).toBeVisible();
  await expect(asked.getByText('Waiting for review')).toBeVisible();
  await expectNoAxeViolations(founder, '#main-content');

  await page.goto('/documents?status=submitted');
  const review = page.getByRole('article', { name: 'Pitch deck' });
  await expect(review.getByText(`Asked of Tidepool ${run}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Download Pitch deck.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Pitch deck.pdf');
  await review.getByRole('button', { name: 'Send back' }).click();
  const back = page.getByRole('dialog', { name: 'Send back Pitch deck?' });
  await back.getByLabel('What should the startup change?').fill('Add this year’s revenue, please.');
  await back.getByRole('button', { name: 'Send back' }).click();
  await expect(toast(page, 'Sent back')).toBeVisible();

  await founder.reload();
  await expect(asked.getByText('Add this year’s revenue, please.')).toBeVisible();
  chooser = founder.waitForEvent('filechooser');
  await asked.getByRole('button', { name: 'Upload a new file' }).click();
  await (await chooser).setFiles({ name: 'deck-2.pdf', mimeType: 'application/pdf', buffer: pdf('second deck') });
  await expect(asked.getByText('Waiting for review')).toBeVisible();

  await page.goto('/documents');
  await page.getByRole('article', { name: 'Pitch deck' }).getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Pitch deck accepted')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pitch deck' }).getByText('Accepted', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');
  if (process.env.SCREENSHOTS) {
    // For a person to look at (SCREENSHOTS=1): both sides, desktop and phone, light and dark.
    for (const [who, name] of [
      [page, 'office'],
      [founder, 'startup'],
    ] as const) {
      for (const scheme of ['light', 'dark']) {
        await who.evaluate((value) => localStorage.setItem('ventura-color-scheme', value), scheme);
        for (const size of [
          { width: 1280, height: 800, label: 'desktop' },
          { width: 390, height: 844, label: 'phone' },
        ]) {
          await who.setViewportSize(size);
          await who.reload();
          await expect(who.getByRole('article', { name: 'Pitch deck' })).toBeVisible();
          await who.screenshot({ path: `screenshots/documents-${name}-${size.label}-${scheme}.png`, fullPage: true });
        }
      }
    }
  }

  // An investor finds no Documents page, and its API refuses the upload of someone else's request.
  const investor = await signUp(request, 'investor', 'Ravi Shah', tenantOrigin(), {
    investorType: 'individual',
  });
  const list = await callApi(request, investor, 'GET', '/program_office_members/fetch-documents/1/20');
  expect(list.status()).toBe(403);
});
