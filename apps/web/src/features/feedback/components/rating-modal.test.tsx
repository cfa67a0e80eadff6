import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallRating } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import RatingModal from './rating-modal.tsx';

const uuid = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const ratingUrl = `/api/v1/meetings/${uuid}/rating`;
const call = (changes: Partial<CallRating> = {}): CallRating => ({
  meetingUuid: uuid,
  rating: null,
  can: { rate: true },
  notRateable: null,
  ...changes,
});

const open = (state: CallRating) => {
  const fetch = serve({
    [`GET ${ratingUrl}`]: { status: 200, body: { data: state } },
    [`POST ${ratingUrl}`]: { status: 200, body: { data: {} } },
  });
  const onClose = vi.fn();
  renderPage(<RatingModal kind="call" onClose={onClose} />, { path: `/calender?rating-modal=${uuid}` });
  return { fetch, onClose };
};

describe('RatingModal for a call', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offers no rating before the call took place, and says why', async () => {
    const notYet = 'This call has not taken place yet: you can rate it once it has started';
    const { fetch, onClose } = open(call({ can: { rate: false }, notRateable: notYet }));
    expect(await screen.findByText(notYet)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Good' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the caller’s earlier rating and lets them rate again', async () => {
    const { fetch, onClose } = open(
      call({ rating: { ratings: 'good', comments: 'Clear sound', ratedAt: '2026-12-01T10:40:00.000Z' } }),
    );
    expect((await screen.findByText(/You rated this call/)).textContent).toBe(
      'You rated this call Good: “Clear sound”. Choose again to change it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Loving it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(posted?.[0])).toBe(ratingUrl);
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ ratings: 'loving_it' });
  });
});
