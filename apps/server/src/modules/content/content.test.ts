import { ContentItem, ContentModel, GlossaryTerm, Page, PageSummary } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const data = async <T extends z.ZodType>(schema: T, url: string, host = 'localhost'): Promise<z.infer<T>> => {
  const res = await getAs(t.app, host, url);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json().data);
};
const Items = z.array(ContentItem);

const expectNotFound = async (host: string, url: string, message: string) => {
  const res = await getAs(t.app, host, url);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message, errors: [message] });
};

describe('GET /global/{model}', () => {
  it.each([
    ['banners', 3],
    ['testimonials', 4],
    ['faq', 8],
    ['ads', 2],
  ] as const)('lists the %s of the tenant in order', async (model, count) => {
    const items = await data(Items, `/api/v1/global/${model}`);
    expect(items).toHaveLength(count);
    expect(items.every((item) => item.title.length > 0 && item.body.length > 0)).toBe(true);
  });

  it('shows published items only, in the tenant order', async () => {
    const ads = await data(Items, '/api/v1/global/ads');
    expect(ads.map((ad) => ad.slug)).toEqual(['cloud-credits', 'legal-clinic']);
    const faq = await data(Items, '/api/v1/global/faq');
    expect(faq[0]?.title).toBe('Who can join?');
    expect(faq[0]?.body).toContain('Ventura Startup Mission');
  });

  it('carries authors on testimonials and links on banners', async () => {
    const testimonials = await data(Items, '/api/v1/global/testimonials');
    expect(testimonials[0]).toMatchObject({ author: 'Ananya Rao, co-founder of Krishi Sense' });
    const banners = await data(Items, '/api/v1/global/banners');
    expect(banners.map((banner) => banner.linkUrl)).toEqual(['/programs', '/events', '/search/mentors']);
  });

  it("shows alpha its own content, not the main tenant's", async () => {
    for (const model of ContentModel.options) {
      const main = await data(Items, `/api/v1/global/${model}`);
      const alpha = await data(Items, `/api/v1/global/${model}`, 'alpha.localhost');
      const mainIds = new Set(main.map((item) => item.id));
      expect(alpha.some((item) => mainIds.has(item.id))).toBe(false);
    }
    const banners = await data(Items, '/api/v1/global/banners', 'alpha.localhost');
    expect(banners[0]?.title).toBe('Alpha Demo Day: 24 startups, 300 investors');
    const faq = await data(Items, '/api/v1/global/faq', 'alpha.localhost');
    expect(faq[0]?.body).toContain('Alpha Accelerator Network');
  });

  it.each(['settings2', 'pages', 'glossary'])('refuses the model %s with 400', async (model) => {
    const res = await getAs(t.app, 'localhost', `/api/v1/global/${model}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^params\.model: /);
  });

  it('still serves global settings on its own path', async () => {
    const res = await getAs(t.app, 'localhost', '/api/v1/global/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.branding).toBeDefined();
  });
});

describe('pages', () => {
  it('lists the published pages of the tenant', async () => {
    const pages = await data(z.array(PageSummary), '/api/v1/pages');
    expect(pages.map((page) => page.slug)).toEqual(['about', 'terms', 'privacy', 'grievance-redressal']);
    expect(pages[0]?.title).toBe('About Ventura Startup Mission');
  });

  it('opens a page by slug, in any case, or by id', async () => {
    const about = await data(Page, '/api/v1/pages/about');
    expect(about.body).toContain('Every profile is reviewed by our operators');
    expect(await data(Page, '/api/v1/pages/ABOUT')).toEqual(about);
    expect(await data(Page, `/api/v1/pages/${about.id}`)).toEqual(about);
    const terms = await data(Page, '/api/v1/pages/terms');
    expect(terms.title).toBe('Terms of use');
  });

  it('answers 404 for a page that does not exist, whatever the id', async () => {
    await expectNotFound('localhost', '/api/v1/pages/careers', 'Page not found');
    await expectNotFound('localhost', '/api/v1/pages/999999', 'Page not found');
    await expectNotFound('localhost', '/api/v1/pages/99999999999999999999', 'Page not found');
  });

  it("keeps each tenant's pages to itself, by slug and by id", async () => {
    await expectNotFound('alpha.localhost', '/api/v1/pages/grievance-redressal', 'Page not found');
    await expectNotFound('localhost', '/api/v1/pages/code-of-conduct', 'Page not found');
    const grievance = await data(Page, '/api/v1/pages/grievance-redressal');
    await expectNotFound('alpha.localhost', `/api/v1/pages/${grievance.id}`, 'Page not found');
    const alphaAbout = await data(Page, '/api/v1/pages/about', 'alpha.localhost');
    expect(alphaAbout.title).toBe('About Alpha Accelerator Network');
  });
});

describe('glossary', () => {
  const Terms = z.array(GlossaryTerm);

  it('lists about thirty terms A to Z', async () => {
    const terms = await data(Terms, '/api/v1/glossary');
    expect(terms.length).toBeGreaterThanOrEqual(30);
    const words = terms.map((term) => term.word);
    expect(words).toEqual(expect.arrayContaining(['ARR', 'Burn rate', 'Cap table', 'SAFE', 'Runway']));
    expect(words[0]).toBe('Angel investor');
  });

  it('searches part of the word, any case, wildcards literally', async () => {
    const found = await data(Terms, '/api/v1/glossary?search=VALUATION');
    expect(found.map((term) => term.word)).toEqual(['Post-money valuation', 'Pre-money valuation', 'Valuation cap']);
    expect(await data(Terms, '/api/v1/glossary?search=%25')).toEqual([]);
    expect((await data(Terms, '/api/v1/glossary?search=')).length).toBeGreaterThanOrEqual(30);
  });

  it('opens a term by slug or word, in any case', async () => {
    const burn = await data(GlossaryTerm, '/api/v1/glossary/burn-rate');
    expect(burn).toMatchObject({ word: 'Burn rate', slug: 'burn-rate' });
    expect(burn.definition).toMatch(/cash/);
    expect(await data(GlossaryTerm, '/api/v1/glossary/Burn%20Rate')).toEqual(burn);
    expect(await data(GlossaryTerm, '/api/v1/glossary/SAFE')).toMatchObject({ slug: 'safe' });
  });

  it('answers 404 for an unknown word', () =>
    expectNotFound('localhost', '/api/v1/glossary/unobtainium', 'Glossary term not found'));

  it("keeps each tenant's own terms to itself", async () => {
    await data(GlossaryTerm, '/api/v1/glossary/dpiit-recognition');
    await expectNotFound('alpha.localhost', '/api/v1/glossary/dpiit-recognition', 'Glossary term not found');
    await data(GlossaryTerm, '/api/v1/glossary/demo-day', 'alpha.localhost');
    await expectNotFound('localhost', '/api/v1/glossary/demo-day', 'Glossary term not found');
    const alphaWords = (await data(Terms, '/api/v1/glossary', 'alpha.localhost')).map((term) => term.word);
    expect(alphaWords).toContain('Cohort');
    expect(alphaWords).not.toContain('Angel tax');
  });

  it('refuses an over-long search with 400', async () => {
    const res = await getAs(t.app, 'localhost', `/api/v1/glossary?search=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^query\.search: /);
  });
});
