import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { articleFixture, pageOf } from '../articles-fixture.ts';
import { ArticleListPage } from './article-list-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

describe('ArticleListPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists a kind’s items with their link, summary and date, and searches them', async () => {
    const fetch = serve({
      'GET /api/v1/articles/news': ok(pageOf([articleFixture()])),
      'GET /api/v1/articles/news?q=finly&pageNumber=1&limit=20': ok(pageOf([])),
    });
    renderPage(<ArticleListPage kind="news" />, { path: '/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Demo Day 2026 winners' });
    expect(link.getAttribute('href')).toBe('/news/demo-day-2026');
    expect(screen.getByText('Twelve startups pitched; three won.')).toBeTruthy();
    expect(screen.getByText('3 June 2026')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search News' }), { target: { value: 'finly' } });
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/v1/articles/news?q=finly&pageNumber=1&limit=20',
      ),
    );
    expect(await screen.findByText('Nothing matches this search.')).toBeTruthy();
  });

  it('says when a kind has nothing yet, and shows a webinar’s date and recording', async () => {
    serve({ 'GET /api/v1/articles/market-insights': ok(pageOf([])) });
    renderPage(<ArticleListPage kind="market-insights" />, { path: '/market-insights' });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    cleanup();
    serve({
      'GET /api/v1/articles/webinars': ok(
        pageOf([
          articleFixture({
            kind: 'webinars',
            slug: 'pitching-101',
            title: 'Pitching 101',
            startsAt: '2026-06-10T09:00:00.000Z',
            recordingUrl: 'https://video.example.com/pitching',
          }),
        ]),
      ),
    });
    renderPage(<ArticleListPage kind="webinars" />, { path: '/webinars' });
    expect((await screen.findByRole('link', { name: 'Pitching 101' })).getAttribute('href')).toBe(
      '/webinars/pitching-101',
    );
    expect(screen.getByText('Recording available')).toBeTruthy();
    expect(screen.getByText(/10 June 2026/)).toBeTruthy();
  });
});
