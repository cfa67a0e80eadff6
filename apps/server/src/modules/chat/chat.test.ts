import { limits, socketEvents } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { pdf } from '../documents/test-files.ts';
import { disconnect, photo, setChatType, storedMessages } from './test-kit.ts';
import { createUnreadEmail, type UnreadEmail } from './unread-email.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    mentor: cast.mentor,
    stranger: cast.corporate,
    pending: { type: 'investor', name: 'Pat Pending', approvalStatus: 'submitted' },
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
  await connect(t, g.people.founder, g.people.investor);
  await connect(t, g.people.founder, g.people.mentor);
  await connect(t, g.people.founder, g.people.pending);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const { api, rows, signIn } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const open = (token: string, profileUUID: string) => api('POST', '/chat/conversations', token, { profileUUID });
const say = (token: string, conversation: string, body: Record<string, unknown>) =>
  api('POST', `/chat/conversations/${conversation}/messages`, token, body);
const unread = async (token: string) =>
  (await api('GET', '/notifications/count', token)).json().data.unreadMessageCount as number;
const conversationCount = async () => Number((await rows('select count(*)::int as n from conversations'))[0]?.n);
/** The events the realtime layer was asked to send, by name. */
const emitted = () => {
  const toRoom = vi.spyOn(t.app.realtime, 'toRoomAndUsers');
  const outside = vi.spyOn(t.app.realtime, 'toUsersOutside');
  return () => [
    ...toRoom.mock.calls.map(([, room, users, event]) => ({ event, room, users: [...users] })),
    ...outside.mock.calls.map(([, users, room, event]) => ({ event, room, outside: [...users] })),
  ];
};

describe('opening a conversation', () => {
  it('needs a session on every chat route', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/chat/conversations'],
      ['POST', '/chat/conversations'],
      ['POST', '/chat/conversations/team'],
      ['GET', `/chat/conversations/${uuid}`],
      ['GET', `/chat/conversations/${uuid}/messages`],
      ['POST', `/chat/conversations/${uuid}/messages`],
      ['PATCH', `/chat/conversations/${uuid}/read`],
      ['DELETE', `/chat/messages/${uuid}`],
      ['GET', `/chat/messages/${uuid}/attachment`],
    ] as const) {
      expect((await api(method, url, undefined, method === 'POST' ? { text: 'x' } : undefined)).statusCode).toBe(401);
    }
  });

  it('opens one conversation per connected pair, whoever starts it', async () => {
    const { founder, investor } = g.people;
    const first = await open(founder.token, investor.uuid);
    expect(first.statusCode).toBe(201);
    const conversation = first.json().data;
    expect(conversation).toMatchObject({
      kind: 'direct',
      title: 'Ivan Investor',
      peer: { uuid: investor.uuid, userId: investor.userId, organizationName: 'Seed Fund' },
      lastMessage: null,
      unreadCount: 0,
      can: { send: true, deleteOwn: true },
      readOnlyReason: null,
    });
    const again = await open(investor.token, founder.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ uuid: conversation.uuid, title: 'Asha Founder' });
    const twice = await Promise.all([
      open(founder.token, g.people.mentor.uuid),
      open(g.people.mentor.token, founder.uuid),
    ]);
    expect(new Set(twice.map((res) => res.json().data.uuid)).size).toBe(1);
  });

  it('refuses strangers, unapproved profiles, oneself and other tenants, storing nothing', async () => {
    const { founder, stranger, pending } = g.people;
    const before = await conversationCount();
    const notConnected = await open(founder.token, stranger.uuid);
    expect(notConnected.statusCode).toBe(403);
    // Never connected: told to connect, not that a connection ended.
    const connectFirst = 'You are not connected with this member: connect first to send messages';
    expect(notConnected.json()).toEqual({ message: connectFirst, errors: [connectFirst] });
    expect((await open(founder.token, pending.uuid)).json().message).toBe(
      'This member’s profile is not approved at the moment',
    );
    expect((await open(pending.token, founder.uuid)).statusCode).toBe(403);
    expect((await open(founder.token, founder.uuid)).statusCode).toBe(400);
    expect((await open(founder.token, other.people.founder.uuid)).statusCode).toBe(404);
    expect((await open(founder.token, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await api('POST', '/chat/conversations', founder.token, { profileUUID: stranger.uuid, x: 1 })).statusCode,
    ).toBe(400);
    expect(await conversationCount()).toBe(before);
  });

  it('is not there when the tenant switched chat off', async () => {
    const { founder, investor } = g.people;
    await setChatType(t, g.tenant.id, 'none');
    try {
      const res = await open(founder.token, investor.uuid);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not enabled/);
      expect((await api('GET', '/chat/conversations', founder.token)).statusCode).toBe(404);
    } finally {
      await setChatType(t, g.tenant.id, 'native');
    }
  });
});

describe('messages', () => {
  let conversation: string;
  beforeAll(async () => {
    conversation = (await open(g.people.founder.token, g.people.investor.uuid)).json().data.uuid;
  });

  it('stores a message, tells the room and the members, and counts it unread for the other member', async () => {
    const { founder, investor } = g.people;
    const events = emitted();
    const res = await say(founder.token, conversation, { text: '  Hello Ivan,\r\nsee https://solar.example  ' });
    expect(res.statusCode).toBe(201);
    const message = res.json().data;
    expect(message).toMatchObject({
      conversationUUID: conversation,
      senderUUID: founder.uuid,
      senderName: 'Asha Founder',
      text: 'Hello Ivan,\nsee https://solar.example',
      attachment: null,
      replyTo: null,
      deletedAt: null,
    });
    expect(events()).toEqual([
      {
        event: socketEvents.messageReceived,
        room: `conversation_${conversation}`,
        users: expect.arrayContaining([founder.userId, investor.userId]),
      },
      { event: socketEvents.notification, room: `conversation_${conversation}`, outside: [investor.userId] },
      { event: socketEvents.fetchCount, room: `conversation_${conversation}`, outside: [investor.userId] },
    ]);
    await t.app.identitySettled();
    expect(await unread(investor.token)).toBe(1);
    expect(await unread(founder.token)).toBe(0);
    const list = (await api('GET', '/chat/conversations', investor.token)).json().data;
    expect(list.items[0]).toMatchObject({
      uuid: conversation,
      unreadCount: 1,
      lastMessage: { uuid: message.uuid, senderName: 'Asha Founder', excerpt: 'Hello Ivan, see https://solar.example' },
    });
  });

  it('refuses empty, over-long and malformed messages, and non-members, storing and telling nothing', async () => {
    const { founder, stranger } = g.people;
    const before = await storedMessages(t, conversation);
    const events = emitted();
    for (const body of [
      { text: '' },
      { text: '   \n  ' },
      { text: 'x'.repeat(limits.chatMessageLength + 1) },
      { text: 'hi', extra: true },
      { text: 42 },
      { text: 'hi', replyToUUID: 'nope' },
    ]) {
      const res = await say(founder.token, conversation, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: [expect.any(String)] });
    }
    expect((await say(founder.token, conversation, { text: 'x' })).statusCode).toBe(201);
    expect((await say(stranger.token, conversation, { text: 'let me in' })).statusCode).toBe(404);
    expect((await api('GET', `/chat/conversations/${conversation}/messages`, stranger.token)).statusCode).toBe(404);
    expect((await alpha.api('GET', `/chat/conversations/${conversation}`, other.people.founder.token)).statusCode).toBe(
      404,
    );
    expect(await storedMessages(t, conversation)).toHaveLength(before.length + 1);
    expect(
      events().filter((e) => e.event !== socketEvents.notification && e.event !== socketEvents.fetchCount),
    ).toHaveLength(1);
  });

  it('answers a message of the same conversation only, quoting it', async () => {
    const { founder, investor, mentor } = g.people;
    const [first] = (await api('GET', `/chat/conversations/${conversation}/messages`, investor.token)).json().data
      .items;
    const events = emitted();
    const reply = await say(investor.token, conversation, { text: 'Hi Asha!', replyToUUID: first.uuid });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.replyTo).toEqual({
      uuid: first.uuid,
      senderUUID: founder.uuid,
      senderName: 'Asha Founder',
      excerpt: 'Hello Ivan, see https://solar.example',
      deleted: false,
    });
    expect(events()[0]?.event).toBe(socketEvents.replyMessageReceived);
    const elsewhere = (await open(founder.token, mentor.uuid)).json().data.uuid;
    const foreign = await say(founder.token, elsewhere, { text: 'wrong thread', replyToUUID: first.uuid });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('The message you reply to is not in this conversation');
  });

  it('lets only the sender delete a message, tells the room, and takes it off the unread count', async () => {
    const { founder, investor } = g.people;
    await api('PATCH', `/chat/conversations/${conversation}/read`, investor.token);
    const sent = (await say(founder.token, conversation, { text: 'Oops, wrong deck' })).json().data;
    await t.app.identitySettled();
    expect(await unread(investor.token)).toBe(1);
    expect((await api('DELETE', `/chat/messages/${sent.uuid}`, investor.token)).statusCode).toBe(403);
    expect((await api('DELETE', `/chat/messages/${sent.uuid}`, g.people.stranger.token)).statusCode).toBe(404);
    const events = emitted();
    const res = await api('DELETE', `/chat/messages/${sent.uuid}`, founder.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ conversationUUID: conversation, messageUUID: sent.uuid });
    expect(events()).toEqual([
      {
        event: socketEvents.messageDeleted,
        room: `conversation_${conversation}`,
        users: expect.arrayContaining([investor.userId]),
      },
    ]);
    await t.app.identitySettled();
    expect(await unread(investor.token)).toBe(0);
    const history = (await api('GET', `/chat/conversations/${conversation}/messages`, investor.token)).json().data;
    expect(history.items.at(-1)).toMatchObject({ uuid: sent.uuid, text: '', deletedAt: expect.any(String) });
    expect((await api('DELETE', `/chat/messages/${sent.uuid}`, founder.token)).statusCode).toBe(200);
    expect((await say(investor.token, conversation, { text: 'quote', replyToUUID: sent.uuid })).statusCode).toBe(400);
  });

  it('marks a conversation read for its reader only', async () => {
    const { founder, investor } = g.people;
    await say(founder.token, conversation, { text: 'One more thing' });
    await say(founder.token, conversation, { text: 'And another' });
    await t.app.identitySettled();
    expect(await unread(investor.token)).toBe(2);
    const read = await api('PATCH', `/chat/conversations/${conversation}/read`, investor.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ conversationUUID: conversation, profileUUID: investor.uuid });
    await t.app.identitySettled();
    expect(await unread(investor.token)).toBe(0);
    const mine = (await api('GET', `/chat/conversations/${conversation}`, founder.token)).json().data;
    expect(mine.peerReadAt).toBe(read.json().data.readAt);
    expect((await api('PATCH', `/chat/conversations/${conversation}/read`, g.people.stranger.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps history readable but closes the composer once the connection is removed', async () => {
    const { founder, mentor } = g.people;
    const uuid = (await open(founder.token, mentor.uuid)).json().data.uuid;
    expect((await say(mentor.token, uuid, { text: 'Before' })).statusCode).toBe(201);
    await disconnect(t, founder, mentor);
    try {
      const seen = (await api('GET', `/chat/conversations/${uuid}`, founder.token)).json().data;
      expect(seen).toMatchObject({
        can: { send: false },
        readOnlyReason: 'You are no longer connected with this member',
      });
      const refused = await say(founder.token, uuid, { text: 'After' });
      expect(refused.statusCode).toBe(403);
      // Opening the pair's conversation again says the same: they were connected once.
      expect((await open(founder.token, mentor.uuid)).json().message).toBe(
        'You are no longer connected with this member',
      );
      expect((await api('GET', `/chat/conversations/${uuid}/messages`, founder.token)).json().data.items).toHaveLength(
        1,
      );
    } finally {
      await connect(t, founder, mentor);
    }
  });
});

describe('history and the list', () => {
  it('starts the demo with a conversation its two members have read', async () => {
    const aarav = await signIn('aarav@greenleaf.demo');
    const [first] = (await api('GET', '/chat/conversations', aarav)).json().data.items;
    expect(first).toMatchObject({
      title: 'Rohan Kapoor',
      unreadCount: 0,
      lastMessage: { excerpt: 'Thursday at 10 works. Talk then!', attachment: null },
      can: { send: true },
    });
    expect(first.peerReadAt).not.toBeNull();
    const history = (await api('GET', `/chat/conversations/${first.uuid}/messages`, aarav)).json().data.items;
    expect(history).toHaveLength(4);
  });

  it('pages history by cursor, oldest first within a page, with nothing repeated or skipped', async () => {
    const { founder, investor } = await tenantGraph(t, 'localhost', {
      founder: cast.cofounder,
      investor: cast.investor2,
    }).then((graph) => graph.people);
    await connect(t, founder, investor);
    const uuid = (await open(founder.token, investor.uuid)).json().data.uuid;
    await rows(sql`insert into chat_messages (tenant_id, conversation_id, sender_profile_id, body)
      select c.tenant_id, c.id, ${founder.profileId}, 'message ' || n from conversations c, generate_series(1, 65) n
       where c.uuid = ${uuid} order by n`);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = (await api('GET', `/chat/conversations/${uuid}/messages${query}`, investor.token)).json().data;
      sizes.push(page.items.length);
      seen.unshift(...page.items.map((m: { text: string }) => m.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([30, 30, 5]);
    expect(seen).toEqual(Array.from({ length: 65 }, (_, i) => `message ${i + 1}`));
    expect((await api('GET', `/chat/conversations/${uuid}/messages?cursor=garbage`, investor.token)).statusCode).toBe(
      400,
    );
    expect((await api('GET', `/chat/conversations/${uuid}/messages?limit=101`, investor.token)).statusCode).toBe(400);
  });

  it('lists conversations newest first by cursor, and finds them by name', async () => {
    const { founder } = g.people;
    const all = (await api('GET', '/chat/conversations?limit=50', founder.token)).json().data.items;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await api('GET', `/chat/conversations?limit=1${query}`, founder.token)).json().data;
      paged.push(...page.items.map((c: { uuid: string }) => c.uuid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((c: { uuid: string }) => c.uuid));
    const found = (await api('GET', '/chat/conversations?search=meera', founder.token)).json().data.items;
    expect(found.map((c: { title: string }) => c.title)).toEqual(['Meera Mentor']);
    expect((await api('GET', '/chat/conversations?search=100%25_', founder.token)).json().data.items).toEqual([]);
    expect((await api('GET', `/chat/conversations?search=${'x'.repeat(101)}`, founder.token)).statusCode).toBe(400);
  });
});

describe('files', () => {
  let conversation: string;
  beforeAll(async () => {
    conversation = (await open(g.people.founder.token, g.people.investor.uuid)).json().data.uuid;
  });
  const send = (token: string, file: Buffer, name: string, text?: string) =>
    upload(t.app, {
      host: 'localhost',
      url: `/api/v1/chat/conversations/${conversation}/messages/attachment`,
      token,
      parts: [
        ...(text === undefined ? [] : [{ name: 'text', content: text }]),
        { name: 'file', filename: name, type: 'application/octet-stream', content: file },
      ],
    });

  it('sends a photo without what the camera wrote into it, for members only', async () => {
    const { founder, investor, stranger } = g.people;
    const res = await send(founder.token, await photo('jpeg'), 'IMG_0001.jpg', 'Our pilot site');
    expect(res.statusCode).toBe(201);
    const message = res.json().data;
    expect(message).toMatchObject({
      text: 'Our pilot site',
      attachment: { name: 'IMG_0001.jpg', kind: 'jpg', isImage: true, width: 64, height: 48 },
    });
    const file = await api('GET', message.attachment.url.replace('/api/v1', ''), investor.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes(Buffer.from('Secret Model'))).toBe(false);
    expect((await api('GET', message.attachment.url.replace('/api/v1', ''), stranger.token)).statusCode).toBe(404);
  });

  it('sends a document as it is, and refuses other files and strangers before storing anything', async () => {
    const { founder, stranger } = g.people;
    const res = await send(founder.token, pdf(), 'deck.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachment).toMatchObject({ name: 'deck.pdf', kind: 'pdf', isImage: false });
    const before = await storedMessages(t, conversation);
    const script = await send(founder.token, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.sh');
    expect(script.statusCode).toBe(400);
    expect(script.json().errors[0]).toMatch(/^file: /);
    const html = await send(founder.token, Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf');
    expect(html.statusCode).toBe(400);
    const big = await send(founder.token, Buffer.alloc(limits.documentSizeBytes + 1, 1), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect((await send(stranger.token, pdf(), 'deck.pdf')).statusCode).toBe(404);
    expect(await storedMessages(t, conversation)).toEqual(before);
  });

  it('removes the file with its message', async () => {
    const { founder, investor } = g.people;
    const message = (await send(founder.token, pdf('to delete'), 'old.pdf')).json().data;
    const [row] = (await storedMessages(t, conversation)).filter((m) => m.uuid === message.uuid);
    expect(await t.app.storage.get(String(row?.attachmentKey))).not.toBeNull();
    await api('DELETE', `/chat/messages/${message.uuid}`, founder.token);
    expect(await t.app.storage.get(String(row?.attachmentKey))).toBeNull();
    expect((await api('GET', message.attachment.url.replace('/api/v1', ''), investor.token)).statusCode).toBe(404);
  });
});

describe('limits and email', () => {
  it('refuses a flood of messages with 429, storing nothing past the limit', async () => {
    const { founder, investor } = await tenantGraph(t, 'localhost', {
      founder: cast.founder,
      investor: cast.investor,
    }).then((graph) => graph.people);
    await connect(t, founder, investor);
    const uuid = (await open(founder.token, investor.uuid)).json().data.uuid;
    // The limit counts per minute window: the clock is held inside one, so no window turns mid-test.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:05Z') });
    try {
      const answers: number[] = [];
      for (let i = 0; i < limits.chatMessagesPerMinute + 2; i++) {
        answers.push((await say(founder.token, uuid, { text: `m${i}` })).statusCode);
      }
      expect(answers.filter((status) => status === 201)).toHaveLength(limits.chatMessagesPerMinute);
      expect(answers.slice(-2)).toEqual([429, 429]);
      const refused = await say(founder.token, uuid, { text: 'again' });
      expect(refused.json().message).toMatch(/too fast/);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await storedMessages(t, uuid)).toHaveLength(limits.chatMessagesPerMinute);
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues one email per unread spell, sent after the quiet period only if still unread and wanted', async () => {
    const { founder, investor } = await tenantGraph(t, 'localhost', {
      founder: cast.founder,
      investor: cast.investor,
    }).then((graph) => graph.people);
    await connect(t, founder, investor);
    const uuid = (await open(founder.token, investor.uuid)).json().data.uuid;
    await say(founder.token, uuid, { text: 'First' });
    await say(founder.token, uuid, { text: 'Second' });
    const queued = await rows(
      sql`select data, extract(epoch from start_after - created_on)::int as delay from pgboss.job
           where name = 'chat.unread-email' and data->>'profileId' = ${String(investor.profileId)}`,
    );
    expect(queued).toHaveLength(1);
    expect(Number(queued[0]?.delay)).toBeGreaterThanOrEqual(limits.chatEmailQuietSeconds - 1);
    const job = createUnreadEmail({
      db: t.database.db,
      mailer: t.app.mailer,
      origin: async () => 'http://localhost:3000',
    });
    await job.run(queued[0]?.data as UnreadEmail);
    const mail = await rows(sql`select subject, body from outbox_messages where "to" = ${investor.email}`);
    expect(mail).toEqual([
      {
        subject: 'Asha Founder sent you 2 messages on Ventura Startup Mission',
        body: expect.stringMatching(new RegExp(`/chat/conversations/${uuid}`)),
      },
    ]);
    // The same spell is not emailed twice, and a spell read in time is not emailed at all.
    await job.run(queued[0]?.data as UnreadEmail);
    await api('PATCH', `/chat/conversations/${uuid}/read`, investor.token);
    await say(founder.token, uuid, { text: 'Third' });
    await api('PATCH', `/chat/conversations/${uuid}/read`, investor.token);
    const next = await rows(
      sql`select data from pgboss.job where name = 'chat.unread-email' and data->>'profileId' = ${String(investor.profileId)}
           order by created_on desc limit 1`,
    );
    await job.run(next[0]?.data as UnreadEmail);
    expect(await rows(sql`select 1 from outbox_messages where "to" = ${investor.email}`)).toHaveLength(1);
  });
});

describe('team conversations', () => {
  it('gathers a team’s owner and members in one conversation, and refuses a team of one', async () => {
    const { owner, member, solo } = await tenantGraph(t, 'localhost', {
      owner: { type: 'startup', name: 'Tara Owner', organizationName: 'Team Solar', approvalStatus: 'approved' },
      member: { type: 'startup', name: 'Tom Member', organizationName: 'Team Solar', approvalStatus: 'approved' },
      solo: { type: 'startup', name: 'Sol Alone', approvalStatus: 'approved' },
    }).then((graph) => graph.people);
    await rows(sql`update profiles set parent_id = ${owner.profileId} where id = ${member.profileId}`);
    const refused = await api('POST', '/chat/conversations/team', solo.token);
    expect(refused.statusCode).toBe(409);
    expect(await conversationCount()).toBeGreaterThan(0);

    // The profile says who may open a team chat; the conversation says whether the team has anyone else.
    const canOf = async (token: string) => (await api('GET', '/users/profile', token)).json().data.can.teamChat;
    expect(await canOf(member.token)).toBe(true);
    const opened = await api('POST', '/chat/conversations/team', member.token);
    expect(opened.statusCode).toBe(201);
    const team = opened.json().data;
    expect(team).toMatchObject({ kind: 'team', title: 'Team Solar', peer: null, can: { send: true } });
    expect(team.members.map((m: { name: string }) => m.name)).toEqual(['Tara Owner']);
    const byOwner = await api('POST', '/chat/conversations/team', owner.token);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data.uuid).toBe(team.uuid);
    await say(owner.token, team.uuid, { text: 'Stand-up at ten' });
    await t.app.identitySettled();
    expect(await unread(member.token)).toBe(1);
    expect((await say(solo.token, team.uuid, { text: 'me too' })).statusCode).toBe(404);
  });
});
