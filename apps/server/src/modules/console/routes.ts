import {
  ApprovalPage,
  ApprovalQuery,
  AuditPage,
  AuditQuery,
  BrandAssetParams,
  BulkApproveBody,
  BulkDecisionResult,
  ConsoleInviteCode,
  ConsoleMaintenance,
  ConsoleOverview,
  ConsoleProfileDetail,
  ConsoleProfileRow,
  ConsoleSettings,
  DecisionBody,
  ErrorBody,
  envelope,
  ImageUploadForm,
  InviteCodeBody,
  InviteCodeParams,
  MaintenanceBody,
  MaintenanceParams,
  MaintenancePatch,
  MatrixBody,
  MemberLookupPage,
  MemberLookupQuery,
  MemberPage,
  MemberQuery,
  MemberStatusBody,
  SettingsPatch,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { assertMultipart, readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { announceTenantChange } from '../../platform/tenancy/changes.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { countUpload, uploadLimitOf } from '../uploads/index.ts';
import { auditCsv } from './present.ts';
import * as schedules from './schedules.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['console'];
const Message = z.object({ message: z.string() });
const ProfileParams = z.object({ uuid: z.uuid('This is not a profile id') });
const UserParams = z.object({ id: z.uuid('This is not a member id') });

/**
 * The operator console's calls (/admin in the web app). Every one answers only an operator of the
 * host's tenant in their own session; what changes is audited with before and after.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const operator = (req: FastifyRequest): service.Operator => ({
    db: req.db,
    tenant: req.tenant,
    auth: service.assertOperator(signedIn(req)),
    ip: req.ip,
  });
  const sender = async (req: FastifyRequest) => ({ mailer: app.mailer, origin: await publicOrigin(req) });

  app.get(
    '/admin/overview',
    {
      schema: { tags, summary: 'Counts for the console home', response: { 200: envelope(ConsoleOverview), ...errors } },
    },
    async (req) => ({ data: await service.overview(operator(req)) }),
  );

  app.get(
    '/admin/approvals',
    {
      schema: {
        tags,
        summary: 'The approval queue: profiles by state, type, dates, completeness and words, paged',
        querystring: ApprovalQuery,
        response: { 200: envelope(ApprovalPage), ...errors },
      },
    },
    async (req) => ({ data: await service.approvalQueue(operator(req), req.query) }),
  );

  app.get(
    '/admin/profiles/:uuid',
    {
      schema: {
        tags,
        summary: 'All of a profile, as operators read it before a decision, with its history',
        params: ProfileParams,
        response: { 200: envelope(ConsoleProfileDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.profileDetail(operator(req), req.params.uuid) }),
  );

  app.post(
    '/admin/profiles/:uuid/decision',
    {
      schema: {
        tags,
        summary: 'Approve, reject or give limited access, with a message the member reads',
        params: ProfileParams,
        body: DecisionBody,
        response: { 200: envelope(ConsoleProfileRow).extend(Message.shape), ...errors },
      },
    },
    async (req) => {
      const row = await service.decide(operator(req), await sender(req), req.params.uuid, req.body);
      const done = { approved: 'approved', rejected: 'rejected', limited_access: 'given limited access' };
      return { data: row, message: `${row.name} ${done[req.body.decision]}` };
    },
  );

  app.post(
    '/admin/profiles/approve',
    {
      schema: {
        tags,
        summary: 'Approve a selection of profiles',
        body: BulkApproveBody,
        response: { 200: envelope(BulkDecisionResult).extend(Message.shape), ...errors },
      },
    },
    async (req) => {
      const result = await service.bulkApprove(operator(req), await sender(req), req.body);
      const n = result.approved.length;
      return { data: result, message: `${n} ${n === 1 ? 'profile' : 'profiles'} approved` };
    },
  );

  app.get(
    '/admin/members',
    {
      schema: {
        tags,
        summary: 'Accounts of the tenant with their profiles, newest first',
        querystring: MemberQuery,
        response: { 200: envelope(MemberPage), ...errors },
      },
    },
    async (req) => ({ data: await service.members(operator(req), req.query) }),
  );

  app.get(
    '/admin/members/lookup',
    {
      schema: {
        tags,
        summary: 'Members whose name holds the words (at least 3 characters), by name, paged; or the member of an id',
        querystring: MemberLookupQuery,
        response: { 200: envelope(MemberLookupPage), ...errors },
      },
    },
    async (req) => ({ data: await service.lookupMembers(operator(req), req.query) }),
  );

  for (const [action, next, done] of [
    ['deactivate', 'suspended', 'Account deactivated: the member is signed out and cannot sign in'],
    ['reactivate', 'active', 'Account re-activated: the member can sign in again'],
  ] as const) {
    app.post(
      `/admin/members/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'deactivate'
              ? 'Suspend an account: every session ends and sign-in is refused'
              : 'Restore a suspended account',
          params: UserParams,
          body: MemberStatusBody,
          response: { 200: Message, ...errors },
        },
      },
      async (req) => {
        await service.setMemberStatus(operator(req), req.params.id, next, req.body.reason);
        return { message: done };
      },
    );
  }

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: "The tenant's name, hosts, settings and connection matrix",
        response: { 200: envelope(ConsoleSettings), ...errors },
      },
    },
    async (req) => ({ data: await service.settings(operator(req)) }),
  );

  app.patch(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change settings, live: only the parts sent change; every server process reloads them',
        body: SettingsPatch,
        response: { 200: envelope(ConsoleSettings).extend(Message.shape), ...errors },
      },
    },
    async (req) => {
      const who = operator(req);
      await service.patchSettings(who, req.body);
      announceTenantChange(app, req.tenant.id);
      return { data: await service.settings(who), message: 'Settings saved' };
    },
  );

  app.post(
    '/admin/branding/:asset',
    {
      schema: {
        tags,
        summary: 'Upload the logo, header logo or favicon (an image, re-encoded); the brand shows it at once',
        params: BrandAssetParams,
        multipart: ImageUploadForm,
        response: { 200: envelope(ConsoleSettings).extend(Message.shape), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const who = operator(req);
      assertMultipart(req, 'file');
      await countUpload(req.db, req.tenant.id, who.auth.user.id);
      const bytes = await readFile(req, { field: 'file', maxBytes: uploadLimitOf(req.tenant) });
      await service.uploadBrandAsset(who, app.storage, req.params.asset, bytes);
      announceTenantChange(app, req.tenant.id);
      return { data: await service.settings(who), message: 'Image saved' };
    },
  );

  app.put(
    '/admin/connection-matrix',
    {
      schema: {
        tags,
        summary: 'Replace the connection matrix: who may search for and connect with whom',
        body: MatrixBody,
        response: { 200: envelope(ConsoleSettings).extend(Message.shape), ...errors },
      },
    },
    async (req) => {
      const who = operator(req);
      await service.replaceMatrix(who, req.body);
      announceTenantChange(app, req.tenant.id);
      return { data: await service.settings(who), message: 'Connection rules saved' };
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, by action, actor, subject and dates',
        querystring: AuditQuery,
        response: { 200: envelope(AuditPage), ...errors },
      },
    },
    async (req) => ({ data: await service.audit(operator(req), req.query) }),
  );

  app.get(
    '/admin/audit/export',
    {
      schema: {
        tags,
        summary: `The audit log as CSV (the same filters; at most ${service.auditExportRows} rows)`,
        querystring: AuditQuery.omit({ pageNumber: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const page = await service.audit(operator(req), { ...req.query, pageNumber: 1, limit: service.auditExportRows });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${req.tenant.slug}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditCsv(page.items));
    },
  );

  app.get(
    '/admin/maintenance',
    {
      schema: {
        tags,
        summary: 'Maintenance windows, the latest first',
        response: { 200: envelope(z.array(ConsoleMaintenance)), ...errors },
      },
    },
    async (req) => ({ data: await schedules.maintenanceWindows(operator(req)) }),
  );

  app.post(
    '/admin/maintenance',
    {
      schema: {
        tags,
        summary: 'Announce a maintenance window (members see the banner until it ends)',
        body: MaintenanceBody,
        response: { 201: envelope(ConsoleMaintenance).extend(Message.shape), ...errors },
      },
    },
    async (req, reply) => {
      const window = await schedules.scheduleMaintenance(operator(req), req.body);
      announceTenantChange(app, req.tenant.id);
      return reply.status(201).send({ data: window, message: 'Maintenance announced' });
    },
  );

  app.patch(
    '/admin/maintenance/:id',
    {
      schema: {
        tags,
        summary: 'Switch maintenance on or off, or withdraw its notice',
        params: MaintenanceParams,
        body: MaintenancePatch,
        response: { 200: envelope(ConsoleMaintenance).extend(Message.shape), ...errors },
      },
    },
    async (req) => {
      const window = await schedules.changeMaintenance(operator(req), req.params.id, req.body);
      announceTenantChange(app, req.tenant.id);
      const message = window.maintenanceOn
        ? 'Maintenance is on: members see the maintenance page'
        : window.active
          ? 'Maintenance is off'
          : 'Notice withdrawn';
      return { data: window, message };
    },
  );

  app.get(
    '/admin/invite-codes',
    {
      schema: {
        tags,
        summary: 'Invite codes, newest first, with their uses',
        response: { 200: envelope(z.array(ConsoleInviteCode)), ...errors },
      },
    },
    async (req) => ({ data: await schedules.inviteCodes(operator(req)) }),
  );

  app.post(
    '/admin/invite-codes',
    {
      schema: {
        tags,
        summary: 'Create an invite code (an account type, a partner or a program it signs people up for)',
        body: InviteCodeBody,
        response: { 201: envelope(ConsoleInviteCode).extend(Message.shape), ...errors },
      },
    },
    async (req, reply) => {
      const code = await schedules.createInviteCode(operator(req), req.body);
      return reply.status(201).send({ data: code, message: `Invite code ${code.code} created` });
    },
  );

  app.delete(
    '/admin/invite-codes/:id',
    {
      schema: {
        tags,
        summary: 'Retire an invite code',
        params: InviteCodeParams,
        response: { 200: Message, ...errors },
      },
    },
    async (req) => {
      await schedules.deleteInviteCode(operator(req), req.params.id);
      return { message: 'Invite code retired' };
    },
  );
};
