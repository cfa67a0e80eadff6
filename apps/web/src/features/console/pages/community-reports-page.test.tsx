import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportedItem } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { CommunityReportsPage } from './community-reports-page.tsx';

const reported: ReportedItem = {
  item: 'post',
  uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  postUUID: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  author: {
    uuid: 'a1',
    userId: 'u-a1',
    name: 'Asha Founder',
    accountType: 'startup',
    accountTypeLabel: 'Startup',
    organizationName: 'Solar Sprout',
    avatar: null,
  },
  text: 'Buy cheap followers, ask @[Ravi Shah](0f8fad5b-d9cb-469f-a165-70867728950e)',
  fileCount: 2,
  hidden: false,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  reportCount: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'other', count: 1 },
  ],
  reports: [
    { reporterName: 'Meera Iyer', reason: 'spam', note: 'Same post every day', createdAt: new Date().toISOString() },
  ],
  firstReportedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  decision: null,
};
const decision = `PATCH /api/v1/admin/community/reports/post/${reported.uuid}`;

const open = () => {
  const fetch = serve({
    'GET /api/v1/admin/community/reports': {
      status: 200,
      body: { data: { items: [reported], total: 1, pageNumber: 1, limit: 25 } },
    },
    [decision]: { status: 200, body: { message: 'The post is hidden from members' } },
  });
  renderPage(<CommunityReportsPage />, { path: '/admin/community' });
  return fetch;
};

describe('CommunityReportsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists what was reported, by whom and why', async () => {
    const fetch = open();
    const card = await screen.findByRole('article', { name: 'Reports about the post by Asha Founder' });
    expect(within(card).getByText('Buy cheap followers, ask @Ravi Shah')).toBeTruthy();
    expect(within(card).getByText('3 reports')).toBeTruthy();
    expect(within(card).getByText('2 files')).toBeTruthy();
    expect(within(card).getByText('Spam or advertising × 2')).toBeTruthy();
    expect(within(card).getByText(/Same post every day/)).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/admin/community/reports?status=open&pageNumber=1&limit=25',
    );
  });

  it('hides a reported post with a note for the audit log, and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the post by Asha Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for the audit log' }), {
      target: { value: ' Spam ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The post is hidden from members' })),
    );
    const call = fetch.mock.calls.find(([url, init]) => `${init?.method} ${String(url)}` === decision);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ decision: 'hide', note: 'Spam' });
  });
});
