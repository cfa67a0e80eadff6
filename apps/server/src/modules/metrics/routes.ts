import { Readable } from 'node:stream';
import {
  AcceptMetricInvite,
  ErrorBody,
  envelope,
  ImportMetrics,
  InviteMetricReviewer,
  listEnvelope,
  MetricCandidateQuery,
  MetricChart,
  MetricChartQuery,
  MetricComment,
  MetricImportPreview,
  MetricKeyParams,
  MetricPerson,
  MetricReviewerCandidate,
  MetricType,
  MetricTypeOrder,
  MetricTypePatch,
  MetricUpdateRequest,
  MissingReportsPage,
  MissingReportsQuery,
  NewMetricComment,
  NewMetricType,
  Period,
  PortfolioMetrics,
  PortfolioMetricsQuery,
  RequestMetricUpdate,
  ReviewedStartup,
  ReviewedStartupQuery,
  SaveMetrics,
  SetMetricReviewers,
  StartupMetrics,
  StartupMetricsQuery,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as insights from './insights.ts';
import { metricsOn } from './policy.ts';
import * as reviewers from './reviewers.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['metrics'];
const TypesQuery = z.strictObject({ retired: z.enum(['true', 'false']).optional() });
const RangeQuery = z.strictObject({ from: Period.optional(), to: Period.optional() });

/** Growth metrics (issue 37; calls.md 7.11; docs/metrics.md), under /api/v2/metrics, while the tenant has them on. */
export const metricRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, metricsOn);
  requirePlanFor(app, 'growth_metrics');
  const member = (req: FastifyRequest) => memberOf(app, req);
  const portfolios = insights.createPortfolioCache();

  app.get(
    '/metrics/types/all',
    {
      schema: {
        tags,
        summary: 'The tenant’s metric types in order (retired ones with ?retired=true)',
        querystring: TypesQuery,
        response: { 200: envelope(z.array(MetricType)), ...errors },
      },
    },
    async (req) => ({ data: await service.types(member(req), req.query.retired === 'true') }),
  );

  app.post(
    '/metrics/types',
    {
      schema: {
        tags,
        summary: 'Add a metric type (operators)',
        body: NewMetricType,
        response: { 201: envelope(MetricType), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.addType(member(req), req.body) }),
  );

  app.put(
    '/metrics/types/order',
    {
      schema: {
        tags,
        summary: 'Reorder the metric types: every key, in order (operators)',
        body: MetricTypeOrder,
        response: { 200: envelope(z.array(MetricType)), ...errors },
      },
    },
    async (req) => ({ data: await service.orderTypes(member(req), req.body) }),
  );

  app.patch(
    '/metrics/types/:key',
    {
      schema: {
        tags,
        summary: 'Rename, require, retire or bring back a metric type (operators)',
        params: MetricKeyParams,
        body: MetricTypePatch,
        response: { 200: envelope(MetricType), ...errors },
      },
    },
    async (req) => ({ data: await service.changeType(member(req), req.params.key, req.body) }),
  );

  app.get(
    '/metrics/all',
    {
      schema: {
        tags,
        summary: 'A startup’s metrics as an object of lists, with what is pending, reviewers, requests and comments',
        querystring: StartupMetricsQuery,
        response: { 200: envelope(StartupMetrics), ...errors },
      },
    },
    async (req) => ({ data: await service.startupMetrics(member(req), req.query.startup) }),
  );

  app.post(
    '/metrics/save',
    {
      schema: {
        tags,
        summary: 'Save values (drafts, or submitted to the reviewers); a null value removes one',
        body: SaveMetrics,
        response: { 201: envelope(StartupMetrics), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.save(member(req), req.body, 'create') }),
  );

  app.patch(
    '/metrics/save',
    {
      schema: {
        tags,
        summary: 'Change values already saved (404 naming any that is not)',
        body: SaveMetrics,
        response: { 200: envelope(StartupMetrics), ...errors },
      },
    },
    async (req) => ({ data: await service.save(member(req), req.body, 'update') }),
  );

  app.post(
    '/metrics/import',
    {
      schema: {
        tags,
        summary: 'Import past periods from CSV (metric, period, value, note): a preview, or applied as drafts',
        body: ImportMetrics,
        response: { 200: envelope(MetricImportPreview), ...errors },
      },
    },
    async (req) => ({ data: await service.importCsv(member(req), req.body) }),
  );

  app.get(
    '/metrics/reviewers/candidates',
    {
      schema: {
        tags,
        summary: 'Who the startup may choose as reviewers, with why, paged',
        querystring: MetricCandidateQuery,
        response: { 200: listEnvelope(MetricReviewerCandidate), ...errors },
      },
    },
    async (req) => ({ data: await reviewers.candidates(member(req), req.query) }),
  );

  app.put(
    '/metrics/reviewers',
    {
      schema: {
        tags,
        summary: 'Set exactly who reviews the startup’s metrics',
        body: SetMetricReviewers,
        response: { 200: envelope(z.array(MetricPerson)), ...errors },
      },
    },
    async (req) => ({ data: await reviewers.setReviewers(member(req), req.body.reviewersUUIDs) }),
  );

  app.post(
    '/metrics/reviewers/invite',
    {
      schema: {
        tags,
        summary: 'Invite a reviewer by email',
        body: InviteMetricReviewer,
        response: { 201: envelope(z.object({ email: z.string(), expiresAt: z.string() })), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await reviewers.invite(member(req), req.body) }),
  );

  app.post(
    '/metrics/reviewers/accept',
    {
      schema: {
        tags,
        summary: 'Accept an emailed invitation to review (the signed-in invitee)',
        body: AcceptMetricInvite,
        response: { 200: envelope(z.object({ startup: MetricPerson })), ...errors },
      },
    },
    async (req) => ({ data: await reviewers.accept(member(req), req.body) }),
  );

  app.get(
    '/metrics/reviewer/startups',
    {
      schema: {
        tags,
        summary: 'The startups whose metrics the caller reviews, paged',
        querystring: ReviewedStartupQuery,
        response: { 200: listEnvelope(ReviewedStartup), ...errors },
      },
    },
    async (req) => ({ data: await reviewers.reviewedStartups(member(req), req.query) }),
  );

  app.patch(
    '/metrics/request-update',
    {
      schema: {
        tags,
        summary: 'Ask a startup you review for an update (its team is told)',
        body: RequestMetricUpdate,
        response: { 200: envelope(MetricUpdateRequest), ...errors },
      },
    },
    async (req) => ({ data: await reviewers.requestUpdate(member(req), req.body) }),
  );

  app.post(
    '/metrics/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a startup’s metrics (the startup or its reviewers)',
        body: NewMetricComment,
        response: { 201: envelope(MetricComment), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await reviewers.comment(member(req), req.body) }),
  );

  app.get(
    '/metrics/charts',
    {
      schema: {
        tags,
        summary: 'One metric over time for one startup or several side by side, with growth per period',
        querystring: MetricChartQuery,
        response: { 200: envelope(MetricChart), ...errors },
      },
    },
    async (req) => ({ data: await insights.chart(member(req), req.query) }),
  );

  app.get(
    '/metrics/portfolio',
    {
      schema: {
        tags,
        summary: 'Totals and medians per period across the portfolio (operators, partners)',
        querystring: PortfolioMetricsQuery,
        response: { 200: envelope(PortfolioMetrics), ...errors },
      },
    },
    async (req) => ({
      data: await insights.portfolio(
        member(req),
        req.query,
        /\bno-cache\b/.test(req.headers['cache-control'] ?? '') ? null : portfolios,
      ),
    }),
  );

  app.get(
    '/metrics/portfolio/missing',
    {
      schema: {
        tags,
        summary: 'Startups that have not reported a metric’s last closed period, paged',
        querystring: MissingReportsQuery,
        response: { 200: envelope(MissingReportsPage), ...errors },
      },
    },
    async (req) => ({ data: await insights.missing(member(req), req.query) }),
  );

  app.get(
    '/metrics/portfolio/export',
    { schema: { tags, summary: 'The portfolio’s submitted values as CSV', querystring: RangeQuery } },
    async (req, reply) => {
      const csv = insights.exportCsv(member(req), req.query);
      // The first slice is read before answering, so a refusal is still a JSON error, not a broken download.
      const first = await csv.next();
      const rest = async function* () {
        if (!first.done) yield first.value;
        yield* csv;
      };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="growth-metrics.csv"')
        .send(Readable.from(rest()));
    },
  );
};
