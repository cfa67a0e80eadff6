import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type RealtimeNotification, timing } from '@ventura/shared';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { connectionCountsKey, connectionsKey } from '../api/connection-counts.ts';
import { notificationCountsKey, notificationsKey } from '../api/notification-counts.ts';
import { announceNotification } from '../api/notification-events.ts';
import { connectRealtime } from '../api/socket.ts';
import { internalPath, showsToast } from '../core/realtime-rules.ts';
import { KindIcon } from '../features/notifications/components/kind-icon.tsx';
import { kindLabels } from '../features/notifications/present.ts';

let toastSequence = 0;

/** A plain click follows the link in the app; a click meant for a new tab or window is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A notification as a toast (3500 ms): its kind as the heading, its title as the link to where it leads.
 * The toasts' host sits outside the router, so the link navigates through the shell's navigate.
 */
const showToast = (notification: RealtimeNotification, navigate: (path: string) => void) => {
  toastSequence += 1;
  const id = `realtime-${toastSequence}`;
  const path = internalPath(notification.url);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!path || !isPlainClick(event)) return;
    event.preventDefault();
    notifications.hide(id);
    navigate(path);
  };
  notifications.show({
    id,
    title: kindLabels[notification.kind],
    message: path ? (
      <Anchor href={path} onClick={follow} size="sm" fw={500}>
        {notification.title}
      </Anchor>
    ) : (
      <Text size="sm">{notification.title}</Text>
    ),
    icon: <KindIcon kind={notification.kind} icon={notification.icon} size={28} />,
    autoClose: timing.toast,
    withBorder: true,
  });
};

/**
 * What an arriving notification makes stale: the counters and the list, and connections when it is about one;
 * pages that follow their own notifications (an open ticket) hear of it too.
 */
const refreshAfter = (queryClient: QueryClient, notification: RealtimeNotification) => {
  void queryClient.invalidateQueries({ queryKey: notificationsKey });
  if (notification.kind.startsWith('connection_')) void queryClient.invalidateQueries({ queryKey: connectionsKey });
  announceNotification(notification);
};

/**
 * The signed-in session's socket, loaded after the shell has rendered (socket.io-client is not part of the
 * first load). It connects with the session's token, and again when the session changes (a profile
 * switch); it disconnects on sign-out, when the shell stops rendering it. Renders nothing.
 */
export default function RealtimeConnection({ token, userId }: { token: string; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The latest navigate, without reconnecting when its identity changes.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(
    () =>
      connectRealtime({
        token,
        userId,
        handlers: {
          onCountsChanged: () => {
            void queryClient.invalidateQueries({ queryKey: notificationCountsKey });
            void queryClient.invalidateQueries({ queryKey: connectionCountsKey });
          },
          onNotification: (notification) => {
            refreshAfter(queryClient, notification);
            if (showsToast(notification.kind, window.location.pathname)) {
              showToast(notification, (path) => void navigateRef.current(path));
            }
          },
        },
      }),
    [token, userId, queryClient],
  );
  return null;
}
