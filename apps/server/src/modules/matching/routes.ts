import {
  ErrorBody,
  envelope,
  MatchFeedbackInput,
  MatchingConsole,
  MatchingPreview,
  MatchingPreviewBody,
  MatchingSettingsBody,
  MatchKindParams,
  MatchList,
  MatchParams,
  MatchQuery,
  MatchVerdict,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { memberOf } from '../../platform/request-context.ts';
import { announceTenantChange } from '../../platform/tenancy/changes.ts';
import { assertOperator } from '../console/index.ts';
import { createLabels } from '../search/index.ts';
import * as service from './service.ts';
import * as tuning from './tuning.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const tags = ['matching'];

/**
 * Matches (issue 44, docs/matching.md): who or what a member should meet, each with the facts that made
 * it, and the member's verdicts that steer what comes next. Part of the tenant's directories
 * (show_ecosystem), under the same connection rules.
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
    '/matches/:kind',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: "The caller's best matches of a kind, each with the facts that made it, and what would improve them",
        params: MatchKindParams,
        querystring: MatchQuery,
        response: { 200: envelope(MatchList), ...errors },
      },
    },
    async (req) => ({ data: await service.matchesFor(matcher(req), req.params.kind, req.query.limit) }),
  );

  app.post(
    '/matches/:kind/:uuid/feedback',
    {
      schema: {
        tags,
        summary: "Say 'good match' or 'not interested' of a match (replaces an earlier verdict)",
        params: MatchParams,
        body: MatchFeedbackInput,
        response: { 200: envelope(z.object({ verdict: MatchVerdict })), ...errors },
      },
    },
    async (req) => ({
      data: await service.recordVerdict(matcher(req), req.params.kind, req.params.uuid, req.body.verdict),
    }),
  );

  app.delete(
    '/matches/:kind/:uuid/feedback',
    {
      schema: {
        tags,
        summary: 'Take a verdict back: the match may show again',
        params: MatchParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.forgetVerdict(matcher(req), req.params.kind, req.params.uuid);
      return reply.code(204).send(null);
    },
  );
};

/**
 * The operators' tuning of matches (console /admin/matching): each pair's factors and weights, previewed on
 * a sample before saving. Open whether the tenant's directories are on or not, so they can be readied.
 */
export const matchingConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const labels = createLabels();
  const operator = (req: FastifyRequest) => ({
    db: req.db,
    tenant: req.tenant,
    auth: assertOperator(signedIn(req)),
    ip: req.ip,
  });
  const consoleTags = ['console'];

  app.get(
    '/admin/matching',
    {
      schema: {
        tags: consoleTags,
        summary: "Each pair's matching factors as tuned, with their defaults",
        response: { 200: envelope(MatchingConsole), ...errors },
      },
    },
    async (req) => ({ data: tuning.matchingConsole(operator(req).tenant.settings) }),
  );

  app.put(
    '/admin/matching',
    {
      schema: {
        tags: consoleTags,
        summary: "Save one pair's factors: on or off and their weights; live in every process, audited",
        body: MatchingSettingsBody,
        response: { 200: envelope(MatchingConsole), ...errors },
      },
    },
    async (req) => {
      const data = await tuning.saveMatching(operator(req), req.body);
      announceTenantChange(app, req.tenant.id);
      return { data };
    },
  );

  app.post(
    '/admin/matching/preview',
    {
      schema: {
        tags: consoleTags,
        summary: "A sample of startups' top matches now and with the proposed factors (nothing is saved)",
        body: MatchingPreviewBody,
        response: { 200: envelope(MatchingPreview), ...errors },
      },
    },
    async (req) => {
      const { db, tenant } = operator(req);
      return { data: await tuning.previewMatching({ db, tenant, labels }, req.body) };
    },
  );
};
