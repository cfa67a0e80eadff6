import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PublicProfile } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { ProfileWishlistButton } from './wishlist-button.tsx';

const profileUuid = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const addUrl = `POST /api/v2/wishlist/create/${profileUuid}`;

const profile: PublicProfile = {
  uuid: profileUuid,
  accountType: 'investor',
  label: 'Investor',
  investorType: null,
  name: 'Mira Rao',
  personName: null,
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'mira-rao',
  profileUrl: `/investors/profile/${profileUuid}/mira-rao`,
  shortUrl: '/p/abc',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 3,
  viewer: 'member',
  values: {},
  lists: {},
  withheld: [],
  can: { edit: false, connect: true, message: false },
};

const signIn = () =>
  sessionStore.signIn({
    user: {
      userId: 'u-1',
      id: 7,
      uuid: 'p-1',
      name: 'Asha',
      accountType: 'startup',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-1',
  });

const open = (answers: Record<string, Answer>, shown: PublicProfile = profile) => {
  const fetch = serve(answers);
  renderPage(<ProfileWishlistButton profile={shown} />);
  return fetch;
};

describe('ProfileWishlistButton', { timeout: 20_000 }, () => {
  beforeAll(() => stubMatchMedia());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('adds the profile and then says it is on the wishlist', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({ [addUrl]: { status: 201, body: { data: {} } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('On your wishlist')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Added to your wishlist' }));
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ userAccountType: 'investor' });
  });

  it('shows the spec’s error toast when adding fails', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    open({ [addUrl]: { status: 500, body: { message: 'Internal error', errors: [] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Error while adding to wishlist!' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });

  it('counts “already on your wishlist” (409) as on it, without an error', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    const already = 'This person is already on your wishlist';
    open({ [addUrl]: { status: 409, body: { message: already, errors: [already], reason: 'already_on_wishlist' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('On your wishlist')).toBeTruthy();
    expect(show).not.toHaveBeenCalled();
  });

  it('tells another 409 (a full wishlist) in the server’s words, and stays unadded', async () => {
    signIn();
    const show = vi.spyOn(notifications, 'show');
    const full = 'Your wishlist holds at most 500 people: remove someone first';
    open({ [addUrl]: { status: 409, body: { message: full, errors: [full] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: full })));
    expect(screen.queryByText('On your wishlist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeTruthy();
  });

  it('adds a profile that shows no user id, by its uuid', async () => {
    signIn();
    const fetch = open({ [addUrl]: { status: 201, body: { data: {} } } }, { ...profile, userId: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('On your wishlist')).toBeTruthy();
    expect(fetch.mock.calls).toHaveLength(1);
  });

  it('is not offered to visitors nor on one’s own profile', async () => {
    open({});
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
    cleanup();
    signIn();
    open({}, { ...profile, uuid: 'p-1', viewer: 'owner' });
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).toBeNull();
  });
});
