import { CallInfo, CallRating, ErrorBody, envelope, MeetingIdParams, MeetingRating, Reaction } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import { callInfo, callRating, rateCall } from './call.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['meetings'];
const StoredRating = z.object({ meetingUuid: z.string(), ratings: Reaction, comments: z.string() });

/** The built-in video call of a meeting and its rating (issue 21; docs/meetings.md, Video calls). */
export const meetingCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meetings/:uuid/call',
    {
      schema: {
        tags,
        summary: "What the browser needs to open the meeting's call (either side, while the call is open)",
        params: MeetingIdParams,
        response: { 200: envelope(CallInfo), ...errors },
      },
    },
    async (req) => {
      const { iceServers, videoCallBaseUrl } = app.config;
      return { data: await callInfo(memberOf(app, req), { iceServers, videoCallBaseUrl }, req.params.uuid) };
    },
  );

  app.get(
    '/meetings/:uuid/rating',
    {
      schema: {
        tags,
        summary: "The caller's own rating of the call (null until rated), and whether it may be rated now",
        params: MeetingIdParams,
        response: { 200: envelope(CallRating), ...errors },
      },
    },
    async (req) => ({ data: await callRating(memberOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/meetings/:uuid/rating',
    {
      schema: {
        tags,
        summary:
          "Rate your call experience: the caller's rating of the call once it took place (a second one replaces the first); 409 before",
        params: MeetingIdParams,
        body: MeetingRating,
        response: { 200: envelope(StoredRating), ...errors },
      },
    },
    async (req) => ({ data: await rateCall(memberOf(app, req), req.params.uuid, req.body) }),
  );
};
