import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModeratedConnection } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { ConnectionRequestsPage } from './connection-requests-page.tsx';

const peer = (name: string, organizationName: string | null, accountType: 'startup' | 'investor') => ({
  uuid: `${name.toLowerCase().replace(/\W/g, '')}-uuid`,
  userId: `${name.toLowerCase().replace(/\W/g, '')}-user`,
  name,
  accountType,
  accountTypeLabel: accountType === 'startup' ? 'Startup' : 'Investor',
  organizationName,
  avatar: null,
});
const request: ModeratedConnection = {
  connectionUUID: '3f0d6a4e-1c2b-4d5e-8f9a-0b1c2d3e4f50',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  requestMessage: 'We would love an intro',
  hasDocument: true,
  from: peer('Asha Founder', 'Solar Sprout', 'startup'),
  to: peer('Ivan Investor', 'Seed Fund', 'investor'),
};
const queue = (items: ModeratedConnection[]) => ({
  status: 200,
  body: { data: { items, total: items.length, pageNumber: 1, limit: 25 } },
});
const decision = `PATCH /api/v1/admin/connections/moderation/${request.connectionUUID}`;

const open = (items: ModeratedConnection[], moderated = true) => {
  const fetch = serve({
    'GET /api/v1/admin/connections/moderation': queue(items),
    [decision]: {
      status: 200,
      body: { data: { connectionUUID: request.connectionUUID, connectionStatus: 'pending' }, message: 'Done' },
    },
  });
  const tenant = tenantFixture();
  renderPage(<ConnectionRequestsPage />, {
    path: '/admin/connections',
    tenant: { ...tenant, connections: { ...tenant.connections, moderated } },
  });
  return fetch;
};
const bodyOf = (fetch: ReturnType<typeof serve>) => {
  const call = fetch.mock.calls.find(([url, init]) => `${init?.method} ${String(url)}` === decision);
  return JSON.parse(String(call?.[1]?.body));
};

describe('ConnectionRequestsPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the waiting requests with both ends, the message and how long each has waited', async () => {
    const fetch = open([request]);
    const table = await screen.findByRole('table', { name: 'Connection requests waiting for moderation' });
    expect(within(table).getByText('Asha Founder')).toBeTruthy();
    expect(within(table).getByText('Seed Fund · Investor')).toBeTruthy();
    expect(within(table).getByText('We would love an intro')).toBeTruthy();
    expect(within(table).getByText('Document attached')).toBeTruthy();
    expect(within(table).getByText('2 days ago')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/admin/connections/moderation?pageNumber=1&limit=25',
    );
    expect(screen.queryByText('Moderation is off')).toBeNull();
  });

  it('approves a request and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open([request]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve the request from Asha Founder to Ivan Investor' }),
    );
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Done' })));
    expect(bodyOf(fetch)).toEqual({ decision: 'approve' });
  });

  it('declines with the note the sender reads, refusing an over-long note before sending', async () => {
    const fetch = open([request]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Decline the request from Asha Founder to Ivan Investor' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    const note = within(dialog).getByRole('textbox', { name: 'Note to the sender' });
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('The note can be at most 500 characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(note, { target: { value: '  Please complete your profile first  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetch)).toEqual({ decision: 'decline', note: 'Please complete your profile first' });
  });

  it('says when nothing waits, and when moderation is off', async () => {
    open([], false);
    expect(await screen.findByText('No connection request is waiting for moderation.')).toBeTruthy();
    expect(screen.getByText('Moderation is off')).toBeTruthy();
  });
});
