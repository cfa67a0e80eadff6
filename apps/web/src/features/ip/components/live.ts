import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../../api/notification-events.ts';
import { ipKeys } from '../api.ts';

/**
 * Keeps an open request current without a reload: when the shell's socket brings a notification about this
 * request (a move, a note, an edit: an ip_stage notice linking to it), this asks for the request again.
 */
export const useLiveRequest = (uuid: string) => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtimeNotification((notification) => {
        if (notification.kind === 'ip_stage' && notification.url?.endsWith(uuid)) {
          void queryClient.invalidateQueries({ queryKey: ipKeys.request(uuid) });
        }
      }),
    [queryClient, uuid],
  );
};
