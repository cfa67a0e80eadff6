import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe.ts';
import {
  callApiV2,
  expectStatus,
  openSignedIn,
  outboxMessages,
  signInByEmail,
  signUp,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Events from both sides (issue 21): the operator publishes an in-person event with two places and a
 * registration question; a member registers from /calender/events, answering it, and sees 'You have
 * successfully registered for the event'; the .ics downloads from the page and arrives attached to the
 * confirmation email; a second member takes the last place and a third is told the event is full.
 */
const stamp = `${Date.now()}`.slice(-6);
const title = `Climate founders breakfast ${stamp}`;
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

let operator: TestSession;
let eventUuid = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  operator = await signInByEmail(request, 'admin@ventura.demo');
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCHours(8, 0, 0, 0);
  const created = await callApiV2(request, operator, 'POST', '/events', {
    title,
    description: 'Coffee, three short talks and time to meet the mission’s climate investors.',
    mode: 'in_person',
    location: 'Hall 2, Tech Park, Kochi',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    capacity: 2,
    agenda: [{ time: '13:30', title: 'Doors open' }],
    speakers: [{ name: 'Anita Rao', title: 'Partner, Monsoon Fund' }],
    questions: [{ key: 'stage', type: 'short_text', label: 'What stage is your company at?', required: true }],
    status: 'published',
  });
  await expectStatus(created, 201);
  eventUuid = (await created.json()).data.uuid;
  await request.dispose();
});

test('a member registers for an event, gets the confirmation and the .ics, and the event fills up', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext();
  const member = await signUp(request, 'mentor', `Priya Nair ${stamp}`);

  await openSignedIn(page, member, '/calender/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search events' }).fill(`breakfast ${stamp}`);
  await expect(page).toHaveURL(/q=breakfast/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('2 places left')).toBeVisible();
  await card.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const registration = page.getByRole('region', { name: 'Registration' });
  await registration.getByRole('radio', { name: 'Attending' }).check();
  // The question is required: sending without it names it.
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(registration.getByText(/required|answer/i).first()).toBeVisible();
  await registration.getByLabel('What stage is your company at?').fill('Mentoring three seed-stage startups');
  await expectNoAxeViolationsInBothThemes(page);
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'You have successfully registered for the event')).toBeVisible();
  await expect(page.getByText('You are registered')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /calendar\.google\.com/,
  );

  // The .ics from the page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .ics' }).click();
  const file = await (await download).path();
  const ics = await readFile(file, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Hall 2\\, Tech Park\\, Kochi');

  // The confirmation email, with the same calendar file attached.
  const email = member.email;
  await expect
    .poll(async () => (await outboxMessages(request, tenantOrigin(), email)).some((m) => m.body.includes(title)))
    .toBe(true);
  const [confirmation] = (await outboxMessages(request, tenantOrigin(), email)).filter((m) => m.body.includes(title));
  const attachments = confirmation?.attachments;
  expect(attachments?.[0]?.filename).toMatch(/\.ics$/);
  expect(attachments?.[0]?.content).toContain(`SUMMARY:${title}`);

  // Registering again changes nothing; a second member takes the last place; a third is told it is full.
  const again = await callApiV2(request, member, 'POST', `/events/${eventUuid}/attend2`, {
    responseAction: 'attending',
    timeZone: 'UTC',
    offset: 0,
    answers: { stage: 'Still mentoring' },
  });
  expect(again.status()).toBeLessThan(300);
  const second = await signUp(request, 'mentor', `Arjun Das ${stamp}`);
  const booking = { responseAction: 'attending', timeZone: 'Asia/Kolkata', offset: 330, answers: { stage: 'Seed' } };
  await expectStatus(await callApiV2(request, second, 'POST', `/events/${eventUuid}/attend2`, booking), 201);
  const third = await signUp(request, 'mentor', `Mei Tan ${stamp}`);
  const full = await callApiV2(request, third, 'POST', `/events/${eventUuid}/attend2`, booking);
  expect(full.status()).toBe(409);
  expect((await full.json()).message).toBe('This event is full');
  await request.dispose();

  await page.reload();
  await expect(page.getByText('You are registered')).toBeVisible();
});
