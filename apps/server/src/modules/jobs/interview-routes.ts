import {
  ApplicationIdParams,
  envelope,
  Interview,
  InterviewIdParams,
  InterviewOutcomeBody,
  InterviewSlotQuery,
  RescheduleInterview,
  ScheduleInterview,
  SlotList,
} from '@ventura/shared';
import { callingOf } from '../meetings/index.ts';
import * as interviews from './interviews.ts';
import { type App, errors, tags } from './route-common.ts';

/** Interviews with applicants: scheduling at free slots, moving, cancelling, recording the outcome. */
export const registerInterviewRoutes = (app: App) => {
  app.post(
    '/jobs/applicants/:id/interviews',
    {
      schema: {
        tags,
        summary:
          "Schedule an interview with an applicant at one of your free slots (no overlap with either side's meetings)",
        params: ApplicationIdParams,
        body: ScheduleInterview,
        response: { 201: envelope(Interview), ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await interviews.schedule(callingOf(app, req), req.params.id, req.body) }),
  );

  app.get(
    '/jobs/applicants/:id/interview-slots',
    {
      schema: {
        tags,
        summary: 'Your free slots for an interview with an applicant (free for them too), between two instants',
        params: ApplicationIdParams,
        querystring: InterviewSlotQuery,
        response: { 200: envelope(SlotList), ...errors },
      },
    },
    async (req) => ({ data: await interviews.slotsForApplicant(callingOf(app, req), req.params.id, req.query) }),
  );

  app.get(
    '/jobs/interviews/:id/slots',
    {
      schema: {
        tags,
        summary: 'Your free slots to move an interview to, between two instants',
        params: InterviewIdParams,
        querystring: InterviewSlotQuery,
        response: { 200: envelope(SlotList), ...errors },
      },
    },
    async (req) => ({ data: await interviews.slotsToMove(callingOf(app, req), req.params.id, req.query) }),
  );

  app.get(
    '/jobs/interviews/:id',
    {
      schema: {
        tags,
        summary: 'An interview, to its employer and its candidate',
        params: InterviewIdParams,
        response: { 200: envelope(Interview), ...errors },
      },
    },
    async (req) => ({ data: await interviews.getInterview(callingOf(app, req), req.params.id) }),
  );

  app.patch(
    '/jobs/interviews/:id',
    {
      schema: {
        tags,
        summary: 'Move an interview that has not started',
        params: InterviewIdParams,
        body: RescheduleInterview,
        response: { 200: envelope(Interview), ...errors },
      },
    },
    async (req) => ({ data: await interviews.reschedule(callingOf(app, req), req.params.id, req.body) }),
  );

  app.post(
    '/jobs/interviews/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an interview that has not started',
        params: InterviewIdParams,
        response: { 200: envelope(Interview), ...errors },
      },
    },
    async (req) => ({ data: await interviews.cancel(callingOf(app, req), req.params.id) }),
  );

  app.post(
    '/jobs/interviews/:id/outcome',
    {
      schema: {
        tags,
        summary: 'Record how an interview went, once it has started',
        params: InterviewIdParams,
        body: InterviewOutcomeBody,
        response: { 200: envelope(Interview), ...errors },
      },
    },
    async (req) => ({ data: await interviews.recordOutcome(callingOf(app, req), req.params.id, req.body) }),
  );
};
