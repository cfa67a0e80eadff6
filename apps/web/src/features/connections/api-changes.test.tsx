import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ConnectionState } from '@ventura/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionCountsQuery } from '../../api/connection-counts.ts';
import { notificationCountsKey } from '../../api/notification-counts.ts';
import { type Answer, serve } from '../../test/serve.ts';
import { connectionKeys, connectionStateQuery, useDeleteConnection, useSendConnectionRequest } from './api.ts';

const profileUuid = '7d1f6a52-0000-4000-8000-00000000aaaa';
const state: ConnectionState = {
  connectionUUID: 'c-1',
  companyUUID: profileUuid,
  connectionStatus: 'pending',
  direction: 'sent',
  actionMessage: null,
};

/** A query client holding the counts, a list and the state with the profile, all fresh. */
const setUp = (answers: Record<string, Answer>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(connectionCountsQuery().queryKey, { connections: 1, received: 0, sent: 0 });
  queryClient.setQueryData(connectionKeys.list('sent'), { items: [], total: 0, pageNumber: 1, limit: 500 });
  queryClient.setQueryData(notificationCountsKey, { sentConnectionCount: 0 });
  const fetch = serve(answers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, fetch, wrapper };
};

const staleAfter = (queryClient: QueryClient) => ({
  counts: queryClient.getQueryState(connectionCountsQuery().queryKey)?.isInvalidated,
  sent: queryClient.getQueryState(connectionKeys.list('sent'))?.isInvalidated,
  header: queryClient.getQueryState(notificationCountsKey)?.isInvalidated,
});

describe('connection changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a request with its trimmed message, shows its state at once, and refreshes the counts', async () => {
    const { queryClient, fetch, wrapper } = setUp({
      'POST /api/v1/connections/send/request': { status: 200, body: { data: state } },
    });
    const { result } = renderHook(() => useSendConnectionRequest(), { wrapper });
    await act(() => result.current.mutateAsync({ profileUUID: profileUuid, message: '  Hello  ' }));

    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ profileUUID: profileUuid, message: 'Hello' });
    expect(queryClient.getQueryData(connectionStateQuery(profileUuid).queryKey)).toEqual(state);
    expect(staleAfter(queryClient)).toEqual({ counts: true, sent: true, header: true });
  });

  it('sends a request to an investor with the attached document to connections/investor, without an empty message', async () => {
    const { fetch, wrapper } = setUp({ 'POST /api/v1/connections/investor': { status: 200, body: { data: state } } });
    const { result } = renderHook(() => useSendConnectionRequest(), { wrapper });
    const documentUUID = '7d1f6a52-0000-4000-8000-00000000dddd';
    await act(() => result.current.mutateAsync({ profileUUID: profileUuid, message: ' ', documentUUID }));

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/connections/investor');
    expect(JSON.parse(String(init?.body))).toEqual({ profileUUID: profileUuid, documentUUID });
  });

  it('withdraws or removes by the connection’s uuid, forgets the state with the profile and refreshes the counts', async () => {
    const { queryClient, fetch, wrapper } = setUp({
      'DELETE /api/v1/connections/c-1': {
        status: 200,
        body: { data: { connectionUUID: 'c-1' }, message: 'Connection removed' },
      },
    });
    queryClient.setQueryData(connectionStateQuery(profileUuid).queryKey, state);
    const { result } = renderHook(() => useDeleteConnection(), { wrapper });
    await act(() => result.current.mutateAsync({ connectionUUID: 'c-1', profileUuid }));

    expect(fetch).toHaveBeenCalledWith('/api/v1/connections/c-1', expect.objectContaining({ method: 'DELETE' }));
    expect(queryClient.getQueryData(connectionStateQuery(profileUuid).queryKey)).toBeNull();
    expect(staleAfter(queryClient)).toEqual({ counts: true, sent: true, header: true });
  });

  it('reads no connection with a profile as null', async () => {
    const { queryClient } = setUp({
      [`GET /api/v1/connections/check/request/${profileUuid}`]: { status: 200, body: { data: null } },
    });
    expect(await queryClient.fetchQuery(connectionStateQuery(profileUuid))).toBeNull();
  });
});
