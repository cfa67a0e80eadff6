import { PlatformFeedbackReceipt } from '@ventura/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { feedbackRateLimit } from './routes.ts';
import { platformFeedback } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/v1/platform-feedback';
const storedCount = async () => {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(platformFeedback);
  return row?.count ?? 0;
};
const send = (host: string, body: Record<string, unknown>, ip?: string) =>
  call(t.app, { method: 'POST', host, url, body, ...(ip ? { ip } : {}) });
const raw = (payload: string, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: 'localhost', ...(contentType ? { 'content-type': contentType } : {}) },
  });

describe('POST /platform-feedback', () => {
  it('stores a reaction and a comment for the host tenant and answers 201', async () => {
    const res = await send('alpha.localhost', { ratings: 'loving_it', comments: '  The mentor booking is great.  ' });
    expect(res.statusCode).toBe(201);
    const receipt = PlatformFeedbackReceipt.parse(res.json().data);
    expect(receipt).toMatchObject({ ratings: 'loving_it', comments: 'The mentor booking is great.' });
    const [row] = await t.database.db
      .select({ tenant: tenants.slug, userId: platformFeedback.userId, comments: platformFeedback.comments })
      .from(platformFeedback)
      .innerJoin(tenants, eq(tenants.id, platformFeedback.tenantId))
      .where(eq(platformFeedback.id, receipt.id));
    expect(row).toEqual({ tenant: 'alpha', userId: null, comments: 'The mentor booking is great.' });
  });

  it('takes a reaction alone', async () => {
    const res = await send('localhost', { ratings: 'excellent' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ ratings: 'excellent', comments: '' });
  });

  it('remembers who sent it when signed in', async () => {
    const { people } = await tenantGraph(t, 'alpha.localhost', { member: { type: 'investor' } });
    const res = await call(t.app, {
      method: 'POST',
      host: 'alpha.localhost',
      url,
      token: people.member.token,
      body: { ratings: 'average', comments: 'Search could be faster.' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ userId: platformFeedback.userId })
      .from(platformFeedback)
      .where(eq(platformFeedback.id, res.json().data.id));
    expect(row?.userId).toEqual(expect.any(String));
  });

  describe('refuses bad input with 400 and stores nothing', () => {
    it.each([
      ['an unknown rating', { ratings: 'meh', comments: 'x' }, /^body\.ratings: /],
      ['no rating', { comments: 'Nice' }, /^body\.ratings: /],
      ['a number as the comment', { ratings: 'good', comments: 42 }, /^body\.comments: /],
      ['a comment over 2000 characters', { ratings: 'good', comments: 'a'.repeat(2001) }, /^body\.comments: /],
    ])('%s', async (_case, body, error) => {
      const before = await storedCount();
      const res = await send('localhost', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid request');
      expect(res.json().errors[0]).toMatch(error);
      expect(await storedCount()).toBe(before);
    });

    it.each([
      ['malformed JSON', '{"ratings": "good",', 'application/json'],
      ['an empty JSON body', '', 'application/json'],
      ['plain text', 'ratings=good', 'text/plain'],
      ['a form', 'ratings=good&comments=hi', 'application/x-www-form-urlencoded'],
      ['no content type', 'ratings=good', undefined],
    ])('%s', async (_case, payload, contentType) => {
      const before = await storedCount();
      const res = await raw(payload, contentType);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
      expect(await storedCount()).toBe(before);
    });
  });

  it('answers 404 on an unknown host and stores nothing', async () => {
    const before = await storedCount();
    const res = await send('evil.example.com', { ratings: 'good' });
    expect(res.statusCode).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it('limits each address to a few a minute, with 429 and the error envelope', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < feedbackRateLimit.max; i++) {
      expect((await send('localhost', { ratings: 'good' }, ip)).statusCode).toBe(201);
    }
    const before = await storedCount();
    const res = await send('localhost', { ratings: 'good' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.stringMatching(/rate limit/i), errors: [expect.any(String)] });
    expect(await storedCount()).toBe(before);
    expect((await send('localhost', { ratings: 'good' }, '203.0.113.8')).statusCode).toBe(201);
  });
});
