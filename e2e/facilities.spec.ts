import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
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
 * Facility bookings (issue 40): a member finds a room, picks a free slot tomorrow, books it and takes the .ics;
 * My Bookings lists it. The operator lists the room through the API; another member asking for the booking's
 * calendar file is refused.
 */

const stamp = `${Date.now()}`.slice(-6);
const room = `Pitch room ${stamp}`;
let member: TestSession;
let stranger: TestSession;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  member = await approvedMember(request, operator, 'startup', `Lena Okafor ${stamp}`, {
    companyName: `Brightloop ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  stranger = await signInByEmail(request, 'rohan@northstar.demo');
  await expectStatus(
    await callApi(request, operator, 'POST', '/admin/facilities', {
      name: room,
      kind: 'room',
      description: 'A small room with a screen for practice pitches.',
      location: 'Second floor, east; room 2.4',
      capacity: 6,
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      timeZone: 'UTC',
      slotMinutes: 60,
      cancelCutoffHours: 2,
      needsApproval: false,
      rules: 'Bring your own adapter.',
      photos: [],
      active: true,
    }),
    201,
  );
  await request.dispose();
});

test('a member books a room for tomorrow and takes its calendar file', async ({ page, request }) => {
  await openSignedIn(page, member, '/facilities-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search facilities' }).fill(stamp);
  await page.getByRole('region', { name: 'Facilities' }).getByRole('link', { name: room }).click();

  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  await expect(page.getByText('Bring your own adapter.')).toBeVisible();
  const tomorrow = daysFromNow(1);
  await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
  const slots = page.getByRole('group', { name: /^Slots on / });
  await slots.getByRole('button', { name: '10:00, free' }).click();
  const form = page.getByRole('form', { name: `Book ${room}` });
  await form.getByRole('textbox', { name: 'Purpose' }).fill('Rehearse the demo day pitch');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Book' }).click();

  const booked = page.getByRole('status').filter({ hasText: 'Booked' });
  await expect(booked).toContainText(room);
  const download = page.waitForEvent('download');
  await booked.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const ics = await readFile(await (await download).path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${room}`);
  expect(ics).toContain(`DTSTART:${tomorrow.replace(/-/g, '')}T100000Z`);
  expect(ics).toContain('LOCATION:Second floor\\, east\\; room 2.4');

  // The slot now reads as the member's, and My Bookings lists it.
  await booked.getByRole('button', { name: 'Book another time' }).click();
  await expect(slots.getByRole('button', { name: '10:00, booked by you' })).toBeDisabled();
  await page.getByRole('link', { name: 'My bookings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const card = page.getByRole('article', { name: room });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Rehearse the demo day pitch');

  // Another member asking for the booking's calendar file finds nothing.
  const mine = await callApi(request, member, 'GET', '/bookings/mine');
  const uuid = (await mine.json()).data.items.find(
    (b: { facility: { name: string } }) => b.facility.name === room,
  )?.uuid;
  expect(uuid).toBeTruthy();
  await expectStatus(await callApi(request, stranger, 'GET', `/bookings/${uuid}/ics`), 404);
});
