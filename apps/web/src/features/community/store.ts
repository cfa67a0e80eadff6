import type { QueryClient } from '@tanstack/react-query';
import type { Comment, CommentsChangedEvent, Post, ReactionsChangedEvent } from '@ventura/shared';
import { communityKeys, type FeedView, postQuery } from './api.ts';
import { type FeedData, feedWithPost, type ThreadData, threadWithComment, withReactionCounts } from './cache.ts';

/*
 * The wall's caches written from outside a query: the socket's events, and the answers of the writes in
 * writes.ts. Each finds every cached copy of the post or comment it changes.
 */

/**
 * One post changed wherever it is cached (the feeds and its own page); `change` answering null drops it
 * from the feeds.
 */
export const storePost = (queryClient: QueryClient, uuid: string, change: (post: Post) => Post | null) => {
  queryClient.setQueriesData<FeedData>({ queryKey: communityKeys.feeds }, (data) => feedWithPost(data, uuid, change));
  queryClient.setQueryData<Post>(communityKeys.post(uuid), (post) => (post ? (change(post) ?? post) : post));
};

/** One comment changed in its post's cached threads. */
export const storeComment = (
  queryClient: QueryClient,
  postUuid: string,
  uuid: string,
  change: (comment: Comment) => Comment | null,
) => {
  queryClient.setQueriesData<ThreadData>({ queryKey: communityKeys.comments(postUuid) }, (data) =>
    threadWithComment(data, uuid, change),
  );
};

/** Someone's reaction (reactions_changed): the item's counts, the caller's own reaction kept. */
export const storeReactions = (queryClient: QueryClient, event: ReactionsChangedEvent) => {
  if (event.item === 'post') storePost(queryClient, event.uuid, (post) => withReactionCounts(post, event));
  else storeComment(queryClient, event.postUUID, event.uuid, (comment) => withReactionCounts(comment, event));
};

/**
 * The comment changes whose counts have reached this screen, per query client. The server tells the room
 * (with the counts after the change) before it answers the writer, so the writer's own answer must not
 * count the same change a second time.
 */
const countedChanges = new WeakMap<QueryClient, Set<string>>();

/** Notes a change ('added:{uuid}', 'removed:{uuid}') as counted; true when it had been already. */
export const alreadyCounted = (queryClient: QueryClient, change: string) => {
  const counted = countedChanges.get(queryClient) ?? new Set<string>();
  countedChanges.set(queryClient, counted);
  if (counted.has(change)) return true;
  counted.add(change);
  return false;
};

/**
 * A comment added or removed (comments_changed): the post's count, the thread's reply count, and the open
 * threads of that post asked again, except for the caller's own new comment (already in place).
 */
export const storeCommentsChanged = (
  queryClient: QueryClient,
  event: CommentsChangedEvent,
  myProfileUuid: string | null,
) => {
  alreadyCounted(queryClient, `${event.change}:${event.commentUUID}`);
  storePost(queryClient, event.postUUID, (post) =>
    post.commentCount === event.commentCount ? post : { ...post, commentCount: event.commentCount },
  );
  const { parentUUID, replyCount } = event;
  if (parentUUID !== null && replyCount !== null) {
    storeComment(queryClient, event.postUUID, parentUUID, (comment) =>
      comment.replyCount === replyCount ? comment : { ...comment, replyCount },
    );
  }
  if (event.change === 'added' && event.authorUUID === myProfileUuid) return;
  void queryClient.invalidateQueries({ queryKey: communityKeys.comments(event.postUUID) });
};

/** A post as this screen holds it: its own page's copy, else the first feed that has it. */
const cachedPost = (queryClient: QueryClient, uuid: string) => {
  const own = queryClient.getQueryData<Post>(communityKeys.post(uuid));
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: communityKeys.feeds })) {
    const found = data?.pages.flatMap((page) => page.items).find((post) => post.uuid === uuid);
    if (found) return found;
  }
  return undefined;
};

/**
 * A post gone for members (post_removed: deleted, or hidden by an operator). Whoever still sees a hidden
 * post (its author, an operator) asks for it again and keeps it, marked hidden, should the server still
 * give it; everyone else loses it at once, and its open page finds it missing.
 */
export const storeRemoval = async (queryClient: QueryClient, uuid: string, myProfileUuid: string | null) => {
  const post = cachedPost(queryClient, uuid);
  const mayStillSee = post !== undefined && (post.can.moderate || post.author.uuid === myProfileUuid);
  if (mayStillSee) {
    try {
      const fresh = await queryClient.fetchQuery({ ...postQuery(uuid), staleTime: 0 });
      storePost(queryClient, uuid, () => fresh);
      return;
    } catch {
      // Not there any more for this viewer either: dropped below.
    }
  }
  storePost(queryClient, uuid, () => null);
  void queryClient.invalidateQueries({ queryKey: communityKeys.post(uuid) });
};

/** The feed back to its first page, asked again (the 'new posts' button): the newest posts on top. */
export const refreshFeed = async (queryClient: QueryClient, view: FeedView) => {
  queryClient.setQueryData<FeedData>(communityKeys.feed(view), (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await queryClient.invalidateQueries({ queryKey: communityKeys.feed(view) });
};
