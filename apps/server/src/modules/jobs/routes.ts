import {
  Applicant,
  ApplicantQuery,
  ApplicationFile,
  ApplicationIdParams,
  ApplyToJob,
  type DocumentKind,
  documentKindInfo,
  ErrorBody,
  envelope,
  HiringProfile,
  HiringProfileBody,
  HiringProfileState,
  Interview,
  InterviewIdParams,
  InterviewOutcomeBody,
  InterviewSlotQuery,
  Job,
  JobIdParams,
  JobList,
  JobPatch,
  JobQuery,
  limits,
  listEnvelope,
  MoveApplicant,
  MyApplication,
  NewJob,
  PublicApplication,
  PublicApplicationReceipt,
  RescheduleInterview,
  ResumeEmailAnswer,
  ResumeEmailCheck,
  ResumeUploadForm,
  ScheduleInterview,
  SlotList,
} from '@ventura/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import type { StoredFile as Download } from '../../platform/storage/index.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import { countAttempt } from '../auth/index.ts';
import * as applications from './applications.ts';
import * as interviews from './interviews.ts';
import { jobsOn } from './policy.ts';
import * as seekerResume from './seeker-resume.ts';
import * as service from './service.ts';
import type { StoredResume } from './tables.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['jobs'];
const Message = z.object({ message: z.string() });
const MyPage = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const UploadFields = z.strictObject({ uploadToken: z.string().min(1).max(200) });

/** Sends a stored resume as a download that can only be saved. */
const sendResume = (reply: FastifyReply, found: { file: Download; resume: StoredResume }) => {
  reply.headers({
    ...downloadHeaders,
    'content-type': documentKindInfo[found.resume.kind as DocumentKind].contentType,
    'content-disposition': attachment(found.resume.name),
  });
  if (found.file.size !== null) reply.header('content-length', String(found.file.size));
  return reply.send(found.file.body);
};

/**
 * Jobs (issue 19; spec calls 7.9): hiring profiles, jobs, applications by members and signed-out visitors,
 * the applicant pipeline and interviews. Off on the tenant (its jobs flag): the routes are not there.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, jobsOn);
  await registerMultipart(app);

  const context = (req: FastifyRequest) => contextOf(app, req);
  const member = (req: FastifyRequest) => memberOf(app, req);
  const readResume = (req: FastifyRequest) => readForm(req, { field: 'file', maxBytes: limits.resumeSizeBytes });

  // ---- Hiring profile ----

  app.get(
    '/jobs/hiring-profile',
    {
      schema: {
        tags,
        summary: "The caller's organisation's hiring profile, and whether it may post jobs",
        response: { 200: envelope(HiringProfileState), ...errors },
      },
    },
    async (req) => ({ data: await service.hiringState(member(req)) }),
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
    async (req) => ({ data: await service.saveHiring(member(req), req.body) }),
  );

  // ---- Jobs ----

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Post a job (approved hiring organisations)',
        body: NewJob,
        response: { 201: envelope(Job), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createJob(member(req), req.body) }),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Jobs that take applications, filtered and paged; mine=true lists your own, closed ones too',
        querystring: JobQuery,
        response: { 200: envelope(JobList), ...errors },
      },
    },
    async (req) => ({ data: await service.listJobs(member(req), req.query) }),
  );

  app.get(
    '/search/jobs',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The public job board: open jobs before their deadline, filtered and paged',
        querystring: JobQuery,
        response: { 200: envelope(JobList), ...errors },
      },
    },
    async (req) => ({ data: await service.listJobs(context(req), { ...req.query, mine: false }) }),
  );

  app.get(
    '/jobs/applied/list',
    {
      schema: {
        tags,
        summary: 'Your applications, newest first, with their interviews',
        querystring: MyPage,
        response: { 200: listEnvelope(MyApplication), ...errors },
      },
    },
    async (req) => ({ data: await applications.myApplications(member(req), req.query) }),
  );

  app.get(
    '/jobs/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A job, as the caller may act on it (public)',
        params: JobIdParams,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (req) => ({ data: await service.getJob(context(req), req.params.id) }),
  );

  app.patch(
    '/jobs/:id/details',
    {
      schema: {
        tags,
        summary: 'Change a job or close it (its employer)',
        params: JobIdParams,
        body: JobPatch,
        response: { 200: envelope(Job), ...errors },
      },
    },
    async (req) => ({ data: await service.updateJob(member(req), req.params.id, req.body) }),
  );

  // ---- Applications ----

  app.post(
    '/jobs/:id/apply',
    {
      schema: {
        tags,
        summary: "Apply to a job; a job seeker's saved resume goes with it, or upload one next",
        params: JobIdParams,
        body: ApplyToJob,
        response: { 201: envelope(MyApplication), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await applications.apply(member(req), req.params.id, req.body) }),
  );

  app.post(
    '/jobs/apply/:id/upload/resume',
    {
      schema: {
        tags,
        summary: 'Attach or replace the resume of your application (PDF or Word)',
        params: ApplicationIdParams,
        multipart: ResumeUploadForm,
        response: { 200: envelope(MyApplication), ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const m = member(req);
      const { bytes, fileName } = await readResume(req);
      return { data: await applications.uploadResume(m, req.params.id, { bytes, fileName }) };
    },
  );

  app.post(
    '/jobs/applied/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw your application',
        params: ApplicationIdParams,
        response: { 200: envelope(MyApplication), ...errors },
      },
    },
    async (req) => ({ data: await applications.withdraw(member(req), req.params.id) }),
  );

  app.get(
    '/jobs/applications/:id/resume',
    {
      schema: {
        tags,
        summary: "Download an application's resume (the applicant, the employer, operators)",
        params: ApplicationIdParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => sendResume(reply, await applications.openResume(member(req), req.params.id)),
  );

  app.get(
    '/jobs/:id/applicants',
    {
      schema: {
        tags,
        summary: "A job's applicants by status, oldest first (its employer, operators)",
        params: JobIdParams,
        querystring: ApplicantQuery,
        response: { 200: listEnvelope(Applicant), ...errors },
      },
    },
    async (req) => ({ data: await applications.applicants(member(req), req.params.id, req.query) }),
  );

  app.patch(
    '/jobs/applicants/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an applicant along the pipeline; they are told',
        params: ApplicationIdParams,
        body: MoveApplicant,
        response: { 200: envelope(Applicant), ...errors },
      },
    },
    async (req) => ({ data: await applications.moveApplicant(member(req), req.params.id, req.body) }),
  );

  // ---- Interviews ----

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
      reply.code(201).send({ data: await interviews.schedule(member(req), req.params.id, req.body) }),
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
    async (req) => ({ data: await interviews.slotsForApplicant(member(req), req.params.id, req.query) }),
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
    async (req) => ({ data: await interviews.slotsToMove(member(req), req.params.id, req.query) }),
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
    async (req) => ({ data: await interviews.getInterview(member(req), req.params.id) }),
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
    async (req) => ({ data: await interviews.reschedule(member(req), req.params.id, req.body) }),
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
    async (req) => ({ data: await interviews.cancel(member(req), req.params.id) }),
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
    async (req) => ({ data: await interviews.recordOutcome(member(req), req.params.id, req.body) }),
  );

  // ---- A job seeker's saved resume ----

  app.get(
    '/job-seekers/resume',
    {
      schema: {
        tags,
        summary: 'Your saved resume, or null',
        response: { 200: envelope(ApplicationFile.nullable()), ...errors },
      },
    },
    async (req) => ({ data: await seekerResume.getSeekerResume(member(req)) }),
  );

  app.post(
    '/job-seekers/resume',
    {
      schema: {
        tags,
        summary: 'Save your resume (PDF or Word); it replaces the one saved before',
        multipart: ResumeUploadForm,
        response: { 200: envelope(ApplicationFile), ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const m = member(req);
      const { bytes, fileName } = await readResume(req);
      return { data: await seekerResume.saveSeekerResume(m, { bytes, fileName }) };
    },
  );

  app.delete(
    '/job-seekers/resume',
    { schema: { tags, summary: 'Remove your saved resume', response: { 200: Message, ...errors } } },
    async (req) => {
      await seekerResume.removeSeekerResume(member(req));
      return { message: 'Your resume was removed' };
    },
  );

  app.get(
    '/job-seekers/resume/file',
    { schema: { tags, summary: 'Download your saved resume', response: { 200: documentFileResponse, ...errors } } },
    async (req, reply) => sendResume(reply, await seekerResume.openSeekerResume(member(req))),
  );

  // ---- Signed-out applicants ----

  app.post(
    '/resumes/check-email',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether an email may apply signed out to a job (not applied yet, not a member’s)',
        body: ResumeEmailCheck,
        response: { 200: envelope(ResumeEmailAnswer), ...errors, 429: ErrorBody },
      },
    },
    async (req) => {
      // It tells whether an address is a member's: counted as a contact look-up, so the member list
      // cannot be read off it one guess at a time.
      await countAttempt(req, 'resume-email-check', req.body.email);
      return { data: await applications.checkEmail(context(req), req.body) };
    },
  );

  app.post(
    '/resumes/submit',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Apply signed out with a name and an email; the answer carries the token the resume upload needs',
        body: PublicApplication,
        response: { 201: envelope(PublicApplicationReceipt), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await applications.submitPublic(context(req), req.body, req) }),
  );

  app.post(
    '/resumes/upload/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Attach the resume of a signed-out application (fields uploadToken, then file)',
        params: ApplicationIdParams,
        multipart: ResumeUploadForm.extend(UploadFields.shape),
        response: { 200: Message, ...errors, 413: ErrorBody },
      },
    },
    async (req) => {
      const { bytes, fileName, fields } = await readResume(req);
      const { uploadToken } = parseInput(UploadFields, fields);
      return applications.uploadPublicResume(context(req), req.params.id, { token: uploadToken, bytes, fileName });
    },
  );
};
