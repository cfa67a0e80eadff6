import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { AccountType, Profile } from '@ventura/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import { TenantContext } from '../../core/tenant.ts';
import { partnerProfileFixture } from '../../test/profile-fixture.ts';
import { stubAutosize, stubMatchMedia } from '../../test/render.tsx';
import type { serve } from '../../test/serve.ts';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { one } from './pitch-fixture.ts';

/* What the pitch pages' tests share besides the data: the profile, the session, the calls made, the hooks. */

/** GET users/profile for a member of a type, recording pitches or not. */
export const profileAnswer = (accountType: AccountType, recordPitch: boolean) => {
  const profile = partnerProfileFixture({
    accountType,
    accountTypeLabel: accountType === 'startup' ? 'Startup' : 'Investor',
  });
  const data: Profile = {
    ...profile,
    can: { ...profile.can, reportMetrics: false, reviewMetrics: false, recordPitch },
  };
  return { 'GET /api/v1/users/profile': one(data) };
};

export const signInAs = (accountType: AccountType) =>
  sessionStore.signIn({
    user: { userId: 'u1', id: 7, uuid: 'p5', name: 'Asha', accountType, role: 'member', impersonated: false },
    accessToken: 'token-1',
  });

/** The JSON body of the calls of a method to an address starting with `path`. */
export const bodiesOf = (fetch: ReturnType<typeof serve>, method: string, path: string): unknown[] =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).startsWith(path) && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

/** How many GETs went to exactly this address. */
export const getsOf = (fetch: ReturnType<typeof serve>, url: string) =>
  fetch.mock.calls.filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === 'GET').length;

/** The hooks every pitch page test takes: Mantine's browser stubs, signed in as a type, everything put back after. */
export const pitchTestHooks = (accountType: AccountType = 'startup') => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    signInAs(accountType);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStore.clear();
    localStorage.removeItem('pitch-teleprompter-speed');
  });
};

/**
 * Renders a pitch page as the app routes it: Mantine with its modals, a fresh query client, the tenant, and
 * a router where the page sits at its own path (its parameters read as in the app) beside the 404 page.
 */
export const renderPitchPage = (element: ReactNode, { path, route }: { path: string; route: string }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '/errors/404', element: <p>Page not found</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider env="test">
      <ModalsProvider>
        <QueryClientProvider client={queryClient}>
          <TenantContext value={tenantFixture()}>
            <RouterProvider router={router} />
          </TenantContext>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
};
