import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentModel } from '@ventura/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { contentItemFixture } from '../content-blocks-fixture.ts';
import { BannerStrip } from './banner-strip.tsx';
import { SponsoredCard } from './sponsored-card.tsx';
import { Testimonials } from './testimonials.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const failed: Answer = { status: 500, body: { message: 'Something went wrong', errors: [] } };

const open = (model: ContentModel, answer: Answer, block: ReactNode) => {
  const fetch = serve({ [`GET /api/v1/global/${model}`]: answer });
  renderPage(<div data-block-slot>{block}</div>, { path: '/startups/dashboard' });
  return { fetch };
};

/** What the block put on the page: nothing at all, when it has nothing to show. */
const slotContent = () => document.querySelector('[data-block-slot]')?.innerHTML;

/** Waits until the block's call has been answered and the answer is on the page. */
const settled = async (fetch: ReturnType<typeof serve>) => {
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

const banners = [
  contentItemFixture(),
  contentItemFixture({
    id: 2,
    title: 'Office hours every Friday',
    body: '<p>Book a mentor.</p>',
    imageUrl: null,
    linkUrl: null,
  }),
];

describe('content blocks', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the banners one at a time, moves between them, and hides them for the session', async () => {
    open('banners', ok(banners), <BannerStrip />);
    const strip = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(strip).getByRole('heading', { level: 2, name: 'Demo Day applications are open' })).toBeTruthy();
    expect(within(strip).getByText('30 June').tagName).toBe('STRONG');
    expect(
      within(strip).getByRole('link', { name: 'Learn more about Demo Day applications are open' }).getAttribute('href'),
    ).toBe('https://example.com/demo-day');
    expect(strip.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/0b8e61f0a3c94d2e8f7a6b5c4d3e2f10-cover.webp',
    );
    expect(within(strip).getByText('1 of 2')).toBeTruthy();

    fireEvent.click(within(strip).getByRole('button', { name: 'Next announcement' }));
    expect(within(strip).getByRole('heading', { level: 2, name: 'Office hours every Friday' })).toBeTruthy();
    expect(within(strip).queryByRole('link', { name: /Learn more/ })).toBeNull();
    fireEvent.click(within(strip).getByRole('button', { name: 'Previous announcement' }));
    expect(within(strip).getByRole('heading', { level: 2, name: 'Demo Day applications are open' })).toBeTruthy();

    fireEvent.click(within(strip).getByRole('button', { name: 'Hide announcements for this session' }));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    cleanup();
    vi.restoreAllMocks();

    // Another visit in the same session: the hidden ones stay hidden, a banner published since shows.
    const again = open('banners', ok(banners), <BannerStrip />);
    await settled(again.fetch);
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    cleanup();
    vi.restoreAllMocks();
    open('banners', ok([...banners, contentItemFixture({ id: 3, title: 'New: the FAQ' })]), <BannerStrip />);
    const fresh = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(fresh).getByRole('heading', { level: 2, name: 'New: the FAQ' })).toBeTruthy();
    expect(within(fresh).queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('shows no banner strip when there are none, or when they could not be loaded', async () => {
    const empty = open('banners', ok([]), <BannerStrip />);
    await settled(empty.fetch);
    expect(slotContent()).toBe('');
    cleanup();
    vi.restoreAllMocks();
    const broken = open('banners', failed, <BannerStrip />);
    await settled(broken.fetch);
    expect(slotContent()).toBe('');
  });

  it('shows each testimonial’s title, quote and person with their photo', async () => {
    open(
      'testimonials',
      ok([
        contentItemFixture({
          id: 5,
          title: 'Found our lead investor',
          body: '<p>The platform got us <em>three</em> meetings.</p>',
          imageUrl: '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/a5a1c0de00000000000000000000beef-cover.webp',
          linkUrl: null,
          author: 'Asha Rao, CEO at Finlytics',
        }),
      ]),
      <Testimonials />,
    );
    const section = await screen.findByRole('region', { name: 'What members say' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Found our lead investor' })).toBeTruthy();
    expect(within(section).getByText('three').tagName).toBe('EM');
    expect(within(section).getByText('Asha Rao, CEO at Finlytics')).toBeTruthy();
    expect(section.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/files/6f1c2a40-8b1e-4c3d-9e2f-0a1b2c3d4e5f/a5a1c0de00000000000000000000beef-cover.webp',
    );
    expect(section.querySelector('blockquote')?.textContent).toBe('The platform got us three meetings.');
  });

  it('shows no testimonials when there are none, or when they could not be loaded', async () => {
    const empty = open('testimonials', ok([]), <Testimonials />);
    await settled(empty.fetch);
    expect(slotContent()).toBe('');
    cleanup();
    vi.restoreAllMocks();
    const broken = open('testimonials', failed, <Testimonials />);
    await settled(broken.fetch);
    expect(slotContent()).toBe('');
  });

  it('shows the first ad marked Sponsored, with its link', async () => {
    open(
      'ads',
      ok([
        contentItemFixture({ id: 7, title: 'Cloud credits for startups', linkUrl: 'https://cloud.example.com' }),
        contentItemFixture({ id: 8, title: 'Second ad' }),
      ]),
      <SponsoredCard />,
    );
    const card = await screen.findByRole('region', { name: 'Cloud credits for startups' });
    expect(within(card).getByText('Sponsored')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Learn more about Cloud credits for startups' }).getAttribute('href'),
    ).toBe('https://cloud.example.com');
    expect(screen.queryByText('Second ad')).toBeNull();
  });

  it('shows no ad when there is none, or when the ads could not be loaded', async () => {
    const empty = open('ads', ok([]), <SponsoredCard />);
    await settled(empty.fetch);
    expect(slotContent()).toBe('');
    cleanup();
    vi.restoreAllMocks();
    const broken = open('ads', failed, <SponsoredCard />);
    await settled(broken.fetch);
    expect(slotContent()).toBe('');
  });
});
