import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/index.ts';
import { connections } from './tables.ts';

export type ConnectionRow = typeof connections.$inferSelect;
export type ListKind = 'accepted' | 'received' | 'sent';

const fromProfile = alias(profiles, 'from_profile');
const toProfile = alias(profiles, 'to_profile');
const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

const whereFor = (tenantId: string, profileId: number, kind: ListKind) => {
  const scoped = (condition: ReturnType<typeof and>) => and(eq(connections.tenantId, tenantId), condition);
  if (kind === 'received')
    return scoped(and(eq(connections.toProfileId, profileId), eq(connections.status, 'pending')));
  if (kind === 'sent') return scoped(and(eq(connections.fromProfileId, profileId), eq(connections.status, 'pending')));
  return scoped(
    and(
      eq(connections.status, 'accepted'),
      or(eq(connections.fromProfileId, profileId), eq(connections.toProfileId, profileId)),
    ),
  );
};

/** A page of the profile's connections of one kind, with both ends loaded. */
export const listConnections = async (
  db: Db,
  tenantId: string,
  input: { profileId: number; kind: ListKind; pageNumber: number; limit: number },
) => {
  const where = whereFor(tenantId, input.profileId, input.kind);
  const [items, [total]] = await Promise.all([
    db
      .select({ connection: connections, fromProfile, toProfile, fromUser, toUser })
      .from(connections)
      .innerJoin(fromProfile, eq(fromProfile.id, connections.fromProfileId))
      .innerJoin(toProfile, eq(toProfile.id, connections.toProfileId))
      .innerJoin(fromUser, eq(fromUser.id, fromProfile.userId))
      .innerJoin(toUser, eq(toUser.id, toProfile.userId))
      .where(where)
      .orderBy(desc(connections.createdAt), desc(connections.id))
      .limit(input.limit)
      .offset((input.pageNumber - 1) * input.limit),
    db.select({ n: count() }).from(connections).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};
export type ConnectionListRow = Awaited<ReturnType<typeof listConnections>>['items'][number];

/** The profile's accepted connections and pending requests each way, in one pass over its connections. */
export const countConnections = async (db: Db, tenantId: string, profileId: number) => {
  const pending = eq(connections.status, 'pending');
  const [row] = await db
    .select({
      connections: sql<number>`count(*) filter (where ${eq(connections.status, 'accepted')})::int`,
      received: sql<number>`count(*) filter (where ${and(pending, eq(connections.toProfileId, profileId))})::int`,
      sent: sql<number>`count(*) filter (where ${and(pending, eq(connections.fromProfileId, profileId))})::int`,
    })
    .from(connections)
    .where(
      and(
        eq(connections.tenantId, tenantId),
        or(eq(connections.fromProfileId, profileId), eq(connections.toProfileId, profileId)),
      ),
    );
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
