import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { metricTypes, metricValues } from './tables.ts';

// Reads across startups: a chart's series, the portfolio's totals and medians, who has not reported, and
// the export. The portfolio's scope is every startup of the tenant, or those of one partner.

export type Scope = { tenantId: string; partnerId: string | null };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Submitted values (and drafts of `draftsOf`) of one type for some startups, between two period starts. */
export const series = async (
  db: Db,
  tenantId: string,
  typeId: number,
  startupIds: number[],
  range: { from: string; to: string },
  draftsOf: number[],
) =>
  rowsOf<{ startup_profile_id: number; period_start: string; value: number }>(
    await db.execute(sql`
      select startup_profile_id, period_start::text as period_start, value
        from ${metricValues}
       where tenant_id = ${tenantId} and metric_type_id = ${typeId}
         and startup_profile_id = any(${sql.param(startupIds)}::int[])
         and period_start between ${range.from}::date and ${range.to}::date
         and (status = 'submitted' or startup_profile_id = any(${sql.param(draftsOf)}::int[]))
       order by startup_profile_id, period_start`),
  );

/** The startups of the scope (as `p`): approved, and of the partner when it has one. */
const startupsIn = (scope: Scope) => sql`
  p.tenant_id = ${scope.tenantId} and p.account_type = 'startup' and p.parent_id is null
  and p.approval_status = 'approved'
  ${scope.partnerId === null ? sql`` : sql`and p.partner_id = ${scope.partnerId}`}`;

/** Per period: how many startups reported a type, the total and the median of what they reported. */
export const totals = async (db: Db, scope: Scope, typeId: number, range: { from: string; to: string }) =>
  rowsOf<{ period_start: string; reported: number; total: number; median: number | null }>(
    await db.execute(sql`
      select v.period_start::text as period_start, count(*)::int as reported, sum(v.value) as total,
             percentile_cont(0.5) within group (order by v.value) as median
        from ${metricValues} v
        join ${profiles} p on p.tenant_id = v.tenant_id and p.id = v.startup_profile_id
       where ${startupsIn(scope)}
         and v.tenant_id = ${scope.tenantId} and v.metric_type_id = ${typeId} and v.status = 'submitted'
         and v.period_start between ${range.from}::date and ${range.to}::date
       group by v.period_start
       order by v.period_start`),
  ).map((row) => ({
    periodStart: row.period_start,
    reported: Number(row.reported),
    total: Number(row.total),
    median: row.median === null ? null : Number(row.median),
  }));

/** The approved startups in the scope. */
export const startupCount = async (db: Db, scope: Scope) =>
  Number(
    rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ${profiles} p where ${startupsIn(scope)}`),
    )[0]?.count ?? 0,
  );

/** Approved startups without a submitted value of a type for a period, with the newest period they did report. */
export const missing = async (
  db: Db,
  scope: Scope,
  typeId: number,
  periodStart: string,
  page: { limit: number; offset: number },
) => {
  const rows = rowsOf<{
    id: number;
    uuid: string;
    account_type: 'startup';
    organization_name: string | null;
    investor_type: 'individual' | 'organization' | 'syndicate' | null;
    avatar: string | null;
    user_name: string;
    last_reported: string | null;
    total: number;
  }>(
    await db.execute(sql`
      select p.id, p.uuid, p.account_type, p.organization_name, p.investor_type, p.avatar, u.name as user_name,
             (select max(v.period_start)::text from ${metricValues} v
               where v.tenant_id = p.tenant_id and v.startup_profile_id = p.id and v.metric_type_id = ${typeId}
                 and v.status = 'submitted') as last_reported,
             count(*) over () as total
        from ${profiles} p
        join ${users} u on u.tenant_id = p.tenant_id and u.id = p.user_id
        left join ${startupProfiles} sp on sp.tenant_id = p.tenant_id and sp.profile_id = p.id
       where ${startupsIn(scope)}
         and coalesce(sp.founded_year, 0) <= extract(year from ${periodStart}::date)
         and not exists (select 1 from ${metricValues} v
               where v.tenant_id = p.tenant_id and v.startup_profile_id = p.id and v.metric_type_id = ${typeId}
                 and v.status = 'submitted' and v.period_start = ${periodStart}::date)
       order by lower(coalesce(p.organization_name, u.name)), p.id
       limit ${page.limit} offset ${page.offset}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
};

export type ExportRow = {
  startup_profile_id: number;
  metric_type_id: number;
  period_start: string;
  startup: string;
  metric: string;
  period_kind: 'monthly' | 'quarterly';
  value: number;
  note: string | null;
};

/** One slice of the export, after the last row of the slice before (keyset, so a long export stays cheap). */
export const exportSlice = async (
  db: Db,
  scope: Scope,
  range: { from: string; to: string },
  after: { startupId: number; typeId: number; periodStart: string } | null,
  size: number,
) =>
  rowsOf<ExportRow>(
    await db.execute(sql`
      select v.startup_profile_id, v.metric_type_id, v.period_start::text as period_start,
             coalesce(p.organization_name, u.name) as startup, t.key as metric, t.period as period_kind, v.value, v.note
        from ${metricValues} v
        join ${profiles} p on p.tenant_id = v.tenant_id and p.id = v.startup_profile_id
        join ${users} u on u.tenant_id = p.tenant_id and u.id = p.user_id
        join ${metricTypes} t on t.tenant_id = v.tenant_id and t.id = v.metric_type_id
       where ${startupsIn(scope)}
         and v.tenant_id = ${scope.tenantId} and v.status = 'submitted'
         and v.period_start between ${range.from}::date and ${range.to}::date
         ${
           after
             ? sql`and (v.startup_profile_id, v.metric_type_id, v.period_start) > (${after.startupId}, ${after.typeId}, ${after.periodStart}::date)`
             : sql``
         }
       order by v.startup_profile_id, v.metric_type_id, v.period_start
       limit ${size}`),
  );
