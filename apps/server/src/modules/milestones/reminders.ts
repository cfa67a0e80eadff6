import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { type JobDefinition, type Jobs, jobIdFor, jobType } from '../../platform/jobs/index.ts';
import type { Notifier } from '../../platform/notify/notifier.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { startupUrl } from './notices.ts';
import { todayOf } from './present.ts';
import { milestones } from './tables.ts';

/** The day whose sweep this is: milestones due before it and not done are overdue. */
export type OverdueSweep = { day: string };
export const overdueSweepJob = jobType<OverdueSweep>('milestones.overdue-sweep');

const slice = 500;
const dayMs = 86_400_000;

/** One sweep per day, whoever queues it: its id is made from the day. */
const jobIdOf = (day: string) => jobIdFor(overdueSweepJob, day);

/** Queues today's sweep (it runs now) unless it is already queued or done. */
export const scheduleMilestoneReminders = async (jobs: Jobs, db: Db, now = new Date()) => {
  const day = todayOf(now);
  await jobs.send(db, overdueSweepJob, { day }, { id: jobIdOf(day) });
};

type Due = { id: number; uuid: string; title: string; due_on: string; user_id: string | null };

/**
 * A slice of a tenant's overdue milestones not reminded yet (planned or in progress, due before `day`),
 * marked reminded as they are found, each with the users of its startup's team (a row per user).
 */
const remindSlice = async (db: Db, tenantId: string, day: string, after: number) => {
  const result = await db.execute(sql`
    with due as (
      select m.id from ${milestones} m
       where m.tenant_id = ${tenantId} and m.status in ('planned', 'in_progress')
         and m.due_on < ${day}::date and m.overdue_reminded_at is null and m.id > ${after}
       order by m.id
       limit ${slice}
       for update skip locked
    ), marked as (
      update ${milestones} m set overdue_reminded_at = now()
        from due where m.tenant_id = ${tenantId} and m.id = due.id
      returning m.id, m.uuid, m.title, m.due_on::text as due_on, m.startup_profile_id
    )
    select marked.id, marked.uuid, marked.title, marked.due_on, u.id as user_id
      from marked
      left join ${profiles} p on p.tenant_id = ${tenantId}
            and (p.id = marked.startup_profile_id or p.parent_id = marked.startup_profile_id)
      left join ${users} u on u.tenant_id = ${tenantId} and u.id = p.user_id and u.status = 'active'
     order by marked.id`);
  return (result as unknown as { rows: Due[] }).rows;
};

/**
 * The daily sweep: each milestone past its due date and still planned or in progress is told to its
 * startup's team once (in the app, and by email under milestoneUpdates); a milestone whose due date moves
 * is reminded again when it passes the new one (changing dueOn clears the mark). Works through tenants with
 * milestone_management on in slices, then queues tomorrow's sweep.
 */
export const createMilestoneJobs = (deps: {
  db: Db;
  jobs: Jobs;
  notifier: Notifier;
  /** The tenant's address, for the email's link. */
  origin: (tenantId: string) => Promise<string>;
  now?: () => Date;
}): JobDefinition<never>[] => {
  const sweep: JobDefinition<OverdueSweep> = {
    name: overdueSweepJob.name,
    retryLimit: 3,
    retryDelaySeconds: 300,
    backoff: true,
    expireInSeconds: 1800,
    async run({ day }) {
      const { db, notifier } = deps;
      const now = deps.now?.() ?? new Date();
      const on = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`(${tenants.settings} -> 'features' ->> 'milestone_management')::boolean is true`);
      for (const tenant of on) {
        const origin = await deps.origin(tenant.id);
        for (let after = 0; ; ) {
          // Marked and told in one transaction: when telling fails, the retry finds them still unreminded.
          const { rows, deliveries } = await db.transaction(async (tx) => {
            const found = await remindSlice(tx, tenant.id, day, after);
            const byMilestone = new Map<number, { row: Due; userIds: string[] }>();
            for (const row of found) {
              const entry = byMilestone.get(row.id) ?? { row, userIds: [] };
              if (row.user_id) entry.userIds.push(row.user_id);
              byMilestone.set(row.id, entry);
            }
            const told = [];
            for (const { row, userIds } of byMilestone.values()) {
              if (userIds.length === 0) continue;
              told.push(
                await notifier.record(tx, {
                  tenantId: tenant.id,
                  userIds,
                  kind: 'milestone_overdue',
                  title: `“${row.title}” is overdue`,
                  body: `It was due on ${row.due_on}. Complete it with its evidence, or move its due date.`,
                  url: startupUrl,
                  email: {
                    notice: 'milestoneUpdates',
                    subject: `Your milestone “${row.title}” is overdue`,
                    text: `Your milestone “${row.title}” was due on ${row.due_on}. Complete it with its evidence, or move its due date, at ${origin}${startupUrl}`,
                  },
                }),
              );
            }
            return { rows: [...byMilestone.keys()], deliveries: told };
          });
          for (const delivery of deliveries) notifier.publish(delivery);
          const last = rows.at(-1);
          if (last === undefined || rows.length < slice) break;
          after = last;
        }
      }
      // Tomorrow's sweep, a few minutes past midnight (UTC).
      const next = todayOf(new Date(Date.parse(`${day}T00:00:00Z`) + dayMs));
      const runsAt = Date.parse(`${next}T00:05:00Z`);
      await deps.jobs.send(
        db,
        overdueSweepJob,
        { day: next },
        { id: jobIdOf(next), startAfterSeconds: Math.max(1, Math.round((runsAt - now.getTime()) / 1000)) },
      );
    },
  };
  return [sweep];
};
