import { cleanup, render, screen } from '@testing-library/react';
import type { ApprovalStatus } from '@ventura/shared';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type GuardHandle, hiddenUnderLimitedAccess, SignedInArea } from '../core/guards.tsx';
import { sessionStore } from '../core/session.ts';
import { TenantContext } from '../core/tenant.ts';
import { partnerProfileFixture, partnerSession } from '../test/profile-fixture.ts';
import { tenantFixture } from '../test/tenant-fixture.ts';
import { signedInRoutes } from './signed-in-routes.tsx';

const hidden: GuardHandle = { hiddenUnderLimitedAccess: true };

/** The signed-in area with a page limited access takes away, another it leaves, and the 404 page. */
const open = (path: string, limitedAccessOn = true) => {
  const tenant = tenantFixture();
  const router = createMemoryRouter(
    [
      {
        Component: SignedInArea,
        children: [
          { path: '/connections', handle: hidden, element: <h1>Connections</h1> },
          { path: '/notifications', element: <h1>Notifications</h1> },
        ],
      },
      { path: '/errors/404', element: <h1>Page not found</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TenantContext value={{ ...tenant, features: { ...tenant.features, limited_access: limitedAccessOn } }}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
};
const signInWith = (approvalStatus: ApprovalStatus) => {
  sessionStore.signIn(partnerSession);
  sessionStore.setProfile(partnerProfileFixture({ approvalStatus }));
};

describe('limited access in the signed-in area (product.md 4)', () => {
  afterEach(() => {
    cleanup();
    sessionStore.clear();
  });

  it('marks the connections and the conversations, and only those, as taken away', () => {
    const hiddenAt = (path: string) =>
      hiddenUnderLimitedAccess(
        (matchRoutes(signedInRoutes, path) ?? []).map(({ route }) => ({ handle: route.handle })),
      );
    expect(hiddenAt('/connections')).toBe(true);
    expect(hiddenAt('/chat/conversations')).toBe(true);
    expect(hiddenAt('/chat/conversations/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(hiddenAt('/notifications')).toBe(false);
    expect(hiddenAt('/startups/dashboard')).toBe(false);
  });

  it('sends a limited-access profile from such a page to the 404 page, as a disabled feature', async () => {
    signInWith('limited_access');
    open('/connections');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('lets others in, and everyone where the tenant has the feature off', async () => {
    signInWith('limited_access');
    open('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    cleanup();
    open('/connections', false);
    expect(await screen.findByRole('heading', { name: 'Connections' })).toBeTruthy();
    cleanup();
    signInWith('approved');
    open('/connections');
    expect(await screen.findByRole('heading', { name: 'Connections' })).toBeTruthy();
  });
});
