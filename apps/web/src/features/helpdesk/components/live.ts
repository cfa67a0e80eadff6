import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsKey } from '../../../api/notification-counts.ts';
import { helpdeskKeys } from '../api.ts';

/**
 * Keeps an open ticket current without a reload: the shell's socket invalidates the notifications queries
 * whenever a notification arrives (a reply, a move of the ticket), and so this asks for the ticket again.
 */
export const useLiveTicket = (uuid: string) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        if (event.query.queryKey[0] !== notificationsKey[0]) return;
        void queryClient.invalidateQueries({ queryKey: helpdeskKeys.ticket(uuid) });
      }),
    [queryClient, uuid],
  );
};
