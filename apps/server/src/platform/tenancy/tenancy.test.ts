import { TenantDetails } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getAs, type TestApp } from '../../../test/helpers.ts';
import { discoverRoutes } from '../../../test/openapi-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (host: string) =>
  getAs(t.app, 'localhost:3000', `/api/v1/verify-tenant?host=${encodeURIComponent(host)}`);

describe('GET /api/v1/verify-tenant', () => {
  it('returns every brand detail of the main demo tenant', async () => {
    const res = await verify('localhost:3000');
    expect(res.statusCode).toBe(200);
    const data = TenantDetails.parse(res.json().data);
    expect(data.name).toBe('Ventura Startup Mission');
    expect(data.apiUrl).toBe('http://localhost:3000/api/v1');
    expect(data.layout).toBe('side');
    expect(data.theme).toBe('light');
    expect(data.features.community_feed).toBe(true);
    expect(data.users.job_seeker).toBe(true);
    expect(data.maintenance_mode).toMatchObject({ active: true, maintenance_on: false, title: 'Planned maintenance' });
    expect(data.maintenance_mode.id).toEqual(expect.any(Number));
    expect(data.connection_matrix).toContainEqual({
      profileType: 'investor',
      otherProfileType: 'investor',
      canSearch: false,
      canConnect: false,
    });
    expect(data.subscription_active).toBe(true);
  });

  it('brands alpha differently: top menu, dark theme, job seekers, some features off', async () => {
    const data = TenantDetails.parse((await verify('alpha.localhost')).json().data);
    expect(data.name).toBe('Alpha Accelerator Network');
    expect(data.branding.colors.primary).toBe('#0f766e');
    expect(data.branding.logo).toBe('/brands/alpha/logo.svg');
    expect(data.layout).toBe('top');
    expect(data.theme).toBe('dark');
    expect(data.users.job_seeker).toBe(true);
    expect(data.features.community_feed).toBe(false);
    expect(data.features.chat_type).toBe('comet_chat');
    expect(data.meeting_time_slot_difference_in_mins).toBe(30);
    expect(data.maintenance_mode).toMatchObject({ id: null, active: false, maintenance_on: false });
  });

  it('shows beta in maintenance with its blocking title and message', async () => {
    const data = TenantDetails.parse((await verify('BETA.localhost:5173')).json().data);
    expect(data.maintenance_mode.maintenance_on).toBe(true);
    expect(data.maintenance_mode.maintenance_on_title).toBe('We are upgrading Beta Incubator');
  });

  it('shows gamma with a lapsed subscription and delta closed to direct access', async () => {
    const gamma = TenantDetails.parse((await verify('gamma.localhost')).json().data);
    expect(gamma.subscription_active).toBe(false);
    expect(gamma.subscription_active_message).toMatch(/lapsed/);
    const delta = TenantDetails.parse((await verify('delta.localhost')).json().data);
    expect(delta.direct_access_allowed).toBe(false);
  });

  it('answers 404 with a clear message for an unknown host', async () => {
    const res = await verify('unknown.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No tenant is configured for the host "unknown.example.com"',
      errors: ['No tenant is configured for the host "unknown.example.com"'],
    });
  });

  it.each([
    ['missing', '/api/v1/verify-tenant'],
    ['empty', '/api/v1/verify-tenant?host='],
    ['not a host name', '/api/v1/verify-tenant?host=%3Cscript%3E'],
    ['too long', `/api/v1/verify-tenant?host=${'a'.repeat(300)}`],
  ])('refuses a %s host with 400', async (_case, url) => {
    const res = await getAs(t.app, 'localhost', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid request');
    expect(res.json().errors[0]).toMatch(/^query\.host: /);
  });
});

describe('tenant resolution from the Host header', () => {
  it('scopes global settings to the host tenant', async () => {
    const main = (await getAs(t.app, 'localhost:3000', '/api/v1/global/settings')).json();
    const alpha = (await getAs(t.app, 'alpha.localhost:3000', '/api/v1/global/settings')).json();
    expect(main.data.branding.colors.primary).toBe('#1c4ed8');
    expect(alpha.data.branding.colors.primary).toBe('#0f766e');
    expect(alpha.data.cometChat).toEqual({ region: 'eu', appId: 'alpha-demo' });
  });

  it('answers 404 for a host no tenant owns, whatever the query says', async () => {
    const res = await getAs(t.app, 'evil.example.com', '/api/v1/global/settings?host=localhost');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No tenant is configured for the host "evil.example.com"');
  });
});

describe('platform', () => {
  it('reports health with the database', async () => {
    const res = await getAs(t.app, 'anything', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await getAs(t.app, 'localhost', '/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /api/v1/nothing-here', errors: [] });
  });

  it('lists every API route in the OpenAPI document, and documents nothing that is not routed', async () => {
    const { routes, unrouted } = await discoverRoutes(t.app);
    const api = routes.filter((route) => route.path.startsWith('/api/v1/'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((route) => !route.documented).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(unrouted).toEqual([]);
  });
});
