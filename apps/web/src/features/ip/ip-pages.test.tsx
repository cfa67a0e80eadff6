import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { IpListing, IpRequestSummary } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../test/render.tsx';
import { type Answer, serve } from '../../test/serve.ts';
import { signInFixture } from '../../test/session-fixture.ts';
import { MarketplacePage } from './pages/marketplace-page.tsx';
import { RequestsPage } from './pages/requests-page.tsx';

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const owner = {
  uuid: 'p9',
  name: 'Sprout Robotics',
  accountType: 'startup' as const,
  logo: null,
  url: '/startups/profile/p9/sprout',
};
const page = <T,>(items: T[], extra: Record<string, unknown> = {}) => ({
  items,
  total: items.length,
  pageNumber: 1,
  limit: 20,
  ...extra,
});

const summary = (changes: Partial<IpRequestSummary> = {}): IpRequestSummary => ({
  uuid: '0b7c3d2e-1f4a-4b5c-8d6e-7f8a9b0c1d2e',
  kind: 'patent',
  title: 'Harvest robot arm',
  stage: 'in_review',
  owner,
  requester: 'Asha',
  facilitator: null,
  applicationNumber: null,
  filedOn: null,
  publishedForLicensing: false,
  createdAt: '2027-01-01T10:00:00.000Z',
  updatedAt: '2027-01-02T10:00:00.000Z',
  ...changes,
});

const listing = (changes: Partial<IpListing> = {}): IpListing => ({
  uuid: '1c8d4e3f-2a5b-4c6d-9e7f-8a9b0c1d2e3f',
  kind: 'trademark',
  title: 'GreenLeaf word mark',
  licensingSummary: 'Co-branded advisory services.',
  industries: [{ code: 'agritech', name: 'Agriculture & Agritech' }],
  stage: 'filed',
  owner,
  publishedAt: '2027-01-02T10:00:00.000Z',
  can: { message: true },
  ...changes,
});

describe('IP pages', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('lists a startup’s requests with their stage and offers a new one with inventors to add and remove', async () => {
    signInFixture();
    serve({
      'GET /api/v1/ip-requests': ok(page([summary()], { canFile: true })),
      'GET /api/v1/ip-requests/assigned': ok(page([])),
    });
    renderPage(<RequestsPage />);
    const list = await screen.findByRole('list', { name: 'Your IP requests' });
    expect(within(list).getByRole('link', { name: 'Harvest robot arm' })).toBeTruthy();
    expect(within(list).getByText('In review')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /Assigned to me/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New IP request' }));
    const form = await screen.findByRole('form', { name: 'New IP request' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add inventor' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add inventor' }));
    expect(within(form).getByRole('textbox', { name: 'Name of inventor 2' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Remove inventor 2' }));
    expect(within(form).queryByRole('textbox', { name: 'Name of inventor 2' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('A title is required')).toBeTruthy();
  });

  it('offers nothing to file to an account type that may not, and shows the facilitator’s tab', async () => {
    signInFixture();
    serve({
      'GET /api/v1/ip-requests': ok(page([], { canFile: false })),
      'GET /api/v1/ip-requests/assigned': ok(page([summary({ title: 'Someone’s design', kind: 'design' })])),
    });
    renderPage(<RequestsPage />);
    expect(await screen.findByRole('tab', { name: 'Assigned to me (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New IP request' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Someone’s design' })).toBeTruthy();
  });

  it('shows the marketplace’s offers and asks a signed-out visitor to sign in to ask', async () => {
    serve({
      'GET /api/v1/ip-marketplace': ok(page([listing({ can: { message: false } })], { limit: 24 })),
      'GET /api/v1/industries': ok([]),
    });
    renderPage(<MarketplacePage />, { path: '/search/ips' });
    const card = await screen.findByRole('article', { name: 'GreenLeaf word mark' });
    expect(within(card).getByText('Co-branded advisory services.')).toBeTruthy();
    expect(within(card).getByText('Agriculture & Agritech')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Sprout Robotics' }).getAttribute('href')).toBe(owner.url);
    expect(within(card).getByRole('link', { name: 'Sign in to ask about licensing' })).toBeTruthy();
  });

  it('lets a signed-in member ask the owner about licensing in a message', async () => {
    signInFixture();
    serve({
      'GET /api/v1/ip-marketplace': ok(page([listing()], { limit: 24 })),
      'GET /api/v1/industries': ok([]),
    });
    renderPage(<MarketplacePage />, { path: '/search/ips' });
    const ask = await screen.findByRole('link', { name: 'Ask Sprout Robotics about licensing GreenLeaf word mark' });
    expect(ask.getAttribute('href')).toBe('/chat/conversations?with=p9');
  });
});
