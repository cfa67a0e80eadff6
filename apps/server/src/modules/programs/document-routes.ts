import {
  type DocumentKind,
  DocumentUploadForm,
  documentKindInfo,
  ErrorBody,
  envelope,
  limits,
  ProgramDocument,
  ProgramDocumentParams,
} from '@ventura/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm } from '../../platform/http/multipart.ts';
import { memberOf } from '../../platform/request-context.ts';
import type { StoredFile } from '../../platform/storage/index.ts';
import { openAnswerFile, openDocumentFile, openForUpload, storeDocument } from './documents.ts';
import { presentDocument } from './present.ts';
import { type App, errors, tags } from './route-schemas.ts';

const AnswerFileParams = z.object({
  id: z.uuid('This is not an application id'),
  file: z.uuid('This is not a file id'),
});
const field = 'file';

const sendFile = (reply: FastifyReply, found: { file: StoredFile; name: string; kind: DocumentKind }) => {
  reply.headers({
    ...downloadHeaders,
    'content-type': documentKindInfo[found.kind].contentType,
    'content-disposition': attachment(found.name),
  });
  if (found.file.size !== null) reply.header('content-length', String(found.file.size));
  return reply.send(found.file.body);
};

/** The applicant's documents and the files an application carries: uploaded by the applicant, read by reviewers. */
export const registerDocumentRoutes = (app: App) => {
  const pm = '/programs-management';

  app.post(
    `${pm}/documents/:id/upload`,
    {
      schema: {
        tags,
        summary: 'Upload the file for a document the program asks for (the applicant)',
        params: ProgramDocumentParams,
        multipart: DocumentUploadForm,
        response: { 200: envelope(ProgramDocument), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const m = memberOf(app, req);
      const found = await openForUpload(m, req.params.id);
      const form = await readForm(req, { field, maxBytes: limits.documentSizeBytes });
      return { data: presentDocument(await storeDocument(m, found, form)) };
    },
  );

  app.get(
    `${pm}/documents/:id/file`,
    {
      schema: {
        tags,
        summary: 'The file of a program document (the applicant and the reviewers)',
        params: ProgramDocumentParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendFile(reply, await openDocumentFile(memberOf(app, req), req.params.id)),
  );

  app.get(
    `${pm}/applications/:id/files/:file`,
    {
      schema: {
        tags,
        summary: 'A file an application’s answers carry (the applicant and the reviewers)',
        params: AnswerFileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendFile(reply, await openAnswerFile(memberOf(app, req), req.params.id, req.params.file)),
  );
};
