import { Readable } from 'node:stream';
import {
  Certificate,
  CertificateKey,
  CertificatePage,
  CertificateQuery,
  CertificateVerification,
  ErrorBody,
  envelope,
  IssueCertificate,
  IssueCertificates,
  IssuedCertificates,
  RevokeCertificate,
} from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, downloadHeaders } from '../../platform/files/download.ts';
import { contextOf, memberOf } from '../../platform/request-context.ts';
import * as service from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['certificates'];
/** An id as people type it: the service reads it whatever its case and dashes, and 404s what is not one. */
const IdParams = z.strictObject({ id: z.string().min(1).max(30) });

/**
 * Certificates (issue 39; calls.md 7.3; docs/certificates.md): a member's own, verification and the public
 * key for anyone on the tenant's host, the PDF for the holder and operators, and the console's calls.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = (req: FastifyRequest) => ({ ...memberOf(app, req), secret: app.config.otp.secret });

  app.get(
    '/certificates',
    {
      schema: {
        tags,
        summary: "The caller's certificates, newest first",
        querystring: CertificateQuery,
        response: { 200: envelope(CertificatePage), ...errors },
      },
    },
    async (req) => ({ data: await service.ownList(memberOf(app, req), req.query) }),
  );

  app.get(
    '/certificates/verify/:id',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: 'Whether a certificate is genuine, to whom and for what, and whether it was revoked (anyone)',
        params: IdParams,
        response: { 200: envelope(CertificateVerification), ...errors },
      },
    },
    async (req) => ({ data: await service.verify(contextOf(app, req), req.params.id) }),
  );

  app.get(
    '/certificates/public-key',
    {
      config: { public: true, entry: true },
      schema: {
        tags,
        summary: "The tenant's Ed25519 key that checks its certificates' signatures (anyone)",
        response: { 200: envelope(CertificateKey), ...errors },
      },
    },
    async (req) => ({ data: await service.publicKey(contextOf(app, req)) }),
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'A certificate as a PDF (its holder and the operators)',
        params: IdParams,
        response: {
          200: {
            description: 'The certificate, as an attachment',
            content: { 'application/pdf': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await service.pdf(memberOf(app, req), req.params.id);
      reply.headers({
        ...downloadHeaders,
        'content-type': 'application/pdf',
        'content-disposition': attachment(fileName),
      });
      return reply.send(Readable.from([bytes]));
    },
  );

  app.get(
    '/admin/certificates',
    {
      schema: {
        tags,
        summary: "The tenant's certificates, newest first; q searches names, titles and ids (operators)",
        querystring: CertificateQuery,
        response: { 200: envelope(CertificatePage), ...errors },
      },
    },
    async (req) => ({ data: await service.adminList(memberOf(app, req), req.query) }),
  );

  app.post(
    '/admin/certificates',
    {
      schema: {
        tags,
        summary: 'Issue a certificate to a member (operators)',
        body: IssueCertificate,
        response: { 201: envelope(Certificate), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.issueOne(operator(req), req.body) }),
  );

  app.post(
    '/admin/certificates/bulk',
    {
      schema: {
        tags,
        summary:
          "Issue one to each of an event's attendees, a program's selected startups or mentors with enough hours",
        body: IssueCertificates,
        response: { 201: envelope(IssuedCertificates), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.issueToGroup(operator(req), req.body) }),
  );

  app.post(
    '/admin/certificates/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a certificate, with the reason anyone verifying it will read (operators)',
        params: IdParams,
        body: RevokeCertificate,
        response: { 200: envelope(Certificate), ...errors },
      },
    },
    async (req) => ({ data: await service.revoke(operator(req), req.params.id, req.body.reason) }),
  );
};
