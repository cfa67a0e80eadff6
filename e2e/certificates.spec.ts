import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApiV2, expectStatus, openSignedIn, signInByEmail, signUp, type TestSession } from './support/session.ts';

/**
 * Certificates (issue 39): an operator issues certificates to an event's attendees in the console; the
 * attendee downloads the PDF (opened: the facts, the id and the verify address are in it); a signed-out
 * visitor opens the address its QR code holds and reads that it is genuine. The event and its two
 * attendees are seeded through the API.
 */

const stamp = Date.now();
const title = `Demo Day ${stamp}`;
const attendeeName = `Kofi Boateng ${stamp}`;
let operator: TestSession;
let attendee: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  const startsAt = new Date(Date.now() + 86_400_000);
  const created = await callApiV2(request, operator, 'POST', '/events', {
    title,
    description: 'Ten startups pitch to the mission’s investors.',
    mode: 'in_person',
    location: 'Hall 1, Tech Park, Kochi',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    timeZone: 'UTC',
    status: 'published',
  });
  await expectStatus(created, 201);
  const eventUuid = (await created.json()).data.uuid;
  attendee = await signUp(request, 'mentor', attendeeName);
  const second = await signUp(request, 'mentor', `Ines Duarte ${stamp}`);
  for (const member of [attendee, second]) {
    const answer = { responseAction: 'attending', timeZone: 'UTC', offset: 0, answers: {} };
    expect((await callApiV2(request, member, 'POST', `/events/${eventUuid}/attend2`, answer)).status()).toBeLessThan(
      300,
    );
  }
  await request.dispose();
});

test("an operator issues certificates to an event's attendees; the attendee opens the PDF; a visitor verifies it by its QR address", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, operator, '/admin/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Who receives one' }).getByText('Attendees of an event').click();
  const event = page.getByRole('combobox', { name: 'Event' });
  await event.fill(title.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(title) }).click();
  const group = page.getByRole('form', { name: 'Issue to a group' }).or(page.locator('form').filter({ has: event }));
  await group.getByRole('textbox', { name: 'Title' }).fill('Certificate of participation');
  await group.getByRole('textbox', { name: 'Reason' }).fill(`for taking part in ${title}`);
  await group.getByRole('button', { name: 'Issue certificates' }).click();
  await expect(page.getByRole('main').getByText('Issued 2 certificates; 0 already had one.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Certificates' }).getByText(attendeeName)).toBeVisible();
  await expectNoAxeViolations(page);

  // The attendee finds it, and downloads the PDF.
  const own = await (await browser.newContext()).newPage();
  await openSignedIn(own, attendee, '/certificates');
  await expect(own.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  const card = own.getByRole('article', { name: 'Certificate of participation' });
  await expect(card).toContainText(`for taking part in ${title}`);
  const [download] = await Promise.all([
    own.waitForEvent('download'),
    card.getByRole('button', { name: 'Download PDF: Certificate of participation' }).click(),
  ]);
  const file = await download.path();
  const pdf = await PDFDocument.load(fs.readFileSync(file));
  const facts = JSON.parse(pdf.getSubject() ?? '{}');
  expect(facts).toMatchObject({ recipient: attendeeName, title: 'Certificate of participation' });
  expect(pdf.getKeywords()).toMatch(/signature:[\w-]{80,}/);
  expect(pdf.getPageCount()).toBe(1);
  const verifyPath = `/certificate/verify/${facts.id}`;
  await expect(card.getByRole('link', { name: 'Verify page: Certificate of participation' })).toHaveAttribute(
    'href',
    verifyPath,
  );

  // A visitor, signed out, opens the address of the QR code.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(verifyPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();
  await expect(visitor.getByText(attendeeName, { exact: true })).toBeVisible();
  await expect(visitor.getByText(`for taking part in ${title}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.goto('/certi');
  await visitor.getByRole('textbox', { name: 'Certificate id' }).fill('nope');
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByText(/A certificate id has 12 letters and digits/)).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Certificate id' }).fill(facts.id.toLowerCase().replaceAll('-', ''));
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();
});
