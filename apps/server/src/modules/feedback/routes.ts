import rateLimit from '@fastify/rate-limit';
import { ErrorBody, envelope, PlatformFeedback, PlatformFeedbackReceipt } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../platform/errors.ts';
import { insertFeedback } from './repo.ts';

/** Per client address: enough for people, too few for a script filling the table. */
export const feedbackRateLimit = { max: 10, timeWindow: '1 minute' } as const;

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally, so only routes that ask for a limit get one.
  await app.register(rateLimit, { global: false });
  // Anything but JSON is bad input (400) rather than Fastify's 415, as for every other malformed body.
  app.addContentTypeParser('*', (_req, _payload, done) => {
    done(badRequest('Invalid request', ['body: send the feedback as application/json']), undefined);
  });

  app.post(
    '/platform-feedback',
    {
      config: { public: true, rateLimit: feedbackRateLimit },
      schema: {
        tags: ['feedback'],
        summary: 'Tell the platform how it is doing: a reaction and an optional comment (signed in or not)',
        body: PlatformFeedback,
        response: { 201: envelope(PlatformFeedbackReceipt), 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const row = await insertFeedback(req.db, req.tenant.id, { ...req.body, userId: req.auth?.user.id ?? null });
      return reply.status(201).send({
        data: { id: row.id, ratings: row.ratings, comments: row.comments, createdAt: row.createdAt.toISOString() },
      });
    },
  );
};
