import {
  AccountType,
  documentKindInfo,
  ErrorBody,
  envelope,
  Form,
  FormAccess,
  FormFileUploadForm,
  FormPageQuery,
  FormPrefill,
  FormSubmission,
  limits,
  listEnvelope,
  ProfileFormAnswers,
  PublicFormAnswers,
  SaveAnswers,
  UploadedFormFile,
} from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { formAdminRoutes } from './admin-routes.ts';
import * as profileAnswers from './profile-answers.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['forms'];
const base = '/forms-management';
const One = envelope(Form);
const FormParams = z.object({ uuid: z.uuid('This is not a form id') });
const FormIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const FormCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
const TypeParams = z.object({ accountType: AccountType });
const PrefillParams = z.object({
  formUuid: z.uuid('This is not a form id'),
  profileUuid: z.uuid('This is not a profile id'),
});
const ProfileParams = z.object({ profileUuid: z.uuid('This is not a profile id') });
const FileParams = z.object({ uuid: z.uuid('This is not a file id') });
const UploadTarget = FormFileUploadForm.pick({ formUuid: true, fieldKey: true });

/** Forms (spec calls 7.12, forms-management; docs/programs.md): built by operators, filled in by members and visitors. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  await app.register(formAdminRoutes);

  for (const path of [`${base}/list`, `${base}/list/:accountType`]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "Published members' forms open to the caller's account type (or the one named)",
          ...(path.endsWith(':accountType') ? { params: TypeParams } : {}),
          querystring: FormPageQuery,
          response: { 200: listEnvelope(Form), ...errors },
        },
      },
      async (req) => {
        const { accountType } = TypeParams.partial().parse(req.params);
        return { data: await service.listForms(memberOf(app, req), accountType, req.query) };
      },
    );
  }

  const readRoutes = [
    { path: `${base}/uuids/:uuid`, params: FormParams, by: 'uuid' },
    { path: `${base}/ids/:id`, params: FormIdParams, by: 'id' },
    { path: `${base}/code/:code`, params: FormCodeParams, by: 'code' },
  ] as const;
  for (const { path, params, by } of readRoutes) {
    app.get(
      path,
      {
        config: { public: true },
        schema: {
          tags,
          summary: `A form by its ${by}: published ones (public forms to anyone, members' forms to their account types)`,
          params,
          response: { 200: One, ...errors },
        },
      },
      async (req) => ({ data: await service.getForm(contextOf(app, req), params.parse(req.params)) }),
    );
  }

  app.get(
    `${base}/submission/:uuid`,
    {
      schema: {
        tags,
        summary: "The caller's own answers to a form (a draft or sent), or null",
        params: FormParams,
        response: { 200: envelope(FormSubmission.nullable()), ...errors },
      },
    },
    async (req) => ({ data: await service.mySubmission(memberOf(app, req), req.params.uuid) }),
  );

  app.post(
    `${base}/submission/:uuid`,
    {
      schema: {
        tags,
        summary: 'Keep a draft of the answers, or send them (submit: true; every required question answered)',
        params: FormParams,
        body: SaveAnswers,
        response: { 200: envelope(FormSubmission), ...errors, 429: ErrorBody },
      },
    },
    async (req) => ({ data: await service.saveAnswers(memberOf(app, req), req.params.uuid, req.body) }),
  );

  app.get(
    `${base}/:uuid/check-access`,
    {
      schema: {
        tags,
        summary: 'Whether the caller may fill the form in now, why not, and whether they have sent it',
        params: FormParams,
        response: { 200: envelope(FormAccess), ...errors },
      },
    },
    async (req) => ({ data: await service.checkAccess(memberOf(app, req), req.params.uuid) }),
  );

  app.get(
    `${base}/profile/data/:formUuid/:profileUuid`,
    {
      schema: {
        tags,
        summary:
          "Answers offered from the caller's own profile, by each question's prefill; on another's profile, its submitted answers to a profile form where the caller may read them",
        params: PrefillParams,
        response: { 200: envelope(FormPrefill), ...errors },
      },
    },
    async (req) => ({
      data: await profileAnswers.profileData(memberOf(app, req), req.params.formUuid, req.params.profileUuid),
    }),
  );

  app.get(
    `${base}/profile/answers/:profileUuid`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A profile's submitted answers to the profile forms the caller may read them of (its member and operators: all; whoever may view the profile: those shown on it)",
        params: ProfileParams,
        response: { 200: envelope(z.array(ProfileFormAnswers)), ...errors },
      },
    },
    async (req) => ({ data: await profileAnswers.profileAnswers(contextOf(app, req), req.params.profileUuid) }),
  );

  app.get(
    `${base}/public/submission/:uuid/fetch`,
    {
      config: { public: true },
      schema: { tags, summary: 'A public form, to anyone', params: FormParams, response: { 200: One, ...errors } },
    },
    async (req) => ({ data: await service.fetchPublicForm(contextOf(app, req), req.params.uuid) }),
  );

  app.post(
    `${base}/public/submission/:uuid/submit`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A visitor's answers to a public form, with their name and email",
        params: FormParams,
        body: PublicFormAnswers,
        response: { 201: envelope(FormSubmission), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await service.submitPublic(contextOf(app, req), req.params.uuid, req.body) }),
  );

  app.post(
    `${base}/public/upload-file`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Upload a file for a form's file question (public forms: anyone; members' forms: their members)",
        multipart: FormFileUploadForm,
        response: { 201: envelope(UploadedFormFile), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { bytes, fields, fileName } = await readForm(req, { field: 'file', maxBytes: limits.documentSizeBytes });
      const target = parseInput(UploadTarget, fields, 'body');
      const data = await service.uploadFormFile(contextOf(app, req), target, { bytes, fileName });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    `${base}/files/:uuid`,
    {
      schema: {
        tags,
        summary: 'Download a file of an answer (the member whose answers carry it, operators)',
        params: FileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { file, stored } = await service.openFormFile(memberOf(app, req), req.params.uuid);
      reply.headers({
        ...downloadHeaders,
        'content-type': documentKindInfo[stored.kind].contentType,
        'content-disposition': attachment(stored.name),
      });
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.body);
    },
  );
};
