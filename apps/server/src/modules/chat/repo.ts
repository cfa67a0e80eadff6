import { and, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { connections } from '../connections/tables.ts';
import type { ListCursor } from './cursor.ts';
import { conversationOfMember, profileOfMember, senderProfile, senderUser, userOfProfile } from './joins.ts';
import { chatMessages, conversationMembers, conversations } from './tables.ts';

// Chat's queries: every function takes the tenant id first and puts it in the WHERE. Conversations and
// their members here; messages in message-repo.ts, the unread-messages email's in unread-email-repo.ts.

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;

/** A conversation the profile is a member of, with its member row; another tenant's or a stranger's: none. */
export const findMembership = async (db: Db, tenantId: string, uuid: string, profileId: number) => {
  const [row] = await db
    .select({ conversation: conversations, member: conversationMembers })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.tenantId, conversations.tenantId),
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.profileId, profileId),
      ),
    )
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.uuid, uuid)))
    .limit(1);
  return row;
};

const peerProfile = alias(profiles, 'peer_profile');
const peerUser = alias(users, 'peer_user');

/**
 * Everything sending needs, in one statement: the conversation and the caller's membership, the other
 * member of a direct conversation with their user, whether the two are connected, and who is in it.
 */
export const findSendContext = async (db: Db, tenantId: string, uuid: string, profileId: number) => {
  const otherId = sql`case when ${conversations.profileLow} = ${profileId} then ${conversations.profileHigh} else ${conversations.profileLow} end`;
  const [row] = await db
    .select({
      conversation: conversations,
      member: conversationMembers,
      peerProfile,
      peerUser,
      connected: sql<boolean>`exists (select 1 from ${connections} where ${and(
        eq(connections.tenantId, tenantId),
        eq(connections.status, 'accepted'),
        or(
          and(eq(connections.fromProfileId, profileId), sql`${connections.toProfileId} = ${otherId}`),
          and(eq(connections.toProfileId, profileId), sql`${connections.fromProfileId} = ${otherId}`),
        ),
      )})`,
      members: sql<
        { profileId: number; userId: string }[]
      >`(select json_agg(json_build_object('profileId', mp.id, 'userId', mp.user_id))
        from ${conversationMembers} mm join ${profiles} mp on mp.tenant_id = mm.tenant_id and mp.id = mm.profile_id
        where mm.tenant_id = ${tenantId} and mm.conversation_id = ${conversations.id})`,
    })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.tenantId, conversations.tenantId),
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.profileId, profileId),
      ),
    )
    .leftJoin(peerProfile, and(eq(peerProfile.tenantId, conversations.tenantId), sql`${peerProfile.id} = ${otherId}`))
    .leftJoin(peerUser, and(eq(peerUser.tenantId, peerProfile.tenantId), eq(peerUser.id, peerProfile.userId)))
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.uuid, uuid)))
    .limit(1);
  if (!row) return undefined;
  const { peerProfile: profile, peerUser: user, ...rest } = row;
  return { ...rest, peer: profile && user ? { profile, user } : undefined, members: row.members ?? [] };
};
export type SendContext = NonNullable<Awaited<ReturnType<typeof findSendContext>>>;

/** Whether the profile is in the conversation (the socket room check). */
export const isMember = async (db: Db, tenantId: string, uuid: string, profileId: number) =>
  (await findMembership(db, tenantId, uuid, profileId)) !== undefined;

export const findDirect = async (db: Db, tenantId: string, low: number, high: number) => {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        eq(conversations.kind, 'direct'),
        eq(conversations.profileLow, low),
        eq(conversations.profileHigh, high),
      ),
    )
    .limit(1);
  return row;
};

export const findTeamConversation = async (db: Db, tenantId: string, teamProfileId: number) => {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.tenantId, tenantId),
        eq(conversations.kind, 'team'),
        eq(conversations.teamProfileId, teamProfileId),
      ),
    )
    .limit(1);
  return row;
};

/** Inserts the conversation unless its pair (or team) already has one; answers the row either way. */
export const insertConversation = async (db: Db, values: typeof conversations.$inferInsert) => {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row;
};

export const insertMembers = (db: Db, tenantId: string, conversationId: number, profileIds: number[]) =>
  db
    .insert(conversationMembers)
    .values(profileIds.map((profileId) => ({ tenantId, conversationId, profileId })))
    .onConflictDoNothing();

/** A team's people: the owner profile and the profiles of its team members, active users only. */
export const teamProfileIds = async (db: Db, tenantId: string, ownerId: number) => {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, userOfProfile)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        or(eq(profiles.id, ownerId), eq(profiles.parentId, ownerId)),
        eq(users.status, 'active'),
      ),
    );
  return rows.map((row) => row.id);
};

/** A profile of the tenant with its user. */
export const findProfile = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, userOfProfile)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
};

/**
 * A page of the profile's conversations, newest activity first, with the last message and its sender.
 * `search` keeps those where another member's name or organisation, or the team owner's, contains it.
 */
export const listConversations = async (
  db: Db,
  tenantId: string,
  profileId: number,
  input: { search?: string; cursor?: ListCursor; limit: number; conversationId?: number },
) => {
  const conditions: SQL[] = [eq(conversationMembers.tenantId, tenantId), eq(conversationMembers.profileId, profileId)];
  if (input.conversationId !== undefined) conditions.push(eq(conversationMembers.conversationId, input.conversationId));
  if (input.cursor) {
    const { at, id } = input.cursor;
    conditions.push(
      sql`(${conversationMembers.lastActivityAt}, ${conversationMembers.conversationId}) < (${at}::timestamptz, ${id})`,
    );
  }
  if (input.search) {
    const pattern = containsPattern(input.search);
    const other = alias(conversationMembers, 'other_member');
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(other)
          .innerJoin(profiles, and(eq(profiles.tenantId, other.tenantId), eq(profiles.id, other.profileId)))
          .innerJoin(users, userOfProfile)
          .where(
            and(
              eq(other.tenantId, tenantId),
              eq(other.conversationId, conversationMembers.conversationId),
              or(
                and(ne(other.profileId, profileId), sql`${users.name} ilike ${pattern}`),
                sql`${profiles.organizationName} ilike ${pattern}`,
              ),
            ),
          ),
      ),
    );
  }
  return db
    .select({
      conversation: conversations,
      member: conversationMembers,
      /** The activity time as the database holds it (to the microsecond), for the next page's cursor. */
      activityKey: sql<string>`${conversationMembers.lastActivityAt}::text`,
      last: {
        uuid: chatMessages.uuid,
        body: chatMessages.body,
        attachmentName: chatMessages.attachmentName,
        attachmentKind: chatMessages.attachmentKind,
        createdAt: chatMessages.createdAt,
        deletedAt: chatMessages.deletedAt,
      },
      lastSender: { uuid: senderProfile.uuid, name: senderUser.name },
    })
    .from(conversationMembers)
    .innerJoin(conversations, conversationOfMember)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.tenantId, conversations.tenantId), eq(chatMessages.id, conversations.lastMessageId)),
    )
    .leftJoin(
      senderProfile,
      and(eq(senderProfile.tenantId, chatMessages.tenantId), eq(senderProfile.id, chatMessages.senderProfileId)),
    )
    .leftJoin(senderUser, and(eq(senderUser.tenantId, senderProfile.tenantId), eq(senderUser.id, senderProfile.userId)))
    .where(and(...conditions))
    .orderBy(desc(conversationMembers.lastActivityAt), desc(conversationMembers.conversationId))
    .limit(input.limit + 1);
};
export type ConversationListRow = Awaited<ReturnType<typeof listConversations>>[number];

/** One conversation of the profile as the list shows it. */
export const conversationRow = async (db: Db, tenantId: string, conversationId: number, profileId: number) => {
  const [row] = await listConversations(db, tenantId, profileId, { conversationId, limit: 1 });
  return row;
};

/** Everyone but the profile in these conversations, with their read marks (newest joiners first). */
export const listOtherMembers = async (db: Db, tenantId: string, conversationIds: number[], profileId: number) => {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      lastReadAt: conversationMembers.lastReadAt,
      profile: profiles,
      user: users,
    })
    .from(conversationMembers)
    .innerJoin(profiles, profileOfMember)
    .innerJoin(users, userOfProfile)
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        inArray(conversationMembers.conversationId, conversationIds),
        ne(conversationMembers.profileId, profileId),
      ),
    )
    .orderBy(desc(conversationMembers.joinedAt));
};
export type OtherMemberRow = Awaited<ReturnType<typeof listOtherMembers>>[number];

/** The users behind the members of a conversation (who the realtime events go to). */
export const memberUsers = async (db: Db, tenantId: string, conversationId: number) =>
  db
    .select({ profileId: profiles.id, userId: profiles.userId })
    .from(conversationMembers)
    .innerJoin(profiles, profileOfMember)
    .where(and(eq(conversationMembers.tenantId, tenantId), eq(conversationMembers.conversationId, conversationId)));

/** The id of the conversation's newest message, if any. */
export const conversationLastMessage = async (db: Db, tenantId: string, conversationId: number) => {
  const [row] = await db
    .select({ id: conversations.lastMessageId })
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)));
  return row?.id ?? undefined;
};

/** The member has read everything up to the conversation's last message. */
export const markRead = async (db: Db, tenantId: string, conversation: ConversationRow, profileId: number) => {
  const [row] = await db
    .update(conversationMembers)
    .set({ unreadCount: 0, lastReadMessageId: conversation.lastMessageId ?? 0, lastReadAt: new Date() })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversation.id),
        eq(conversationMembers.profileId, profileId),
      ),
    )
    .returning();
  return row;
};
