import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, getAs, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';

const key = { SECRET_KEY: 'k'.repeat(64) };

describe('the development outbox is the embedded demo only', () => {
  it('is on for the embedded demo and off for anything that looks like a deployment', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ventura', ...key }).devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587', ...key }).devOutbox).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production', ...key });
    expect(production.devOutbox).toBe(false);
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });

  it('refuses to start with the outbox on beside a real database, SMTP or production', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://db/ventura' },
      { SMTP_URL: 'smtp://mail:587' },
      { NODE_ENV: 'production' },
    ]) {
      expect(() => loadConfig({ ...env, ...key, DEV_OUTBOX: 'true' })).toThrow(
        /DEV_OUTBOX: the development outbox shows every sign-in code/,
      );
    }
  });
});

describe('the server secret', () => {
  it('is required beside a real database, SMTP or in production, and kept by the embedded demo', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://db/ventura' },
      { SMTP_URL: 'smtp://mail:587' },
      { NODE_ENV: 'production' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/SECRET_KEY: required/);
    }
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/at least 32 characters/);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventura-secret-'));
    const first = loadConfig({ DATA_DIR: dataDir }).otp.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).otp.secret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o077).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('codes at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are an HMAC keyed with the server secret, not a plain hash of six digits', async () => {
    const { email } = (await tenantGraph(t, 'localhost', { member: { type: 'investor' } })).people.member;
    await call(t.app, { method: 'POST', host: 'localhost', url: '/api/v1/public/auth/mobile/login', body: { email } });
    const code = String(
      (await getAs(t.app, 'localhost', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json().data[0].code,
    );
    const [row] = await sqlRows(
      t.database,
      sql`select tenant_id, code_hash from otp_codes where recipient = ${email} order by id desc limit 1`,
    );
    const text = `${String(row?.tenant_id)}:${email}:${code}`;
    expect(row?.code_hash).not.toBe(createHash('sha256').update(text).digest('hex'));
    expect(row?.code_hash).toBe(createHmac('sha256', t.app.config.otp.secret).update(text).digest('hex'));
  });
});

describe('without the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: 'false' });
  });
  afterAll(() => t.close());

  it('serves no outbox and keeps no readable code in stored messages', async () => {
    const { email } = (await tenantGraph(t, 'localhost', { member: { type: 'individual' } })).people.member;
    const sent = await call(t.app, {
      method: 'POST',
      host: 'localhost',
      url: '/api/v1/public/auth/mobile/login',
      body: { email },
    });
    expect(sent.statusCode).toBe(200);
    expect((await getAs(t.app, 'localhost', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).statusCode).toBe(404);
    const rows = await sqlRows(t.database, sql`select subject, body, code from outbox_messages where "to" = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).toBeNull();
    expect(String(rows[0]?.body)).not.toMatch(/\d{6}/);
    expect(rows[0]?.subject).toBe('Your Ventura Startup Mission sign-in code');
  });
});
