import {
  type EmailNotice,
  effectiveNotificationSettings,
  type NotificationKind,
  type RealtimeNotification,
  socketEvents,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users } from '../identity/index.ts';
import { type JobDefinition, type Jobs, jobType } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { Realtime } from '../realtime/publisher.ts';
import { iconOf, insertBroadcastSlice, insertNotifications, type NewNotification } from './store.ts';

export type NotifyInput = NewNotification & {
  tenantId: string;
  userIds: readonly string[];
  /** An email too, to each recipient whose notification settings keep that notice on. */
  email?: { notice: EmailNotice; subject: string; text: string; replyTo?: string };
};

/** What to tell the sockets once the transaction that stored it has committed. */
export type Delivery = { tenantId: string; userIds: readonly string[]; notification: RealtimeNotification | null };

export type EmailJob = {
  tenantId: string;
  userId: string;
  notice: EmailNotice;
  subject: string;
  text: string;
  replyTo?: string;
};
type BroadcastJob = NewNotification & { tenantId: string; accountType: string | null; after: string | null };

const emailJob = jobType<EmailJob>('notifications.email');
const broadcastJob = jobType<BroadcastJob>('notifications.broadcast');
const broadcastSlice = 2000;

/**
 * Emails a notice to one user now, if they still have an address, are active, and keep that notice on in
 * their notification settings; answers whether it went to the outbox. For jobs that decide themselves
 * when to email (a chat's unread messages after a quiet spell).
 */
export const emailNotice = async (db: Db, mailer: Mailer, job: EmailJob) => {
  const [user] = await db
    .select({ email: users.email, status: users.status, settings: users.notificationSettings })
    .from(users)
    .where(and(eq(users.tenantId, job.tenantId), eq(users.id, job.userId)));
  if (!user?.email || user.status !== 'active') return false;
  if (!effectiveNotificationSettings(user.settings)[job.notice]) return false;
  await mailer.send(db, {
    tenantId: job.tenantId,
    channel: 'email',
    to: user.email,
    subject: job.subject,
    body: job.text,
    ...(job.replyTo ? { replyTo: job.replyTo } : {}),
  });
  return true;
};

/**
 * How every feature tells people something: a stored notification per recipient (the bell and
 * /notifications), a socket event to each of them (a toast, and their counts refresh), and an email where
 * their settings allow it, sent by a job. `record` writes inside the caller's transaction; `publish` runs
 * after it commits, so no socket hears of a row that was rolled back.
 */
export const createNotifier = (deps: { db: Db; jobs: Jobs; realtime: Realtime; mailer: Mailer }) => {
  const { jobs, realtime } = deps;

  const record = async (db: Db, input: NotifyInput): Promise<Delivery> => {
    const userIds = [...new Set(input.userIds)];
    await insertNotifications(db, input.tenantId, userIds, input);
    if (input.email) {
      for (const userId of userIds) {
        await jobs.send(db, emailJob, { tenantId: input.tenantId, userId, ...input.email });
      }
    }
    return {
      tenantId: input.tenantId,
      userIds,
      notification: { title: input.title, icon: iconOf(input), url: input.url ?? null, kind: input.kind },
    };
  };

  const publish = (delivery: Delivery) => {
    if (delivery.notification) {
      realtime.toUsers(delivery.tenantId, delivery.userIds, socketEvents.notification, delivery.notification);
    }
    realtime.toUsers(delivery.tenantId, delivery.userIds, socketEvents.fetchCount);
  };

  /** Emails the notice to one user, if they still have an address and still want it (checked when it runs). */
  const email: JobDefinition<EmailJob> = {
    name: emailJob.name,
    retryLimit: 3,
    retryDelaySeconds: 30,
    backoff: true,
    async run(job) {
      await emailNotice(deps.db, deps.mailer, job);
    },
  };

  /**
   * A broadcast walks the tenant's members in slices of 2,000 (one statement each, so no transaction
   * holds a million rows), each slice queuing the next, and tells each slice's sockets as it lands.
   */
  const broadcast: JobDefinition<BroadcastJob> = {
    name: broadcastJob.name,
    retryLimit: 5,
    retryDelaySeconds: 10,
    backoff: true,
    expireInSeconds: 600,
    async run(job) {
      const delivered = await deps.db.transaction(async (tx) => {
        const ids = await insertBroadcastSlice(tx, {
          tenantId: job.tenantId,
          accountType: job.accountType,
          after: job.after,
          size: broadcastSlice,
          notice: job,
        });
        const last = ids.at(-1);
        if (ids.length === broadcastSlice && last) await jobs.send(tx, broadcastJob, { ...job, after: last });
        return ids;
      });
      publish({
        tenantId: job.tenantId,
        userIds: delivered,
        notification: { title: job.title, icon: iconOf(job), url: job.url ?? null, kind: job.kind },
      });
    },
  };

  return {
    record,
    publish,
    /** record, then publish: for a caller that is not inside a transaction. */
    async notify(db: Db, input: NotifyInput) {
      const delivery = await record(db, input);
      publish(delivery);
      return delivery;
    },
    /**
     * Only the counts of these users changed (a withdrawn or declined request). The database announces
     * the change to every server's count cache by itself; this says what to tell their sockets.
     */
    countsChanged: async (_db: Db, tenantId: string, userIds: readonly string[]): Promise<Delivery> => ({
      tenantId,
      userIds: [...new Set(userIds)],
      notification: null,
    }),
    /** Queues an operator's broadcast (in the caller's transaction). */
    queueBroadcast: (
      db: Db,
      input: NewNotification & { tenantId: string; accountType: string | null; kind: NotificationKind },
    ) => jobs.send(db, broadcastJob, { ...input, after: null }),
    jobs: [email, broadcast] as const,
  };
};
export type Notifier = ReturnType<typeof createNotifier>;

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}
