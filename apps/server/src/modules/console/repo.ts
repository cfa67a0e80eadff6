import type { AccountType, ApprovalStatus, PageRequest, UserStatus } from '@ventura/shared';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables.ts';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import { partners } from '../../platform/identity/tables.ts';
import { connectionMatrix, maintenanceWindows, tenantHosts, tenants } from '../../platform/tenancy/tables.ts';
import { inviteCodes } from '../auth/tables.ts';

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

/**
 * Profiles an operator decides on: owners' profiles of every type a member can hold, job seekers too
 * (team members follow their owner; 'other' is the operators' own, never offered to members).
 */
const decidable = (tenantId: string) =>
  and(eq(profiles.tenantId, tenantId), isNull(profiles.parentId), ne(profiles.accountType, 'other'));

export type QueueFilter = {
  status: ApprovalStatus | 'all';
  type?: AccountType;
  search?: string;
  from?: string;
  to?: string;
  completenessMin?: number;
  completenessMax?: number;
  sort: 'oldest_request' | 'newest_request' | 'newest_signup' | 'name' | 'completeness';
} & PageRequest;

const waitingSince = sql`coalesce(${profiles.approvalRequestedAt}, ${profiles.createdAt})`;
const shownName = sql<string>`coalesce(${profiles.organizationName}, ${users.name})`;

const queueOrder: Record<QueueFilter['sort'], SQL[]> = {
  oldest_request: [asc(waitingSince), asc(profiles.id)],
  newest_request: [desc(waitingSince), desc(profiles.id)],
  newest_signup: [desc(profiles.createdAt), desc(profiles.id)],
  name: [asc(sql`lower(${shownName})`), asc(profiles.id)],
  completeness: [desc(profiles.completeness), asc(profiles.id)],
};

/** A page of the approval queue with both ends of each row, and the count in each state. */
export const listQueue = async (db: Db, tenantId: string, filter: QueueFilter) => {
  const conditions: (SQL | undefined)[] = [decidable(tenantId)];
  if (filter.status !== 'all') conditions.push(eq(profiles.approvalStatus, filter.status));
  if (filter.type) conditions.push(eq(profiles.accountType, filter.type));
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(or(ilike(profiles.organizationName, like), ilike(users.name, like), ilike(users.email, like)));
  }
  if (filter.from) conditions.push(gte(waitingSince, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(waitingSince, nextDay(filter.to)));
  if (filter.completenessMin !== undefined) conditions.push(gte(profiles.completeness, filter.completenessMin));
  if (filter.completenessMax !== undefined) {
    conditions.push(sql`${profiles.completeness} <= ${filter.completenessMax}`);
  }
  const where = and(...conditions);
  const joined = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));
  const [rows, [total], counts] = await Promise.all([
    db
      .select({ profile: profiles, user: users })
      .from(profiles)
      .innerJoin(users, joined)
      .where(where)
      .orderBy(...queueOrder[filter.sort])
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: count() }).from(profiles).innerJoin(users, joined).where(where),
    db
      .select({ status: profiles.approvalStatus, n: count() })
      .from(profiles)
      .where(decidable(tenantId))
      .groupBy(profiles.approvalStatus),
  ]);
  return { rows, total: total?.n ?? 0, counts };
};

export const findProfileRow = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(decidable(tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  return row;
};

export type MemberFilter = {
  search?: string;
  type?: AccountType;
  status?: UserStatus;
  role?: 'member' | 'operator';
} & PageRequest;

// Drizzle leaves columns unqualified when a query reads one table: inside a subquery they would name the
// subquery's own table, so the outer row is named in full.
const ownUser = sql.raw('"users"."tenant_id" and p.user_id = "users"."id"');
const sessionUser = sql.raw('"users"."tenant_id" and s.user_id = "users"."id"');

/** A page of accounts, newest first, each with its profiles and when it was last seen. */
export const listMembers = async (db: Db, tenantId: string, filter: MemberFilter) => {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId)];
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(users.mobileNumber, like),
        sql`exists (select 1 from profiles p where p.tenant_id = ${ownUser} and p.organization_name ilike ${like})`,
      ),
    );
  }
  if (filter.type) {
    conditions.push(
      sql`exists (select 1 from profiles p where p.tenant_id = ${ownUser} and p.account_type = ${filter.type})`,
    );
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        lastSeenAt: sql<string | null>`(select max(s.last_seen_at) from sessions s where s.tenant_id = ${sessionUser})`,
        profiles: sql<ProfileBrief[]>`(select coalesce(json_agg(json_build_object(
            'uuid', p.uuid, 'accountType', p.account_type, 'organizationName', p.organization_name,
            'approvalStatus', p.approval_status) order by p.id), '[]'::json)
          from profiles p where p.tenant_id = ${ownUser})`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
/**
 * Members to pick from: by id, or whose name holds the words (users_name_trgm_idx answers the match), in
 * name order, a page at a time; one row more than the page says whether another follows.
 */
export const lookupMembers = (db: Db, tenantId: string, filter: { search?: string; id?: string } & PageRequest) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        filter.id ? eq(users.id, filter.id) : undefined,
        filter.search ? ilike(users.name, containsPattern(filter.search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(filter.limit + 1)
    .offset(offsetOf(filter));

export type ProfileBrief = {
  uuid: string;
  accountType: AccountType;
  organizationName: string | null;
  approvalStatus: ApprovalStatus;
};

export const setUserStatus = async (db: Db, tenantId: string, userId: string, status: UserStatus) => {
  const [user] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning();
  return user;
};

export type AuditFilter = {
  action?: string;
  actor?: string;
  subject?: string;
  from?: string;
  to?: string;
} & PageRequest;

const auditWhere = (tenantId: string, filter: Omit<AuditFilter, 'pageNumber' | 'limit'>) =>
  and(
    eq(auditLog.tenantId, tenantId),
    filter.action ? ilike(auditLog.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.actor ? eq(auditLog.actorUserId, filter.actor) : undefined,
    filter.subject ? eq(auditLog.subjectId, filter.subject) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to ? lt(auditLog.createdAt, nextDay(filter.to)) : undefined,
  );

/** A page of the audit log, newest first, with each actor's name. */
export const listAudit = async (db: Db, tenantId: string, filter: AuditFilter) => {
  const where = auditWhere(tenantId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorUserId)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];

export const tenantRow = async (db: Db, tenantId: string) => {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
};

export const hostsOf = async (db: Db, tenantId: string) =>
  (
    await db
      .select({ host: tenantHosts.host })
      .from(tenantHosts)
      .where(eq(tenantHosts.tenantId, tenantId))
      .orderBy(desc(tenantHosts.primary), asc(tenantHosts.host))
  ).map((row) => row.host);

export const saveTenant = (db: Db, tenantId: string, values: Partial<typeof tenants.$inferInsert>) =>
  db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId));

export const replaceMatrix = async (
  db: Db,
  tenantId: string,
  entries: { profileType: AccountType; otherProfileType: AccountType; canSearch: boolean; canConnect: boolean }[],
) => {
  await db.delete(connectionMatrix).where(eq(connectionMatrix.tenantId, tenantId));
  if (entries.length > 0) {
    await db.insert(connectionMatrix).values(entries.map((entry, sortOrder) => ({ ...entry, tenantId, sortOrder })));
  }
};

/** Profiles by type and state, accounts by state, and new accounts per week for the last 12 weeks. */
export const overview = async (db: Db, tenantId: string) => {
  const since = sql`date_trunc('week', now()) - interval '11 weeks'`;
  const [byType, byStatus, weeks] = await Promise.all([
    db
      .select({ accountType: profiles.accountType, approvalStatus: profiles.approvalStatus, n: count() })
      .from(profiles)
      .where(decidable(tenantId))
      .groupBy(profiles.accountType, profiles.approvalStatus),
    db
      .select({ status: users.status, n: count() })
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .groupBy(users.status),
    db
      .select({ week: sql<string>`to_char(date_trunc('week', ${users.createdAt}), 'YYYY-MM-DD')`, n: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sql`${users.createdAt} >= ${since}`))
      .groupBy(sql`1`),
  ]);
  return { byType, byStatus, weeks };
};

// ---- Maintenance windows and invite codes ----

/** The tenant's windows, the latest first (a tenant has a few a year). */
export const listMaintenance = (db: Db, tenantId: string) =>
  db
    .select()
    .from(maintenanceWindows)
    .where(eq(maintenanceWindows.tenantId, tenantId))
    .orderBy(desc(maintenanceWindows.startsAt), desc(maintenanceWindows.id))
    .limit(50);

export const findMaintenance = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.tenantId, tenantId), eq(maintenanceWindows.id, id)))
    .limit(1);
  return row;
};

export const insertMaintenance = async (db: Db, values: typeof maintenanceWindows.$inferInsert) => {
  const [row] = await db.insert(maintenanceWindows).values(values).returning();
  return row;
};

export const updateMaintenance = async (
  db: Db,
  tenantId: string,
  id: number,
  values: { active: boolean; maintenanceOn: boolean },
) => {
  const [row] = await db
    .update(maintenanceWindows)
    .set(values)
    .where(and(eq(maintenanceWindows.tenantId, tenantId), eq(maintenanceWindows.id, id)))
    .returning();
  return row;
};

/** The tenant's invite codes, newest first, with the partner each signs people up through. */
export const listInviteCodes = (db: Db, tenantId: string) =>
  db
    .select({ code: inviteCodes, partner: { uuid: partners.uuid, name: partners.name } })
    .from(inviteCodes)
    .leftJoin(partners, and(eq(partners.tenantId, inviteCodes.tenantId), eq(partners.uuid, inviteCodes.partnerId)))
    .where(eq(inviteCodes.tenantId, tenantId))
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id))
    .limit(200);

export const findInviteCode = async (db: Db, tenantId: string, code: string) => {
  const [row] = await db
    .select({ id: inviteCodes.id })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.tenantId, tenantId), eq(inviteCodes.code, code)))
    .limit(1);
  return row;
};

export const insertInviteCode = async (db: Db, values: typeof inviteCodes.$inferInsert) => {
  const [row] = await db.insert(inviteCodes).values(values).returning();
  return row;
};

export const deleteInviteCode = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .delete(inviteCodes)
    .where(and(eq(inviteCodes.tenantId, tenantId), eq(inviteCodes.id, id)))
    .returning();
  return row;
};
