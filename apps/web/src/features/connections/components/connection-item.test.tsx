import { cleanup, screen } from '@testing-library/react';
import type { Connection } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { ConnectionItem } from './connection-item.tsx';

const peerUuid = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';

const accepted: Connection = {
  connectionUUID: 'c-1',
  companyUUID: 'co-1',
  connectionStatus: 'accepted',
  direction: 'sent',
  requestMessage: null,
  actionMessage: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  respondedAt: '2026-11-02T10:00:00.000Z',
  other: {
    uuid: peerUuid,
    userId: 'u-2',
    name: 'Ravi Menon',
    accountType: 'investor',
    accountTypeLabel: 'Investor',
    organizationName: 'Kerala Angels',
    avatar: null,
  },
  can: { accept: false, reject: false, withdraw: false, remove: true },
};

const render = (connection: Connection, calendar = true) => {
  const tenant = tenantFixture();
  renderPage(
    <ul>
      <ConnectionItem connection={connection} tab="connections" />
    </ul>,
    { tenant: { ...tenant, features: { ...tenant.features, calendar } } },
  );
};

describe('a connection in the list', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('links to the booking page to request a meeting', async () => {
    render(accepted);
    const link = await screen.findByRole('link', { name: 'Request a meeting with Ravi Menon' });
    expect(link.getAttribute('href')).toBe(`/calender/book/${peerUuid}`);
  });

  it('offers no meeting where the tenant has no calendar', async () => {
    render(accepted, false);
    expect(await screen.findByText('Ravi Menon')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Request a meeting/ })).toBeNull();
  });
});
