import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { fetched, metricsTestHooks, one, startupMetrics, startupUuid } from '../metrics-fixture.ts';
import { PrintPage } from './print-page.tsx';

describe('the printable report', () => {
  metricsTestHooks('investor');

  it("prints a startup's submitted values by period with a chart per metric, under the tenant's brand", async () => {
    const fetch = serve({ [`GET /api/v2/metrics/all?startup=${startupUuid}`]: one(startupMetrics()) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<PrintPage />, { path: `/growth-metrics-print?startup=${startupUuid}&from=2026-03&to=2026-06` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Growth metrics: Acme Robotics' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ventura Startup Mission logo' })).toBeTruthy();
    expect(screen.getByText(/Mar 2026 to Jun 2026 · Submitted values/)).toBeTruthy();
    expect(fetched(fetch, `/api/v2/metrics/all?startup=${startupUuid}`)).toBe(true);

    const monthly = screen.getByRole('table', { name: 'Monthly metrics' });
    const rows = within(monthly)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Metric', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'],
      ['RevenueAmount', '–No value', '800After the pilot', '–No value', '1,000'],
      // June's customers are a draft: never printed.
      ['CustomersCount', '–No value', '–No value', '–No value', '–No value'],
    ]);
    const quarterly = screen.getByRole('table', { name: 'Quarterly metrics' });
    expect(within(quarterly).getByRole('columnheader', { name: 'Q2 2026' })).toBeTruthy();
    expect(within(quarterly).getByText('3')).toBeTruthy();

    // A chart for each metric with something submitted.
    const charts = screen.getAllByRole('img', { name: /to Jun 2026|Q1 2026 to Q2 2026/ });
    expect(charts.map((chart) => chart.getAttribute('aria-label')?.split(',')[0])).toEqual(['Revenue', 'Jobs created']);

    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to growth metrics' }).getAttribute('href')).toBe(
      `/growth-metrics?startup=${startupUuid}`,
    );
    vi.unstubAllGlobals();
  });

  it('reads the own startup over the last twelve months when the address names neither', async () => {
    serve({ 'GET /api/v2/metrics/all': one(startupMetrics()) });
    renderPage(<PrintPage />, { path: '/growth-metrics-print' });
    const monthly = await screen.findByRole('table', { name: 'Monthly metrics' });
    const headers = within(monthly)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toHaveLength(13);
    expect(headers[1]).toBe('Aug 2025');
    expect(headers.at(-1)).toBe('Jul 2026');
    await waitFor(() => expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-08'));
  });
});
