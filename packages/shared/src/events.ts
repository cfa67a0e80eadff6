import { z } from 'zod';
import { EventResponse } from './activity.ts';
import { Answers, FormField } from './forms.ts';
import { Instant, IsoDate, TimeZone, WallTime } from './meetings.ts';
import { pageQuery, pageSizes } from './paging.ts';
import { Price, TicketPrice } from './payments.ts';

/*
 * Events (issue 21; spec calls 7.13, all under api/v2): the tenant's operators publish events, online
 * or in person, with an agenda, speakers, a capacity, registration questions and files. Members
 * register (attend) with the booking payload of product.md 3; visitors register to public events by
 * name and email (attend2). Registration is confirmed by email with an .ics file, and reminded by email
 * before the event (background jobs). Events with `slotMinutes` are office hours: each registrant books
 * their own one-to-one slot (date, timeFrom, timeTo) inside the event's hours.
 */

export const eventModes = ['online', 'in_person'] as const;
export const EventMode = z.enum(eventModes, 'Choose online or in person');
export type EventMode = z.infer<typeof EventMode>;
export const eventModeLabels: Record<EventMode, string> = { online: 'Online', in_person: 'In person' };

export const eventStatuses = ['draft', 'published', 'cancelled'] as const;
export const EventStatus = z.enum(eventStatuses);
export type EventStatus = z.infer<typeof EventStatus>;

/** Reminders go out this many minutes before an event starts (each only if still ahead at registration). */
export const eventReminderMinutes = [24 * 60, 60] as const;

const Text = (label: string, max: number) => z.string().trim().max(max, `${label} can be at most ${max} characters`);

export const AgendaItem = z.strictObject({
  time: WallTime,
  title: Text('An agenda item', 200).min(1, 'Each agenda item needs a title'),
  description: Text('An agenda description', 1000).optional(),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

export const Speaker = z.strictObject({
  name: Text('A speaker name', 120).min(1, 'Each speaker needs a name'),
  title: Text('A speaker title', 160).optional(),
  bio: Text('A speaker bio', 1000).optional(),
});
export type Speaker = z.infer<typeof Speaker>;

/** A file attached to an event, as POST events/upload-file returned it. */
export const EventFile = z.object({
  key: z.string().max(300),
  name: z.string().max(255),
  size: z.number().int(),
  kind: z.string().max(20),
});
export type EventFile = z.infer<typeof EventFile>;

/** POST events (operators) and PATCH events/{id} (every key optional). */
export const EventInput = z
  .strictObject({
    title: Text('Title', 160).min(3, 'Title: at least 3 characters'),
    description: Text('Description', 10_000).default(''),
    mode: EventMode,
    /** in_person: the address; online: optional (the link is below). */
    location: Text('Location', 300).optional(),
    /** online: where to join (http/https); sent to registrants only. */
    onlineLink: z
      .url({ protocol: /^https?$/, message: 'Online link: an http(s) address' })
      .max(500)
      .optional(),
    startsAt: Instant('Starts at'),
    endsAt: Instant('Ends at'),
    timeZone: TimeZone,
    /** Attending places; null: no limit. */
    capacity: z.number().int().min(1, 'Capacity: at least 1').max(100_000).nullable().default(null),
    /**
     * A ticket's price in minor units of the tenant's payment currency, before tax; null: free. Ignored
     * (the event is free) while the tenant has no payment provider.
     */
    ticketPriceMinor: TicketPrice.nullable().default(null),
    /** Office hours: each registrant books one slot of this many minutes. Null: a plain event. */
    slotMinutes: z.number().int().min(10).max(240).nullable().default(null),
    agenda: z.array(AgendaItem).max(50).default([]),
    speakers: z.array(Speaker).max(30).default([]),
    questions: z.array(FormField).max(30).default([]),
    files: z.array(EventFile).max(10).default([]),
    /** Public events are listed to visitors, who register by name and email. */
    isPublic: z.boolean().default(false),
    status: EventStatus.exclude(['cancelled']).default('draft'),
  })
  .refine((event) => event.startsAt < event.endsAt || new Date(event.startsAt) < new Date(event.endsAt), {
    path: ['endsAt'],
    message: 'Ends at: after the start',
  });
export type EventInput = z.input<typeof EventInput>;

export const EventPatch = z.strictObject({
  title: Text('Title', 160).min(3, 'Title: at least 3 characters').optional(),
  description: Text('Description', 10_000).optional(),
  mode: EventMode.optional(),
  location: Text('Location', 300).nullable().optional(),
  onlineLink: z
    .url({ protocol: /^https?$/, message: 'Online link: an http(s) address' })
    .max(500)
    .nullable()
    .optional(),
  startsAt: Instant('Starts at').optional(),
  endsAt: Instant('Ends at').optional(),
  timeZone: TimeZone.optional(),
  capacity: z.number().int().min(1).max(100_000).nullable().optional(),
  ticketPriceMinor: TicketPrice.nullable().optional(),
  slotMinutes: z.number().int().min(10).max(240).nullable().optional(),
  agenda: z.array(AgendaItem).max(50).optional(),
  speakers: z.array(Speaker).max(30).optional(),
  questions: z.array(FormField).max(30).optional(),
  files: z.array(EventFile).max(10).optional(),
  isPublic: z.boolean().optional(),
  status: EventStatus.optional(),
});
export type EventPatch = z.input<typeof EventPatch>;

/**
 * POST events/{id}/attend: the booking payload of product.md 3. `timeZone` and `offset` (minutes east of
 * UTC, as the browser reports it) say where the registrant is; date, timeFrom and timeTo book an office
 * hours slot (in `timeZone`) and are ignored by a plain event; meetingAgenda is what they want to discuss.
 */
export const EventBooking = z.strictObject({
  responseAction: EventResponse,
  timeZone: TimeZone,
  offset: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60),
  date: IsoDate('Date').optional(),
  timeFrom: WallTime.optional(),
  timeTo: WallTime.optional(),
  meetingAgenda: Text('Meeting agenda', 1000).optional(),
});
export type EventBooking = z.input<typeof EventBooking>;

/** POST events/{id}/attend2: attend and answer the registration questions in one call. */
export const EventBookingWithAnswers = EventBooking.extend({ answers: Answers.default({}) });
export type EventBookingWithAnswers = z.input<typeof EventBookingWithAnswers>;

/** POST events/{id}/submit-answers: answers to the event's registration questions (by field id). */
export const EventAnswers = z.strictObject({ answers: Answers });
export type EventAnswers = z.input<typeof EventAnswers>;

/** POST events/public/{id}/attend2: a visitor registers to a public event. */
export const PublicEventRegistration = z.strictObject({
  name: Text('Name', 120).min(2, 'Name: at least 2 characters'),
  email: z.email('Email: a valid address').max(254),
  timeZone: TimeZone,
  offset: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60),
  answers: Answers.default({}),
});
export type PublicEventRegistration = z.input<typeof PublicEventRegistration>;

export const EventIdParams = z.object({ id: z.uuid('This is not an event id') });

export const eventWhens = ['upcoming', 'past', 'all'] as const;
/** GET events/all (and events/upcoming, which is when=upcoming), paged. Operators also see drafts. */
export const EventListQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  when: z.enum(eventWhens).default('upcoming'),
  mode: EventMode.optional(),
  /** Only the events the caller registered for. */
  mine: z.enum(['true', 'false']).optional(),
  ...pageQuery(pageSizes.list),
});
export type EventListQuery = z.input<typeof EventListQuery>;

/** GET events/calendar: the caller's registered events between two moments (for /calender). */
export const EventRangeQuery = z.strictObject({ from: Instant('From'), to: Instant('To') });

/** A registration, as its registrant sees it. */
export const EventRegistration = z.object({
  uuid: z.string(),
  responseAction: EventResponse,
  timeZone: z.string(),
  /** Office hours: the booked slot. */
  slot: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  meetingAgenda: z.string().nullable(),
  answers: Answers,
  createdAt: z.string(),
});
export type EventRegistration = z.infer<typeof EventRegistration>;

export const Event = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  mode: EventMode,
  location: z.string().nullable(),
  /** Only to registrants and operators. */
  onlineLink: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  capacity: z.number().int().nullable(),
  /** Registrants attending now, and the places left (null: no limit). */
  attendingCount: z.number().int(),
  placesLeft: z.number().int().nullable(),
  /** A paid event's ticket (null: free, or the tenant takes no payments): its price with tax. */
  ticket: z.object({ priceMinor: z.number().int(), price: Price }).nullable(),
  slotMinutes: z.number().int().nullable(),
  agenda: z.array(AgendaItem),
  speakers: z.array(Speaker),
  questions: z.array(FormField),
  files: z.array(EventFile.extend({ url: z.string() })),
  isPublic: z.boolean(),
  status: EventStatus,
  /** The caller's registration, if any. */
  registration: EventRegistration.nullable(),
  /** Web paths: the event's page, and its .ics file (api). */
  path: z.string(),
  icsUrl: z.string(),
  /** Add-to-calendar links (Google, Outlook). */
  calendarLinks: z.object({ google: z.string(), outlook: z.string() }),
  can: z.object({
    register: z.boolean(),
    /** A paid event: the caller may buy a ticket (registration goes through checkout instead). */
    buyTicket: z.boolean(),
    edit: z.boolean(),
    viewRegistrations: z.boolean(),
  }),
});
export type Event = z.infer<typeof Event>;

/** GET events/{id}/registrations (operators), paged: who registered and what they answered. */
export const EventRegistrant = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  profileUuid: z.string().nullable(),
  responseAction: EventResponse,
  slot: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  meetingAgenda: z.string().nullable(),
  answers: Answers,
  createdAt: z.string(),
});
export type EventRegistrant = z.infer<typeof EventRegistrant>;

/** GET events/{id}/slots: an office hours event's free slots. */
export const EventSlots = z.object({
  timeZone: z.string(),
  slotMinutes: z.number().int(),
  slots: z.array(
    z.object({ startsAt: z.string(), endsAt: z.string(), date: z.string(), timeFrom: z.string(), timeTo: z.string() }),
  ),
});
export type EventSlots = z.infer<typeof EventSlots>;
