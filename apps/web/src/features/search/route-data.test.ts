// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { TenantDetails } from '@ventura/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteVisit } from '../../core/prefetch.ts';
import { sessionStore } from '../../core/session.ts';
import { signInFixture } from '../../test/session-fixture.ts';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { allowedTypesQuery, directoryQuery } from './api.ts';
import { readDirectoryState } from './filters.ts';
import { directoryData } from './route-data.ts';

const address = 'http://localhost/search/startups?q=solar';

const visitOf = (queryClient: QueryClient, tenant: TenantDetails = tenantFixture()): RouteVisit => ({
  queryClient,
  tenant,
  params: {},
  url: new URL(address),
  user: sessionStore.user(),
  profile: sessionStore.profile(),
});

const keyOf = (viewer: string | null) =>
  directoryQuery('startup', readDirectoryState('startup', new URL(address).searchParams), viewer).queryKey;

describe("a directory route's prefetch", () => {
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("starts a visitor's search of a directory the tenant opens to visitors, and none of one it keeps to members", async () => {
    const visit = visitOf(new QueryClient());
    expect((await directoryData('startup', visit))?.queryKey).toEqual(keyOf(null));
    expect(await directoryData('investor', visit)).toBeNull();
  });

  it("starts nothing where the page sends to the 404 page (no ecosystem, the type's accounts off)", async () => {
    const fixture = tenantFixture();
    const noEcosystem = tenantFixture({ features: { ...fixture.features, show_ecosystem: false } });
    const noStartups = tenantFixture({ users: { ...fixture.users, startup: false } });
    expect(await directoryData('startup', visitOf(new QueryClient(), noEcosystem))).toBeNull();
    expect(await directoryData('startup', visitOf(new QueryClient(), noStartups))).toBeNull();
  });

  it("asks a member's directories first, as the page does, and searches only one the member may", async () => {
    signInFixture();
    const queryClient = new QueryClient();
    const fetch = vi.fn(async () => Response.json({ data: ['investor'] }));
    vi.stubGlobal('fetch', fetch);

    expect(await directoryData('startup', visitOf(queryClient))).toBeNull();
    expect(queryClient.getQueryData(allowedTypesQuery('p1').queryKey)).toEqual(['investor']);
    queryClient.setQueryData(allowedTypesQuery('p1').queryKey, ['startup']);
    expect((await directoryData('startup', visitOf(queryClient)))?.queryKey).toEqual(keyOf('p1'));
    // The list asked once, then read from the cache the page reads too.
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
