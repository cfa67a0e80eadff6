import { useQuery } from '@tanstack/react-query';
import { OutboxMessage } from '@ventura/shared';
import { authKeys } from './keys.ts';
import { dataOf, fetchJson } from './raw.ts';

const OutboxList = OutboxMessage.array();

/** How often the outbox page looks for new messages while it is open. */
const refreshMs = 3000;

/**
 * This tenant's outbox, newest first (GET /api/dev/outbox, outside /api/v1 and outside production).
 * A production server answers 404, which the page shows as 'not available'.
 */
export const useOutbox = (recipient: string) =>
  useQuery<OutboxMessage[]>({
    queryKey: authKeys.outbox(recipient),
    refetchInterval: (query) => (query.state.error ? false : refreshMs),
    retry: false,
    queryFn: async ({ signal }): Promise<OutboxMessage[]> => {
      const query = recipient ? `?${new URLSearchParams({ to: recipient })}` : '';
      return OutboxList.parse(dataOf(await fetchJson(`/api/dev/outbox${query}`, { signal })));
    },
  });
