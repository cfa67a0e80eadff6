import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  availabilityFixture,
  myUuid,
  ok,
  refused,
  sentBodies,
  signIn,
  slotListFixture,
  viewerZoneIs,
} from '../meetings-fixture.ts';
import { AvailabilityPage } from './availability-page.tsx';

const url = '/api/v1/availability';

const open = (answers: Record<string, Answer>) => {
  const fetch = serve({ [`GET ${url}`]: ok(availabilityFixture()), ...answers });
  renderPage(
    <Routes>
      <Route path="/calender/availability" element={<AvailabilityPage />} />
    </Routes>,
    { path: '/calender/availability' },
  );
  return fetch;
};

const monday = () => screen.getByRole('region', { name: 'Monday' });

describe('AvailabilityPage', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    signIn();
    viewerZoneIs('Europe/London');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('starts a first availability in the browser zone and saves the weekly hours as PUT availability', async () => {
    const fetch = open({ [`PUT ${url}`]: ok(availabilityFixture({ updatedAt: '2026-11-27T10:00:00Z' })) });
    expect(await screen.findByText('Your availability')).toBeTruthy();
    expect((await screen.findAllByDisplayValue('Europe/London')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Add hours on Monday'));
    fireEvent.change(screen.getByLabelText('Monday start time'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByLabelText('Add hours on Monday'));
    fireEvent.change(screen.getByLabelText('Monday start time (2)'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Monday end time (2)'), { target: { value: '16:30' } });
    fireEvent.click(screen.getByText('Add a date'));
    fireEvent.change(screen.getByLabelText('Date 1'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByText('Save availability'));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', url)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', url)[0]).toEqual({
      type: 'specific_days',
      timeZone: 'Europe/London',
      hourlySlotTime: 30,
      days: [
        {
          dayIndex: 1,
          times: [
            { startTime: '10:00', endTime: '17:00' },
            { startTime: '14:00', endTime: '16:30' },
          ],
        },
      ],
      dates: [{ date: '2026-12-25', closed: true, times: [] }],
    });
  });

  it('shows the shared schema problems on the fields and sends nothing', async () => {
    const fetch = open({});
    await screen.findByText('Your availability');
    fireEvent.click(await screen.findByLabelText('Add hours on Monday'));
    fireEvent.change(screen.getByLabelText('Monday start time'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByText('Add a date'));
    fireEvent.click(screen.getByText('Save availability'));
    expect(await within(monday()).findByText('Each end time must come after its start time')).toBeTruthy();
    expect(screen.getByText('Date: a date as YYYY-MM-DD')).toBeTruthy();
    expect(sentBodies(fetch, 'PUT', url)).toHaveLength(0);
  });

  it('puts the server field errors back on their fields', async () => {
    open({
      [`PUT ${url}`]: refused(400, 'Check the fields', [
        'body.timeZone: Time zone: not a known zone (use a name such as Europe/London)',
      ]),
    });
    await screen.findByText('Your availability');
    fireEvent.click(await screen.findByText('Save availability'));
    expect(await screen.findByText('Time zone: not a known zone (use a name such as Europe/London)')).toBeTruthy();
    expect(screen.getByText('Some fields need a look: see the messages below.')).toBeTruthy();
  });

  it('shows only the dates for an availability on chosen dates, and no hours for away', async () => {
    open({
      [`GET ${url}`]: ok(availabilityFixture({ type: 'temporary_unavailable', updatedAt: '2026-11-01T00:00:00Z' })),
      [`GET /api/v1/availability/${myUuid}/slots`]: ok(slotListFixture({ type: 'temporary_unavailable' })),
    });
    expect(await screen.findByText(/Nobody can book you while you are away/)).toBeTruthy();
    // Once saved, the page previews what others see, as the server cuts it.
    expect(await screen.findByText('No free times in the next seven days.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Monday' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Only on chosen dates/ }));
    expect(screen.queryByRole('region', { name: 'Monday' })).toBeNull();
    expect(screen.getByText('Add a date')).toBeTruthy();
  });
});
