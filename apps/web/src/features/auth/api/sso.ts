import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { authKeys } from './keys.ts';

/** GET public/auth/sso/providers: the tenant's enabled single sign-on providers, as buttons. */
export const ssoButtonsQuery = () =>
  queryOptions({
    queryKey: authKeys.ssoButtons,
    queryFn: async ({ signal }) =>
      (
        await api.get('/public/auth/sso/providers', async () => (await import('./schemas.ts')).SsoButtonList, {
          signal,
        })
      ).items,
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Where a provider's button goes: the server's start of the sign-in, which sends the browser on to the
 * provider. A plain link (full page navigation), never a fetch.
 */
export const ssoStartHref = (uuid: string, returnTo?: string) =>
  `/api/v1/public/auth/sso/${encodeURIComponent(uuid)}/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`;
