import type { IpStage } from '@ventura/shared';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { ipRequestEvents, ipRequestFiles, ipRequests } from './tables.ts';

/* IP requests' queries: every one takes the tenant first and puts it in the WHERE. */

type Window = { limit: number; offset: number };

const requester = alias(users, 'requester');
const facilitator = alias(users, 'facilitator');

const requestColumns = {
  ...getTableColumns(ipRequests),
  ownerUuid: profiles.uuid,
  ownerName: profiles.displayName,
  ownerType: profiles.accountType,
  ownerLogo: profiles.organizationLogo,
  requesterName: requester.name,
  facilitatorName: facilitator.name,
};

const withNames = (db: Db) =>
  db
    .select(requestColumns)
    .from(ipRequests)
    .innerJoin(profiles, and(eq(profiles.tenantId, ipRequests.tenantId), eq(profiles.id, ipRequests.profileId)))
    .innerJoin(
      requester,
      and(eq(requester.tenantId, ipRequests.tenantId), eq(requester.id, ipRequests.requesterUserId)),
    )
    .leftJoin(
      facilitator,
      and(eq(facilitator.tenantId, ipRequests.tenantId), eq(facilitator.id, ipRequests.facilitatorUserId)),
    );

export type RequestRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export const findRequest = async (db: Db, tenantId: string, uuid: string): Promise<RequestRow | undefined> => {
  const [row] = await withNames(db).where(and(eq(ipRequests.tenantId, tenantId), eq(ipRequests.uuid, uuid)));
  return row;
};

export const insertRequest = async (db: Db, row: typeof ipRequests.$inferInsert) => {
  const [stored] = await db.insert(ipRequests).values(row).returning({ id: ipRequests.id, uuid: ipRequests.uuid });
  if (!stored) throw new Error('The IP request was not stored');
  return stored;
};

export const updateRequest = (db: Db, tenantId: string, id: number, patch: Partial<typeof ipRequests.$inferInsert>) =>
  db
    .update(ipRequests)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(ipRequests.tenantId, tenantId), eq(ipRequests.id, id)));

/** Moves a request only if it is still in the stage the caller saw; answers whether it moved. */
export const moveRequest = async (
  db: Db,
  tenantId: string,
  id: number,
  from: IpStage,
  patch: Partial<typeof ipRequests.$inferInsert>,
) => {
  const moved = await db
    .update(ipRequests)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(ipRequests.tenantId, tenantId), eq(ipRequests.id, id), eq(ipRequests.stage, from)))
    .returning({ id: ipRequests.id });
  return moved.length > 0;
};

/** A page of requests matching `where`, most recently changed first, one row past the page. */
const page = (db: Db, where: SQL | undefined, window: Window) => ({
  rows: withNames(db)
    .where(where)
    .orderBy(desc(ipRequests.updatedAt), desc(ipRequests.id))
    .limit(window.limit + 1)
    .offset(window.offset),
  matching: db.select({ id: ipRequests.id }).from(ipRequests).where(where),
});

/** An organisation's requests, and those its member filed from another profile. */
export const ownRequests = (db: Db, tenantId: string, owner: { profileId: number; userId: string }, window: Window) =>
  page(
    db,
    and(
      eq(ipRequests.tenantId, tenantId),
      or(eq(ipRequests.profileId, owner.profileId), eq(ipRequests.requesterUserId, owner.userId)),
    ),
    window,
  );

export const assignedRequests = (db: Db, tenantId: string, userId: string, window: Window) =>
  page(db, and(eq(ipRequests.tenantId, tenantId), eq(ipRequests.facilitatorUserId, userId)), window);

export type QueueFilter = {
  stages: readonly IpStage[] | null;
  kind: string | undefined;
  facilitator: 'anyone' | 'unassigned' | string;
  q: string | undefined;
};

export const queue = (db: Db, tenantId: string, filter: QueueFilter, window: Window) => {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return page(
    db,
    and(
      eq(ipRequests.tenantId, tenantId),
      filter.stages ? inArray(ipRequests.stage, [...filter.stages]) : undefined,
      filter.kind ? eq(ipRequests.kind, filter.kind) : undefined,
      filter.facilitator === 'unassigned' ? isNull(ipRequests.facilitatorUserId) : undefined,
      filter.facilitator !== 'anyone' && filter.facilitator !== 'unassigned'
        ? eq(ipRequests.facilitatorUserId, filter.facilitator)
        : undefined,
      pattern
        ? sql`(ip_requests.title ilike ${pattern} or ip_requests.application_number ilike ${pattern} or exists (select 1 from profiles op where op.tenant_id = ${tenantId} and op.id = ip_requests.profile_id and op.display_name ilike ${pattern}))`
        : undefined,
    ),
    window,
  );
};

/** How many of the tenant's requests are in each stage. */
export const stageCounts = (db: Db, tenantId: string) =>
  db
    .select({ stage: ipRequests.stage, count: sql<number>`count(*)::int` })
    .from(ipRequests)
    .where(eq(ipRequests.tenantId, tenantId))
    .groupBy(ipRequests.stage);

// ---- The marketplace ----

export type MarketFilter = { words: string[]; kind: string | undefined; industry: string | undefined };

/**
 * Published requests of listed owners, newest first. Words match the title and summary with the trigram
 * index on `title || ' ' || licensing_summary` (published rows), each word anywhere in them.
 */
export const marketplace = (db: Db, tenantId: string, filter: MarketFilter, window: Window) => {
  const where = and(
    eq(ipRequests.tenantId, tenantId),
    eq(ipRequests.publishedForLicensing, true),
    inArray(ipRequests.stage, ['filed', 'granted']),
    eq(profiles.listed, true),
    filter.kind ? eq(ipRequests.kind, filter.kind) : undefined,
    filter.industry ? sql`${filter.industry} = any(${ipRequests.industries})` : undefined,
    ...filter.words.map(
      (word) => sql`(${ipRequests.title} || ' ' || ${ipRequests.licensingSummary}) ilike ${containsPattern(word)}`,
    ),
  );
  return {
    rows: withNames(db)
      .where(where)
      .orderBy(desc(ipRequests.updatedAt), desc(ipRequests.id))
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db
      .select({ id: ipRequests.id })
      .from(ipRequests)
      .innerJoin(profiles, and(eq(profiles.tenantId, ipRequests.tenantId), eq(profiles.id, ipRequests.profileId)))
      .where(where),
  };
};

// ---- Events and files ----

export const insertEvent = async (db: Db, row: typeof ipRequestEvents.$inferInsert) => {
  const [stored] = await db.insert(ipRequestEvents).values(row).returning({ id: ipRequestEvents.id });
  if (!stored) throw new Error('The event was not stored');
  return stored;
};

/** A request's history, oldest first, with each author's name; internal notes only when asked. */
export const eventsOf = (db: Db, tenantId: string, requestId: number, withInternal: boolean) =>
  db
    .select({ ...getTableColumns(ipRequestEvents), authorName: users.name })
    .from(ipRequestEvents)
    .leftJoin(users, and(eq(users.tenantId, ipRequestEvents.tenantId), eq(users.id, ipRequestEvents.authorUserId)))
    .where(
      and(
        eq(ipRequestEvents.tenantId, tenantId),
        eq(ipRequestEvents.ipRequestId, requestId),
        withInternal ? undefined : eq(ipRequestEvents.internal, false),
      ),
    )
    .orderBy(asc(ipRequestEvents.id))
    .limit(1000);

export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];
export type FileRow = typeof ipRequestFiles.$inferSelect;

export const filesOf = (db: Db, tenantId: string, requestId: number) =>
  db
    .select()
    .from(ipRequestFiles)
    .where(and(eq(ipRequestFiles.tenantId, tenantId), eq(ipRequestFiles.ipRequestId, requestId)))
    .orderBy(asc(ipRequestFiles.id))
    .limit(100);

export const countFiles = async (db: Db, tenantId: string, requestId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ipRequestFiles)
    .where(and(eq(ipRequestFiles.tenantId, tenantId), eq(ipRequestFiles.ipRequestId, requestId)));
  return row?.n ?? 0;
};

export const insertFile = async (db: Db, row: typeof ipRequestFiles.$inferInsert) => {
  const [stored] = await db.insert(ipRequestFiles).values(row).returning();
  if (!stored) throw new Error('The file was not stored');
  return stored;
};

export const findFile = async (db: Db, tenantId: string, requestId: number, uuid: string) => {
  const [row] = await db
    .select()
    .from(ipRequestFiles)
    .where(
      and(
        eq(ipRequestFiles.tenantId, tenantId),
        eq(ipRequestFiles.ipRequestId, requestId),
        eq(ipRequestFiles.uuid, uuid),
      ),
    );
  return row;
};

export const deleteFile = (db: Db, tenantId: string, id: number) =>
  db.delete(ipRequestFiles).where(and(eq(ipRequestFiles.tenantId, tenantId), eq(ipRequestFiles.id, id)));

// ---- People ----

// Spelled out: inside a single-table select Drizzle leaves column names unqualified, and the subquery's own
// columns would win.
const approvedProfile = (tenantId: string) =>
  sql`exists (select 1 from profiles p where p.tenant_id = ${tenantId} and p.user_id = users.id and p.approval_status = 'approved')`;

/** An active member of the tenant with an approved profile: who may be a request's facilitator. */
export const findFacilitator = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.status, 'active'), approvedProfile(tenantId)),
    );
  return row;
};

/** Approved members whose name or organisation has the words, A to Z, for the console's picker. */
export const facilitatorChoices = (db: Db, tenantId: string, q: string, limit: number) => {
  const pattern = containsPattern(q);
  return db
    .selectDistinctOn([users.name, users.id], {
      userId: users.id,
      name: users.name,
      organization: profiles.organizationName,
      accountType: profiles.accountType,
    })
    .from(users)
    .innerJoin(
      profiles,
      and(
        eq(profiles.tenantId, users.tenantId),
        eq(profiles.userId, users.id),
        eq(profiles.approvalStatus, 'approved'),
      ),
    )
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        q ? or(sql`${users.name} ilike ${pattern}`, sql`${profiles.displayName} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id), asc(profiles.id))
    .limit(limit);
};
