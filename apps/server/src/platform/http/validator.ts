import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest, checkInput, issueTexts } from '../errors.ts';

const parts: Record<string, string> = { querystring: 'query', params: 'params', body: 'body', headers: 'headers' };

/**
 * The zod validator, after one check zod does not make: no text may carry a NUL character, which
 * PostgreSQL cannot store (it would fail the query with a 500 instead of refusing the input). Its
 * problems are in words naming the field ('body.pitch: Pitch is required'), not zod's defaults.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const { schema } = route;
  const part = parts[route.httpPart ?? ''] ?? 'request';
  return (data) => {
    const at = nulPath(data, part, 0);
    if (at !== undefined)
      return { error: badRequest('Invalid request', [`${at}: text must not contain NUL characters`]) };
    const parsed = checkInput(schema, data);
    if (parsed.success) return { value: parsed.data };
    return { error: badRequest('Invalid request', issueTexts(parsed.error.issues, part)) };
  };
};

const nulPath = (value: unknown, path: string, depth: number): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
};
