import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalPage } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileRowFixture } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { ApprovalsPage } from './approvals-page.tsx';

const finlytics = profileRowFixture();
const kite = profileRowFixture({
  uuid: '6a1d3c9e-2b7f-4e8a-9c0d-1e2f3a4b5c6d',
  name: 'Kite Health',
  personName: 'Isha Verma',
});
const page: ApprovalPage = {
  items: [finlytics, kite],
  total: 2,
  pageNumber: 1,
  limit: 25,
  counts: { draft: 4, submitted: 2, approved: 10, rejected: 1, limited_access: 0 },
};

const open = (path = '/admin/approvals') => {
  const fetch = serve({
    'GET /api/v1/admin/approvals': { status: 200, body: { data: page } },
    'POST /api/v1/admin/profiles/approve': {
      status: 200,
      body: {
        data: { approved: [finlytics.uuid], skipped: [{ uuid: kite.uuid, reason: 'Already approved' }] },
        message: '1 profile approved',
      },
    },
  });
  renderPage(
    <ModalsProvider>
      <ApprovalsPage />
    </ModalsProvider>,
    { path },
  );
  return fetch;
};

const calls = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => String(url));

describe('ApprovalsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the queue with a tab per state and its count, each profile opening its full read', async () => {
    const fetch = open();
    const table = await screen.findByRole('table', { name: 'Under review profiles' });
    expect(within(table).getByRole('link', { name: 'Finlytics' }).getAttribute('href')).toBe(
      `/admin/approvals/${finlytics.uuid}`,
    );
    expect(screen.getByRole('tab', { name: 'Under review (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (17)' })).toBeTruthy();
    expect(calls(fetch)).toContain(
      '/api/v1/admin/approvals?status=submitted&sort=oldest_request&pageNumber=1&limit=25',
    );
  });

  it('asks again with the filters of the address, and with a tab once chosen', async () => {
    const fetch = open('/admin/approvals?type=startup&min=50&sort=name');
    await screen.findByRole('table');
    expect(calls(fetch)).toContain(
      '/api/v1/admin/approvals?status=submitted&type=startup&completenessMin=50&sort=name&pageNumber=1&limit=25',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    await waitFor(() => expect(calls(fetch).some((url) => url.includes('status=rejected'))).toBe(true));
  });

  it('approves the profiles chosen after a confirmation, and reports those skipped', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every profile on this page' }));
    expect(screen.getByText('2 profiles selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 profiles?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Kite Health: Already approved')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '1 profile approved' }));
    const approve = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/admin/profiles/approve');
    expect(JSON.parse(String(approve?.[1]?.body))).toEqual({ uuids: [finlytics.uuid, kite.uuid] });
    expect(screen.queryByText('2 profiles selected')).toBeNull();
  });
});
