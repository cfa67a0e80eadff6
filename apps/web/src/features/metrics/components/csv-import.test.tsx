import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MetricImportPreview } from '@ventura/shared';
import { describe, expect, it, vi } from 'vitest';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { csvTemplate } from '../csv.ts';
import { bodyOf, metricsTestHooks, metricTypes, one, startupMetrics } from '../metrics-fixture.ts';
import { MetricsPage } from '../pages/metrics-page.tsx';

const csv = 'metric,period,value,note\nrevenue,2026-05,900,\nrevenue,2026-06,1000,\ncustomers,2026-06,12,\n';

const preview = (applied: boolean): MetricImportPreview => ({
  rows: [
    { line: 2, metric: 'revenue', period: '2026-05', before: null, after: 900, change: 'add' },
    { line: 3, metric: 'revenue', period: '2026-06', before: 1000, after: 1000, change: 'same' },
    { line: 4, metric: 'customers', period: '2026-06', before: 10, after: 12, change: 'change' },
  ],
  applied,
});

const chooseFile = async (text: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import metrics from a CSV' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], 'metrics.csv', { type: 'text/csv' })] } });
  return dialog;
};

describe('the CSV import', () => {
  metricsTestHooks('startup');

  it('offers a template of the metrics asked for, with their last closed period', () => {
    expect(csvTemplate(metricTypes, new Date('2026-07-15T10:00:00Z')).split('\r\n')).toEqual([
      'metric,period,value,note',
      'customers,2026-06,,',
      'revenue,2026-06,,',
      'jobs_created,2026-Q2,,',
    ]);
  });

  it('previews what the file changes line by line, then applies it', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    // The preview and the applied import answer alike but for `applied`, as the body asks.
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/v1/users/profile')
        return Response.json(profileAnswerFor('startup')['GET /api/v1/users/profile'].body);
      if (url === '/api/v2/metrics/all') return Response.json({ data: startupMetrics() });
      if (url === '/api/v2/metrics/import' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        return Response.json({ data: preview(body.apply === true) });
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    const dialog = await chooseFile(csv);
    const template = within(dialog).getByRole('link', { name: 'Download the template' });
    expect(template.getAttribute('download')).toBe('growth-metrics-template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('revenue,2026-06,,');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const table = await within(dialog).findByRole('table', { name: 'What the file changes' });
    await waitFor(() => expect(bodyOf(fetch, 'POST', '/api/v2/metrics/import')).toEqual({ csv, apply: false }));
    expect(within(dialog).getByText('1 to add, 1 to change, 1 unchanged')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Revenue', 'May 2026', '–No value', '900', 'Add'],
      ['3', 'Revenue', 'Jun 2026', '1,000', '1,000', 'Same'],
      ['4', 'Customers', 'Jun 2026', '10', '12', 'Change'],
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(bodyOf(fetch, 'POST', '/api/v2/metrics/import', 1)).toEqual({ csv, apply: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Imported: 1 to add, 1 to change, 1 unchanged.' }),
    );
    // The values are read again.
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/v2/metrics/all').length).toBeGreaterThan(1),
    );
  });

  it('lists each broken line the server names, and applies nothing', async () => {
    const fetch = serve({
      ...profileAnswerFor('startup'),
      'GET /api/v2/metrics/all': one(startupMetrics()),
      'POST /api/v2/metrics/import': {
        status: 400,
        body: {
          message: 'The file has errors',
          errors: ['Line 3: there is no metric churn', 'Line 5: 2027-01 is in the future'],
        },
      },
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    const dialog = await chooseFile('metric,period,value,note\nrevenue,2026-05,900,\nchurn,2026-05,2,\n');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The file was not imported')).toBeTruthy();
    expect(within(alert).getByText('Line 3: there is no metric churn')).toBeTruthy();
    expect(within(alert).getByText('Line 5: 2027-01 is in the future')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/v2/metrics/import')).toHaveLength(1);
  });
});
