import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers alive and ready on any host, without a session', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', draining: false });
  });

  it('is alive but not ready while draining or while a dependency does not answer', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'error',
        draining: true,
        message: 'This process is shutting down.',
      });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
    t.app.lifecycle.checks.set('redis', () => Promise.reject(new Error('ECONNREFUSED')));
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ redis: 'error', database: 'ok', message: 'Redis does not answer.' });
    } finally {
      t.app.lifecycle.checks.delete('redis');
    }
  });
});
