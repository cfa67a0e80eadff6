import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { conversationMembers, conversations } from './tables.ts';

/** The joins chat's queries repeat, each inside the tenant: a member row's conversation and profile, a profile's user. */
export const conversationOfMember = and(
  eq(conversations.tenantId, conversationMembers.tenantId),
  eq(conversations.id, conversationMembers.conversationId),
);
export const profileOfMember = and(
  eq(profiles.tenantId, conversationMembers.tenantId),
  eq(profiles.id, conversationMembers.profileId),
);
export const userOfProfile = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));

/** A message's sender, under names of its own: the same query may join profiles and users for someone else. */
export const senderProfile = alias(profiles, 'sender_profile');
export const senderUser = alias(users, 'sender_user');
