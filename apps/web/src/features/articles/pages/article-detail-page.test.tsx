import { cleanup, screen } from '@testing-library/react';
import type { ArticleKind } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { articleFixture } from '../articles-fixture.ts';
import { ArticleDetailPage } from './article-detail-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const open = (kind: ArticleKind, list: string, answer: Answer) => {
  serve({ [`GET /api/v1/articles/${kind}/the-item`]: answer });
  renderPage(
    <Routes>
      <Route path={`${list}/:slug`} element={<ArticleDetailPage kind={kind} />} />
    </Routes>,
    { path: `${list}/the-item` },
  );
};

describe('ArticleDetailPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the title, the date, the way back and the body as HTML', async () => {
    open('news', '/news', ok(articleFixture({ slug: 'the-item' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Day 2026 winners' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Finlytics' })).toBeTruthy();
    expect(screen.getByText('winners').tagName).toBe('STRONG');
    expect(screen.getByText('3 June 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
  });

  it('offers to join a webinar before it starts, and its recording after', async () => {
    const webinar = { kind: 'webinars' as const, slug: 'the-item', joinUrl: 'https://meet.example.com/j' };
    open('webinars', '/webinars', ok(articleFixture({ ...webinar, startsAt: '2999-01-01T09:00:00.000Z' })));
    expect((await screen.findByRole('link', { name: 'Join the webinar' })).getAttribute('href')).toBe(
      'https://meet.example.com/j',
    );
    expect(screen.queryByRole('link', { name: 'Watch the recording' })).toBeNull();
    cleanup();
    open(
      'webinars',
      '/webinars',
      ok(
        articleFixture({
          ...webinar,
          startsAt: '2026-01-01T09:00:00.000Z',
          recordingUrl: 'https://video.example.com/r',
        }),
      ),
    );
    expect((await screen.findByRole('link', { name: 'Watch the recording' })).getAttribute('href')).toBe(
      'https://video.example.com/r',
    );
    expect(screen.queryByRole('link', { name: 'Join the webinar' })).toBeNull();
  });

  it('plays a video file in the page and links to any other video', async () => {
    open('videos', '/videos', ok(articleFixture({ kind: 'videos', videoUrl: 'https://cdn.example.com/a.mp4' })));
    await screen.findByRole('heading', { level: 1 });
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example.com/a.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    cleanup();
    // A video uploaded in the console plays from the server's files.
    open(
      'videos',
      '/videos',
      ok(
        articleFixture({
          kind: 'videos',
          videoUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/9c1d72e1b4da5e3f908b7c6d5e4f3a21-video',
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('video')?.getAttribute('src')).toBe(
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/9c1d72e1b4da5e3f908b7c6d5e4f3a21-video',
    );
    cleanup();
    open('videos', '/videos', ok(articleFixture({ kind: 'videos', videoUrl: 'https://youtube.example.com/v' })));
    expect((await screen.findByRole('link', { name: 'Watch the video' })).getAttribute('href')).toBe(
      'https://youtube.example.com/v',
    );
  });

  it('offers a report’s file, and says when an item is not there', async () => {
    open(
      'reports',
      '/reports',
      ok(articleFixture({ kind: 'reports', fileUrl: '/files/state.pdf', fileName: 'state-of-startups.pdf' })),
    );
    expect((await screen.findByRole('link', { name: 'Download state-of-startups.pdf' })).getAttribute('href')).toBe(
      '/files/state.pdf',
    );
    cleanup();
    open('resources', '/resources', { status: 404, body: { message: 'Not found', errors: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
  });
});
