import {
  Connection,
  ConnectionAction,
  ConnectionCounts,
  ConnectionPaging,
  ConnectionRequestsType,
  ErrorBody,
  envelope,
  listEnvelope,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { presentConnection } from './present.ts';
import { countConnections, type ListKind, listConnections } from './repo.ts';
import { respond } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['connections'];

/** The caller's connections and the requests they received or sent (spec calls 7.8). */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here belongs to the tenant's connections feature: off on the tenant, they are not there.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, feature: 'connections' };
  });

  const list = async (req: FastifyRequest, kind: ListKind, paging: ConnectionPaging) => {
    const auth = signedIn(req);
    const page = await listConnections(req.db, req.tenant.id, { profileId: auth.profile.id, kind, ...paging });
    return {
      data: {
        items: page.items.map((row) => presentConnection(row, auth.profile)),
        total: page.total,
        pageNumber: paging.pageNumber,
        limit: paging.limit,
      },
    };
  };

  app.get(
    '/connections',
    {
      schema: {
        tags,
        summary: 'Accepted connections',
        querystring: ConnectionPaging,
        response: { 200: listEnvelope(Connection), ...errors },
      },
    },
    (req) => list(req, 'accepted', req.query),
  );

  app.get(
    '/connections/requests/:type',
    {
      schema: {
        tags,
        summary: 'Pending requests received or sent',
        params: z.object({ type: ConnectionRequestsType }),
        querystring: ConnectionPaging,
        response: { 200: listEnvelope(Connection), ...errors },
      },
    },
    (req) => list(req, req.params.type, req.query),
  );

  app.get(
    '/connections/types/counts',
    {
      schema: {
        tags,
        summary: 'How many connections and pending requests',
        response: { 200: envelope(ConnectionCounts), ...errors },
      },
    },
    async (req) => ({ data: await countConnections(req.db, req.tenant.id, signedIn(req).profile.id) }),
  );

  for (const [path, answer] of [
    ['/connections/accept/:uuid', 'accepted'],
    ['/connections/reject/:uuid', 'rejected'],
  ] as const) {
    app.patch(
      path,
      {
        schema: {
          tags,
          summary: answer === 'accepted' ? 'Accept a request' : 'Reject a request',
          params: z.object({ uuid: z.string().uuid() }),
          body: ConnectionAction,
          response: {
            200: envelope(z.object({ connectionUUID: z.string(), connectionStatus: z.string() })),
            ...errors,
          },
        },
      },
      async (req) => {
        const updated = await respond(req.db, {
          tenantId: req.tenant.id,
          auth: signedIn(req),
          uuid: req.params.uuid,
          answer,
          actionMessage: req.body?.actionMessage,
        });
        return { data: { connectionUUID: updated.uuid, connectionStatus: updated.status } };
      },
    );
  }
};
