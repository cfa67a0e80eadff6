import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp, upload } from '../../../test/helpers.ts';
import { filePart, pdf, png } from '../documents/test-files.ts';

/*
 * Facility bookings against a real database: operators add facilities with hours and a slot grid; members
 * book whole free slots, cancel before the cut-off and take an .ics; a facility that needs approval holds
 * the time as pending until an operator decides; the database lets only one of many simultaneous bookings
 * of one slot through; another member's booking and another tenant's facility are not there.
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    member: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
    other: { type: 'investor', name: 'Ivan Investor', organizationName: 'Seed Fund', approvalStatus: 'approved' },
  });

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, token?: string, body?: Json, host = 'localhost') =>
  call(t.app, { method, host, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n);

const hour = 3_600_000;
/** A whole hour (UTC) this many days ahead: at(1, 10) is tomorrow 10:00Z. */
const at = (days: number, hourOfDay: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  return new Date(date.getTime() + days * 24 * hour + hourOfDay * hour).toISOString();
};
const dateOf = (days: number) => at(days, 0).slice(0, 10);
const everyDay = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));

const facility = (changes: Json = {}): Json => ({
  name: `Room ${randomUUID().slice(0, 6)}`,
  kind: 'room',
  description: 'A room with a screen.',
  location: 'First floor',
  capacity: 8,
  openingHours: everyDay('09:00', '17:00'),
  timeZone: 'UTC',
  slotMinutes: 60,
  cancelCutoffHours: 24,
  needsApproval: false,
  rules: 'Leave it tidy.',
  photos: [],
  active: true,
  ...changes,
});

const create = async (changes: Json = {}) => {
  const res = await api('POST', '/admin/facilities', g.people.operator.token, facility(changes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string; name: string };
};

const booking = (changes: Json = {}): Json => ({
  startsAt: at(2, 10),
  endsAt: at(2, 11),
  seats: 2,
  purpose: 'Investor call',
  ...changes,
});

const book = async (uuid: string, person: Person, changes: Json = {}) =>
  api('POST', `/facilities/${uuid}/bookings`, person.token, booking(changes));

const bookingRows = (facilityUuid: string) =>
  count(sql`select count(*)::int as n from facility_bookings b join facilities f on f.id = b.facility_id
            where f.uuid = ${facilityUuid}`);

const noticesOf = (person: Person, kind: string) =>
  rows(sql`select title, url from notifications where user_id = ${person.userId} and kind = ${kind}`);

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
}, 60_000);
afterAll(() => t.close());

describe('the console', () => {
  it('adds facilities for operators only, refusing bad input and storing nothing', async () => {
    const before = await count(sql`select count(*)::int as n from facilities`);
    expect((await api('POST', '/admin/facilities', g.people.member.token, facility())).statusCode).toBe(403);
    expect((await api('POST', '/admin/facilities', undefined, facility())).statusCode).toBe(401);
    for (const bad of [
      facility({ name: '' }),
      facility({ kind: 'boat' }),
      facility({ capacity: 0 }),
      facility({ timeZone: 'Mars/Olympus' }),
      facility({ slotMinutes: 2 }),
      facility({ openingHours: [{ day: 7, opens: '09:00', closes: '17:00' }] }),
      facility({ openingHours: [{ day: 1, opens: '17:00', closes: '09:00' }] }),
      facility({ openingHours: [{ day: 1, opens: '9am', closes: '17:00' }] }),
      facility({
        openingHours: [
          { day: 1, opens: '09:00', closes: '13:00' },
          { day: 1, opens: '12:00', closes: '17:00' },
        ],
      }),
      facility({ openingHours: [{ day: 1, opens: '09:00', closes: '09:30' }], slotMinutes: 60 }),
      facility({ photos: ['https://elsewhere.example.com/a.jpg'] }),
      facility({ cancelCutoffHours: -1 }),
    ]) {
      const res = await api('POST', '/admin/facilities', g.people.operator.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.arrayContaining([expect.any(String)]),
      });
    }
    expect(await count(sql`select count(*)::int as n from facilities`)).toBe(before);
  });

  it('changes a facility, lists inactive ones to operators only, and 404s an unknown one', async () => {
    const room = await create();
    const patched = await api(
      'PATCH',
      `/admin/facilities/${room.uuid}`,
      g.people.operator.token,
      facility({ name: 'Quiet room', active: false }),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ name: 'Quiet room', active: false, pendingBookings: 0 });
    const bad = await api(
      'PATCH',
      `/admin/facilities/${room.uuid}`,
      g.people.operator.token,
      facility({ capacity: -3 }),
    );
    expect(bad.statusCode).toBe(400);
    const [stored] = await rows(sql`select name, capacity from facilities where uuid = ${room.uuid}`);
    expect(stored).toEqual({ name: 'Quiet room', capacity: 8 });
    const unknown = await api('PATCH', `/admin/facilities/${randomUUID()}`, g.people.operator.token, facility());
    expect(unknown.statusCode).toBe(404);
    const all = await api('GET', '/admin/facilities', g.people.operator.token);
    expect(all.json().data.map((f: { uuid: string }) => f.uuid)).toContain(room.uuid);
    expect((await api('GET', '/admin/facilities', g.people.member.token)).statusCode).toBe(403);
    // Members and visitors do not see an inactive facility.
    expect((await api('GET', `/facilities/${room.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', '/facilities')).json().data.map((f: { uuid: string }) => f.uuid)).not.toContain(room.uuid);
  });

  it('takes photos that are images by their bytes, from operators only', async () => {
    const send = (token: string, file: ReturnType<typeof filePart>) =>
      upload(t.app, { host: 'localhost', url: '/api/v1/admin/facilities/photos', token, file });
    const photo = await send(g.people.operator.token, filePart(await png(), 'room.png', 'image/png'));
    expect(photo.statusCode, photo.body).toBe(201);
    const photoUrl = photo.json().data.photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/v1\/files\/.+\.webp$/);
    const notImage = await send(g.people.operator.token, filePart(pdf(), 'room.png', 'image/png'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors[0]).toMatch(/not a PNG, JPEG, WebP or GIF/);
    expect((await send(g.people.member.token, filePart(await png(), 'room.png', 'image/png'))).statusCode).toBe(403);
    const room = await create({ photos: [photoUrl] });
    expect((await api('GET', `/facilities/${room.uuid}`)).json().data.photos).toEqual([photoUrl]);
  });
});

describe('finding facilities and free slots', () => {
  it('lists active facilities to signed-out visitors, by kind and by words', async () => {
    const lab = await create({ name: 'Wet lab Zephyr', kind: 'lab', location: 'Basement' });
    const list = await api('GET', '/facilities');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((f: { uuid: string }) => f.uuid)).toContain(lab.uuid);
    const labs = (await api('GET', '/facilities?kind=lab')).json().data as { kind: string }[];
    expect(labs.every((f) => f.kind === 'lab')).toBe(true);
    const found = (await api('GET', '/facilities?q=zephyr')).json().data as { uuid: string }[];
    expect(found.map((f) => f.uuid)).toEqual([lab.uuid]);
    expect((await api('GET', '/facilities?kind=boat')).statusCode).toBe(400);
    expect((await api('GET', `/facilities/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('cuts a day into slots within opening hours, free, taken, the caller’s or past, never saying whose', async () => {
    const room = await create({
      openingHours: [...everyDay('09:00', '12:00'), ...everyDay('13:00', '15:30')],
    });
    expect((await book(room.uuid, g.people.other)).statusCode).toBe(201);
    expect((await book(room.uuid, g.people.member, { startsAt: at(2, 13), endsAt: at(2, 14) })).statusCode).toBe(201);
    const res = await api('GET', `/facilities/${room.uuid}/slots?date=${dateOf(2)}`, g.people.member.token);
    expect(res.statusCode, res.body).toBe(200);
    const [day] = res.json().data.days;
    expect(day.date).toBe(dateOf(2));
    expect(day.slots.map((s: { time: string; state: string }) => `${s.time} ${s.state}`)).toEqual([
      '09:00 free',
      '10:00 taken',
      '11:00 free',
      '13:00 mine',
      '14:00 free',
    ]);
    expect(JSON.stringify(res.json())).not.toMatch(/Ivan|userId/);
    // Signed out, the caller's own is just taken; yesterday's slots are past.
    const anonymous = await api('GET', `/facilities/${room.uuid}/slots?date=${dateOf(2)}`);
    expect(anonymous.json().data.days[0].slots[3].state).toBe('taken');
    const yesterday = await api('GET', `/facilities/${room.uuid}/slots?date=${dateOf(-1)}&days=2`);
    expect(yesterday.json().data.days).toHaveLength(2);
    expect(yesterday.json().data.days[0].slots.every((s: { state: string }) => s.state === 'past')).toBe(true);
    for (const bad of ['date=tomorrow', 'date=2026-02-31', 'days=8', 'days=0']) {
      expect((await api('GET', `/facilities/${room.uuid}/slots?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('reads opening hours on the facility’s own clock', async () => {
    const room = await create({ timeZone: 'Asia/Kolkata', openingHours: everyDay('09:00', '11:00') });
    const res = await api('GET', `/facilities/${room.uuid}/slots?date=${dateOf(3)}`);
    const slots = res.json().data.days[0].slots as { startsAt: string; time: string }[];
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00']);
    // 09:00 in Kolkata is 03:30 UTC.
    expect(slots[0]?.startsAt).toBe(`${dateOf(3)}T03:30:00.000Z`);
    const booked = await book(room.uuid, g.people.member, {
      startsAt: `${dateOf(3)}T09:00:00+05:30`,
      endsAt: `${dateOf(3)}T11:00:00+05:30`,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});

describe('booking', () => {
  it('refuses bad times, seats and sessions with a clear 4xx, storing nothing', async () => {
    const room = await create({ capacity: 4 });
    const cases: [Json, RegExp][] = [
      [{ startsAt: at(-1, 10), endsAt: at(-1, 11) }, /passed/],
      [
        { startsAt: at(2, 10).replace('T10:00', 'T10:15'), endsAt: at(2, 11).replace('T11:00', 'T11:15') },
        /whole 60-minute slots/,
      ],
      [{ startsAt: at(2, 10), endsAt: at(2, 10).replace('T10:00', 'T10:30') }, /whole 60-minute slots/],
      [{ startsAt: at(2, 7), endsAt: at(2, 8) }, /not open/],
      [{ startsAt: at(2, 16), endsAt: at(2, 18) }, /not open/],
      [{ startsAt: at(2, 11), endsAt: at(2, 10) }, /ends after it starts/i],
      [{ startsAt: at(400, 10), endsAt: at(400, 11) }, /180 days/],
      [{ seats: 5 }, /at most 4 people/],
      [{ seats: 0 }, /Seats/],
      [{ startsAt: '2030-01-01 10:00' }, /Starts at/],
      [{ purpose: 'x'.repeat(501) }, /./],
    ];
    for (const [changes, words] of cases) {
      const res = await book(room.uuid, g.people.member, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().errors[0], JSON.stringify(changes)).toMatch(words);
    }
    expect((await api('POST', `/facilities/${room.uuid}/bookings`, undefined, booking())).statusCode).toBe(401);
    expect((await book(randomUUID(), g.people.member)).statusCode).toBe(404);
    expect(await bookingRows(room.uuid)).toBe(0);
  });

  it('confirms a free slot at once and refuses an overlapping one with 409', async () => {
    const room = await create();
    const first = await book(room.uuid, g.people.member, { startsAt: at(2, 10), endsAt: at(2, 12) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'confirmed',
      seats: 2,
      facility: { uuid: room.uuid, name: room.name },
      can: { cancel: true, approve: false, decline: false },
    });
    const overlapping = await book(room.uuid, g.people.other, { startsAt: at(2, 11), endsAt: at(2, 13) });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      message: expect.stringMatching(/already booked/),
      errors: [expect.any(String)],
    });
    // Back to back is fine.
    expect((await book(room.uuid, g.people.other, { startsAt: at(2, 12), endsAt: at(2, 13) })).statusCode).toBe(201);
    expect(await bookingRows(room.uuid)).toBe(2);
  });

  it('gives exactly one of 20 simultaneous bookings of one slot', async () => {
    const room = await create();
    const people = Object.values(
      (
        await tenantGraph(
          t,
          'localhost',
          Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, { type: 'startup' as const }])),
        )
      ).people,
    ).slice(0, 20);
    expect(people).toHaveLength(20);
    const answers = await Promise.all(people.map((person) => book(room.uuid, person)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await bookingRows(room.uuid)).toBe(1);
  });

  it('holds a booking that needs approval as pending and tells the operators', async () => {
    const lab = await create({ name: `Lab ${randomUUID().slice(0, 6)}`, kind: 'lab', needsApproval: true });
    const res = await book(lab.uuid, g.people.member);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('pending');
    const told = await noticesOf(g.people.operator, 'booking_requested');
    expect(told).toContainEqual({ title: `Asha Founder asks to book ${lab.name}`, url: '/admin/facility-bookings' });
    // A pending booking holds its time.
    expect((await book(lab.uuid, g.people.other)).statusCode).toBe(409);
  });
});

describe('my bookings, cancelling and the calendar file', () => {
  it('lists the caller’s upcoming and past bookings, no one else’s', async () => {
    const room = await create();
    const upcoming = (await book(room.uuid, g.people.member, { startsAt: at(5, 9), endsAt: at(5, 10) })).json().data;
    await rows(sql`insert into facility_bookings (tenant_id, facility_id, user_id, starts_at, ends_at, status)
                   select tenant_id, id, ${g.people.member.userId}, now() - interval '3 days', now() - interval '70 hours', 'confirmed'
                   from facilities where uuid = ${room.uuid}`);
    await book(room.uuid, g.people.other, { startsAt: at(5, 10), endsAt: at(5, 11) });
    const mine = await api('GET', '/bookings/mine', g.people.member.token);
    expect(mine.statusCode).toBe(200);
    const items = mine.json().data.items as { uuid: string; facility: { uuid: string } }[];
    expect(items.map((b) => b.uuid)).toContain(upcoming.uuid);
    expect(items.filter((b) => b.facility.uuid === room.uuid)).toHaveLength(1);
    const past = await api('GET', '/bookings/mine?when=past', g.people.member.token);
    expect(
      past.json().data.items.filter((b: { facility: { uuid: string } }) => b.facility.uuid === room.uuid),
    ).toHaveLength(1);
    expect((await api('GET', '/bookings/mine?when=later', g.people.member.token)).statusCode).toBe(400);
    expect((await api('GET', '/bookings/mine')).statusCode).toBe(401);
  });

  it('cancels before the cut-off only, frees the time, and hides another member’s booking', async () => {
    const room = await create({ cancelCutoffHours: 72 });
    const soon = (await book(room.uuid, g.people.member, { startsAt: at(2, 10), endsAt: at(2, 11) })).json().data;
    const later = (await book(room.uuid, g.people.member, { startsAt: at(6, 10), endsAt: at(6, 11) })).json().data;
    expect(soon.can.cancel).toBe(false);
    const late = await api('POST', `/bookings/${soon.uuid}/cancel`, g.people.member.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatch(/until 72 hours before/);
    expect((await api('POST', `/bookings/${later.uuid}/cancel`, g.people.other.token)).statusCode).toBe(404);
    const [still] = await rows(sql`select status from facility_bookings where uuid = ${soon.uuid}`);
    expect(still?.status).toBe('confirmed');
    const cancelled = await api('POST', `/bookings/${later.uuid}/cancel`, g.people.member.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', can: { cancel: false } });
    expect((await api('POST', `/bookings/${later.uuid}/cancel`, g.people.member.token)).statusCode).toBe(409);
    expect((await api('POST', `/bookings/${randomUUID()}/cancel`, g.people.member.token)).statusCode).toBe(404);
    // The freed time is bookable again.
    expect((await book(room.uuid, g.people.other, { startsAt: at(6, 10), endsAt: at(6, 11) })).statusCode).toBe(201);
    // An operator may cancel after the cut-off, and the member is told.
    const byOperator = await api('POST', `/bookings/${soon.uuid}/cancel`, g.people.operator.token);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(await noticesOf(g.people.member, 'booking_cancelled')).toContainEqual({
      title: `Your booking of ${room.name} was cancelled`,
      url: '/facilities-management/my-bookings',
    });
  });

  it('answers an .ics of the booking to its member and operators only', async () => {
    const room = await create({ location: 'First floor, east; by the lift' });
    const made = (await book(room.uuid, g.people.member, { startsAt: at(3, 14), endsAt: at(3, 16) })).json().data;
    const ics = await api('GET', `/bookings/${made.uuid}/ics`, g.people.member.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const start = at(3, 14).replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`UID:facility-booking-${made.uuid}`);
    expect(ics.body).toContain(`DTSTART:${start}`);
    expect(ics.body).toContain(`SUMMARY:${room.name}`);
    expect(ics.body).toContain('LOCATION:First floor\\, east\\; by the lift');
    expect(ics.body).toContain('DESCRIPTION:Investor call');
    expect((await api('GET', `/bookings/${made.uuid}/ics`, g.people.other.token)).statusCode).toBe(404);
    expect((await api('GET', `/bookings/${made.uuid}/ics`, g.people.operator.token)).statusCode).toBe(200);
    expect((await api('GET', `/bookings/${made.uuid}`, g.people.other.token)).statusCode).toBe(404);
  });
});

describe('approvals and the operators’ calendar', () => {
  it('approves and declines pending bookings, telling the member, in the moves the workflow allows', async () => {
    const lab = await create({ kind: 'lab', needsApproval: true });
    const first = (await book(lab.uuid, g.people.member, { startsAt: at(4, 10), endsAt: at(4, 11) })).json().data;
    const second = (await book(lab.uuid, g.people.member, { startsAt: at(4, 12), endsAt: at(4, 13) })).json().data;
    const approve = (uuid: string, token: string) => api('POST', `/admin/facility-bookings/${uuid}/approve`, token);
    const decline = (uuid: string, token: string, body: Json = { reason: 'The lab is closed for cleaning' }) =>
      api('POST', `/admin/facility-bookings/${uuid}/decline`, token, body);
    expect((await approve(first.uuid, g.people.member.token)).statusCode).toBe(403);
    const approved = await approve(first.uuid, g.people.operator.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'confirmed', member: { name: 'Asha Founder' } });
    expect(await noticesOf(g.people.member, 'booking_decided')).toContainEqual({
      title: `Your booking of ${lab.name} is confirmed`,
      url: '/facilities-management/my-bookings',
    });
    // A decided booking is not decided again.
    expect((await approve(first.uuid, g.people.operator.token)).statusCode).toBe(409);
    expect((await decline(first.uuid, g.people.operator.token)).statusCode).toBe(409);
    const tooLong = await decline(second.uuid, g.people.operator.token, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await rows(sql`select status from facility_bookings where uuid = ${second.uuid}`))[0]?.status).toBe(
      'pending',
    );
    const declined = await decline(second.uuid, g.people.operator.token);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', declineReason: 'The lab is closed for cleaning' });
    expect((await approve(second.uuid, g.people.operator.token)).statusCode).toBe(409);
    expect((await approve(randomUUID(), g.people.operator.token)).statusCode).toBe(404);
    // The declined time is free again.
    expect((await book(lab.uuid, g.people.other, { startsAt: at(4, 12), endsAt: at(4, 13) })).statusCode).toBe(201);
  });

  it('shows a facility’s day or week to operators, with who booked, refusing bad windows', async () => {
    const room = await create();
    await book(room.uuid, g.people.member, { startsAt: at(7, 9), endsAt: at(7, 10) });
    await book(room.uuid, g.people.other, { startsAt: at(8, 9), endsAt: at(8, 10) });
    const week = await api(
      'GET',
      `/admin/facility-bookings?facility=${room.uuid}&from=${at(7, 0)}&to=${at(14, 0)}`,
      g.people.operator.token,
    );
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().data.items.map((b: { member: { name: string } }) => b.member.name)).toEqual([
      'Asha Founder',
      'Ivan Investor',
    ]);
    const day = await api(
      'GET',
      `/admin/facility-bookings?facility=${room.uuid}&from=${at(8, 0)}&to=${at(9, 0)}`,
      g.people.operator.token,
    );
    expect(day.json().data.total).toBe(1);
    for (const bad of [
      `from=${at(7, 0)}&to=${at(60, 0)}`,
      `from=${at(7, 0)}&to=${at(6, 0)}`,
      'facility=nope',
      'status=maybe',
    ]) {
      expect((await api('GET', `/admin/facility-bookings?${bad}`, g.people.operator.token)).statusCode, bad).toBe(400);
    }
    expect(
      (await api('GET', `/admin/facility-bookings?facility=${randomUUID()}`, g.people.operator.token)).statusCode,
    ).toBe(404);
    expect((await api('GET', '/admin/facility-bookings', g.people.member.token)).statusCode).toBe(403);
  });
});

describe('tenancy and the feature flag', () => {
  it('answers 404 while the flag is off, and never shows one tenant’s facility to another', async () => {
    const room = await create();
    const alpha = await tenantGraph(t, 'alpha.localhost', {
      member: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
    });
    const off = await api('GET', '/facilities', undefined, undefined, 'alpha.localhost');
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toMatch(/not enabled/);
    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,facility_management}', 'true')
                   where id = ${alpha.tenant.id}`);
    t.app.tenants.clear();
    try {
      const there = (method: Method, url: string, body?: Json) =>
        api(method, url, alpha.people.member.token, body, 'alpha.localhost');
      expect((await there('GET', '/facilities')).json().data).toEqual([]);
      expect((await there('GET', `/facilities/${room.uuid}`)).statusCode).toBe(404);
      expect((await there('GET', `/facilities/${room.uuid}/slots`)).statusCode).toBe(404);
      expect((await there('POST', `/facilities/${room.uuid}/bookings`, booking())).statusCode).toBe(404);
      const mine = (await book(room.uuid, g.people.member, { startsAt: at(9, 9), endsAt: at(9, 10) })).json().data;
      expect((await there('GET', `/bookings/${mine.uuid}/ics`)).statusCode).toBe(404);
      const operator = alpha.people.operator.token;
      expect(
        (await api('POST', `/admin/facility-bookings/${mine.uuid}/approve`, operator, undefined, 'alpha.localhost'))
          .statusCode,
      ).toBe(404);
      expect(
        (await api('PATCH', `/admin/facilities/${room.uuid}`, operator, facility(), 'alpha.localhost')).statusCode,
      ).toBe(404);
      expect(await bookingRows(room.uuid)).toBe(1);
    } finally {
      await rows(sql`update tenants set settings = jsonb_set(settings, '{features,facility_management}', 'false')
                     where id = ${alpha.tenant.id}`);
      t.app.tenants.clear();
    }
  });
});
