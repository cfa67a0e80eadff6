import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../../api/notification-events.ts';
import { helpdeskKeys } from '../api.ts';
import { isAboutTicket } from '../format.ts';

/**
 * Keeps an open ticket current without a reload: when the shell's socket brings a notification about this
 * ticket (the other side's reply, a move of it), this asks for the ticket again; other notifications leave it.
 */
export const useLiveTicket = (uuid: string) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (isAboutTicket(notification, uuid))
          void queryClient.invalidateQueries({ queryKey: helpdeskKeys.ticket(uuid) });
      }),
    [queryClient, uuid],
  );
};
