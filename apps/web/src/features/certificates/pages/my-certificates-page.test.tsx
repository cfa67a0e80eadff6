import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { sessionStore } from '../../../core/session.ts';
import { stubObjectUrls } from '../../../test/object-urls.ts';
import { renderPage, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { signInFixture } from '../../../test/session-fixture.ts';
import { certificateFixture, pageOfCertificates } from '../certificates-fixture.ts';
import { MyCertificatesPage } from './my-certificates-page.tsx';

const listUrl = '/api/v1/certificates?pageNumber=1&limit=20';
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

const demoDay = certificateFixture();
const mentor = certificateFixture({
  id: 'P4TK-9XQ2-M7D1',
  title: 'Mentor of the year',
  reason: 'For 42 hours of mentoring startups',
  source: 'mentor_hours',
  issuedAt: '2026-05-10T10:00:00.000Z',
  revokedAt: '2026-05-20T10:00:00.000Z',
  revokedReason: 'Hours were counted twice',
});

const open = (answers: Record<string, Answer>) => {
  const fetch = serve(answers);
  renderPage(<MyCertificatesPage />, { path: '/certificates' });
  return fetch;
};

const card = async (title: string) => screen.findByRole('article', { name: title });

describe('MyCertificatesPage', { timeout: 20_000 }, () => {
  beforeAll(stubMatchMedia);
  beforeEach(signInFixture);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });

  it('lists the member’s certificates with what, why, when, the id, and whether revoked', async () => {
    open({ [`GET ${listUrl}`]: ok(pageOfCertificates([demoDay, mentor])) });
    expect(screen.getByRole('heading', { level: 1, name: 'My certificates' })).toBeTruthy();
    const first = await card('Demo Day 2026 finalist');
    expect(within(first).getByText('For reaching the final of Demo Day 2026')).toBeTruthy();
    expect(within(first).getByText('3 June 2026')).toBeTruthy();
    expect(within(first).getByText('K7QM-2X9D-PA4T')).toBeTruthy();
    expect(within(first).queryByText('Revoked')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Verify page: Demo Day 2026 finalist' }).getAttribute('href')).toBe(
      '/certificate/verify/K7QM-2X9D-PA4T',
    );
    const second = await card('Mentor of the year');
    expect(within(second).getByText('Revoked')).toBeTruthy();
    expect(within(second).getByText('Revoked on 20 May 2026: Hours were counted twice')).toBeTruthy();
  });

  it('downloads a certificate’s PDF with the session’s token and saves it', async () => {
    const fetch = open({ [`GET ${listUrl}`]: ok(pageOfCertificates([demoDay])) });
    const { createObjectURL, revokeObjectURL } = stubObjectUrls('blob:pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const first = await card('Demo Day 2026 finalist');
    fetch.mockImplementationOnce(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="certificate-K7QM-2X9D-PA4T.pdf"',
          },
        }),
    );
    fireEvent.click(within(first).getByRole('button', { name: 'Download PDF: Demo Day 2026 finalist' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const pdfCall = fetch.mock.calls.find(([url]) => String(url).endsWith('/pdf'));
    expect(String(pdfCall?.[0])).toBe('/api/v1/certificates/K7QM-2X9D-PA4T/pdf');
    expect(pdfCall?.[1]?.headers).toEqual({ authorization: 'Bearer token-1' });
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0];
    expect(link instanceof HTMLAnchorElement ? link.download : null).toBe('certificate-K7QM-2X9D-PA4T.pdf');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf'), { timeout: 3000 });
  });

  it('says why a download failed', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    const fetch = open({ [`GET ${listUrl}`]: ok(pageOfCertificates([demoDay])) });
    const first = await card('Demo Day 2026 finalist');
    fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ message: 'Certificate not found' }), { status: 404 }),
    );
    fireEvent.click(within(first).getByRole('button', { name: /^Download PDF/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Certificate not found'));
  });

  it('says when the member has none yet', async () => {
    open({ [`GET ${listUrl}`]: ok(pageOfCertificates([])) });
    expect(await screen.findByText('You have no certificates yet.')).toBeTruthy();
  });
});
