import {
  BookMentorSession,
  ConfirmMentorSession,
  ErrorBody,
  envelope,
  listEnvelope,
  MentorOffer,
  MentorOfferInput,
  MentorOfferQuery,
  MentorSession,
  MentorSessionParams,
  MentorSessionQuery,
  MentorTotals,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { callingOf } from '../meetings/index.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['mentorship-hours'];

/**
 * Mentorship hours (issue 21; docs/meetings.md): startups and mentors only, on a tenant with the
 * mentor_hours flag. Answering, moving, cancelling and joining a session go through meetings/{uuid}.
 */
export const mentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  requirePlanFor(app, 'mentor_hours');
  const member = (req: FastifyRequest) => callingOf(app, req);

  app.get(
    '/mentorship-hours/offer',
    {
      schema: {
        tags,
        summary: "The caller's offer of mentorship hours (mentors)",
        response: { 200: envelope(MentorOffer), ...errors },
      },
    },
    async (req) => ({ data: await service.myOffer(member(req)) }),
  );

  app.put(
    '/mentorship-hours/offer',
    {
      schema: {
        tags,
        summary: "Replace the caller's offer of mentorship hours (mentors)",
        body: MentorOfferInput,
        response: { 200: envelope(MentorOffer), ...errors },
      },
    },
    async (req) => ({ data: await service.saveOffer(member(req), req.body) }),
  );

  app.get(
    '/mentorship-hours/mentors',
    {
      schema: {
        tags,
        summary: "Mentors' active offers, by words of the name or topics, paged",
        querystring: MentorOfferQuery,
        response: { 200: listEnvelope(MentorOffer), ...errors },
      },
    },
    async (req) => ({ data: await service.mentors(member(req), req.query) }),
  );

  app.post(
    '/mentorship-hours/sessions',
    {
      schema: {
        tags,
        summary: "Book one of a mentor's free slots (startups): a mentorship meeting awaiting the mentor",
        body: BookMentorSession,
        response: { 201: envelope(MentorSession), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.book(member(req), req.body) }),
  );

  app.get(
    '/mentorship-hours/sessions',
    {
      schema: {
        tags,
        summary: "The caller's mentorship sessions of a tab, paged",
        querystring: MentorSessionQuery,
        response: { 200: listEnvelope(MentorSession), ...errors },
      },
    },
    async (req) => ({ data: await service.sessions(member(req), req.query) }),
  );

  app.post(
    '/mentorship-hours/sessions/:uuid/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm that a session took place, with notes (either side, once, after it ended)',
        params: MentorSessionParams,
        body: ConfirmMentorSession,
        response: { 200: envelope(MentorSession), ...errors },
      },
    },
    async (req) => ({ data: await service.confirm(member(req), req.params.uuid, req.body) }),
  );

  app.get(
    '/mentorship-hours/totals',
    {
      schema: {
        tags,
        summary: "The caller's confirmed minutes, in all and per counterpart",
        response: { 200: envelope(MentorTotals), ...errors },
      },
    },
    async (req) => ({ data: await service.totals(member(req)) }),
  );
};
