import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { operatorSession } from '../../../test/console-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { serve } from '../../../test/serve.ts';
import { ok, orderFixture, orderUuid } from '../payments-fixture.ts';
import { RefundModal } from './refund-modal.tsx';

const refundUrl = `/api/v1/admin/payments/orders/${orderUuid}/refund`;

const sent = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url) === refundUrl && init?.method === 'POST')
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : null));

const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });

describe('RefundModal', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('sends the amount people type in rupees as paise, with the reason', async () => {
    sessionStore.signIn(operatorSession);
    const fetch = serve({ [`POST ${refundUrl}`]: ok(orderFixture({ status: 'partially_refunded' })) });
    const onClose = vi.fn();
    renderPage(<RefundModal order={orderFixture()} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Refund' });
    // What is left to refund is offered first: the whole ₹11,800.
    expect((amountField() as HTMLInputElement).value).toBe('11,800');
    fireEvent.change(amountField(), { target: { value: '2,500.50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Event moved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(fetch)).toEqual([{ amountMinor: 250_050, reason: 'Event moved' }]);
  });

  it('refuses an empty amount with the shared schema’s words, and shows the server’s refusal', async () => {
    sessionStore.signIn(operatorSession);
    const fetch = serve({
      [`POST ${refundUrl}`]: { status: 409, body: { message: 'Only ₹1,000.00 is left to refund', errors: [] } },
    });
    renderPage(<RefundModal order={orderFixture()} onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Refund' });
    fireEvent.change(amountField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/Enter an amount|Amount/, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    fireEvent.change(amountField(), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Only ₹1,000.00 is left to refund')).toBeTruthy();
    expect(sent(fetch)).toEqual([{ amountMinor: 500_000, reason: '' }]);
  });
});
