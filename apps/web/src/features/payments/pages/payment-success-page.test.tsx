import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { orderFixture, orderUuid } from '../payments-fixture.ts';
import { PaymentSuccessPage } from './payment-success-page.tsx';

const orderUrl = `/api/v1/orders/${orderUuid}`;

/** Answers GET orders/:uuid with each order in turn, the last one from then on. */
const answerInTurn = (...orders: ReturnType<typeof orderFixture>[]) => {
  let asked = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) !== orderUrl) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const order = orders[Math.min(asked, orders.length - 1)];
    asked += 1;
    return new Response(JSON.stringify({ data: order }), { status: 200 });
  });
};

const open = () =>
  renderPage(
    <Routes>
      <Route path="/payment/success" element={<PaymentSuccessPage />} />
      <Route path="/payment/failed" element={<h1>Payment failed page</h1>} />
    </Routes>,
    { path: `/payment/success?order=${orderUuid}&session_id=cs_test_1` },
  );

describe('PaymentSuccessPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('says it is confirming while the order is pending, then shows the paid order', async () => {
    signInFixture();
    const fetch = answerInTurn(orderFixture({ status: 'pending', invoiceNumber: null }), orderFixture());
    open();
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    // The page asks again every two seconds; the provider's confirmation arrives by then.
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByText('INV-2026-0007')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your membership' }).getAttribute('href')).toBe('/membership');
    expect(screen.getByRole('button', { name: 'Download invoice INV-2026-0007' })).toBeTruthy();
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('goes to the failed page when the payment failed', async () => {
    signInFixture();
    answerInTurn(orderFixture({ status: 'failed', invoiceNumber: null }));
    open();
    expect(await screen.findByRole('heading', { name: 'Payment failed page' })).toBeTruthy();
  });

  it('leads a ticket’s buyer to the event', async () => {
    signInFixture();
    const eventUuid = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    answerInTurn(
      orderFixture({ item: { kind: 'event_ticket', name: 'Demo Day', planUuid: null, eventUuid, interval: null } }),
    );
    open();
    expect((await screen.findByRole('link', { name: 'Go to the event' })).getAttribute('href')).toBe(
      `/calender/events/${eventUuid}`,
    );
  });

  it('asks a visitor to sign in', async () => {
    serve({});
    open();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
