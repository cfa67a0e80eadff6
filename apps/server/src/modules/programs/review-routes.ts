import {
  DocumentDecisionInput,
  envelope,
  MoveApplications,
  NoteInput,
  Program,
  ProgramApplicationIdParams,
  ProgramDocument,
  ProgramDocumentParams,
  ProgramIdParams,
  ReviewDetails,
  ReviewInput,
  ReviewPage,
  ReviewQuery,
} from '@ventura/shared';
import { z } from 'zod';
import { attachment } from '../../platform/files/download.ts';
import { memberOf } from '../../platform/request-context.ts';
import { presentDocument } from './present.ts';
import * as review from './review.ts';
import { type App, errors, tags } from './route-schemas.ts';

/** The reviewers' calls: the review table and its export, moving applications, scores, notes, documents. */
export const registerReviewRoutes = (app: App) => {
  const pm = '/programs-management';

  app.get(
    `${pm}/review/list`,
    {
      schema: {
        tags,
        summary: 'Programs the caller reviews or runs',
        response: { 200: envelope(z.array(Program)), ...errors },
      },
    },
    async (req) => ({ data: await review.reviewQueue(memberOf(app, req)) }),
  );

  app.get(
    `${pm}/:id/applications`,
    {
      schema: {
        tags,
        summary: 'The review table: sent applications by stage, status and name, with scores and documents',
        params: ProgramIdParams,
        querystring: ReviewQuery,
        response: { 200: ReviewPage, ...errors },
      },
    },
    async (req) => ({ data: await review.applicationsPage(memberOf(app, req), req.params.id, req.query) }),
  );

  app.get(
    `${pm}/:id/applications/export`,
    {
      schema: {
        tags,
        summary: 'The applications as CSV, with every answer (the same filters)',
        params: ProgramIdParams,
        querystring: ReviewQuery.omit({ pageNumber: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, code } = await review.exportCsv(memberOf(app, req), req.params.id, {
        ...req.query,
        pageNumber: 1,
        limit: 1,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`applications-${code}-${day}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    `${pm}/:id/applications/move`,
    {
      schema: {
        tags,
        summary: 'Move applications to a stage, select them or turn them down (managers); applicants are told',
        params: ProgramIdParams,
        body: MoveApplications,
        response: { 200: envelope(z.object({ moved: z.number().int() })), ...errors },
      },
    },
    async (req) => ({ data: await review.moveApplications(memberOf(app, req), req.params.id, req.body) }),
  );

  app.get(
    `${pm}/applications/:id/review`,
    {
      schema: {
        tags,
        summary: 'An application with every review and note (reviewers)',
        params: ProgramApplicationIdParams,
        response: { 200: envelope(ReviewDetails), ...errors },
      },
    },
    async (req) => ({ data: await review.reviewDetails(memberOf(app, req), req.params.id) }),
  );

  app.put(
    `${pm}/applications/:id/review`,
    {
      schema: {
        tags,
        summary: "The caller's scores against the rubric and comment (reviewers)",
        params: ProgramApplicationIdParams,
        body: ReviewInput,
        response: { 200: envelope(ReviewDetails), ...errors },
      },
    },
    async (req) => ({ data: await review.saveReview(memberOf(app, req), req.params.id, req.body) }),
  );

  app.post(
    `${pm}/applications/:id/notes`,
    {
      schema: {
        tags,
        summary: 'A note for the other reviewers (never shown to the applicant)',
        params: ProgramApplicationIdParams,
        body: NoteInput,
        response: { 201: envelope(ReviewDetails), ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await review.addNote(memberOf(app, req), req.params.id, req.body) }),
  );

  app.patch(
    `${pm}/documents/:id`,
    {
      schema: {
        tags,
        summary: 'Accept a sent document, or send it back with the reason (reviewers)',
        params: ProgramDocumentParams,
        body: DocumentDecisionInput,
        response: { 200: envelope(ProgramDocument), ...errors },
      },
    },
    async (req) => ({
      data: presentDocument(await review.decideDocument(memberOf(app, req), req.params.id, req.body)),
    }),
  );
};
