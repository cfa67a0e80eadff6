import type { MessagePage } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { asha, message, ravi } from './chat-fixture.ts';
import {
  dayLabel,
  messagesOf,
  newestFromOthers,
  seenMessageUuid,
  threadRows,
  withDeletion,
  withMessage,
} from './thread.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const pages = (...items: MessagePage['items'][]) => ({
  pages: items.map((list, index) => ({ items: list, nextCursor: index < items.length - 1 ? `c${index}` : null })),
  pageParams: items.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});

describe('messagesOf', () => {
  it('puts the pages (newest first, oldest first inside) in time order, each message once', () => {
    const a = message({ uuid: 'a', createdAt: at(20, 9) });
    const b = message({ uuid: 'b', createdAt: at(20, 10) });
    const c = message({ uuid: 'c', createdAt: at(20, 11) });
    const d = message({ uuid: 'd', createdAt: at(20, 12) });
    expect(messagesOf(pages([c, d], [a, b, c]).pages).map((m) => m.uuid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the deleted copy of a message that came twice', () => {
    const live = message({ uuid: 'a' });
    const deleted = { ...live, text: '', deletedAt: at(24, 11) };
    expect(messagesOf(pages([deleted], [live]).pages)).toEqual([deleted]);
    expect(messagesOf(pages([live], [deleted]).pages)).toEqual([deleted]);
  });
});

describe('withMessage', () => {
  it('adds a new message at the end of the newest page', () => {
    const old = message({ uuid: 'a', createdAt: at(20, 9) });
    const older = message({ uuid: 'z', createdAt: at(19, 9) });
    const arrived = message({ uuid: 'b', createdAt: at(20, 10) });
    const next = withMessage(pages([old], [older]), arrived);
    expect(next?.pages.map((page) => page.items.map((m) => m.uuid))).toEqual([['a', 'b'], ['z']]);
    expect(next?.pageParams).toEqual([null, 'c0']);
  });

  it('merges a message that arrived twice (the send answer and the socket) into one', () => {
    const sent = message({ uuid: 'b', senderUUID: asha });
    const once = withMessage(pages([message({ uuid: 'a' })]), sent);
    const twice = withMessage(once, sent);
    expect(twice?.pages[0]?.items.map((m) => m.uuid)).toEqual(['a', 'b']);
  });

  it('orders a late arrival by its time, and leaves an unloaded history alone', () => {
    const later = message({ uuid: 'later', createdAt: at(24, 12) });
    const earlier = message({ uuid: 'earlier', createdAt: at(24, 11) });
    expect(withMessage(pages([later]), earlier)?.pages[0]?.items.map((m) => m.uuid)).toEqual(['earlier', 'later']);
    expect(withMessage(undefined, earlier)).toBeUndefined();
  });
});

describe('withDeletion', () => {
  it('empties the message and the quotes of replies to it, wherever they are', () => {
    const original = message({ uuid: 'a', text: 'Our valuation', createdAt: at(20, 9) });
    const reply = message({
      uuid: 'b',
      senderUUID: asha,
      replyTo: { uuid: 'a', senderUUID: ravi.uuid, senderName: ravi.name, excerpt: 'Our valuation', deleted: false },
      createdAt: at(21, 9),
    });
    const next = withDeletion(pages([reply], [original]), 'a', at(22, 9));
    const [deleted] = next?.pages[1]?.items ?? [];
    const [answer] = next?.pages[0]?.items ?? [];
    expect(deleted).toMatchObject({ uuid: 'a', text: '', attachment: null, deletedAt: at(22, 9) });
    expect(answer?.replyTo).toMatchObject({ uuid: 'a', excerpt: '', deleted: true });
    expect(answer?.text).toBe('Hello');
  });
});

describe('dayLabel', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('says Today, Yesterday, the weekday within a week, else the date', () => {
    expect(dayLabel(at(24, 0, 1), now)).toBe('Today');
    expect(dayLabel(at(23, 23), now)).toBe('Yesterday');
    expect(dayLabel(at(19, 10), now)).toBe('Thursday');
    expect(dayLabel(at(2, 10), now)).toBe('Monday, 2 November');
    expect(dayLabel(new Date(2025, 11, 31, 10).toISOString(), now)).toBe('31 December 2025');
  });
});

describe('threadRows', () => {
  const now = new Date(2026, 10, 24, 15, 0);

  it('puts a separator before each day and groups one sender’s messages within five minutes', () => {
    const list = [
      message({ uuid: 'a', createdAt: at(23, 9, 0) }),
      message({ uuid: 'b', createdAt: at(23, 9, 4) }),
      message({ uuid: 'c', createdAt: at(23, 9, 20) }),
      message({ uuid: 'd', senderUUID: asha, createdAt: at(23, 9, 21) }),
      message({ uuid: 'e', senderUUID: asha, createdAt: at(24, 8, 0) }),
    ];
    const rows = threadRows(list, asha, now).map((row) =>
      row.kind === 'day'
        ? row.label
        : `${row.message.uuid}${row.mine ? ' mine' : ''}${row.startsGroup ? ' starts' : ''}${row.endsGroup ? ' ends' : ''}`,
    );
    expect(rows).toEqual([
      'Yesterday',
      'a starts',
      'b ends',
      'c starts ends',
      'd mine starts ends',
      'Today',
      'e mine starts ends',
    ]);
  });

  it('is empty without messages', () => {
    expect(threadRows([], asha, now)).toEqual([]);
  });
});

describe('seenMessageUuid', () => {
  const mine = message({ uuid: 'mine', senderUUID: asha, createdAt: at(24, 10) });
  const theirs = message({ uuid: 'theirs', createdAt: at(24, 11) });

  it('marks the caller’s last message once the peer read at or after it', () => {
    expect(seenMessageUuid([mine, theirs], asha, at(24, 10))).toBe('mine');
    expect(seenMessageUuid([mine, theirs], asha, at(24, 9))).toBeNull();
    expect(seenMessageUuid([mine, theirs], asha, null)).toBeNull();
    expect(seenMessageUuid([theirs], asha, at(24, 12))).toBeNull();
  });
});

describe('newestFromOthers', () => {
  it('finds the newest message someone else sent', () => {
    const list = [message({ uuid: 'a' }), message({ uuid: 'b', senderUUID: asha })];
    expect(newestFromOthers(list, asha)?.uuid).toBe('a');
    expect(newestFromOthers([list[1] ?? message()], asha)).toBeNull();
  });
});
