import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { NotificationsPage } from './notifications-page.tsx';

const listUrl = 'GET /api/v1/notifications?pageNumber=1&limit=20';
const counts = {
  pendingConnectionCount: 1,
  sentConnectionCount: 0,
  unreadNotificationCount: 1,
  unreadMessageCount: 0,
  pendingAcceptanceMentorHoursCount: 0,
  pendingDocumentsUploadCount: 0,
  pendingProgramFormSubmissionCount: 0,
  pendingAcceptanceMeetingCount: 0,
  totalProfileViews: 12,
};
const unread = {
  uuid: 'n1',
  kind: 'connection_requested',
  title: 'Ravi Shah wants to connect',
  body: 'Hello from Lumen Robotics',
  icon: null,
  url: '/connections?tab=received',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const read = {
  ...unread,
  uuid: 'n2',
  kind: 'platform',
  title: 'Demo day on Friday',
  body: null,
  url: null,
  read: true,
};
const page = (items: unknown[]) => ({
  status: 200,
  body: { data: { items, total: items.length, pageNumber: 1, limit: 20 } },
});

/** Opens the page; the answers stay live, so a test may change what the server says next. */
const open = (answers: Record<string, Answer>) => {
  answers['GET /api/v1/notifications/count'] ??= { status: 200, body: { data: counts } };
  const fetch = serve(answers);
  signInFixture();
  renderPage(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/connections" element={<h1>Connections</h1>} />
    </Routes>,
    { path: '/notifications' },
  );
  return fetch;
};

const calls = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url));

describe('NotificationsPage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists notifications newest first, unread ones marked as such', async () => {
    open({ [listUrl]: page([unread, read]) });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second, ...rest] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two notifications expected');
    expect(rest).toHaveLength(0);
    expect(within(first).getByRole('link', { name: 'Ravi Shah wants to connect (unread)' })).toBeTruthy();
    expect(within(first).getByText('5 minutes ago')).toBeTruthy();
    expect(within(second).getByText('Demo day on Friday')).toBeTruthy();
    expect(within(second).queryByText(/unread/)).toBeNull();
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const fetch = open({
      [listUrl]: page([unread, read]),
      'PATCH /api/v1/notifications/n1/read': { status: 200, body: { data: null } },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Ravi Shah wants to connect (unread)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeTruthy();
    await waitFor(() => expect(calls(fetch, 'PATCH')).toEqual(['/api/v1/notifications/n1/read']));
  });

  it('marks everything read at once', async () => {
    const answers: Record<string, Answer> = {
      [listUrl]: page([unread, read]),
      'PATCH /api/v1/notifications/mark-all-read': { status: 200, body: { data: { updated: 1 } } },
    };
    const fetch = open(answers);
    await screen.findByRole('link', { name: 'Ravi Shah wants to connect (unread)' });
    // What the server lists once it has marked them.
    answers[listUrl] = page([{ ...unread, read: true }, read]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Ravi Shah wants to connect' })).toBeTruthy();
    expect(calls(fetch, 'PATCH')).toEqual(['/api/v1/notifications/mark-all-read']);
  });

  it('says so when there is nothing yet, with nothing to mark', async () => {
    open({
      [listUrl]: page([]),
      'GET /api/v1/notifications/count': { status: 200, body: { data: { ...counts, unreadNotificationCount: 0 } } },
    });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the spec’s error text with the server’s reason and a retry', async () => {
    open({ [listUrl]: { status: 503, body: { message: 'Down for a moment', errors: [] } } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error while fetching notifications data')).toBeTruthy();
    expect(within(alert).getByText('Down for a moment')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
