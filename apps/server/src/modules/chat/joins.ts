import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { chatMessages, conversationMembers, conversations } from './tables.ts';

/**
 * The joins chat's queries repeat, each inside the tenant: a member row's conversation and profile, a
 * profile's user, a message's conversation and sender.
 */
export const conversationOfMember = and(
  eq(conversations.tenantId, conversationMembers.tenantId),
  eq(conversations.id, conversationMembers.conversationId),
);
export const profileOfMember = and(
  eq(profiles.tenantId, conversationMembers.tenantId),
  eq(profiles.id, conversationMembers.profileId),
);
export const userOfProfile = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));

/** A message's conversation, inside the tenant. */
export const conversationOfMessage = and(
  eq(conversations.tenantId, chatMessages.tenantId),
  eq(conversations.id, chatMessages.conversationId),
);

/** A message's sender, under names of its own: the same query may join profiles and users for someone else. */
export const senderProfile = alias(profiles, 'sender_profile');
export const senderUser = alias(users, 'sender_user');

/** The sender's profile of a message and the sender's user, inside the tenant. */
export const senderOfMessage = and(
  eq(senderProfile.tenantId, chatMessages.tenantId),
  eq(senderProfile.id, chatMessages.senderProfileId),
);
export const userOfSender = and(
  eq(senderUser.tenantId, senderProfile.tenantId),
  eq(senderUser.id, senderProfile.userId),
);
