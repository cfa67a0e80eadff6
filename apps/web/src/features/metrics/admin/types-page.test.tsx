import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MetricType } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { sessionStore } from '../../../core/session.ts';
import { operatorSession } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { MetricTypesPage } from './types-page.tsx';

const typeOf = (key: string, name: string, position: number, changes: Partial<MetricType> = {}): MetricType => ({
  key,
  name,
  unit: 'count',
  period: 'monthly',
  required: false,
  position,
  retired: false,
  ...changes,
});
const revenue = typeOf('revenue', 'Revenue', 0, { unit: 'currency', required: true });
const jobs = typeOf('jobs_created', 'Jobs created', 1);
const patents = typeOf('patents_filed', 'Patents filed', 2, { period: 'quarterly', retired: true });

const typesUrl = '/api/v2/metrics/types/all';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

const open = (answers: Record<string, Answer> = {}) => {
  const fetch = serve({ [`GET ${typesUrl}?retired=true`]: ok([jobs, patents, revenue]), ...answers });
  renderPage(<MetricTypesPage />, { path: '/admin/growth-metrics/types' });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const row = async (name: string) => {
  const cell = await screen.findByRole('rowheader', { name });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row of ${name}`);
  return tr;
};

/** The success toasts (the page renders without the notifications host). */
const spyOnSuccess = () => vi.spyOn(notify, 'success').mockImplementation(() => '');
let success: ReturnType<typeof spyOnSuccess>;

const addForm = () => screen.getByRole('form', { name: 'Add a metric' });

describe('MetricTypesPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    sessionStore.signIn(operatorSession);
    success = spyOnSuccess();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('lists every type in the startups’ order, retired ones too, with unit, period and state', async () => {
    open();
    const table = await screen.findByRole('table', { name: /3 metric types/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Revenue', 'Jobs created', 'Patents filed']);
    const revenueRow = await row('Revenue');
    expect(within(revenueRow).getByText('Amount')).toBeTruthy();
    expect(within(revenueRow).getByRole<HTMLInputElement>('switch', { name: 'Required: Revenue' }).checked).toBe(true);
    const patentsRow = await row('Patents filed');
    expect(within(patentsRow).getByText('Quarterly')).toBeTruthy();
    expect(within(patentsRow).getByText('Retired')).toBeTruthy();
    expect(within(patentsRow).getByRole('button', { name: 'Bring back Patents filed' })).toBeTruthy();
  });

  it('adds a type with a key written from its name', async () => {
    const burn = typeOf('monthly_burn', 'Monthly burn', 3, { unit: 'currency', required: true });
    const fetch = open({ 'POST /api/v2/metrics/types': ok(burn, 201) });
    await screen.findByRole('table');
    const form = addForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Monthly burn' } });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Key/ }).value).toBe('monthly_burn');
    fireEvent.click(within(form).getByRole('button', { name: 'Add metric' }));
    // The unit is required by NewMetricType: nothing goes until it is chosen.
    expect(await within(form).findByText('Choose currency, count, percent or months')).toBeTruthy();
    expect(sent(fetch, 'POST', '/api/v2/metrics/types')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('combobox', { name: /^Unit/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Amount' }));
    fireEvent.click(within(form).getByRole('switch', { name: /^Required/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add metric' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST', '/api/v2/metrics/types')).toEqual([
        { key: 'monthly_burn', name: 'Monthly burn', unit: 'currency', period: 'monthly', required: true },
      ]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Monthly burn added: startups are asked for it from their next report.'),
    );
  });

  it('shows the server’s refusal by the field it names, and a taken key on the key', async () => {
    const fetch = open({
      'POST /api/v2/metrics/types': {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.name: Name: at least 2 characters'] },
      },
    });
    await screen.findByRole('table');
    const form = addForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Jobs created' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Key/ }), { target: { value: 'jobs' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Jobs' } });
    // A key typed by hand stays when the name changes.
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Key/ }).value).toBe('jobs');
    fireEvent.click(within(form).getByRole('combobox', { name: /^Unit/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Count' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add metric' }));
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Name: at least 2 characters')).toBeTruthy();
    expect(sent(fetch, 'POST', '/api/v2/metrics/types')).toHaveLength(1);

    fetch.mockImplementationOnce(
      async () =>
        new Response(
          JSON.stringify({
            message: "There is already a metric with the key 'jobs'",
            errors: ["There is already a metric with the key 'jobs'"],
          }),
          { status: 409 },
        ),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add metric' }));
    expect(await within(form).findByText("There is already a metric with the key 'jobs'")).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^Key/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('retires a type and brings one back', async () => {
    const fetch = open({
      'PATCH /api/v2/metrics/types/jobs_created': ok({ ...jobs, retired: true }),
      'PATCH /api/v2/metrics/types/patents_filed': ok({ ...patents, retired: false }),
    });
    fireEvent.click(within(await row('Jobs created')).getByRole('button', { name: 'Retire Jobs created' }));
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', '/api/v2/metrics/types/jobs_created')).toEqual([{ retired: true }]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Jobs created retired: its values stay, startups are no longer asked for it.',
      ),
    );
    fireEvent.click(within(await row('Patents filed')).getByRole('button', { name: 'Bring back Patents filed' }));
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', '/api/v2/metrics/types/patents_filed')).toEqual([{ retired: false }]),
    );
  });

  it('makes a type optional with its switch', async () => {
    const fetch = open({ 'PATCH /api/v2/metrics/types/revenue': ok({ ...revenue, required: false }) });
    fireEvent.click(within(await row('Revenue')).getByRole('switch', { name: 'Required: Revenue' }));
    await waitFor(() => expect(sent(fetch, 'PATCH', '/api/v2/metrics/types/revenue')).toEqual([{ required: false }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Revenue is now optional.'));
  });

  it('renames a type in a dialog', async () => {
    const fetch = open({ 'PATCH /api/v2/metrics/types/jobs_created': ok({ ...jobs, name: 'Jobs added' }) });
    fireEvent.click(within(await row('Jobs created')).getByRole('button', { name: 'Rename Jobs created' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Jobs created' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'J' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Name: at least 2 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Jobs added' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(sent(fetch, 'PATCH', '/api/v2/metrics/types/jobs_created')).toEqual([{ name: 'Jobs added' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves a type up by sending every key in the new order', async () => {
    const fetch = open({
      'PUT /api/v2/metrics/types/order': ok([
        { ...revenue, position: 0 },
        { ...patents, position: 1 },
        { ...jobs, position: 2 },
      ]),
    });
    const first = await row('Revenue');
    expect(within(first).getByRole('button', { name: 'Move up: Revenue' })).toHaveProperty('disabled', true);
    fireEvent.click(within(await row('Patents filed')).getByRole('button', { name: 'Move up: Patents filed' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT', '/api/v2/metrics/types/order')).toEqual([
        { keys: ['revenue', 'patents_filed', 'jobs_created'] },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Patents filed moved up.'));
  });
});
