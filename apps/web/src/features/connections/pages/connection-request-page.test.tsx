import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { ConnectionRequestPage } from './connection-request-page.tsx';

const actionUrl = 'POST /api/v1/public/connections/action';

const open = (search: string, answers: Record<string, Answer> = {}) => {
  const fetch = serve(answers);
  renderPage(<ConnectionRequestPage />, { path: `/connection-request${search}` });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>) => {
  const call = fetch.mock.calls.find(([url]) => String(url) === '/api/v1/public/connections/action');
  const init = call?.[1];
  return { body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) };
};

describe('ConnectionRequestPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('says what accepting does, and accepts only when asked, without the session', async () => {
    signInFixture();
    const fetch = open('?token=tok-123&action=accept', {
      [actionUrl]: { status: 200, body: { data: { connectionStatus: 'accepted', requesterName: 'Ravi Shah' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Accept the connection request' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: '  Glad to connect ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept request' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You are now connected' })).toBeTruthy();
    expect(screen.getByText('You and Ravi Shah are now connections.')).toBeTruthy();
    const { body, headers } = sent(fetch);
    expect(body).toEqual({ token: 'tok-123', action: 'accept', actionMessage: 'Glad to connect' });
    expect(headers.has('authorization')).toBe(false);
    expect(sessionStore.user()).not.toBeNull();
  });

  it('declines, and may switch to the other answer first', async () => {
    const fetch = open('?token=tok-9&action=accept', {
      [actionUrl]: { status: 200, body: { data: { connectionStatus: 'rejected', requesterName: 'Ravi Shah' } } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline instead' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Decline the connection request' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request declined' })).toBeTruthy();
    expect(sent(fetch).body).toEqual({ token: 'tok-9', action: 'reject' });
  });

  it('asks which answer when the link names none', async () => {
    const fetch = open('?token=tok-5', {
      [actionUrl]: { status: 200, body: { data: { connectionStatus: 'rejected', requesterName: 'Ravi Shah' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Answer the connection request' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(sent(fetch).body.action).toBe('reject'));
  });

  it('shows the server’s words for a used or expired link, with the way home', async () => {
    open('?token=old&action=accept', {
      [actionUrl]: {
        status: 404,
        body: { message: 'Not found', errors: ['This link has expired or was already used'] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('keeps the form for a fault that may pass, with the reason', async () => {
    open('?token=tok&action=accept', { [actionUrl]: { status: 503, body: { message: 'Try again shortly' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept request' }));
    expect(await screen.findByText('Try again shortly')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept request' })).toBeTruthy();
  });

  it('calls a link without its token incomplete, and asks nothing of the server', () => {
    const fetch = open('?action=accept');
    expect(screen.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
