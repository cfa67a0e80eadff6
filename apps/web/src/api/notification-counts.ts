import { queryOptions } from '@tanstack/react-query';
import { NotificationCountsAnswer, timing } from '@ventura/shared';
import { api } from './client.ts';

/**
 * The root of every notifications query: a notification read, or one arriving over the socket,
 * invalidates it, and so the list and the counts wherever they show (the header's bell, /notifications).
 */
export const notificationsKey = ['notifications'] as const;
export const notificationCountsKey = [...notificationsKey, 'counts'] as const;

/**
 * The signed-in person's counters (GET notifications/count): unread notifications and messages, pending
 * connection requests and the rest of product.md 3. Asked again every 30 s while signed in (spec 9), when a
 * tab comes back to the front, and whenever the socket says something changed.
 */
export const notificationCountsQuery = () =>
  queryOptions({
    queryKey: notificationCountsKey,
    queryFn: ({ signal }) => api.get('/notifications/count', NotificationCountsAnswer, { signal }),
    refetchInterval: timing.notificationCountRefresh,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
