import type { ProfileAccountType } from '@ventura/shared';
import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { connections } from '../connections/tables.ts';
import { type DetailTable, detailTables, type ListTable, listsOf, splitValues, valuesOf } from './store.ts';
import { profileViews } from './tables.ts';

// Drizzle cannot type a table chosen at run time from several; these helpers take any of a kind and
// keep the casts in one place.
type AnyDetail = typeof detailTables.startup;
const detailOf = (type: ProfileAccountType) => detailTables[type] as DetailTable as AnyDetail;
type AnyList = typeof import('./tables.ts').startupFounders;
const asList = (table: ListTable) => table as unknown as AnyList;

export const findDetails = async (db: Db, tenantId: string, type: ProfileAccountType, profileId: number) => {
  const table = detailOf(type);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.profileId, profileId)))
    .limit(1);
  return row;
};

/** Every list of a profile, each in the holder's order. */
export const listItemsOf = async (db: Db, tenantId: string, type: ProfileAccountType, profileId: number) => {
  const lists = listsOf(type);
  const rows = await Promise.all(
    lists.map(({ table }) => {
      const t = asList(table);
      return db
        .select()
        .from(t)
        .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId)))
        .orderBy(asc(t.position), asc(t.id))
        .limit(100);
    }),
  );
  return lists.map(({ list }, i) => ({ list, rows: (rows[i] ?? []) as Record<string, unknown>[] }));
};

/** A profile's card, its own row and its lists, read together. */
export const loadProfile = async (db: Db, tenantId: string, card: ProfileRow) => {
  const type = card.accountType as ProfileAccountType;
  const [details, lists] = await Promise.all([
    findDetails(db, tenantId, type, card.id),
    listItemsOf(db, tenantId, type, card.id),
  ]);
  return { card, values: valuesOf(type, card, details), lists };
};
export type LoadedProfile = Awaited<ReturnType<typeof loadProfile>>;

/** Saves values onto the card and the type's own row, in one transaction, and returns the new card. */
export const saveValues = async (db: Db, tenantId: string, card: ProfileRow, body: Record<string, unknown>) => {
  const { card: cardValues, details } = splitValues(body);
  const table = detailOf(card.accountType as ProfileAccountType);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({ ...(cardValues as Partial<ProfileRow>), updatedAt: new Date() })
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, card.id)))
      .returning();
    if (Object.keys(details).length > 0) {
      const values = { ...details, updatedAt: new Date() } as Partial<AnyDetail['$inferInsert']>;
      await tx
        .insert(table)
        .values({ tenantId, profileId: card.id, ...values })
        .onConflictDoUpdate({ target: table.profileId, set: values });
    }
    return updated ?? card;
  });
};

export const setApproval = async (
  db: Db,
  tenantId: string,
  profileId: number,
  change: Pick<ProfileRow, 'approvalStatus'> &
    Partial<Pick<ProfileRow, 'approvalMessage' | 'approvalRequestedAt' | 'approvalDecidedAt'>>,
  onlyFrom: ProfileRow['approvalStatus'][],
) => {
  const [row] = await db
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId), inArray(profiles.approvalStatus, onlyFrom)))
    .returning();
  return row;
};

// ---- List items ----

export const countListItems = async (db: Db, tenantId: string, table: ListTable, profileId: number) => {
  const t = asList(table);
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId)));
  return row?.n ?? 0;
};

export const insertListItem = async (
  db: Db,
  tenantId: string,
  table: ListTable,
  profileId: number,
  values: Record<string, unknown>,
) => {
  const t = asList(table);
  const [row] = await db
    .insert(t)
    .values({
      ...values,
      tenantId,
      profileId,
      // After the profile's last item; a list is at most a few dozen rows.
      position: sql`(select coalesce(max(position), 0) + 1 from ${t} where tenant_id = ${tenantId} and profile_id = ${profileId})`,
    } as unknown as AnyList['$inferInsert'])
    .returning();
  return row as Record<string, unknown> | undefined;
};

export const updateListItem = async (
  db: Db,
  tenantId: string,
  table: ListTable,
  profileId: number,
  id: number,
  values: Record<string, unknown>,
) => {
  const t = asList(table);
  const [row] = await db
    .update(t)
    .set(values as Partial<AnyList['$inferInsert']>)
    .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId), eq(t.id, id)))
    .returning();
  return row as Record<string, unknown> | undefined;
};

export const deleteListItem = async (db: Db, tenantId: string, table: ListTable, profileId: number, id: number) => {
  const t = asList(table);
  const rows = await db
    .delete(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId), eq(t.id, id)))
    .returning({ id: t.id });
  return rows.length > 0;
};

// ---- Public reads ----

/** A profile of the tenant by uuid with its holder's name and account status; of the given type, if one is given. */
export const findPublicCandidate = async (db: Db, tenantId: string, type: ProfileAccountType | null, uuid: string) => {
  const [row] = await db
    .select({ card: profiles, personName: users.name, userStatus: users.status })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid), type ? eq(profiles.accountType, type) : undefined),
    )
    .limit(1);
  return row;
};

/** Whether two profiles have an accepted connection, in either direction. */
export const areConnected = async (db: Db, tenantId: string, a: number, b: number) => {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenantId),
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.fromProfileId, a), eq(connections.toProfileId, b)),
          and(eq(connections.fromProfileId, b), eq(connections.toProfileId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Counts a view once per viewer a day: the first view of the day adds to the profile's total, later
 * ones change nothing. Returns the total after the view.
 */
export const recordView = async (db: Db, tenantId: string, profileId: number, viewerKey: string, day: string) =>
  db.transaction(async (tx) => {
    const inserted = await tx
      .insert(profileViews)
      .values({ tenantId, profileId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ id: profileViews.id });
    const [row] =
      inserted.length > 0
        ? await tx
            .update(profiles)
            .set({ totalViews: sql`${profiles.totalViews} + 1` })
            .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
            .returning({ total: profiles.totalViews })
        : await tx
            .select({ total: profiles.totalViews })
            .from(profiles)
            .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)));
    return { counted: inserted.length > 0, total: row?.total ?? 0 };
  });

export const viewsSince = async (db: Db, tenantId: string, profileId: number, day: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(profileViews)
    .where(and(eq(profileViews.tenantId, tenantId), eq(profileViews.profileId, profileId), gte(profileViews.day, day)));
  return row?.n ?? 0;
};
