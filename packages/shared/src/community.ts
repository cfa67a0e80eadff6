import { z } from 'zod';
import { ConnectionPeer } from './connections.ts';
import { limits } from './constants.ts';
import { DocumentKind } from './documents.ts';
import { limitAtMost, pageLimit, pageQuery, pageSizes } from './paging.ts';

/**
 * The community wall (issue 18; spec calls 7.7): posts with text, mentions, images, documents and a link
 * preview; one level of comment threads; one reaction per member per item; reports the operators decide.
 * The tenant's `community_feed` flag switches it, and its `community` settings say who may post.
 */

/** The socket room every open feed joins (one per tenant: rooms are the tenant's own). */
export const communityRoom = 'community_feed';

export const reactionTypes = ['like', 'celebrate', 'support', 'insightful', 'curious'] as const;
export const ReactionType = z.enum(reactionTypes, 'Choose a reaction: like, celebrate, support, insightful or curious');
export type ReactionType = z.infer<typeof ReactionType>;
export const reactionLabels: Record<ReactionType, { label: string; emoji: string }> = {
  like: { label: 'Like', emoji: '👍' },
  celebrate: { label: 'Celebrate', emoji: '🎉' },
  support: { label: 'Support', emoji: '🤝' },
  insightful: { label: 'Insightful', emoji: '💡' },
  curious: { label: 'Curious', emoji: '🤔' },
};
export type ReactionCounts = Record<ReactionType, number>;
export const ReactionCounts = z.object(
  Object.fromEntries(reactionTypes.map((type) => [type, z.number().int()])) as Record<ReactionType, z.ZodNumber>,
);

/** Who may post (the tenant's community settings): approved members, some account types, or operators. */
export const postingRules = ['members', 'account_types', 'operators'] as const;
export const PostingRule = z.enum(postingRules);
export type PostingRule = z.infer<typeof PostingRule>;

/** Why a post or comment is reported. */
export const reportReasons = ['spam', 'harassment', 'misinformation', 'inappropriate', 'other'] as const;
export const ReportReason = z.enum(reportReasons, 'Choose why you report this');
export type ReportReason = z.infer<typeof ReportReason>;
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  misinformation: 'False or misleading',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/**
 * A mention is written into the text as `@[Name](profile-uuid)`: the web's composer inserts it, the
 * server checks the profile and notifies it, and the web shows it as a link to the profile.
 */
export const mentionPattern =
  /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/g;
export const mentionToken = (name: string, profileUuid: string) =>
  `@[${name.replace(/[[\]\n]/g, ' ').trim()}](${profileUuid})`;

export const Mention = z.object({ uuid: z.string(), name: z.string() });
export type Mention = z.infer<typeof Mention>;

/**
 * GET posts/mentionable: the members a mention being typed may name, found by the person's name or by
 * their profile's, whatever the profile's type (spec 5: at least 3 characters).
 */
export const MentionSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(limits.minSearchLength, `Type at least ${limits.minSearchLength} characters of a name`)
    .max(120, 'A name can be at most 120 characters'),
  limit: pageLimit(pageSizes.mentions, limitAtMost(pageSizes.mentions)),
});
export type MentionSearchQuery = z.infer<typeof MentionSearchQuery>;
/** Its answer: the members, each as a post's author is shown. */
export const MentionCandidates = z.array(ConnectionPeer);
export type MentionCandidates = z.infer<typeof MentionCandidates>;

/** A post's author (or a commenter): a member's card. */
export const PostAuthor = ConnectionPeer;
export type PostAuthor = z.infer<typeof PostAuthor>;

export const PostFileType = z.enum(['image', 'document'], 'fileType must be image or document');
export type PostFileType = z.infer<typeof PostFileType>;

/**
 * A file on a post. An image (re-encoded WebP) is served from `url` like other images; a document from
 * GET posts/files/{uuid} to whoever may read the post.
 */
export const PostFile = z.object({
  uuid: z.string(),
  type: PostFileType,
  kind: z.union([DocumentKind, z.literal('webp')]),
  name: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
});
export type PostFile = z.infer<typeof PostFile>;

/** POST posts/upload-file (multipart): the file, and whether it is an image or a document. */
export const PostUploadForm = z.object({
  file: z
    .file()
    .describe(
      `An image (PNG, JPEG, WebP, GIF) or a document (PDF, Word, Excel, PowerPoint); at most ${limits.documentSizeBytes / 1024 / 1024} MB`,
    ),
  fileType: PostFileType,
});
export const PostUploadFields = z.strictObject({ fileType: PostFileType });

/** What the server read of a linked page: built on the server, with a timeout and a size cap. */
export const LinkPreview = z.object({
  url: z.string(),
  siteName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;

export const LinkPreviewQuery = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'The link can be at most 2000 characters')
    .regex(/^https?:\/\/[^\s]+$/i, 'Enter a web address starting with http:// or https://'),
});

/** What the caller may do with a post; the web shows what this answers and derives nothing itself. */
export const PostAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  comment: z.boolean(),
  react: z.boolean(),
  report: z.boolean(),
  /** An operator's: hide it from members (it stays for its author, marked hidden). */
  moderate: z.boolean(),
});

export const Post = z.object({
  uuid: z.string(),
  author: PostAuthor,
  /** Plain text with `@[Name](uuid)` mentions; shown as text, never as markup. */
  text: z.string(),
  mentions: z.array(Mention),
  files: z.array(PostFile),
  linkPreview: LinkPreview.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Hidden by an operator: only its author and the operators still see it. */
  hidden: z.boolean(),
  commentCount: z.number().int(),
  reactionCount: z.number().int(),
  reactions: ReactionCounts,
  myReaction: ReactionType.nullable(),
  /** The shareable path of the post in the web app. */
  url: z.string(),
  can: PostAbilities,
});
export type Post = z.infer<typeof Post>;

export const PostPage = z.object({
  items: z.array(Post),
  /** Asks for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Whether the caller may write a post, and if not why (the tenant's rule, an unapproved profile). */
  canPost: z.boolean(),
  cannotPostReason: z.string().nullable(),
});
export type PostPage = z.infer<typeof PostPage>;

const Cursor = z.string().max(200, 'This page cursor is not valid');

export const PostQuery = z.object({
  cursor: Cursor.optional(),
  limit: pageLimit(pageSizes.feed),
});
export type PostQuery = z.infer<typeof PostQuery>;

/** GET posts/me/{type}: the caller's own posts, or those they commented on, reacted to or were mentioned in. */
export const MyPostsType = z.enum(
  ['posts', 'commented', 'reacted', 'mentioned'],
  'Choose posts, commented, reacted or mentioned',
);
export type MyPostsType = z.infer<typeof MyPostsType>;

export const PostStats = z.object({
  posts: z.number().int(),
  comments: z.number().int(),
  reactionsReceived: z.number().int(),
  commentsReceived: z.number().int(),
  mentions: z.number().int(),
});
export type PostStats = z.infer<typeof PostStats>;

const postText = z
  .string()
  .max(limits.postLength, `A post can be at most ${limits.postLength} characters`)
  .transform((text) => text.trim());

/** POST posts: text (may be empty when files are attached), files uploaded first, a link preview read first. */
export const NewPost = z
  .strictObject({
    text: postText,
    fileUUIDs: z
      .array(z.uuid('This is not an uploaded file'))
      .max(limits.postFiles, `A post can carry at most ${limits.postFiles} files`)
      .default([]),
    /** The link whose preview the composer showed (GET posts/link-preview); dropped when not in the text. */
    linkPreviewUrl: LinkPreviewQuery.shape.url.nullable().optional(),
  })
  .refine((post) => post.text.length > 0 || post.fileUUIDs.length > 0, {
    message: 'Write something or attach a file',
    path: ['text'],
  });
export type NewPost = z.infer<typeof NewPost>;

/** PATCH posts/{uuid}: the author changes the text (files stay). */
export const EditPost = z.strictObject({ text: postText });
export type EditPost = z.infer<typeof EditPost>;

export const CommentAbilities = z.object({
  delete: z.boolean(),
  reply: z.boolean(),
  react: z.boolean(),
  report: z.boolean(),
});

export const Comment = z.object({
  uuid: z.string(),
  postUUID: z.string(),
  /** The top-level comment this one answers (threads are one level deep). */
  parentUUID: z.string().nullable(),
  author: PostAuthor,
  text: z.string(),
  mentions: z.array(Mention),
  createdAt: z.string(),
  replyCount: z.number().int(),
  reactionCount: z.number().int(),
  reactions: ReactionCounts,
  myReaction: ReactionType.nullable(),
  can: CommentAbilities,
});
export type Comment = z.infer<typeof Comment>;

/** GET posts/{uuid}/comments: top-level comments oldest first, or one comment's replies (parentUUID). */
export const CommentQuery = z.object({
  parentUUID: z.uuid('This is not a comment id').optional(),
  cursor: Cursor.optional(),
  limit: pageLimit(pageSizes.panel),
});
export type CommentQuery = z.infer<typeof CommentQuery>;

export const CommentPage = z.object({ items: z.array(Comment), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof CommentPage>;

/** POST posts/{uuid}/comments: the spec's `comment`, and the comment answered (a reply to a reply joins its thread). */
export const NewComment = z.strictObject({
  comment: z
    .string()
    .max(limits.commentLength, `A comment can be at most ${limits.commentLength} characters`)
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, 'Write a comment'),
  parentUUID: z.uuid('This is not a comment id').optional(),
});
export type NewComment = z.infer<typeof NewComment>;

export const ReactionItem = z.enum(['post', 'comment']);
export type ReactionItem = z.infer<typeof ReactionItem>;

/** POST and DELETE …/react, GET …/react/count: an item's reactions after the change. */
export const ReactionSummary = z.object({
  item: ReactionItem,
  uuid: z.string(),
  postUUID: z.string(),
  total: z.number().int(),
  counts: ReactionCounts,
  myReaction: ReactionType.nullable(),
});
export type ReactionSummary = z.infer<typeof ReactionSummary>;

/** GET posts/{uuid}/react/{type}: who reacted (type 'all' for every kind), newest first. */
export const Reactor = z.object({ profile: PostAuthor, type: ReactionType, createdAt: z.string() });
export const ReactorListType = z.union([ReactionType, z.literal('all')]);
export const ReactorQuery = z.object(pageQuery(pageSizes.lines));

export const NewReport = z.strictObject({
  reason: ReportReason,
  note: z
    .string()
    .max(500, 'The note can be at most 500 characters')
    .transform((note) => note.trim())
    .optional(),
});
export type NewReport = z.infer<typeof NewReport>;

/** Realtime events on the feed's room (viewer-independent: each screen keeps its own reaction and rights). */
export const communityEvents = {
  postCreated: 'post_created',
  postUpdated: 'post_updated',
  postRemoved: 'post_removed',
  commentsChanged: 'comments_changed',
  reactionsChanged: 'reactions_changed',
} as const;

export const PostCreatedEvent = z.object({ postUUID: z.string(), authorUUID: z.string() });
export const PostUpdatedEvent = z.object({
  postUUID: z.string(),
  text: z.string(),
  mentions: z.array(Mention),
  linkPreview: LinkPreview.nullable(),
  editedAt: z.string().nullable(),
});
export const PostRemovedEvent = z.object({ postUUID: z.string() });
export const CommentsChangedEvent = z.object({
  postUUID: z.string(),
  commentUUID: z.string(),
  parentUUID: z.string().nullable(),
  change: z.enum(['added', 'removed']),
  commentCount: z.number().int(),
  /** The thread's replies after the change, when the comment is a reply. */
  replyCount: z.number().int().nullable(),
  authorUUID: z.string(),
});
export type PostCreatedEvent = z.infer<typeof PostCreatedEvent>;
export type PostUpdatedEvent = z.infer<typeof PostUpdatedEvent>;
export type PostRemovedEvent = z.infer<typeof PostRemovedEvent>;
export type CommentsChangedEvent = z.infer<typeof CommentsChangedEvent>;
export type ReactionsChangedEvent = Omit<ReactionSummary, 'myReaction'>;

/** The console's queue of reported items (one row per post or comment, its open reports together). */
export const ReportStatus = z.enum(['open', 'resolved']);
export const ReportQuery = z.object({
  status: ReportStatus.default('open'),
  ...pageQuery(pageSizes.list),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportedItem = z.object({
  item: ReactionItem,
  uuid: z.string(),
  postUUID: z.string(),
  author: PostAuthor,
  text: z.string(),
  fileCount: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.object({ reason: ReportReason, count: z.number().int() })),
  reports: z.array(
    z.object({ reporterName: z.string(), reason: ReportReason, note: z.string().nullable(), createdAt: z.string() }),
  ),
  firstReportedAt: z.string(),
  /** Once decided: what, by whom, when. */
  decision: z
    .object({
      action: z.enum(['hide', 'delete', 'dismiss']),
      by: z.string(),
      at: z.string(),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type ReportedItem = z.infer<typeof ReportedItem>;

export const ReportDecision = z.strictObject({
  decision: z.enum(['hide', 'delete', 'dismiss'], 'Choose hide, delete or dismiss'),
  note: z
    .string()
    .max(500, 'The note can be at most 500 characters')
    .transform((note) => note.trim())
    .optional(),
});
export type ReportDecision = z.infer<typeof ReportDecision>;

/** Spec 8: the community's default error texts. */
export const communityErrors = {
  savePost: 'Error while saving post!',
  saveComment: 'Error while saving comment!',
  deleteComment: 'Error while deleting comment!',
  saveReaction: 'Error while saving reaction!',
  postNotFound: 'Post not found!',
} as const;

/** PATCH admin/community/posts/{uuid}/visibility: an operator hides a post from members, or shows it again. */
export const PostVisibility = z.strictObject({
  hidden: z.boolean('Say whether the post is hidden'),
  note: ReportDecision.shape.note,
});
export type PostVisibility = z.infer<typeof PostVisibility>;
