import {
  ApplyToChallenge,
  Challenge,
  ChallengeFileParams,
  ChallengeIdParams,
  ChallengeInfo,
  ChallengePatch,
  ChallengeQuery,
  type DocumentKind,
  documentKindInfo,
  ErrorBody,
  envelope,
  listEnvelope,
  MoveParticipant,
  MyParticipation,
  NewChallenge,
  Participant,
  ParticipantFileParams,
  ParticipantIdParams,
  ParticipantQuery,
  pageQuery,
  pageSizes,
} from '@ventura/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import type { StoredFile as Download } from '../../platform/storage/index.ts';
import type { StoredFile } from '../attachments/tables.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['challenges'];
const One = envelope(Challenge);
const MyPage = z.object(pageQuery(pageSizes.list));

const sendFile = (reply: FastifyReply, found: { file: Download; stored: StoredFile }) => {
  reply.headers({
    ...downloadHeaders,
    'content-type': documentKindInfo[found.stored.kind as DocumentKind].contentType,
    'content-disposition': attachment(found.stored.name),
  });
  if (found.file.size !== null) reply.header('content-length', String(found.file.size));
  return reply.send(found.file.body);
};

/** Corporate challenges (issue 19; spec calls 7.10): post, search, apply, and the owner's participants. */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (req: FastifyRequest) => contextOf(app, req);
  const member = (req: FastifyRequest) => memberOf(app, req);

  app.get(
    '/challenges/corporate',
    {
      schema: {
        tags,
        summary: "The caller's corporate's challenges (status all to include closed ones)",
        querystring: ChallengeQuery,
        response: { 200: listEnvelope(Challenge), ...errors },
      },
    },
    async (req) => ({ data: await service.listChallenges(member(req), req.query, true) }),
  );

  app.post(
    '/challenges',
    {
      schema: {
        tags,
        summary: 'Post a challenge (approved corporates); files uploaded first through upload/attachment',
        body: NewChallenge,
        response: { 201: One, ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createChallenge(member(req), req.body) }),
  );

  for (const path of ['/search/challenges', '/challenges/search']) {
    app.get(
      path,
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Search challenges (public): open ones by default, filtered and paged',
          querystring: ChallengeQuery,
          response: { 200: listEnvelope(Challenge), ...errors },
        },
      },
      async (req) => ({ data: await service.listChallenges(context(req), req.query, false) }),
    );
  }

  app.get(
    '/challenges/participations',
    {
      schema: {
        tags,
        summary: "The caller's startup's applications to challenges, newest first",
        querystring: MyPage,
        response: { 200: listEnvelope(MyParticipation), ...errors },
      },
    },
    async (req) => ({ data: await service.myParticipations(member(req), req.query) }),
  );

  app.get(
    '/challenges/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A challenge (public), as the caller may act on it',
        params: ChallengeIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.getChallenge(context(req), req.params.id) }),
  );

  app.get(
    '/challenges/:id/necessary-info',
    {
      schema: {
        tags,
        summary: 'A challenge with what the signed-in caller needs to apply: the questions and their own application',
        params: ChallengeIdParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.getChallenge(member(req), req.params.id) }),
  );

  app.patch(
    '/challenges/:id',
    {
      schema: {
        tags,
        summary: 'Change a challenge or close it (its corporate)',
        params: ChallengeIdParams,
        body: ChallengePatch,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.updateChallenge(member(req), req.params.id, req.body) }),
  );

  app.get(
    '/challenges/:id/files/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Download a file of a challenge's brief",
        params: ChallengeFileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) =>
      sendFile(reply, await service.openChallengeFile(context(req), req.params.id, req.params.file)),
  );

  app.post(
    '/challenges/participants/:id/apply',
    {
      schema: {
        tags,
        summary: 'Apply to a challenge as a startup: a pitch, the answers and files uploaded first',
        params: ChallengeIdParams,
        body: ApplyToChallenge,
        response: { 201: envelope(MyParticipation), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.apply(member(req), req.params.id, req.body) }),
  );

  app.get(
    '/challenges/:id/info',
    {
      schema: {
        tags,
        summary: 'A challenge with its participants per status (its corporate, operators)',
        params: ChallengeIdParams,
        response: { 200: envelope(ChallengeInfo), ...errors },
      },
    },
    async (req) => ({ data: await service.info(member(req), req.params.id) }),
  );

  app.get(
    '/challenges/:id/participants/list',
    {
      schema: {
        tags,
        summary: "A challenge's participants, oldest first (its corporate, operators)",
        params: ChallengeIdParams,
        querystring: ParticipantQuery,
        response: { 200: listEnvelope(Participant), ...errors },
      },
    },
    async (req) => ({ data: await service.participants(member(req), req.params.id, req.query) }),
  );

  app.patch(
    '/challenges/participants/:id/status',
    {
      schema: {
        tags,
        summary: 'Move a participant; the startup is told',
        params: ParticipantIdParams,
        body: MoveParticipant,
        response: { 200: envelope(Participant), ...errors },
      },
    },
    async (req) => ({ data: await service.moveParticipant(member(req), req.params.id, req.body) }),
  );

  app.get(
    '/challenges/participants/:id/files/:file',
    {
      schema: {
        tags,
        summary: "Download a participant's file (the corporate's side, operators, the startup)",
        params: ParticipantFileParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) =>
      sendFile(reply, await service.openParticipantFile(member(req), req.params.id, req.params.file)),
  );
};
