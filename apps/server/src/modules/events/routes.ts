import {
  ErrorBody,
  Event,
  EventAnswers,
  EventBooking,
  EventBookingWithAnswers,
  EventFile,
  EventIdParams,
  EventInput,
  EventListQuery,
  EventPatch,
  EventRangeQuery,
  EventRegistrant,
  EventSlots,
  envelope,
  FormField,
  listEnvelope,
  PublicEventRegistration,
  pageQuery,
  pageSizes,
  TimeZone,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { icsHeaders } from '../../platform/calendar/ics.ts';
import { downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import { attend, attendAsVisitor, freeSlots, questions, submitAnswers } from './attend.ts';
import { eventFileMaxBytes, eventIcs, openEventFile, storeEventFile } from './files.ts';
import { eventsOn } from './policy.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['events'];
const One = envelope(Event);
const Paging = z.strictObject(pageQuery(pageSizes.list));
const FileKeyParams = z.object({ key: z.string().max(60) });
const UploadForm = z.object({ file: z.file().describe('A PDF, PNG or JPEG file; at most 10 MB') });
const Empty = z.object({}).strict().nullish();
const Binary = z.custom<unknown>().meta({ type: 'string', format: 'binary' });

/** Events (issue 21; calls.md 7.13; docs/events.md), under /api/v2, while the tenant has them on. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, eventsOn);
  await registerMultipart(app);
  const context = (req: FastifyRequest) => contextOf(app, req);
  const member = (req: FastifyRequest) => memberOf(app, req);

  app.get(
    '/events/upcoming',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'Published events not ended, soonest first, with the caller’s registration',
        querystring: Paging,
        response: { 200: listEnvelope(Event), ...errors },
      },
    },
    async (req) => ({ data: await service.listEvents(member(req), { ...req.query, when: 'upcoming' }, true) }),
  );

  app.get(
    '/events/all',
    {
      config: { replica: true },
      schema: {
        tags,
        summary: 'Events by text, time, mode and the caller’s registrations (operators: drafts and cancelled too)',
        querystring: EventListQuery,
        response: { 200: listEnvelope(Event), ...errors },
      },
    },
    async (req) => ({ data: await service.listEvents(member(req), req.query) }),
  );

  app.get(
    '/events/calendar',
    {
      schema: {
        tags,
        summary: 'The events the caller registered for (not declined) between two instants',
        querystring: EventRangeQuery,
        response: { 200: envelope(z.array(Event)), ...errors },
      },
    },
    async (req) => ({ data: await service.calendar(member(req), req.query) }),
  );

  app.get(
    '/events/public',
    {
      config: { public: true, replica: true },
      schema: {
        tags,
        summary: 'Published public events not ended, soonest first (anyone)',
        querystring: Paging,
        response: { 200: listEnvelope(Event), ...errors },
      },
    },
    async (req) => ({ data: await service.listPublic(context(req), req.query) }),
  );

  app.get(
    '/events/public/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A published public event (anyone)',
        params: EventIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => {
      const ctx = context(req);
      return { data: await service.presentOne(ctx, await service.publicEvent(ctx, req.params.id)) };
    },
  );

  app.post(
    '/events/public/:id/attend2',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A visitor registers by name and email (10 an hour per address, 3 per email and event)',
        params: EventIdParams,
        body: PublicEventRegistration,
        response: { 200: One, 201: One, ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { created, event } = await attendAsVisitor(context(req), req.params.id, req.body);
      return reply.code(created ? 201 : 200).send({ data: event });
    },
  );

  app.post(
    '/events/upload-file',
    {
      schema: {
        tags,
        summary: 'Upload a file for an event (operators): a PDF or an image, at most 10 MB',
        multipart: UploadForm,
        response: { 201: envelope(EventFile), ...errors, 413: ErrorBody },
      },
    },
    async (req, reply) => {
      const m = member(req);
      const form = await readForm(req, { field: 'file', maxBytes: eventFileMaxBytes });
      return reply.code(201).send({ data: await storeEventFile(m, form) });
    },
  );

  app.get(
    '/events/files/:key',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A file of an event, to those who may see the event',
        params: FileKeyParams,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: Binary } } },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { file, contentType } = await openEventFile(context(req), req.params.key);
      reply.headers({ ...downloadHeaders, 'content-type': contentType });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );

  app.post(
    '/events',
    {
      schema: { tags, summary: 'Create an event (operators)', body: EventInput, response: { 201: One, ...errors } },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createEvent(member(req), req.body) }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event (members: published; operators: any status)',
        params: EventIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => {
      const m = member(req);
      return { data: await service.presentOne(m, await service.visibleEvent(m, req.params.id)) };
    },
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Change an event (operators); moving it tells its registrants',
        params: EventIdParams,
        body: EventPatch,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.patchEvent(member(req), req.params.id, req.body) }),
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an event (operators); its registrants are told',
        params: EventIdParams,
        body: Empty,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.cancelEvent(member(req), req.params.id) }),
  );

  app.post(
    '/events/:id/attend',
    {
      schema: {
        tags,
        summary: "Register or change the answer; 201 the first time; 409 'This event is full' or 'That slot is taken'",
        params: EventIdParams,
        body: EventBooking,
        response: { 200: One, 201: One, ...errors },
      },
    },
    async (req, reply) => {
      const { created, event } = await attend(member(req), req.params.id, req.body);
      return reply.code(created ? 201 : 200).send({ data: event });
    },
  );

  app.post(
    '/events/:id/attend2',
    {
      schema: {
        tags,
        summary: 'Register and answer the questions in one call',
        params: EventIdParams,
        body: EventBookingWithAnswers,
        response: { 200: One, 201: One, ...errors },
      },
    },
    async (req, reply) => {
      const { created, event } = await attend(member(req), req.params.id, req.body);
      return reply.code(created ? 201 : 200).send({ data: event });
    },
  );

  app.get(
    '/events/:id/questions',
    {
      schema: {
        tags,
        summary: 'The registration questions',
        params: EventIdParams,
        response: { 200: envelope(z.array(FormField)), ...errors },
      },
    },
    async (req) => ({ data: await questions(member(req), req.params.id) }),
  );

  app.post(
    '/events/:id/submit-answers',
    {
      schema: {
        tags,
        summary: 'Answer the registration questions (registered members)',
        params: EventIdParams,
        body: EventAnswers,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await submitAnswers(member(req), req.params.id, req.body.answers) }),
  );

  app.get(
    '/events/:id/slots',
    {
      schema: {
        tags,
        summary: "An office-hours event's free slots, as wall times in timeZone (default: the event's)",
        params: EventIdParams,
        querystring: z.strictObject({ timeZone: TimeZone.optional() }),
        response: { 200: envelope(EventSlots), ...errors },
      },
    },
    async (req) => ({ data: await freeSlots(member(req), req.params.id, req.query.timeZone) }),
  );

  app.get(
    '/events/:id/ics',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The event as an .ics file (registrants, operators; anyone for a public event)',
        params: EventIdParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const text = await eventIcs(context(req), req.params.id);
      return reply.headers(icsHeaders('event.ics')).send(text);
    },
  );

  app.get(
    '/events/:id/registrations',
    {
      schema: {
        tags,
        summary: 'Who registered, with their answers (operators), oldest first',
        params: EventIdParams,
        querystring: Paging,
        response: { 200: listEnvelope(EventRegistrant), ...errors },
      },
    },
    async (req) => ({ data: await service.registrations(member(req), req.params.id, req.query) }),
  );
};
