import {
  AddToWishlist,
  ErrorBody,
  envelope,
  listEnvelope,
  WishlistEntry,
  WishlistIdParams,
  WishlistQuery,
  WishlistUserParams,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['wishlist'];

/** The wishlist (issue 21; calls.md 7.13; docs/meetings.md): the people a member wants to meet. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/wishlist/create/:userId',
    {
      schema: {
        tags,
        summary:
          "Add a profile by its uuid, or a user's by their id (of userAccountType, else their first approved one); 409 when already there",
        params: WishlistUserParams,
        body: AddToWishlist,
        response: { 201: envelope(WishlistEntry), ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.add(memberOf(app, req), req.params.userId, req.body) }),
  );

  app.get(
    '/wishlist',
    {
      schema: {
        tags,
        summary: "The caller's wishlist, newest first",
        querystring: WishlistQuery,
        response: { 200: listEnvelope(WishlistEntry), ...errors },
      },
    },
    async (req) => ({ data: await service.list(memberOf(app, req), req.query) }),
  );

  app.delete(
    '/wishlist/:id',
    {
      schema: {
        tags,
        summary: 'Remove an entry (its owner)',
        params: WishlistIdParams,
        response: { 200: envelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (req) => ({ data: await service.remove(memberOf(app, req), req.params.id) }),
  );
};
