import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { tenantQuery } from '../api/tenant.ts';
import { sessionStore, useSessionUser } from '../core/session.ts';
import { TenantContext } from '../core/tenant.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';
import { arrivedPartner } from './arrival.ts';
import { usePartnerAccess } from './partner-access.ts';
import { BrandProvider } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { installAuthFailureHandler, watchOtherTabs } from './session-events.ts';
import { type ShellState, shellStateFor } from './shell-state.ts';
import { DirectAccessPage, MaintenancePage, SubscriptionExpiredPage, TenantErrorPage } from './status-pages.tsx';

/**
 * The root shell: fetches this host's tenant, brands the app with it, and shows exactly one of
 * loading, error, maintenance, subscription expired, direct access refused, or the routed app. On a
 * partner-only tenant it also asks the server whether it knows the partner the visitor came through.
 */
export function Boot() {
  const query = useQuery(tenantQuery(window.location.host));
  const signedIn = useSessionUser() !== null;
  // Read once: the partner of this page load lets the visitor in even after a sign-out forgets it.
  const [arrival] = useState(() => arrivedPartner(localStorage));
  const partner = usePartnerAccess(arrival, query.data?.direct_access_allowed === false);
  const state = shellStateFor(query, { signedIn, partner: partner.access });
  const tenant = state.kind === 'loading' || state.kind === 'error' ? null : state.tenant;
  const retry = () => {
    void query.refetch();
    partner.retry();
  };
  return (
    <BrandProvider tenant={tenant}>
      <ShellContent state={state} onRetry={retry} retrying={query.isFetching || partner.fetching} />
    </BrandProvider>
  );
}

function ShellContent({ state, onRetry, retrying }: { state: ShellState; onRetry: () => void; retrying: boolean }) {
  switch (state.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'error':
      return <TenantErrorPage message={state.message} onRetry={onRetry} retrying={retrying} />;
    case 'maintenance':
      return <MaintenancePage tenant={state.tenant} />;
    case 'subscription-expired':
      return <SubscriptionExpiredPage tenant={state.tenant} />;
    case 'direct-access-denied':
      return <DirectAccessPage tenant={state.tenant} />;
    case 'ready':
      return (
        <TenantContext value={state.tenant}>
          <RoutedApp />
        </TenantContext>
      );
  }
}

let router: ReturnType<typeof createAppRouter> | null = null;

const routerFor = (queryClient: QueryClient) => {
  if (router) return router;
  // The tenant and session as they are at each navigation: an operator's change refetches the tenant, a
  // sign-in or switch stores another session, and the next navigation's loaders see either.
  const tenantKey = tenantQuery(window.location.host).queryKey;
  router = createAppRouter(() => {
    const tenant = queryClient.getQueryData(tenantKey);
    return tenant ? { queryClient, tenant, user: sessionStore.user(), profile: sessionStore.profile() } : null;
  });
  installAuthFailureHandler(router, queryClient);
  return router;
};

/**
 * The router is created once, and only when the app may route, so blocked states never touch the URL.
 * With it come the app-wide session rules: 401 and 403 handling, and sessions changed in other tabs.
 */
function RoutedApp() {
  const queryClient = useQueryClient();
  useEffect(() => watchOtherTabs(), []);
  return <RouterProvider router={routerFor(queryClient)} />;
}
