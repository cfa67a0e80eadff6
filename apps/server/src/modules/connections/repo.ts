import type { AccountType, ConnectionStatus, PageRequest } from '@ventura/shared';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import { connectionActionTokens, connections } from './tables.ts';

export type ConnectionRow = typeof connections.$inferSelect;
export type ListKind = 'accepted' | 'received' | 'sent';

const fromProfile = alias(profiles, 'from_profile');
const toProfile = alias(profiles, 'to_profile');
const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

/** What a sender still waits on: a request the receiver sees, or one the operators have not let through yet. */
const waiting: ConnectionStatus[] = ['pending', 'pending_moderation'];
/** Live connections: the database allows one per pair of profiles (connections_live_pair_idx). */
const live = () => ne(connections.status, 'rejected');

const involving = (profileId: number) =>
  or(eq(connections.fromProfileId, profileId), eq(connections.toProfileId, profileId));

const whereFor = (tenantId: string, profileId: number, kind: ListKind) => {
  const scoped = (condition: SQL | undefined) => and(eq(connections.tenantId, tenantId), condition);
  if (kind === 'received')
    return scoped(and(eq(connections.toProfileId, profileId), eq(connections.status, 'pending')));
  if (kind === 'sent')
    return scoped(and(eq(connections.fromProfileId, profileId), inArray(connections.status, waiting)));
  return scoped(and(eq(connections.status, 'accepted'), involving(profileId)));
};

/** The other end of each row matches the name text (its display name or its holder's) and the account type. */
const otherEndMatches = (
  profileId: number,
  filter: { q?: string | undefined; accountType?: AccountType | undefined },
) => {
  if (!filter.q && !filter.accountType) return undefined;
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  const end = (profile: { displayName: AnyColumn; accountType: AnyColumn }, user: { name: AnyColumn }) =>
    and(
      pattern ? or(ilike(profile.displayName, pattern), ilike(user.name, pattern)) : undefined,
      filter.accountType ? eq(profile.accountType, filter.accountType) : undefined,
    );
  return or(
    and(eq(connections.fromProfileId, profileId), end(toProfile, toUser)),
    and(eq(connections.toProfileId, profileId), end(fromProfile, fromUser)),
  );
};

const bothEnds = { connection: connections, fromProfile, toProfile, fromUser, toUser };

/** Connections with both ends: their profiles and the users holding them. */
const selectBothEnds = (db: Db) =>
  db
    .select(bothEnds)
    .from(connections)
    .innerJoin(fromProfile, eq(fromProfile.id, connections.fromProfileId))
    .innerJoin(toProfile, eq(toProfile.id, connections.toProfileId))
    .innerJoin(fromUser, eq(fromUser.id, fromProfile.userId))
    .innerJoin(toUser, eq(toUser.id, toProfile.userId));

const countBothEnds = (db: Db) =>
  db
    .select({ n: count() })
    .from(connections)
    .innerJoin(fromProfile, eq(fromProfile.id, connections.fromProfileId))
    .innerJoin(toProfile, eq(toProfile.id, connections.toProfileId))
    .innerJoin(fromUser, eq(fromUser.id, fromProfile.userId))
    .innerJoin(toUser, eq(toUser.id, toProfile.userId));

/** A page of the profile's connections of one kind, with both ends loaded. */
export const listConnections = async (
  db: Db,
  tenantId: string,
  input: {
    profileId: number;
    kind: ListKind;
    q?: string | undefined;
    accountType?: AccountType | undefined;
  } & PageRequest,
) => {
  const where = and(whereFor(tenantId, input.profileId, input.kind), otherEndMatches(input.profileId, input));
  const [items, [total]] = await Promise.all([
    selectBothEnds(db)
      .where(where)
      .orderBy(desc(connections.createdAt), desc(connections.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    countBothEnds(db).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};
export type ConnectionListRow = Awaited<ReturnType<typeof listConnections>>['items'][number];

/** The profile's accepted connections and its waiting requests each way, in one pass over its connections. */
export const countConnections = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({
      connections: sql<number>`count(*) filter (where ${eq(connections.status, 'accepted')})::int`,
      received: sql<number>`count(*) filter (where ${and(eq(connections.status, 'pending'), eq(connections.toProfileId, profileId))})::int`,
      sent: sql<number>`count(*) filter (where ${and(inArray(connections.status, waiting), eq(connections.fromProfileId, profileId))})::int`,
    })
    .from(connections)
    .where(and(eq(connections.tenantId, tenantId), involving(profileId)));
  return { connections: row?.connections ?? 0, received: row?.received ?? 0, sent: row?.sent ?? 0 };
};

export const findConnection = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.uuid, uuid)))
    .limit(1);
  return row;
};

/** One connection with both ends (profiles and their holders), by uuid. */
export const loadConnection = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await selectBothEnds(db)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.uuid, uuid)))
    .limit(1);
  return row;
};

/** The same, by id, locked until the transaction ends: two answers to one request take turns. */
export const lockConnection = async (db: Db, tenantId: string, id: number) => {
  const [row] = await selectBothEnds(db)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.id, id)))
    .limit(1)
    .for('update', { of: connections });
  return row;
};

/** The live connection between two profiles, whichever of them asked. */
export const findLiveBetween = async (db: Db, tenantId: string, a: number, b: number) => {
  const [row] = await db
    .select()
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenantId),
        live(),
        or(
          and(eq(connections.fromProfileId, a), eq(connections.toProfileId, b)),
          and(eq(connections.fromProfileId, b), eq(connections.toProfileId, a)),
        ),
      ),
    )
    .limit(1);
  return row;
};

/**
 * Stores a request, or answers undefined when the pair already has a live connection: the partial
 * unique index decides, so two requests sent at once (either way) cannot both land.
 */
export const insertConnection = async (db: Db, values: typeof connections.$inferInsert) => {
  const [row] = await db.insert(connections).values(values).onConflictDoNothing().returning();
  return row;
};

/** Moves a connection on from one of the given states; undefined when it is no longer in one. */
export const updateConnection = async (
  db: Db,
  tenantId: string,
  id: number,
  from: ConnectionStatus[],
  set: Partial<typeof connections.$inferInsert>,
) => {
  const [row] = await db
    .update(connections)
    .set(set)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.id, id), inArray(connections.status, from)))
    .returning();
  return row;
};

export const deleteConnection = async (db: Db, tenantId: string, id: number, from: ConnectionStatus[]) => {
  const [row] = await db
    .delete(connections)
    .where(and(eq(connections.tenantId, tenantId), eq(connections.id, id), inArray(connections.status, from)))
    .returning();
  return row;
};

/** The other ends of the profile's accepted connections, by name, at most `limit` of them. */
export const listAcceptedPeers = (db: Db, tenantId: string, profileId: number, limit: number) =>
  db
    .select({ profile: profiles, user: users })
    .from(connections)
    .innerJoin(
      profiles,
      and(
        eq(profiles.tenantId, tenantId),
        sql`${profiles.id} = case when ${connections.fromProfileId} = ${profileId} then ${connections.toProfileId} else ${connections.fromProfileId} end`,
      ),
    )
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(connections.tenantId, tenantId), eq(connections.status, 'accepted'), involving(profileId)))
    .orderBy(asc(users.name), asc(profiles.id))
    .limit(limit);

/**
 * An organisation's people: its own profile and the team members under it (active accounts only), each
 * with the live connection status between it and the viewer's profile, if any.
 */
export const listOrganisation = (db: Db, tenantId: string, organisationId: number, viewerId: number, limit: number) =>
  db
    .select({
      profile: profiles,
      user: users,
      status: connections.status,
      sentByViewer: sql<boolean>`${connections.fromProfileId} = ${viewerId}`,
    })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, profiles.userId)))
    .leftJoin(
      connections,
      and(
        eq(connections.tenantId, tenantId),
        live(),
        or(
          and(eq(connections.fromProfileId, viewerId), eq(connections.toProfileId, profiles.id)),
          and(eq(connections.toProfileId, viewerId), eq(connections.fromProfileId, profiles.id)),
        ),
      ),
    )
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        or(eq(profiles.id, organisationId), eq(profiles.parentId, organisationId)),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(sql`${profiles.parentId} is not null`, asc(profiles.id))
    .limit(limit);

/** The moderation queue: requests waiting for an operator, the longest waiting first. */
export const listModeration = async (db: Db, tenantId: string, paging: PageRequest) => {
  const where = and(eq(connections.tenantId, tenantId), eq(connections.status, 'pending_moderation'));
  const [items, [total]] = await Promise.all([
    selectBothEnds(db)
      .where(where)
      .orderBy(asc(connections.createdAt), asc(connections.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(connections).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

// ---- Email action tokens ----

export const insertActionToken = (db: Db, values: typeof connectionActionTokens.$inferInsert) =>
  db.insert(connectionActionTokens).values(values);

/**
 * Spends a link's nonce: answers the connection id it was made for, or undefined when it was used
 * already, has expired, or was never made on this tenant. Only one of two clicks at once gets it.
 */
export const spendActionToken = async (db: Db, tenantId: string, nonce: string, at: Date) => {
  const [row] = await db
    .update(connectionActionTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(connectionActionTokens.tenantId, tenantId),
        eq(connectionActionTokens.nonce, nonce),
        isNull(connectionActionTokens.usedAt),
        gt(connectionActionTokens.expiresAt, at),
      ),
    )
    .returning({ connectionId: connectionActionTokens.connectionId });
  return row;
};

export const findActionToken = async (db: Db, tenantId: string, nonce: string) => {
  const [row] = await db
    .select()
    .from(connectionActionTokens)
    .where(and(eq(connectionActionTokens.tenantId, tenantId), eq(connectionActionTokens.nonce, nonce)))
    .limit(1);
  return row;
};
