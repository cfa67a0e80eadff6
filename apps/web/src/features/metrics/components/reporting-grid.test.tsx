import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { metricErrors } from '@ventura/shared';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { bodyOf, metricsTestHooks, one, startupMetrics } from '../metrics-fixture.ts';
import { MetricsPage } from '../pages/metrics-page.tsx';

const allUrl = 'GET /api/v2/metrics/all';

describe('the reporting grid', () => {
  metricsTestHooks('startup');

  it('shows the pending metrics and the last six periods, metrics in order, retired ones without values hidden', async () => {
    serve({ ...profileAnswerFor('startup'), [allUrl]: one(startupMetrics()) });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    expect(await screen.findByText('Customers: Jun 2026')).toBeTruthy();
    const monthly = screen.getByRole('table', { name: 'Monthly metrics' });
    const headers = within(monthly)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Metric', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026']);
    const rows = within(monthly)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows[0]).toMatch(/^Revenue/);
    expect(rows[1]).toMatch(/^Customers/);
    expect(rows.some((row) => row?.startsWith('Patents'))).toBe(false);
    // Quarterly types take quarters only.
    const quarterly = screen.getByRole('table', { name: 'Quarterly metrics' });
    expect(within(quarterly).getByRole('columnheader', { name: 'Q3 2026' })).toBeTruthy();
    expect((within(quarterly).getByLabelText('Jobs created, Q2 2026') as HTMLInputElement).value).toBe('3');
    // A draft says so.
    expect(screen.getByLabelText('Customers, Jun 2026').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(monthly).getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier periods' }));
    expect(within(monthly).getByRole('columnheader', { name: 'Aug 2025' })).toBeTruthy();
  });

  it('saves only the cells that changed, an emptied one as null', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const saved = startupMetrics({ pending: [] });
    const fetch = serve({
      ...profileAnswerFor('startup'),
      [allUrl]: one(startupMetrics()),
      'POST /api/v2/metrics/save': one(saved, 201),
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    const july = await screen.findByLabelText('Revenue, Jul 2026');
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(july, { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Customers, Jun 2026'), { target: { value: '' } });
    // Typed and typed back: not a change.
    const may = screen.getByLabelText('Revenue, May 2026');
    fireEvent.change(may, { target: { value: '5' } });
    fireEvent.change(may, { target: { value: '' } });
    expect(screen.getByText(/2 unsaved changes/)).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', '/api/v2/metrics/save')).toEqual({
        metrics: [
          { metric: 'revenue', period: '2026-07', value: 1500, note: null },
          { metric: 'customers', period: '2026-06', value: null },
        ],
        submit: false,
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your draft is saved.' })),
    );
    expect(await screen.findByText(/No unsaved changes/)).toBeTruthy();
  });

  it('submits the changes with the drafts, and sends a note with its value', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = serve({
      ...profileAnswerFor('startup'),
      [allUrl]: one(startupMetrics()),
      'POST /api/v2/metrics/save': one(startupMetrics(), 201),
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    fireEvent.change(await screen.findByLabelText('Revenue, Jul 2026'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Note for Revenue, Jul 2026' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note for Revenue, Jul 2026' }), {
      target: { value: 'First month with the new plan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit to reviewers' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', '/api/v2/metrics/save')).toEqual({
        metrics: [
          { metric: 'revenue', period: '2026-07', value: 1200, note: 'First month with the new plan' },
          { metric: 'customers', period: '2026-06', value: 10, note: null },
        ],
        submit: true,
      }),
    );
  });

  it("shows the server's errors beside the grid, on the cells they name, and the spec's toast", async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    serve({
      ...profileAnswerFor('startup'),
      [allUrl]: one(startupMetrics({ metrics: {}, pending: [] })),
      'POST /api/v2/metrics/save': {
        status: 400,
        body: {
          message: 'Bad request',
          errors: ['body.metrics.1.value: A count is a whole number, not negative', 'Acme was founded in 2026'],
        },
      },
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });

    fireEvent.change(await screen.findByLabelText('Revenue, Feb 2026'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Customers, Mar 2026'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(metricErrors.save)).toBeTruthy();
    expect(within(alert).getByText('Customers, Mar 2026: A count is a whole number, not negative')).toBeTruthy();
    expect(within(alert).getByText('Acme was founded in 2026')).toBeTruthy();
    expect(screen.getByLabelText('Customers, Mar 2026').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Revenue, Feb 2026').getAttribute('aria-invalid')).not.toBe('true');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: metricErrors.save }));
    // What was typed stays, to be corrected.
    expect((screen.getByLabelText('Customers, Mar 2026') as HTMLInputElement).value).toBe('4');
  });

  it('says growth metrics are for approved profiles when the profile may do neither', async () => {
    const answer = profileAnswerFor('investor');
    const profile = answer['GET /api/v1/users/profile'].body.data;
    serve({
      'GET /api/v1/users/profile': {
        status: 200,
        body: { data: { ...profile, approvalStatus: 'submitted', can: { ...profile.can, reviewMetrics: false } } },
      },
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });
    expect(await screen.findByText(/Growth metrics are open to approved profiles/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Our metrics' })).toBeNull();
  });

  it('says so when the tenant does not offer growth metrics, and asks a visitor to sign in', async () => {
    const tenant = tenantFixture();
    renderPage(<MetricsPage />, {
      path: '/growth-metrics',
      tenant: { ...tenant, features: { ...tenant.features, growth_metrics: false } },
    });
    expect(await screen.findByText(/Growth metrics are not offered/)).toBeTruthy();
    cleanup();
    sessionStore.clear();
    renderPage(<MetricsPage />, { path: '/growth-metrics' });
    expect(await screen.findByText('Sign in to use growth metrics')).toBeTruthy();
  });
});
