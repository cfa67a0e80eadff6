import { AttachmentUploadForm, ErrorBody, envelope, limits, UploadedAttachment } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth/index.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { storeAttachment } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** POST upload/attachment (spec calls 7.9): a document uploaded ahead of the form that uses it. */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  app.post(
    '/upload/attachment',
    {
      schema: {
        tags: ['attachments'],
        summary: 'Upload a document (PDF, Office, PNG, JPEG) for a challenge or an application; claimed within a day',
        multipart: AttachmentUploadForm,
        response: { 201: envelope(UploadedAttachment), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const auth = signedIn(req);
      const { bytes, fileName } = await readForm(req, { field: 'file', maxBytes: limits.documentSizeBytes });
      const data = await storeAttachment(
        { db: req.db, tenantId: req.tenant.id, auth, jobs: app.jobs, storage: app.storage, log: req.log },
        { bytes, fileName },
      );
      return reply.code(201).send({ data });
    },
  );
};
