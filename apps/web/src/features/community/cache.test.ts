// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communityKeys } from './api.ts';
import {
  type FeedData,
  feedWithNewPost,
  feedWithPost,
  itemsOf,
  newPostsAfter,
  postAfterUpdate,
  type ThreadData,
  threadWithNewComment,
  withMyReaction,
  withReactionCounts,
} from './cache.ts';
import { commentFixture, pageFixture, postFixture } from './community-fixture.ts';
import { storeCommentsChanged, storeReactions } from './store.ts';

const first = postFixture({ uuid: 'a0000000-0000-4000-8000-000000000001' });
const second = postFixture({ uuid: 'a0000000-0000-4000-8000-000000000002' });
const feed = (...pages: (typeof first)[][]): FeedData => ({
  pages: pages.map((items) => pageFixture(items)),
  pageParams: pages.map((_, index) => (index === 0 ? null : `cursor-${index}`)),
});

describe('the feed in the cache', () => {
  it('changes one post where it is, and drops one', () => {
    const data = feed([first], [second]);
    const changed = feedWithPost(data, second.uuid, (post) => ({ ...post, text: 'Edited' }));
    expect(changed?.pages[1]?.items[0]?.text).toBe('Edited');
    expect(changed?.pages[0]).toBe(data.pages[0]);
    expect(itemsOf(feedWithPost(data, first.uuid, () => null))).toEqual([second]);
  });

  it('gives back the same data when the post is not in it', () => {
    const data = feed([first]);
    expect(feedWithPost(data, 'elsewhere', () => null)).toBe(data);
    expect(feedWithPost(undefined, first.uuid, () => null)).toBeUndefined();
  });

  it('puts the caller’s new post on top, once', () => {
    const data = feed([first]);
    const added = feedWithNewPost(data, second);
    expect(itemsOf(added).map((post) => post.uuid)).toEqual([second.uuid, first.uuid]);
    expect(feedWithNewPost(added, second)).toBe(added);
  });

  it('lists each post once across pages asked again', () => {
    expect(itemsOf(feed([second, first], [first])).map((post) => post.uuid)).toEqual([second.uuid, first.uuid]);
  });
});

describe('realtime changes', () => {
  it('takes another screen’s edit: text, mentions, preview and edit time', () => {
    const edited = postAfterUpdate(first, {
      postUUID: first.uuid,
      text: 'New text',
      mentions: [{ uuid: 'm', name: 'Ravi' }],
      linkPreview: null,
      editedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(edited).toMatchObject({ text: 'New text', editedAt: '2026-11-24T10:00:00.000Z', commentCount: 0 });
    expect(edited.mentions).toHaveLength(1);
  });

  it('takes someone’s reaction counts and keeps the caller’s own reaction', () => {
    const mine = {
      ...first,
      myReaction: 'like' as const,
      reactionCount: 1,
      reactions: { ...first.reactions, like: 1 },
    };
    const counts = { ...first.reactions, like: 1, celebrate: 2 };
    const after = withReactionCounts(mine, { total: 3, counts });
    expect(after).toMatchObject({ reactionCount: 3, myReaction: 'like', reactions: counts });
    expect(withReactionCounts(after, { total: 3, counts })).toBe(after);
  });

  it('shows the caller’s reaction at once: the old kind down, the new one up', () => {
    const liked = withMyReaction(first, 'like');
    expect(liked).toMatchObject({ myReaction: 'like', reactionCount: 1 });
    const changed = withMyReaction(liked, 'celebrate');
    expect(changed).toMatchObject({ myReaction: 'celebrate', reactionCount: 1 });
    expect(changed.reactions).toMatchObject({ like: 0, celebrate: 1 });
    expect(withMyReaction(changed, null)).toMatchObject({ myReaction: null, reactionCount: 0 });
  });

  it('updates every cached copy of an item from reactions_changed', () => {
    const client = new QueryClient();
    client.setQueryData(communityKeys.feed('all'), feed([first]));
    client.setQueryData(communityKeys.post(first.uuid), first);
    const comment = commentFixture({ postUUID: first.uuid });
    const thread: ThreadData = { pages: [{ items: [comment], nextCursor: null }], pageParams: [null] };
    client.setQueryData(communityKeys.thread(first.uuid, null), thread);
    const counts = { ...first.reactions, support: 4 };
    storeReactions(client, { item: 'post', uuid: first.uuid, postUUID: first.uuid, total: 4, counts });
    storeReactions(client, { item: 'comment', uuid: comment.uuid, postUUID: first.uuid, total: 4, counts });
    expect(itemsOf(client.getQueryData<FeedData>(communityKeys.feed('all')))[0]?.reactionCount).toBe(4);
    expect(client.getQueryData<typeof first>(communityKeys.post(first.uuid))?.reactions.support).toBe(4);
    expect(itemsOf(client.getQueryData<ThreadData>(communityKeys.thread(first.uuid, null)))[0]?.reactionCount).toBe(4);
  });

  it('sets the comment count and the thread’s reply count from comments_changed', () => {
    const client = new QueryClient();
    client.setQueryData(communityKeys.feed('all'), feed([first]));
    const parent = commentFixture({ postUUID: first.uuid, replyCount: 1 });
    client.setQueryData<ThreadData>(communityKeys.thread(first.uuid, null), {
      pages: [{ items: [parent], nextCursor: null }],
      pageParams: [null],
    });
    storeCommentsChanged(
      client,
      {
        postUUID: first.uuid,
        commentUUID: 'reply',
        parentUUID: parent.uuid,
        change: 'added',
        commentCount: 5,
        replyCount: 2,
        authorUUID: 'someone-else',
      },
      'p1',
    );
    expect(itemsOf(client.getQueryData<FeedData>(communityKeys.feed('all')))[0]?.commentCount).toBe(5);
    expect(itemsOf(client.getQueryData<ThreadData>(communityKeys.thread(first.uuid, null)))[0]?.replyCount).toBe(2);
    expect(client.getQueryState(communityKeys.thread(first.uuid, null))?.isInvalidated).toBe(true);
  });

  it('does not ask again for a thread the caller’s own new comment is already in', () => {
    const client = new QueryClient();
    client.setQueryData<ThreadData>(communityKeys.thread(first.uuid, null), {
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    storeCommentsChanged(
      client,
      {
        postUUID: first.uuid,
        commentUUID: 'mine',
        parentUUID: null,
        change: 'added',
        commentCount: 1,
        replyCount: null,
        authorUUID: 'p1',
      },
      'p1',
    );
    expect(client.getQueryState(communityKeys.thread(first.uuid, null))?.isInvalidated).toBe(false);
  });

  it('adds the caller’s comment at the end of its thread, once', () => {
    const thread: ThreadData = {
      pages: [
        { items: [commentFixture({ uuid: 'c1' })], nextCursor: 'x' },
        { items: [commentFixture({ uuid: 'c2' })], nextCursor: null },
      ],
      pageParams: [null, 'x'],
    };
    const added = threadWithNewComment(thread, commentFixture({ uuid: 'c3' }));
    expect(itemsOf(added).map((comment) => comment.uuid)).toEqual(['c1', 'c2', 'c3']);
    expect(threadWithNewComment(added, commentFixture({ uuid: 'c3' }))).toBe(added);
  });
});

describe('newPostsAfter (the new posts button)', () => {
  const context = { myProfileUuid: 'p1', shown: (uuid: string) => uuid === first.uuid };

  it('counts each announced post once', () => {
    let announced = newPostsAfter([], { postUUID: 'n1', authorUUID: 'p2' }, context);
    announced = newPostsAfter(announced, { postUUID: 'n2', authorUUID: 'p3' }, context);
    announced = newPostsAfter(announced, { postUUID: 'n1', authorUUID: 'p2' }, context);
    expect(announced).toEqual(['n1', 'n2']);
  });

  it('leaves out the caller’s own posts and those the feed already shows', () => {
    const none: readonly string[] = [];
    expect(newPostsAfter(none, { postUUID: 'mine', authorUUID: 'p1' }, context)).toBe(none);
    expect(newPostsAfter(none, { postUUID: first.uuid, authorUUID: 'p2' }, context)).toBe(none);
  });
});
