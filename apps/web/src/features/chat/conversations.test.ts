import { describe, expect, it } from 'vitest';
import { asha, conversation, message, ravi } from './chat-fixture.ts';
import {
  conversationAfterDeletion,
  conversationAfterMessage,
  conversationAfterRead,
  conversationsOf,
  lastMessageOf,
  listAfterMessage,
} from './conversations.ts';

const list = (...pages: ReturnType<typeof conversation>[][]) => ({
  pages: pages.map((items, index) => ({ items, nextCursor: index < pages.length - 1 ? `c${index}` : null })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});
const titles = (data: ReturnType<typeof list> | undefined) => data?.pages.map((page) => page.items.map((c) => c.uuid));

describe('lastMessageOf', () => {
  it('shows the text, and whether a file came with it', () => {
    expect(lastMessageOf(message({ text: '  Hi there ' }))).toMatchObject({
      excerpt: 'Hi there',
      attachment: null,
    });
    const file = message({
      text: '',
      attachment: {
        name: 'deck.pdf',
        kind: 'pdf',
        size: 10,
        isImage: false,
        width: null,
        height: null,
        url: '/api/v1/chat/messages/m1/attachment',
      },
    });
    expect(lastMessageOf(file)).toMatchObject({ excerpt: '', attachment: 'file', deleted: false });
  });
});

describe('conversationAfterMessage', () => {
  const arrived = message({ uuid: 'm9', createdAt: '2026-11-24T11:00:00.000Z' });

  it('takes the message as the last, and counts it unread unless it is the caller’s or the conversation is open', () => {
    const before = conversation({ unreadCount: 2 });
    const after = conversationAfterMessage(before, { message: arrived, myProfileUuid: asha, openUuid: null });
    expect(after).toMatchObject({ unreadCount: 3, lastActivityAt: arrived.createdAt, lastMessage: { uuid: 'm9' } });
    expect(
      conversationAfterMessage(before, { message: arrived, myProfileUuid: asha, openUuid: 'c1' }).unreadCount,
    ).toBe(2);
    expect(
      conversationAfterMessage(before, {
        message: { ...arrived, senderUUID: asha },
        myProfileUuid: asha,
        openUuid: null,
      }).unreadCount,
    ).toBe(2);
  });

  it('counts a message that arrives twice once, and never goes back to an older one', () => {
    const once = conversationAfterMessage(conversation(), { message: arrived, myProfileUuid: asha, openUuid: null });
    expect(conversationAfterMessage(once, { message: arrived, myProfileUuid: asha, openUuid: null })).toBe(once);
    const older = message({ uuid: 'm0', createdAt: '2026-11-24T08:00:00.000Z' });
    expect(conversationAfterMessage(once, { message: older, myProfileUuid: asha, openUuid: null })).toBe(once);
  });
});

describe('listAfterMessage', () => {
  it('moves the conversation to the top of the first page', () => {
    const data = list([conversation({ uuid: 'c2' }), conversation({ uuid: 'c3' })], [conversation({ uuid: 'c1' })]);
    const next = listAfterMessage(data, {
      message: message({ conversationUUID: 'c1' }),
      myProfileUuid: asha,
      openUuid: null,
    });
    expect(next.found).toBe(true);
    expect(titles(next.data)).toEqual([['c1', 'c2', 'c3'], []]);
    expect(next.data?.pages[0]?.items[0]?.unreadCount).toBe(1);
  });

  it('says when the list does not hold the conversation (a new one)', () => {
    const data = list([conversation({ uuid: 'c2' })]);
    const next = listAfterMessage(data, {
      message: message({ conversationUUID: 'c7' }),
      myProfileUuid: asha,
      openUuid: null,
    });
    expect(next).toEqual({ data, found: false });
  });
});

describe('conversationAfterRead', () => {
  const read = { conversationUUID: 'c1', profileUUID: asha, userId: 'u-asha', readAt: '2026-11-24T12:00:00.000Z' };

  it('clears the caller’s unread count when they read it (here or in another tab)', () => {
    expect(conversationAfterRead(conversation({ unreadCount: 4 }), read, asha).unreadCount).toBe(0);
  });

  it('sets Seen when the peer read it, never moving it back', () => {
    const byPeer = { ...read, profileUUID: ravi.uuid, userId: ravi.userId };
    const seen = conversationAfterRead(conversation(), byPeer, asha);
    expect(seen.peerReadAt).toBe(read.readAt);
    expect(conversationAfterRead(seen, { ...byPeer, readAt: '2026-11-24T11:00:00.000Z' }, asha)).toBe(seen);
  });

  it('leaves other conversations alone', () => {
    const other = conversation({ uuid: 'c2', unreadCount: 1 });
    expect(conversationAfterRead(other, read, asha)).toBe(other);
  });
});

describe('conversationAfterDeletion', () => {
  it('says Message deleted when the last message was the deleted one', () => {
    const last = lastMessageOf(message({ uuid: 'm1' }));
    const before = conversation({ lastMessage: last });
    const after = conversationAfterDeletion(before, { conversationUUID: 'c1', messageUUID: 'm1' });
    expect(after.lastMessage).toMatchObject({ deleted: true, excerpt: '' });
    expect(conversationAfterDeletion(before, { conversationUUID: 'c1', messageUUID: 'm0' })).toBe(before);
  });
});

describe('conversationsOf', () => {
  it('lists each conversation once across pages', () => {
    const data = list([conversation({ uuid: 'c1' }), conversation({ uuid: 'c2' })], [conversation({ uuid: 'c1' })]);
    expect(conversationsOf(data.pages).map((c) => c.uuid)).toEqual(['c1', 'c2']);
  });
});
