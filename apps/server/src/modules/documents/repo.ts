import { awaitingUploadStatuses, type DocumentStatus, type PageRequest } from '@ventura/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import { documentRequests } from './tables.ts';

export type DocumentRow = typeof documentRequests.$inferSelect;
export type NewDocument = Omit<typeof documentRequests.$inferInsert, 'id' | 'uuid' | 'status' | 'submissions'>;

const office = alias(profiles, 'office');
const officeUser = alias(users, 'office_user');
const startup = alias(profiles, 'startup');
const startupUser = alias(users, 'startup_user');

/** Requests with both sides loaded, in the tenant only. */
const withParties = (db: Db, where: SQL | undefined) =>
  db
    .select({
      document: documentRequests,
      // What a side shows: its profile's organisation name and logo, and its holder's name.
      office: {
        uuid: office.uuid,
        organizationName: office.organizationName,
        logo: office.organizationLogo,
        personName: officeUser.name,
      },
      startup: {
        uuid: startup.uuid,
        organizationName: startup.organizationName,
        logo: startup.organizationLogo,
        personName: startupUser.name,
      },
    })
    .from(documentRequests)
    .innerJoin(
      office,
      and(eq(office.tenantId, documentRequests.tenantId), eq(office.id, documentRequests.officeProfileId)),
    )
    .innerJoin(officeUser, and(eq(officeUser.tenantId, office.tenantId), eq(officeUser.id, office.userId)))
    .innerJoin(
      startup,
      and(eq(startup.tenantId, documentRequests.tenantId), eq(startup.id, documentRequests.startupProfileId)),
    )
    .innerJoin(startupUser, and(eq(startupUser.tenantId, startup.tenantId), eq(startupUser.id, startup.userId)))
    .where(where);

export type DocumentWithParties = Awaited<ReturnType<typeof withParties>>[number];

export const findDocument = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.tenantId, tenantId), eq(documentRequests.uuid, uuid)))
    .limit(1);
  return row;
};

export const loadDocument = async (db: Db, tenantId: string, id: number) => {
  const [row] = await withParties(db, and(eq(documentRequests.tenantId, tenantId), eq(documentRequests.id, id)));
  return row;
};

/** Whose requests a list shows: an office's, a startup's, or the whole tenant's (operators). */
export type ListScope = { office: number } | { startup: number } | 'tenant';

const scopeOf = (scope: ListScope) => {
  if (scope === 'tenant') return undefined;
  return 'office' in scope
    ? eq(documentRequests.officeProfileId, scope.office)
    : eq(documentRequests.startupProfileId, scope.startup);
};

/**
 * A page of requests, newest first. `counterpart` narrows it to one startup (for an office and for the
 * tenant) or one office (for a startup), by profile uuid, matched within the tenant.
 */
export const listDocuments = async (
  db: Db,
  tenantId: string,
  input: {
    scope: ListScope;
    statuses: readonly DocumentStatus[] | null;
    counterpart: string | undefined;
  } & PageRequest,
) => {
  const { scope, counterpart } = input;
  const other = scope !== 'tenant' && 'startup' in scope ? office : startup;
  const where = and(
    eq(documentRequests.tenantId, tenantId),
    scopeOf(scope),
    input.statuses ? inArray(documentRequests.status, [...input.statuses]) : undefined,
    counterpart === undefined ? undefined : eq(other.uuid, counterpart),
  );
  const [items, [total]] = await Promise.all([
    withParties(db, where)
      .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db
      .select({ n: count() })
      .from(documentRequests)
      .innerJoin(
        office,
        and(eq(office.tenantId, documentRequests.tenantId), eq(office.id, documentRequests.officeProfileId)),
      )
      .innerJoin(
        startup,
        and(eq(startup.tenantId, documentRequests.tenantId), eq(startup.id, documentRequests.startupProfileId)),
      )
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

/** Requests of one office to one startup that are not yet done: bounded per pair. */
export const countOpenRequests = async (
  db: Db,
  tenantId: string,
  officeProfileId: number,
  startupProfileId: number,
) => {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.tenantId, tenantId),
        eq(documentRequests.officeProfileId, officeProfileId),
        eq(documentRequests.startupProfileId, startupProfileId),
        inArray(documentRequests.status, ['pending', 'submitted', 'rejected']),
      ),
    );
  return row?.n ?? 0;
};

/**
 * pendingDocumentsUploadCount: the requests a startup (its owner profile; a team member passes its
 * owner's id) still owes a file for, asked for or sent back.
 */
export const countPendingDocuments = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.tenantId, tenantId),
        eq(documentRequests.startupProfileId, profileId),
        inArray(documentRequests.status, [...awaitingUploadStatuses]),
      ),
    );
  return row?.n ?? 0;
};

export const insertDocument = async (db: Db, values: NewDocument) => {
  const [row] = await db.insert(documentRequests).values(values).returning();
  if (!row) throw new Error('document request insert returned nothing');
  return row;
};

/**
 * Changes a request only while it is in one of the given states (another call may have moved it since
 * it was read); undefined when it is not there or no longer in them.
 */
export const updateDocument = async (
  db: Db,
  tenantId: string,
  id: number,
  onlyFrom: readonly DocumentStatus[],
  change: Partial<Omit<DocumentRow, 'id' | 'uuid' | 'tenantId' | 'officeProfileId' | 'startupProfileId'>>,
) => {
  const [row] = await db
    .update(documentRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(documentRequests.tenantId, tenantId),
        eq(documentRequests.id, id),
        inArray(documentRequests.status, [...onlyFrom]),
      ),
    )
    .returning();
  return row;
};

/** The request, locked until the transaction ends: uploads of one request take turns. */
export const lockDocument = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.tenantId, tenantId), eq(documentRequests.id, id)))
    .for('update');
  return row;
};

export const deleteDocument = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .delete(documentRequests)
    .where(and(eq(documentRequests.tenantId, tenantId), eq(documentRequests.id, id)))
    .returning();
  return row;
};
