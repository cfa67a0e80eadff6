import { ErrorBody, envelope, Program, ProgramApplication } from '@ventura/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The app a programs route file registers on: the scope programRoutes opens (multipart bodies read). */
export type App = Parameters<FastifyPluginAsyncZod>[0];

export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const tags = ['programs'];
export const ProgramEnvelope = envelope(Program);
export const ApplicationEnvelope = envelope(ProgramApplication);

/** No body at all: Fastify hands an empty POST's body over as null, which the web's client sends. */
export const Empty = z.object({}).strict().nullish();
