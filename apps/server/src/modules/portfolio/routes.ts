import {
  CsvImportReport,
  ErrorBody,
  envelope,
  limits,
  PartnerInvitation,
  PartnerSubmissionInput,
  PartnerSubmissionParams,
  PortfolioCsvForm,
  PortfolioEntry,
  PortfolioEntryParams,
  PortfolioPage,
  PortfolioQuery,
  PortfolioStartupInput,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { publicOrigin } from '../../platform/tenancy/public-origin.ts';
import { byAddress, throttle } from '../../platform/throttle/index.ts';
import { registerInvitationRoutes } from '../auth/index.ts';
import { presentEntry } from './present.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const tags = ['partners'];
const Message = z.object({ message: z.string() });
const One = envelope(PortfolioEntry).extend(Message.shape);
/** Submissions one address may send in an hour: a public form that sends the partner mail. */
const submissionLimit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * A partner's portfolio of startups (calls 7.4: add-startup, upload/csv, public submission) and the
 * invitation its founders answer. The portfolio list, invite and remove calls are ours: the page that
 * shows what was added needs them.
 */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const caller = (req: FastifyRequest) => ({ db: req.db, tenant: req.tenant, auth: signedIn(req) });
  const sender = async (req: FastifyRequest) => ({ mailer: app.mailer, origin: await publicOrigin(req) });

  app.get(
    '/partners/startups',
    {
      schema: {
        tags,
        summary: "The caller's partner portfolio: a page of startups, newest first, with counts per state",
        querystring: PortfolioQuery,
        response: { 200: envelope(PortfolioPage), ...errors },
      },
    },
    async (req) => {
      const page = await service.listPortfolio(caller(req), req.query);
      const items = page.rows.map(({ entry, startup }) => presentEntry(entry, startup));
      return {
        data: {
          ...pageAnswer(items, page.total, req.query),
          counts: page.counts,
          can: page.can,
          blockedReason: page.blockedReason,
        },
      };
    },
  );

  app.post(
    '/partners/add-startup',
    {
      schema: {
        tags,
        summary: "Add a startup to the caller's portfolio and invite its founder by email",
        body: PortfolioStartupInput,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => {
      const entry = await service.addStartup(caller(req), await sender(req), req.body);
      return reply.status(201).send({ data: presentEntry(entry), message: `Invitation sent to ${entry.email}` });
    },
  );

  app.post(
    '/partners/upload/csv',
    {
      schema: {
        tags,
        summary: 'Import startups from a CSV: each row checked, the good ones added and invited, a report of the rest',
        multipart: PortfolioCsvForm,
        response: { 200: envelope(CsvImportReport).extend(Message.shape), ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const who = caller(req);
      const bytes = await readFile(req, { field: 'file', maxBytes: limits.portfolioCsvBytes });
      const report = await service.importCsv(who, await sender(req), bytes);
      const imported = report.imported.length;
      const message = `${imported} ${imported === 1 ? 'startup' : 'startups'} imported, ${report.refused.length} ${report.refused.length === 1 ? 'row' : 'rows'} refused`;
      return { data: report, message };
    },
  );

  app.post(
    '/partners/startups/:id/invite',
    {
      schema: {
        tags,
        summary: 'Invite the founder of a submission, or send an invited founder a new link',
        params: PortfolioEntryParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => {
      const entry = await service.inviteEntry(caller(req), await sender(req), req.params.id);
      return { data: presentEntry(entry), message: `Invitation sent to ${entry.email}` };
    },
  );

  app.delete(
    '/partners/startups/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation, drop a submission, or take a joined startup off the list',
        params: PortfolioEntryParams,
        response: { 200: Message, ...errors },
      },
    },
    async (req) => ({ message: await service.removeEntry(caller(req), req.params.id) }),
  );

  app.get(
    '/partners/admin-console',
    {
      schema: {
        tags,
        summary: "The address of the partner's admin console (opened in a new tab)",
        response: { 200: envelope(z.string()), ...errors },
      },
    },
    async (req) => ({ data: service.adminConsoleUrl(caller(req), await publicOrigin(req)) }),
  );

  app.post(
    '/partners/public/submission/:id',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: "A founder submits their startup to a partner (the partner profile's uuid)",
        params: PartnerSubmissionParams,
        body: PartnerSubmissionInput,
        response: { 201: envelope(z.object({ partner: z.string() })).extend(Message.shape), ...errors },
      },
    },
    async (req, reply) => {
      await throttle(req.db, req.tenant.id, [byAddress(req, 'partner-submission', submissionLimit)]);
      const partner = await service.submitStartup(req.db, app.mailer, {
        tenant: req.tenant,
        partnerUuid: req.params.id,
        body: req.body,
        origin: await publicOrigin(req),
      });
      const message = `Thank you. ${partner} will review your startup and write to you.`;
      return reply.status(201).send({ data: { partner }, message });
    },
  );

  registerInvitationRoutes(app, {
    path: 'partner-invitations',
    tags,
    Shown: PartnerInvitation,
    summaries: {
      show: "What a partner's invitation to a founder offers",
      accept: "Accept a partner's invitation; returns the session on the founder's startup profile",
      decline: "Decline a partner's invitation",
    },
    show: service.showInvitation,
    accept: service.acceptInvitation,
    decline: service.declineInvitation,
  });
};
