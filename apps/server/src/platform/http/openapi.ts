import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodObject } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body, for the API document only: the handler reads the parts
     * itself (platform/http/multipart.ts), so Fastify must not validate them as a parsed body.
     */
    multipart?: ZodObject;
  }
}

/**
 * The zod provider's transform, which also documents a route's `multipart` form as its request body
 * (consumed as multipart/form-data), so the API document describes upload routes like any other.
 */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const { multipart, ...schema } = input.schema ?? {};
  if (!multipart) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...schema, body: multipart, consumes: ['multipart/form-data'] } });
};
