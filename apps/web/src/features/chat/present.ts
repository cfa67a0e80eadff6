import {
  type ChatMember,
  type Conversation,
  documentKindsText,
  type LastMessage,
  limits,
  shortCount,
  type TenantDetails,
} from '@ventura/shared';
import dayjs from 'dayjs';
import { fileSizeText } from '../../ui/file-size.ts';

/** Whether the tenant offers chat, as the server's policy has it: chat enabled, and a chat type other than none. */
export const chatOn = (tenant: Pick<TenantDetails, 'chat' | 'features'>) =>
  tenant.chat.enabled && tenant.features.chat_type !== 'none';

/**
 * A conversation's last message in a line of the list: 'Message deleted', 'Photo' or 'File' for a file
 * sent on its own, the text otherwise, with 'You: ' before the caller's own; null when there is none.
 */
export const lastMessageLine = (last: LastMessage | null, myProfileUuid: string | null) => {
  if (!last) return null;
  if (last.deleted) return 'Message deleted';
  const excerpt = last.excerpt.trim();
  const body = excerpt || (last.attachment === 'image' ? 'Photo' : last.attachment === 'file' ? 'File' : '');
  return last.senderUUID === myProfileUuid ? `You: ${body}` : body;
};

/** When, in the list: the time today, 'Yesterday', the weekday within a week, the date before that. */
export const listTime = (iso: string, now: dayjs.ConfigType = undefined) => {
  const at = dayjs(iso);
  if (!at.isValid()) return '';
  const today = dayjs(now).startOf('day');
  const days = today.diff(at.startOf('day'), 'day');
  if (days <= 0) return at.format('HH:mm');
  if (days === 1) return 'Yesterday';
  if (days < 7) return at.format('ddd');
  return at.isSame(today, 'year') ? at.format('D MMM') : at.format('D MMM YYYY');
};

/** A message's time under it. */
export const messageTime = (iso: string) => dayjs(iso).format('HH:mm');

/** The badge of unread messages in short form, or null when there are none. */
export const unreadBadge = (count: number | undefined) => (count && count > 0 ? shortCount(count) : null);

/** Who someone is, under their name: account type and organisation. */
export const memberLine = (member: Pick<ChatMember, 'accountTypeLabel' | 'organizationName'>) =>
  [member.accountTypeLabel, member.organizationName].filter(Boolean).join(' · ');

/** A conversation's line under its title: the peer's type and organisation, or how many are in the team. */
export const conversationLine = (conversation: Pick<Conversation, 'peer' | 'members'>) =>
  conversation.peer ? memberLine(conversation.peer) : `${conversation.members.length + 1} members`;

/** 'Ravi is typing…', 'Ravi and Asha are typing…', 'Several people are typing…'; null for nobody. */
export const typingLine = (names: readonly string[]) => {
  const [first, second, ...rest] = names;
  if (!first) return null;
  if (!second) return `${first} is typing…`;
  if (rest.length === 0) return `${first} and ${second} are typing…`;
  return 'Several people are typing…';
};

/** The kinds a chat file may be, for the file input (the server checks the content). */
export const attachmentAccept = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/png',
  'image/jpeg',
  '.pdf,.doc,.docx,.xlsx,.pptx,.png,.jpg,.jpeg',
].join(',');

/** The kinds chat takes, by their name (the server checks the bytes). */
const fileName = /\.(pdf|docx?|xlsx|pptx|png|jpe?g)$/i;

/** Why a chosen file cannot be sent, or null: too big, empty, or not a kind chat takes (by its name). */
export const fileProblem = (file: Pick<File, 'name' | 'size'>) => {
  if (!fileName.test(file.name)) return `Send ${documentKindsText}.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > limits.documentSizeBytes) {
    // Rounded up: a file just over the limit never reads as the limit.
    return `${file.name} is ${fileSizeText(file.size, 'up')}; a file can be at most ${fileSizeText(limits.documentSizeBytes)}.`;
  }
  return null;
};

/** The address of a file's bytes under the API (the server may give it with or without /api/v1). */
export const attachmentHref = (url: string) => {
  if (url.startsWith('/api/')) return url;
  return `/api/v1${url.startsWith('/') ? '' : '/'}${url}`;
};
