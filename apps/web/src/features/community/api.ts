import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  CommentPage,
  LinkPreview,
  limits,
  listEnvelope,
  MentionCandidates,
  type MyPostsType,
  Post,
  PostFile,
  type PostFileType,
  PostPage,
  PostStats,
  PublicProfile,
  type ReactionItem,
  Reactor,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';

/** Which posts a feed lists: everyone's, or the caller's own (posts, commented, reacted, mentioned). */
export type FeedView = 'all' | MyPostsType;

/** The feeds the wall's page offers, as `?view=` names them: everyone's, the caller's posts, their mentions. */
export const wallViews = ['all', 'posts', 'mentioned'] as const satisfies readonly FeedView[];
export type WallView = (typeof wallViews)[number];

/** The feed a `?view=` value names on the wall's page; anything else is everyone's. */
export const wallViewOf = (value: string | null): WallView => wallViews.find((view) => view === value) ?? 'all';

export const communityKeys = {
  all: ['community'] as const,
  feeds: ['community', 'feed'] as const,
  feed: (view: FeedView) => ['community', 'feed', view] as const,
  post: (uuid: string) => ['community', 'post', uuid] as const,
  comments: (postUuid: string) => ['community', 'comments', postUuid] as const,
  thread: (postUuid: string, parentUuid: string | null) =>
    ['community', 'comments', postUuid, parentUuid ?? 'top'] as const,
  stats: ['community', 'stats'] as const,
  reactors: (postUuid: string) => ['community', 'reactors', postUuid] as const,
  linkPreview: (url: string) => ['community', 'link-preview', url] as const,
  members: (text: string) => ['community', 'members', text] as const,
};

/** Paging starts without a cursor; each next page names the one before it. */
const firstPage = (): string | null => null;

export const postPath = (uuid: string) => `/posts/${encodeURIComponent(uuid)}`;
export const commentPath = (uuid: string) => `/comments/${encodeURIComponent(uuid)}`;
export const itemPath = (item: ReactionItem, uuid: string) => (item === 'post' ? postPath(uuid) : commentPath(uuid));

/** A refusal (401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET posts (everyone's, newest first) or posts/me/{view}, a page at a time. */
export const feedQuery = (view: FeedView) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(view),
    queryFn: ({ pageParam, signal }) =>
      api.get(view === 'all' ? '/posts' : `/posts/me/${view}`, PostPage, {
        query: { cursor: pageParam, limit: limits.postsLimit },
        signal,
      }),
    initialPageParam: firstPage(),
    getNextPageParam: (last) => last.nextCursor,
    retry: retryUnlessRefused,
    // The wall's route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

/** GET posts/{uuid}: one post, signed in or (where the tenant shares posts) out. */
export const postQuery = (uuid: string) =>
  queryOptions({
    queryKey: communityKeys.post(uuid),
    queryFn: ({ signal }) => api.get(postPath(uuid), Post, { signal }),
    retry: retryUnlessRefused,
  });

/** GET posts/me/stats: the caller's wall in numbers. */
export const statsQuery = () =>
  queryOptions({
    queryKey: communityKeys.stats,
    queryFn: ({ signal }) => api.get('/posts/me/stats', PostStats, { signal }),
    staleTime: 60_000,
  });

/** GET posts/{uuid}/comments: the top-level comments oldest first, or (with a parent) that thread's replies. */
export const threadQuery = (postUuid: string, parentUuid: string | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.thread(postUuid, parentUuid),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${postPath(postUuid)}/comments`, CommentPage, {
        query: { parentUUID: parentUuid, cursor: pageParam, limit: limits.commentsLimit },
        signal,
      }),
    initialPageParam: firstPage(),
    getNextPageParam: (last) => last.nextCursor,
  });

const ReactorPage = listEnvelope(Reactor).shape.data;
const reactorsPageSize = 30;

/** GET posts/{uuid}/react/all: who reacted to a post, newest first, thirty at a time. */
export const reactorsQuery = (postUuid: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.reactors(postUuid),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${postPath(postUuid)}/react/all`, ReactorPage, {
        query: { pageNumber: pageParam, limit: reactorsPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber * last.limit < last.total ? last.pageNumber + 1 : undefined),
  });

const MaybePreview = LinkPreview.nullable();

/** GET posts/link-preview: what the server read of a linked page, or null when it found nothing to show. */
export const linkPreviewQuery = (url: string) =>
  queryOptions({
    queryKey: communityKeys.linkPreview(url),
    queryFn: ({ signal }) => api.get('/posts/link-preview', MaybePreview, { query: { url }, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });

/**
 * GET posts/mentionable: members to mention (at most eight), found by the person's name or their
 * profile's, of every profile type the tenant has.
 */
export const memberSearchQuery = (text: string) =>
  queryOptions({
    queryKey: communityKeys.members(text),
    queryFn: ({ signal }) => api.get('/posts/mentionable', MentionCandidates, { query: { q: text, limit: 8 }, signal }),
    staleTime: 60_000,
    retry: false,
  });

const ProfileAddress = PublicProfile.pick({ profileUrl: true });

/** GET users/public_profile/{uuid}: where a mentioned member's profile lives (a mention names no account type). */
export const profileAddressQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['community', 'profile-address', uuid] as const,
    queryFn: async ({ signal }) =>
      (await api.get(`/users/public_profile/${encodeURIComponent(uuid)}`, ProfileAddress, { signal })).profileUrl,
    staleTime: 10 * 60_000,
    retry: retryUnlessRefused,
  });

/**
 * POST posts/upload-file: an image or a document for the post being written, stored before the post is.
 * The type goes before the file: the server reads the form in order and the file comes last.
 */
export const uploadPostFile = (file: File, fileType: PostFileType, signal: AbortSignal) => {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', file);
  return api.post('/posts/upload-file', PostFile, { body: form, signal });
};
