import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { signInFixture } from '../../../test/session-fixture.ts';
import { orderFixture, orderUuid } from '../payments-fixture.ts';
import { PaymentFailedPage } from './payment-failed-page.tsx';

const abandonUrl = `/api/v1/orders/${orderUuid}/abandon`;

/** Answers POST orders/:uuid/abandon with this status and body; anything else is not found. */
const answer = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input) === abandonUrl
        ? new Response(JSON.stringify(body), { status })
        : new Response(JSON.stringify({ message: 'Not found', errors: ['Not found'] }), { status: 404 }),
    );

const open = () =>
  renderPage(
    <Routes>
      <Route path="/payment/failed" element={<PaymentFailedPage />} />
    </Routes>,
    { path: `/payment/failed?order=${orderUuid}` },
  );

describe('PaymentFailedPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('tells the server once and says nothing was charged when the order failed', async () => {
    signInFixture();
    const fetch = answer(200, { data: orderFixture({ status: 'failed', invoiceNumber: null }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/Nothing was charged and nothing was unlocked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/membership');
    expect(fetch.mock.calls.filter(([url]) => String(url) === abandonUrl)).toHaveLength(1);
  });

  it('does not promise nothing was charged while the provider may still confirm', async () => {
    signInFixture();
    answer(200, { data: orderFixture({ status: 'pending', invoiceNumber: null }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Waiting for the provider' })).toBeTruthy();
    expect(screen.queryByText(/Nothing was charged and nothing was unlocked/)).toBeNull();
  });

  it('says so when the order is not the member’s or does not exist', async () => {
    signInFixture();
    answer(404, { message: 'This order does not exist', errors: ['This order does not exist'] });
    open();
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });
});
