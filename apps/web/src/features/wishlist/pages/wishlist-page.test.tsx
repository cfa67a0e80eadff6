import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { WishlistPage } from './wishlist-page.tsx';

const entry = (id: string, name: string, connected: boolean) => ({
  id,
  toUserUUID: `user-${id}`,
  userAccountType: 'mentor',
  person: {
    profileUuid: `profile-${id}`,
    userId: `user-${id}`,
    name,
    accountType: 'mentor',
    organizationName: null,
    avatar: null,
  },
  connected,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('WishlistPage', { timeout: 20_000 }, () => {
  beforeAll(() => stubMatchMedia());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists the people, offers a meeting to connections and removes one', async () => {
    const fetch = serve({
      'GET /api/v2/wishlist': {
        status: 200,
        body: {
          data: {
            items: [entry('e1', 'Mira Rao', true), entry('e2', 'Dev Shah', false)],
            total: 2,
            pageNumber: 1,
            limit: 20,
          },
        },
      },
      'DELETE /api/v2/wishlist/e2': { status: 200, body: { data: null } },
    });
    renderPage(<WishlistPage />, { path: '/calender/wishlist' });
    const mira = await screen.findByRole('listitem', { name: 'Mira Rao' });
    expect(within(mira).getByRole('link', { name: 'Request a meeting with Mira Rao' }).getAttribute('href')).toBe(
      '/calender/book/profile-e1',
    );
    const dev = screen.getByRole('listitem', { name: 'Dev Shah' });
    expect(within(dev).queryByRole('link', { name: /Request a meeting/ })).toBeNull();
    expect(within(dev).getByRole('link', { name: 'View the profile of Dev Shah' }).getAttribute('href')).toBe(
      '/mentors/profile/profile-e2',
    );
    fireEvent.click(within(dev).getByRole('button', { name: 'Remove Dev Shah from your wishlist' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url) === '/api/v2/wishlist/e2' && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });
});
