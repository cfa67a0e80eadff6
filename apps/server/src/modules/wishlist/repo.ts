import type { AccountType } from '@ventura/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { wishlistEntries } from './tables.ts';

/** An active user of the tenant. */
export const findUser = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.status === 'active' ? row : undefined;
};

/** A profile of the tenant by its uuid (what pages show), with its user, whose account must be active. */
export const findProfile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ id: profiles.id, accountType: profiles.accountType, userId: profiles.userId, status: users.status })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  return row?.status === 'active' ? row : undefined;
};

/** The user's profile of that account type, or else their first approved one. */
export const targetProfile = async (db: Db, tenantId: string, userId: string, accountType: AccountType | undefined) => {
  const [row] = await db
    .select({ id: profiles.id, accountType: profiles.accountType })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.userId, userId),
        accountType ? eq(profiles.accountType, accountType) : eq(profiles.approvalStatus, 'approved'),
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(1);
  return row;
};

export const countOf = async (db: Db, tenantId: string, ownerProfileId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.tenantId, tenantId), eq(wishlistEntries.ownerProfileId, ownerProfileId)));
  return Number(row?.n ?? 0);
};

export const entryColumns = {
  uuid: wishlistEntries.uuid,
  userAccountType: wishlistEntries.userAccountType,
  createdAt: wishlistEntries.createdAt,
  profileId: profiles.id,
  profileUuid: profiles.uuid,
  userId: profiles.userId,
  name: profiles.displayName,
  accountType: profiles.accountType,
  organizationName: profiles.organizationName,
  avatar: profiles.avatar,
  userName: users.name,
};
export type EntryRow = {
  uuid: string;
  userAccountType: AccountType;
  createdAt: Date;
  profileId: number;
  profileUuid: string;
  userId: string;
  name: string;
  accountType: AccountType;
  organizationName: string | null;
  avatar: string | null;
  userName: string;
};

const joined = (db: Db) =>
  db
    .select(entryColumns)
    .from(wishlistEntries)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, wishlistEntries.tenantId), eq(profiles.id, wishlistEntries.targetProfileId)),
    )
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)));

/** One page of the owner's entries, newest first. */
export const page = async (db: Db, tenantId: string, ownerProfileId: number, limit: number, offset: number) => {
  const where = and(eq(wishlistEntries.tenantId, tenantId), eq(wishlistEntries.ownerProfileId, ownerProfileId));
  const [rows, total] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.id))
      .limit(limit)
      .offset(offset),
    countOf(db, tenantId, ownerProfileId),
  ]);
  return { rows: rows as EntryRow[], total };
};

export const findEntry = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await joined(db)
    .where(and(eq(wishlistEntries.tenantId, tenantId), eq(wishlistEntries.uuid, uuid)))
    .limit(1);
  return row as EntryRow | undefined;
};

export const ownerOf = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ id: wishlistEntries.id, ownerProfileId: wishlistEntries.ownerProfileId })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.tenantId, tenantId), eq(wishlistEntries.uuid, uuid)))
    .limit(1);
  return row;
};
