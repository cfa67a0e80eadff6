import { humanIssue } from '@ventura/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './db/unavailable.ts';

/** An error that becomes an HTTP response with `{ message, errors }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
    /** Headers the answer carries, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /**
     * A stable name of the refusal for a client that acts on one in particular ('already_applied'),
     * so it never has to match the words, which may change.
     */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: string[] = [message]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Session expired') => new HttpError(401, message, [message]);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, [message]);
export const notFound = (message = 'Not found') => new HttpError(404, message, [message]);
export const conflict = (message: string, reason?: string) => new HttpError(409, message, [message], {}, reason);
export const tooMany = (message: string) => new HttpError(429, message, [message]);

const where: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/** Turns thrown errors into `{ message, errors }`; hides the detail of a 5xx but logs it. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = where[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${context}${field ? `.${field}` : ''}: ${issue.message}`;
      });
      return reply.status(400).send({ message: 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, errors: error.errors, ...(error.reason ? { reason: error.reason } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong', errors: [] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: databaseUnavailableMessage, errors: [databaseUnavailableMessage] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong', errors: [] });
    }
    // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limit...
    return reply.status(status).send({ message: error.message, errors: [error.message] });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, errors: [] }),
  );
};

/** Each problem zod found as `where.path: words`, the form every 400 of bad input takes. */
export const issueTexts = (issues: readonly z.core.$ZodIssue[], where: string) =>
  issues.map((issue) => `${where}${issue.path.map((part) => `.${String(part)}`).join('')}: ${issue.message}`);

/**
 * Checks input with its schema, zod's default texts put in words naming the field (`humanIssue`: 'Pitch
 * is required'; a schema's own message stays): the parsed value, or the problems.
 */
export const checkInput = <T extends z.ZodType>(schema: T, input: unknown) =>
  schema.safeParse(input, { error: humanIssue });

/**
 * Input a handler validates itself (form fields read from a multipart body, a section chosen at run
 * time): the parsed value, or a 400 naming each field as request validation does (`body.field: ...`).
 */
export const parseInput = <T extends z.ZodType>(schema: T, input: unknown, where = 'body'): z.output<T> => {
  const parsed = checkInput(schema, input);
  if (parsed.success) return parsed.data;
  const errors = issueTexts(parsed.error.issues, where);
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request', errors);
};
