import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Booking, Facility } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../test/render.tsx';
import { type Answer, serve } from '../../test/serve.ts';
import { signInFixture } from '../../test/session-fixture.ts';
import { tenantFixture } from '../../test/tenant-fixture.ts';
import { hoursByDay, midnightIn, todayIn } from './format.ts';
import { FacilitiesPage } from './pages/facilities-page.tsx';
import { MyBookingsPage } from './pages/my-bookings-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const facility = (changes: Partial<Facility> = {}): Facility => ({
  uuid: '0b7c3d2e-1f4a-4b5c-8d6e-7f8a9b0c1d2e',
  name: 'Boardroom',
  kind: 'room',
  description: 'A quiet room.',
  location: 'Ground floor',
  capacity: 12,
  openingHours: [{ day: 1, opens: '09:00', closes: '18:00' }],
  timeZone: 'Asia/Kolkata',
  slotMinutes: 60,
  cancelCutoffHours: 24,
  needsApproval: false,
  rules: '',
  photos: [],
  ...changes,
});

const booking = (changes: Partial<Booking> = {}): Booking => ({
  uuid: '1c8d4e3f-2a5b-4c6d-9e7f-8a9b0c1d2e3f',
  facility: { uuid: facility().uuid, name: 'Boardroom', kind: 'room', location: 'Ground floor', timeZone: 'UTC' },
  startsAt: '2030-01-07T10:00:00.000Z',
  endsAt: '2030-01-07T11:00:00.000Z',
  seats: 3,
  purpose: 'Board call',
  status: 'confirmed',
  declineReason: null,
  createdAt: '2029-12-01T10:00:00.000Z',
  cancelUntil: '2030-01-06T10:00:00.000Z',
  can: { cancel: true, approve: false, decline: false },
  ...changes,
});

describe('facility pages', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  beforeEach(signInFixture);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('lists facilities with kind, approval, place and capacity, narrowed by words', async () => {
    serve({
      'GET /api/v1/facilities': ok([
        facility(),
        facility({
          uuid: '2d9e5f4a-3b6c-4d7e-8f9a-0b1c2d3e4f5a',
          name: 'Wet lab',
          kind: 'lab',
          needsApproval: true,
          capacity: 1,
        }),
      ]),
    });
    renderPage(<FacilitiesPage />, { path: '/facilities-management' });
    const lab = await screen.findByRole('article', { name: 'Wet lab' });
    expect(within(lab).getByText('Lab')).toBeTruthy();
    expect(within(lab).getByText('Needs approval')).toBeTruthy();
    expect(within(lab).getByText('1 person')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Boardroom' })).getByText('Up to 12 people')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search facilities' }), { target: { value: 'wet' } });
    expect(screen.queryByRole('article', { name: 'Boardroom' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 facility');
  });

  it('says so when the tenant does not offer facilities, asking nothing of the server', () => {
    const fetch = serve({});
    const tenant = tenantFixture();
    renderPage(<FacilitiesPage />, {
      path: '/facilities-management',
      tenant: { ...tenant, features: { ...tenant.features, facility_management: false } },
    });
    expect(screen.getByText(/does not offer facility bookings/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows my bookings with their status and offers Cancel only where the booking allows it', async () => {
    serve({
      'GET /api/v1/bookings/mine': ok({
        items: [
          booking(),
          booking({
            uuid: '3e0f6a5b-4c7d-4e8f-9a0b-1c2d3e4f5a6b',
            facility: { ...booking().facility, name: 'Wet lab', kind: 'lab' },
            status: 'pending',
            can: { cancel: false, approve: false, decline: false },
          }),
        ],
        total: 2,
        pageNumber: 1,
        limit: 20,
      }),
    });
    renderPage(<MyBookingsPage />, { path: '/facilities-management/my-bookings' });
    const room = await screen.findByRole('article', { name: 'Boardroom' });
    expect(within(room).getByText('Confirmed')).toBeTruthy();
    expect(within(room).getByText('Mon, 7 Jan 2030, 10:00–11:00')).toBeTruthy();
    expect(within(room).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const lab = screen.getByRole('article', { name: 'Wet lab' });
    expect(within(lab).getByText('Waiting for approval')).toBeTruthy();
    expect(within(lab).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(lab).getByRole('button', { name: 'Add Wet lab to calendar (.ics)' })).toBeTruthy();
  });
});

describe('facility clocks', () => {
  it('reads hours per weekday, Monday first, and days on the facility’s clock', () => {
    expect(
      hoursByDay([
        { day: 1, opens: '09:00', closes: '13:00' },
        { day: 1, opens: '14:00', closes: '18:00' },
      ])[0],
    ).toEqual(['Mon', '09:00–13:00, 14:00–18:00']);
    expect(hoursByDay([]).at(-1)).toEqual(['Sun', 'Closed']);
    expect(midnightIn('2030-01-07', 'Asia/Kolkata')).toBe('2030-01-06T18:30:00.000Z');
    expect(todayIn('Asia/Kolkata', new Date('2030-01-06T19:00:00Z'))).toBe('2030-01-07');
  });
});
