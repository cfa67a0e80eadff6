/*
 * The wall's cached pages changed in place: pure functions over TanStack Query's data, so that the socket's
 * events and the answers of writes land the same way. Each returns its input unchanged when nothing in it
 * changed, so that nothing renders again for an event about a post this page does not hold.
 */
import type { InfiniteData } from '@tanstack/react-query';
import {
  type Comment,
  type CommentPage,
  type Post,
  type PostCreatedEvent,
  type PostPage,
  type PostUpdatedEvent,
  type ReactionCounts,
  type ReactionType,
  reactionTypes,
} from '@ventura/shared';

export type FeedData = InfiniteData<PostPage, string | null>;
export type ThreadData = InfiniteData<CommentPage, string | null>;

/** A post or a comment: what its reactions look like. */
type Reactable = { reactions: ReactionCounts; reactionCount: number; myReaction: ReactionType | null };

/** Each page's items through `change` (null drops the item); the same data when no item changed. */
const mapPages = <I, P extends { items: I[] }>(
  data: InfiniteData<P, string | null> | undefined,
  change: (item: I) => I | null,
): InfiniteData<P, string | null> | undefined => {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.flatMap((item) => {
      const next = change(item);
      if (next !== item) changed = true;
      return next ? [next] : [];
    });
    return items.length === page.items.length && items.every((item, index) => item === page.items[index])
      ? page
      : { ...page, items };
  });
  return changed ? { ...data, pages } : data;
};

/** The feed with one post changed (by its uuid), or dropped when `change` answers null. */
export const feedWithPost = (data: FeedData | undefined, uuid: string, change: (post: Post) => Post | null) =>
  mapPages<Post, PostPage>(data, (post) => (post.uuid === uuid ? change(post) : post));

/** A thread with one comment changed (by its uuid), or dropped when `change` answers null. */
export const threadWithComment = (
  data: ThreadData | undefined,
  uuid: string,
  change: (comment: Comment) => Comment | null,
) => mapPages<Comment, CommentPage>(data, (comment) => (comment.uuid === uuid ? change(comment) : comment));

/** Whether a feed holds a post. */
export const feedHolds = (data: FeedData | undefined, uuid: string) =>
  data?.pages.some((page) => page.items.some((post) => post.uuid === uuid)) ?? false;

/** The feed with a new post on top (the caller's own, just written); unchanged when it is there already. */
export const feedWithNewPost = (data: FeedData | undefined, post: Post): FeedData | undefined => {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first || feedHolds(data, post.uuid)) return data;
  return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
};

/** A thread with a comment at its end (the newest, the caller's own); unchanged when it is there already. */
export const threadWithNewComment = (data: ThreadData | undefined, comment: Comment): ThreadData | undefined => {
  const last = data?.pages.at(-1);
  if (!data || !last || data.pages.some((page) => page.items.some((item) => item.uuid === comment.uuid))) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, comment] }] };
};

/** Every item of the loaded pages, each once (a page asked again after an insert may repeat one). */
export const itemsOf = <T extends { uuid: string }>(data: InfiniteData<{ items: T[] }, unknown> | undefined) => {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.uuid)) return false;
      seen.add(item.uuid);
      return true;
    }),
  );
};

/** A post after another screen's edit (post_updated): its text, mentions, link preview and edit time. */
export const postAfterUpdate = (post: Post, event: PostUpdatedEvent): Post => ({
  ...post,
  text: event.text,
  mentions: event.mentions,
  linkPreview: event.linkPreview,
  editedAt: event.editedAt,
});

/** An item with the reaction counts someone's reaction left (reactions_changed); the caller's own stays. */
export const withReactionCounts = <T extends Reactable>(item: T, summary: { total: number; counts: ReactionCounts }) =>
  item.reactionCount === summary.total && reactionTypes.every((type) => item.reactions[type] === summary.counts[type])
    ? item
    : { ...item, reactionCount: summary.total, reactions: { ...summary.counts } };

/**
 * An item as it looks once the caller's reaction is `next` (null: none), before the server says so: the
 * old reaction's count goes down, the new one's up.
 */
export const withMyReaction = <T extends Reactable>(item: T, next: ReactionType | null): T => {
  const previous = item.myReaction;
  if (previous === next) return item;
  const reactions = { ...item.reactions };
  let total = item.reactionCount;
  if (previous) {
    reactions[previous] = Math.max(0, reactions[previous] - 1);
    total = Math.max(0, total - 1);
  }
  if (next) {
    reactions[next] += 1;
    total += 1;
  }
  return { ...item, reactions, reactionCount: total, myReaction: next };
};

/**
 * The posts announced since the feed was shown, for the 'N new posts' button: each post once, none of the
 * caller's own (already on top of their feed) and none the feed already holds.
 */
export const newPostsAfter = (
  announced: readonly string[],
  event: PostCreatedEvent,
  context: { myProfileUuid: string | null; shown: (postUuid: string) => boolean },
): readonly string[] => {
  if (event.authorUUID === context.myProfileUuid) return announced;
  if (announced.includes(event.postUUID) || context.shown(event.postUUID)) return announced;
  return [...announced, event.postUUID];
};
