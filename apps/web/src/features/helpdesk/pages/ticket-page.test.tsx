import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { ticketFixture } from '../helpdesk-fixture.ts';
import { TicketPage } from './ticket-page.tsx';

const ticket = ticketFixture();
const url = `/api/v1/tickets/${ticket.uuid}`;
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

const open = (answers: Record<string, Answer>) => {
  const fetch = serve({ [`GET ${url}`]: ok(ticket), ...answers });
  renderPage(
    <Routes>
      <Route path="/tickets/:uuid" element={<TicketPage />} />
    </Routes>,
    { path: `/tickets/${ticket.uuid}` },
  );
  return fetch;
};

describe('TicketPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('shows the thread and sends a reply, showing the ticket as the server answers it', async () => {
    signInFixture();
    const replied = ticketFixture({
      messages: [
        ...ticket.messages,
        {
          id: 12,
          body: 'Email works, thanks.',
          internal: false,
          via: 'web',
          createdAt: '2026-06-01T11:00:00.000Z',
          author: { name: 'Aarav Mehta', side: 'member' },
          mine: true,
          files: [],
        },
      ],
    });
    const fetch = open({ [`POST ${url}/messages`]: ok(replied, 201) });
    expect(await screen.findByRole('heading', { level: 1, name: /Cannot sign in on my phone/ })).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(within(thread).getByText('Please try signing in by email.')).toBeTruthy();
    expect(within(thread).getByText('Helpdesk')).toBeTruthy();
    // No internal-note switch for a member.
    expect(screen.queryByRole('switch', { name: 'Internal note' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message first')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Email works, thanks.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Email works, thanks.')).toBeTruthy();
    const post = fetch.mock.calls.find(
      ([called, init]) => String(called) === `${url}/messages` && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'Email works, thanks.', internal: false });
  });

  it('offers reopening and a rating on a resolved ticket, and shows the rating once given', async () => {
    signInFixture();
    const resolved = ticketFixture({
      status: 'resolved',
      resolvedAt: '2026-06-02T09:00:00.000Z',
      reopenUntil: '2026-06-09T09:00:00.000Z',
      can: { reply: true, addNote: false, attach: true, rate: true, assign: false, statuses: ['closed', 'reopened'] },
    });
    const rated = ticketFixture({
      ...resolved,
      rating: 4,
      ratingComment: 'Fast',
      can: { ...resolved.can, rate: false },
    });
    const fetch = open({ [`GET ${url}`]: ok(resolved), [`POST ${url}/rating`]: ok(rated) });
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeTruthy();
    expect(screen.getByText(/You can reopen it until/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Choose 1 to 5 stars')).toBeTruthy();
    // A star is chosen by its label (a click) or from the keyboard, as here.
    fireEvent.keyDown(screen.getByRole('radio', { name: '4 stars' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: 'Fast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull());
    expect(screen.getByText('Fast')).toBeTruthy();
    const post = fetch.mock.calls.find(
      ([called, init]) => String(called) === `${url}/rating` && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4, comment: 'Fast' });
  });

  it('says a closed ticket takes no more messages', async () => {
    signInFixture();
    open({
      [`GET ${url}`]: ok(
        ticketFixture({
          status: 'closed',
          closedAt: '2026-06-02T09:00:00.000Z',
          can: { reply: false, addNote: false, attach: false, rate: false, assign: false, statuses: [] },
        }),
      ),
    });
    expect(await screen.findByText('This ticket is closed')).toBeTruthy();
    expect(screen.getByText('Raise a new ticket if you need more help.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });
});
