import type { ChatMember, ChatMessage, Conversation } from '@ventura/shared';

/** People and records of the chat tests: the caller is Asha (profile p1, as signInFixture signs her in); Ravi is the other member. */
export const asha = 'p1';
export const ravi: ChatMember = {
  uuid: 'p-ravi',
  userId: 'u-ravi',
  name: 'Ravi Shah',
  accountType: 'investor',
  accountTypeLabel: 'Investor',
  organizationName: 'Northstar Ventures',
  avatar: null,
};

export const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  uuid: 'm1',
  conversationUUID: 'c1',
  senderUUID: ravi.uuid,
  senderName: ravi.name,
  senderAvatar: null,
  text: 'Hello',
  attachment: null,
  replyTo: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  deletedAt: null,
  ...overrides,
});

export const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  uuid: 'c1',
  kind: 'direct',
  title: ravi.name,
  peer: ravi,
  members: [ravi],
  lastMessage: null,
  unreadCount: 0,
  lastActivityAt: '2026-11-24T09:00:00.000Z',
  peerReadAt: null,
  can: { send: true, deleteOwn: true },
  readOnlyReason: null,
  ...overrides,
});
