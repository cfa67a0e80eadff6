import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { postFixture } from '../community-fixture.ts';
import { PostPage } from './post-page.tsx';

const post = postFixture({ commentCount: 0 });
const postUrl = `GET /api/v1/posts/${post.uuid}`;

const open = (answers: Record<string, Answer>, uuid = post.uuid) => {
  serve(answers);
  renderPage(
    <Routes>
      <Route path="/community-feed/posts/:uuid" element={<PostPage />} />
    </Routes>,
    { path: `/community-feed/posts/${uuid}` },
  );
};

describe('PostPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows a shared post to a visitor, read only, with the way in', async () => {
    const shared = postFixture({
      can: { edit: false, delete: false, comment: false, react: false, report: false, moderate: false },
    });
    open({ [postUrl]: { status: 200, body: { data: shared } } });
    expect(await screen.findByRole('article', { name: 'Post by Ravi Shah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to join the conversation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comment' })).toBeNull();
  });

  it('asks a visitor to sign in where the tenant keeps posts to members', async () => {
    open({ [postUrl]: { status: 401, body: { message: 'Sign in to see this post', errors: [] } } });
    expect(await screen.findByRole('heading', { name: 'Sign in to see this post' })).toBeTruthy();
  });

  it('says Post not found! for a post that is not there, and for an address that is no post', async () => {
    signInFixture();
    open({ [postUrl]: { status: 404, body: { message: 'Not found', errors: [] } } });
    expect(await screen.findByRole('heading', { name: 'Post not found!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the community wall' })).toBeTruthy();
    cleanup();
    open({}, 'not-a-post');
    expect(await screen.findByRole('heading', { name: 'Post not found!' })).toBeTruthy();
  });

  it('opens the comments of a post for a member', async () => {
    signInFixture();
    open({
      [postUrl]: { status: 200, body: { data: post } },
      [`GET /api/v1/posts/${post.uuid}/comments?limit=20`]: {
        status: 200,
        body: { data: { items: [], nextCursor: null } },
      },
    });
    expect(await screen.findByRole('form', { name: 'Write a comment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Community wall' })).toBeTruthy();
  });
});
