import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MatchingConsole, MatchingPreview } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { MatchingPage } from './matching-page.tsx';

/** The investor pair with the description's words switched off; the program pair with eligibility private here. */
const matching = (stage = 30): MatchingConsole => ({
  pairs: [
    {
      pair: 'investor',
      factors: [
        { factor: 'stage', weight: stage, on: true, defaultWeight: 30, available: true },
        { factor: 'industries', weight: 25, on: true, defaultWeight: 25, available: true },
        { factor: 'ticket', weight: 20, on: true, defaultWeight: 20, available: true },
        { factor: 'thesis', weight: 15, on: false, defaultWeight: 15, available: true },
        { factor: 'geography', weight: 10, on: true, defaultWeight: 10, available: true },
      ],
    },
    {
      pair: 'program',
      factors: [
        { factor: 'industries', weight: 45, on: true, defaultWeight: 45, available: true },
        { factor: 'thesis', weight: 30, on: true, defaultWeight: 30, available: true },
        { factor: 'eligibility', weight: 25, on: true, defaultWeight: 25, available: false },
      ],
    },
  ],
});

const entry = (name: string, score: number) => ({
  uuid: `uuid-${name}`,
  name,
  score,
  reason: `Why ${name}`,
});
const preview: MatchingPreview = {
  samples: [
    {
      viewer: { uuid: 'viewer-1', name: 'Kisan Drones', accountType: 'startup' },
      kind: 'investors',
      current: [entry('Green Furrow Capital', 80), entry('Delta Seed Fund', 70), entry('Monsoon Ventures', 60)],
      proposed: [entry('Delta Seed Fund', 82), entry('Green Furrow Capital', 75), entry('Harvest Angels', 65)],
    },
  ],
};

const open = (answers: Record<string, Answer> = {}) => {
  const fetch = serve({ 'GET /api/v1/admin/matching': { status: 200, body: { data: matching() } }, ...answers });
  renderPage(<MatchingPage />, { path: '/admin/matching' });
  return fetch;
};
const card = async (name: string) => screen.findByRole('region', { name });
const weightBox = (region: HTMLElement, factor: string) =>
  within(region).getByRole('textbox', { name: `${factor} weight` });
const sent = (fetch: ReturnType<typeof serve>, method: string, url: string) =>
  fetch.mock.calls
    .filter(([called, init]) => String(called) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('MatchingPage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows each factor with its weight, its default and its share of the factors on', async () => {
    open();
    const investors = await card('Startups and investors');
    expect(weightBox(investors, 'Funding stage')).toHaveProperty('value', '30');
    expect(within(investors).getByRole('slider', { name: 'Funding stage weight' }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(within(investors).getAllByText('default 30')).toHaveLength(1);
    // 30, 25, 20 and 10 are on: 85 in all, the description's words (off) count for nothing.
    for (const share of ['35%', '29%', '24%', '12%', 'Off']) expect(within(investors).getByText(share)).toBeTruthy();
    expect(within(investors).getByRole('switch', { name: 'Words of the description' })).toHaveProperty(
      'checked',
      false,
    );

    const programs = await card('Startups and programs');
    const eligibility = within(programs).getByRole('switch', { name: /^Eligibility/ });
    expect(eligibility).toHaveProperty('disabled', true);
    expect(within(programs).getByText(/the field it reads is private on this platform/)).toBeTruthy();
    // Eligibility cannot count: industries and the description's words share the score, 45 to 30.
    for (const share of ['60%', '40%']) expect(within(programs).getByText(share)).toBeTruthy();
  });

  it('enables Save once a factor changes, saves every factor of the pair and is clean again after', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open({ 'PUT /api/v1/admin/matching': { status: 200, body: { data: matching(50) } } });
    const investors = await card('Startups and investors');
    const save = within(investors).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.click(within(investors).getByRole('switch', { name: 'Words of the description' }));
    expect(save).toHaveProperty('disabled', false);
    expect(within(investors).getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(within(investors).getByRole('switch', { name: 'Words of the description' }));
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(weightBox(investors, 'Funding stage'), { target: { value: '50' } });
    expect(save).toHaveProperty('disabled', false);
    // 50 of 105 now.
    expect(within(investors).getByText('48%')).toBeTruthy();
    fireEvent.click(save);

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Matching of startups and investors saved' }),
      ),
    );
    expect(sent(fetch, 'PUT', '/api/v1/admin/matching')).toEqual([
      {
        pair: 'investor',
        factors: {
          stage: { weight: 50, on: true },
          industries: { weight: 25, on: true },
          ticket: { weight: 20, on: true },
          thesis: { weight: 15, on: false },
          geography: { weight: 10, on: true },
        },
      },
    ]);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(within(investors).queryByText('Unsaved changes')).toBeNull();
    expect(weightBox(investors, 'Funding stage')).toHaveProperty('value', '50');
  });

  it('restores the defaults', async () => {
    open();
    const investors = await card('Startups and investors');
    fireEvent.click(within(investors).getByRole('button', { name: 'Restore defaults' }));
    expect(within(investors).getByRole('switch', { name: 'Words of the description' })).toHaveProperty('checked', true);
    expect(within(investors).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it('previews the top matches of sample members now and with the changes, nothing saved', async () => {
    const fetch = open({ 'POST /api/v1/admin/matching/preview': { status: 200, body: { data: preview } } });
    const investors = await card('Startups and investors');
    fireEvent.change(weightBox(investors, 'Industries in common'), { target: { value: '60' } });
    fireEvent.click(within(investors).getByRole('button', { name: 'Preview on a sample' }));

    const sample = await within(investors).findByRole('article', { name: 'Sample: Kisan Drones' });
    const now = within(sample).getByRole('list', { name: 'Now' });
    const proposed = within(sample).getByRole('list', { name: 'With these changes' });
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(names(now)).toEqual([
      expect.stringContaining('Green Furrow Capital80%'),
      expect.stringContaining('Delta Seed Fund70%'),
      expect.stringContaining('Monsoon Ventures60%Drops out'),
    ]);
    expect(names(proposed)).toEqual([
      expect.stringContaining('Delta Seed Fund82%Up 1'),
      expect.stringContaining('Green Furrow Capital75%Down 1'),
      expect.stringContaining('Harvest Angels65%New'),
    ]);
    expect(sent(fetch, 'POST', '/api/v1/admin/matching/preview')).toEqual([
      expect.objectContaining({
        pair: 'investor',
        factors: expect.objectContaining({ industries: { weight: 60, on: true } }),
      }),
    ]);
    expect(sent(fetch, 'PUT', '/api/v1/admin/matching')).toEqual([]);

    // A change after the preview makes it out of date.
    fireEvent.change(weightBox(investors, 'Country'), { target: { value: '5' } });
    expect(within(investors).getByText(/The factors changed since this preview/)).toBeTruthy();
  });

  it('shows the server’s refusal beside the form', async () => {
    open({
      'PUT /api/v1/admin/matching': {
        status: 422,
        body: {
          message: 'Keep at least one factor on with a weight above 0',
          errors: ['body.factors: Keep at least one factor on with a weight above 0'],
        },
      },
    });
    const programs = await card('Startups and programs');
    fireEvent.click(within(programs).getByRole('switch', { name: 'Industries in common' }));
    fireEvent.click(within(programs).getByRole('button', { name: 'Save' }));
    expect((await within(programs).findByRole('alert')).textContent).toContain(
      'Keep at least one factor on with a weight above 0',
    );
  });

  it('says so before sending factors that would count for nothing', async () => {
    const fetch = open();
    const investors = await card('Startups and investors');
    for (const factor of [
      'Funding stage',
      'Industries in common',
      'Cheque size against the amount raised',
      'Country',
    ]) {
      fireEvent.click(within(investors).getByRole('switch', { name: factor }));
    }
    fireEvent.click(within(investors).getByRole('button', { name: 'Preview on a sample' }));
    expect((await within(investors).findByRole('alert')).textContent).toContain(
      'Keep at least one factor on with a weight above 0',
    );
    expect(sent(fetch, 'POST', '/api/v1/admin/matching/preview')).toEqual([]);
  });
});
