import {
  ErrorBody,
  envelope,
  MatchFeedbackInput,
  MatchList,
  MatchParams,
  MatchQuery,
  MatchVerdict,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import { createLabels } from '../search/index.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const tags = ['matching'];

/**
 * Matches (issue 44, docs/matching.md): the investors a startup should meet, each with its reasons, and the
 * member's verdicts that steer what comes next. Part of the tenant's directories (show_ecosystem), under
 * the same connection rules.
 */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, feature: 'show_ecosystem' };
  });
  const labels = createLabels();
  const matcher = (req: FastifyRequest): service.Matcher => ({
    ...memberOf(app, req),
    matrix: () => app.tenants.matrixOf(req.db, req.tenant.id),
    labels,
  });

  app.get(
    '/matches/investors',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: "A startup's best investor matches, each with the facts that made it, and what would improve them",
        querystring: MatchQuery,
        response: { 200: envelope(MatchList), ...errors },
      },
    },
    async (req) => ({ data: await service.investorMatches(matcher(req), req.query) }),
  );

  app.post(
    '/matches/:uuid/feedback',
    {
      schema: {
        tags,
        summary: "Say 'good match' or 'not interested' of a match (replaces an earlier verdict)",
        params: MatchParams,
        body: MatchFeedbackInput,
        response: { 200: envelope(z.object({ verdict: MatchVerdict })), ...errors },
      },
    },
    async (req) => ({ data: await service.recordVerdict(matcher(req), req.params.uuid, req.body.verdict) }),
  );

  app.delete(
    '/matches/:uuid/feedback',
    {
      schema: {
        tags,
        summary: 'Take a verdict back: the match may show again',
        params: MatchParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.forgetVerdict(matcher(req), req.params.uuid);
      return reply.code(204).send(null);
    },
  );
};
