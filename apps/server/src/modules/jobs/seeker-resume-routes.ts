import { ApplicationFile, ErrorBody, envelope, ResumeUploadForm } from '@ventura/shared';
import { documentFileResponse } from '../../platform/files/download.ts';
import { memberOf } from '../../platform/request-context.ts';
import { type App, errors, Message, readResume, sendResume, tags } from './route-common.ts';
import * as seekerResume from './seeker-resume.ts';

/** A job seeker's saved resume: read, save, remove, download. */
export const registerSeekerResumeRoutes = (app: App) => {
  app.get(
    '/job-seekers/resume',
    {
      schema: {
        tags,
        summary: 'Your saved resume, or null',
        response: { 200: envelope(ApplicationFile.nullable()), ...errors },
      },
    },
    async (req) => ({ data: await seekerResume.getSeekerResume(memberOf(app, req)) }),
  );

  app.post(
    '/job-seekers/resume',
    {
      schema: {
        tags,
        summary: 'Save your resume (PDF or Word); it replaces the one saved before',
        multipart: ResumeUploadForm,
        response: { 200: envelope(ApplicationFile), ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const m = memberOf(app, req);
      const { bytes, fileName } = await readResume(req);
      return { data: await seekerResume.saveSeekerResume(m, { bytes, fileName }) };
    },
  );

  app.delete(
    '/job-seekers/resume',
    { schema: { tags, summary: 'Remove your saved resume', response: { 200: Message, ...errors } } },
    async (req) => {
      await seekerResume.removeSeekerResume(memberOf(app, req));
      return { message: 'Your resume was removed' };
    },
  );

  app.get(
    '/job-seekers/resume/file',
    { schema: { tags, summary: 'Download your saved resume', response: { 200: documentFileResponse, ...errors } } },
    async (req, reply) => sendResume(reply, await seekerResume.openSeekerResume(memberOf(app, req))),
  );
};
