import { limits } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { asha, ravi } from './chat-fixture.ts';
import {
  attachmentHref,
  chatOn,
  conversationLine,
  fileProblem,
  lastMessageLine,
  listTime,
  typingLine,
  unreadBadge,
} from './present.ts';

const last = {
  uuid: 'm1',
  senderUUID: ravi.uuid,
  senderName: ravi.name,
  excerpt: 'See you at demo day',
  attachment: null,
  deleted: false,
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('chatOn', () => {
  it('is on with chat enabled and any chat type but none', () => {
    const tenant = tenantFixture();
    expect(chatOn(tenant)).toBe(true);
    expect(chatOn({ ...tenant, features: { ...tenant.features, chat_type: 'none' } })).toBe(false);
    expect(chatOn({ ...tenant, chat: { ...tenant.chat, enabled: false } })).toBe(false);
  });
});

describe('lastMessageLine', () => {
  it('shows the text, with You: before the caller’s own', () => {
    expect(lastMessageLine(last, asha)).toBe('See you at demo day');
    expect(lastMessageLine({ ...last, senderUUID: asha }, asha)).toBe('You: See you at demo day');
  });

  it('says Photo or File for a file sent without words, and Message deleted once deleted', () => {
    expect(lastMessageLine({ ...last, attachment: 'image', excerpt: '' }, asha)).toBe('Photo');
    expect(lastMessageLine({ ...last, attachment: 'file', excerpt: '' }, asha)).toBe('File');
    expect(lastMessageLine({ ...last, attachment: 'image', senderUUID: asha, excerpt: '' }, asha)).toBe('You: Photo');
    expect(lastMessageLine({ ...last, attachment: 'file', excerpt: 'Our numbers, as promised' }, asha)).toBe(
      'Our numbers, as promised',
    );
    expect(lastMessageLine({ ...last, deleted: true, excerpt: '' }, asha)).toBe('Message deleted');
  });

  it('is null without a message', () => {
    expect(lastMessageLine(null, asha)).toBeNull();
  });
});

describe('listTime', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  const at = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it('shows the time today, Yesterday, a weekday within the week, and a date before that', () => {
    expect(listTime(at(2026, 10, 24, 9, 5), now)).toBe('09:05');
    expect(listTime(at(2026, 10, 23, 23, 59), now)).toBe('Yesterday');
    expect(listTime(at(2026, 10, 20, 12), now)).toBe('Fri');
    expect(listTime(at(2026, 9, 2, 12), now)).toBe('2 Oct');
    expect(listTime(at(2025, 9, 2, 12), now)).toBe('2 Oct 2025');
  });

  it('reads a time a little ahead of this clock as today', () => {
    expect(listTime(at(2026, 10, 24, 15, 1), now)).toBe('15:01');
  });
});

describe('unreadBadge', () => {
  it('shortens large counts and shows nothing for none', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(1500)).toBe('1.5K');
  });
});

describe('conversationLine', () => {
  it('names the peer’s type and organisation, or counts a team', () => {
    expect(conversationLine({ peer: ravi, members: [ravi] })).toBe('Investor · Northstar Ventures');
    expect(conversationLine({ peer: { ...ravi, organizationName: null }, members: [ravi] })).toBe('Investor');
    expect(conversationLine({ peer: null, members: [ravi, { ...ravi, uuid: 'p2' }] })).toBe('3 members');
  });
});

describe('typingLine', () => {
  it('names one or two typists and counts more', () => {
    expect(typingLine([])).toBeNull();
    expect(typingLine(['Ravi'])).toBe('Ravi is typing…');
    expect(typingLine(['Ravi', 'Asha'])).toBe('Ravi and Asha are typing…');
    expect(typingLine(['Ravi', 'Asha', 'Kiran'])).toBe('Several people are typing…');
  });
});

describe('fileProblem', () => {
  it('accepts the kinds chat takes up to 10 MB', () => {
    expect(fileProblem({ name: 'deck.pdf', size: 1024 })).toBeNull();
    expect(fileProblem({ name: 'Photo.JPEG', size: limits.documentSizeBytes })).toBeNull();
  });

  it('says why a file cannot go', () => {
    expect(fileProblem({ name: 'deck.pdf', size: limits.documentSizeBytes + 1 })).toBe(
      'deck.pdf is 10.1 MB; a file can be at most 10 MB.',
    );
    expect(fileProblem({ name: 'big.pdf', size: 15 * 1024 * 1024 })).toBe(
      'big.pdf is 15 MB; a file can be at most 10 MB.',
    );
    expect(fileProblem({ name: 'run.exe', size: 10 })).toMatch(/^Send a PDF, Word/);
    expect(fileProblem({ name: 'empty.pdf', size: 0 })).toBe('empty.pdf is empty.');
  });
});

describe('attachmentHref', () => {
  it('takes the address under the API as it is, or puts it there', () => {
    expect(attachmentHref('/api/v1/chat/messages/m1/attachment')).toBe('/api/v1/chat/messages/m1/attachment');
    expect(attachmentHref('/chat/messages/m1/attachment')).toBe('/api/v1/chat/messages/m1/attachment');
    expect(attachmentHref('chat/messages/m1/attachment')).toBe('/api/v1/chat/messages/m1/attachment');
  });
});
