import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';

/*
 * Banners, testimonials, FAQ and ads written in the console, against a real database: operators only, bad
 * input refused with nothing stored, HTML kept to the allow-list, and readers shown what is published,
 * dated and meant for them, in the operators' order; other tenants see nothing.
 */

const host = 'localhost';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
const people = { operator: '', founder: '', investor: '' };

const item = (changes: Record<string, unknown> = {}) => ({
  title: 'Demo day is open',
  body: '<p>Apply by <strong>31 March</strong>.</p>',
  linkUrl: 'https://example.com/demo-day',
  published: true,
  audience: { scope: 'public' },
  ...changes,
});
const count = async () => Number((await rows(sql`select count(*)::int as n from content_items`))[0]?.n);
const titlesOf = async (model: string, token?: string) =>
  ((await api('GET', `/global/${model}`, token)).json().data as { title: string }[]).map((entry) => entry.title);

let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  people.operator = await signIn('admin@ventura.demo');
  people.founder = await signIn('aarav@greenleaf.demo');
  people.investor = await signIn('rohan@northstar.demo');
}, 60_000);
afterAll(() => t.close());

describe('the console’s banners, testimonials, FAQ and ads', () => {
  it('are written by operators only, and bad input is refused with nothing stored', async () => {
    const before = await count();
    const refused = await api('POST', '/admin/content/banners', people.founder, item());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Content is written by the tenant’s operators');
    for (const bad of [
      item({ title: '' }),
      item({ title: 'x'.repeat(201) }),
      item({ linkUrl: 'javascript:alert(1)' }),
      item({ imageUrl: 'javascript:alert(1)' }),
      item({ imageUrl: '/api/v1/files/../../etc/passwd' }),
      item({ audience: { scope: 'types', types: [] } }),
      item({ publishAt: 'next week' }),
      item({ sortOrder: -1 }),
      item({ sortOrder: 1.5 }),
      item({ body: 'x'.repeat(20_001) }),
      item({ author: 'x'.repeat(121) }),
    ]) {
      const res = await api('POST', '/admin/content/banners', people.operator, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect((await api('POST', '/admin/content/posters', people.operator, item())).statusCode).toBe(400);
    expect((await api('PATCH', '/admin/content/banners/999999', people.operator, item())).statusCode).toBe(404);
    expect((await api('DELETE', '/admin/content/banners/999999', people.operator)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps the text to the allow-list on write and on read', async () => {
    const created = await api(
      'POST',
      '/admin/content/faq',
      people.operator,
      item({ title: 'Is it free?', body: '<p>Yes.</p><img src=x onerror=alert(1)><script>alert(2)</script>' }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.body).toBe('<p>Yes.</p><img src="x" />');
    await rows(sql`update content_items set body = '<p>Still</p><svg onload=alert(1)>' where id = ${id}`);
    const served = ((await api('GET', '/global/faq')).json().data as { id: number; body: string }[]).find(
      (entry) => entry.id === id,
    );
    expect(served?.body).toBe('<p>Still</p>');
  });

  it('show readers what is published and dated to its audience, in order; edits and removals show at once', async () => {
    const write = async (title: string, changes: Record<string, unknown>) =>
      (await api('POST', '/admin/content/ads', people.operator, item({ title, ...changes }))).json().data;
    const first = await write('First ad', { sortOrder: 1 });
    await write('Members ad', { audience: { scope: 'members' }, sortOrder: 2 });
    await write('Investors ad', { audience: { scope: 'types', types: ['investor'] }, sortOrder: 3 });
    await write('Draft ad', { published: false, sortOrder: 4 });
    await write('Future ad', { publishAt: new Date(Date.now() + 86_400_000).toISOString(), sortOrder: 5 });
    const ours = (titles: string[]) => titles.filter((title) => title.endsWith(' ad'));
    expect(ours(await titlesOf('ads'))).toEqual(['First ad']);
    expect(ours(await titlesOf('ads', people.founder))).toEqual(['First ad', 'Members ad']);
    expect(ours(await titlesOf('ads', people.investor))).toEqual(['First ad', 'Members ad', 'Investors ad']);
    expect(
      ours(((await alpha.api('GET', '/global/ads')).json().data as { title: string }[]).map((e) => e.title)),
    ).toEqual([]);

    const listed = (await api('GET', '/admin/content/ads?q=ad', people.operator)).json().data;
    expect(ours(listed.items.map((entry: { title: string }) => entry.title))).toEqual([
      'First ad',
      'Members ad',
      'Investors ad',
      'Draft ad',
      'Future ad',
    ]);
    expect((await api('GET', '/admin/content/ads', people.founder)).statusCode).toBe(403);
    expect((await alpha.api('GET', '/admin/content/ads', people.operator)).statusCode).toBe(401);

    const moved = await api(
      'PATCH',
      `/admin/content/ads/${first.id}`,
      people.operator,
      item({ title: 'First ad, now last', sortOrder: 9999 }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ model: 'ads', sortOrder: 9999, published: true });
    expect((await titlesOf('ads', people.founder)).at(-1)).toBe('First ad, now last');
    // The id of an ad is not a banner's.
    expect((await api('DELETE', `/admin/content/banners/${first.id}`, people.operator)).statusCode).toBe(404);
    expect((await api('DELETE', `/admin/content/ads/${first.id}`, people.operator)).statusCode).toBe(204);
    expect(await titlesOf('ads', people.founder)).not.toContain('First ad, now last');
  });

  it('take an image told by its bytes, kept as WebP, for a cover or a banner', async () => {
    const sent = await upload(t.app, {
      host,
      url: '/api/v1/admin/content/images',
      token: people.operator,
      file: { name: 'file', filename: 'cover.png', type: 'image/png', content: png },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { imageUrl } = sent.json().data;
    expect(imageUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]+\/[0-9a-f]{32}-cover\.webp$/);
    const served = await api('GET', imageUrl.replace('/api/v1', ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const banner = await api('POST', '/admin/content/banners', people.operator, item({ imageUrl }));
    expect(banner.json().data.imageUrl).toBe(imageUrl);

    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const refused = await upload(t.app, {
      host,
      url: '/api/v1/admin/content/images',
      token: people.operator,
      file: { name: 'file', filename: 'cover.png', type: 'image/png', content: pdf },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatch(/^file: /);
    const member = await upload(t.app, {
      host,
      url: '/api/v1/admin/content/images',
      token: people.founder,
      file: { name: 'file', filename: 'cover.png', type: 'image/png', content: png },
    });
    expect(member.statusCode).toBe(403);
  });
});
