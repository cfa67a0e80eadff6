import { isProfileAccountType, type ProfileAccountType } from '@ventura/shared';
import { and, count, eq, getTableColumns, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { type DetailTable, detailTables, type ListTable, listsOf, splitValues, valuesOf } from './store.ts';
import { profileViews } from './tables.ts';

// Drizzle cannot type a table chosen at run time from several; these helpers take any of a kind and
// keep the casts in one place.
type AnyDetail = typeof detailTables.startup;
const detailOf = (type: ProfileAccountType) => detailTables[type] as DetailTable as AnyDetail;
type AnyList = typeof import('./tables.ts').startupFounders;
const asList = (table: ListTable) => table as unknown as AnyList;

/** Column names of a table by property: a row read as JSON comes back under its database names. */
const propertiesOf = (table: Parameters<typeof getTableColumns>[0]) =>
  new Map(Object.entries(getTableColumns(table)).map(([property, column]) => [column.name, property]));
const byProperty = (names: Map<string, string>, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [names.get(name) ?? name, value]));

/**
 * A profile in one query: its card, its holder's name and status, its own row and every list (at most
 * 100 items each, in the holder's order) as JSON beside it. One round trip instead of five matters most
 * on the embedded database, where each query costs about a millisecond of the only core it has.
 */
const loadWhere = async (db: Db, tenantId: string, type: ProfileAccountType, where: SQL) => {
  const table = detailOf(type);
  const lists = listsOf(type);
  const listColumns = Object.fromEntries(
    lists.map(({ list, table: listTable }) => {
      const t = asList(listTable);
      return [
        list.key,
        sql<Record<string, unknown>[]>`(select coalesce(json_agg(l order by l.position, l.id), '[]'::json) from (
          select * from ${t} where ${t.tenantId} = ${profiles.tenantId} and ${t.profileId} = ${profiles.id}
          order by ${t.position}, ${t.id} limit 100) l)`,
      ];
    }),
  );
  const [row] = await db
    .select({
      card: profiles,
      personName: users.name,
      userStatus: users.status,
      details: sql<Record<string, unknown> | null>`(select row_to_json(d) from ${table} d
        where d.tenant_id = ${profiles.tenantId} and d.profile_id = ${profiles.id})`,
      ...listColumns,
    })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.accountType, type), where))
    .limit(1);
  if (!row) return undefined;
  const { card, personName, userStatus, details } = row as typeof row & { details: Record<string, unknown> | null };
  const detailRow = details ? byProperty(propertiesOf(table), details) : undefined;
  return {
    card,
    personName,
    userStatus,
    values: valuesOf(type, card, detailRow),
    lists: lists.map(({ list, table: listTable }) => ({
      list,
      rows: ((row as unknown as Record<string, Record<string, unknown>[]>)[list.key] ?? []).map((item) =>
        byProperty(propertiesOf(listTable), item),
      ),
    })),
  };
};
export type LoadedProfile = NonNullable<Awaited<ReturnType<typeof loadWhere>>>;

/** The caller's profile as it is now in the database, with its own row and lists. */
export const loadProfile = async (db: Db, tenantId: string, card: ProfileRow) => {
  const loaded = await loadWhere(db, tenantId, card.accountType as ProfileAccountType, eq(profiles.id, card.id));
  if (!loaded) throw notFound('Your profile was not found');
  return loaded;
};

/** Own profiles as last read, per database, with the version of card and account they were read at. */
const ownLoads = new WeakMap<object, Map<string, { version: string; loaded: LoadedProfile }>>();
const ownLoadLimit = 10_000;

/**
 * The holder's own profile as it is now, for the reads a holder repeats (dashboard, completeness, the
 * edit pages): one small query reads the version of the card and the account (every write to either
 * moves its updated_at; a list change touches the card), and the whole profile is read again only when
 * that version changed. Exact, not eventual: no announcement is waited for.
 */
export const loadOwnProfile = async (db: Db, tenantId: string, card: ProfileRow) => {
  const [row] = await db
    .select({ card: profiles.updatedAt, views: profiles.totalViews, user: users.updatedAt, status: users.status })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, card.id)))
    .limit(1);
  if (!row) throw notFound('Your profile was not found');
  const version = `${row.card.getTime()}:${row.views}:${row.user.getTime()}:${row.status}`;
  let byKey = ownLoads.get(db);
  if (!byKey) {
    byKey = new Map();
    ownLoads.set(db, byKey);
  }
  const key = `${tenantId}:${card.id}`;
  const kept = byKey.get(key);
  if (kept?.version === version) return kept.loaded;
  const loaded = await loadProfile(db, tenantId, card);
  if (byKey.size >= ownLoadLimit) byKey.clear();
  byKey.set(key, { version, loaded });
  return loaded;
};

/** A profile of the tenant by uuid, of the given type or, without one, of whatever type it is. */
export const loadProfileByUuid = async (db: Db, tenantId: string, type: ProfileAccountType | null, uuid: string) => {
  let found = type;
  if (!found) {
    const [row] = await db
      .select({ type: profiles.accountType })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
      .limit(1);
    if (!row || !isProfileAccountType(row.type)) return undefined;
    found = row.type;
  }
  return loadWhere(db, tenantId, found, eq(profiles.uuid, uuid));
};

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

export const findCard = async (db: Db, tenantId: string, profileId: number) => {
  const [card] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  return card;
};

/** The members of a team (profiles under an owner) take the owner's approval state. */
export const setTeamApproval = (db: Db, tenantId: string, ownerId: number, status: ProfileRow['approvalStatus']) =>
  db
    .update(profiles)
    .set({ approvalStatus: status, approvalDecidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.parentId, ownerId)));

export const setCompleteness = (db: Db, tenantId: string, profileId: number, percentage: number) =>
  db
    .update(profiles)
    .set({ completeness: percentage })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)));

export const profileCards = (db: Db, tenantId: string) =>
  db.select().from(profiles).where(eq(profiles.tenantId, tenantId)).orderBy(profiles.id);

// ---- List items ----

/**
 * Marks the card changed when one of its lists does: the database announces profile changes (not list
 * rows), and caches of the profile as others see it listen for that.
 */
const touchCard = (db: Db, tenantId: string, profileId: number) =>
  db
    .update(profiles)
    .set({ updatedAt: new Date() })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)));

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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({
        ...values,
        tenantId,
        profileId,
        // After the profile's last item; a list is at most a few dozen rows.
        position: sql`(select coalesce(max(position), 0) + 1 from ${t} where tenant_id = ${tenantId} and profile_id = ${profileId})`,
      } as unknown as AnyList['$inferInsert'])
      .returning();
    await touchCard(tx, tenantId, profileId);
    return row as Record<string, unknown> | undefined;
  });
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set(values as Partial<AnyList['$inferInsert']>)
      .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId), eq(t.id, id)))
      .returning();
    if (row) await touchCard(tx, tenantId, profileId);
    return row as Record<string, unknown> | undefined;
  });
};

export const deleteListItem = async (db: Db, tenantId: string, table: ListTable, profileId: number, id: number) => {
  const t = asList(table);
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.profileId, profileId), eq(t.id, id)))
      .returning({ id: t.id });
    if (rows.length > 0) await touchCard(tx, tenantId, profileId);
    return rows.length > 0;
  });
};

// ---- Public reads ----

/** What counting a view needs of a profile: whose it is, whether it is public, its total. */
export const findViewable = async (db: Db, tenantId: string, type: ProfileAccountType, uuid: string) => {
  const [row] = await db
    .select({
      card: {
        id: profiles.id,
        userId: profiles.userId,
        approvalStatus: profiles.approvalStatus,
        totalViews: profiles.totalViews,
      },
      userStatus: users.status,
    })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid), eq(profiles.accountType, type)))
    .limit(1);
  return row;
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

/** The profile behind a short link of this tenant, with its holder's name, or undefined. */
export const findByShortCode = async (db: Db, tenantId: string, shortCode: string) => {
  const [row] = await db
    .select({ card: profiles, personName: users.name })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.shortCode, shortCode)))
    .limit(1);
  return row;
};
