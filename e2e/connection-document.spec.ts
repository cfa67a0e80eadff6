import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { approvedMember, callApi, openSignedIn, signInByEmail, signUp, tenantOrigin } from './support/session.ts';

/**
 * An investor's connection document: the investor uploads it on its edit page, a startup downloads it
 * from the investor's public profile before asking to connect, and a signed-out visitor never sees it.
 */

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

test('an investor uploads its connection document and a startup downloads it from the profile', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ups, three browsers and an accessibility scan: well past 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const investor = await signUp(request, 'investor', 'Kiran Rao', tenantOrigin(), {
    investorType: 'organization',
    organizationName: 'Lantern Capital',
    website: 'https://lantern.example.com',
  });
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  const decided = await callApi(request, operator, 'POST', `/admin/profiles/${investor.user.uuid}/decision`, {
    decision: 'approved',
  });
  expect(decided.status()).toBe(200);

  await openSignedIn(page, investor, '/investors/edit/organization-details');
  const card = page.getByRole('region', { name: 'Connection document' });
  await expect(card.getByText(/an application form, a term sheet or an NDA/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload document' }).click();
  await (await chooser).setFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('alert').filter({ hasText: 'Connection document saved' })).toBeVisible();
  await expect(card.getByText('Lantern Capital connection document.pdf')).toBeVisible();
  // A file under 1 KB says its bytes, not '1 KB'.
  await expect(card.getByText(new RegExp(`^PDF · ${pdf.length} bytes · uploaded`))).toBeVisible();
  await expect(card.getByRole('button', { name: 'Replace document' })).toBeVisible();
  await expectNoAxeViolations(page, '#main-content');

  // Approved: the document is for those who may ask to connect, and requests go between approved profiles.
  const founder = await approvedMember(request, operator, 'startup', 'Tara Bose', {
    companyName: 'Kelp Labs',
    servicesLookingFor: ['fundraising'],
  });
  const startupPage = await (await browser.newContext()).newPage();
  await openSignedIn(startupPage, founder, `/investors/profile/${investor.user.uuid}`);
  const offered = startupPage.getByRole('region', { name: 'Connection document' });
  await expect(offered.getByText('Lantern Capital asks startups to read this before asking to connect.')).toBeVisible();
  await expect(offered.getByRole('button', { name: 'Replace document' })).toHaveCount(0);
  const download = startupPage.waitForEvent('download');
  await offered.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Lantern Capital connection document.pdf');

  // Signed out: the profile shows, the document does not, and the API refuses the file.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/investors/profile/${investor.user.uuid}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lantern Capital' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Connection document' })).toHaveCount(0);
  const file = await request.get(`/api/v1/investors/${investor.user.uuid}/connection-document/file`);
  expect(file.status()).toBe(401);
});
