import { envelope, HiringProfile, HiringProfileBody, HiringProfileState } from '@ventura/shared';
import { memberOf } from '../../platform/request-context.ts';
import { type App, errors, tags } from './route-common.ts';
import * as service from './service.ts';

/** The hiring profile: how the caller's organisation appears on its jobs, and whether it may post them. */
export const registerHiringProfileRoutes = (app: App) => {
  app.get(
    '/jobs/hiring-profile',
    {
      schema: {
        tags,
        summary: "The caller's organisation's hiring profile, and whether it may post jobs",
        response: { 200: envelope(HiringProfileState), ...errors },
      },
    },
    async (req) => ({ data: await service.hiringState(memberOf(app, req)) }),
  );

  app.patch(
    '/jobs/hiring-profile',
    {
      schema: {
        tags,
        summary: 'Make or change how your organisation appears on its jobs',
        body: HiringProfileBody,
        response: { 200: envelope(HiringProfile), ...errors },
      },
    },
    async (req) => ({ data: await service.saveHiring(memberOf(app, req), req.body) }),
  );
};
