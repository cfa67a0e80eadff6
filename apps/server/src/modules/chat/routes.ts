import {
  ChatAttachmentForm,
  ChatMessage,
  Conversation,
  ConversationPage,
  ConversationQuery,
  ConversationRead,
  ErrorBody,
  envelope,
  limitedAccessMessages,
  limits,
  MessageDeletedEvent,
  MessagePage,
  MessageQuery,
  OpenConversation,
  SendAttachmentFields,
  SendMessage,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.ts';
import { attachment, documentFileResponse, downloadHeaders } from '../../platform/files/download.ts';
import { readForm, registerMultipart } from '../../platform/http/multipart.ts';
import { refuseUnderLimitedAccess } from '../../platform/identity/limited-access.ts';
import { memberOf } from '../../platform/request-context.ts';
import { requireFeature } from '../../platform/tenancy/feature-gate.ts';
import { prepareChatFile } from './files.ts';
import { chatOn } from './policy.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['chat'];
const ConversationParams = z.object({ uuid: z.uuid('This is not a conversation id') });
const MessageParams = z.object({ uuid: z.uuid('This is not a message id') });
const One = envelope(Conversation);

/** Built-in chat between connected members and within teams (issue 17; realtime events in spec calls 7.16). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Off on the tenant (chat_type 'none', or its chat settings disabled): the routes are not there.
  requireFeature(app, chatOn);
  // Limited access takes Messages away (product.md 4): the conversations are not theirs to open.
  refuseUnderLimitedAccess(app, limitedAccessMessages.messages);
  await registerMultipart(app);

  const context = (req: FastifyRequest): service.Context => memberOf(app, req);

  app.get(
    '/chat/conversations',
    {
      schema: {
        tags,
        summary: 'The caller’s conversations, newest activity first, by cursor; search matches names',
        querystring: ConversationQuery,
        response: { 200: envelope(ConversationPage), ...errors },
      },
    },
    async (req) => ({ data: await service.listConversations(context(req), req.query) }),
  );

  app.post(
    '/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Open the conversation with a connected member (created the first time)',
        body: OpenConversation,
        response: { 200: One, 201: One, ...errors },
      },
    },
    async (req, reply) => {
      const opened = await service.openDirect(context(req), req.body.profileUUID);
      return reply.code(opened.created ? 201 : 200).send({ data: opened.conversation });
    },
  );

  app.post(
    '/chat/conversations/team',
    {
      schema: {
        tags,
        summary: 'Open the group conversation of the caller’s team (created the first time)',
        response: { 200: One, 201: One, ...errors, 409: ErrorBody },
      },
    },
    async (req, reply) => {
      const opened = await service.openTeam(context(req));
      return reply.code(opened.created ? 201 : 200).send({ data: opened.conversation });
    },
  );

  app.get(
    '/chat/conversations/:uuid',
    {
      schema: {
        tags,
        summary: 'One of the caller’s conversations',
        params: ConversationParams,
        response: { 200: One, ...errors },
      },
    },
    async (req) => ({ data: await service.getConversation(context(req), req.params.uuid) }),
  );

  app.get(
    '/chat/conversations/:uuid/messages',
    {
      schema: {
        tags,
        summary: 'A page of history, oldest first within it; nextCursor asks for the older page',
        params: ConversationParams,
        querystring: MessageQuery,
        response: { 200: envelope(MessagePage), ...errors },
      },
    },
    async (req) => ({ data: await service.listMessages(context(req), req.params.uuid, req.query) }),
  );

  app.post(
    '/chat/conversations/:uuid/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (optionally a reply); the room hears message_received or reply_message_received',
        params: ConversationParams,
        body: SendMessage,
        response: { 201: envelope(ChatMessage), ...errors, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const message = await service.sendMessage(context(req), req.params.uuid, req.body);
      return reply.code(201).send({ data: message });
    },
  );

  app.post(
    '/chat/conversations/:uuid/messages/attachment',
    {
      schema: {
        tags,
        summary: 'Send a file (a document or a photo, checked by its content), with optional text',
        params: ConversationParams,
        multipart: ChatAttachmentForm,
        response: { 201: envelope(ChatMessage), ...errors, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const ctx = context(req);
      // Who may write is checked before the file is read: a stranger's upload is not even looked at.
      await service.assertMayWrite(ctx, req.params.uuid);
      const form = await readForm(req, {
        field: 'file',
        maxBytes: limits.documentSizeBytes,
        fieldBytes: limits.chatMessageLength * 4,
      });
      const fields = parseInput(SendAttachmentFields, form.fields);
      const file = await prepareChatFile(form.bytes);
      const message = await service.sendMessage(ctx, req.params.uuid, {
        text: fields.text ?? '',
        replyToUUID: fields.replyToUUID,
        file,
        fileName: form.fileName,
      });
      return reply.code(201).send({ data: message });
    },
  );

  app.patch(
    '/chat/conversations/:uuid/read',
    {
      schema: {
        tags,
        summary: 'Mark the conversation read; the caller’s other screens and the room hear conversation_read',
        params: ConversationParams,
        response: { 200: envelope(ConversationRead), ...errors },
      },
    },
    async (req) => ({ data: await service.markRead(context(req), req.params.uuid) }),
  );

  app.delete(
    '/chat/messages/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete one’s own message; the room hears message_deleted',
        params: MessageParams,
        response: { 200: envelope(MessageDeletedEvent), ...errors },
      },
    },
    async (req) => ({ data: await service.deleteMessage(context(req), req.params.uuid) }),
  );

  app.get(
    '/chat/messages/:uuid/attachment',
    {
      schema: {
        tags,
        summary: 'The file a message carries, for the conversation’s members',
        params: MessageParams,
        response: { 200: documentFileResponse, ...errors },
      },
    },
    async (req, reply) => {
      const found = await service.openAttachment(context(req), req.params.uuid);
      reply.headers({
        ...downloadHeaders,
        'content-type': found.contentType,
        'content-disposition': attachment(found.name),
      });
      if (found.file.size !== null) reply.header('content-length', String(found.file.size));
      return reply.send(found.file.body);
    },
  );
};
