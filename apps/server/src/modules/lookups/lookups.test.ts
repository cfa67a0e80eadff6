import { SearchOption, TaxonomyKind, TaxonomyTerm } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const Terms = z.object({ data: z.array(TaxonomyTerm) });
const terms = async (host: string, url: string) => {
  const res = await getAs(t.app, host, url);
  expect(res.statusCode).toBe(200);
  return Terms.parse(res.json()).data;
};

describe('taxonomy lookups', () => {
  it.each(TaxonomyKind.options)('GET /%s lists the tenant terms', async (kind) => {
    const list = await terms('localhost', `/api/v1/${kind}`);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((term) => term.code)).size).toBe(list.length);
  });

  it('puts the horizontal industry first though it is stored in the middle', async () => {
    const list = await terms('localhost', '/api/v1/industries');
    expect(list[0]).toMatchObject({ code: 'horizontal', name: 'Horizontal' });
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(list[1]?.code).toBe('agritech');
    const ids = list.map((term) => term.id);
    expect(ids[0]).toBeGreaterThan(Math.min(...ids.slice(1)));
  });

  it('lists skills, grants and stages with real names', async () => {
    expect((await terms('localhost', '/api/v1/skills')).length).toBe(40);
    const grants = (await terms('localhost', '/api/v1/government-grants')).map((term) => term.name);
    expect(grants).toContain('Startup India Seed Fund Scheme');
    expect(grants).toContain('Small Business Innovation Research (SBIR)');
    const stages = (await terms('localhost', '/api/v1/funding-stages')).map((term) => term.code);
    expect(stages.slice(0, 3)).toEqual(['bootstrapped', 'pre-seed', 'seed']);
  });

  it('orders pitch video topics by id by default, by name on request, with their categories', async () => {
    const byId = await terms('localhost', '/api/v1/pitch-video-topics');
    const ids = byId.map((term) => term.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const categories = byId.filter((term) => term.parentCode === null).map((term) => term.code);
    expect(categories).toEqual(['fundraising-pitch', 'sales-pitch', 'hiring-pitch']);
    expect(byId.find((term) => term.code === 'fundraising-traction')?.parentCode).toBe('fundraising-pitch');
    expect(byId.filter((term) => term.parentCode === 'hiring-pitch').length).toBeGreaterThanOrEqual(5);

    const byName = (await terms('localhost', '/api/v1/pitch-video-topics?order_by=name')).map((term) => term.name);
    expect(byName).toHaveLength(byId.length);
    expect(byName[0]).toBe('Business model');
    expect(byName).not.toEqual(byId.map((term) => term.name));
  });

  it.each(['bogus', 'ID', ''])('refuses order_by=%s with 400', async (value) => {
    const res = await getAs(t.app, 'localhost', `/api/v1/pitch-video-topics?order_by=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^query\.order_by: /);
  });

  it("scopes taxonomies to the host's tenant", async () => {
    const main = await terms('localhost', '/api/v1/industries');
    const alpha = await terms('alpha.localhost', '/api/v1/industries');
    expect(alpha[0]?.code).toBe('horizontal');
    expect(alpha.map((term) => term.code)).toContain('web3');
    expect(main.map((term) => term.code)).not.toContain('web3');
    const mainIds = new Set(main.map((term) => term.id));
    expect(alpha.some((term) => mainIds.has(term.id))).toBe(false);

    const alphaGrants = (await terms('alpha.localhost', '/api/v1/government-grants')).map((term) => term.code);
    expect(alphaGrants).toContain('eic-accelerator');
    expect(alphaGrants).not.toContain('birac-big');
  });
});

describe('GET /public/custom-data/{key}', () => {
  it('serves a taxonomy by name, industries horizontal first', async () => {
    const list = await terms('localhost', '/api/v1/public/custom-data/industries');
    expect(list[0]?.code).toBe('horizontal');
    expect(list).toEqual(await terms('localhost', '/api/v1/industries'));
    const skills = await terms('localhost', '/api/v1/public/custom-data/skills');
    expect(skills.map((term) => term.name)).toContain('Financial modelling');
  });

  it('answers 404 naming an unknown key', async () => {
    const res = await getAs(t.app, 'localhost', '/api/v1/public/custom-data/unicorns');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No custom data named "unicorns"',
      errors: ['No custom data named "unicorns"'],
    });
  });

  // Fastify's router refuses path parameters over 100 characters before any handler runs.
  it('refuses an over-long key with 414 in the error envelope, not a 500', async () => {
    const res = await getAs(t.app, 'localhost', `/api/v1/public/custom-data/${'k'.repeat(1201)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: expect.any(String), errors: [expect.any(String)] });
  });
});

describe('GET /search-options/{role}', () => {
  const Options = z.object({ data: z.array(SearchOption) });
  const options = async (host: string, role: string) => {
    const res = await getAs(t.app, host, `/api/v1/search-options/${role}`);
    expect(res.statusCode).toBe(200);
    return Options.parse(res.json()).data;
  };

  it('builds the startup filters from the tenant taxonomies and the countries', async () => {
    const filters = await options('localhost', 'startup');
    expect(filters.map((filter) => filter.key)).toEqual([
      'industries',
      'technologies',
      'productStages',
      'fundingStages',
      'businessModels',
      'deliveryModels',
      'lookingFor',
      'countries',
    ]);
    const industries = filters.find((filter) => filter.key === 'industries');
    expect(industries?.options[0]).toEqual({ value: 'horizontal', label: 'Horizontal' });
    expect(filters.find((filter) => filter.key === 'fundingStages')?.options).toContainEqual({
      value: 'series-a',
      label: 'Series A',
    });
    const countries = filters.find((filter) => filter.key === 'countries');
    expect(countries?.options.length).toBe(250);
    expect(countries?.options).toContainEqual({ value: 'IN', label: 'India' });
  });

  it('gives investors, mentors and service providers their own filters', async () => {
    const investor = await options('localhost', 'investor');
    expect(investor.map((filter) => filter.key)).toEqual([
      'investorType',
      'investmentTypes',
      'fundingStages',
      'industries',
      'countries',
    ]);
    expect(investor[0]).toMatchObject({ multiple: false });
    expect(investor[1]?.options.map((option) => option.value)).toContain('safe');
    const mentor = await options('localhost', 'mentor');
    expect(mentor.map((filter) => filter.key)).toEqual(['mentorshipAreas', 'industries', 'skills', 'countries']);
    const provider = await options('localhost', 'service_provider');
    expect(provider[0]?.options.length).toBe(40);
  });

  it('reads the choices of the host tenant', async () => {
    const alpha = await options('alpha.localhost', 'investor');
    const industries = alpha.find((filter) => filter.key === 'industries');
    expect(industries?.options.map((option) => option.value)).toContain('web3');
  });

  it.each(['job_seeker', 'other', 'robots'])('refuses the role %s with 400', async (role) => {
    const res = await getAs(t.app, 'localhost', `/api/v1/search-options/${role}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^params\.role: /);
  });
});

describe('unknown hosts', () => {
  it.each([
    '/api/v1/industries',
    '/api/v1/pitch-video-topics',
    '/api/v1/public/custom-data/skills',
    '/api/v1/search-options/startup',
    '/api/v1/countries',
    '/api/v1/location?search=bangal',
    '/api/v1/global/banners',
    '/api/v1/pages',
    '/api/v1/glossary',
    '/api/v1/partners/public/basic-info',
  ])('GET %s on a host no tenant owns is 404', async (url) => {
    const res = await getAs(t.app, 'evil.example.com', url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No tenant is configured for the host "evil.example.com"');
  });

  it('lists every lookup route in the OpenAPI document', async () => {
    const paths = Object.keys((await getAs(t.app, 'localhost', '/api/docs/json')).json().paths);
    for (const kind of TaxonomyKind.options) expect(paths).toContain(`/api/v1/${kind}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/public/custom-data/{key}',
        '/api/v1/search-options/{role}',
        '/api/v1/countries',
        '/api/v1/states',
        '/api/v1/cities',
        '/api/v1/location',
        '/api/v1/global/{model}',
        '/api/v1/pages',
        '/api/v1/pages/{idOrSlug}',
        '/api/v1/glossary',
        '/api/v1/glossary/{word}',
        '/api/v1/partners/public/basic-info',
        '/api/v1/platform-feedback',
      ]),
    );
  });
});
