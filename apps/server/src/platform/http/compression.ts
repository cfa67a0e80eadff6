import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * API answers of 1 KB or more go out compressed when the client accepts it. Brotli at quality 4 and
 * gzip at level 6 cost little CPU per answer; what never changes (assets, reference lists) is
 * compressed once at the highest level instead (build time, or the answer cache).
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
