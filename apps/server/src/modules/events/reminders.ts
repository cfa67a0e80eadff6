import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles } from '../../platform/identity/tables.ts';
import type { JobDefinition } from '../../platform/jobs/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { emailNotice } from '../../platform/notify/notifier.ts';
import { type EventReminder, eventReminderJob, whenText } from './notify.ts';
import { eventPage, publicEventPage } from './present.ts';
import * as repo from './repo.ts';

const leadText = (minutes: number) => (minutes >= 24 * 60 ? 'tomorrow' : minutes >= 60 ? 'in an hour' : 'soon');

/**
 * The reminder job: when it runs, it sends only if the registration still stands (not declined), the event
 * is still published and has not moved since the reminder was queued.
 */
export const createEventReminders = (deps: {
  db: Db;
  mailer: Mailer;
  origin: (tenantId: string) => Promise<string>;
}): JobDefinition<EventReminder> => ({
  name: eventReminderJob.name,
  retryLimit: 3,
  retryDelaySeconds: 60,
  backoff: true,
  async run(job) {
    const { db, mailer } = deps;
    const registration = await repo.findRegistration(db, job.tenantId, job.registrationUuid);
    if (!registration || registration.responseAction === 'declined') return;
    const event = await repo.findEvent(db, job.tenantId, job.eventUuid);
    if (!event || event.id !== registration.eventId || event.status !== 'published') return;
    const startsAt = registration.slotStartsAt ?? event.startsAt;
    if (startsAt.toISOString() !== job.startsAt) return;
    const origin = await deps.origin(job.tenantId);
    const subject = `Reminder: ${event.title} starts ${leadText(job.minutesBefore)}`;
    const text = [
      `"${event.title}" starts ${leadText(job.minutesBefore)}.`,
      '',
      `When: ${whenText(startsAt, registration.slotEndsAt ?? event.endsAt, registration.timeZone)}`,
      event.location ? `Where: ${event.location}` : '',
      event.mode === 'online' && event.onlineLink ? `Join online: ${event.onlineLink}` : '',
      `Details: ${origin}${registration.profileId === null && event.isPublic ? publicEventPage(event.uuid) : eventPage(event.uuid)}`,
    ]
      .filter((line, index) => line !== '' || index === 1)
      .join('\n');
    if (registration.profileId === null) {
      if (!registration.email) return;
      await mailer.send(db, { tenantId: job.tenantId, channel: 'email', to: registration.email, subject, body: text });
      return;
    }
    const [profile] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.tenantId, job.tenantId), eq(profiles.id, registration.profileId)))
      .limit(1);
    if (!profile) return;
    await emailNotice(db, mailer, {
      tenantId: job.tenantId,
      userId: profile.userId,
      notice: 'eventReminders',
      subject,
      text,
    });
  },
});
