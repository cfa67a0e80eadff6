import {
  accountTypeLabels,
  type ChatMember,
  type ChatMessage,
  type Conversation,
  type LastMessage,
} from '@ventura/shared';
import type { ProfileRow, User } from '../../platform/auth/sessions.ts';
import type { MessageListRow } from './message-repo.ts';
import type { ReadOnlyReason } from './policy.ts';
import type { ConversationListRow, OtherMemberRow } from './repo.ts';

/** How much of a message a list line or a quote shows. */
const excerptLength = 140;
const imageKinds = new Set(['png', 'jpg']);

export const excerptOf = (body: string, attachmentName: string | null) => {
  const text = body.replace(/\s+/g, ' ').trim() || attachmentName || '';
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
};

export const presentMember = (profile: ProfileRow, user: User): ChatMember => ({
  uuid: profile.uuid,
  userId: user.id,
  name: user.name,
  accountType: profile.accountType,
  accountTypeLabel: accountTypeLabels[profile.accountType],
  organizationName: profile.organizationName,
  avatar: profile.avatar,
});

/** The same for every member: it goes to the conversation's room as it is. */
export const presentMessage = (row: MessageListRow): ChatMessage => {
  const { message, quoted, quotedSender } = row;
  const deleted = message.deletedAt !== null;
  const attachment =
    !deleted && message.attachmentKey && message.attachmentKind
      ? {
          name: message.attachmentName ?? 'file',
          kind: message.attachmentKind,
          size: message.attachmentSize ?? 0,
          isImage: imageKinds.has(message.attachmentKind),
          width: message.attachmentWidth,
          height: message.attachmentHeight,
          url: `/api/v1/chat/messages/${message.uuid}/attachment`,
        }
      : null;
  return {
    uuid: message.uuid,
    conversationUUID: row.conversationUuid,
    senderUUID: row.sender.uuid,
    senderName: row.sender.name,
    senderAvatar: row.sender.avatar,
    text: deleted ? '' : message.body,
    attachment,
    replyTo:
      quoted && quotedSender?.uuid && quotedSender.name !== null
        ? {
            uuid: quoted.uuid,
            senderUUID: quotedSender.uuid,
            senderName: quotedSender.name,
            excerpt: quoted.deletedAt ? '' : excerptOf(quoted.body, quoted.attachmentName),
            deleted: quoted.deletedAt !== null,
          }
        : null,
    createdAt: message.createdAt.toISOString(),
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
};

const presentLast = (row: ConversationListRow): LastMessage | null => {
  const { last, lastSender } = row;
  if (!last || !lastSender?.uuid || lastSender.name === null) return null;
  return {
    uuid: last.uuid,
    senderUUID: lastSender.uuid,
    senderName: lastSender.name,
    excerpt: last.deletedAt ? '' : excerptOf(last.body, null),
    attachment: last.attachmentKind ? (imageKinds.has(last.attachmentKind) ? 'image' : 'file') : null,
    deleted: last.deletedAt !== null,
    createdAt: last.createdAt.toISOString(),
  };
};

/** A conversation as its member sees it: the others in it, what they may do, and why not. */
export const presentConversation = (
  row: ConversationListRow,
  others: OtherMemberRow[],
  view: { teamName: string | null; readOnlyReason: ReadOnlyReason },
): Conversation => {
  const { conversation, member } = row;
  const direct = conversation.kind === 'direct';
  const peer = direct ? others[0] : undefined;
  const members = others.slice(0, 50).map((other) => presentMember(other.profile, other.user));
  return {
    uuid: conversation.uuid,
    kind: conversation.kind,
    title: direct ? (peer?.user.name ?? 'Former member') : (view.teamName ?? 'Team'),
    peer: peer ? presentMember(peer.profile, peer.user) : null,
    members,
    lastMessage: presentLast(row),
    unreadCount: member.unreadCount,
    lastActivityAt: member.lastActivityAt.toISOString(),
    peerReadAt: peer?.lastReadAt?.toISOString() ?? null,
    can: { send: view.readOnlyReason === null, deleteOwn: true },
    readOnlyReason: view.readOnlyReason,
  };
};
