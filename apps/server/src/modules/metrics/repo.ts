import type { MetricPeriodKind, MetricUnit, MetricValueStatus } from '@ventura/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { metricChanges, metricTypes, metricValues } from './tables.ts';

export type MetricTypeRow = typeof metricTypes.$inferSelect;
export type MetricValueRow = typeof metricValues.$inferSelect;

/** What every tenant is asked for until its operators change it: what a startup mission tracks. */
export const defaultMetricTypes: {
  key: string;
  name: string;
  unit: MetricUnit;
  period: MetricPeriodKind;
  required: boolean;
}[] = [
  { key: 'revenue', name: 'Revenue', unit: 'currency', period: 'monthly', required: true },
  { key: 'mrr', name: 'Monthly recurring revenue', unit: 'currency', period: 'monthly', required: false },
  { key: 'customers', name: 'Customers', unit: 'count', period: 'monthly', required: false },
  { key: 'active_users', name: 'Active users', unit: 'count', period: 'monthly', required: false },
  { key: 'burn', name: 'Monthly burn', unit: 'currency', period: 'monthly', required: false },
  { key: 'runway_months', name: 'Runway', unit: 'months', period: 'monthly', required: false },
  { key: 'headcount', name: 'Headcount', unit: 'count', period: 'monthly', required: true },
  { key: 'jobs_created', name: 'Jobs created', unit: 'count', period: 'monthly', required: true },
  { key: 'women_employed', name: 'Women employed', unit: 'count', period: 'monthly', required: false },
  { key: 'funding_raised', name: 'Funding raised', unit: 'currency', period: 'quarterly', required: false },
  { key: 'grants_received', name: 'Grants received', unit: 'currency', period: 'quarterly', required: false },
  { key: 'patents_filed', name: 'Patents filed', unit: 'count', period: 'quarterly', required: false },
];

const typeOrder = [asc(metricTypes.position), asc(metricTypes.id)];

/** The tenant's types in order, retired ones too; a tenant without any gets the defaults first. */
export const listTypes = async (db: Db, tenantId: string): Promise<MetricTypeRow[]> => {
  const rows = await db
    .select()
    .from(metricTypes)
    .where(eq(metricTypes.tenantId, tenantId))
    .orderBy(...typeOrder);
  if (rows.length > 0) return rows;
  await db
    .insert(metricTypes)
    .values(defaultMetricTypes.map((type, position) => ({ ...type, tenantId, position })))
    .onConflictDoNothing();
  return db
    .select()
    .from(metricTypes)
    .where(eq(metricTypes.tenantId, tenantId))
    .orderBy(...typeOrder);
};

export const insertType = async (db: Db, row: typeof metricTypes.$inferInsert) => {
  const [created] = await db.insert(metricTypes).values(row).onConflictDoNothing().returning();
  return created;
};

export const updateType = async (
  db: Db,
  tenantId: string,
  key: string,
  patch: Partial<Pick<MetricTypeRow, 'name' | 'required' | 'retiredAt' | 'position'>>,
) => {
  await touch(db, tenantId);
  const [row] = await db
    .update(metricTypes)
    .set(patch)
    .where(and(eq(metricTypes.tenantId, tenantId), eq(metricTypes.key, key)))
    .returning();
  return row;
};

/** A startup's profile (the organisation: not a team member's profile), with its founding year. */
const findStartupWhere = async (db: Db, tenantId: string, which: SQL) => {
  const [row] = await db
    .select({ profile: profiles, userName: users.name, foundedYear: startupProfiles.foundedYear })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .leftJoin(
      startupProfiles,
      and(eq(startupProfiles.tenantId, profiles.tenantId), eq(startupProfiles.profileId, profiles.id)),
    )
    .where(and(eq(profiles.tenantId, tenantId), which, eq(profiles.accountType, 'startup'), isNull(profiles.parentId)));
  return row;
};

/** A startup by its uuid (a reviewer's or an operator's address). */
export const findStartup = (db: Db, tenantId: string, uuid: string) =>
  findStartupWhere(db, tenantId, eq(profiles.uuid, uuid));

/** A startup by its profile id (the caller's own organisation), in one statement. */
export const findStartupById = (db: Db, tenantId: string, id: number) =>
  findStartupWhere(db, tenantId, eq(profiles.id, id));

/** A startup's values, newest period first; drafts only when asked (its own team). */
export const listValues = (db: Db, tenantId: string, startupId: number, withDrafts: boolean) =>
  db
    .select()
    .from(metricValues)
    .where(
      and(
        eq(metricValues.tenantId, tenantId),
        eq(metricValues.startupProfileId, startupId),
        withDrafts ? undefined : eq(metricValues.status, 'submitted'),
      ),
    )
    .orderBy(desc(metricValues.periodStart))
    .limit(5000);

/** The values already saved among these (type, period start) pairs. */
export const findValues = async (
  db: Db,
  tenantId: string,
  startupId: number,
  keys: { typeId: number; start: string }[],
) => {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(metricValues)
    .where(
      and(
        eq(metricValues.tenantId, tenantId),
        eq(metricValues.startupProfileId, startupId),
        inArray(metricValues.metricTypeId, [...new Set(keys.map((key) => key.typeId))]),
        inArray(metricValues.periodStart, [...new Set(keys.map((key) => key.start))]),
      ),
    );
};

export type ValueWrite = {
  typeId: number;
  start: string;
  value: number;
  note: string | null;
  status: MetricValueStatus;
};

/** Writes values (new or changed) in one statement. */
export const upsertValues = async (
  db: Db,
  tenantId: string,
  startupId: number,
  byProfileId: number,
  rows: ValueWrite[],
) => {
  if (rows.length === 0) return;
  await touch(db, tenantId);
  await db
    .insert(metricValues)
    .values(
      rows.map((row) => ({
        tenantId,
        startupProfileId: startupId,
        metricTypeId: row.typeId,
        periodStart: row.start,
        value: row.value,
        note: row.note,
        status: row.status,
        updatedByProfileId: byProfileId,
      })),
    )
    .onConflictDoUpdate({
      target: [
        metricValues.tenantId,
        metricValues.startupProfileId,
        metricValues.metricTypeId,
        metricValues.periodStart,
      ],
      set: {
        value: sql`excluded.value`,
        note: sql`excluded.note`,
        status: sql`excluded.status`,
        updatedByProfileId: sql`excluded.updated_by_profile_id`,
        updatedAt: sql`now()`,
      },
    });
};

export const deleteValues = async (
  db: Db,
  tenantId: string,
  startupId: number,
  keys: { typeId: number; start: string }[],
) => {
  if (keys.length > 0) await touch(db, tenantId);
  for (const key of keys) {
    await db
      .delete(metricValues)
      .where(
        and(
          eq(metricValues.tenantId, tenantId),
          eq(metricValues.startupProfileId, startupId),
          eq(metricValues.metricTypeId, key.typeId),
          eq(metricValues.periodStart, key.start),
        ),
      );
  }
};

/** Marks the tenant's metrics changed (inside the writer's transaction). */
export const touch = (db: Db, tenantId: string) =>
  db
    .insert(metricChanges)
    .values({ tenantId })
    .onConflictDoUpdate({ target: metricChanges.tenantId, set: { changedAt: sql`clock_timestamp()` } });

/** When the tenant's metrics last changed ('never' before the first change). */
export const versionOf = async (db: Db, tenantId: string) => {
  const [row] = await db
    .select({ at: sql<string>`${metricChanges.changedAt}::text` })
    .from(metricChanges)
    .where(eq(metricChanges.tenantId, tenantId));
  return row?.at ?? 'never';
};
