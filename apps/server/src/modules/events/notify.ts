import { eventReminderMinutes } from '@ventura/shared';
import { icsFile } from '../../platform/calendar/ics.ts';
import type { Db } from '../../platform/db/index.ts';
import { jobType } from '../../platform/jobs/index.ts';
import type { OutboxAttachment } from '../../platform/mail/index.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';
import { calendarEntryOf, eventPage, publicEventPage } from './present.ts';
import * as repo from './repo.ts';

/** A reminder of one registration, for the start the event had when it was queued. */
export type EventReminder = {
  tenantId: string;
  registrationUuid: string;
  eventUuid: string;
  /** The event's start (ISO) when queued: a reminder of an event that has since moved does not go. */
  startsAt: string;
  minutesBefore: number;
};
export const eventReminderJob = jobType<EventReminder>('events.reminder');

export const registeredSubject = (title: string) => `You have successfully registered for the event: ${title}`;
export const icsContentType = 'text/calendar; charset=utf-8; method=PUBLISH';

/** When an event (or a slot) happens, in the registrant's time zone. */
export const whenText = (startsAt: Date, endsAt: Date, zone: string) => {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeStyle: 'short' });
  return `${day.format(startsAt)} to ${time.format(endsAt)} (${zone})`;
};

const pageUrl = (origin: string, event: repo.EventRow, member: boolean) =>
  `${origin}${member || !event.isPublic ? eventPage(event.uuid) : publicEventPage(event.uuid)}`;

/** The event as an .ics attachment for one registrant (their slot, the online link). */
export const icsAttachment = (
  event: repo.EventRow,
  registration: repo.RegistrationRow,
  origin: string,
): OutboxAttachment => ({
  filename: 'event.ics',
  contentType: icsContentType,
  content: icsFile(calendarEntryOf(event, { origin, showLink: true, registration })),
});

/** The lines of an email about an event: when, where, how to join, and its page. */
const detailsOf = (event: repo.EventRow, registration: repo.RegistrationRow, origin: string) => {
  const startsAt = registration.slotStartsAt ?? event.startsAt;
  const endsAt = registration.slotEndsAt ?? event.endsAt;
  return [
    `When: ${whenText(startsAt, endsAt, registration.timeZone)}`,
    event.location ? `Where: ${event.location}` : null,
    event.mode === 'online' && event.onlineLink ? `Join online: ${event.onlineLink}` : null,
    `Details: ${pageUrl(origin, event, registration.profileId !== null)}`,
  ].filter((line): line is string => line !== null);
};

/**
 * Queues the reminders still ahead (24 hours and 1 hour before the start) for one registration, one job
 * per registration, start and lead time.
 */
export const queueReminders = async (
  tx: Db,
  ctx: Context,
  event: repo.EventRow,
  registration: repo.RegistrationRow,
) => {
  const startsAt = registration.slotStartsAt ?? event.startsAt;
  for (const minutesBefore of eventReminderMinutes) {
    const seconds = Math.floor((startsAt.getTime() - minutesBefore * 60_000 - Date.now()) / 1000);
    if (seconds <= 0) continue;
    await ctx.jobs.send(
      tx,
      eventReminderJob,
      {
        tenantId: ctx.tenant.id,
        registrationUuid: registration.uuid,
        eventUuid: event.uuid,
        startsAt: startsAt.toISOString(),
        minutesBefore,
      },
      { startAfterSeconds: seconds, singletonKey: `${registration.uuid}:${startsAt.toISOString()}:${minutesBefore}` },
    );
  }
};

/**
 * Confirms a registration (attending or tentative) inside its transaction: the email with the event's .ics
 * to the registrant's address, a notification to a member, and the reminders. Answers what to publish.
 */
export const confirmRegistration = async (
  tx: Db,
  ctx: Context,
  input: {
    event: repo.EventRow;
    registration: repo.RegistrationRow;
    email: string | null;
    userId: string | null;
    /** Queue the reminders (a new registration or a new slot; a changed answer keeps the queued ones). */
    reminders: boolean;
  },
): Promise<Delivery | null> => {
  const { event, registration } = input;
  const origin = await ctx.origin(tx);
  if (input.email) {
    const status =
      registration.responseAction === 'tentative' ? 'You said you might come.' : 'We look forward to seeing you.';
    await ctx.mailer.send(tx, {
      tenantId: ctx.tenant.id,
      channel: 'email',
      to: input.email,
      subject: registeredSubject(event.title),
      body: [
        `Hello ${registration.name},`,
        '',
        `You have successfully registered for the event "${event.title}". ${status}`,
        '',
        ...detailsOf(event, registration, origin),
        '',
        'The calendar file (event.ics) is attached: open it to add the event to your calendar.',
      ].join('\n'),
      attachments: [icsAttachment(event, registration, origin)],
    });
  }
  if (input.reminders) await queueReminders(tx, ctx, event, registration);
  if (!input.userId) return null;
  return ctx.notifier.record(tx, {
    tenantId: ctx.tenant.id,
    userIds: [input.userId],
    kind: 'event_registration',
    title: `You have successfully registered for the event ${event.title}`,
    url: eventPage(event.uuid),
  });
};

/**
 * Tells everyone still registered that the event moved or was cancelled: members by notification (and
 * email, as their settings allow), visitors by email with the updated .ics. A moved event's reminders
 * are queued again for the new start (the old ones find the start changed and stay silent).
 */
export const tellRegistrants = async (
  tx: Db,
  ctx: Context,
  event: repo.EventRow,
  why: 'moved' | 'cancelled',
): Promise<Delivery[]> => {
  const standing = await repo.standingRegistrations(tx, ctx.tenant.id, event.id);
  if (standing.length === 0) return [];
  const origin = await ctx.origin(tx);
  const title = why === 'cancelled' ? `${event.title} is cancelled` : `${event.title} has moved`;
  const lines = (registration: repo.RegistrationRow) =>
    why === 'cancelled'
      ? [`The event "${event.title}" has been cancelled.`]
      : [`The event "${event.title}" has a new time.`, '', ...detailsOf(event, registration, origin)];
  const userIds: string[] = [];
  for (const { registration, userId } of standing) {
    if (why === 'moved') await queueReminders(tx, ctx, event, registration);
    if (userId) {
      userIds.push(userId);
      continue;
    }
    if (!registration.email) continue;
    await ctx.mailer.send(tx, {
      tenantId: ctx.tenant.id,
      channel: 'email',
      to: registration.email,
      subject: title,
      body: [`Hello ${registration.name},`, '', ...lines(registration)].join('\n'),
      attachments: [icsAttachment(event, registration, origin)],
    });
  }
  if (userIds.length === 0) return [];
  const first = standing[0]?.registration;
  return [
    await ctx.notifier.record(tx, {
      tenantId: ctx.tenant.id,
      userIds,
      kind: 'event_update',
      title,
      url: eventPage(event.uuid),
      email: {
        notice: 'eventReminders',
        subject: title,
        text: (first ? lines({ ...first, slotStartsAt: null, slotEndsAt: null, timeZone: event.timeZone }) : []).join(
          '\n',
        ),
      },
    }),
  ];
};
