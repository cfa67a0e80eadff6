import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { communityEvents, communityRoom, type Post, socketEvents } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { liveSocket } from '../../../test/live-socket-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { pageFixture, postFixture, ravi } from '../community-fixture.ts';
import { FeedPage } from './feed-page.tsx';

const feedUrl = 'GET /api/v1/posts?limit=10';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
const post = postFixture();

const open = (answers: Record<string, Answer>, { signedIn = true } = {}) => {
  const fetch = serve(answers);
  if (signedIn) signInFixture();
  renderPage(<FeedPage />, { path: '/community-feed' });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called) === url && init?.method === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const article = (name: string) => screen.findByRole('article', { name: `Post by ${name}` });

describe('FeedPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    open({}, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to see the community wall' })).toBeTruthy();
  });

  it('sends a tenant without the wall to the 404 page', () => {
    serve({});
    signInFixture();
    const tenant = tenantFixture();
    renderPage(<FeedPage />, {
      path: '/community-feed',
      tenant: { ...tenant, features: { ...tenant.features, community_feed: false } },
    });
    expect(screen.queryByRole('heading', { name: 'Community wall' })).toBeNull();
  });

  it('shows a post’s text as text: mentions and links as links, markup never as markup', async () => {
    const text = `Hi @[Ravi Shah](${ravi.uuid})! <script>alert("x")</script>\nDeck: https://lumen.io/deck`;
    open({ [feedUrl]: ok(pageFixture([postFixture({ text })])) });
    const card = await article('Ravi Shah');
    expect(within(card).getByRole('link', { name: '@Ravi Shah' }).getAttribute('href')).toBe(
      `/community-feed/members/${ravi.uuid}`,
    );
    const link = within(card).getByRole('link', { name: 'https://lumen.io/deck' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(within(card).getByText('<script>alert("x")</script>', { exact: false })).toBeTruthy();
    expect(card.querySelector('script')).toBeNull();
  });

  it('says when there is nothing yet, and why someone may not post', async () => {
    open({ [feedUrl]: ok(pageFixture([], { canPost: false, cannotPostReason: 'Only the platform team posts here' })) });
    expect(await screen.findByText('No posts yet — be the first to share news with the community.')).toBeTruthy();
    expect(screen.getByText('Only the platform team posts here')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a post' })).toBeNull();
  });

  it('shows the error with a way to try again', async () => {
    open({ [feedUrl]: { status: 503, body: { message: 'Down for a moment', errors: [] } } });
    // A failure of the server is asked once more before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Down for a moment')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('likes at once, and takes it back when the server refuses', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({
      [feedUrl]: ok(pageFixture([post])),
      [`POST /api/v1/posts/${post.uuid}/react/like`]: { status: 500, body: { message: '', errors: [] } },
    });
    const card = await article('Ravi Shah');
    const like = within(card).getByRole('button', { name: 'Like' });
    fireEvent.click(like);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error while saving reaction!' })),
    );
    expect(within(card).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
    expect(sent(fetch, 'POST', `/api/v1/posts/${post.uuid}/react/like`)).toHaveLength(1);
  });

  it('reacts with another kind from the picker and shows the server’s counts', async () => {
    const summary = {
      item: 'post',
      uuid: post.uuid,
      postUUID: post.uuid,
      total: 3,
      counts: { like: 2, celebrate: 1, support: 0, insightful: 0, curious: 0 },
      myReaction: 'celebrate',
    };
    open({
      [feedUrl]: ok(pageFixture([post])),
      [`POST /api/v1/posts/${post.uuid}/react/celebrate`]: ok(summary),
    });
    const card = await article('Ravi Shah');
    fireEvent.click(within(card).getByRole('button', { name: 'Choose a reaction to the post by Ravi Shah' }));
    fireEvent.click(await screen.findByRole('button', { name: 'React with Celebrate' }));
    expect(
      await within(card).findByRole('button', { name: '3 reactions: Like, Celebrate. See who reacted' }),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Celebrate' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('offers in the menu only what the server allows', async () => {
    const mine = postFixture({
      uuid: 'b0000000-0000-4000-8000-000000000001',
      can: { edit: true, delete: true, comment: true, react: true, report: false, moderate: false },
    });
    open({ [feedUrl]: ok(pageFixture([post, mine])) });
    const [card] = await screen.findAllByRole('article', { name: 'Post by Ravi Shah' });
    const [theirs, own] = screen.getAllByRole('button', { name: 'Actions for the post by Ravi Shah' });
    if (!card || !theirs || !own) throw new Error('two posts expected');
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
    fireEvent.click(theirs);
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(own);
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('counts posts announced over the socket and brings them in on request', async () => {
    const socket = liveSocket();
    try {
      const answers: Record<string, Answer> = { [feedUrl]: ok(pageFixture([post])) };
      open(answers);
      await article('Ravi Shah');
      expect(socket.emitted.some(([event, room]) => event === socketEvents.joinRoom && room === communityRoom)).toBe(
        true,
      );
      act(() => {
        socket.receive(communityEvents.postCreated, { postUUID: 'n1', authorUUID: ravi.uuid });
        socket.receive(communityEvents.postCreated, { postUUID: 'n2', authorUUID: ravi.uuid });
        socket.receive(communityEvents.postCreated, { postUUID: 'n1', authorUUID: ravi.uuid });
        socket.receive(communityEvents.postCreated, { postUUID: 'mine', authorUUID: 'p1' });
      });
      const button = await screen.findByRole('button', { name: '2 new posts' });
      const fresh: Post = postFixture({ uuid: 'c0000000-0000-4000-8000-000000000001', text: 'Fresh news' });
      answers[feedUrl] = ok(pageFixture([fresh, post]));
      window.scrollTo = vi.fn();
      fireEvent.click(button);
      expect(await screen.findByText('Fresh news')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    } finally {
      socket.detach();
    }
  });

  it('patches a post another screen edited, and drops one removed', async () => {
    const socket = liveSocket();
    try {
      open({ [feedUrl]: ok(pageFixture([post])) });
      await article('Ravi Shah');
      act(() =>
        socket.receive(communityEvents.postUpdated, {
          postUUID: post.uuid,
          text: 'We closed our seed round, 2 M!',
          mentions: [],
          linkPreview: null,
          editedAt: new Date().toISOString(),
        }),
      );
      expect(await screen.findByText('We closed our seed round, 2 M!')).toBeTruthy();
      expect(screen.getByText(/\(edited\)/)).toBeTruthy();
      act(() => socket.receive(communityEvents.postRemoved, { postUUID: post.uuid }));
      await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    } finally {
      socket.detach();
    }
  });
});
