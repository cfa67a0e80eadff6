import type { Event, EventRegistrant, EventRegistration } from '@ventura/shared';
import { type CalendarEntry, calendarLinks } from '../../platform/calendar/ics.ts';
import { type PaymentTerms, priceOf } from '../../platform/payments/index.ts';
import type { EventRow, RegistrationRow } from './repo.ts';

/** The web page of an event, its .ics (api) and a file's download path. */
export const eventPage = (uuid: string) => `/calender/events/${uuid}`;
export const publicEventPage = (uuid: string) => `/events/register?id=${uuid}`;
export const icsPath = (uuid: string) => `/api/v2/events/${uuid}/ics`;
export const filePath = (key: string) => `/api/v2/events/files/${encodeURIComponent(key)}`;

/** What a presenter needs beyond the rows: the caller's abilities and the tenant's web address. */
export type EventView = {
  origin: string;
  /** The caller manages events (an operator). */
  manages: boolean;
  /** The caller may register (signed in: a member or an operator). */
  signedIn: boolean;
  now: Date;
  /** How the tenant takes payments (null: it does not, and every event is free). */
  terms: PaymentTerms | null;
};

/** A paid event's ticket: its price with the tenant's tax, or null when it is free. */
export const ticketOf = (event: Pick<EventRow, 'ticketPriceMinor'>, terms: PaymentTerms | null) =>
  terms && event.ticketPriceMinor !== null
    ? { priceMinor: event.ticketPriceMinor, price: priceOf(event.ticketPriceMinor, terms.currency, terms.tax) }
    : null;

const standing = (registration: RegistrationRow | null | undefined) =>
  registration !== null && registration !== undefined && registration.responseAction !== 'declined';

const slotOf = (registration: RegistrationRow) =>
  registration.slotStartsAt && registration.slotEndsAt
    ? { startsAt: registration.slotStartsAt.toISOString(), endsAt: registration.slotEndsAt.toISOString() }
    : null;

/**
 * The event as a calendar entry. The online link goes in only for those who may see it; a registrant of
 * office hours gets their own slot. The sequence rises with every edit (seconds since creation).
 */
export const calendarEntryOf = (
  event: EventRow,
  options: { origin: string; showLink: boolean; registration?: RegistrationRow | null },
): CalendarEntry => {
  const slot = options.registration?.slotStartsAt && options.registration.slotEndsAt ? options.registration : null;
  const link = options.showLink && event.onlineLink ? event.onlineLink : null;
  return {
    uid: `event-${event.uuid}@ventura`,
    title: event.title,
    description: [event.description.slice(0, 2000), link ? `Join: ${link}` : ''].filter(Boolean).join('\n\n'),
    location: event.mode === 'in_person' ? event.location : (link ?? event.location),
    url: `${options.origin}${event.isPublic ? publicEventPage(event.uuid) : eventPage(event.uuid)}`,
    startsAt: slot?.slotStartsAt ?? event.startsAt,
    endsAt: slot?.slotEndsAt ?? event.endsAt,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
  };
};

export const presentRegistration = (registration: RegistrationRow): EventRegistration => ({
  uuid: registration.uuid,
  responseAction: registration.responseAction,
  timeZone: registration.timeZone,
  slot: slotOf(registration),
  meetingAgenda: registration.meetingAgenda,
  answers: registration.answers,
  createdAt: registration.createdAt.toISOString(),
});

export const presentEvent = (event: EventRow, registration: RegistrationRow | null, view: EventView): Event => {
  const showLink = view.manages || standing(registration);
  const ticket = ticketOf(event, view.terms);
  const open = view.signedIn && event.status === 'published' && event.endsAt > view.now;
  return {
    uuid: event.uuid,
    title: event.title,
    description: event.description,
    mode: event.mode,
    location: event.location,
    onlineLink: showLink ? event.onlineLink : null,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    capacity: event.capacity,
    attendingCount: event.attendingCount,
    placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - event.attendingCount),
    ticket,
    slotMinutes: event.slotMinutes,
    agenda: event.agenda,
    speakers: event.speakers,
    questions: event.questions,
    files: event.files.map((file) => ({ ...file, url: filePath(file.key) })),
    isPublic: event.isPublic,
    status: event.status,
    registration: registration ? presentRegistration(registration) : null,
    path: eventPage(event.uuid),
    icsUrl: icsPath(event.uuid),
    calendarLinks: calendarLinks(calendarEntryOf(event, { origin: view.origin, showLink, registration })),
    can: {
      register: open && ticket === null,
      buyTicket: open && ticket !== null && !standing(registration),
      edit: view.manages,
      viewRegistrations: view.manages,
    },
  };
};

export const presentRegistrant = (row: {
  registration: RegistrationRow;
  profileUuid: string | null;
  memberEmail: string | null;
}): EventRegistrant => ({
  uuid: row.registration.uuid,
  name: row.registration.name,
  email: row.registration.email ?? row.memberEmail,
  profileUuid: row.profileUuid,
  responseAction: row.registration.responseAction,
  slot: slotOf(row.registration),
  meetingAgenda: row.registration.meetingAgenda,
  answers: row.registration.answers,
  createdAt: row.registration.createdAt.toISOString(),
});
