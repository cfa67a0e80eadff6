import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../platform/http/multipart.ts';
import { registerApplicationRoutes } from './application-routes.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { registerFamilyRoutes } from './family-routes.ts';
import { registerManageRoutes } from './manage-routes.ts';
import { registerReviewRoutes } from './review-routes.ts';

/**
 * Programs, calls for applications and video startup programs (issue 20; spec calls 7.6; docs/programs.md):
 * the three families share their calls, each under its own path; the applicant's, the reviewers' and the
 * managers' calls follow.
 */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  registerFamilyRoutes(app);
  registerApplicationRoutes(app);
  registerDocumentRoutes(app);
  registerReviewRoutes(app);
  registerManageRoutes(app);
};
