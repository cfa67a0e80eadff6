import {
  ApplicationDetails,
  ApplicationStatusItem,
  ApplyAnswers,
  CheckStatusMultiple,
  envelope,
  MyProgramApplication,
  ProgramApplicationIdParams,
  ProgramApplicationParams,
  ProgramIdParams,
} from '@ventura/shared';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import { applicationDetails, applicationStatus, checkMultiple } from './applications.ts';
import { markAppliedExternally, saveAnswers, withdraw } from './apply.ts';
import { type App, ApplicationEnvelope, Empty, errors, tags } from './route-schemas.ts';

/** The applicant's calls on an application: answers, sending, where it stands, withdrawing. */
export const registerApplicationRoutes = (app: App) => {
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
    async (req) => ({ data: await checkMultiple(memberOf(app, req), req.body) }),
  );

  app.post(
    `${apps}/applied/:id`,
    {
      schema: {
        tags,
        summary: "Record that the caller applied on an external program's own site",
        params: ProgramIdParams,
        body: Empty,
        response: { 201: ApplicationEnvelope, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await markAppliedExternally(memberOf(app, req), req.params.id) }),
  );

  app.post(
    `${apps}/:id/:application/apply`,
    {
      schema: {
        tags,
        summary: 'Keep the draft’s answers (checked by the form), or send them (submit: true)',
        params: ProgramApplicationParams,
        body: ApplyAnswers,
        response: { 200: ApplicationEnvelope, ...errors },
      },
    },
    async (req) => ({
      data: await saveAnswers(memberOf(app, req), req.params.id, req.params.application, req.body),
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
      data: await applicationStatus(memberOf(app, req), req.params.id, req.params.application),
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
      data: await applicationDetails(memberOf(app, req), req.params.id, req.params.application),
    }),
  );

  const pm = '/programs-management';

  app.post(
    `${pm}/applications/:id/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraw an application not yet decided',
        params: ProgramApplicationIdParams,
        body: Empty,
        response: { 200: ApplicationEnvelope, ...errors },
      },
    },
    async (req) => ({ data: await withdraw(memberOf(app, req), req.params.id) }),
  );
};
