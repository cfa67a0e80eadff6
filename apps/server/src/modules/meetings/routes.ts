import {
  Availability,
  AvailabilityInput,
  ErrorBody,
  envelope,
  listEnvelope,
  Meeting,
  MeetingIdParams,
  MeetingListQuery,
  MeetingRangeQuery,
  MeetingReason,
  ProfileUuidParams,
  ProposeMeeting,
  RequestMeeting,
  SlotList,
  SlotQuery,
  type TenantSettings,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { icsHeaders } from '../../platform/calendar/ics.ts';
import { memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as availability from './availability.ts';
import { callingOf } from './calling.ts';
import * as read from './read.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['meetings'];
const One = envelope(Meeting);

export const calendarOn = (settings: TenantSettings) => settings.features.calendar;

/** Availability, free slots and meetings between members (issue 21; docs/meetings.md). */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, calendarOn);

  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: "The caller's availability (defaults until saved)",
        response: { 200: envelope(Availability), ...errors },
      },
    },
    async (req) => ({ data: await availability.getAvailability(memberOf(app, req)) }),
  );

  app.put(
    '/availability',
    {
      schema: {
        tags,
        summary: "Replace the caller's availability",
        body: AvailabilityInput,
        response: { 200: envelope(Availability), ...errors },
      },
    },
    async (req) => ({ data: await availability.putAvailability(memberOf(app, req), req.body) }),
  );

  app.get(
    '/availability/:profileUuid/slots',
    {
      schema: {
        tags,
        summary: "A member's free slots between two instants (a connection, or a startup and a mentor's offer)",
        params: ProfileUuidParams,
        querystring: SlotQuery,
        response: { 200: envelope(SlotList), ...errors },
      },
    },
    async (req) => ({ data: await availability.slotsOf(memberOf(app, req), req.params.profileUuid, req.query) }),
  );

  app.post(
    '/meetings',
    {
      schema: { tags, summary: 'Ask a connection to meet', body: RequestMeeting, response: { 201: One, ...errors } },
    },
    async (req, reply) => reply.status(201).send({ data: await service.request(callingOf(app, req), req.body) }),
  );

  app.get(
    '/meetings',
    {
      schema: {
        tags,
        summary: "The caller's meetings: pending, upcoming or past, paged",
        querystring: MeetingListQuery,
        response: { 200: listEnvelope(Meeting), ...errors },
      },
    },
    async (req) => ({ data: await read.list(callingOf(app, req), req.query) }),
  );

  app.get(
    '/meetings/calendar',
    {
      schema: {
        tags,
        summary: "The caller's meetings between two instants (at most 62 days; all but declined)",
        querystring: MeetingRangeQuery,
        response: { 200: envelope(z.array(Meeting)), ...errors },
      },
    },
    async (req) => ({ data: await read.calendar(callingOf(app, req), req.query) }),
  );

  app.get(
    '/meetings/:uuid',
    {
      schema: {
        tags,
        summary: 'One meeting (either side)',
        params: MeetingIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await read.getOne(callingOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/meetings/:uuid/accept',
    {
      schema: {
        tags,
        summary: 'The awaited side accepts: the meeting is scheduled',
        params: MeetingIdParams,
        body: z.strictObject({}).nullish(),
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.accept(callingOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/meetings/:uuid/decline',
    {
      schema: {
        tags,
        summary: 'The awaited side declines',
        params: MeetingIdParams,
        body: MeetingReason,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.decline(callingOf(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/meetings/:uuid/propose',
    {
      schema: {
        tags,
        summary: "The awaited side proposes another of the host's free slots",
        params: MeetingIdParams,
        body: ProposeMeeting,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.propose(callingOf(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    '/meetings/:uuid/cancel',
    {
      schema: {
        tags,
        summary: 'Either side cancels a pending or scheduled meeting that has not ended',
        params: MeetingIdParams,
        body: MeetingReason,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.cancel(callingOf(app, req), req.params.uuid, req.body) }),
  );

  app.get(
    '/meetings/:uuid/ics',
    {
      schema: {
        tags,
        summary: 'The calendar file (.ics) of a scheduled meeting',
        params: MeetingIdParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const file = await read.ics(callingOf(app, req), req.params.uuid);
      return reply.headers(icsHeaders(file.fileName)).send(file.text);
    },
  );
};
