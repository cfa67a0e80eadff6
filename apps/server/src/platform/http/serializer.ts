import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

const fastJsonCompiler = SerializerSelector()();

/**
 * Response serialization compiled once per route: the route's zod response schema becomes a JSON schema
 * and Fastify's own compiled serializer (fast-json-stringify) writes exactly the properties it declares.
 * A field that is not in the schema (an email, a token hash) still never leaves the server, without
 * running zod over every response. A schema JSON Schema cannot express (a transform, a date) keeps the
 * zod serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  // Compiled when the route first answers with this status, not at start-up: compiling every route's
  // serializers up front took two thirds of the server's start (1.9 s of 3 s), paid by every process
  // start and every test file, for routes and statuses most processes never send.
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compileSerializer(route);
    return serialize(data);
  };
};

const compileSerializer = (route: Parameters<FastifySerializerCompiler<ZodType>>[0]): ((data: unknown) => string) => {
  const schema = toJsonSchema(route.schema);
  if (!schema) return zodSerializerCompiler(route);
  return fastJsonCompiler({ method: route.method, url: route.url, httpStatus: route.httpStatus ?? '200', schema });
};

const toJsonSchema = (schema: unknown) => {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    // draft-7 is what fast-json-stringify reads; io 'output' describes what the server sends.
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
};
