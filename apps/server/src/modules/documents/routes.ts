import {
  DocumentIdParams,
  DocumentListParams,
  DocumentListQuery,
  DocumentRequest,
  DocumentUploadForm,
  documentKindInfo,
  documentKinds,
  documentStatuses,
  ErrorBody,
  envelope,
  limits,
  listEnvelope,
  profileTypes,
  RejectedDocumentListParams,
  RequestDocument,
  UpdateDocument,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { assertMultipart, readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { registerConnectionDocumentRoutes } from './connection-routes.ts';
import { fileNameOf } from './present.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['documents'];
const role = profileTypes.program_office.rolePath;
const field = 'file';
const One = envelope(DocumentRequest);
const Page = listEnvelope(DocumentRequest);

const caller = (req: FastifyRequest): service.Caller => ({
  db: req.db,
  tenant: req.tenant,
  auth: signedIn(req),
  ip: req.ip,
});

/**
 * Program office application documents (spec calls 7.4, under program_office_members/): an office asks a
 * startup for a document, the startup uploads it, the office accepts or rejects it with a comment, and
 * the startup uploads a rejected one again. Files are served to the parties only, by the route below.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);

  app.post(
    `/${role}/submit-document`,
    {
      schema: {
        tags,
        summary: 'Ask a startup of the tenant for a document (an approved program office)',
        body: RequestDocument,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.requestDocument(caller(req), req.body) }),
  );

  app.post(
    `/${role}/:id/upload-document`,
    {
      schema: {
        tags,
        summary: `Upload the document asked for (the startup asked): ${documentKinds.join(', ')}`,
        params: DocumentIdParams,
        multipart: DocumentUploadForm,
        response: { 200: One, ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const who = caller(req);
      const document = await service.openForUpload(who, req.params.id);
      assertMultipart(req, field);
      await service.countUpload(who);
      const bytes = await readFile(req, { field, maxBytes: limits.documentSizeBytes });
      return { data: await service.storeFile(who, app.storage, req.log, document, bytes) };
    },
  );

  app.get(
    `/${role}/fetch-documents/:pageNumber/:limit/:status?`,
    {
      schema: {
        tags,
        summary: `A page of document requests, newest first, of one state (${documentStatuses.join(', ')}) or all`,
        params: DocumentListParams,
        querystring: DocumentListQuery,
        response: { 200: Page, ...errors },
      },
    },
    async (req) => {
      const { pageNumber, limit, status = 'all' } = req.params;
      const statuses = status === 'all' ? null : [status];
      const page = { statuses, counterpart: req.query.profileUuid, pageNumber, limit };
      return { data: await service.listDocuments(caller(req), page) };
    },
  );

  app.get(
    `/${role}/fetch-documents-rejected/:pageNumber/:limit`,
    {
      schema: {
        tags,
        summary: 'A page of the documents sent back to the startup, newest first',
        params: RejectedDocumentListParams,
        querystring: DocumentListQuery,
        response: { 200: Page, ...errors },
      },
    },
    async (req) => {
      const page = { statuses: ['rejected'] as const, counterpart: req.query.profileUuid, ...req.params };
      return { data: await service.listDocuments(caller(req), page) };
    },
  );

  app.put(
    `/${role}/update-document/:id`,
    {
      schema: {
        tags,
        summary: 'Accept or reject a submitted document with a comment, or edit a request the startup still owes',
        params: DocumentIdParams,
        body: UpdateDocument,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.updateDocument(caller(req), req.params.id, req.body) }),
  );

  app.delete(
    `/${role}/delete-document/:id`,
    {
      schema: {
        tags,
        summary: 'Withdraw a document request, and the file sent for it',
        params: DocumentIdParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      await service.withdrawDocument(caller(req), app.storage, req.log, req.params.id);
      return { message: 'The document request was withdrawn' };
    },
  );

  app.get(
    `/${role}/documents/:id/file`,
    {
      schema: {
        tags,
        summary: 'Download the file of a request (its office, the startup and the tenant’s operators)',
        params: DocumentIdParams,
        response: {
          200: documentFileResponse,
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { document, kind, file } = await service.openFile(caller(req), app.storage, req.params.id);
      reply.headers({
        ...downloadHeaders,
        'content-type': documentKindInfo[kind].contentType,
        'content-disposition': attachment(fileNameOf(document.title, kind)),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
  registerConnectionDocumentRoutes(app);
};
