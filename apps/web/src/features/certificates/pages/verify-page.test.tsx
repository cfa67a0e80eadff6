import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { verificationFixture } from '../certificates-fixture.ts';
import { VerifyPage } from './verify-page.tsx';

const verifyUrl = '/api/v1/certificates/verify/K7QM-2X9D-PA4T';
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const open = (answers: Record<string, Answer>, path = '/certificate/verify/K7QM-2X9D-PA4T') => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/certificate/verify/:id" element={<VerifyPage />} />
    </Routes>,
    { path },
  );
  return fetch;
};

const term = (name: string) => {
  const dt = screen.getAllByRole('term').find((each) => each.textContent === name);
  const value = dt?.nextElementSibling?.textContent;
  if (value === undefined || value === null) throw new Error(`no ${name}`);
  return value;
};

describe('VerifyPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('says a genuine certificate is genuine, to whom, for what, when and by whom, asked without a session', async () => {
    const fetch = open({ [`GET ${verifyUrl}`]: ok(verificationFixture()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeTruthy();
    expect(screen.getByText('Issued by Ventura Demo. Its signature holds and it has not been revoked.')).toBeTruthy();
    expect(term('Awarded to')).toBe('Sara Kim');
    expect(term('Title')).toBe('Demo Day 2026 finalist');
    expect(term('For')).toBe('For reaching the final of Demo Day 2026');
    expect(term('Issued on')).toBe('3 June 2026');
    expect(term('Issued by')).toBe('Ventura Demo');
    expect(term('Certificate id')).toBe('K7QM-2X9D-PA4T');
    expect(screen.queryByText(/revoked on/i)).toBeNull();
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it('reads an id typed loosely as the id it means', async () => {
    const fetch = open({ [`GET ${verifyUrl}`]: ok(verificationFixture()) }, '/certificate/verify/k7qm2x9dpa4t');
    expect(await screen.findByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(verifyUrl);
  });

  it('shows the signed facts, the signature, the key id and the public key behind “Check it yourself”', async () => {
    open({
      [`GET ${verifyUrl}`]: ok(verificationFixture()),
      'GET /api/v1/certificates/public-key': ok({
        algorithm: 'Ed25519',
        keyId: 'k-2026-01',
        publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----',
        issuer: 'Ventura Demo',
      }),
    });
    const disclosure = await screen.findByRole('button', { name: 'Check it yourself' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(term('Signature')).toBe('c2lnbmF0dXJlLW9mLXRoZS1mYWN0cw');
    expect(term('Key id')).toBe('k-2026-01');
    expect(term('Signed facts')).toContain('"id":"K7QM-2X9D-PA4T"');
    fireEvent.click(screen.getByRole('button', { name: 'Show the public key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public key' });
    expect(await within(dialog).findByText(/BEGIN PUBLIC KEY/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the key as JSON' }).getAttribute('href')).toBe(
      '/api/v1/certificates/public-key',
    );
  });

  it('says a revoked certificate was revoked, when and why', async () => {
    open({
      [`GET ${verifyUrl}`]: ok(
        verificationFixture({
          valid: false,
          status: 'revoked',
          revokedAt: '2026-07-01T09:00:00.000Z',
          revokedReason: 'Issued to the wrong startup',
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This certificate was revoked' })).toBeTruthy();
    expect(screen.getByText(/Ventura Demo revoked it on 1 July 2026/)).toBeTruthy();
    expect(screen.getByText('Reason: Issued to the wrong startup')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Genuine certificate' })).toBeNull();
    expect(term('Awarded to')).toBe('Sara Kim');
  });

  it('does not vouch for a certificate whose signature does not hold', async () => {
    open({ [`GET ${verifyUrl}`]: ok(verificationFixture({ valid: false })) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This certificate could not be confirmed' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Genuine certificate' })).toBeNull();
  });

  it('says when no certificate has the id, and opens another one from its form', async () => {
    open({ [`GET ${verifyUrl}`]: { status: 404, body: { message: 'No certificate has this id', errors: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'No certificate has this id' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Try another id' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Certificate id/ }), { target: { value: 'nope' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(
      await within(form).findByText('A certificate id has 12 letters and digits, like K7QM-2X9D-PA4T'),
    ).toBeTruthy();
  });

  it('asks nothing for what cannot be an id', async () => {
    const fetch = open({}, '/certificate/verify/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'No certificate has this id' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
