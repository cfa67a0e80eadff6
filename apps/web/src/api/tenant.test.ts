// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../core/session.ts';
import { signInFixture } from '../test/session-fixture.ts';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { tenantQuery } from './tenant.ts';

describe('tenantQuery', () => {
  afterEach(() => {
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('verifies the tenant of the host without credentials, even when someone is signed in', async () => {
    signInFixture();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ data: tenantFixture() }), { status: 200 }));
    const tenant = await new QueryClient().fetchQuery(tenantQuery('alpha.localhost:3000'));
    expect(tenant.name).toBe('Ventura Startup Mission');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/verify-tenant?host=alpha.localhost%3A3000');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(init?.credentials).toBe('omit');
  });
});
