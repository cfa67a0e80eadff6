// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { TenantDetails } from '@ventura/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteVisit } from '../../core/prefetch.ts';
import { sessionStore } from '../../core/session.ts';
import { partnerProfileFixture, partnerSession } from '../../test/profile-fixture.ts';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { connectionsQuery } from './api.ts';
import { connectionsData } from './route-data.ts';

const visitOf = (tenant: TenantDetails = tenantFixture()): RouteVisit => ({
  queryClient: new QueryClient(),
  tenant,
  params: {},
  url: new URL('http://localhost/connections?tab=received'),
  user: sessionStore.user(),
  profile: sessionStore.profile(),
});

describe("the connections route's prefetch", () => {
  afterEach(() => sessionStore.clear());

  it('starts the list of the tab in the address for a signed-in member', () => {
    sessionStore.signIn(partnerSession);
    expect(connectionsData(visitOf())?.queryKey).toEqual(connectionsQuery('received').queryKey);
  });

  it('starts nothing signed out: the login guard sends the visitor to sign in', () => {
    expect(connectionsData(visitOf())).toBeNull();
  });

  it('starts nothing the API would refuse: connections off, or a profile under limited access', () => {
    sessionStore.signIn(partnerSession);
    const features = tenantFixture().features;
    expect(connectionsData(visitOf(tenantFixture({ features: { ...features, connections: false } })))).toBeNull();

    sessionStore.setProfile(partnerProfileFixture({ approvalStatus: 'limited_access' }));
    expect(connectionsData(visitOf(tenantFixture({ features: { ...features, limited_access: true } })))).toBeNull();
    expect(
      connectionsData(visitOf(tenantFixture({ features: { ...features, limited_access: false } }))),
    ).not.toBeNull();
  });
});
