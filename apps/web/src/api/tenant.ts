import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './client.ts';
import { TenantDetailsCheck } from './tenant-details.ts';

/** The tenant of this host. One origin is one tenant, so the key needs no more than the host. */
export const tenantQuery = (host: string) =>
  queryOptions({
    queryKey: ['tenant', host],
    // Spec 6: tenant verification goes without credentials, signed in or not.
    queryFn: ({ signal }) =>
      api.get('/verify-tenant', TenantDetailsCheck, { query: { host }, signal, anonymous: true }),
    staleTime: 5 * 60_000,
    // An unknown host or bad input will not fix itself; a server or network fault might.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
