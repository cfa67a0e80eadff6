import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { VerifyFormPage } from './verify-form-page.tsx';

/** Where the router is, to see where Verify went (the test's router renders every path alike). */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

const open = () => {
  renderPage(
    <>
      <VerifyFormPage />
      <Address />
    </>,
    { path: '/certi' },
  );
  const form = screen.getByRole('form', { name: 'Verify a certificate' });
  const field = within(form).getByRole('textbox', { name: /Certificate id/ });
  const verify = (typed: string) => {
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
  };
  return { form, field, verify };
};

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('VerifyFormPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads an id as people type it and opens its verify page', async () => {
    const { verify } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeTruthy();
    // Lower case, no dashes, O for zero, L for one: the id it means.
    verify(' k7qm 2x9d pa4t ');
    await vi.waitFor(() => expect(address()).toBe('/certificate/verify/K7QM-2X9D-PA4T'));
    verify('1234-5678-9ABO');
    await vi.waitFor(() => expect(address()).toBe('/certificate/verify/1234-5678-9AB0'));
    verify('lOOO-0000-0000');
    await vi.waitFor(() => expect(address()).toBe('/certificate/verify/1000-0000-0000'));
  });

  it('says on the field what cannot be an id, and goes nowhere', () => {
    const { form, field, verify } = open();
    verify('');
    expect(within(form).getByText('Type the id printed on the certificate')).toBeTruthy();
    verify('K7QM-2X9D');
    expect(within(form).getByText('A certificate id has 12 letters and digits, like K7QM-2X9D-PA4T')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // U is not a letter of the ids.
    verify('U7QM-2X9D-PA4T');
    expect(within(form).getByText('A certificate id has 12 letters and digits, like K7QM-2X9D-PA4T')).toBeTruthy();
    expect(address()).toBe('/certi');
  });
});
