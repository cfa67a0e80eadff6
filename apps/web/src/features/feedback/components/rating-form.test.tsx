import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PlatformFeedback } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { RatingForm } from './rating-form.tsx';

/** The server's answer to a feedback call: the receipt of what it was sent. */
const receipt = (init: RequestInit | undefined) => {
  const sent = PlatformFeedback.parse(JSON.parse(String(init?.body ?? '{}')));
  const data = { id: 1, ...sent, createdAt: '2026-11-22T10:00:00.000Z' };
  return new Response(JSON.stringify({ data }), { status: 201 });
};

/** The body of the nth feedback call. */
const sentBody = (fetch: { mock: { calls: Array<[unknown, RequestInit?]> } }, index = 0) =>
  JSON.parse(String(fetch.mock.calls[index]?.[1]?.body ?? 'null'));

describe('RatingForm', () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const setup = () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => receipt(init));
    const onSent = vi.fn();
    renderPage(<RatingForm onSent={onSent} />);
    return { show, fetch, onSent };
  };

  it('shows each reaction as a labelled toggle button, none pressed at first', async () => {
    setup();
    const group = await screen.findByRole('group', { name: /How has it been/ });
    for (const label of ['Below average', 'Average', 'Good', 'Excellent', 'Loving it']) {
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(group).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('asks for a comment after Good, and sends both on Submit', async () => {
    const { fetch, onSent, show } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Good' }));
    expect(screen.getByRole('button', { name: 'Good' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comments' }), {
      target: { value: '  Search could be faster.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/platform-feedback');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({ ratings: 'good', comments: 'Search could be faster.' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you for your feedback!' }));
  });

  it('sends Excellent and Loving it at once', async () => {
    const { fetch, onSent } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Loving it' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toEqual({ ratings: 'loving_it', comments: '' });
    expect(screen.queryByRole('textbox', { name: 'Comments' })).toBeNull();
  });

  it('keeps Submit disabled while sending, and says what went wrong without closing', async () => {
    const { fetch, onSent, show } = setup();
    let answer: (response: Response) => void = () => {};
    fetch.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('button', { name: 'Below average' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true));
    answer(
      new Response(JSON.stringify({ message: 'Too many requests', errors: ['Slow down a little'] }), { status: 429 }),
    );
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Slow down a little' })));
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  describe('rating a meeting’s call', () => {
    const meetingUuid = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const setupMeeting = (answer: () => Response) => {
      const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
      const onSent = vi.fn();
      renderPage(<RatingForm meetingUuid={meetingUuid} onSent={onSent} />);
      return { show, fetch, onSent };
    };

    it('posts the reaction and comment to the meeting’s rating', async () => {
      const { fetch, onSent, show } = setupMeeting(
        () => new Response(JSON.stringify({ data: { ratings: 'average' } }), { status: 201 }),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Average' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Comments' }), { target: { value: ' Audio dropped. ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(fetch.mock.calls[0]?.[0]).toBe(`/api/v1/meetings/${meetingUuid}/rating`);
      expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
      expect(sentBody(fetch)).toEqual({ ratings: 'average', comments: 'Audio dropped.' });
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Thank you for your feedback!' }));
    });

    it('sends Loving it at once, without an empty comment', async () => {
      const { fetch, onSent } = setupMeeting(() => new Response(JSON.stringify({ data: {} }), { status: 201 }));
      fireEvent.click(await screen.findByRole('button', { name: 'Loving it' }));
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(sentBody(fetch)).toEqual({ ratings: 'loving_it' });
    });

    it('shows the server’s refusal inside the form and stays open', async () => {
      const { onSent, show } = setupMeeting(
        () =>
          new Response(JSON.stringify({ message: 'Forbidden', errors: ['This call cannot be rated yet'] }), {
            status: 409,
          }),
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Excellent' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('This call cannot be rated yet');
      expect(onSent).not.toHaveBeenCalled();
      expect(show).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Excellent' })).toHaveProperty('disabled', false);
    });
  });
});
