import {
  BasicConnection,
  Connection,
  ConnectionAction,
  ConnectionAttachment,
  ConnectionCounts,
  ConnectionListQuery,
  ConnectionPaging,
  ConnectionParams,
  ConnectionRequestsType,
  ConnectionState,
  ConnectionStatus,
  DocumentUploadForm,
  ErrorBody,
  envelope,
  GroupMember,
  InvestorConnectionRequest,
  limitedAccessMessages,
  limits,
  listEnvelope,
  OnlineStatus,
  OnlineStatusQuery,
  PublicConnectionAction,
  PublicConnectionActionAnswer,
  SendConnectionRequest,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../platform/auth/index.ts';
import { pageAnswer } from '../../platform/db/paging.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readFile, registerMultipart } from '../../platform/http/multipart.ts';
import { refuseUnderLimitedAccess } from '../../platform/identity/limited-access.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import * as attachments from './attachments.ts';
import * as peers from './peers.ts';
import { presentConnection } from './present.ts';
import { actOnLink } from './public-action.ts';
import { countConnections, type ListKind, listConnections } from './repo.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['connections'];
const ProfileParams = z.object({ profileUuid: z.uuid('This is not a profile id') });
const State = envelope(ConnectionState);
const Answered = envelope(z.object({ connectionUUID: z.string(), connectionStatus: ConnectionStatus }));

/** The caller's connections, requests to connect and their answers (spec calls 7.8). */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here belongs to the tenant's connections feature: off on the tenant, they are not there.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, feature: 'connections' };
  });
  // Limited access takes the connections away with My Actions (product.md 4).
  refuseUnderLimitedAccess(app, limitedAccessMessages.connections);
  await registerMultipart(app);

  const secret = app.config.otp.secret;
  const context = (req: FastifyRequest): service.Context => ({ ...contextOf(app, req), secret });
  const member = (req: FastifyRequest): service.Member => ({
    ...memberOf(app, req),
    secret,
    matrix: () => app.tenants.matrixOf(req.db, req.tenant.id),
  });
  const reader = (req: FastifyRequest) => ({ db: req.db, tenant: req.tenant, auth: signedIn(req) });

  const list = async (req: FastifyRequest, kind: ListKind, query: ConnectionListQuery | ConnectionPaging) => {
    const auth = signedIn(req);
    const page = await listConnections(req.db, req.tenant.id, { profileId: auth.profile.id, kind, ...query });
    const items = page.items.map((row) => presentConnection(row, auth.profile));
    return { data: pageAnswer(items, page.total, query) };
  };

  app.get(
    '/connections',
    {
      schema: {
        tags,
        summary: 'Accepted connections, newest first; q narrows by name, accountType by the other’s type',
        querystring: ConnectionListQuery,
        response: { 200: listEnvelope(Connection), ...errors },
      },
    },
    (req) => list(req, 'accepted', req.query),
  );

  app.get(
    '/connections/requests/:type',
    {
      schema: {
        tags,
        summary: 'Requests received (pending) or sent (pending, or waiting for moderation)',
        params: z.object({ type: ConnectionRequestsType }),
        querystring: ConnectionPaging,
        response: { 200: listEnvelope(Connection), ...errors },
      },
    },
    (req) => list(req, req.params.type, req.query),
  );

  app.get(
    '/connections/types/counts',
    {
      schema: {
        tags,
        summary: 'How many connections and waiting requests',
        response: { 200: envelope(ConnectionCounts), ...errors },
      },
    },
    async (req) => ({ data: await countConnections(req.db, req.tenant.id, signedIn(req).profile.id) }),
  );

  const sendErrors = { ...errors, 409: ErrorBody, 429: ErrorBody };
  app.post(
    '/connections/send/request',
    {
      schema: {
        tags,
        summary: 'Ask a profile of the tenant to connect, with an optional message',
        body: SendConnectionRequest,
        response: { 200: State, ...sendErrors },
      },
    },
    async (req) => ({ data: await service.sendRequest(member(req), req.body) }),
  );

  app.post(
    '/connections/investor',
    {
      schema: {
        tags,
        summary: 'Ask an investor to connect, with a document uploaded first (POST connections/upload/document)',
        body: InvestorConnectionRequest,
        response: { 200: State, ...sendErrors },
      },
    },
    async (req) => ({ data: await service.sendRequest(member(req), req.body) }),
  );

  app.post(
    '/connections/upload/document',
    {
      schema: {
        tags,
        summary: 'Upload the document a request to an investor carries (removed after a day if no request takes it)',
        multipart: DocumentUploadForm,
        response: { 200: envelope(ConnectionAttachment), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req) => {
      const who = reader(req);
      await attachments.admitUpload(who);
      const bytes = await readFile(req, { field: 'file', maxBytes: limits.documentSizeBytes });
      const files = { storage: app.storage, jobs: app.jobs, log: req.log };
      return { data: await attachments.storeAttachment(who, files, bytes) };
    },
  );

  app.get(
    '/connections/:connectionUUID/document',
    {
      schema: {
        tags,
        summary: 'Download the document a request carried (its two ends and operators), as an attachment',
        params: ConnectionParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const found = await attachments.openAttachment(reader(req), app.storage, req.params.connectionUUID);
      reply.headers({
        ...downloadHeaders,
        'content-type': found.contentType,
        'content-disposition': attachment(found.name),
      });
      if (found.file.size !== null) reply.header('content-length', String(found.file.size));
      return reply.send(found.file.body);
    },
  );

  app.get(
    '/connections/check/request/:profileUuid',
    {
      schema: {
        tags,
        summary: 'Where the caller stands with a profile: the live connection or request between them, or null',
        params: ProfileParams,
        response: { 200: envelope(ConnectionState.nullable()), ...errors },
      },
    },
    async (req) => ({ data: await service.checkRequest(member(req), req.params.profileUuid) }),
  );

  app.delete(
    '/connections/:connectionUUID',
    {
      schema: {
        tags,
        summary: 'Withdraw a request you sent, or remove an accepted connection',
        params: ConnectionParams,
        response: {
          200: envelope(z.object({ connectionUUID: z.string() })).extend({ message: z.string() }),
          ...errors,
          409: ErrorBody,
        },
      },
    },
    async (req) => {
      const { fileKey } = await service.removeConnection(member(req), req.params.connectionUUID);
      if (fileKey) await removeStoredFile({ storage: app.storage, log: req.log }, fileKey);
      return { data: { connectionUUID: req.params.connectionUUID }, message: 'Connection removed' };
    },
  );

  for (const [path, answer] of [
    ['/connections/accept/:uuid', 'accepted'],
    ['/connections/reject/:uuid', 'rejected'],
  ] as const) {
    app.patch(
      path,
      {
        schema: {
          tags,
          summary: answer === 'accepted' ? 'Accept a request' : 'Reject a request',
          params: z.object({ uuid: z.string().uuid() }),
          // The message is optional, and so is the body that carries it.
          body: ConnectionAction.nullish(),
          response: { 200: Answered, ...errors, 409: ErrorBody },
        },
      },
      async (req) => {
        const updated = await service.respond(member(req), {
          uuid: req.params.uuid,
          answer,
          actionMessage: req.body?.actionMessage,
        });
        return { data: { connectionUUID: updated.uuid, connectionStatus: updated.status } };
      },
    );
  }

  app.post(
    '/public/connections/action',
    {
      // The signed, single-use token of the email's link is the credential: no session, and open on a
      // partner-only tenant too (the receiver is a member).
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: 'Accept or reject a request from its email link, without signing in',
        body: PublicConnectionAction,
        response: { 200: envelope(PublicConnectionActionAnswer), ...errors, 409: ErrorBody },
      },
    },
    async (req) => ({ data: await actOnLink(context(req), req.body) }),
  );

  app.get(
    '/connections/list/basic/all',
    {
      schema: {
        tags,
        summary: `The other ends of the caller’s accepted connections, by name (at most ${peers.basicListLimit})`,
        response: { 200: envelope(z.array(BasicConnection)), ...errors },
      },
    },
    async (req) => ({ data: await peers.listBasic(reader(req)) }),
  );

  app.get(
    '/connections/check_user_online_status',
    {
      schema: {
        tags,
        summary: 'Which of the given users (comma-separated ids) are online now',
        querystring: OnlineStatusQuery,
        response: { 200: envelope(OnlineStatus), ...errors },
      },
    },
    async (req) => ({ data: await peers.onlineStatus(reader(req), app.realtime, req.query.userIds) }),
  );

  app.get(
    '/connections/parent-user/group/:profileUuid',
    {
      schema: {
        tags,
        summary: 'The organisation of a profile (its owner and team members), with the caller’s connection to each',
        params: ProfileParams,
        response: { 200: envelope(z.array(GroupMember)), ...errors },
      },
    },
    async (req) => ({ data: await peers.organisationGroup(reader(req), req.params.profileUuid) }),
  );
};
