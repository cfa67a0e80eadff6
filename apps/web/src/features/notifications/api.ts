import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { limits, listEnvelope, Notification, type NotificationCountsAnswer } from '@ventura/shared';
import { api, type ResponseSchema } from '../../api/client.ts';
import { notificationCountsKey, notificationsKey } from '../../api/notification-counts.ts';

const NotificationPage = listEnvelope(Notification).shape.data;
export type NotificationPage = ReturnType<typeof NotificationPage.parse>;

const Updated: ResponseSchema<{ updated: number }> = {
  parse: (data) => ({
    updated:
      typeof data === 'object' && data !== null && 'updated' in data && typeof data.updated === 'number'
        ? data.updated
        : 0,
  }),
};
/** Marking one read answers with nothing the page needs: the cache already shows it read. */
const Ignored: ResponseSchema<void> = { parse: () => undefined };

export const notificationKeys = {
  all: notificationsKey,
  counts: notificationCountsKey,
  lists: [...notificationsKey, 'list'] as const,
  list: (pageNumber: number, limit: number) => [...notificationsKey, 'list', pageNumber, limit] as const,
};

/** One page of the signed-in person's notifications, newest first (GET notifications). */
export const notificationsQuery = (pageNumber: number, limit: number = limits.notificationsLimit) =>
  queryOptions({
    queryKey: notificationKeys.list(pageNumber, limit),
    queryFn: ({ signal }) => api.get('/notifications', NotificationPage, { query: { pageNumber, limit }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Every cached page shows the notification as read, and the unread counter one lower. */
const showRead = (queryClient: QueryClient, uuid: string) => {
  let wasUnread = false;
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists }, (page) => {
    if (!page) return page;
    return {
      ...page,
      items: page.items.map((item) => {
        if (item.uuid !== uuid || item.read) return item;
        wasUnread = true;
        return { ...item, read: true };
      }),
    };
  });
  if (!wasUnread) return;
  queryClient.setQueryData<NotificationCountsAnswer>(notificationCountsKey, (counts) =>
    counts ? { ...counts, unreadNotificationCount: Math.max(0, counts.unreadNotificationCount - 1) } : counts,
  );
};

/** Every cached page shows every notification as read, and no unread ones counted. */
const showAllRead = (queryClient: QueryClient) => {
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.read ? item : { ...item, read: true })) } : page,
  );
  queryClient.setQueryData<NotificationCountsAnswer>(notificationCountsKey, (counts) =>
    counts ? { ...counts, unreadNotificationCount: 0 } : counts,
  );
};

/**
 * Marks one notification read (PATCH notifications/{uuid}/read) when it is opened. The list and the bell
 * show it at once; the counts are asked again afterwards. A failure goes unsaid: the notification stays
 * unread on the server and shows so at the next refresh.
 */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.patch(`/notifications/${encodeURIComponent(uuid)}/read`, Ignored),
    onMutate: (uuid) => showRead(queryClient, uuid),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
};

/** 'Mark all as read' (PATCH notifications/mark-all-read): answers how many it changed. */
export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch('/notifications/mark-all-read', Updated),
    onSuccess: () => showAllRead(queryClient),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
};
