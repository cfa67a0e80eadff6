import {
  ApplicationIdParams,
  ApplyToJob,
  ErrorBody,
  envelope,
  JobIdParams,
  listEnvelope,
  MyApplication,
  pageQuery,
  pageSizes,
  ResumeUploadForm,
} from '@ventura/shared';
import { z } from 'zod';
import { documentFileResponse } from '../../platform/files/download.ts';
import { callingOf } from '../meetings/index.ts';
import * as applications from './applications.ts';
import { type App, errors, readResume, sendResume, tags } from './route-common.ts';

const MyPage = z.object(pageQuery(pageSizes.list));

/** A member's own applications: applying, the resume, the list, withdrawing. */
export const registerApplicationRoutes = (app: App) => {
  app.get(
    '/jobs/applied/list',
    {
      schema: {
        tags,
        summary: 'Your applications, newest first, with their interviews',
        querystring: MyPage,
        response: { 200: listEnvelope(MyApplication), ...errors },
      },
    },
    async (req) => ({ data: await applications.myApplications(callingOf(app, req), req.query) }),
  );

  app.post(
    '/jobs/:id/apply',
    {
      schema: {
        tags,
        summary: "Apply to a job; a job seeker's saved resume goes with it, or upload one next",
        params: JobIdParams,
        body: ApplyToJob,
        response: { 201: envelope(MyApplication), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await applications.apply(callingOf(app, req), req.params.id, req.body) }),
  );

  app.post(
    '/jobs/apply/:id/upload/resume',
    {
      schema: {
        tags,
        summary: 'Attach or replace the resume of your application (PDF or Word)',
        params: ApplicationIdParams,
        multipart: ResumeUploadForm,
        response: { 200: envelope(MyApplication), ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const m = callingOf(app, req);
      const { bytes, fileName } = await readResume(req);
      return { data: await applications.uploadResume(m, req.params.id, { bytes, fileName }) };
    },
  );

  app.post(
    '/jobs/applied/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw your application',
        params: ApplicationIdParams,
        response: { 200: envelope(MyApplication), ...errors },
      },
    },
    async (req) => ({ data: await applications.withdraw(callingOf(app, req), req.params.id) }),
  );

  app.get(
    '/jobs/applications/:id/resume',
    {
      schema: {
        tags,
        summary: "Download an application's resume (the applicant, the employer, operators)",
        params: ApplicationIdParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendResume(reply, await applications.openResume(callingOf(app, req), req.params.id)),
  );
};
