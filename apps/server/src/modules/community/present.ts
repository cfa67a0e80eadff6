import {
  accountTypeLabels,
  type Comment,
  type Post,
  type PostAuthor,
  type PostFile,
  type ReactionCounts,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { AuthorRow } from './authors.ts';
import type { CommentListRow } from './comment-repo.ts';
import { postFileUrl } from './files.ts';
import { communityPolicy } from './policy.ts';
import type { PostListRow, PostRow } from './repo.ts';
import { emptyCounts, type StoredPostFile } from './tables.ts';

export const presentAuthor = (author: AuthorRow): PostAuthor => ({
  uuid: author.uuid,
  userId: author.userId,
  name: author.name,
  accountType: author.accountType,
  accountTypeLabel: accountTypeLabels[author.accountType],
  organizationName: author.organizationName,
  avatar: author.avatar,
});

export const presentFile = (file: StoredPostFile): PostFile => ({
  uuid: file.uuid,
  type: file.type,
  kind: file.kind as PostFile['kind'],
  name: file.name,
  size: file.size,
  width: file.width,
  height: file.height,
  url: postFileUrl(file),
});

const counts = (stored: ReactionCounts): ReactionCounts => ({ ...emptyCounts, ...stored });

export const postPath = (uuid: string) => `/community-feed/posts/${uuid}`;

/** A post as the viewer sees it (signed out: no reaction, nothing to do). */
export const presentPost = (row: PostListRow, viewer: AuthContext | null): Post => {
  const { post } = row;
  const author = post.authorProfileId;
  const takesPart = viewer !== null && communityPolicy.participate(viewer);
  return {
    uuid: post.uuid,
    author: presentAuthor(row.author),
    text: post.body,
    mentions: post.mentions,
    files: post.files.map(presentFile),
    linkPreview: post.linkPreview ?? null,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    hidden: post.hiddenAt !== null,
    commentCount: post.commentCount,
    reactionCount: post.reactionCount,
    reactions: counts(post.reactionCounts),
    myReaction: row.myReaction ?? null,
    url: postPath(post.uuid),
    can: {
      edit: viewer !== null && communityPolicy.edit(viewer, author),
      delete: viewer !== null && communityPolicy.delete(viewer, author),
      comment: takesPart && post.hiddenAt === null,
      react: takesPart && post.hiddenAt === null,
      report: viewer !== null && communityPolicy.report(viewer, author) && post.hiddenAt === null,
      moderate: viewer !== null && communityPolicy.moderate(viewer),
    },
  };
};

export const presentComment = (
  row: CommentListRow,
  post: Pick<PostRow, 'uuid' | 'authorProfileId' | 'hiddenAt'>,
  parentUuid: string | null,
  viewer: AuthContext | null,
): Comment => {
  const { comment } = row;
  const takesPart = viewer !== null && communityPolicy.participate(viewer) && post.hiddenAt === null;
  return {
    uuid: comment.uuid,
    postUUID: post.uuid,
    parentUUID: parentUuid,
    author: presentAuthor(row.author),
    text: comment.body,
    mentions: comment.mentions,
    createdAt: comment.createdAt.toISOString(),
    replyCount: comment.replyCount,
    reactionCount: comment.reactionCount,
    reactions: counts(comment.reactionCounts),
    myReaction: row.myReaction ?? null,
    can: {
      delete: viewer !== null && communityPolicy.deleteComment(viewer, comment.authorProfileId, post.authorProfileId),
      reply: takesPart,
      react: takesPart,
      report: viewer !== null && communityPolicy.report(viewer, comment.authorProfileId),
    },
  };
};

/** The start of a text, for notifications and the console. */
export const excerpt = (text: string, length = 140) => {
  const plain = text
    .replace(/@\[([^\]\n]{1,120})\]\([0-9a-f-]{36}\)/g, '@$1')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
};
