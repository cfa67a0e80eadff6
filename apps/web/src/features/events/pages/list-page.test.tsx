import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { eventFixture, eventUuid, ok, signInAs } from '../events-fixture.ts';
import { EventsPage } from './list-page.tsx';

const page = (items: unknown[]) => ok({ items, total: items.length, pageNumber: 1, limit: 12 });
const calledUrls = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([url]) => String(url));

describe('EventsPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists upcoming events as cards, and my events from the URL’s tab', async () => {
    signInAs();
    const registration = {
      uuid: 'r-1',
      responseAction: 'attending' as const,
      timeZone: 'UTC',
      slot: null,
      meetingAgenda: null,
      answers: {},
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    const fetch = serve({
      'GET /api/v2/events/all?when=upcoming&pageNumber=1&limit=12': page([
        eventFixture({ placesLeft: 0, registration }),
      ]),
      'GET /api/v2/events/all?when=all&mine=true&pageNumber=1&limit=12': page([]),
    });
    renderPage(<EventsPage />, { path: '/calender/events' });
    const card = await screen.findByRole('article', { name: 'Founders Breakfast' });
    expect(within(card).getByRole('link', { name: 'Founders Breakfast' }).getAttribute('href')).toBe(
      `/calender/events/${eventUuid}`,
    );
    expect(within(card).getByText('Full')).toBeTruthy();
    expect(within(card).getByText('You: Attending')).toBeTruthy();
    expect(within(card).getByText('In person')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'My events' }));
    expect(await screen.findByText('You have not registered for any event yet.')).toBeTruthy();
    await waitFor(() =>
      expect(calledUrls(fetch)).toContain('/api/v2/events/all?when=all&mine=true&pageNumber=1&limit=12'),
    );
  });
});
