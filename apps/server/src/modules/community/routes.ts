import {
  Comment,
  CommentPage,
  CommentQuery,
  EditPost,
  ErrorBody,
  envelope,
  LinkPreview,
  LinkPreviewQuery,
  limits,
  listEnvelope,
  MentionCandidates,
  MentionSearchQuery,
  MyPostsType,
  NewComment,
  NewPost,
  NewReport,
  Post,
  PostFile,
  PostPage,
  PostQuery,
  PostStats,
  PostUploadFields,
  PostUploadForm,
  PostVisibility,
  ReactionItem,
  ReactionSummary,
  ReactionType,
  Reactor,
  ReactorListType,
  ReactorQuery,
  ReportDecision,
  ReportedItem,
  ReportQuery,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { parseInput } from '../../platform/errors.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as comments from './comments.ts';
import type { Context } from './context.ts';
import { preparePostFile } from './files.ts';
import { searchMentionable } from './mention-search.ts';
import { assertModerator, decide, type Moderator, reportQueue, setVisibility } from './moderation.ts';
import { communityOn } from './policy.ts';
import { presentFile } from './present.ts';
import * as reactions from './reactions.ts';
import * as reading from './reading.ts';
import * as reports from './reports.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['community'];
const PostParams = z.object({ uuid: z.uuid('This is not a post id') });
const CommentParams = z.object({ uuid: z.uuid('This is not a comment id') });
const FileParams = z.object({ uuid: z.uuid('This is not a file id') });
const ProfileParams = z.object({ uuid: z.uuid('This is not a profile id') });
const ReactParams = (item: 'post' | 'comment') =>
  z.object({ uuid: z.uuid(`This is not a ${item} id`), type: ReactionType });
const One = envelope(Post);
const Removed = envelope(z.object({ postUUID: z.string() }));
const Message = z.object({ message: z.string() });

/** The community wall (issue 18; spec calls 7.7): posts, comments, reactions, files, reports. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Off on the tenant (its community_feed flag): the routes are not there.
  requireFeature(app, communityOn);
  await registerMultipart(app);

  const context = (req: FastifyRequest): Context => ({
    ...contextOf(app, req),
    previewsMayReadPrivate: app.config.linkPreviewPrivateAddresses,
  });
  const moderator = (req: FastifyRequest): Moderator => ({ ...context(req), auth: assertModerator(signedIn(req)) });

  app.get(
    '/posts',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'The feed: posts newest first, by cursor, with whether the caller may post',
        querystring: PostQuery,
        response: { 200: envelope(PostPage), ...errors },
      },
    },
    async (req) => ({ data: await reading.feed(context(req), req.query) }),
  );

  app.post(
    '/posts',
    {
      schema: {
        tags,
        summary: 'Write a post: text with mentions, files uploaded first, a link preview; open feeds hear post_created',
        body: NewPost,
        response: { 201: One, ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createPost(context(req), req.body) }),
  );

  app.get(
    '/posts/me/stats',
    {
      schema: {
        tags,
        summary: 'The caller’s wall in numbers: posts, comments, reactions and comments received, mentions',
        response: { 200: envelope(PostStats), ...errors },
      },
    },
    async (req) => ({ data: await reading.stats(context(req)) }),
  );

  app.get(
    '/posts/me/:type',
    {
      schema: {
        tags,
        summary: 'The caller’s posts, or those they commented on, reacted to or were mentioned in',
        params: z.object({ type: MyPostsType }),
        querystring: PostQuery,
        response: { 200: envelope(PostPage), ...errors },
      },
    },
    async (req) => ({ data: await reading.myPosts(context(req), req.params.type, req.query) }),
  );

  app.get(
    '/posts/user/:uuid',
    {
      schema: {
        tags,
        summary: 'A member’s posts, newest first',
        params: ProfileParams,
        querystring: PostQuery,
        response: { 200: envelope(PostPage), ...errors },
      },
    },
    async (req) => ({ data: await reading.userPosts(context(req), req.params.uuid, req.query) }),
  );

  app.get(
    '/posts/mentionable',
    {
      schema: {
        tags,
        summary: 'Members to mention, by a person’s name or their profile’s, of every profile type (approved members)',
        querystring: MentionSearchQuery,
        response: { 200: envelope(MentionCandidates), ...errors },
      },
    },
    async (req) => ({ data: await searchMentionable({ ...context(req), auth: signedIn(req) }, req.query) }),
  );

  app.get(
    '/posts/link-preview',
    {
      schema: {
        tags,
        summary: 'What a link shows under a post (read by the server within 3 s and 512 KB; null when nothing)',
        querystring: LinkPreviewQuery,
        response: { 200: envelope(LinkPreview.nullable()), ...errors, 429: ErrorBody },
      },
    },
    async (req) => ({ data: await service.linkPreview(context(req), req.query.url) }),
  );

  app.post(
    '/posts/upload-file',
    {
      schema: {
        tags,
        summary: 'Upload an image or a document for a post (checked by content and size); post its uuid within a day',
        multipart: PostUploadForm,
        response: { 201: envelope(PostFile), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const ctx = context(req);
      // Who may post is checked before the file is read.
      await service.admitUpload(ctx);
      const form = await readForm(req, { field: 'file', maxBytes: limits.documentSizeBytes, fieldBytes: 64 });
      const fields = parseInput(PostUploadFields, form.fields);
      const file = await preparePostFile(form.bytes, fields.fileType);
      const upload = await service.storeUpload(ctx, file, form.fileName);
      return reply.code(201).send({ data: presentFile({ ...upload, uuid: upload.uuid }) });
    },
  );

  app.get(
    '/posts/files/:uuid',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A post’s document, for whoever may read the post',
        params: FileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const found = await service.openDocument(context(req), req.params.uuid);
      reply.headers({
        ...downloadHeaders,
        'content-type': found.contentType,
        'content-disposition': attachment(found.name),
      });
      if (found.file.size !== null) reply.header('content-length', String(found.file.size));
      return reply.send(found.file.body);
    },
  );

  app.get(
    '/posts/:uuid',
    {
      // A shared link: signed out too where the tenant opens them (community.public_posts).
      config: { public: true },
      schema: {
        tags,
        summary: 'One post, for its shareable page',
        params: PostParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await reading.getPost(context(req), req.params.uuid) }),
  );

  app.patch(
    '/posts/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a post’s text (its author, or an operator, audited); open feeds hear post_updated',
        params: PostParams,
        body: EditPost,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.editPost(context(req), req.params.uuid, req.body) }),
  );

  app.delete(
    '/posts/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a post with its comments, reactions and files (its author, or an operator, audited)',
        params: PostParams,
        response: { 200: Removed, ...errors },
      },
    },
    async (req) => ({ data: await service.deletePost(context(req), req.params.uuid) }),
  );

  app.get(
    '/posts/:uuid/comments',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Top-level comments oldest first, or one thread’s replies (parentUUID), by cursor',
        params: PostParams,
        querystring: CommentQuery,
        response: { 200: envelope(CommentPage), ...errors },
      },
    },
    async (req) => ({ data: await comments.listComments(context(req), req.params.uuid, req.query) }),
  );

  app.post(
    '/posts/:uuid/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment; open feeds hear comments_changed',
        params: PostParams,
        body: NewComment,
        response: { 201: envelope(Comment), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await comments.addComment(context(req), req.params.uuid, req.body) }),
  );

  app.delete(
    '/comments/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a comment with its replies (its author, the post’s author, or an operator)',
        params: CommentParams,
        response: {
          200: envelope(z.object({ commentUUID: z.string(), postUUID: z.string(), commentCount: z.number().int() })),
          ...errors,
        },
      },
    },
    async (req) => ({ data: await comments.deleteComment(context(req), req.params.uuid) }),
  );

  const reactionRoutes = (item: ReactionItem, base: string) => {
    const Params = item === 'post' ? PostParams : CommentParams;
    app.get(
      `${base}/:uuid/react/count`,
      {
        schema: {
          tags,
          summary: `A ${item}’s reactions by kind, and the caller’s own`,
          params: Params,
          response: { 200: envelope(ReactionSummary), ...errors },
        },
      },
      async (req) => ({ data: await reactions.reactionCount(context(req), item, req.params.uuid) }),
    );
    app.post(
      `${base}/:uuid/react/:type`,
      {
        schema: {
          tags,
          summary: `React to a ${item} (one reaction each; another kind replaces it); open feeds hear reactions_changed`,
          params: ReactParams(item),
          response: { 200: envelope(ReactionSummary), ...errors, 409: ErrorBody },
        },
      },
      async (req) => ({ data: await reactions.react(context(req), item, req.params.uuid, req.params.type) }),
    );
    app.delete(
      `${base}/:uuid/react`,
      {
        schema: {
          tags,
          summary: `Take back one’s reaction to a ${item}`,
          params: Params,
          response: { 200: envelope(ReactionSummary), ...errors },
        },
      },
      async (req) => ({ data: await reactions.unreact(context(req), item, req.params.uuid) }),
    );
    app.post(
      `${base}/:uuid/report`,
      {
        schema: {
          tags,
          summary: `Report a ${item} to the platform team (once per member)`,
          params: Params,
          body: NewReport,
          response: { 201: Message, ...errors, 409: ErrorBody },
        },
      },
      async (req, reply) => reply.code(201).send(await reports.report(context(req), item, req.params.uuid, req.body)),
    );
  };
  reactionRoutes('post', '/posts');
  reactionRoutes('comment', '/comments');

  app.get(
    '/posts/:uuid/react/:type',
    {
      schema: {
        tags,
        summary: 'Who reacted to a post (one kind, or all), newest first',
        params: z.object({ uuid: z.uuid('This is not a post id'), type: ReactorListType }),
        querystring: ReactorQuery,
        response: { 200: listEnvelope(Reactor), ...errors },
      },
    },
    async (req) => ({ data: await reactions.reactors(context(req), req.params.uuid, req.params.type, req.query) }),
  );

  app.get(
    '/admin/community/reports',
    {
      schema: {
        tags: ['console'],
        summary: 'Reported posts and comments, open (the longest waiting first) or resolved',
        querystring: ReportQuery,
        response: { 200: listEnvelope(ReportedItem), ...errors },
      },
    },
    async (req) => ({ data: await reportQueue(moderator(req), req.query) }),
  );

  app.patch(
    '/admin/community/reports/:item/:uuid',
    {
      schema: {
        tags: ['console'],
        summary: 'Hide or delete a reported post or comment, or dismiss its reports (audited with the note)',
        params: z.object({ item: ReactionItem, uuid: z.uuid('This is not a post or comment id') }),
        body: ReportDecision,
        response: { 200: Message, ...errors },
      },
    },
    async (req) => decide(moderator(req), req.params.item, req.params.uuid, req.body),
  );

  app.patch(
    '/admin/community/posts/:uuid/visibility',
    {
      schema: {
        tags: ['console'],
        summary: 'Hide a post from members, or show it again (audited)',
        params: PostParams,
        body: PostVisibility,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await setVisibility(moderator(req), req.params.uuid, req.body) }),
  );
};
