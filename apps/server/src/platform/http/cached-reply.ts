import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMemo } from './memo.ts';

/** A JSON answer serialized (and compressed) once, then sent as bytes until it is rebuilt. */
export type CachedBody = { json: string; etag: string; gzip?: Buffer; brotli?: Buffer };

const compressAbove = 1024;

/** Serializes a payload through the route's own response schema, so the cache keeps its field list. */
export const cacheBody = (reply: FastifyReply, payload: unknown): CachedBody => {
  const serialized = reply.serialize(payload);
  const json = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  if (Buffer.byteLength(json) < compressAbove) return { json, etag };
  return {
    json,
    etag,
    gzip: zlib.gzipSync(json, { level: 9 }),
    brotli: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
};

/**
 * Sends a cached body: 304 when the browser already holds it (If-None-Match), else the precompressed
 * bytes the browser accepts, else the JSON text. `no-cache` makes browsers revalidate every time.
 */
export const sendCached = (request: FastifyRequest, reply: FastifyReply, body: CachedBody) => {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (body.brotli && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.brotli);
  if (body.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
};

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && (header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** Answers kept serialized and compressed for ttlSeconds, by key (see createMemo for the bounds). */
export const createAnswerCache = (ttlSeconds: number) => {
  const answers = createMemo<CachedBody>(ttlSeconds);
  return {
    /** Sends the answer for key, building it with load (through this route's schema) when missing. */
    reply: async (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
      sendCached(request, reply, await answers.remember(key, async () => cacheBody(reply, await load()))),
    clear: answers.clear,
  };
};
export type AnswerCache = ReturnType<typeof createAnswerCache>;
