import {
  Applicant,
  ApplicantQuery,
  ApplicationIdParams,
  envelope,
  JobIdParams,
  listEnvelope,
  MoveApplicant,
} from '@ventura/shared';
import { callingOf } from '../meetings/index.ts';
import * as applicants from './applicants.ts';
import { type App, errors, tags } from './route-common.ts';

/** The hiring side's pipeline: a job's applicants and moving them along. */
export const registerApplicantRoutes = (app: App) => {
  app.get(
    '/jobs/:id/applicants',
    {
      schema: {
        tags,
        summary: "A job's applicants by status, oldest first (its employer, operators)",
        params: JobIdParams,
        querystring: ApplicantQuery,
        response: { 200: listEnvelope(Applicant), ...errors },
      },
    },
    async (req) => ({ data: await applicants.applicants(callingOf(app, req), req.params.id, req.query) }),
  );

  app.patch(
    '/jobs/applicants/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an applicant along the pipeline; they are told',
        params: ApplicationIdParams,
        body: MoveApplicant,
        response: { 200: envelope(Applicant), ...errors },
      },
    },
    async (req) => ({ data: await applicants.moveApplicant(callingOf(app, req), req.params.id, req.body) }),
  );
};
