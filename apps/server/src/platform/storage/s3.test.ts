import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.ts';
import { s3Storage } from './s3.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

/*
 * The S3 store against a small stand-in for S3 on the loopback address: it keeps objects in memory and
 * answers only requests whose SigV4 signature it can recompute from what arrived (method, path, the
 * signed headers, the body's hash), the way S3 checks them.
 */

const secretAccessKey = 'test-secret-key';
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: string[] = [];
let server: http.Server;
let endpoint: string;

const parseDate = (stamp: string) =>
  new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );

const signatureHolds = (req: http.IncomingMessage, body: Buffer) => {
  const authorization = req.headers.authorization ?? '';
  const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  const given = (name: string) => String(req.headers[name] ?? '');
  const hash = given('x-amz-content-sha256');
  if (hash !== 'UNSIGNED-PAYLOAD' && hash !== sha256Hex(body)) return false;
  const headers = Object.fromEntries(
    signedNames
      .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
      .map((n) => [n, given(n)]),
  );
  const expected = signV4({
    method: req.method ?? '',
    url: new URL(`http://${given('host')}${req.url}`),
    headers,
    payloadHash: given('x-amz-content-sha256'),
    region: 'eu-test-1',
    service: 's3',
    accessKeyId: 'test-key-id',
    secretAccessKey,
    date: parseDate(given('x-amz-date')),
  });
  return expected.authorization === authorization && signedNames.includes('host');
};

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks);
    seen.push(`${req.method} ${req.url}`);
    if (!signatureHolds(req, body)) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = req.url ?? '';
    if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
    } else if (req.method === 'GET') {
      const found = objects.get(key);
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else if (range && Number(range[1]) >= found.body.length)
        res
          .writeHead(416, { 'content-range': `bytes */${found.body.length}` })
          .end('<Error><Code>InvalidRange</Code></Error>');
      else if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : found.body.length - 1, found.body.length - 1);
        res
          .writeHead(206, { 'content-type': found.type, 'content-range': `bytes ${start}-${end}/${found.body.length}` })
          .end(found.body.subarray(start, end + 1));
      } else
        res
          .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, etag: '"abc"' })
          .end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (overrides: Partial<S3Config> = {}): S3Config => ({
  bucket: 'ventura-uploads',
  endpoint,
  region: 'eu-test-1',
  accessKeyId: 'test-key-id',
  secretAccessKey,
  forcePathStyle: true,
  ...overrides,
});
const key = '5f0c2b0e-8a51-4c3b-9d1e-2b7f4c5d6e7f/0123456789abcdef0123456789abcdef-100.webp';

describe('the S3 store', () => {
  it('puts, gets and deletes an object with signed requests', async () => {
    const store = s3Storage(config());
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('RIFF-webp-bytes'), 'image/webp');
    const got = await store.get(key);
    expect(got && { type: got.contentType, size: got.size, etag: got.etag }).toEqual({
      type: 'image/webp',
      size: 15,
      etag: '"abc"',
    });
    expect(got && (await text(got.body))).toBe('RIFF-webp-bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(seen.slice(-2)).toEqual([`DELETE /ventura-uploads/${key}`, `GET /ventura-uploads/${key}`]);
  });

  it('streams a file of this machine up, unsigned and with its length, and reads back one range of it', async () => {
    const store = s3Storage(config());
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 's3-put-file-'));
    const file = path.join(folder, 'pitch.mp4');
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));
    fs.writeFileSync(file, bytes);
    const videoKey = key.replace('-100.webp', '-pitch.mp4');
    await store.putFile(videoKey, file, 'video/mp4');
    expect(objects.get(`/ventura-uploads/${videoKey}`)?.body.equals(bytes)).toBe(true);
    const part = await store.get(videoKey, { start: 100, end: 199 });
    expect(part && { size: part.size, part: part.part }).toEqual({ size: 5000, part: { start: 100, end: 199 } });
    expect(part && Buffer.from(await buffer(part.body)).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await store.get(videoKey, { start: 9000 }))?.part).toBe('unsatisfiable');
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('fails loudly when the bucket refuses it (a wrong secret)', async () => {
    const store = s3Storage(config({ secretAccessKey: 'wrong' }));
    await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT .*403 .*SignatureDoesNotMatch/,
    );
    await expect(store.get(key)).rejects.toThrow(/S3 GET .*403/);
  });

  it('addresses the bucket in the host name unless told to use the path, and refuses unsafe keys', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(null, { status: 204 });
    };
    await s3Storage(
      config({ endpoint: 'https://s3.eu-test-1.amazonaws.com', forcePathStyle: false }),
      recording,
    ).delete(key);
    expect(urls).toEqual([`https://ventura-uploads.s3.eu-test-1.amazonaws.com/${key}`]);
    await expect(s3Storage(config(), recording).delete('../other-bucket/x.webp')).rejects.toThrow(/Refused/);
    expect(urls).toHaveLength(1);
  });
});
