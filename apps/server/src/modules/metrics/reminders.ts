import { lastClosedPeriod, periodLabel, periodOf, periodStart, shiftPeriod } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { type JobDefinition, type Jobs, jobIdFor, jobType } from '../../platform/jobs/index.ts';
import type { Notifier } from '../../platform/notify/notifier.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { metricReminders, metricTypes, metricValues } from './tables.ts';

/** The month that closed: its approved startups with something pending for it are reminded once. */
export type PeriodClosed = { period: string };
export const periodClosedJob = jobType<PeriodClosed>('metrics.period-reminders');

/** A reminder later than this after the period closed is not sent: the next period's will be. */
const lateAfterDays = 7;
const slice = 500;

/** One job per month, whoever queues it: its id is made from the month. */
const jobIdOf = (period: string) => jobIdFor(periodClosedJob, period);

/** Queues the job for the month that closed last (it runs now), unless it is already queued or done. */
export const scheduleReminders = (jobs: Jobs, db: Db, today = new Date()) => {
  const period = lastClosedPeriod('monthly', today);
  return jobs.send(db, periodClosedJob, { period }, { id: jobIdOf(period) });
};

/**
 * The approved startups of a tenant with no submitted value, for a period that just closed, of an active
 * type asked for that period (monthly types every month, quarterly ones when a quarter ends), and not
 * reminded of it yet; each is marked reminded as it is found.
 */
const remindable = async (db: Db, tenantId: string, period: string, after: number) => {
  const month = periodStart(period);
  const quarterEnds = [3, 6, 9, 12].includes(Number(period.slice(5, 7)));
  const quarter = periodStart(periodOf('quarterly', month));
  const result = await db.execute(sql`
    with due as (
      select p.id, p.user_id, u.name as user_name, p.organization_name
        from ${profiles} p
        join ${users} u on u.tenant_id = p.tenant_id and u.id = p.user_id and u.status = 'active'
        left join ${startupProfiles} sp on sp.tenant_id = p.tenant_id and sp.profile_id = p.id
       where p.tenant_id = ${tenantId} and p.account_type = 'startup' and p.parent_id is null
         and p.approval_status = 'approved' and p.id > ${after}
         and coalesce(sp.founded_year, 0) <= ${Number(period.slice(0, 4))}
         and exists (select 1 from ${metricTypes} t
               where t.tenant_id = p.tenant_id and t.retired_at is null
                 and (t.period = 'monthly' or ${quarterEnds})
                 and not exists (select 1 from ${metricValues} v
                       where v.tenant_id = t.tenant_id and v.startup_profile_id = p.id and v.metric_type_id = t.id
                         and v.status = 'submitted'
                         and v.period_start = (case t.period when 'quarterly' then ${quarter} else ${month} end)::date))
       order by p.id
       limit ${slice}
    ), marked as (
      insert into ${metricReminders} (tenant_id, startup_profile_id, period)
      select ${tenantId}, id, ${period} from due
      on conflict do nothing
      returning startup_profile_id
    )
    select due.id, due.user_id, (due.id in (select startup_profile_id from marked)) as fresh from due order by due.id`);
  return (result as unknown as { rows: { id: number; user_id: string; fresh: boolean }[] }).rows;
};

/**
 * The monthly job: reminds each approved startup whose metrics for the closed period are pending (in the
 * app, and by email under the metricUpdates setting), once per startup and period, then queues itself
 * for the next month. Tenants without growth metrics are left alone.
 */
export const createPeriodReminders = (deps: {
  db: Db;
  jobs: Jobs;
  notifier: Notifier;
  origin: (tenantId: string) => Promise<string>;
  now?: () => Date;
}): JobDefinition<PeriodClosed> => ({
  name: periodClosedJob.name,
  retryLimit: 3,
  retryDelaySeconds: 300,
  backoff: true,
  expireInSeconds: 1800,
  async run({ period }) {
    const { db, notifier } = deps;
    const now = deps.now?.() ?? new Date();
    const closedOn = new Date(`${periodStart(shiftPeriod(period, 1))}T00:00:00Z`);
    if (now.getTime() - closedOn.getTime() <= lateAfterDays * 86_400_000) {
      const on = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`(${tenants.settings} -> 'features' ->> 'growth_metrics')::boolean is true`);
      for (const tenant of on) {
        // Read before the transactions: the embedded database has one connection, busy inside them.
        const origin = await deps.origin(tenant.id);
        for (let after = 0; ; ) {
          // Marked and told in one transaction: when telling fails, the retry finds them still unreminded.
          const { rows, delivery } = await db.transaction(async (tx) => {
            const found = await remindable(tx, tenant.id, period, after);
            const fresh = found.filter((row) => row.fresh);
            if (fresh.length === 0) return { rows: found, delivery: null };
            const told = await notifier.record(tx, {
              tenantId: tenant.id,
              userIds: fresh.map((row) => row.user_id),
              kind: 'metrics_reminder',
              title: `Time to report your growth metrics for ${periodLabel(period)}`,
              body: 'Your reviewers see what you submit.',
              url: '/growth-metrics',
              email: {
                notice: 'metricUpdates',
                subject: `Your growth metrics for ${periodLabel(period)}`,
                text: `${periodLabel(period)} has ended. Report your growth metrics for it at ${origin}/growth-metrics: your reviewers see what you submit.`,
              },
            });
            return { rows: found, delivery: told };
          });
          if (delivery) notifier.publish(delivery);
          const last = rows.at(-1);
          if (!last || rows.length < slice) break;
          after = last.id;
        }
      }
    }
    const next = shiftPeriod(period, 1);
    const runsAt = new Date(`${periodStart(shiftPeriod(next, 1))}T00:05:00Z`);
    await deps.jobs.send(
      db,
      periodClosedJob,
      { period: next },
      {
        id: jobIdOf(next),
        startAfterSeconds: Math.max(1, Math.round((runsAt.getTime() - now.getTime()) / 1000)),
      },
    );
  },
});
