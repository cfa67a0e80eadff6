import {
  type ConversationPage,
  type ConversationQuery,
  type ConversationRead,
  conversationRoom,
  documentKindInfo,
  limits,
  type MessagePage,
  type MessageQuery,
  socketEvents,
} from '@ventura/shared';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { findProfileByUuid } from '../../platform/identity/index.ts';
import type { Member } from '../../platform/request-context.ts';
import { throttle } from '../../platform/throttle/index.ts';
import { areConnected, connectedAmong } from '../connections/index.ts';
import {
  decodeListCursor,
  decodeMessageCursor,
  encodeListCursor,
  encodeMessageCursor,
  type ListCursor,
} from './cursor.ts';
import { type ChatFile, removeChatFile, storeChatFile } from './files.ts';
import * as messageRepo from './message-repo.ts';
import { chatPolicy } from './policy.ts';
import { excerptOf, presentConversation, presentMessage } from './present.ts';
import * as repo from './repo.ts';
import { unreadEmailJob } from './unread-email.ts';

/** What every chat verb needs: the signed-in caller, as every feature sees a request. */
export type Context = Member;

export const conversationNotFoundMessage = 'Conversation not found';
export const messageNotFoundMessage = 'Message not found';
export const floodMessage = `You are sending messages too fast: at most ${limits.chatMessagesPerMinute} a minute. Please wait a moment.`;

const notAllowed = (reason: string) => forbidden(reason);

/** The caller's conversation by uuid; another tenant's, or one they are not in: 404. */
const membershipOf = async ({ db, tenant, auth }: Context, uuid: string) => {
  const found = await repo.findMembership(db, tenant.id, uuid, auth.profile.id);
  if (!found) throw notFound(conversationNotFoundMessage);
  return found;
};

/** The team's name, as its owner's organisation (or its owner's name). */
const teamNameOf = (others: repo.OtherMemberRow[], ctx: Context, teamProfileId: number | null) => {
  const { auth } = ctx;
  if (teamProfileId === auth.profile.id) return auth.profile.organizationName ?? `${auth.user.name}’s team`;
  const owner = others.find((other) => other.profile.id === teamProfileId);
  return owner ? (owner.profile.organizationName ?? `${owner.user.name}’s team`) : null;
};

/**
 * Conversations as the caller sees them: the others in each, whether the caller may still write (one
 * query for the connections of every direct one on the page), and why not.
 */
const presentRows = async (ctx: Context, rows: repo.ConversationListRow[]) => {
  const { db, tenant, auth } = ctx;
  const others = await repo.listOtherMembers(
    db,
    tenant.id,
    rows.map((row) => row.conversation.id),
    auth.profile.id,
  );
  const byConversation = new Map<number, repo.OtherMemberRow[]>();
  for (const other of others) {
    const list = byConversation.get(other.conversationId) ?? [];
    list.push(other);
    byConversation.set(other.conversationId, list);
  }
  const peers = rows.flatMap((row) =>
    row.conversation.kind === 'direct' ? (byConversation.get(row.conversation.id)?.slice(0, 1) ?? []) : [],
  );
  const connected = await connectedAmong(
    db,
    tenant.id,
    auth.profile.id,
    peers.map((peer) => peer.profile.id),
  );
  return rows.map((row) => {
    const mine = byConversation.get(row.conversation.id) ?? [];
    const direct = row.conversation.kind === 'direct';
    const peer = direct ? mine[0] : undefined;
    const readOnlyReason = direct
      ? chatPolicy.sendDirect(auth.profile, peer, tenant.settings, peer ? connected.has(peer.profile.id) : false)
      : chatPolicy.sendTeam(auth.profile, tenant.settings);
    return presentConversation(row, mine, {
      teamName: direct ? null : teamNameOf(mine, ctx, row.conversation.teamProfileId),
      readOnlyReason,
    });
  });
};

const presentOne = async (ctx: Context, found: { conversation: repo.ConversationRow; member: repo.MemberRow }) => {
  const row = await repo.conversationRow(ctx.db, ctx.tenant.id, found.conversation.id, ctx.auth.profile.id);
  if (!row) throw notFound(conversationNotFoundMessage);
  const [conversation] = await presentRows(ctx, [row]);
  if (!conversation) throw notFound(conversationNotFoundMessage);
  return conversation;
};

/** GET chat/conversations: a page of the caller's conversations, newest activity first. */
export const listConversations = async (ctx: Context, query: ConversationQuery): Promise<ConversationPage> => {
  const cursor = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
  const rows = await repo.listConversations(ctx.db, ctx.tenant.id, ctx.auth.profile.id, {
    search: query.search || undefined,
    cursor,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor: ListCursor | null =
    rows.length > query.limit && last ? { at: last.activityKey, id: last.conversation.id } : null;
  return { items: await presentRows(ctx, page), nextCursor: nextCursor && encodeListCursor(nextCursor) };
};

export const getConversation = async (ctx: Context, uuid: string) => presentOne(ctx, await membershipOf(ctx, uuid));

/**
 * POST chat/conversations: the caller's conversation with a connected, approved member, created the
 * first time (once per pair, whoever starts it; two at once both get the one).
 */
export const openDirect = async (ctx: Context, profileUuid: string) => {
  const { db, tenant, auth } = ctx;
  const other = await findProfileByUuid(db, tenant.id, profileUuid);
  if (other?.user.status !== 'active') throw notFound('Profile not found');
  if (other.profile.id === auth.profile.id)
    throw badRequest('You cannot message yourself', ['profileUUID: This is your own profile']);
  const connected = await areConnected(db, tenant.id, auth.profile.id, other.profile.id);
  const low = Math.min(auth.profile.id, other.profile.id);
  const high = Math.max(auth.profile.id, other.profile.id);
  if (!chatPolicy.startDirect(auth.profile, other, tenant.settings, connected)) {
    const talkedBefore = !connected && (await repo.findDirect(db, tenant.id, low, high)) !== undefined;
    throw notAllowed(
      chatPolicy.sendDirect(auth.profile, other, tenant.settings, connected, talkedBefore) ??
        'You cannot message this member',
    );
  }
  const { conversation, created } = await db.transaction(async (tx) => {
    const inserted = await repo.insertConversation(tx, {
      tenantId: tenant.id,
      kind: 'direct',
      profileLow: low,
      profileHigh: high,
    });
    const row = inserted ?? (await repo.findDirect(tx, tenant.id, low, high));
    if (!row) throw new Error('the conversation was neither created nor found');
    if (inserted) await repo.insertMembers(tx, tenant.id, row.id, [low, high]);
    return { conversation: row, created: inserted !== undefined };
  });
  const found = await repo.findMembership(db, tenant.id, conversation.uuid, auth.profile.id);
  if (!found) throw notFound(conversationNotFoundMessage);
  return { conversation: await presentOne(ctx, found), created };
};

/**
 * POST chat/conversations/team: the group conversation of the caller's team (its owner's profile and the
 * team members), created the first time; whoever joined the team since is added as they open it.
 */
export const openTeam = async (ctx: Context) => {
  const { db, tenant, auth } = ctx;
  const reason = chatPolicy.sendTeam(auth.profile, tenant.settings);
  if (reason) throw notAllowed(reason);
  const teamId = chatPolicy.teamOf(auth.profile);
  const people = await repo.teamProfileIds(db, tenant.id, teamId);
  if (people.length < 2) throw conflict('Your team has nobody else yet: invite people to your team first');
  const created = await db.transaction(async (tx) => {
    const inserted = await repo.insertConversation(tx, { tenantId: tenant.id, kind: 'team', teamProfileId: teamId });
    const row = inserted ?? (await repo.findTeamConversation(tx, tenant.id, teamId));
    if (!row) throw new Error('the team conversation was neither created nor found');
    await repo.insertMembers(tx, tenant.id, row.id, people);
    return { row, created: inserted !== undefined };
  });
  const found = await repo.findMembership(db, tenant.id, created.row.uuid, auth.profile.id);
  if (!found) throw notFound(conversationNotFoundMessage);
  return { conversation: await presentOne(ctx, found), created: created.created };
};

/** GET chat/conversations/{uuid}/messages: a page of history, older than the cursor when given. */
export const listMessages = async (ctx: Context, uuid: string, query: MessageQuery): Promise<MessagePage> => {
  const { conversation } = await membershipOf(ctx, uuid);
  const beforeId = query.cursor === undefined ? undefined : decodeMessageCursor(query.cursor);
  const rows = await messageRepo.listMessages(ctx.db, ctx.tenant.id, conversation.id, { beforeId, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map(presentMessage),
    nextCursor: rows.length > query.limit && oldest ? encodeMessageCursor(oldest.message.id) : null,
  };
};

/**
 * The conversation the caller writes to, and who is in it; 404 when they are not in it, 403 with the
 * reason when they may no longer write there (one query).
 */
const writable = async (ctx: Context, uuid: string) => {
  const { db, tenant, auth } = ctx;
  const found = await repo.findSendContext(db, tenant.id, uuid, auth.profile.id);
  if (!found) throw notFound(conversationNotFoundMessage);
  const reason =
    found.conversation.kind === 'team'
      ? chatPolicy.sendTeam(auth.profile, tenant.settings)
      : chatPolicy.sendDirect(auth.profile, found.peer, tenant.settings, found.connected);
  if (reason) throw notAllowed(reason);
  return found;
};

/** 404 or 403 unless the caller may write in the conversation now (before an upload is read). */
export const assertMayWrite = async (ctx: Context, uuid: string) => {
  await writable(ctx, uuid);
};

export type NewMessage = { text: string; replyToUUID?: string; file?: ChatFile; fileName?: string };

/**
 * Sends a message: checks who may write, stores it (and its file) while counting it against the
 * sender's flood limit in the same transaction, moves every member's unread count and activity, queues
 * the quiet-period email for whoever now starts an unread spell, and after the commit tells the room, the
 * members' other screens, and (with a notification) the members who are not looking at the conversation.
 */
export const sendMessage = async (ctx: Context, uuid: string, input: NewMessage) => {
  const { db, tenant, auth } = ctx;
  const { conversation, members: known } = await writable(ctx, uuid);
  const replyTo = input.replyToUUID
    ? await messageRepo.findQuotable(db, tenant.id, conversation.id, input.replyToUUID)
    : undefined;
  if (input.replyToUUID && !replyTo) {
    throw badRequest('The message you reply to is not in this conversation', ['replyToUUID: Message not found']);
  }
  if (replyTo?.message.deletedAt)
    throw badRequest('You cannot reply to a deleted message', ['replyToUUID: It was deleted']);
  if (!input.text && !input.file) throw badRequest('Write a message', ['text: Write a message']);

  const fileKey = input.file ? await storeChatFile(ctx.storage, tenant.id, input.file) : null;
  let stored: { message: messageRepo.MessageRow; members: { profileId: number; userId: string }[] };
  try {
    stored = await db.transaction(async (tx) => {
      // Counted with the message: a refused flood rolls back and stores nothing.
      await throttle(tx, tenant.id, [
        {
          key: `chat:messages:user:${auth.user.id}`,
          limit: { limit: limits.chatMessagesPerMinute, windowSeconds: 60 },
          message: floodMessage,
        },
      ]);
      let members = known;
      if (conversation.kind === 'team' && conversation.teamProfileId !== null) {
        // Whoever joined the team since the last message is in from this one on.
        await repo.insertMembers(
          tx,
          tenant.id,
          conversation.id,
          await repo.teamProfileIds(tx, tenant.id, conversation.teamProfileId),
        );
        members = await repo.memberUsers(tx, tenant.id, conversation.id);
      }
      const message = await messageRepo.insertMessage(tx, {
        tenantId: tenant.id,
        conversationId: conversation.id,
        senderProfileId: auth.profile.id,
        body: input.text,
        replyToId: replyTo?.message.id ?? null,
        ...(input.file && fileKey
          ? {
              attachmentKey: fileKey,
              attachmentName: input.fileName ?? `file.${input.file.kind}`,
              attachmentKind: input.file.kind,
              attachmentSize: input.file.bytes.length,
              attachmentWidth: input.file.width,
              attachmentHeight: input.file.height,
            }
          : {}),
      });
      const counted = await messageRepo.recordMessage(tx, tenant.id, message);
      const spells = counted.filter((member) => member.profileId !== auth.profile.id && member.unreadCount === 1);
      for (const member of spells) {
        await ctx.jobs.send(
          tx,
          unreadEmailJob,
          {
            tenantId: tenant.id,
            conversationId: conversation.id,
            profileId: member.profileId,
            messageId: message.id,
            tenantName: tenant.name,
          },
          { startAfterSeconds: limits.chatEmailQuietSeconds },
        );
      }
      return { message, members };
    });
  } catch (error) {
    await removeChatFile(ctx, fileKey);
    throw error;
  }
  // What was stored, presented without reading it back: the sender is the caller.
  const message = presentMessage({
    message: stored.message,
    conversationUuid: conversation.uuid,
    sender: { uuid: auth.profile.uuid, avatar: auth.profile.avatar, name: auth.user.name },
    quoted: replyTo?.message ?? null,
    quotedSender: replyTo?.sender ?? { uuid: null, name: null },
  });
  announceMessage(ctx, conversation, stored.members, message);
  return message;
};

const othersOf = (ctx: Context, members: { profileId: number; userId: string }[]) =>
  members.filter((member) => member.profileId !== ctx.auth.profile.id).map((member) => member.userId);

const announceMessage = (
  ctx: Context,
  conversation: repo.ConversationRow,
  members: { profileId: number; userId: string }[],
  message: ReturnType<typeof presentMessage>,
) => {
  const { realtime, tenant } = ctx;
  const room = conversationRoom(conversation.uuid);
  const event = message.replyTo ? socketEvents.replyMessageReceived : socketEvents.messageReceived;
  realtime.toRoomAndUsers(
    tenant.id,
    room,
    members.map((member) => member.userId),
    event,
    { conversationUUID: conversation.uuid, message },
  );
  const others = othersOf(ctx, members);
  const where = conversation.kind === 'team' ? ' in your team chat' : '';
  realtime.toUsersOutside(tenant.id, others, room, socketEvents.notification, {
    title: `New message from ${message.senderName}${where}: ${excerptOf(message.text, message.attachment?.name ?? null)}`,
    icon: message.senderAvatar,
    url: `/chat/conversations/${conversation.uuid}`,
    kind: 'message_notification_received',
  });
  realtime.toUsersOutside(tenant.id, others, room, socketEvents.fetchCount);
};

/** A message of a conversation the caller is in; any other (another tenant's, a stranger's): 404. */
const messageOf = async ({ db, tenant, auth }: Context, uuid: string) => {
  const found = await messageRepo.findMessage(db, tenant.id, uuid);
  const membership = found
    ? await repo.findMembership(db, tenant.id, found.conversationUuid, auth.profile.id)
    : undefined;
  if (!found || !membership) throw notFound(messageNotFoundMessage);
  return found;
};

/** DELETE chat/messages/{uuid}: the sender deletes their own message; everyone in it sees it go. */
export const deleteMessage = async (ctx: Context, uuid: string) => {
  const { db, tenant, auth } = ctx;
  const found = await messageOf(ctx, uuid);
  if (found.message.senderProfileId !== auth.profile.id) throw forbidden('You can delete only your own messages');
  const { erased, members } = await db.transaction(async (tx) => ({
    erased: await messageRepo.eraseMessage(tx, tenant.id, found.message),
    members: await repo.memberUsers(tx, tenant.id, found.message.conversationId),
  }));
  const answer = { conversationUUID: found.conversationUuid, messageUUID: uuid };
  if (!erased) return answer;
  await removeChatFile(ctx, erased.fileKey);
  const room = conversationRoom(found.conversationUuid);
  ctx.realtime.toRoomAndUsers(
    tenant.id,
    room,
    members.map((member) => member.userId),
    socketEvents.messageDeleted,
    answer,
  );
  ctx.realtime.toUsers(tenant.id, othersOf(ctx, members), socketEvents.fetchCount);
  return answer;
};

/** PATCH chat/conversations/{uuid}/read: the caller has read it all; their badge and 'Seen' follow. */
export const markRead = async (ctx: Context, uuid: string): Promise<ConversationRead> => {
  const { db, tenant, auth, realtime } = ctx;
  const { conversation, member } = await membershipOf(ctx, uuid);
  const read = await repo.markRead(db, tenant.id, conversation, auth.profile.id);
  const answer = {
    conversationUUID: conversation.uuid,
    profileUUID: auth.profile.uuid,
    userId: auth.user.id,
    readAt: (read?.lastReadAt ?? new Date()).toISOString(),
  };
  const room = conversationRoom(conversation.uuid);
  realtime.toRoomAndUsers(tenant.id, room, [auth.user.id], socketEvents.conversationRead, answer);
  if (member.unreadCount > 0) realtime.toUsers(tenant.id, [auth.user.id], socketEvents.fetchCount);
  return answer;
};

/** GET chat/messages/{uuid}/attachment: a message's file, for the conversation's members only. */
export const openAttachment = async (ctx: Context, uuid: string) => {
  const found = await messageOf(ctx, uuid);
  const { attachmentKey, attachmentKind, attachmentName } = found.message;
  if (!attachmentKey || !attachmentKind) throw notFound('This message carries no file');
  const file = await ctx.storage.get(attachmentKey);
  if (!file) throw notFound('This message carries no file');
  return {
    file,
    contentType: documentKindInfo[attachmentKind].contentType,
    name: attachmentName ?? `file.${attachmentKind}`,
  };
};
