import { randomUUID } from 'node:crypto';
import type { EventInput } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp, upload } from '../../../test/helpers.ts';
import { tenantOrigin } from '../../platform/tenancy/public-origin.ts';
import { cast } from '../connections/test-kit.ts';
import { exe, pdf } from '../documents/test-files.ts';
import { eventReminderJob } from './notify.ts';
import { createEventReminders } from './reminders.ts';
import { seedTenantEvents } from './seed.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    mentor: cast.mentor,
  });

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const v2 = (method: Method, url: string, token?: string, body?: Json, host = 'localhost') =>
  call(t.app, { method, host, url: `/api/v2${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n);

const hour = 3_600_000;
/** A whole hour (UTC) this many hours ahead, as an instant with its offset. */
const at = (hours: number) => new Date(Math.ceil(Date.now() / hour) * hour + hours * hour).toISOString();
const booking = (responseAction = 'attending') => ({ responseAction, timeZone: 'Asia/Kolkata', offset: 330 });

const newEvent = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: `Demo day ${randomUUID().slice(0, 6)}`,
  description: 'Founders pitch to investors.',
  mode: 'online',
  onlineLink: 'https://meet.example.org/demo-day',
  startsAt: at(72),
  endsAt: at(74),
  timeZone: 'Asia/Kolkata',
  status: 'published',
  ...overrides,
});

const create = async (overrides: Partial<EventInput> = {}) => {
  const res = await v2('POST', '/events', g.people.operator.token, newEvent(overrides) as Json);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string; [key: string]: unknown };
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: cast.founder });
});
afterAll(() => t.close());

describe('creating and reading events', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await count(sql`select count(*)::int as n from events`);
    const noOffset = await v2('POST', '/events', g.people.operator.token, {
      ...newEvent(),
      startsAt: '2026-12-01T10:00:00',
    } as Json);
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().errors.join(' ')).toMatch(/startsAt/);
    const backwards = await v2('POST', '/events', g.people.operator.token, {
      ...newEvent(),
      startsAt: at(10),
      endsAt: at(9),
    } as Json);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.join(' ')).toMatch(/endsAt/);
    const shortTitle = await v2('POST', '/events', g.people.operator.token, { ...newEvent(), title: 'x' } as Json);
    expect(shortTitle.statusCode).toBe(400);
    expect(shortTitle.json().errors.join(' ')).toMatch(/title/);
    const noAddress = await v2('POST', '/events', g.people.operator.token, {
      ...newEvent({ mode: 'in_person' }),
    } as Json);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors.join(' ')).toMatch(/location/);
    expect(await count(sql`select count(*)::int as n from events`)).toBe(before);
  });

  it('is for operators (members 403, no session 401) and audited', async () => {
    const member = await v2('POST', '/events', g.people.founder.token, newEvent() as Json);
    expect(member.statusCode).toBe(403);
    expect((await v2('GET', '/events/upcoming')).statusCode).toBe(401);
    const event = await create();
    expect(event.can).toEqual({ register: true, buyTicket: false, edit: true, viewRegistrations: true });
    const audited = await rows(sql`select action from audit_log where subject_id = ${event.uuid}`);
    expect(audited.map((row) => row.action)).toEqual(['event.create']);
  });

  it('hides drafts and cancelled events from members, and another tenant’s event from everyone', async () => {
    const draft = await create({ status: 'draft' });
    expect((await v2('GET', `/events/${draft.uuid}`, g.people.founder.token)).statusCode).toBe(404);
    expect((await v2('GET', `/events/${draft.uuid}`, g.people.operator.token)).statusCode).toBe(200);
    const published = await create();
    const elsewhere = await v2(
      'GET',
      `/events/${published.uuid}`,
      other.people.operator.token,
      undefined,
      'alpha.localhost',
    );
    expect(elsewhere.statusCode).toBe(404);
    const attendElsewhere = await v2(
      'POST',
      `/events/${published.uuid}/attend`,
      other.people.founder.token,
      booking(),
      'alpha.localhost',
    );
    expect(attendElsewhere.statusCode).toBe(404);
    const cancelled = await v2('POST', `/events/${published.uuid}/cancel`, g.people.operator.token);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await v2('GET', `/events/${published.uuid}`, g.people.founder.token)).statusCode).toBe(404);
    const list = await v2('GET', '/events/upcoming?limit=100', g.people.founder.token);
    const uuids = list.json().data.items.map((item: { uuid: string }) => item.uuid);
    expect(uuids).not.toContain(draft.uuid);
    expect(uuids).not.toContain(published.uuid);
  });

  it('finds events by their words and shows the online link only to registrants and operators', async () => {
    const event = await create({ title: 'Quokka robotics showcase' });
    const found = await v2('GET', '/events/all?q=quokka', g.people.founder.token);
    expect(found.json().data.items.map((item: { uuid: string }) => item.uuid)).toEqual([event.uuid]);
    const before = await v2('GET', `/events/${event.uuid}`, g.people.founder.token);
    expect(before.json().data.onlineLink).toBeNull();
    expect(event.onlineLink).toBe('https://meet.example.org/demo-day');
    await v2('POST', `/events/${event.uuid}/attend`, g.people.founder.token, booking());
    const after = await v2('GET', `/events/${event.uuid}`, g.people.founder.token);
    expect(after.json().data.onlineLink).toBe('https://meet.example.org/demo-day');
    expect(after.json().data.calendarLinks.google).toMatch(/^https:\/\/calendar\.google\.com\//);
  });

  it('answers 404 while the tenant has events off', async () => {
    await rows(
      sql`update tenants set settings = jsonb_set(settings, '{features,events}', 'false') where id = ${g.tenant.id}`,
    );
    t.app.tenants.clear();
    const res = await v2('GET', '/events/upcoming', g.people.founder.token);
    await rows(
      sql`update tenants set settings = jsonb_set(settings, '{features,events}', 'true') where id = ${g.tenant.id}`,
    );
    t.app.tenants.clear();
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not enabled/);
  });
});

describe('registering', () => {
  it('fills a capacity of 2, refuses the third with 409, keeps one row per member and frees a declined place', async () => {
    const event = await create({ capacity: 2 });
    const url = `/events/${event.uuid}/attend`;
    const first = await v2('POST', url, g.people.founder.token, booking());
    expect(first.statusCode).toBe(201);
    expect(first.json().data.registration.responseAction).toBe('attending');
    expect((await v2('POST', url, g.people.cofounder.token, booking())).statusCode).toBe(201);
    const third = await v2('POST', url, g.people.investor.token, booking());
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('This event is full');
    const again = await v2('POST', url, g.people.founder.token, booking());
    expect(again.statusCode).toBe(200);
    const mine = await count(
      sql`select count(*)::int as n from event_registrations r join events e on e.id = r.event_id
          where e.uuid = ${event.uuid} and r.profile_id = ${g.people.founder.profileId}`,
    );
    expect(mine).toBe(1);
    const declined = await v2('POST', url, g.people.founder.token, booking('declined'));
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.placesLeft).toBe(1);
    expect((await v2('POST', url, g.people.investor.token, booking())).statusCode).toBe(201);
    const tentative = await v2('POST', url, g.people.cofounder.token, booking('tentative'));
    expect(tentative.json().data.attendingCount).toBe(1);
  });

  it('gives the last place to exactly one of several registrants at once', async () => {
    const event = await create({ capacity: 3 });
    const url = `/events/${event.uuid}/attend`;
    await v2('POST', url, g.people.founder.token, booking());
    await v2('POST', url, g.people.cofounder.token, booking());
    const racers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => makePerson(t, g.tenant, { type: 'startup', approvalStatus: 'approved' })),
    );
    const answers = await Promise.all(racers.map((person) => v2('POST', url, person.token, booking())));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const [stored] = await rows(
      sql`select e.attending_count as counted, (select count(*)::int from event_registrations r
            where r.event_id = e.id and r.response_action = 'attending') as real from events e where e.uuid = ${event.uuid}`,
    );
    expect(stored).toEqual({ counted: 3, real: 3 });
  });

  it('books office-hours slots in the registrant’s time zone: one per slot, on the grid, ahead', async () => {
    const event = await create({ slotMinutes: 20, startsAt: at(48), endsAt: at(50), timeZone: 'Europe/London' });
    const slots = await v2('GET', `/events/${event.uuid}/slots?timeZone=Asia%2FKolkata`, g.people.founder.token);
    expect(slots.statusCode).toBe(200);
    const list = slots.json().data.slots as { date: string; timeFrom: string; timeTo: string; startsAt: string }[];
    expect(list).toHaveLength(6);
    const [first] = list;
    if (!first) throw new Error('no slot');
    const url = `/events/${event.uuid}/attend`;
    const slot = { date: first.date, timeFrom: first.timeFrom, timeTo: first.timeTo };
    const booked = await v2('POST', url, g.people.founder.token, {
      ...booking(),
      ...slot,
      meetingAgenda: 'Our seed round',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.registration.slot.startsAt).toBe(first.startsAt);
    const taken = await v2('POST', url, g.people.cofounder.token, { ...booking(), ...slot });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That slot is taken');
    const offGrid = await v2('POST', url, g.people.cofounder.token, {
      ...booking(),
      date: first.date,
      timeFrom: first.timeTo,
      timeTo: first.timeTo.replace(/:(\d\d)$/, (_m, mm) => `:${String((Number(mm) + 5) % 60).padStart(2, '0')}`),
    });
    expect(offGrid.statusCode).toBe(400);
    const noSlot = await v2('POST', url, g.people.cofounder.token, booking());
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().errors.join(' ')).toMatch(/body\.date/);
    const left = await v2('GET', `/events/${event.uuid}/slots`, g.people.cofounder.token);
    expect(left.json().data.slots).toHaveLength(5);
    // Declining frees the slot for the next registrant.
    await v2('POST', url, g.people.founder.token, booking('declined'));
    expect((await v2('POST', url, g.people.cofounder.token, { ...booking(), ...slot })).statusCode).toBe(201);
  });

  it('checks the answers to the registration questions', async () => {
    const event = await create({
      questions: [
        { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'], required: true },
      ] as never,
    });
    const questions = await v2('GET', `/events/${event.uuid}/questions`, g.people.founder.token);
    expect(questions.json().data.map((q: { key: string }) => q.key)).toEqual(['stage']);
    const missing = await v2('POST', `/events/${event.uuid}/attend2`, g.people.founder.token, booking());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join(' ')).toMatch(/answers\.stage/);
    const wrong = await v2('POST', `/events/${event.uuid}/attend2`, g.people.founder.token, {
      ...booking(),
      answers: { stage: 'Unicorn' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      await count(
        sql`select count(*)::int as n from event_registrations r join events e on e.id = r.event_id where e.uuid = ${event.uuid}`,
      ),
    ).toBe(0);
    const ok = await v2('POST', `/events/${event.uuid}/attend2`, g.people.founder.token, {
      ...booking(),
      answers: { stage: 'Idea' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.registration.answers).toEqual({ stage: 'Idea' });
    const stranger = await v2('POST', `/events/${event.uuid}/submit-answers`, g.people.investor.token, {
      answers: { stage: 'Idea' },
    });
    expect(stranger.statusCode).toBe(403);
    const changed = await v2('POST', `/events/${event.uuid}/submit-answers`, g.people.founder.token, {
      answers: { stage: 'Revenue' },
    });
    expect(changed.json().data.registration.answers).toEqual({ stage: 'Revenue' });
    const registrants = await v2('GET', `/events/${event.uuid}/registrations`, g.people.operator.token);
    expect(registrants.statusCode, registrants.body).toBe(200);
    expect(registrants.json().data.items[0]).toMatchObject({ name: 'Asha Founder', email: g.people.founder.email });
    expect((await v2('GET', `/events/${event.uuid}/registrations`, g.people.founder.token)).statusCode).toBe(403);
  });
});

describe('confirmation, calendar file and reminders', () => {
  it('emails the registrant with the .ics attached, shown by the outbox', async () => {
    const event = await create({ title: 'Climate founders evening' });
    await v2('POST', `/events/${event.uuid}/attend`, g.people.mentor.token, booking());
    const [mail] = await rows(
      sql`select subject, body, attachments from outbox_messages where "to" = ${g.people.mentor.email} order by id desc limit 1`,
    );
    expect(String(mail?.subject)).toMatch(/^You have successfully registered for the event/);
    const outbox = await call(t.app, {
      method: 'GET',
      host: 'localhost',
      url: `/api/dev/outbox?to=${encodeURIComponent(g.people.mentor.email)}`,
    });
    const [message] = outbox.json().data;
    expect(message.attachments).toHaveLength(1);
    const [ics] = message.attachments;
    expect(ics).toMatchObject({ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(ics.content).toMatch(/BEGIN:VCALENDAR[\s\S]*SUMMARY:Climate founders evening/);
    const download = await call(t.app, { method: 'GET', host: 'localhost', url: ics.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(ics.content);
    const notifications = await rows(
      sql`select kind from notifications where user_id = ${g.people.mentor.userId} and kind = 'event_registration'`,
    );
    expect(notifications).toHaveLength(1);
  });

  it('serves the .ics to registrants and operators, not to other members of a private event', async () => {
    const event = await create();
    expect((await v2('GET', `/events/${event.uuid}/ics`, g.people.investor.token)).statusCode).toBe(403);
    await v2('POST', `/events/${event.uuid}/attend`, g.people.investor.token, booking());
    const ics = await v2('GET', `/events/${event.uuid}/ics`, g.people.investor.token);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toMatch(/https:\/\/meet\.example\.org\/demo-day/);
    expect((await v2('GET', `/events/${event.uuid}/ics`)).statusCode).toBe(404);
  });

  it('queues reminders 24 h and 1 h ahead, only those still ahead, and a reminder checks before sending', async () => {
    const later = await create({ startsAt: at(72), endsAt: at(73) });
    const soon = await create({ startsAt: at(3), endsAt: at(4) });
    await v2('POST', `/events/${later.uuid}/attend`, g.people.cofounder.token, booking());
    await v2('POST', `/events/${soon.uuid}/attend`, g.people.cofounder.token, booking());
    const jobs = async (uuid: string) =>
      (
        await rows(
          sql`select data from pgboss.job where name = ${eventReminderJob.name} and data->>'eventUuid' = ${uuid}`,
        )
      ).map((row) => (row.data as { minutesBefore: number }).minutesBefore);
    expect((await jobs(later.uuid)).sort((a, b) => a - b)).toEqual([60, 1440]);
    expect(await jobs(soon.uuid)).toEqual([60]);

    const reminders = createEventReminders({
      db: t.database.db,
      mailer: t.app.mailer,
      origin: (tenantId) => tenantOrigin(t.database.db, t.app.config, tenantId),
    });
    const [job] = await rows(
      sql`select data from pgboss.job where name = ${eventReminderJob.name} and data->>'eventUuid' = ${soon.uuid}`,
    );
    const data = job?.data as Parameters<typeof reminders.run>[0];
    const reminded = () =>
      count(
        sql`select count(*)::int as n from outbox_messages where "to" = ${g.people.cofounder.email} and subject like 'Reminder:%'`,
      );
    await reminders.run(data, { attempt: 1, lastAttempt: false });
    expect(await reminded()).toBe(1);
    // Moved: the queued reminder stays silent (a new one is queued for the new start).
    await v2('PATCH', `/events/${soon.uuid}`, g.people.operator.token, { startsAt: at(5), endsAt: at(6) });
    await reminders.run(data, { attempt: 1, lastAttempt: false });
    expect(await reminded()).toBe(1);
    expect((await jobs(soon.uuid)).length).toBeGreaterThan(1);
    const told = await rows(
      sql`select kind from notifications where user_id = ${g.people.cofounder.userId} and kind = 'event_update'`,
    );
    expect(told).toHaveLength(1);
    // Declined: silent too.
    const [moved] = await rows(
      sql`select data from pgboss.job where name = ${eventReminderJob.name} and data->>'eventUuid' = ${soon.uuid}
          and data->>'startsAt' <> ${data.startsAt} limit 1`,
    );
    await v2('POST', `/events/${soon.uuid}/attend`, g.people.cofounder.token, booking('declined'));
    await reminders.run(moved?.data as typeof data, { attempt: 1, lastAttempt: false });
    expect(await reminded()).toBe(1);
  });
});

describe('public events and visitors', () => {
  it('lists public events to anyone and registers a visitor by email, throttled', async () => {
    const event = await create({ isPublic: true, title: 'Open investor night' });
    const list = await v2('GET', '/events/public?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((item: { uuid: string }) => item.uuid)).toContain(event.uuid);
    expect((await v2('GET', `/events/public/${event.uuid}`)).json().data.onlineLink).toBeNull();
    const email = `visitor-${randomUUID().slice(0, 6)}@example.org`;
    const body = { name: 'Vera Visitor', email, timeZone: 'Europe/Berlin', offset: 60 };
    const url = `/events/public/${event.uuid}/attend2`;
    const first = await call(t.app, { method: 'POST', host: 'localhost', url: `/api/v2${url}`, body });
    expect(first.statusCode, first.body).toBe(201);
    const [mail] = await rows(sql`select subject, attachments from outbox_messages where "to" = ${email}`);
    expect(String(mail?.subject)).toMatch(/^You have successfully registered for the event/);
    expect(mail?.attachments).toMatchObject([{ filename: 'event.ics' }]);
    expect((await call(t.app, { method: 'POST', host: 'localhost', url: `/api/v2${url}`, body })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', host: 'localhost', url: `/api/v2${url}`, body })).statusCode).toBe(200);
    const fourth = await call(t.app, { method: 'POST', host: 'localhost', url: `/api/v2${url}`, body });
    expect(fourth.statusCode).toBe(429);
    const ip = '10.99.99.99';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, {
        method: 'POST',
        host: 'localhost',
        url: `/api/v2${url}`,
        ip,
        body: { ...body, email: `crowd-${i}-${randomUUID().slice(0, 4)}@example.org` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    const stored = await count(
      sql`select count(*)::int as n from event_registrations r join events e on e.id = r.event_id
          where e.uuid = ${event.uuid} and r.profile_id is null`,
    );
    expect(stored).toBe(11);
  });

  it('pages the upcoming lists soonest first with their totals, past the last page too; visitors see public ones', async () => {
    const mine = await create({ isPublic: true, startsAt: at(30), endsAt: at(31) });
    await create({ startsAt: at(20), endsAt: at(21) });
    await create({ isPublic: true, startsAt: at(40), endsAt: at(41) });
    const truth = async (publicOnly: boolean) =>
      rows(
        sql`select e.uuid from events e
            where e.tenant_id = (select tenant_id from events where uuid = ${mine.uuid})
              and e.status = 'published' and e.ends_at > now()
              and (${!publicOnly} or e.is_public) order by e.starts_at, e.id`,
      );
    for (const [url, token, publicOnly] of [
      ['/events/upcoming', g.people.founder.token, false],
      ['/events/public', undefined, true],
    ] as const) {
      const expected = (await truth(publicOnly)).map((row) => row.uuid);
      const all = (await v2('GET', `${url}?limit=100`, token)).json().data;
      expect(all.items.map((item: { uuid: string }) => item.uuid)).toEqual(expected);
      expect(all.total).toBe(expected.length);
      const second = (await v2('GET', `${url}?limit=2&pageNumber=2`, token)).json().data;
      expect(second.items.map((item: { uuid: string }) => item.uuid)).toEqual(expected.slice(2, 4));
      expect(second.total).toBe(expected.length);
      const beyond = (await v2('GET', `${url}?limit=2&pageNumber=500`, token)).json().data;
      expect(beyond).toMatchObject({ items: [], total: expected.length });
    }
    expect((await truth(true)).length).toBeLessThan((await truth(false)).length);
  });

  it("shows each member their own registration beside the events they list, and nobody else's", async () => {
    const event = await create({ startsAt: at(25), endsAt: at(26) });
    await v2('POST', `/events/${event.uuid}/attend`, g.people.founder.token, booking('tentative'));
    const registrationIn = async (url: string, token: string | undefined) => {
      const items: { uuid: string; registration: { responseAction: string } | null }[] = (
        await v2('GET', url, token)
      ).json().data.items;
      return items.find((item) => item.uuid === event.uuid)?.registration ?? null;
    };
    for (const url of ['/events/upcoming?limit=100', '/events/all?limit=100', '/events/all?limit=100&mine=true']) {
      expect(await registrationIn(url, g.people.founder.token), url).toMatchObject({ responseAction: 'tentative' });
      expect(await registrationIn(url, g.people.investor.token), url).toBeNull();
    }
    const range = `from=${encodeURIComponent(at(24))}&to=${encodeURIComponent(at(27))}`;
    const calendar = (await v2('GET', `/events/calendar?${range}`, g.people.founder.token)).json().data;
    expect(calendar.find((item: { uuid: string }) => item.uuid === event.uuid)?.registration).toMatchObject({
      responseAction: 'tentative',
    });
  });

  it('keeps private events from visitors', async () => {
    const event = await create();
    expect((await v2('GET', `/events/public/${event.uuid}`)).statusCode).toBe(404);
    const res = await v2('POST', `/events/public/${event.uuid}/attend2`, undefined, {
      name: 'Vera Visitor',
      email: 'vera@example.org',
      timeZone: 'Europe/Berlin',
      offset: 60,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('event files', () => {
  it('takes a PDF or an image from operators, told by its bytes, and serves it to who may see the event', async () => {
    const file = { name: 'file', filename: 'agenda.pdf', type: 'application/pdf', content: pdf('Agenda') };
    const url = '/api/v2/events/upload-file';
    const byMember = await upload(t.app, { host: 'localhost', url, token: g.people.founder.token, file });
    expect(byMember.statusCode).toBe(403);
    const notPdf = await upload(t.app, {
      host: 'localhost',
      url,
      token: g.people.operator.token,
      file: { ...file, content: exe() },
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors[0]).toMatch(/^file: /);
    const stored = await upload(t.app, { host: 'localhost', url, token: g.people.operator.token, file });
    expect(stored.statusCode, stored.body).toBe(201);
    const eventFile = stored.json().data;
    expect(eventFile).toMatchObject({ name: 'agenda.pdf', kind: 'pdf' });
    const event = await create({ files: [eventFile] });
    const fileUrl = (event.files as { url: string }[])[0]?.url ?? '';
    const download = await call(t.app, {
      method: 'GET',
      host: 'localhost',
      url: fileUrl,
      token: g.people.founder.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await call(t.app, { method: 'GET', host: 'localhost', url: fileUrl })).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it('gives each demo tenant published upcoming events (one public online, one small in person, office hours), once', async () => {
    const seeded = async () =>
      rows(
        sql`select mode, is_public as "isPublic", capacity, slot_minutes as "slotMinutes" from events
            where tenant_id = ${g.tenant.id} and created_by_user_id is null and status = 'published' and starts_at > now()
            order by starts_at`,
      );
    const before = await seeded();
    expect(before).toEqual([
      { mode: 'online', isPublic: true, capacity: null, slotMinutes: null },
      { mode: 'in_person', isPublic: false, capacity: 12, slotMinutes: null },
      { mode: 'online', isPublic: false, capacity: null, slotMinutes: 20 },
    ]);
    await seedTenantEvents(t.database.db, { tenantId: g.tenant.id, slug: g.tenant.slug, name: g.tenant.name });
    expect(await seeded()).toHaveLength(3);
  });
});
