import {
  AdminTicketIssueType,
  documentKindInfo,
  ErrorBody,
  envelope,
  helpdeskLimits,
  InboundTicketEmail,
  InboundTicketEmailAnswer,
  IssueTypeRemoval,
  MyTicketsQuery,
  NewTicket,
  NewTicketMessage,
  Ticket,
  TicketAssignment,
  TicketFile,
  TicketFileForm,
  TicketFileTarget,
  TicketIssueType,
  TicketIssueTypeChange,
  TicketIssueTypeInput,
  TicketOperator,
  TicketPage,
  TicketQueueQuery,
  TicketRating,
  TicketStats,
  TicketStatusChange,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as admin from './admin.ts';
import * as inbound from './inbound.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['helpdesk'];
const TicketParams = z.strictObject({ uuid: z.uuid('This is not a ticket id') });
const FileParams = z.strictObject({ uuid: z.uuid('This is not a file id') });
const TypeParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const One = envelope(Ticket);

/** The helpdesk (issue 40; docs/helpdesk.md), while the tenant has ticket_management on. */
export const helpdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, (settings) => settings.features.ticket_management);
  await registerMultipart(app);
  const h = service.helpdeskOf;

  app.get(
    '/ticket-issue-types',
    {
      schema: {
        tags,
        summary: 'The issue types a member may raise a ticket about (calls.md 7.1)',
        response: { 200: envelope(z.array(TicketIssueType)), ...errors },
      },
    },
    async (req) => ({ data: await service.issueTypes(memberOf(app, req)) }),
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'The caller’s tickets, most recently active first',
        querystring: MyTicketsQuery,
        response: { 200: envelope(TicketPage), ...errors },
      },
    },
    async (req) => ({ data: await service.mine(h(app, req), req.query) }),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Raise a ticket (files follow: POST tickets/{uuid}/files)',
        body: NewTicket,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.raise(h(app, req), req.body) }),
  );

  app.get(
    '/tickets/:uuid',
    {
      schema: {
        tags,
        summary: 'A ticket and its thread (its member: without internal notes; operators: all)',
        params: TicketParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.detail(h(app, req), req.params.uuid) }),
  );

  app.post(
    '/tickets/:uuid/messages',
    {
      schema: {
        tags,
        summary: 'Write in a ticket’s thread (operators may keep it internal)',
        params: TicketParams,
        body: NewTicketMessage,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.reply(h(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/tickets/:uuid/status',
    {
      schema: {
        tags,
        summary: 'Move a ticket to a status the workflow allows the caller',
        params: TicketParams,
        body: TicketStatusChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.setStatus(h(app, req), req.params.uuid, req.body.status) }),
  );

  app.post(
    '/tickets/:uuid/rating',
    {
      schema: {
        tags,
        summary: 'Rate the help, once the ticket is resolved or closed (its member, once)',
        params: TicketParams,
        body: TicketRating,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.rate(h(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/tickets/:uuid/files',
    {
      schema: {
        tags,
        summary: 'Attach a file to a ticket (its member) or to one of the caller’s messages',
        params: TicketParams,
        multipart: TicketFileForm,
        response: { 201: envelope(TicketFile), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { bytes, fields, fileName } = await readForm(req, { field: 'file', maxBytes: helpdeskLimits.fileBytes });
      const target = parseInput(TicketFileTarget, fields, 'body');
      const data = await service.attach(h(app, req), req.params.uuid, { bytes, fileName, ...target });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/tickets/files/:uuid',
    {
      schema: {
        tags,
        summary: 'Download a ticket’s file (operators; its member, but not a file of an internal note)',
        params: FileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { file, row } = await service.openFile(h(app, req), req.params.uuid);
      const kind = row.kind as keyof typeof documentKindInfo;
      reply.headers({
        ...downloadHeaders,
        'content-type': documentKindInfo[kind].contentType,
        'content-disposition': attachment(row.fileName),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );

  app.post(
    '/helpdesk/inbound-email',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A reply by email, posted by the mail provider with X-Inbound-Secret (404 unless configured)',
        body: InboundTicketEmail,
        response: { 202: envelope(InboundTicketEmailAnswer), ...errors },
      },
    },
    async (req, reply) => {
      const secret = req.headers['x-inbound-secret'];
      const data = await inbound.receive(
        { ...contextOf(app, req), settings: app.config.helpdesk },
        typeof secret === 'string' ? secret : undefined,
        req.body,
      );
      return reply.status(202).send({ data });
    },
  );

  // ---- The console ----

  app.get(
    '/admin/ticket-issue-types',
    {
      schema: {
        tags,
        summary: 'Every issue type, retired ones too, with ticket counts (operators)',
        response: { 200: envelope(z.array(AdminTicketIssueType)), ...errors },
      },
    },
    async (req) => ({ data: await admin.issueTypes(h(app, req)) }),
  );

  app.post(
    '/admin/ticket-issue-types',
    {
      schema: {
        tags,
        summary: 'Add an issue type (operators)',
        body: TicketIssueTypeInput,
        response: { 201: envelope(AdminTicketIssueType), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await admin.addIssueType(h(app, req), req.body) }),
  );

  app.patch(
    '/admin/ticket-issue-types/:id',
    {
      schema: {
        tags,
        summary: 'Rename, reorder, retire or bring back an issue type (operators)',
        params: TypeParams,
        body: TicketIssueTypeChange,
        response: { 200: envelope(AdminTicketIssueType), ...errors },
      },
    },
    async (req) => ({ data: await admin.changeIssueType(h(app, req), req.params.id, req.body) }),
  );

  app.delete(
    '/admin/ticket-issue-types/:id',
    {
      schema: {
        tags,
        summary: 'Delete an issue type no ticket is of; one in use is retired instead (operators)',
        params: TypeParams,
        response: { 200: envelope(IssueTypeRemoval), ...errors },
      },
    },
    async (req) => ({ data: await admin.removeIssueType(h(app, req), req.params.id) }),
  );

  app.get(
    '/admin/tickets',
    {
      schema: {
        tags,
        summary: 'The queue: filtered by status, issue type, assignee and words or number (operators)',
        querystring: TicketQueueQuery,
        response: { 200: envelope(TicketPage), ...errors },
      },
    },
    async (req) => ({ data: await admin.queue(h(app, req), req.query) }),
  );

  app.get(
    '/admin/tickets/stats',
    {
      schema: {
        tags,
        summary: 'Median times to first answer and to resolve, ratings (30 days) and open counts (operators)',
        response: { 200: envelope(TicketStats), ...errors },
      },
    },
    async (req) => ({ data: await admin.stats(h(app, req)) }),
  );

  app.get(
    '/admin/tickets/operators',
    {
      schema: {
        tags,
        summary: 'The operators a ticket may be assigned to (operators)',
        response: { 200: envelope(z.array(TicketOperator)), ...errors },
      },
    },
    async (req) => ({ data: await admin.operators(h(app, req)) }),
  );

  app.patch(
    '/admin/tickets/:uuid',
    {
      schema: {
        tags,
        summary: 'Assign a ticket to an operator, or to nobody (operators)',
        params: TicketParams,
        body: TicketAssignment,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await admin.assign(h(app, req), req.params.uuid, req.body.assigneeId) }),
  );
};
