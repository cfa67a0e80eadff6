import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionCountsQuery } from '../../api/connection-counts.ts';
import { type ConnectionAnswer, connectionsQuery, useRespondToConnection } from './api.ts';

const counts = { connections: 2, received: 1, sent: 0 };

const answering = (answer: ConnectionAnswer) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(connectionCountsQuery().queryKey, counts);
  queryClient.setQueryData(connectionsQuery('received').queryKey, { items: [], total: 0, pageNumber: 1, limit: 500 });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ data: { connectionUUID: 'c-1', connectionStatus: `${answer}ed` } }), {
      status: 200,
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRespondToConnection(), { wrapper });
  return { queryClient, invalidate, fetch, respond: result.current };
};

describe('useRespondToConnection', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['accept', 'reject'] as const)(
    'refreshes the counts the dashboard and the tabs show after a %s',
    async (answer) => {
      const { queryClient, invalidate, fetch, respond } = answering(answer);
      await act(() => respond.mutateAsync({ uuid: 'c-1', answer, actionMessage: '' }));

      expect(fetch).toHaveBeenCalledWith(
        `/api/v1/connections/${answer}/c-1`,
        expect.objectContaining({ method: 'PATCH' }),
      );
      expect(invalidate).toHaveBeenCalled();
      expect(queryClient.getQueryState(connectionCountsQuery().queryKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(connectionsQuery('received').queryKey)?.isInvalidated).toBe(true);
    },
  );
});
