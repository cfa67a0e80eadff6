import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getAs, sqlRows, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';

describe('the development outbox is the embedded demo only', () => {
  it('is on for the embedded demo and off for anything that looks like a deployment', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/ventura' }).devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587' }).devOutbox).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production' });
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
      expect(() => loadConfig({ ...env, DEV_OUTBOX: 'true' })).toThrow(
        /DEV_OUTBOX: the development outbox shows every sign-in code/,
      );
    }
  });
});

describe('without the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: 'false' });
  });
  afterAll(() => t.close());

  it('serves no outbox and keeps no readable code in stored messages', async () => {
    const sent = await call(t.app, {
      method: 'POST',
      host: 'localhost',
      url: '/api/v1/public/auth/mobile/login',
      body: { email: 'ana@individual.demo' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await getAs(t.app, 'localhost', '/api/dev/outbox?to=ana%40individual.demo')).statusCode).toBe(404);
    const rows = await sqlRows(
      t.database,
      sql`select subject, body, code from outbox_messages where "to" = 'ana@individual.demo'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).toBeNull();
    expect(String(rows[0]?.body)).not.toMatch(/\d{6}/);
    expect(rows[0]?.subject).toBe('Your Ventura Startup Mission sign-in code');
  });
});
