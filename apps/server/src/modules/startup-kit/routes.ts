import { AdminPerk, ErrorBody, envelope, Paging, Perk, PerkCheck, PerkClaim, PerkInput, pageOf } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlanFor } from '../../platform/payments/index.ts';
import { memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['startup-kit'];
const UuidParams = z.strictObject({ uuid: z.uuid('This is not a perk id') });

/** The startup booster kit (issue 39; calls.md 7.1; docs/startup-kit.md), while the tenant has startup_kit on. */
export const startupKitRoutes: FastifyPluginAsyncZod = async (app) => {
  requireFeature(app, (settings) => settings.features.startup_kit);
  requirePlanFor(app, 'startup_kit');

  app.get(
    '/startup-kit',
    {
      schema: {
        tags,
        summary: 'The perks on offer, with the caller’s claims',
        response: { 200: envelope(z.array(Perk)), ...errors },
      },
    },
    async (req) => ({ data: await service.list(memberOf(app, req)) }),
  );

  app.get(
    '/startup-kit/:uuid',
    {
      schema: { tags, summary: 'A perk', params: UuidParams, response: { 200: envelope(Perk), ...errors } },
    },
    async (req) => ({ data: await service.detail(memberOf(app, req), req.params.uuid) }),
  );

  app.get(
    '/startup-kit/:uuid/check',
    {
      schema: {
        tags,
        summary: "Whether the caller's startup qualifies for a perk, and each rule it misses",
        params: UuidParams,
        response: { 200: envelope(PerkCheck), ...errors },
      },
    },
    async (req) => ({ data: await service.check(memberOf(app, req), req.params.uuid) }),
  );

  app.post(
    '/startup-kit/:uuid',
    {
      schema: {
        tags,
        summary: 'Claim a perk for the caller’s startup (once); answers its code or link',
        params: UuidParams,
        response: { 201: envelope(Perk), 422: ErrorBody, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.claim(memberOf(app, req), req.params.uuid) }),
  );

  app.get(
    '/admin/startup-kit',
    {
      schema: {
        tags,
        summary: 'Every perk, drafts too, with claim counts (operators)',
        response: { 200: envelope(z.array(AdminPerk)), ...errors },
      },
    },
    async (req) => ({ data: await service.adminList(memberOf(app, req)) }),
  );

  app.post(
    '/admin/startup-kit',
    {
      schema: {
        tags,
        summary: 'Add a perk (operators)',
        body: PerkInput,
        response: { 201: envelope(AdminPerk), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(memberOf(app, req), req.body) }),
  );

  app.patch(
    '/admin/startup-kit/:uuid',
    {
      schema: {
        tags,
        summary: 'Change a perk (operators)',
        params: UuidParams,
        body: PerkInput,
        response: { 200: envelope(AdminPerk), ...errors },
      },
    },
    async (req) => ({ data: await service.update(memberOf(app, req), req.params.uuid, req.body) }),
  );

  app.get(
    '/admin/startup-kit/claims',
    {
      schema: {
        tags,
        summary: 'Claims, newest first (operators)',
        querystring: Paging,
        response: { 200: envelope(pageOf(PerkClaim)), ...errors },
      },
    },
    async (req) => ({ data: await service.claims(memberOf(app, req), req.query) }),
  );
};
