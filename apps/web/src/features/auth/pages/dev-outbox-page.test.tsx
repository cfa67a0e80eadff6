import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { DevOutboxPage } from './dev-outbox-page.tsx';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('DevOutboxPage', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the outbox is not available where the server has none (production answers 404)', async () => {
    respond(404, { message: 'Route GET:/api/dev/outbox not found', errors: [] });
    renderPage(<DevOutboxPage />);
    expect(await screen.findByText('The outbox is not available')).toBeTruthy();
  });

  it('lists the messages to the recipient in the URL, with the code highlighted', async () => {
    const fetch = respond(200, {
      data: [
        {
          id: 1,
          to: 'nina@e2e.test',
          channel: 'email',
          subject: '123456 is your sign-in code',
          body: 'Your sign-in code is 123456. It expires in 10 minutes.',
          code: '123456',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    renderPage(<DevOutboxPage />, { path: '/dev/outbox?to=nina@e2e.test' });
    const marks = await screen.findAllByText('123456', { selector: 'mark' });
    expect(marks.length).toBeGreaterThan(0);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/dev/outbox?to=nina%40e2e.test');
    expect(screen.getAllByText('nina@e2e.test').length).toBeGreaterThan(0);
  });

  it('links each file a message carried, such as an event’s .ics', async () => {
    respond(200, {
      data: [
        {
          id: 7,
          to: 'asha@e2e.test',
          channel: 'email',
          subject: 'You have successfully registered for the event: Demo day',
          body: 'The calendar file (event.ics) is attached.',
          code: null,
          attachments: [
            {
              filename: 'event.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: 'BEGIN:VCALENDAR',
              url: '/api/dev/outbox/7/attachments/0',
            },
          ],
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    renderPage(<DevOutboxPage />);
    const links = await screen.findAllByRole('link', { name: 'event.ics' });
    expect(links[0]?.getAttribute('href')).toBe('/api/dev/outbox/7/attachments/0');
  });
});
