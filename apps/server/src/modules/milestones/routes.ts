import {
  AdminMilestoneTemplateInput,
  documentKindInfo,
  ErrorBody,
  envelope,
  Milestone,
  MilestoneAccess,
  MilestoneChange,
  MilestoneEvidenceFields,
  MilestoneEvidenceForm,
  MilestoneInput,
  MilestonePage,
  MilestonePageQuery,
  MilestoneProgramChoice,
  MilestoneProgressPage,
  MilestoneProgressQuery,
  MilestoneQuery,
  MilestoneReview,
  MilestoneTemplate,
  MilestoneTemplateInput,
  MilestoneTemplatePage,
  MyMilestones,
  StartupMilestones,
  StartupMilestonesQuery,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { registerMultipart } from '../../platform/http/multipart.ts';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as admin from './admin.ts';
import { readEvidenceForm } from './evidence-form.ts';
import * as review from './review.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const tags = ['milestones'];
const MilestoneParams = z.strictObject({ uuid: z.uuid('This is not a milestone id') });
const TemplateParams = z.strictObject({ uuid: z.uuid('This is not a template id') });
const One = envelope(Milestone);
const OneTemplate = envelope(MilestoneTemplate);
const Removed = envelope(z.object({ uuid: z.string() }));

/** Milestones (issue 40; docs/milestones.md), while the tenant has milestone_management on. */
export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, (settings) => settings.features.milestone_management);
  requirePlanFor(app, 'milestone_management');
  await registerMultipart(app);
  const h = service.milestonesOf;

  app.get(
    '/milestones/access',
    {
      schema: {
        tags,
        summary: 'What the caller does with milestones: keeps them (approved startups), confirms some',
        response: { 200: envelope(MilestoneAccess), ...errors },
      },
    },
    async (req) => ({ data: await service.access(h(app, req)) }),
  );

  app.get(
    '/milestones',
    {
      schema: {
        tags,
        summary: 'The caller’s startup’s milestones by due date, with counts by status (approved startups)',
        querystring: MilestoneQuery,
        response: { 200: envelope(MyMilestones), ...errors },
      },
    },
    async (req) => ({ data: await service.mine(h(app, req), req.query) }),
  );

  app.post(
    '/milestones',
    {
      schema: {
        tags,
        summary: 'Set a milestone of the startup’s own (planned)',
        body: MilestoneInput,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(h(app, req), req.body) }),
  );

  app.get(
    '/milestones/templates',
    {
      schema: {
        tags,
        summary: 'Templates offered to the startup: the tenant’s, its programs’ and its partner’s',
        querystring: MilestonePageQuery,
        response: { 200: envelope(MilestoneTemplatePage), ...errors },
      },
    },
    async (req) => ({ data: await service.offered(h(app, req), req.query) }),
  );

  app.post(
    '/milestones/templates/:uuid/adopt',
    {
      schema: {
        tags,
        summary: 'Take on a template: a planned milestone due its days from today (once until confirmed)',
        params: TemplateParams,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.adopt(h(app, req), req.params.uuid) }),
  );

  app.get(
    '/milestones/to-confirm',
    {
      schema: {
        tags,
        summary: 'Completed milestones the caller confirms (program reviewers, partners, operators)',
        querystring: MilestonePageQuery,
        response: { 200: envelope(MilestonePage), ...errors },
      },
    },
    async (req) => ({ data: await review.toConfirm(h(app, req), req.query) }),
  );

  app.patch(
    '/milestones/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a milestone of the startup’s (until confirmed)',
        params: MilestoneParams,
        body: MilestoneChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.change(h(app, req), req.params.uuid, req.body) }),
  );

  app.delete(
    '/milestones/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a milestone of the startup’s (until confirmed)',
        params: MilestoneParams,
        response: { 200: Removed, ...errors },
      },
    },
    async (req) => ({ data: await service.remove(h(app, req), req.params.uuid) }),
  );

  app.post(
    '/milestones/:uuid/start',
    {
      schema: {
        tags,
        summary: 'Start a planned milestone',
        params: MilestoneParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.start(h(app, req), req.params.uuid) }),
  );

  app.post(
    '/milestones/:uuid/complete',
    {
      schema: {
        tags,
        summary: 'Complete a milestone with evidence (words, a link and/or one document); its confirmers are told',
        params: MilestoneParams,
        multipart: MilestoneEvidenceForm,
        response: { 200: One, ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const m = h(app, req);
      service.ownStartupId(m);
      const evidence = await readEvidenceForm(req, MilestoneEvidenceFields);
      return { data: await service.complete(m, req.params.uuid, evidence) };
    },
  );

  app.get(
    '/milestones/:uuid/evidence',
    {
      schema: {
        tags,
        summary: 'Download a milestone’s evidence file (its startup and its confirmers)',
        params: MilestoneParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { file, kind, fileName } = await review.evidenceFile(h(app, req), req.params.uuid);
      const info = documentKindInfo[kind as keyof typeof documentKindInfo];
      reply.headers({
        ...downloadHeaders,
        'content-type': info?.contentType ?? 'application/octet-stream',
        'content-disposition': attachment(fileName),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );

  app.post(
    '/milestones/:uuid/review',
    {
      schema: {
        tags,
        summary: 'Confirm a completed milestone, or send it back with a note (its confirmers)',
        params: MilestoneParams,
        body: MilestoneReview,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await review.review(h(app, req), req.params.uuid, req.body) }),
  );

  // ---- The operators' console ----

  app.get(
    '/admin/milestone-templates',
    {
      schema: {
        tags,
        summary: 'The tenant’s own and its programs’ templates, newest first (operators)',
        querystring: MilestonePageQuery,
        response: { 200: envelope(MilestoneTemplatePage), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.templates(m, admin.operatorScope(m), req.query) };
    },
  );

  app.get(
    '/admin/milestone-templates/programs',
    {
      schema: {
        tags,
        summary: 'The programs a template may belong to, A to Z (operators)',
        response: { 200: envelope(z.array(MilestoneProgramChoice)), ...errors },
      },
    },
    async (req) => ({ data: await admin.programs(h(app, req)) }),
  );

  app.post(
    '/admin/milestone-templates',
    {
      schema: {
        tags,
        summary: 'Add a template of the tenant’s own or of a program (operators)',
        body: AdminMilestoneTemplateInput,
        response: { 201: OneTemplate, ...errors },
      },
    },
    async (req, reply) => {
      const m = h(app, req);
      return reply.status(201).send({ data: await admin.addTemplate(m, admin.operatorScope(m), req.body) });
    },
  );

  app.patch(
    '/admin/milestone-templates/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a template (operators)',
        params: TemplateParams,
        body: AdminMilestoneTemplateInput,
        response: { 200: OneTemplate, ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.changeTemplate(m, admin.operatorScope(m), req.params.uuid, req.body) };
    },
  );

  app.delete(
    '/admin/milestone-templates/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a template; milestones taken from it stay (operators)',
        params: TemplateParams,
        response: { 200: Removed, ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.removeTemplate(m, admin.operatorScope(m), req.params.uuid) };
    },
  );

  app.get(
    '/admin/milestones/progress',
    {
      schema: {
        tags,
        summary: 'Every approved startup’s milestones counted by status, overdue and last update (operators)',
        querystring: MilestoneProgressQuery,
        response: { 200: envelope(MilestoneProgressPage), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.progress(m, admin.operatorScope(m), req.query) };
    },
  );

  app.get(
    '/admin/milestones',
    {
      schema: {
        tags,
        summary: 'One startup’s milestones by due date (operators)',
        querystring: StartupMilestonesQuery,
        response: { 200: envelope(StartupMilestones), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.startupMilestones(m, admin.operatorScope(m), req.query) };
    },
  );

  // ---- The partner's console ----

  app.get(
    '/partner/milestone-templates',
    {
      schema: {
        tags,
        summary: 'The caller’s partner’s templates, newest first (partners)',
        querystring: MilestonePageQuery,
        response: { 200: envelope(MilestoneTemplatePage), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.templates(m, admin.partnerScope(m), req.query) };
    },
  );

  app.post(
    '/partner/milestone-templates',
    {
      schema: {
        tags,
        summary: 'Add a template for the startups the caller’s partner brought (partners)',
        body: MilestoneTemplateInput,
        response: { 201: OneTemplate, ...errors },
      },
    },
    async (req, reply) => {
      const m = h(app, req);
      return reply.status(201).send({ data: await admin.addTemplate(m, admin.partnerScope(m), req.body) });
    },
  );

  app.patch(
    '/partner/milestone-templates/:uuid',
    {
      schema: {
        tags,
        summary: 'Change one of the partner’s templates (partners)',
        params: TemplateParams,
        body: MilestoneTemplateInput,
        response: { 200: OneTemplate, ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.changeTemplate(m, admin.partnerScope(m), req.params.uuid, req.body) };
    },
  );

  app.delete(
    '/partner/milestone-templates/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete one of the partner’s templates (partners)',
        params: TemplateParams,
        response: { 200: Removed, ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.removeTemplate(m, admin.partnerScope(m), req.params.uuid) };
    },
  );

  app.get(
    '/partner/milestones/progress',
    {
      schema: {
        tags,
        summary: 'The partner’s startups’ milestones counted by status, overdue and last update (partners)',
        querystring: MilestoneProgressQuery,
        response: { 200: envelope(MilestoneProgressPage), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.progress(m, admin.partnerScope(m), req.query) };
    },
  );

  app.get(
    '/partner/milestones',
    {
      schema: {
        tags,
        summary: 'One of the partner’s startups’ milestones by due date (partners)',
        querystring: StartupMilestonesQuery,
        response: { 200: envelope(StartupMilestones), ...errors },
      },
    },
    async (req) => {
      const m = h(app, req);
      return { data: await admin.startupMilestones(m, admin.partnerScope(m), req.query) };
    },
  );
};
