import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RealtimeNotification } from '@ventura/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../api/socket.ts';
import { stubMatchMedia } from '../test/render.tsx';

type SocketDouble = {
  handlers: RealtimeHandlers | null;
  connections: Array<{ token: string; userId: string }>;
  stop: () => void;
};
/** The socket client, replaced: the test plays the server through the handlers the component gives it. */
const socket: SocketDouble = vi.hoisted(() => ({ handlers: null, connections: [], stop: () => {} }));
vi.mock('../api/socket.ts', () => ({
  connectRealtime: (options: { token: string; userId: string; handlers: RealtimeHandlers }) => {
    socket.handlers = options.handlers;
    socket.connections.push({ token: options.token, userId: options.userId });
    return socket.stop;
  },
}));

const { default: RealtimeConnection } = await import('./realtime.tsx');

const requested: RealtimeNotification = {
  title: 'Ravi Shah wants to connect with you',
  icon: null,
  url: '/connections?tab=received',
  kind: 'connection_requested',
};
const message: RealtimeNotification = {
  title: 'New message from Ravi',
  icon: null,
  url: '/chat/conversations',
  kind: 'message_notification_received',
};

const open = (path: string) => {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter(
    [
      { path: '*', element: <RealtimeConnection token="token-1" userId="user-1" /> },
      { path: '/connections', element: <h1>Connections page</h1> },
    ],
    { initialEntries: [path] },
  );
  window.history.replaceState(null, '', path);
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { invalidate, router };
};

const receive = (notification: RealtimeNotification) => act(() => socket.handlers?.onNotification(notification));
const invalidatedRoots = (invalidate: ReturnType<typeof open>['invalidate']) =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey?.join('/'));

describe('RealtimeConnection', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    notifications.clean();
    socket.connections = [];
    vi.restoreAllMocks();
  });

  it('connects with the session’s token and user id', () => {
    open('/startups/dashboard');
    expect(socket.connections).toEqual([{ token: 'token-1', userId: 'user-1' }]);
  });

  it('shows a notification as a toast whose link opens where it leads', async () => {
    const { router } = open('/startups/dashboard');
    receive(requested);
    const link = await screen.findByRole('link', { name: requested.title });
    expect(screen.getByText('Connection request')).toBeTruthy();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/connections');
    expect(await screen.findByRole('heading', { name: 'Connections page' })).toBeTruthy();
  });

  it('keeps message notifications quiet on a conversations page, and shows them elsewhere', async () => {
    open('/chat/conversations');
    receive(message);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(message.title)).toBeNull();
    cleanup();

    open('/startups/dashboard');
    receive(message);
    expect(await screen.findByRole('link', { name: message.title })).toBeTruthy();
  });

  it('refreshes the counters and the list on a notification, and connections when it is about one', () => {
    const { invalidate } = open('/startups/dashboard');
    receive(requested);
    expect(invalidatedRoots(invalidate)).toEqual(['notifications', 'connections']);
    invalidate.mockClear();
    receive(message);
    expect(invalidatedRoots(invalidate)).toEqual(['notifications']);
  });

  it('asks for the counts again on fetch-count', () => {
    const { invalidate } = open('/startups/dashboard');
    act(() => socket.handlers?.onCountsChanged());
    expect(invalidatedRoots(invalidate)).toEqual(['notifications/counts', 'connections/counts']);
  });
});
