import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../platform/http/multipart.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import { registerApplicantRoutes } from './applicant-routes.ts';
import { registerApplicationRoutes } from './application-routes.ts';
import { registerHiringProfileRoutes } from './hiring-profile-routes.ts';
import { registerInterviewRoutes } from './interview-routes.ts';
import { registerJobBoardRoutes } from './job-board-routes.ts';
import { jobsOn } from './policy.ts';
import { registerPublicApplicationRoutes } from './public-application-routes.ts';
import { registerSeekerResumeRoutes } from './seeker-resume-routes.ts';

/**
 * Jobs (issue 19; spec calls 7.9): hiring profiles, jobs, applications by members and signed-out visitors,
 * the applicant pipeline and interviews. Off on the tenant (its jobs flag): the routes are not there.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, jobsOn);
  await registerMultipart(app);
  registerHiringProfileRoutes(app);
  registerJobBoardRoutes(app);
  registerApplicationRoutes(app);
  registerApplicantRoutes(app);
  registerInterviewRoutes(app);
  registerSeekerResumeRoutes(app);
  registerPublicApplicationRoutes(app);
};
