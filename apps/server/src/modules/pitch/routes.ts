import {
  ErrorBody,
  envelope,
  NewPitchTopic,
  PitchCategory,
  PitchClip,
  PitchCompile,
  PitchFilesAnswer,
  PitchKind,
  PitchScriptBody,
  PitchTopic,
  PitchTopicBody,
  PitchUploadForm,
  StartupPitchesAnswer,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['pitch'];
const Id = z.coerce.number().int('An id is a whole number').positive('An id is a whole number').max(2_147_483_647);
const TopicParams = z.strictObject({ categoryId: Id, topicId: Id });
const CategoryParams = z.strictObject({ categoryId: Id });
const StartupUuid = z.uuid('This is not a startup id');

/**
 * The pitch recorder (issue 38; calls.md 7.14; docs/pitch.md), under /api/v1/pitch-deck. The caller's
 * startup is always the one its profile acts for; a path's startup uuid must be that one.
 */
export const pitchRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const member = (req: FastifyRequest) => ({ ...memberOf(app, req), media: app.media });

  app.get(
    '/pitch-deck',
    {
      schema: {
        tags,
        summary: "The caller's startup's scripts, clips and compiled pitches per kind, and each kind's topics",
        response: { 200: envelope(PitchFilesAnswer), ...errors },
      },
    },
    async (req) => ({ data: await service.files(member(req)) }),
  );

  app.post(
    '/pitch-deck/upload/:startupUuid/:categoryId/:topicId',
    {
      schema: {
        tags,
        summary: "Upload a topic's clip (WebM, MP4 or QuickTime, told by its bytes); it is transcoded in a job",
        params: z.strictObject({ startupUuid: StartupUuid, categoryId: Id, topicId: Id }),
        multipart: PitchUploadForm,
        response: { 200: envelope(PitchClip), 413: ErrorBody, 429: ErrorBody, 503: ErrorBody, ...errors },
      },
    },
    async (req) => ({
      data: await service.upload(member(req), req.params, () =>
        readFile(req, { field: 'file', maxBytes: app.config.media.clipMaxBytes }),
      ),
    }),
  );

  app.post(
    '/pitch-deck/script/:categoryId/:topicId',
    {
      schema: {
        tags,
        summary: "Save a topic's script, as typed",
        params: TopicParams,
        body: PitchScriptBody,
        response: { 200: envelope(PitchClip), ...errors },
      },
    },
    async (req) => ({
      data: await service.saveScript(member(req), req.params.categoryId, req.params.topicId, req.body.script),
    }),
  );

  app.post(
    '/pitch-deck/compile/request/:startupUuid/:kind',
    {
      schema: {
        tags,
        summary: 'Queue the compile of a pitch kind into one video (every topic needs a clip; one at a time)',
        params: z.strictObject({ startupUuid: StartupUuid, kind: PitchKind }),
        response: { 200: envelope(PitchCompile), ...errors },
      },
    },
    async (req) => ({ data: await service.requestCompile(member(req), req.params.startupUuid, req.params.kind) }),
  );

  app.delete(
    '/pitch-deck/delete/:categoryId/:topicId',
    {
      schema: {
        tags,
        summary: "Delete a topic's clip (its script stays)",
        params: TopicParams,
        response: { 200: envelope(PitchClip), ...errors },
      },
    },
    async (req) => ({ data: await service.deleteClip(member(req), req.params.categoryId, req.params.topicId) }),
  );

  app.delete(
    '/pitch-deck/bulk_delete/:categoryId',
    {
      schema: {
        tags,
        summary: 'Delete every clip of a pitch kind and its compiled pitch (scripts stay)',
        params: CategoryParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), ...errors },
      },
    },
    async (req) => ({ data: await service.deleteKind(member(req), req.params.categoryId) }),
  );

  app.get(
    '/pitch-deck/startup/:uuid',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A startup's compiled pitches that are ready to watch (its public profile, program reviewers)",
        params: z.strictObject({ uuid: StartupUuid }),
        response: { 200: envelope(StartupPitchesAnswer), ...errors },
      },
    },
    async (req) => ({ data: await service.startupPitches(contextOf(app, req), req.params.uuid) }),
  );

  app.get(
    '/pitch-deck/topics',
    {
      schema: {
        tags,
        summary: 'The pitch kinds and their topics, ordered by id',
        response: { 200: envelope(z.array(PitchCategory)), ...errors },
      },
    },
    async (req) => {
      memberOf(app, req);
      return { data: await service.topics(contextOf(app, req)) };
    },
  );

  app.post(
    '/pitch-deck/topics',
    {
      schema: {
        tags,
        summary: 'Add a topic at the end of a pitch kind (operators)',
        body: NewPitchTopic,
        response: { 201: envelope(PitchTopic), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.addTopic(memberOf(app, req), req.body) }),
  );

  app.patch(
    '/pitch-deck/topics/:topicId',
    {
      schema: {
        tags,
        summary: "Change a topic's title, prompt and suggested length (operators)",
        params: z.strictObject({ topicId: Id }),
        body: PitchTopicBody,
        response: { 200: envelope(PitchTopic), ...errors },
      },
    },
    async (req) => ({ data: await service.changeTopic(memberOf(app, req), req.params.topicId, req.body) }),
  );

  app.delete(
    '/pitch-deck/topics/:topicId',
    {
      schema: {
        tags,
        summary: 'Remove a topic nobody has recorded (operators)',
        params: z.strictObject({ topicId: Id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.removeTopic(memberOf(app, req), req.params.topicId);
      return reply.status(204).send(null);
    },
  );
};
