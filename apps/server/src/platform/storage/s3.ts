import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config.ts';
import { assertSafeKey, contentTypeOfKey } from './keys.ts';
import { emptyPayloadHash, encodePath, sha256Hex, signV4 } from './sigv4.ts';
import type { ByteRange, Storage } from './types.ts';

const rangeHeader = (range: ByteRange) =>
  'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;

// 'bytes 0-99/1234', or 'bytes */1234' for a range past the end (RFC 9110 14.4).
const contentRange = (value: string | null) => {
  const match = value?.match(/^bytes (?:(\d+)-(\d+)|\*)\/(\d+)$/);
  if (!match) return undefined;
  const total = Number(match[3]);
  return match[1] === undefined
    ? { total, part: 'unsatisfiable' as const }
    : { total, part: { start: Number(match[1]), end: Number(match[2]) } };
};

/** How long one call to the bucket may take before it fails (and the upload with it). */
const timeoutMs = 30_000;

/**
 * Files in an S3-compatible bucket through its REST API: PUT, GET and DELETE of one object, signed
 * with SigV4. No SDK: three calls do not need one. `fetch` is a parameter for tests.
 */
export const s3Storage = (config: S3Config, send: typeof fetch = fetch): Storage => {
  const endpoint = new URL(config.endpoint);
  const urlOf = (key: string) => {
    const path = encodePath(assertSafeKey(key));
    return config.forcePathStyle
      ? new URL(`${endpoint.origin}/${encodePath(config.bucket)}/${path}`)
      : new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}/${path}`);
  };

  const call = (
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer | { stream: ReadableStream; length: number },
    headers: Record<string, string> = {},
  ) => {
    const url = urlOf(key);
    const streamed = body !== undefined && !Buffer.isBuffer(body);
    const signed = signV4({
      method,
      url,
      // A streamed body is sent unsigned (S3's UNSIGNED-PAYLOAD), with its length: hashing it first would read it twice.
      headers: streamed ? { ...headers, 'content-length': String(body.length) } : headers,
      payloadHash: streamed ? 'UNSIGNED-PAYLOAD' : body ? sha256Hex(body) : emptyPayloadHash,
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      date: new Date(),
    });
    const payload = body === undefined ? {} : Buffer.isBuffer(body) ? { body } : { body: body.stream, duplex: 'half' };
    // A large file takes longer than one small call may.
    const limit = streamed ? Math.max(timeoutMs, body.length / 1000) : timeoutMs;
    return send(url, { method, headers: signed, signal: AbortSignal.timeout(limit), ...payload } as RequestInit);
  };

  /** The bucket's refusal as an error (its XML names the reason), the body read so the socket is freed. */
  const failure = async (what: string, res: Response) =>
    new Error(`S3 ${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);

  return {
    put: async (key, bytes, contentType) => {
      const res = await call('PUT', key, bytes, { 'content-type': contentType });
      if (!res.ok) throw await failure(`PUT ${key}`, res);
      await res.arrayBuffer();
    },

    putFile: async (key, file, contentType) => {
      const { size } = await fs.promises.stat(file);
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
      const res = await call('PUT', key, { stream, length: size }, { 'content-type': contentType });
      if (!res.ok) throw await failure(`PUT ${key}`, res);
      await res.arrayBuffer();
    },

    get: async (key, range) => {
      const res = await call('GET', key, undefined, range ? { range: rangeHeader(range) } : {});
      if (res.status === 416 && range) {
        await res.arrayBuffer();
        const total = contentRange(res.headers.get('content-range'))?.total ?? null;
        return {
          body: Readable.from([]),
          contentType: contentTypeOfKey(key) ?? 'application/octet-stream',
          size: total,
          etag: res.headers.get('etag') ?? `"${sha256Hex(key).slice(0, 27)}"`,
          part: 'unsatisfiable',
        };
      }
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok || !res.body) throw await failure(`GET ${key}`, res);
      const length = Number(res.headers.get('content-length') ?? Number.NaN);
      const ranged = res.status === 206 ? contentRange(res.headers.get('content-range')) : undefined;
      return {
        body: Readable.fromWeb(res.body),
        contentType: res.headers.get('content-type') ?? contentTypeOfKey(key) ?? 'application/octet-stream',
        size: ranged ? ranged.total : Number.isSafeInteger(length) ? length : null,
        etag: res.headers.get('etag') ?? `"${sha256Hex(key).slice(0, 27)}"`,
        ...(ranged ? { part: ranged.part } : {}),
      };
    },

    delete: async (key) => {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw await failure(`DELETE ${key}`, res);
      await res.arrayBuffer();
    },
  };
};
