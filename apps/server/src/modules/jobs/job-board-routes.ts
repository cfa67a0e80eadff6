import { ErrorBody, envelope, Job, JobIdParams, JobList, JobPatch, JobQuery, NewJob } from '@ventura/shared';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { type App, errors, tags } from './route-common.ts';
import * as service from './service.ts';

/** The job board: posting, listing (signed in and public), reading and changing a job. */
export const registerJobBoardRoutes = (app: App) => {
  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Post a job (approved hiring organisations)',
        body: NewJob,
        response: { 201: envelope(Job), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createJob(memberOf(app, req), req.body) }),
  );

  app.get(
    '/jobs',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'Jobs that take applications, filtered and paged; mine=true lists your own, closed ones too',
        querystring: JobQuery,
        response: { 200: envelope(JobList), ...errors },
      },
    },
    async (req) => ({ data: await service.listJobs(memberOf(app, req), req.query) }),
  );

  app.get(
    '/search/jobs',
    {
      config: { public: true, replica: true },
      schema: {
        tags,
        summary: 'The public job board: open jobs before their deadline, filtered and paged',
        querystring: JobQuery,
        response: { 200: envelope(JobList), ...errors },
      },
    },
    async (req) => ({ data: await service.listJobs(contextOf(app, req), { ...req.query, mine: false }) }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A job, as the caller may act on it (public)',
        params: JobIdParams,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (req) => ({ data: await service.getJob(contextOf(app, req), req.params.id) }),
  );

  app.patch(
    '/jobs/:id/details',
    {
      schema: {
        tags,
        summary: 'Change a job or close it (its employer)',
        params: JobIdParams,
        body: JobPatch,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (req) => ({ data: await service.updateJob(memberOf(app, req), req.params.id, req.body) }),
  );
};
