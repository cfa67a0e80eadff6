import {
  AdminIpPage,
  AdminIpQuery,
  documentKindInfo,
  ErrorBody,
  envelope,
  IpFacilitatorChange,
  IpFacilitatorChoice,
  IpFacilitatorQuery,
  IpFile,
  IpLicensingChange,
  IpListingPage,
  IpMarketplaceQuery,
  IpRequest,
  IpRequestChange,
  IpRequestPage,
  IpStageChange,
  ipDocumentKindsText,
  ipLimits,
  MyIpRequestPage,
  MyIpRequestsQuery,
  NewIpNote,
  NewIpRequest,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { createMemo } from '../../platform/http/memo.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { contextOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as admin from './admin.ts';
import * as marketplace from './marketplace.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['ip'];
/** How long a signed-out visitor's marketplace page is kept (docs/ip.md). */
const anonymousSeconds = 30;
const RequestParams = z.strictObject({ uuid: z.uuid('This is not an IP request id') });
const FileParams = RequestParams.extend({ fileUuid: z.uuid('This is not a document id') });
const One = envelope(IpRequest);

/** IP requests and the IP marketplace (issue 40; docs/ip.md), while the tenant has ip_management on. */
export const ipRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, (settings) => settings.features.ip_management);
  requirePlanFor(app, 'ip_management');
  await registerMultipart(app);
  const m = service.ipOf;
  // The marketplace signed out is the same for everyone: kept 30 s per process, searches not kept (their words
  // are the visitor's). Any write here that succeeds empties this process's copies of its tenant before it
  // answers; other processes show it within the 30 s.
  const listings = createMemo<IpListingPage>(anonymousSeconds, 2000);
  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300 && req.tenant) listings.forget(`${req.tenant.id}:`);
  });

  app.get(
    '/ip-requests',
    {
      schema: {
        tags,
        summary: 'The requests of the caller’s startup or corporate, recently changed first',
        querystring: MyIpRequestsQuery,
        response: { 200: envelope(MyIpRequestPage), ...errors },
      },
    },
    async (req) => ({ data: await service.mine(m(app, req), req.query) }),
  );

  app.get(
    '/ip-requests/assigned',
    {
      schema: {
        tags,
        summary: 'The requests the caller facilitates, recently changed first',
        querystring: MyIpRequestsQuery,
        response: { 200: envelope(IpRequestPage), ...errors },
      },
    },
    async (req) => ({ data: await service.assigned(m(app, req), req.query) }),
  );

  app.post(
    '/ip-requests',
    {
      schema: {
        tags,
        summary: 'File an IP request (startups and corporates; documents follow: POST ip-requests/{uuid}/files)',
        body: NewIpRequest,
        response: { 201: One, ...errors, 422: ErrorBody },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.file(m(app, req), req.body) }),
  );

  app.get(
    '/ip-requests/:uuid',
    {
      schema: {
        tags,
        summary: 'A request with its history and documents (internal notes for operators and its facilitator)',
        params: RequestParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.detail(m(app, req), req.params.uuid) }),
  );

  app.patch(
    '/ip-requests/:uuid',
    {
      schema: {
        tags,
        summary: 'Change the title, description or inventors (its owner, while submitted or needing information)',
        params: RequestParams,
        body: IpRequestChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.change(m(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/ip-requests/:uuid/stage',
    {
      schema: {
        tags,
        summary: 'Move a request to a stage the caller may (the team; its owner may withdraw it before filing)',
        params: RequestParams,
        body: IpStageChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.move(m(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/ip-requests/:uuid/notes',
    {
      schema: {
        tags,
        summary: 'Write a note on a request (the team may keep it internal)',
        params: RequestParams,
        body: NewIpNote,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.note(m(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/ip-requests/:uuid/files',
    {
      schema: {
        tags,
        summary: 'Add a document (its owner, before it is filed)',
        params: RequestParams,
        multipart: z.object({
          file: z.file().describe(`${ipDocumentKindsText}; at most ${ipLimits.fileBytes / 1024 / 1024} MB`),
        }),
        response: { 201: envelope(IpFile), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await readForm(req, { field: 'file', maxBytes: ipLimits.fileBytes });
      const data = await service.attach(m(app, req), req.params.uuid, { bytes, fileName });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/ip-requests/:uuid/files/:fileUuid',
    {
      schema: {
        tags,
        summary: 'Download a document of a request (whoever may see the request)',
        params: FileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { file, row } = await service.openFile(m(app, req), req.params.uuid, req.params.fileUuid);
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

  app.delete(
    '/ip-requests/:uuid/files/:fileUuid',
    {
      schema: {
        tags,
        summary: 'Remove a document (its owner, before it is filed)',
        params: FileParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.removeFile(m(app, req), req.params.uuid, req.params.fileUuid) }),
  );

  app.put(
    '/ip-requests/:uuid/licensing',
    {
      schema: {
        tags,
        summary: 'Offer filed or granted IP for licensing in /search/ips, or take it back (its owner)',
        params: RequestParams,
        body: IpLicensingChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.license(m(app, req), req.params.uuid, req.body) }),
  );

  app.get(
    '/ip-marketplace',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'IP its owners offer for licensing, newest first, by words, kind and industry (signed out too)',
        querystring: IpMarketplaceQuery,
        response: { 200: envelope(IpListingPage), ...errors },
      },
    },
    async (req) => {
      const { q, kind, industry, pageNumber, limit } = req.query;
      const read = () => marketplace.listings(contextOf(app, req), req.query);
      if (req.auth || q) return { data: await read() };
      return {
        data: await listings.remember(`${req.tenant.id}:${kind ?? ''}:${industry ?? ''}:${pageNumber}:${limit}`, read),
      };
    },
  );

  // ---- The console ----

  app.get(
    '/admin/ip-requests',
    {
      schema: {
        tags,
        summary: 'The queue by stage, kind, facilitator and words, with counts per stage (operators)',
        querystring: AdminIpQuery,
        response: { 200: envelope(AdminIpPage), ...errors },
      },
    },
    async (req) => ({ data: await admin.queue(m(app, req), req.query) }),
  );

  app.put(
    '/admin/ip-requests/:uuid/facilitator',
    {
      schema: {
        tags,
        summary: 'Give a request to an approved member as its facilitator, or to nobody (operators)',
        params: RequestParams,
        body: IpFacilitatorChange,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await admin.assignFacilitator(m(app, req), req.params.uuid, req.body.userUuid) }),
  );

  app.get(
    '/admin/ip-facilitators',
    {
      schema: {
        tags,
        summary: 'Approved members a request may be given to, by name or organisation (operators)',
        querystring: IpFacilitatorQuery,
        response: { 200: envelope(z.array(IpFacilitatorChoice)), ...errors },
      },
    },
    async (req) => ({ data: await admin.facilitatorChoices(m(app, req), req.query.q) }),
  );
};
