import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MetricType, MissingReport, PortfolioMetrics } from '@ventura/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { operatorSession } from '../../../test/console-fixture.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { partnerSession } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { portfolioExportUrl } from './api.ts';
import { PortfolioMetricsPage } from './portfolio-page.tsx';

const typeOf = (key: string, name: string, position: number, unit: MetricType['unit'] = 'count'): MetricType => ({
  key,
  name,
  unit,
  period: 'monthly',
  required: false,
  position,
  retired: false,
});
const revenue = typeOf('revenue', 'Revenue', 0, 'currency');
const customers = typeOf('customers', 'Customers', 1);
const jobs = typeOf('jobs_created', 'Jobs created', 2);
const funding = typeOf('funding_raised', 'Funding raised', 3, 'currency');

const portfolio: PortfolioMetrics = {
  startups: 12,
  periods: ['2026-02', '2026-03'],
  metrics: [
    {
      metric: jobs,
      rows: [
        { period: '2026-02', reported: 9, total: 41, median: 4 },
        { period: '2026-03', reported: 7, total: 38, median: 5.5 },
      ],
    },
    {
      metric: revenue,
      rows: [
        { period: '2026-02', reported: 0, total: 0, median: null },
        { period: '2026-03', reported: 5, total: 1_250_000.5, median: 180_000 },
      ],
    },
  ],
};

const startup = (index: number): MissingReport => ({
  startup: {
    uuid: `0f8fad5b-d9cb-469f-a165-${String(index).padStart(12, '0')}`,
    name: `Startup ${index}`,
    accountType: 'startup',
    accountTypeLabel: 'Startup',
    organizationName: null,
    avatar: null,
  },
  lastReported: index === 1 ? null : '2026-01',
});
const missingPage = (pageNumber: number, from: number, to: number, total: number): Answer => ({
  status: 200,
  body: {
    data: {
      items: Array.from({ length: to - from + 1 }, (_, offset) => startup(from + offset)),
      total,
      pageNumber,
      limit: 25,
    },
  },
});

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });
const missingUrl = '/api/v2/metrics/portfolio/missing';

const open = () => {
  const fetch = serve({
    'GET /api/v2/metrics/types/all': ok([revenue, customers, jobs, funding]),
    'GET /api/v2/metrics/portfolio': ok(portfolio),
    [`GET ${missingUrl}?metric=jobs_created&pageNumber=1&limit=25`]: missingPage(1, 1, 25, 30),
    [`GET ${missingUrl}?metric=jobs_created&pageNumber=2&limit=25`]: missingPage(2, 26, 30, 30),
    [`GET ${missingUrl}?metric=revenue&pageNumber=1&limit=25`]: missingPage(1, 40, 41, 2),
  });
  renderPage(<PortfolioMetricsPage />, { path: '/admin/growth-metrics' });
  return fetch;
};

const calls = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);

const rowOf = (table: HTMLElement, period: string) => {
  const tr = within(table).getByRole('rowheader', { name: period }).closest('tr');
  if (!tr) throw new Error(`no row for ${period}`);
  return within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

const pick = async (label: RegExp, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('PortfolioMetricsPage', { timeout: 20_000 }, () => {
  // A searchable select scrolls its chosen option into view, which jsdom cannot; put back what was there after.
  const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: () => undefined });
  });
  afterAll(() => {
    if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-15T10:00:00Z'));
    sessionStore.signIn(operatorSession);
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the usual metrics over the last twelve months and shows their totals and medians', async () => {
    const fetch = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Growth metrics' })).toBeTruthy();
    expect(await screen.findByText('12 startups in the portfolio')).toBeTruthy();
    const [asked] = calls(fetch, '/api/v2/metrics/portfolio');
    const query = new URL(String(asked), 'http://localhost').searchParams;
    expect(query.get('metrics')).toBe('jobs_created,revenue,funding_raised');
    expect(query.get('from')).toBe('2025-04');
    expect(query.get('to')).toBe('2026-03');

    const jobsTable = screen.getByRole('table', { name: 'Jobs created per period' });
    expect(rowOf(jobsTable, 'Mar 2026')).toEqual(['7', '38', '5.5']);
    const revenueTable = screen.getByRole('table', { name: 'Revenue per period' });
    expect(rowOf(revenueTable, 'Mar 2026')).toEqual(['5', '1,250,000.5', '180,000']);
    expect(rowOf(revenueTable, 'Feb 2026')).toEqual(['0', '0', 'None']);
    expect(screen.getByRole('img', { name: /^Jobs created: total per period, Feb 2026 to Mar 2026/ })).toBeTruthy();
    // Operators manage the types from here.
    expect(screen.getByRole('link', { name: 'Metric types' }).getAttribute('href')).toBe('/admin/growth-metrics/types');
  });

  it('asks again for the range chosen', async () => {
    const fetch = open();
    await screen.findByText('12 startups in the portfolio');
    await pick(/^From/, 'Oct 2025');
    await waitFor(() => expect(calls(fetch, '/api/v2/metrics/portfolio')).toHaveLength(2));
    const query = new URL(String(calls(fetch, '/api/v2/metrics/portfolio')[1]), 'http://localhost').searchParams;
    expect([query.get('from'), query.get('to')]).toEqual(['2025-10', '2026-03']);
  });

  it('pages through the startups that have not reported, and starts again for another metric', async () => {
    const fetch = open();
    const section = await screen.findByRole('region', { name: 'Not reported' });
    const table = await within(section).findByRole('table', { name: 'Startups that have not reported Jobs created' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    expect(rowOf(table, 'Startup 1')).toEqual(['Never']);
    expect(rowOf(table, 'Startup 2')).toEqual(['Jan 2026']);
    expect(within(section).getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByRole('rowheader', { name: 'Startup 30' })).toBeTruthy();
    expect(within(section).queryByRole('rowheader', { name: 'Startup 1' })).toBeNull();
    expect(within(section).getByText('26–30 of 30')).toBeTruthy();

    fireEvent.click(within(section).getByRole('combobox', { name: 'Metric' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Revenue' }));
    expect(await within(section).findByRole('rowheader', { name: 'Startup 40' })).toBeTruthy();
    expect(calls(fetch, missingUrl)).toEqual([
      `${missingUrl}?metric=jobs_created&pageNumber=1&limit=25`,
      `${missingUrl}?metric=jobs_created&pageNumber=2&limit=25`,
      `${missingUrl}?metric=revenue&pageNumber=1&limit=25`,
    ]);
  });

  it('downloads the CSV of the range with the session’s token', async () => {
    const fetch = open();
    const { createObjectURL } = stubObjectUrls('blob:csv');
    await screen.findByText('12 startups in the portfolio');
    fetch.mockImplementationOnce(async () => new Response('startup,metric,period,value,note\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCall = fetch.mock.calls.find(([url]) => String(url).includes('/portfolio/export'));
    expect(String(exportCall?.[0])).toBe('/api/v2/metrics/portfolio/export?from=2025-04&to=2026-03');
    expect(exportCall?.[1]?.headers).toEqual({ authorization: 'Bearer token-operator' });
    expect(portfolioExportUrl('2025-Q1', '2026-03')).toBe('/api/v2/metrics/portfolio/export?from=2025-Q1&to=2026-03');
  });

  it('gives a partner the same figures without the types', async () => {
    sessionStore.signIn(partnerSession);
    open();
    expect(await screen.findByText('12 startups in the portfolio')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Metric types' })).toBeNull();
  });

  it('says so when the tenant has growth metrics off, and asks nothing', () => {
    const fetch = serve({});
    const tenant = tenantFixture();
    renderPage(<PortfolioMetricsPage />, {
      path: '/admin/growth-metrics',
      tenant: { ...tenant, features: { ...tenant.features, growth_metrics: false } },
    });
    expect(screen.getByText('Growth metrics are off')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
