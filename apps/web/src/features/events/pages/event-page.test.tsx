import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { attendUrl, eventFixture, eventUrl, eventUuid, ok, refused, sentBodies, signInAs } from '../events-fixture.ts';
import { EventPage } from './event-page.tsx';

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/calender/events/:uuid" element={<EventPage />} />
    </Routes>,
    { path: `/calender/events/${eventUuid}` },
  );
  return fetch;
};

/** A pending order of the event's ticket, as POST payments/checkout answers it. */
const orderOf = () => ({
  uuid: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  status: 'pending',
  item: { kind: 'event_ticket', name: 'Founders Breakfast', planUuid: null, eventUuid, interval: null },
  provider: 'razorpay',
  price: {
    currency: 'INR',
    subtotalMinor: 50_000,
    taxMinor: 9_000,
    totalMinor: 59_000,
    taxName: 'GST',
    taxPercent: 18,
  },
  refundedMinor: 0,
  invoiceNumber: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  paidAt: null,
  buyer: null,
  can: { downloadInvoice: false, refund: false, pay: true },
});

const registration = {
  uuid: 'r-1',
  responseAction: 'tentative' as const,
  timeZone: 'UTC',
  slot: null,
  meetingAgenda: null,
  answers: { company: 'Solar Sprout' },
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('EventPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the event: agenda, speakers and places left', async () => {
    signInAs();
    open({ [`GET ${eventUrl}`]: ok(eventFixture()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Breakfast' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Agenda' })).getByText('Welcome')).toBeTruthy();
    expect(screen.getByText('Mira Rao')).toBeTruthy();
    expect(screen.getByText('40 places left')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
  });

  it('registers with the answer, the answers and the browser zone, then offers the calendar', async () => {
    signInAs();
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [`GET ${eventUrl}`]: ok(eventFixture()),
      [`POST ${attendUrl}`]: ok(eventFixture({ registration }), 201),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Tentative' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // The required question is asked first; nothing is sent.
    expect(await screen.findByText('Company is required')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', attendUrl)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Company/ }), { target: { value: 'Solar Sprout' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You are registered')).toBeTruthy();
    const [body] = sentBodies(fetch, 'POST', attendUrl);
    expect(body).toEqual({
      responseAction: 'tentative',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      offset: 0 - new Date().getTimezoneOffset(),
      answers: { company: 'Solar Sprout', vegetarian: 'No' },
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'You have successfully registered for the event' }),
    );
    expect(screen.getByRole('button', { name: 'Download .ics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      'https://calendar.google.com/x',
    );
    expect(screen.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')).toBe(
      'https://outlook.live.com/x',
    );
  });

  it('says so in the panel when the event is full (409)', async () => {
    signInAs();
    const show = vi.spyOn(notifications, 'show');
    open({
      [`GET ${eventUrl}`]: ok(eventFixture({ questions: [] })),
      [`POST ${attendUrl}`]: refused(409, 'This event is full'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This event is full');
    expect(screen.queryByText('You are registered')).toBeNull();
    expect(show).not.toHaveBeenCalledWith(expect.objectContaining({ color: 'green' }));
  });

  it('books an office-hours slot with what to discuss', async () => {
    signInAs();
    const fetch = open({
      [`GET ${eventUrl}`]: ok(eventFixture({ questions: [], slotMinutes: 30 })),
      [`GET ${eventUrl}/slots`]: ok({
        timeZone: 'UTC',
        slotMinutes: 30,
        slots: [
          {
            startsAt: '2027-01-12T09:00:00.000Z',
            endsAt: '2027-01-12T09:30:00.000Z',
            date: '2027-01-12',
            timeFrom: '09:00',
            timeTo: '09:30',
          },
        ],
      }),
      [`POST ${attendUrl}`]: ok(null, 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose a time slot')).toBeTruthy();
    const slot = screen.getByRole('combobox', { name: /Time slot/ });
    await waitFor(() => expect(slot.hasAttribute('disabled')).toBe(false));
    fireEvent.click(slot);
    fireEvent.click(await screen.findByRole('option', { name: /09:00/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What would you like to discuss?' }), {
      target: { value: 'Our seed round' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', attendUrl)[0]).toMatchObject({
      responseAction: 'attending',
      date: '2027-01-12',
      timeFrom: '09:00',
      timeTo: '09:30',
      meetingAgenda: 'Our seed round',
      answers: {},
    });
  }, 20_000);

  it('shows an existing registration and the online link it reveals', async () => {
    signInAs();
    open({
      [`GET ${eventUrl}`]: ok(
        eventFixture({ registration, mode: 'online', onlineLink: 'https://meet.example.com/abc' }),
      ),
    });
    expect(await screen.findByText('You are registered')).toBeTruthy();
    expect(screen.getByText(/Your answer: Tentative/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Join online/ }).getAttribute('href')).toBe('https://meet.example.com/abc');
    fireEvent.click(screen.getByRole('button', { name: 'Change my answer' }));
    expect(screen.getByRole('button', { name: 'Update my registration' })).toBeTruthy();
  });
  it('sells a paid event’s ticket instead of registering, and goes to the provider’s page', async () => {
    signInAs();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const price = {
      currency: 'INR' as const,
      subtotalMinor: 50_000,
      taxMinor: 9_000,
      totalMinor: 59_000,
      taxName: 'GST',
      taxPercent: 18,
    };
    const fetch = open({
      [`GET ${eventUrl}`]: ok(
        eventFixture({
          ticket: { priceMinor: 50_000, price },
          can: { register: false, buyTicket: true, edit: false, viewRegistrations: false },
        }),
      ),
      'POST /api/v1/payments/checkout': ok({ order: orderOf(), redirectUrl: 'https://rzp.io/i/abc' }, 201),
    });
    const buy = await screen.findByRole('button', { name: /^Buy ticket · ₹590/ });
    expect(screen.getByText('₹500.00 + GST')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    fireEvent.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/abc'));
    expect(sentBodies(fetch, 'POST', '/api/v1/payments/checkout')).toEqual([{ kind: 'event_ticket', eventUuid }]);
  });
});
