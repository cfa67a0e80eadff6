import {
  ErrorBody,
  envelope,
  listEnvelope,
  ModeratedConnection,
  ModerationAnswer,
  ModerationDecision,
  ModerationQuery,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import { assertModerator, type Moderator, moderate, moderationQueue } from './moderation.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['console'];
const Params = z.object({ uuid: z.uuid('This is not a connection id') });

/**
 * The console's moderation queue (/admin/connections in the web app): on a tenant whose connections are
 * moderated, requests wait here until an operator lets them through or stops them. Operators only, in
 * their own session.
 */
export const connectionModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderator = (req: FastifyRequest): Moderator => {
    const member = memberOf(app, req);
    return { ...member, secret: app.config.otp.secret, auth: assertModerator(member.auth) };
  };

  app.get(
    '/admin/connections/moderation',
    {
      schema: {
        tags,
        summary: 'Connection requests waiting for moderation, the longest waiting first',
        querystring: ModerationQuery,
        response: { 200: listEnvelope(ModeratedConnection), ...errors },
      },
    },
    async (req) => ({ data: await moderationQueue(moderator(req), req.query) }),
  );

  app.patch(
    '/admin/connections/moderation/:uuid',
    {
      schema: {
        tags,
        summary: 'Let a waiting request through to its receiver, or decline it with a note the sender reads',
        params: Params,
        body: ModerationDecision,
        response: { 200: envelope(ModerationAnswer).extend({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      const answer = await moderate(moderator(req), req.params.uuid, req.body);
      const message = req.body.decision === 'approve' ? 'Request sent on to its receiver' : 'Request declined';
      return { data: answer, message };
    },
  );
};
