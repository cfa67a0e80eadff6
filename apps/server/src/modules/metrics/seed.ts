import { lastClosedPeriod, periodStart, shiftPeriod } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { demoProfileId } from '../../platform/identity/demo.ts';
import { listTypes } from './repo.ts';
import { metricComments, metricReviewers, metricValues } from './tables.ts';

/** GreenLeaf's last eight months: a young agritech startup growing month on month. */
const monthly: Record<string, number[]> = {
  revenue: [18_000, 21_500, 24_000, 27_800, 31_000, 36_500, 40_200, 46_000],
  customers: [42, 48, 55, 61, 70, 78, 85, 96],
  active_users: [310, 350, 420, 460, 530, 610, 690, 780],
  headcount: [9, 9, 10, 11, 11, 12, 14, 15],
  jobs_created: [1, 0, 1, 1, 0, 1, 2, 1],
};
const quarterly: Record<string, number[]> = { funding_raised: [0, 250_000] };

/**
 * The localhost demo's growth metrics: GreenLeaf (Aarav) has reported eight months, submitted, with
 * Rohan (its connected investor) as a reviewer who has commented; the tenant keeps the default types.
 */
export const seedTenantMetrics = async (db: Db, tenant: { tenantId: string; slug: string }) => {
  const types = await listTypes(db, tenant.tenantId);
  if (tenant.slug !== 'ventura') return;
  const startup = await demoProfileId(db, tenant.tenantId, 'aarav@greenleaf.demo');
  const reviewer = await demoProfileId(db, tenant.tenantId, 'rohan@northstar.demo');
  const byKey = new Map(types.map((type) => [type.key, type]));
  const rows: (typeof metricValues.$inferInsert)[] = [];
  for (const [series, last] of [
    [monthly, lastClosedPeriod('monthly', new Date())],
    [quarterly, lastClosedPeriod('quarterly', new Date())],
  ] as const) {
    for (const [key, values] of Object.entries(series)) {
      const type = byKey.get(key);
      if (!type) continue;
      values.forEach((value, index) => {
        rows.push({
          tenantId: tenant.tenantId,
          startupProfileId: startup,
          metricTypeId: type.id,
          periodStart: periodStart(shiftPeriod(last, index - (values.length - 1))),
          value,
          status: 'submitted',
          updatedByProfileId: startup,
        });
      });
    }
  }
  await db.insert(metricValues).values(rows).onConflictDoNothing();
  await db
    .insert(metricReviewers)
    .values({ tenantId: tenant.tenantId, startupProfileId: startup, reviewerProfileId: reviewer })
    .onConflictDoNothing();
  await db.insert(metricComments).values({
    tenantId: tenant.tenantId,
    startupProfileId: startup,
    authorProfileId: reviewer,
    metricKey: 'revenue',
    period: lastClosedPeriod('monthly', new Date()),
    body: 'Strong month. What share of the new revenue came from the two cooperative pilots?',
  });
};

/**
 * For the bench (`npm run seed -- --metrics 10000`): 24 months of submitted revenue, jobs created and
 * headcount for up to `count` approved startups of the tenant, in one statement per metric.
 */
export const seedScaleMetrics = async (db: Db, tenantId: string, count: number) => {
  const types = await listTypes(db, tenantId);
  const last = periodStart(lastClosedPeriod('monthly', new Date()));
  const ranges: Record<string, string> = {
    revenue: '(random() * 200000)::int',
    jobs_created: '(random() * 4)::int',
    headcount: '(3 + random() * 40)::int',
  };
  for (const [key, value] of Object.entries(ranges)) {
    const type = types.find((row) => row.key === key);
    if (!type) continue;
    await db.execute(sql`
      insert into ${metricValues} (tenant_id, startup_profile_id, metric_type_id, period_start, value, status)
      select ${tenantId}, s.id, ${type.id}, (${last}::date - make_interval(months => m))::date, ${sql.raw(value)}, 'submitted'
        from (select id from profiles where tenant_id = ${tenantId} and account_type = 'startup'
                and parent_id is null and approval_status = 'approved' order by id limit ${count}) s
        cross join generate_series(0, 23) as m
      on conflict do nothing`);
  }
  // As autovacuum would soon after: the visibility map lets the portfolio read its index alone.
  await db.execute(sql`vacuum analyze ${metricValues}`);
};
