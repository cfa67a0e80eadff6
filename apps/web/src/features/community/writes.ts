import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Comment,
  CommentsChangedEvent,
  type NewReport,
  Post,
  PostRemovedEvent,
  type ReactionItem,
  ReactionSummary,
  type ReactionType,
} from '@ventura/shared';
import { api, apiWithMessage, type ResponseSchema } from '../../api/client.ts';
import { commentPath, communityKeys, itemPath, postPath } from './api.ts';
import {
  type FeedData,
  feedWithNewPost,
  type ThreadData,
  threadWithNewComment,
  withMyReaction,
  withReactionCounts,
} from './cache.ts';
import { alreadyCounted, storeComment, storePost } from './store.ts';

/* The wall's writes: each puts its answer into the caches at once (or first what it expects, for reactions). */

/** POST posts: the new post goes on top of the caller's feeds at once. */
export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; fileUUIDs: string[]; linkPreviewUrl?: string | undefined }) =>
      api.post('/posts', Post, { body }),
    onSuccess: (post) => {
      for (const view of ['all', 'posts'] as const) {
        queryClient.setQueryData<FeedData>(communityKeys.feed(view), (data) => feedWithNewPost(data, post));
      }
      queryClient.setQueryData(communityKeys.post(post.uuid), post);
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
    },
  });
};

/** PATCH posts/{uuid}: the author's new text. */
export const useEditPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, text }: { uuid: string; text: string }) => api.patch(postPath(uuid), Post, { body: { text } }),
    onSuccess: (post) => storePost(queryClient, post.uuid, () => post),
  });
};

/** DELETE posts/{uuid}: gone from every feed; its own page finds it missing. */
export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(postPath(uuid), PostRemovedEvent),
    onSuccess: ({ postUUID }) => {
      storePost(queryClient, postUUID, () => null);
      void queryClient.invalidateQueries({ queryKey: communityKeys.post(postUUID) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.stats });
    },
  });
};

/** PATCH admin/community/posts/{uuid}/visibility: an operator hides a post from members, or shows it again. */
export const useSetVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, hidden }: { uuid: string; hidden: boolean }) =>
      api.patch(`/admin/community/posts/${encodeURIComponent(uuid)}/visibility`, Post, { body: { hidden } }),
    onSuccess: (post) => storePost(queryClient, post.uuid, () => post),
  });
};

export type Reaction = {
  item: ReactionItem;
  uuid: string;
  postUUID: string;
  /** The caller's reaction from now on; null takes it back. */
  type: ReactionType | null;
};

/**
 * POST …/react/{type} or DELETE …/react: the item shows the change at once and goes back to how it was
 * should the server refuse; the server's counts win once they come.
 */
export const useReact = () => {
  const queryClient = useQueryClient();
  const apply = ({ item, uuid, postUUID }: Reaction, change: <T extends Post | Comment>(value: T) => T) => {
    if (item === 'post') storePost(queryClient, uuid, change);
    else storeComment(queryClient, postUUID, uuid, change);
  };
  return useMutation({
    mutationFn: ({ item, uuid, type }: Reaction) =>
      type
        ? api.post(`${itemPath(item, uuid)}/react/${type}`, ReactionSummary)
        : api.delete(`${itemPath(item, uuid)}/react`, ReactionSummary),
    onMutate: (reaction: Reaction) => {
      const snapshot: { before: Pick<Post, 'reactions' | 'reactionCount' | 'myReaction'> | null } = { before: null };
      apply(reaction, (value) => {
        snapshot.before ??= {
          reactions: value.reactions,
          reactionCount: value.reactionCount,
          myReaction: value.myReaction,
        };
        return withMyReaction(value, reaction.type);
      });
      return snapshot;
    },
    onError: (_error, reaction, context) => {
      const before = context?.before;
      if (before) apply(reaction, (value) => ({ ...value, ...before }));
    },
    onSuccess: (summary, reaction) =>
      apply(reaction, (value) => ({
        ...withReactionCounts(value, summary),
        myReaction: summary.myReaction,
      })),
  });
};

/**
 * POST posts/{uuid}/comments: the comment goes at the end of its thread, the counts up by one (unless the
 * socket brought them already).
 */
export const useAddComment = (postUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { comment: string; parentUUID?: string | undefined }) =>
      api.post(`${postPath(postUuid)}/comments`, Comment, { body }),
    onSuccess: (comment) => {
      queryClient.setQueryData<ThreadData>(communityKeys.thread(postUuid, comment.parentUUID), (data) =>
        threadWithNewComment(data, comment),
      );
      if (alreadyCounted(queryClient, `added:${comment.uuid}`)) return;
      storePost(queryClient, postUuid, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
      if (comment.parentUUID) {
        storeComment(queryClient, postUuid, comment.parentUUID, (parent) => ({
          ...parent,
          replyCount: parent.replyCount + 1,
        }));
      }
    },
  });
};

const CommentRemoved = CommentsChangedEvent.pick({ commentUUID: true, postUUID: true, commentCount: true });

/** DELETE comments/{uuid}: gone from its thread (a top-level one with its replies); the post's count as the server says. */
export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => api.delete(commentPath(comment.uuid), CommentRemoved),
    onSuccess: (removed, comment) => {
      storeComment(queryClient, removed.postUUID, removed.commentUUID, () => null);
      storePost(queryClient, removed.postUUID, (post) => ({ ...post, commentCount: removed.commentCount }));
      if (comment.parentUUID && !alreadyCounted(queryClient, `removed:${comment.uuid}`)) {
        storeComment(queryClient, removed.postUUID, comment.parentUUID, (parent) => ({
          ...parent,
          replyCount: Math.max(0, parent.replyCount - 1),
        }));
      }
    },
  });
};

/** A report's answer: a message, at the top of the body or in its data. */
const ReportAnswer: ResponseSchema<string> = {
  parse: (data) =>
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : '',
};

export const reportedText = 'Thank you. The platform team will look at it.';

/** POST posts|comments/{uuid}/report: the server's thanks (409 when this member reported it before). */
export const useReport = () =>
  useMutation({
    mutationFn: async ({ item, uuid, body }: { item: ReactionItem; uuid: string; body: NewReport }) => {
      const answer = await apiWithMessage.post(`${itemPath(item, uuid)}/report`, ReportAnswer, { body });
      return answer.message || answer.data || reportedText;
    },
  });
