import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { conversationOfMember, profileOfMember, userOfProfile } from './joins.ts';
import type { MemberRow } from './repo.ts';
import { chatMessages, conversationMembers, conversations } from './tables.ts';

// The unread-messages email's queries: whom to write to, who wrote, and how far the email went.

/** A member's row with the user behind it (for the unread-messages email). */
export const findMemberForEmail = async (db: Db, tenantId: string, conversationId: number, profileId: number) => {
  const [row] = await db
    .select({ member: conversationMembers, conversation: conversations, userId: profiles.userId })
    .from(conversationMembers)
    .innerJoin(conversations, conversationOfMember)
    .innerJoin(profiles, profileOfMember)
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.profileId, profileId),
      ),
    )
    .limit(1);
  return row;
};

/** The names of who sent the member's unread messages (newest first, at most a few). */
export const unreadSenders = async (db: Db, tenantId: string, conversationId: number, member: MemberRow) => {
  const rows = await db
    .selectDistinct({ name: users.name })
    .from(chatMessages)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, chatMessages.tenantId), eq(profiles.id, chatMessages.senderProfileId)),
    )
    .innerJoin(users, userOfProfile)
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        eq(chatMessages.conversationId, conversationId),
        gt(chatMessages.id, member.lastReadMessageId),
        ne(chatMessages.senderProfileId, member.profileId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .limit(3);
  return rows.map((row) => row.name);
};

export const markEmailed = (db: Db, tenantId: string, conversationId: number, profileId: number, upTo: number) =>
  db
    .update(conversationMembers)
    .set({ emailedUpTo: upTo })
    .where(
      and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.profileId, profileId),
      ),
    );
