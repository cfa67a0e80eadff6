import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '../src/platform/db/index.ts';
import { adminUrl } from './global-setup.ts';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/**
 * A server on its own copy of the migrated, seeded database: PGlite by default, PostgreSQL when
 * DATABASE_URL is set (a throw-away database copied from the run's template, dropped on close). Uploads
 * go to a folder of its own (`app.config.uploadsDir`), removed on close.
 */
export const createTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase();
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
    UPLOADS_DIR: uploads,
    ...env,
  });
  const app = await buildApp({ config, db: database.db, listen: database.listen, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
};

export const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const template = inject('templateDatabase');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `ventura_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
    const database = await openPostgres(adminUrl(url, name));
    return {
      database,
      drop: async () => {
        await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The test global setup did not run');
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dump)]), extensions: pgliteExtensions });
  return { database: wrapPglite(client), drop: async () => {} };
};

const withAdmin = async <T>(url: string, run: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A GET as the browser on `host` would send it. */
export const getAs = (app: FastifyInstance, host: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { host } });

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request as the browser on `host` would send it, with an optional bearer token. */
export const call = (
  app: FastifyInstance,
  input: {
    method: Method;
    host: string;
    url: string;
    body?: Json;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  },
) =>
  app.inject({
    method: input.method,
    url: input.url,
    headers: {
      host: input.host,
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      ...input.headers,
    },
    remoteAddress: input.ip ?? randomIp(),
    ...(input.body ? { payload: input.body } : {}),
  });

/** The newest one-time code the outbox holds for a recipient on a host's tenant. */
export const latestCode = async (app: FastifyInstance, host: string, to: string) => {
  const res = await getAs(app, host, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = res.json().data[0]?.code;
  if (typeof code !== 'string') throw new Error(`No code in the outbox for ${to}`);
  return code;
};

/** Signs in by email the way the web does: ask for a code, read it from the outbox, verify it. */
export const signInByEmail = async (app: FastifyInstance, host: string, email: string) => {
  const sent = await call(app, { method: 'POST', host, url: '/api/v1/public/auth/mobile/login', body: { email } });
  if (sent.statusCode !== 200) throw new Error(`login failed: ${sent.body}`);
  const code = await latestCode(app, host, email);
  const verified = await call(app, {
    method: 'POST',
    host,
    url: '/api/v1/public/auth/mobile/login/verify',
    body: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json().data as { accessToken: string; user: { userId: string; uuid: string; accountType: string } };
};

/** Moves a recipient's codes two hours back, so that the resend wait and the hourly limit are behind them. */
const rewindCodes = (t: TestApp, to: string) =>
  t.database.db.execute(sql`update otp_codes set created_at = created_at - interval '2 hours' where recipient = ${to}`);

/**
 * A fresh confirmation code for a signed-in person (asked before email changes and deletion), read from
 * the outbox. Earlier codes to the same recipient move back in time first, so the resend wait is over.
 */
export const confirmationCode = async (t: TestApp, host: string, token: string, to: string) => {
  await rewindCodes(t, to);
  const sent = await call(t.app, { method: 'POST', host, url: '/api/v1/users/confirmation-code', token });
  if (sent.statusCode !== 200) throw new Error(`confirmation code failed: ${sent.body}`);
  return latestCode(t.app, host, to);
};

/** Each call from its own address unless a test names one, so per-IP limits only bite where tested. */
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Rows of a raw SQL query, for tests that check what a call stored (or did not). */
export const sqlRows = async (database: Database, query: SQL): Promise<Array<Record<string, unknown>>> => {
  const result: unknown = await database.db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows;
};

/**
 * The calls a test file makes on one host: `api` under `/api/v1` with an optional token and body, `rows` of
 * a query (SQL or raw text), and `signIn`, which answers an access token however often a test signs the same
 * person in. The test app is asked for at each call, as files build it in `beforeAll`.
 */
export const testClient = (t: () => TestApp, host: string) => ({
  api: (method: Method, url: string, token?: string, body?: Json) =>
    call(t().app, { method, host, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) }),
  rows: (query: SQL | string) => sqlRows(t().database, typeof query === 'string' ? sql.raw(query) : query),
  signIn: async (email: string) => {
    await rewindCodes(t(), email);
    return (await signInByEmail(t().app, host, email)).accessToken;
  },
});

/** One part of a multipart/form-data body: a file when it has a filename, else a plain field. */
export type FormPart = { name: string; filename?: string; type?: string; content: Buffer | string };
export const formBoundary = '----VenturaTestBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body as a browser sends it, with the content type that names its boundary. */
export const multipartForm = (parts: FormPart[]) => ({
  'content-type': `multipart/form-data; boundary=${formBoundary}`,
  payload: Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${formBoundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          `${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
          `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${formBoundary}--\r\n`),
  ]),
});

/** Sends one file in the form field `file` (or the given parts) to an upload route as `host` would. */
export const upload = (
  app: FastifyInstance,
  input: { host: string; url: string; token?: string; file?: FormPart; parts?: FormPart[] },
) => {
  const form = multipartForm(input.parts ?? (input.file ? [input.file] : []));
  return app.inject({
    method: 'POST',
    url: input.url,
    headers: {
      host: input.host,
      'content-type': form['content-type'],
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
    },
    remoteAddress: randomIp(),
    payload: form.payload,
  });
};
