import { communityEvents, limits } from '@ventura/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { pdf } from '../documents/test-files.ts';
import { fetchLinkPreview } from './link-preview.ts';
import { createLinkPreviewJob } from './previews.ts';
import { pageServer, setCommunity, setWall } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    mentor: cast.mentor,
    corporate: cast.corporate,
    pending: { type: 'investor', name: 'Pat Pending', approvalStatus: 'submitted' },
  });

beforeAll(async () => {
  t = await createTestApp({ LINK_PREVIEW_PRIVATE_ADDRESSES: 'true' });
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
  // Another tenant with its wall on: what is refused there is refused for being another tenant's.
  await setWall(t, other.tenant.id, true);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with the wall empty and every allowance fresh.
  await rows('delete from posts');
  await rows('delete from post_uploads');
  await rows('delete from throttle_counters');
  await rows('delete from notifications');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const post = (token: string, body: Record<string, unknown>) => api('POST', '/posts', token, body);
const write = async (token: string, text: string) => {
  const response = await post(token, { text });
  expect(response.statusCode).toBe(201);
  return response.json().data as { uuid: string; [key: string]: unknown };
};
const postCount = async () => Number((await rows('select count(*)::int as n from posts'))[0]?.n);
const mention = (person: { name: string; uuid: string }) => `@[${person.name}](${person.uuid})`;
/** The events sent to the feed's room, by name. */
const emitted = () => {
  const toRoom = vi.spyOn(t.app.realtime, 'toRoom');
  return () => toRoom.mock.calls.map(([, room, event, payload]) => ({ room, event, payload }));
};
const image = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Secret Model' } })
    .toBuffer();
const uploadFile = async (token: string, fileType: string, content: Buffer, filename = 'file.bin') =>
  upload(t.app, {
    host: 'localhost',
    url: '/api/v1/posts/upload-file',
    token,
    parts: [
      { name: 'fileType', content: fileType },
      { name: 'file', filename, content },
    ],
  });

describe('who may reach the wall', () => {
  it('needs a session for everything but a shared post', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/posts'],
      ['POST', '/posts'],
      ['GET', '/posts/me/stats'],
      ['GET', '/posts/me/posts'],
      ['PATCH', `/posts/${uuid}`],
      ['DELETE', `/posts/${uuid}`],
      ['POST', `/posts/${uuid}/comments`],
      ['POST', `/posts/${uuid}/react/like`],
      ['DELETE', `/comments/${uuid}`],
      ['GET', '/admin/community/reports'],
    ] as const) {
      const body = method === 'POST' || method === 'PATCH' ? { text: 'x' } : undefined;
      expect((await api(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 on every route while the tenant’s wall is off', async () => {
    await setWall(t, g.tenant.id, false);
    try {
      const response = await api('GET', '/posts', g.people.founder.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not enabled/);
      expect((await post(g.people.founder.token, { text: 'Hello' })).statusCode).toBe(404);
      expect(await postCount()).toBe(0);
    } finally {
      await setWall(t, g.tenant.id, true);
    }
  });
});

describe('posting', () => {
  it('stores a post with its author’s card, tells open feeds, and lists it first', async () => {
    const { founder, investor } = g.people;
    const events = emitted();
    const created = await write(founder.token, 'We are hiring two engineers!');
    expect(created).toMatchObject({
      text: 'We are hiring two engineers!',
      author: { uuid: founder.uuid, name: 'Asha Founder', organizationName: 'Solar Sprout', accountType: 'startup' },
      files: [],
      linkPreview: null,
      hidden: false,
      commentCount: 0,
      reactionCount: 0,
      myReaction: null,
      url: `/community-feed/posts/${created.uuid}`,
      can: { edit: true, delete: true, comment: true, react: true, report: false, moderate: false },
    });
    expect(events()).toContainEqual({
      room: 'community_feed',
      event: communityEvents.postCreated,
      payload: { postUUID: created.uuid, authorUUID: founder.uuid },
    });
    const feed = (await api('GET', '/posts', investor.token)).json().data;
    expect(feed.items[0]).toMatchObject({ uuid: created.uuid, can: { edit: false, delete: false, report: true } });
    expect(feed).toMatchObject({ canPost: true, cannotPostReason: null });
  });

  it('keeps markup as plain text: a script is stored and answered as the characters written', async () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)>';
    const created = await write(g.people.founder.token, text);
    expect(created.text).toBe(text);
  });

  it('refuses empty, blank, over-long and unknown input, storing nothing', async () => {
    const { founder } = g.people;
    for (const body of [
      {},
      { text: '' },
      { text: '   \n ' },
      { text: 'x'.repeat(limits.postLength + 1) },
      { text: 'Hello', extra: true },
      { text: 'Hello', fileUUIDs: ['not-a-uuid'] },
      { text: 42 },
    ]) {
      const response = await post(founder.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(await postCount()).toBe(0);
  });

  it('notifies the members a post mentions, and refuses a mention of someone outside the tenant', async () => {
    const { founder, investor, mentor } = g.people;
    const created = await write(founder.token, `Thanks ${mention(investor)} and ${mention(mentor)}!`);
    expect(created.mentions).toEqual([
      { uuid: investor.uuid, name: 'Ivan Investor' },
      { uuid: mentor.uuid, name: 'Meera Mentor' },
    ]);
    const notices = await rows(`select user_id as "userId", kind, title, url from notifications order by user_id`);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      kind: 'community_mention',
      title: 'Asha Founder mentioned you in a post',
      url: `/community-feed/posts/${created.uuid}`,
    });
    const mentioned = (await api('GET', '/posts/me/mentioned', investor.token)).json().data.items;
    expect(mentioned.map((item: { uuid: string }) => item.uuid)).toEqual([created.uuid]);

    const outsider = await post(founder.token, { text: `Hi ${mention(other.people.founder)}` });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0]).toMatch(/^text: A member you mentioned was not found/);
    const pending = await post(founder.token, { text: `Hi ${mention(g.people.pending)}` });
    expect(pending.statusCode).toBe(400);
    expect(await postCount()).toBe(1);
  });

  it('pages the feed newest first by an opaque cursor, without repeats', async () => {
    const { founder, investor } = g.people;
    for (let i = 1; i <= 7; i += 1) await write(i % 2 ? founder.token : investor.token, `Post ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = (await api('GET', `/posts${query}`, founder.token)).json().data;
      seen.push(...page.items.map((item: { text: string }) => item.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3', 'Post 2', 'Post 1']);
    expect((await api('GET', '/posts?cursor=bm90LWEtY3Vyc29y', founder.token)).statusCode).toBe(400);
    expect((await api('GET', `/posts?limit=${limits.postsMaxLimit + 1}`, founder.token)).statusCode).toBe(400);
    const mine = (await api('GET', '/posts/me/posts', investor.token)).json().data.items;
    expect(mine.map((item: { text: string }) => item.text)).toEqual(['Post 6', 'Post 4', 'Post 2']);
    const theirs = (await api('GET', `/posts/user/${investor.uuid}?limit=2`, founder.token)).json().data;
    expect(theirs.items).toHaveLength(2);
    expect(theirs.nextCursor).not.toBeNull();
  });

  it('refuses a flood of posts with 429, storing nothing past the limit', async () => {
    const { mentor } = g.people;
    for (let i = 0; i < limits.postsPerHour; i += 1) await write(mentor.token, `Update ${i}`);
    const flood = await post(mentor.token, { text: 'One more' });
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBeDefined();
    expect(await postCount()).toBe(limits.postsPerHour);
  });

  it('follows the tenant’s rule of who may post', async () => {
    const { founder, investor, pending, operator } = g.people;
    try {
      await setCommunity(t, g.tenant.id, 'who_may_post', 'operators');
      const refused = await post(founder.token, { text: 'Hello' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the platform team posts on this wall');
      const feed = (await api('GET', '/posts', founder.token)).json().data;
      expect(feed).toMatchObject({ canPost: false, cannotPostReason: 'Only the platform team posts on this wall' });
      await write(operator.token, 'Applications for the spring cohort are open');

      await setCommunity(t, g.tenant.id, 'who_may_post', 'account_types');
      await setCommunity(t, g.tenant.id, 'posting_account_types', ['investor']);
      expect((await post(founder.token, { text: 'Hello' })).json().message).toBe('Posting is open to investors only');
      await write(investor.token, 'Investors: our thesis for 2027');
      expect((await post(pending.token, { text: 'Hello' })).statusCode).toBe(403);
    } finally {
      await setCommunity(t, g.tenant.id, 'who_may_post', 'members');
      await setCommunity(t, g.tenant.id, 'posting_account_types', []);
    }
    const unapproved = await post(pending.token, { text: 'Hello' });
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().message).toMatch(/approved/);
    expect(await postCount()).toBe(2);
  });
});

describe('changing and deleting posts', () => {
  it('lets the author edit and delete, refuses others, and answers 404 to another tenant', async () => {
    const { founder, investor } = g.people;
    const created = await write(founder.token, 'First draft');
    const events = emitted();
    const edited = await api('PATCH', `/posts/${created.uuid}`, founder.token, { text: 'Second draft' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ text: 'Second draft', editedAt: expect.any(String) });
    expect(events().map((e) => e.event)).toContain(communityEvents.postUpdated);

    expect((await api('PATCH', `/posts/${created.uuid}`, investor.token, { text: 'Mine now' })).statusCode).toBe(403);
    expect((await api('DELETE', `/posts/${created.uuid}`, investor.token)).statusCode).toBe(403);
    expect((await api('PATCH', `/posts/${created.uuid}`, founder.token, { text: '' })).statusCode).toBe(400);
    const outsider = other.people.founder.token;
    expect((await alpha.api('GET', `/posts/${created.uuid}`, outsider)).statusCode).toBe(404);
    expect((await alpha.api('PATCH', `/posts/${created.uuid}`, outsider, { text: 'x' })).statusCode).toBe(404);
    expect((await alpha.api('DELETE', `/posts/${created.uuid}`, outsider)).statusCode).toBe(404);
    expect((await alpha.api('POST', `/posts/${created.uuid}/comments`, outsider, { comment: 'x' })).statusCode).toBe(
      404,
    );
    expect((await alpha.api('POST', `/posts/${created.uuid}/react/like`, outsider)).statusCode).toBe(404);
    expect((await rows(`select body from posts`))[0]?.body).toBe('Second draft');

    expect((await api('DELETE', `/posts/${created.uuid}`, founder.token)).statusCode).toBe(200);
    expect(await postCount()).toBe(0);
    expect(events().map((e) => e.event)).toContain(communityEvents.postRemoved);
  });

  it('lets an operator delete a member’s post, and audits it', async () => {
    const created = await write(g.people.founder.token, 'Buy cheap followers here');
    expect((await api('DELETE', `/posts/${created.uuid}`, g.people.operator.token)).statusCode).toBe(200);
    const audit = await rows(
      `select action, subject_id as "subjectId" from audit_log where action = 'community.post.delete' order by id desc limit 1`,
    );
    expect(audit[0]).toEqual({ action: 'community.post.delete', subjectId: created.uuid });
  });
});

describe('files', () => {
  it('re-encodes an image as WebP within bounds, without its camera data, served like other images', async () => {
    const { founder, investor } = g.people;
    const uploaded = await uploadFile(founder.token, 'image', await image(), 'launch.jpg');
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ type: 'image', kind: 'webp', name: 'launch.webp', width: limits.postImageBoundPx });
    const created = (await post(founder.token, { text: '', fileUUIDs: [file.uuid] })).json().data;
    expect(created.files).toEqual([file]);
    const served = await t.app.inject({ method: 'GET', url: file.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Someone else cannot put the same upload on their post.
    const stolen = await post(investor.token, { text: 'Look', fileUUIDs: [file.uuid] });
    expect(stolen.statusCode).toBe(400);
    expect(await postCount()).toBe(1);
  });

  it('keeps documents behind the post: members download, another tenant gets 404', async () => {
    const { founder, investor } = g.people;
    const uploaded = await uploadFile(founder.token, 'document', pdf(), 'Pitch deck.pdf');
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ type: 'document', kind: 'pdf', name: 'Pitch deck.pdf' });
    await post(founder.token, { text: 'Our deck', fileUUIDs: [file.uuid] });
    const download = await api('GET', `/posts/files/${file.uuid}`, investor.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment/);
    expect((await alpha.api('GET', `/posts/files/${file.uuid}`, other.people.founder.token)).statusCode).toBe(404);
  });

  it('refuses files of the wrong kind or size, and fileTypes that do not match the bytes', async () => {
    const { founder } = g.people;
    const text = await uploadFile(founder.token, 'document', Buffer.from('#!/bin/sh\necho hi\n'), 'run.sh');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0]).toMatch(/^file:/);
    expect((await uploadFile(founder.token, 'image', pdf(), 'deck.pdf')).statusCode).toBe(400);
    expect((await uploadFile(founder.token, 'document', await image(40, 40), 'a.jpg')).statusCode).toBe(400);
    expect((await uploadFile(founder.token, 'video', pdf())).statusCode).toBe(400);
    const huge = Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes)]);
    expect((await uploadFile(founder.token, 'document', huge)).statusCode).toBe(413);
    expect(Number((await rows('select count(*)::int as n from post_uploads'))[0]?.n)).toBe(0);
  });

  it('removes a deleted post’s files from storage', async () => {
    const { founder } = g.people;
    const file = (await uploadFile(founder.token, 'image', await image(100, 100))).json().data;
    const created = (await post(founder.token, { text: 'Gone soon', fileUUIDs: [file.uuid] })).json().data;
    await api('DELETE', `/posts/${created.uuid}`, founder.token);
    const served = await t.app.inject({ method: 'GET', url: file.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('threads replies one level deep, keeps counts, and notifies the post’s and the thread’s authors', async () => {
    const { founder, investor, mentor } = g.people;
    const created = await write(founder.token, 'Who is coming to demo day?');
    const events = emitted();
    const first = await api('POST', `/posts/${created.uuid}/comments`, investor.token, { comment: 'I will!' });
    expect(first.statusCode).toBe(201);
    const comment = first.json().data;
    expect(comment).toMatchObject({ text: 'I will!', parentUUID: null, author: { uuid: investor.uuid } });
    const reply = (
      await api('POST', `/posts/${created.uuid}/comments`, mentor.token, {
        comment: 'Me too',
        parentUUID: comment.uuid,
      })
    ).json().data;
    const deeper = (
      await api('POST', `/posts/${created.uuid}/comments`, founder.token, { comment: 'Great', parentUUID: reply.uuid })
    ).json().data;
    expect(deeper.parentUUID).toBe(comment.uuid);

    const top = (await api('GET', `/posts/${created.uuid}/comments`, founder.token)).json().data;
    expect(top.items).toHaveLength(1);
    expect(top.items[0]).toMatchObject({ uuid: comment.uuid, replyCount: 2 });
    const replies = (
      await api('GET', `/posts/${created.uuid}/comments?parentUUID=${comment.uuid}`, founder.token)
    ).json().data.items;
    expect(replies.map((item: { text: string }) => item.text)).toEqual(['Me too', 'Great']);
    expect((await api('GET', `/posts/${created.uuid}`, founder.token)).json().data.commentCount).toBe(3);

    const notices = await rows(`select kind, title from notifications order by id`);
    expect(notices).toEqual([
      { kind: 'community_comment', title: 'Ivan Investor commented on your post' },
      { kind: 'community_reply', title: 'Meera Mentor replied to your comment' },
      { kind: 'community_comment', title: 'Meera Mentor commented on your post' },
      { kind: 'community_reply', title: 'Asha Founder replied to your comment' },
    ]);
    expect(events().filter((e) => e.event === communityEvents.commentsChanged)).toHaveLength(3);
  });

  it('lets the comment’s author, the post’s author and operators delete; a top-level one takes its replies', async () => {
    const { founder, investor, mentor, operator } = g.people;
    const created = await write(founder.token, 'Feedback welcome');
    const add = async (token: string, comment: string, parentUUID?: string) =>
      (
        await api('POST', `/posts/${created.uuid}/comments`, token, { comment, ...(parentUUID ? { parentUUID } : {}) })
      ).json().data.uuid as string;
    const a = await add(investor.token, 'Nice');
    await add(mentor.token, 'Agreed', a);
    const b = await add(mentor.token, 'Spam spam');
    const c = await add(investor.token, 'Another');
    expect((await api('DELETE', `/comments/${a}`, mentor.token)).statusCode).toBe(403);
    const removed = await api('DELETE', `/comments/${a}`, founder.token);
    expect(removed.json().data).toEqual({ commentUUID: a, postUUID: created.uuid, commentCount: 2 });
    expect((await api('DELETE', `/comments/${b}`, operator.token)).statusCode).toBe(200);
    expect((await api('DELETE', `/comments/${c}`, investor.token)).statusCode).toBe(200);
    expect(Number((await rows('select count(*)::int as n from post_comments'))[0]?.n)).toBe(0);
    expect((await api('GET', `/posts/${created.uuid}`, founder.token)).json().data.commentCount).toBe(0);
  });

  it('refuses empty and over-long comments, and comments from unapproved profiles', async () => {
    const { founder, pending } = g.people;
    const created = await write(founder.token, 'Say something');
    for (const body of [
      {},
      { comment: '  ' },
      { comment: 'x'.repeat(limits.commentLength + 1) },
      { comment: 'x', y: 1 },
    ]) {
      expect((await api('POST', `/posts/${created.uuid}/comments`, founder.token, body)).statusCode).toBe(400);
    }
    const unknownParent = { comment: 'x', parentUUID: '00000000-0000-4000-8000-000000000000' };
    expect((await api('POST', `/posts/${created.uuid}/comments`, founder.token, unknownParent)).statusCode).toBe(404);
    expect((await api('POST', `/posts/${created.uuid}/comments`, pending.token, { comment: 'Hi' })).statusCode).toBe(
      403,
    );
    expect(Number((await rows('select count(*)::int as n from post_comments'))[0]?.n)).toBe(0);
  });
});

describe('reactions', () => {
  it('keeps one reaction per member per item, changeable, and counts by kind', async () => {
    const { founder, investor, mentor } = g.people;
    const created = await write(founder.token, 'We closed our seed round!');
    const events = emitted();
    const liked = await api('POST', `/posts/${created.uuid}/react/like`, investor.token);
    expect(liked.json().data).toMatchObject({ item: 'post', total: 1, counts: { like: 1 }, myReaction: 'like' });
    const twice = await api('POST', `/posts/${created.uuid}/react/like`, investor.token);
    expect(twice.statusCode).toBe(409);
    const changed = await api('POST', `/posts/${created.uuid}/react/celebrate`, investor.token);
    expect(changed.json().data).toMatchObject({ total: 1, counts: { like: 0, celebrate: 1 } });
    await api('POST', `/posts/${created.uuid}/react/celebrate`, mentor.token);
    const count = (await api('GET', `/posts/${created.uuid}/react/count`, founder.token)).json().data;
    expect(count).toMatchObject({ total: 2, counts: { celebrate: 2 }, myReaction: null });
    const who = (await api('GET', `/posts/${created.uuid}/react/all`, founder.token)).json().data;
    expect(who.total).toBe(2);
    expect(who.items.map((item: { profile: { uuid: string } }) => item.profile.uuid)).toEqual([
      mentor.uuid,
      investor.uuid,
    ]);
    const back = await api('DELETE', `/posts/${created.uuid}/react`, investor.token);
    expect(back.json().data).toMatchObject({ total: 1, counts: { celebrate: 1 }, myReaction: null });
    expect((await api('POST', `/posts/${created.uuid}/react/love`, investor.token)).statusCode).toBe(400);
    const announced = events().filter((e) => e.event === communityEvents.reactionsChanged);
    expect(announced).toHaveLength(4);
    expect(announced.at(-1)?.payload).not.toHaveProperty('myReaction');
    const feed = (await api('GET', '/posts', mentor.token)).json().data.items[0];
    expect(feed).toMatchObject({ reactionCount: 1, myReaction: 'celebrate' });
  });

  it('reacts to comments the same way', async () => {
    const { founder, investor } = g.people;
    const created = await write(founder.token, 'Question');
    const comment = (await api('POST', `/posts/${created.uuid}/comments`, investor.token, { comment: 'Answer' })).json()
      .data;
    const liked = await api('POST', `/comments/${comment.uuid}/react/insightful`, founder.token);
    expect(liked.json().data).toMatchObject({ item: 'comment', postUUID: created.uuid, total: 1 });
    const listed = (await api('GET', `/posts/${created.uuid}/comments`, founder.token)).json().data.items[0];
    expect(listed).toMatchObject({ reactionCount: 1, myReaction: 'insightful', reactions: { insightful: 1 } });
  });
});

describe('reports and moderation', () => {
  it('takes a report once, lists it for operators, and hiding takes the post off the feed', async () => {
    const { founder, investor, mentor, operator } = g.people;
    const created = await write(founder.token, 'Click this suspicious link');
    const report = await api('POST', `/posts/${created.uuid}/report`, investor.token, { reason: 'spam', note: 'Scam' });
    expect(report.statusCode).toBe(201);
    expect((await api('POST', `/posts/${created.uuid}/report`, investor.token, { reason: 'spam' })).statusCode).toBe(
      409,
    );
    expect((await api('POST', `/posts/${created.uuid}/report`, founder.token, { reason: 'spam' })).statusCode).toBe(
      403,
    );
    expect((await api('POST', `/posts/${created.uuid}/report`, mentor.token, { reason: 'nope' })).statusCode).toBe(400);
    await api('POST', `/posts/${created.uuid}/report`, mentor.token, { reason: 'harassment' });

    expect((await api('GET', '/admin/community/reports', founder.token)).statusCode).toBe(403);
    const queue = (await api('GET', '/admin/community/reports', operator.token)).json().data;
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({
      item: 'post',
      uuid: created.uuid,
      reportCount: 2,
      hidden: false,
      author: { uuid: founder.uuid },
      decision: null,
    });
    expect(queue.items[0].reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['harassment', 'spam']);

    const events = emitted();
    const decided = await api('PATCH', `/admin/community/reports/post/${created.uuid}`, operator.token, {
      decision: 'hide',
      note: 'Phishing',
    });
    expect(decided.json()).toEqual({ message: 'Hidden from members' });
    expect(events()).toContainEqual({
      room: 'community_feed',
      event: communityEvents.postRemoved,
      payload: { postUUID: created.uuid },
    });
    expect((await api('GET', '/posts', investor.token)).json().data.items).toEqual([]);
    expect((await api('GET', `/posts/${created.uuid}`, investor.token)).statusCode).toBe(404);
    expect((await api('POST', `/posts/${created.uuid}/react/like`, investor.token)).statusCode).toBe(404);
    const own = (await api('GET', `/posts/${created.uuid}`, founder.token)).json().data;
    expect(own).toMatchObject({ hidden: true, can: { comment: false, react: false } });
    expect((await api('GET', '/admin/community/reports', operator.token)).json().data.total).toBe(0);
    const resolved = (await api('GET', '/admin/community/reports?status=resolved', operator.token)).json().data;
    expect(resolved.items[0].decision).toMatchObject({ action: 'hide', by: 'Platform operator', note: 'Phishing' });
    const audit = await rows(
      `select action, detail->>'note' as note from audit_log where subject_id = '${created.uuid}'`,
    );
    expect(audit).toEqual([{ action: 'community.report.hide', note: 'Phishing' }]);
  });

  it('deletes a reported comment by decision, and shows a hidden post again', async () => {
    const { founder, investor, operator } = g.people;
    const created = await write(founder.token, 'Open thread');
    const comment = (
      await api('POST', `/posts/${created.uuid}/comments`, investor.token, { comment: 'Rude words' })
    ).json().data;
    await api('POST', `/comments/${comment.uuid}/report`, founder.token, { reason: 'harassment' });
    const queue = (await api('GET', '/admin/community/reports', operator.token)).json().data;
    expect(queue.items[0]).toMatchObject({ item: 'comment', uuid: comment.uuid, postUUID: created.uuid });
    const bad = await api('PATCH', `/admin/community/reports/comment/${comment.uuid}`, operator.token, {
      decision: 'ban',
    });
    expect(bad.statusCode).toBe(400);
    await api('PATCH', `/admin/community/reports/comment/${comment.uuid}`, operator.token, { decision: 'delete' });
    expect((await api('GET', `/posts/${created.uuid}`, founder.token)).json().data.commentCount).toBe(0);

    const hide = (hidden: boolean, token = operator.token) =>
      api('PATCH', `/admin/community/posts/${created.uuid}/visibility`, token, { hidden });
    expect((await hide(true, founder.token)).statusCode).toBe(403);
    expect((await hide(true)).json().data.hidden).toBe(true);
    expect((await api('GET', '/posts', investor.token)).json().data.items).toEqual([]);
    expect((await hide(false)).json().data.hidden).toBe(false);
    expect((await api('GET', '/posts', investor.token)).json().data.items).toHaveLength(1);
  });

  it('lets the author edit a hidden post, which stays hidden and tells no one', async () => {
    const { founder, investor, mentor, operator } = g.people;
    const site = await pageServer({ '/deal': { type: 'text/html', body: '<title>Secret deal</title>' } });
    try {
      const created = await write(founder.token, 'Buy my course');
      await api('PATCH', `/admin/community/posts/${created.uuid}/visibility`, operator.token, { hidden: true });
      const events = emitted();
      const text = `Sorry, fixed: see ${mention(investor)}`;
      const edited = await api('PATCH', `/posts/${created.uuid}`, founder.token, { text });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ text, hidden: true, can: { edit: true, comment: false } });
      // An operator's edit of it travels nowhere either.
      const byOperator = await api('PATCH', `/posts/${created.uuid}`, operator.token, {
        text: `${text} ${mention(mentor)}`,
      });
      expect(byOperator.json().data.hidden).toBe(true);
      // Its preview, read by the job while it is hidden, is kept on it and not sent to open feeds.
      const url = `${site.origin}/deal`;
      const [row] = await rows(`select id from posts where uuid = '${created.uuid}'`);
      const job = createLinkPreviewJob({
        db: t.database.db,
        storage: t.app.storage,
        realtime: t.app.realtime,
        log: t.app.log,
        previewsMayReadPrivate: true,
      });
      await job.run({ tenantId: g.tenant.id, postId: Number(row?.id), url }, { attempt: 1, lastAttempt: true });
      expect((await api('GET', `/posts/${created.uuid}`, founder.token)).json().data.linkPreview).toMatchObject({
        title: 'Secret deal',
      });
      expect(events()).toEqual([]);
      expect(await rows('select kind from notifications')).toEqual([]);
      expect((await api('GET', `/posts/${created.uuid}`, investor.token)).statusCode).toBe(404);
      expect((await api('GET', '/posts/me/mentioned', investor.token)).json().data.items).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('a shared post', () => {
  it('opens signed out only where the tenant allows it, with nothing to do', async () => {
    const created = await write(g.people.founder.token, 'Read all about it');
    await setCommunity(t, g.tenant.id, 'public_posts', false);
    expect((await api('GET', `/posts/${created.uuid}`)).statusCode).toBe(404);
    await setCommunity(t, g.tenant.id, 'public_posts', true);
    try {
      const response = await api('GET', `/posts/${created.uuid}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        text: 'Read all about it',
        myReaction: null,
        can: { edit: false, delete: false, comment: false, react: false, report: false, moderate: false },
      });
      expect((await api('GET', `/posts/${created.uuid}/comments`)).statusCode).toBe(200);
      expect((await api('POST', `/posts/${created.uuid}/react/like`)).statusCode).toBe(401);
    } finally {
      // The demo's own setting.
      await setCommunity(t, g.tenant.id, 'public_posts', true);
    }
  });
});

describe('stats', () => {
  it('counts what the caller wrote and what came back', async () => {
    const { founder, investor } = g.people;
    const created = await write(founder.token, `Hello ${mention(investor)}`);
    await api('POST', `/posts/${created.uuid}/comments`, investor.token, { comment: 'Hi!' });
    await api('POST', `/posts/${created.uuid}/react/like`, investor.token);
    expect((await api('GET', '/posts/me/stats', founder.token)).json().data).toEqual({
      posts: 1,
      comments: 0,
      reactionsReceived: 1,
      commentsReceived: 1,
      mentions: 0,
    });
    expect((await api('GET', '/posts/me/stats', investor.token)).json().data).toMatchObject({
      comments: 1,
      mentions: 1,
    });
    expect((await api('GET', '/posts/me/commented', investor.token)).json().data.items).toHaveLength(1);
    expect((await api('GET', '/posts/me/reacted', investor.token)).json().data.items).toHaveLength(1);
    expect((await api('GET', '/posts/me/nothing', investor.token)).statusCode).toBe(400);
  });
});

describe('link previews', () => {
  const page = `<!doctype html><html><head>
    <meta property="og:title" content="Solar Sprout &amp; friends">
    <meta property="og:description" content="Clean energy for every roof">
    <meta property="og:site_name" content="Solar Sprout">
    <meta property="og:image" content="/cover.png">
    <title>Ignored</title></head><body>${'x'.repeat(1000)}</body></html>`;

  it('reads a page’s title, description and image (copied in), and puts it on the post', async () => {
    const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const site = await pageServer({
      '/launch': { type: 'text/html; charset=utf-8', body: page },
      '/cover.png': { type: 'image/png', body: cover },
      '/file.zip': { type: 'application/zip', body: 'PK' },
    });
    try {
      const url = `${site.origin}/launch`;
      const preview = (
        await api('GET', `/posts/link-preview?url=${encodeURIComponent(url)}`, g.people.founder.token)
      ).json().data;
      expect(preview).toMatchObject({
        url,
        title: 'Solar Sprout & friends',
        description: 'Clean energy for every roof',
        siteName: 'Solar Sprout',
        imageUrl: expect.stringMatching(/^\/api\/v1\/files\/.+-preview\.webp$/),
      });
      const created = (await post(g.people.founder.token, { text: `We launched: ${url}`, linkPreviewUrl: url })).json()
        .data;
      expect(created.linkPreview).toEqual(preview);

      const notPage = `${site.origin}/file.zip`;
      expect(
        (await api('GET', `/posts/link-preview?url=${encodeURIComponent(notPage)}`, g.people.founder.token)).json()
          .data,
      ).toBeNull();
      expect((await api('GET', '/posts/link-preview?url=javascript:alert(1)', g.people.founder.token)).statusCode).toBe(
        400,
      );
    } finally {
      await site.close();
    }
  });

  it('reads the preview of a post written without one in a job, and tells open feeds', async () => {
    const site = await pageServer({ '/news': { type: 'text/html', body: '<title>Big news</title>' } });
    try {
      const url = `${site.origin}/news`;
      const created = (await post(g.people.founder.token, { text: `See ${url}` })).json().data;
      expect(created.linkPreview).toBeNull();
      const [row] = await rows(`select id from posts where uuid = '${created.uuid}'`);
      const events = emitted();
      const job = createLinkPreviewJob({
        db: t.database.db,
        storage: t.app.storage,
        realtime: t.app.realtime,
        log: t.app.log,
        previewsMayReadPrivate: true,
      });
      await job.run({ tenantId: g.tenant.id, postId: Number(row?.id), url }, { id: 'test' } as never);
      const after = (await api('GET', `/posts/${created.uuid}`, g.people.founder.token)).json().data;
      expect(after.linkPreview).toMatchObject({ title: 'Big news', imageUrl: null });
      expect(events().map((e) => e.event)).toContain(communityEvents.postUpdated);
    } finally {
      await site.close();
    }
  });

  it('never reads private or loopback addresses in a deployment', async () => {
    const site = await pageServer({ '/': { type: 'text/html', body: '<title>Internal admin</title>' } });
    try {
      expect(await fetchLinkPreview(`${site.origin}/`, { allowPrivate: false })).toBeNull();
      expect(await fetchLinkPreview('http://localhost/', { allowPrivate: false })).toBeNull();
      expect(await fetchLinkPreview('http://169.254.169.254/latest/meta-data', { allowPrivate: false })).toBeNull();
      expect(await fetchLinkPreview(`${site.origin}/`, { allowPrivate: true })).toMatchObject({
        title: 'Internal admin',
      });
    } finally {
      await site.close();
    }
    // Every spelling of a non-public address, redirects and DNS answers: link-preview.test.ts.
  });
});
