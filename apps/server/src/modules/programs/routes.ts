import {
  AdminProgramQuery,
  ApplicationDetails,
  ApplicationStatusItem,
  ApplyAnswers,
  CheckStatusMultiple,
  DocumentDecisionInput,
  type DocumentKind,
  DocumentUploadForm,
  documentKindInfo,
  ErrorBody,
  envelope,
  limits,
  listEnvelope,
  MoveApplications,
  MyProgramApplication,
  NoteInput,
  Program,
  ProgramApplication,
  ProgramApplicationIdParams,
  ProgramApplicationParams,
  ProgramCodeParams,
  ProgramDocument,
  ProgramDocumentParams,
  ProgramFormOption,
  ProgramIdParams,
  ProgramInput,
  ProgramListQuery,
  ProgramPatch,
  ProgramPerson,
  ProgramReviewersInput,
  ReviewDetails,
  ReviewerCandidateQuery,
  ReviewInput,
  ReviewPage,
  ReviewQuery,
} from '@ventura/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import type { StoredFile } from '../../platform/storage/index.ts';
import { openAnswerFile, openDocumentFile, openForUpload, storeDocument } from './documents.ts';
import { presentDocument } from './present.ts';
import * as review from './review.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['programs'];
const One = envelope(Program);
const Application = envelope(ProgramApplication);
const Paging = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const VideoTopic = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  seconds: z.number().int(),
});
const AnswerFileParams = z.object({
  id: z.uuid('This is not an application id'),
  file: z.uuid('This is not a file id'),
});
/** No body at all: Fastify hands an empty POST's body over as null, which the web's client sends. */
const Empty = z.object({}).strict().nullish();
const field = 'file';

const sendFile = (reply: FastifyReply, found: { file: StoredFile; name: string; kind: DocumentKind }) => {
  reply.headers({
    ...downloadHeaders,
    'content-type': documentKindInfo[found.kind].contentType,
    'content-disposition': attachment(found.name),
  });
  if (found.file.size !== null) reply.header('content-length', String(found.file.size));
  return reply.send(found.file.body);
};

/**
 * Programs, calls for applications and video startup programs (issue 20; spec calls 7.6; docs/programs.md):
 * the three families share their calls, each under its own path; the applicant's, the reviewers' and the
 * managers' calls follow.
 */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const context = (req: FastifyRequest) => contextOf(app, req);
  const member = (req: FastifyRequest) => memberOf(app, req);

  for (const [family, info] of service.familyPaths) {
    const base = `/${info.apiPath}`;
    const ftags = [...tags, info.apiPath];

    app.get(
      `${base}/list`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: `Published ${family} programs (external ones only with includeExternal=true)`,
          querystring: ProgramListQuery,
          response: { 200: listEnvelope(Program), ...errors },
        },
      },
      async (req) => ({ data: await service.listPrograms(context(req), family, req.query) }),
    );

    app.get(
      `${base}/applied/list`,
      {
        schema: {
          tags: ftags,
          summary: "The caller's applications in this family, last changed first",
          querystring: Paging,
          response: { 200: listEnvelope(ProgramApplication), ...errors },
        },
      },
      async (req) => ({ data: await service.appliedList(member(req), family, req.query) }),
    );

    app.get(
      `${base}/code/:code`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: 'One program by its code',
          params: ProgramCodeParams,
          response: { 200: One, ...errors },
        },
      },
      async (req) => ({ data: await service.getProgram(context(req), family, { code: req.params.code }) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { public: true },
        schema: { tags: ftags, summary: 'One program', params: ProgramIdParams, response: { 200: One, ...errors } },
      },
      async (req) => ({ data: await service.getProgram(context(req), family, { uuid: req.params.id }) }),
    );

    app.get(
      `${base}/:id/video-topics`,
      {
        config: { public: true },
        schema: {
          tags: ftags,
          summary: 'The topics a program asks pitch videos on (order_by=id)',
          params: ProgramIdParams,
          querystring: z.object({ order_by: z.enum(['id']).default('id') }),
          response: { 200: envelope(z.array(VideoTopic)), ...errors },
        },
      },
      async (req) => ({ data: await service.videoTopics(context(req), family, req.params.id) }),
    );

    app.post(
      `${base}/:id/apply`,
      {
        schema: {
          tags: ftags,
          summary: "Start the caller's application (a draft); 409 'You have already applied to this program'",
          params: ProgramIdParams,
          body: Empty,
          response: { 201: Application, ...errors },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ data: await service.startApplication(member(req), family, req.params.id) }),
    );

    app.post(
      `${base}/:id/submit`,
      {
        schema: {
          tags: ftags,
          summary: "Send the caller's draft for review as it stands",
          params: ProgramIdParams,
          body: Empty,
          response: { 200: Application, ...errors },
        },
      },
      async (req) => ({ data: await service.submitApplication(member(req), family, req.params.id) }),
    );
  }

  const apps = '/application-programs-management';

  app.post(
    `${apps}/check_application_status_multiple`,
    {
      schema: {
        tags,
        summary: 'Whether the member with this email applied to each program (their own address; operators any)',
        body: CheckStatusMultiple,
        response: { 200: envelope(z.array(ApplicationStatusItem)), ...errors },
      },
    },
    async (req) => ({ data: await service.checkMultiple(member(req), req.body) }),
  );

  app.post(
    `${apps}/applied/:id`,
    {
      schema: {
        tags,
        summary: "Record that the caller applied on an external program's own site",
        params: ProgramIdParams,
        body: Empty,
        response: { 201: Application, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.markAppliedExternally(member(req), req.params.id) }),
  );

  app.post(
    `${apps}/:id/:application/apply`,
    {
      schema: {
        tags,
        summary: 'Keep the draft’s answers (checked by the form), or send them (submit: true)',
        params: ProgramApplicationParams,
        body: ApplyAnswers,
        response: { 200: Application, ...errors },
      },
    },
    async (req) => ({
      data: await service.saveAnswers(member(req), req.params.id, req.params.application, req.body),
    }),
  );

  app.post(
    `${apps}/:id/check_application_status/:application`,
    {
      schema: {
        tags,
        summary: 'Where an application stands (its applicant and the program’s reviewers)',
        params: ProgramApplicationParams,
        body: Empty,
        response: { 200: envelope(MyProgramApplication), ...errors },
      },
    },
    async (req) => ({
      data: await service.applicationStatus(member(req), req.params.id, req.params.application),
    }),
  );

  app.post(
    `${apps}/:id/check_application_status/:application/details`,
    {
      schema: {
        tags,
        summary: 'The whole application: answers, documents and history',
        params: ProgramApplicationParams,
        body: Empty,
        response: { 200: envelope(ApplicationDetails), ...errors },
      },
    },
    async (req) => ({
      data: await service.applicationDetails(member(req), req.params.id, req.params.application),
    }),
  );

  // ---- The applicant's documents and files ----

  const pm = '/programs-management';

  app.post(
    `${pm}/applications/:id/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraw an application not yet decided',
        params: ProgramApplicationIdParams,
        body: Empty,
        response: { 200: Application, ...errors },
      },
    },
    async (req) => ({ data: await service.withdraw(member(req), req.params.id) }),
  );

  app.post(
    `${pm}/documents/:id/upload`,
    {
      schema: {
        tags,
        summary: 'Upload the file for a document the program asks for (the applicant)',
        params: ProgramDocumentParams,
        multipart: DocumentUploadForm,
        response: { 200: envelope(ProgramDocument), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const m = member(req);
      const found = await openForUpload(m, req.params.id);
      const form = await readForm(req, { field, maxBytes: limits.documentSizeBytes });
      return { data: presentDocument(await storeDocument(m, found, form)) };
    },
  );

  app.get(
    `${pm}/documents/:id/file`,
    {
      schema: {
        tags,
        summary: 'The file of a program document (the applicant and the reviewers)',
        params: ProgramDocumentParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendFile(reply, await openDocumentFile(member(req), req.params.id)),
  );

  app.get(
    `${pm}/applications/:id/files/:file`,
    {
      schema: {
        tags,
        summary: 'A file an application’s answers carry (the applicant and the reviewers)',
        params: AnswerFileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendFile(reply, await openAnswerFile(member(req), req.params.id, req.params.file)),
  );

  // ---- Review ----

  app.get(
    `${pm}/review/list`,
    {
      schema: {
        tags,
        summary: 'Programs the caller reviews or runs',
        response: { 200: envelope(z.array(Program)), ...errors },
      },
    },
    async (req) => ({ data: await review.reviewQueue(member(req)) }),
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
    async (req) => ({ data: await review.applicationsPage(member(req), req.params.id, req.query) }),
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
      const { csv, code } = await review.exportCsv(member(req), req.params.id, {
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
    async (req) => ({ data: await review.moveApplications(member(req), req.params.id, req.body) }),
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
    async (req) => ({ data: await review.reviewDetails(member(req), req.params.id) }),
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
    async (req) => ({ data: await review.saveReview(member(req), req.params.id, req.body) }),
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
    async (req, reply) => reply.code(201).send({ data: await review.addNote(member(req), req.params.id, req.body) }),
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
    async (req) => ({ data: presentDocument(await review.decideDocument(member(req), req.params.id, req.body)) }),
  );

  // ---- Managing programs ----

  app.get(
    `${pm}/forms`,
    {
      schema: {
        tags,
        summary: "The tenant's published forms, to put on a program (operators and approved program offices)",
        response: { 200: envelope(z.array(ProgramFormOption)), ...errors },
      },
    },
    async (req) => ({ data: await service.formOptions(member(req)) }),
  );

  app.get(
    `${pm}/reviewer-candidates`,
    {
      schema: {
        tags,
        summary: 'Members to choose as reviewers, by name (operators and approved program offices)',
        querystring: ReviewerCandidateQuery,
        response: { 200: envelope(z.array(ProgramPerson)), ...errors },
      },
    },
    async (req) => ({ data: await service.reviewerCandidates(member(req), req.query.q) }),
  );

  app.get(
    '/admin/programs',
    {
      schema: {
        tags,
        summary: 'Programs the caller manages (operators: all; a program office: its own), drafts included',
        querystring: AdminProgramQuery,
        response: { 200: listEnvelope(Program), ...errors },
      },
    },
    async (req) => ({ data: await service.adminPrograms(member(req), req.query) }),
  );

  app.post(
    '/admin/programs',
    {
      schema: {
        tags,
        summary: 'Create a program (operators and approved program offices)',
        body: ProgramInput,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createProgram(member(req), req.body) }),
  );

  app.get(
    '/admin/programs/:id',
    {
      schema: {
        tags,
        summary: 'A program the caller manages',
        params: ProgramIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => {
      const m = member(req);
      return { data: await service.presentOne(m, await service.managedProgram(m, req.params.id)) };
    },
  );

  app.patch(
    '/admin/programs/:id',
    {
      schema: {
        tags,
        summary: 'Change a program (its managers)',
        params: ProgramIdParams,
        body: ProgramPatch,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.updateProgram(member(req), req.params.id, req.body) }),
  );

  app.get(
    '/admin/programs/:id/reviewers',
    {
      schema: {
        tags,
        summary: "The members who review a program's applications",
        params: ProgramIdParams,
        response: { 200: envelope(z.array(ProgramPerson)), ...errors },
      },
    },
    async (req) => ({ data: await service.programReviewersOf(member(req), req.params.id) }),
  );

  app.put(
    '/admin/programs/:id/reviewers',
    {
      schema: {
        tags,
        summary: "Set the members who review a program's applications",
        params: ProgramIdParams,
        body: ProgramReviewersInput,
        response: { 200: envelope(z.array(ProgramPerson)), ...errors },
      },
    },
    async (req) => ({ data: await service.setReviewers(member(req), req.params.id, req.body) }),
  );
};
