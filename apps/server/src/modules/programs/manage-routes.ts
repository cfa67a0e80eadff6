import {
  AdminProgramQuery,
  envelope,
  listEnvelope,
  Program,
  ProgramFormOption,
  ProgramIdParams,
  ProgramInput,
  ProgramPatch,
  ProgramPerson,
  ProgramReviewersInput,
  ReviewerCandidateQuery,
} from '@ventura/shared';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import { presentOne } from './browse.ts';
import { adminPrograms, createProgram, formOptions, managedProgram, updateProgram } from './manage.ts';
import { programReviewersOf, reviewerCandidates, setReviewers } from './reviewers.ts';
import { type App, errors, ProgramEnvelope, tags } from './route-schemas.ts';

/** The managers' calls (operators and approved program offices): programs, their forms and their reviewers. */
export const registerManageRoutes = (app: App) => {
  const pm = '/programs-management';

  app.get(
    `${pm}/forms`,
    {
      schema: {
        tags,
        summary: "The tenant's published forms, to put on a program (operators and approved program offices)",
        response: { 200: envelope(z.array(ProgramFormOption)), ...errors },
      },
    },
    async (req) => ({ data: await formOptions(memberOf(app, req)) }),
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
    async (req) => ({ data: await reviewerCandidates(memberOf(app, req), req.query.q) }),
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
    async (req) => ({ data: await adminPrograms(memberOf(app, req), req.query) }),
  );

  app.post(
    '/admin/programs',
    {
      schema: {
        tags,
        summary: 'Create a program (operators and approved program offices)',
        body: ProgramInput,
        response: { 201: ProgramEnvelope, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createProgram(memberOf(app, req), req.body) }),
  );

  app.get(
    '/admin/programs/:id',
    {
      schema: {
        tags,
        summary: 'A program the caller manages',
        params: ProgramIdParams,
        response: { 200: ProgramEnvelope, ...errors },
      },
    },
    async (req) => {
      const m = memberOf(app, req);
      return { data: await presentOne(m, await managedProgram(m, req.params.id)) };
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
        response: { 200: ProgramEnvelope, ...errors },
      },
    },
    async (req) => ({ data: await updateProgram(memberOf(app, req), req.params.id, req.body) }),
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
    async (req) => ({ data: await programReviewersOf(memberOf(app, req), req.params.id) }),
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
    async (req) => ({ data: await setReviewers(memberOf(app, req), req.params.id, req.body) }),
  );
};
