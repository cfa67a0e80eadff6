import {
  ApplicationIdParams,
  ErrorBody,
  envelope,
  PublicApplication,
  PublicApplicationReceipt,
  ResumeEmailAnswer,
  ResumeEmailCheck,
  ResumeUploadForm,
} from '@ventura/shared';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { contextOf } from '../../platform/request-context.ts';
import { countAttempt } from '../auth/index.ts';
import * as publicApplications from './public-applications.ts';
import { type App, errors, Message, readResume, tags } from './route-common.ts';

const UploadFields = z.strictObject({ uploadToken: z.string().min(1).max(200) });

/** Signed-out applicants: checking an email, applying with it, attaching the resume. */
export const registerPublicApplicationRoutes = (app: App) => {
  app.post(
    '/resumes/check-email',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether an email may apply signed out to a job (not applied yet, not a member’s)',
        body: ResumeEmailCheck,
        response: { 200: envelope(ResumeEmailAnswer), ...errors, 429: ErrorBody },
      },
    },
    async (req) => {
      // It tells whether an address is a member's: counted as a contact look-up, so the member list
      // cannot be read off it one guess at a time.
      await countAttempt(req, 'resume-email-check', req.body.email);
      return { data: await publicApplications.checkEmail(contextOf(app, req), req.body) };
    },
  );

  app.post(
    '/resumes/submit',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Apply signed out with a name and an email; the answer carries the token the resume upload needs',
        body: PublicApplication,
        response: { 201: envelope(PublicApplicationReceipt), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await publicApplications.submitPublic(contextOf(app, req), req.body, req) }),
  );

  app.post(
    '/resumes/upload/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Attach the resume of a signed-out application (fields uploadToken, then file)',
        params: ApplicationIdParams,
        multipart: ResumeUploadForm.extend(UploadFields.shape),
        response: { 200: Message, ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const { bytes, fileName, fields } = await readResume(req);
      const { uploadToken } = parseInput(UploadFields, fields);
      return publicApplications.uploadPublicResume(contextOf(app, req), req.params.id, {
        token: uploadToken,
        bytes,
        fileName,
      });
    },
  );
};
