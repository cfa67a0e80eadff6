import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MetricChart, ReviewedStartup } from '@ventura/shared';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import {
  acme,
  asha,
  bodyOf,
  customersType,
  fetched,
  metricsTestHooks,
  metricTypes,
  one,
  otherStartupUuid,
  page,
  person,
  revenueType,
  startupMetrics,
  startupUuid,
} from '../metrics-fixture.ts';
import { MetricsPage } from '../pages/metrics-page.tsx';

const beta = person(otherStartupUuid, 'Beta Foods', 'startup');
const asReviewer = startupMetrics({
  metrics: {
    revenue: [{ period: '2026-06', value: 1000, note: null, status: 'submitted', updatedAt: '2026-07-02T10:00:00Z' }],
  },
  requests: [
    {
      uuid: 'r1',
      reviewer: asha,
      message: 'Please add May revenue',
      metrics: ['revenue'],
      createdAt: '2026-06-10T10:00:00Z',
      answeredAt: '2026-06-12T10:00:00Z',
    },
    {
      uuid: 'r2',
      reviewer: asha,
      message: 'How many customers in June?',
      metrics: ['customers'],
      createdAt: '2026-07-03T10:00:00Z',
      answeredAt: null,
    },
  ],
  comments: [
    {
      uuid: 'c1',
      author: asha,
      metric: null,
      period: null,
      body: 'Strong quarter.',
      createdAt: '2026-07-04T10:00:00Z',
    },
  ],
  can: { edit: false, chooseReviewers: false, comment: true, requestUpdate: true },
});

const revenueChart = (startups: (typeof acme)[]): MetricChart => ({
  metric: revenueType,
  periods: ['2026-04', '2026-05', '2026-06'],
  series: startups.map((startup, index) => ({
    startup,
    points: [
      { period: '2026-04', value: 800 + index, growth: null },
      { period: '2026-05', value: null, growth: null },
      { period: '2026-06', value: 1000 + index, growth: 25 },
    ],
  })),
});

const reviewed = (startup: typeof acme, changes: Partial<ReviewedStartup> = {}): ReviewedStartup => ({
  startup,
  lastReported: '2026-06',
  pending: 1,
  openRequests: 0,
  ...changes,
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

describe('a reviewer', () => {
  metricsTestHooks('investor');

  it("sees a startup's submitted values, requests open first, and asks for an update", async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = serve({
      ...profileAnswerFor('investor'),
      [`GET /api/v2/metrics/all?startup=${startupUuid}`]: one(asReviewer),
      [`GET /api/v2/metrics/charts?metric=revenue&startups=${startupUuid}`]: one(revenueChart([acme])),
      'PATCH /api/v2/metrics/request-update': one({ ...asReviewer.requests[1], uuid: 'r3' }),
    });
    renderPage(<MetricsPage />, { path: `/growth-metrics?startup=${startupUuid}` });

    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Our metrics' })).toBeNull();
    const values = screen.getByRole('table', { name: 'Monthly metrics' });
    expect(within(values).getByText('1,000')).toBeTruthy();
    expect(within(values).queryByRole('spinbutton')).toBeNull();
    expect(within(values).queryByRole('textbox')).toBeNull();

    const requests = within(screen.getByRole('list', { name: 'Update requests' })).getAllByRole('listitem');
    expect(within(requests[0] as HTMLElement).getByText('How many customers in June?')).toBeTruthy();
    expect(within(requests[0] as HTMLElement).getByText('Open')).toBeTruthy();
    expect(within(requests[0] as HTMLElement).getByText('Asked for: Customers')).toBeTruthy();
    expect(within(requests[1] as HTMLElement).getByText(/Answered/)).toBeTruthy();

    // The chart of the startup's first metric, with its growth.
    await waitFor(() =>
      expect(fetched(fetch, `/api/v2/metrics/charts?metric=revenue&startups=${startupUuid}`)).toBe(true),
    );
    expect(await screen.findByRole('img', { name: /Revenue, Apr 2026 to Jun 2026/ })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Growth by period' })).getByText('+25%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print view' }).getAttribute('href')).toBe(
      `/growth-metrics-print?startup=${startupUuid}`,
    );

    const form = screen.getByRole('form', { name: 'Ask for an update' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for an update' }));
    expect(await within(form).findByText('Say what you would like updated')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('What would you like updated?'), {
      target: { value: 'Please report June customers' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Customers' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for an update' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'PATCH', '/api/v2/metrics/request-update')).toEqual({
        startupUUID: startupUuid,
        message: 'Please report June customers',
        metrics: ['customers'],
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Acme Robotics is asked for an update.' })),
    );
  });

  it('comments on the startup', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = serve({
      ...profileAnswerFor('investor'),
      [`GET /api/v2/metrics/all?startup=${startupUuid}`]: one(asReviewer),
      'POST /api/v2/metrics/comments': one(asReviewer.comments[0], 201),
    });
    renderPage(<MetricsPage />, { path: `/growth-metrics?startup=${startupUuid}` });
    expect(await screen.findByText('Strong quarter.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Nice growth in June' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', '/api/v2/metrics/comments')).toEqual({
        startupUUID: startupUuid,
        body: 'Nice growth in June',
      }),
    );
  });

  it('lists the startups it reviews, opens one in the address, and compares two', async () => {
    const fetch = serve({
      ...profileAnswerFor('investor'),
      'GET /api/v2/metrics/reviewer/startups?pageNumber=1&limit=20': page([
        reviewed(acme, { openRequests: 2 }),
        reviewed(beta, { lastReported: null, pending: 3 }),
      ]),
      'GET /api/v2/metrics/types/all': one(metricTypes.filter((type) => !type.retired)),
      [`GET /api/v2/metrics/charts?metric=customers&startups=${startupUuid}%2C${otherStartupUuid}`]: one({
        ...revenueChart([acme, beta]),
        metric: customersType,
      }),
    });
    renderPage(
      <>
        <MetricsPage />
        <Address />
      </>,
      { path: '/growth-metrics' },
    );

    expect(await screen.findByRole('heading', { name: 'Startups I review' })).toBeTruthy();
    expect(await screen.findByText(/Last reported: Jun 2026 · 1 metric pending · 2 open requests/)).toBeTruthy();
    expect(screen.getByText(/Nothing submitted yet · 3 metrics pending · 0 open requests/)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Acme Robotics' }));
    expect(screen.queryByLabelText('Metric to compare')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Beta Foods' }));
    expect((await screen.findAllByLabelText('Metric to compare')).length).toBeGreaterThan(0);
    const chart = await screen.findByRole('img', { name: /Customers, Apr 2026 to Jun 2026/ });
    expect(chart.getAttribute('aria-label')).toContain('Acme Robotics');
    expect(chart.getAttribute('aria-label')).toContain('Beta Foods');
    expect(within(screen.getByRole('list', { name: 'Customers: series' })).getAllByRole('listitem')).toHaveLength(2);
    expect(
      fetched(fetch, `/api/v2/metrics/charts?metric=customers&startups=${startupUuid}%2C${otherStartupUuid}`),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Acme Robotics' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        `/growth-metrics?startup=${startupUuid}`,
      ),
    );
  });

  it('accepts an emailed invitation once, then shows that startup without the token in the address', async () => {
    const token = 'tok_abcdefghijklmnopqrstuvwxyz';
    const fetch = serve({
      ...profileAnswerFor('investor'),
      'POST /api/v2/metrics/reviewers/accept': one({ startup: acme }),
      [`GET /api/v2/metrics/all?startup=${startupUuid}`]: one(asReviewer),
    });
    renderPage(
      <>
        <MetricsPage />
        <Address />
      </>,
      { path: `/growth-metrics?invite=${token}` },
    );
    expect(await screen.findByText('You now review the growth metrics of Acme Robotics.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Robotics' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`/growth-metrics?startup=${startupUuid}`);
    expect(bodyOf(fetch, 'POST', '/api/v2/metrics/reviewers/accept')).toEqual({ token });
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/reviewers/accept'))).toHaveLength(1);
  });

  it('says why an invitation could not be accepted, and drops it from the address', async () => {
    serve({
      ...profileAnswerFor('investor'),
      'POST /api/v2/metrics/reviewers/accept': { status: 410, body: { message: 'This invitation has expired' } },
      'GET /api/v2/metrics/reviewer/startups?pageNumber=1&limit=20': page([]),
    });
    renderPage(
      <>
        <MetricsPage />
        <Address />
      </>,
      { path: '/growth-metrics?invite=tok_abcdefghijklmnopqrstuvwxyz' },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This invitation has expired')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/growth-metrics'));
  });

  it('asks a visitor with an invitation to sign in, and comes back to it', async () => {
    sessionStore.clear();
    renderPage(<MetricsPage />, { path: '/growth-metrics?invite=tok_abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByText('Sign in to review growth metrics')).toBeTruthy();
    expect(screen.getByText(/You were invited to review a startup's growth metrics/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem('ventura-after-login')).toBe('/growth-metrics?invite=tok_abcdefghijklmnopqrstuvwxyz');
  });
});
