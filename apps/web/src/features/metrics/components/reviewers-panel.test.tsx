import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { metricErrors } from '@ventura/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { profileAnswerFor } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { asha, bodyOf, one, page, person, signInAs, startupMetrics } from '../metrics-fixture.ts';
import { MetricsPage } from '../pages/metrics-page.tsx';

const ravi = person('b2222222-2222-4222-8222-222222222222', 'Ravi Mentor', 'mentor');
const candidates = [
  { ...asha, reason: 'Connected investor', chosen: true },
  { ...ravi, reason: 'Reviewer of Seed Sprint', chosen: false },
];
const candidatesUrl = 'GET /api/v2/metrics/reviewers/candidates?pageNumber=1&limit=20';

const openReviewers = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: 'Reviewers' }));
  return screen.findByRole('heading', { name: 'Your reviewers' });
};

describe('reviewers', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => signInAs('startup'));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('lists the reviewers and the open invitations', async () => {
    serve({
      ...profileAnswerFor('startup'),
      'GET /api/v2/metrics/all': one(
        startupMetrics({ invited: [{ email: 'lee@fund.example', expiresAt: '2026-08-01T12:00:00Z' }] }),
      ),
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics?view=reviewers' });
    const list = await screen.findByRole('list', { name: 'Reviewers' });
    expect(within(list).getByText('Asha Investor')).toBeTruthy();
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText(/lee@fund.example/)).toBeTruthy();
    expect(within(invitations).getByText(/1 Aug 2026/)).toBeTruthy();
  });

  it('chooses reviewers among the candidates, each with why they may be chosen', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = serve({
      ...profileAnswerFor('startup'),
      'GET /api/v2/metrics/all': one(startupMetrics()),
      [candidatesUrl]: page(candidates),
      'GET /api/v2/metrics/reviewers/candidates?q=ravi&pageNumber=1&limit=20': page([candidates[1]]),
      'PUT /api/v2/metrics/reviewers': one([ravi]),
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });
    await openReviewers();
    fireEvent.click(screen.getByRole('button', { name: 'Choose reviewers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose reviewers' });

    const currentOne = await within(dialog).findByRole('checkbox', { name: 'Asha Investor' });
    expect((currentOne as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Mentor · Reviewer of Seed Sprint')).toBeTruthy();
    fireEvent.click(currentOne);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ravi Mentor' }));
    expect(within(dialog).getByText(/1 chosen/)).toBeTruthy();

    // The choice holds across a search.
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search people' }), { target: { value: 'ravi' } });
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Asha Investor' })).toBeNull());
    expect((within(dialog).getByRole('checkbox', { name: 'Ravi Mentor' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save reviewers' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'PUT', '/api/v2/metrics/reviewers')).toEqual({ reviewersUUIDs: [ravi.uuid] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '1 reviewer can see your submitted metrics.' }),
    );
  });

  it('invites someone by email', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    const fetch = serve({
      ...profileAnswerFor('startup'),
      'GET /api/v2/metrics/all': one(startupMetrics()),
      'POST /api/v2/metrics/reviewers/invite': one(
        { email: 'lee@fund.example', expiresAt: '2026-08-01T00:00:00Z' },
        201,
      ),
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });
    await openReviewers();

    const form = screen.getByRole('form', { name: 'Invite by email' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Name: at least 2 characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/reviewers/invite'))).toBe(false);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Lee Chen' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'Lee@Fund.example' } });
    fireEvent.change(within(form).getByLabelText(/Message/), { target: { value: 'You know our numbers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST', '/api/v2/metrics/reviewers/invite')).toEqual({
        name: 'Lee Chen',
        email: 'Lee@Fund.example',
        message: 'You know our numbers',
      }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invitation sent to lee@fund.example' })),
    );
    await waitFor(() => expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it("says 'Error while inviting reviewer' with the server's reason when the invitation fails", async () => {
    serve({
      ...profileAnswerFor('startup'),
      'GET /api/v2/metrics/all': one(startupMetrics()),
      'POST /api/v2/metrics/reviewers/invite': {
        status: 409,
        body: { message: 'lee@fund.example already reviews your metrics' },
      },
    });
    renderPage(<MetricsPage />, { path: '/growth-metrics' });
    await openReviewers();
    const form = screen.getByRole('form', { name: 'Invite by email' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Lee Chen' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'lee@fund.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText(metricErrors.invite)).toBeTruthy();
    expect(within(alert).getByText('lee@fund.example already reviews your metrics')).toBeTruthy();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Lee Chen');
  });
});
