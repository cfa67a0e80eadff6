import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';
import { registerWebApp } from '../web.ts';
import { compiledSerializerCompiler } from './serializer.ts';

describe('the compiled response serializer', () => {
  const Reply = z.object({
    data: z.object({ name: z.string(), email: z.string().nullable(), tags: z.array(z.object({ code: z.string() })) }),
  });
  const serve = async (payload: unknown, schema: z.ZodType = Reply) => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(compiledSerializerCompiler);
    app.get('/', { schema: { response: { 200: schema } } }, async () => payload);
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res;
  };

  it('sends only the fields the response schema names, at every depth', async () => {
    const res = await serve({
      data: { name: 'Aarav', email: null, tokenHash: 'secret', tags: [{ code: 'agri', internal: 1 }] },
      debug: true,
    });
    expect(res.json()).toEqual({ data: { name: 'Aarav', email: null, tags: [{ code: 'agri' }] } });
    expect(res.body).not.toContain('secret');
  });

  it('refuses to send an answer missing a required field', async () => {
    expect((await serve({ data: { email: null, tags: [] } })).statusCode).toBe(500);
  });

  it('keeps the zod serializer for schemas JSON Schema cannot express', async () => {
    const WithDate = z.object({ at: z.date() });
    const res = await serve({ at: new Date('2026-11-23T10:00:00Z'), extra: 1 }, WithDate);
    expect(res.json()).toEqual({ at: '2026-11-23T10:00:00.000Z' });
  });
});

describe('cached and compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

  it('sends reference lists precompressed with an ETag, and 304 when the browser has them', async () => {
    const plain = await get('/api/v1/countries');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');

    const brotli = await get('/api/v1/countries', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/v1/countries', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await get('/api/v1/countries', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives brand details and taxonomies an ETag too', async () => {
    for (const url of ['/api/v1/verify-tenant?host=localhost', '/api/v1/industries', '/api/v1/states?countryCode=IN']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode, url).toBe(304);
    }
  });

  it('compresses other answers of 1 KB or more on the fly, and leaves small ones alone', async () => {
    const large = await get('/api/v1/glossary', { 'accept-encoding': 'br' });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString()).data).toBeDefined();
    const small = await get('/api/v1/global/settings', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web app files', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/main-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets/main-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/main-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{"secret":"build map"}');
    await registerWebApp(app, dist);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed and immutable for a year', async () => {
    const br = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('never lets a cache keep index.html or other unhashed files without asking', async () => {
    for (const url of ['/', '/auth/login', '/errors/404']) {
      const res = await app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/../../etc/passwd' })).body).toContain('<div id="root">');
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).not.toContain('build map');
  });
});

describe('health and security headers', () => {
  it('answers ok with the database up, with the security headers every answer carries', async () => {
    const t = await createTestApp();
    const res = await getAs(t.app, 'localhost', '/api/health');
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const refused = await getAs(t.app, 'nowhere.example', '/api/v1/countries');
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    await t.close();
  });
});
