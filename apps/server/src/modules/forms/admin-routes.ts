import {
  AdminFormQuery,
  AdminFormSubmission,
  ErrorBody,
  envelope,
  Form,
  FormInput,
  FormPageQuery,
  FormPatch,
  listEnvelope,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/request-context.ts';
import * as admin from './admin.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['forms'];
const One = envelope(Form);
const FormParams = z.object({ uuid: z.uuid('This is not a form id') });

/** admin/forms (docs/programs.md, "Forms"): operators build the tenant's forms and read the answers. */
export const formAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = (req: FastifyRequest) => admin.asOperator(memberOf(app, req));

  app.get(
    '/admin/forms',
    {
      schema: {
        tags,
        summary: 'Every form of the tenant, drafts included, with its number of submissions (operators)',
        querystring: AdminFormQuery,
        response: { 200: listEnvelope(Form), ...errors },
      },
    },
    async (req) => ({ data: await admin.listForms(operator(req), req.query) }),
  );

  app.post(
    '/admin/forms',
    {
      schema: {
        tags,
        summary: 'Build a form (operators); its code is unique in the tenant',
        body: FormInput,
        response: { 201: One, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await admin.createForm(operator(req), req.body) }),
  );

  app.get(
    '/admin/forms/:uuid',
    { schema: { tags, summary: 'One form (operators)', params: FormParams, response: { 200: One, ...errors } } },
    async (req) => ({ data: await admin.getForm(operator(req), req.params.uuid) }),
  );

  app.patch(
    '/admin/forms/:uuid',
    {
      schema: {
        tags,
        summary: 'Change any part of a form (operators); fields keep their keys and the answers given to them',
        params: FormParams,
        body: FormPatch,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await admin.updateForm(operator(req), req.params.uuid, req.body) }),
  );

  app.delete(
    '/admin/forms/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a form no program uses and nobody has submitted (operators)',
        params: FormParams,
        response: { 200: envelope(z.object({ message: z.string() })), ...errors },
      },
    },
    async (req) => {
      await admin.deleteForm(operator(req), req.params.uuid);
      return { data: { message: 'Form deleted' } };
    },
  );

  app.get(
    '/admin/forms/:uuid/submissions',
    {
      schema: {
        tags,
        summary: "A form's submitted answers, newest first (operators)",
        params: FormParams,
        querystring: FormPageQuery,
        response: { 200: listEnvelope(AdminFormSubmission), ...errors },
      },
    },
    async (req) => ({ data: await admin.listSubmissions(operator(req), req.params.uuid, req.query) }),
  );
};
