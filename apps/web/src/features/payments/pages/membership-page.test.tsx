import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { formatMoney } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { tenantFixture } from '../../../test/tenant-fixture.ts';
import { noMembership, ok, orderFixture, planFixture, priceFixture } from '../payments-fixture.ts';
import { MembershipPage } from './membership-page.tsx';

const inclusive = planFixture({
  uuid: '7c2e4d3b-5e6f-4071-9b8c-0d1e2f3a4b5c',
  name: 'Starter',
  interval: 'monthly',
  price: priceFixture({ subtotalMinor: 118_000, taxMinor: 18_000, totalMinor: 118_000 }),
  unlocks: { features: [], accountTypes: ['investor'], eventSeats: 0 },
});

describe('MembershipPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows each plan with its price, interval and tax, and what it unlocks', async () => {
    signInFixture();
    serve({
      'GET /api/v1/payments/plans': ok({ provider: 'razorpay', plans: [planFixture(), inclusive] }),
      'GET /api/v1/membership': ok(noMembership),
    });
    renderPage(<MembershipPage />, { path: '/membership' });

    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText(`${formatMoney(1_180_000, 'INR')} / year`)).toBeTruthy();
    expect(
      within(growth).getByText(`${formatMoney(1_000_000, 'INR')} + GST 18% = ${formatMoney(1_180_000, 'INR')}`),
    ).toBeTruthy();
    const unlocks = within(growth).getByRole('list', { name: 'What Growth unlocks' });
    expect(within(unlocks).getByText('Startup booster kit')).toBeTruthy();
    expect(within(unlocks).getByText('2 paid event tickets included')).toBeTruthy();
    expect(within(growth).getByRole('button', { name: 'Choose Growth' })).toBeTruthy();

    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByText(`${formatMoney(118_000, 'INR')} / month`)).toBeTruthy();
    expect(within(starter).getByText('incl. GST 18%')).toBeTruthy();
    expect(within(starter).getByText('Investor profile')).toBeTruthy();
    expect(screen.getByText('You have no membership yet. Choose a plan below.')).toBeTruthy();
  });

  it('marks the plan the member holds and offers to cancel it at the period’s end', async () => {
    signInFixture();
    serve({
      'GET /api/v1/payments/plans': ok({ provider: 'stripe', plans: [planFixture()] }),
      'GET /api/v1/membership': ok({
        membership: {
          uuid: 'm-1',
          status: 'past_due',
          plan: { uuid: planFixture().uuid, name: 'Growth', interval: 'yearly' },
          startedAt: '2025-11-29T10:00:00.000Z',
          currentPeriodEnd: '2026-11-29T10:00:00.000Z',
          graceEndsAt: '2026-12-06T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          eventSeatsLeft: 1,
          can: { cancel: true, resume: false },
        },
        unlocked: { features: ['startup_kit'], accountTypes: [] },
        locked: [],
      }),
    });
    renderPage(<MembershipPage />, { path: '/membership' });
    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('Your plan')).toBeTruthy();
    expect(within(growth).queryByRole('button', { name: 'Choose Growth' })).toBeNull();
    expect(screen.getByText('Your renewal failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel your membership?' })).toBeTruthy();
  });

  it('shows no prices where the tenant takes no payments', async () => {
    signInFixture();
    serve({
      'GET /api/v1/payments/plans': ok({ provider: null, plans: [] }),
      'GET /api/v1/membership': ok({ ...noMembership, locked: [] }),
    });
    const tenant = tenantFixture();
    renderPage(<MembershipPage />, { path: '/membership', tenant });
    expect(await screen.findByRole('heading', { name: `${tenant.name} does not offer memberships` })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  it('goes to the provider’s page once the checkout is started', async () => {
    signInFixture();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const fetch = serve({
      'GET /api/v1/payments/plans': ok({ provider: 'stripe', plans: [planFixture()] }),
      'GET /api/v1/membership': ok(noMembership),
      'POST /api/v1/payments/checkout': ok(
        { order: orderFixture({ status: 'pending' }), redirectUrl: 'https://checkout.stripe.com/c/pay/cs_1' },
        201,
      ),
    });
    renderPage(<MembershipPage />, { path: '/membership' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    const sent = fetch.mock.calls.find(
      ([url, init]) => String(url).endsWith('/payments/checkout') && init?.method === 'POST',
    );
    expect(sent?.[1]?.body).toBe(JSON.stringify({ kind: 'plan', planUuid: planFixture().uuid }));
  });
});
