import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportPreview } from '@ventura/shared';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { ImportProfilePage } from './import-profile-page.tsx';

const base = '/api/v1/public/auth-external';
const preview: ImportPreview = {
  importToken: 'import-token-0123456789abcdef',
  expiresInSeconds: 1800,
  source: { name: 'Startups North', host: 'north.example.org' },
  person: { name: 'Asha Rao', email: 'asha@example.org', mobile: null },
  profiles: [
    {
      accountType: 'startup',
      name: 'Acme Robotics',
      allowed: true,
      notAllowedReason: null,
      fields: [
        { key: 'companyName', label: 'Company name', section: 'Basics', value: 'Acme', display: 'Acme', problem: null },
        {
          key: 'website',
          label: 'Website',
          section: 'Links',
          value: 'acme dot com',
          display: 'acme dot com',
          problem: 'Enter a valid web address',
        },
      ],
      files: [],
    },
    {
      accountType: 'investor',
      name: 'Asha Rao',
      allowed: false,
      notAllowedReason: 'Investors join by invitation here',
      fields: [],
      files: [],
    },
  ],
};
const session = {
  user: {
    userId: 'u9',
    id: 9,
    uuid: 'p9',
    name: 'Asha Rao',
    accountType: 'startup',
    role: 'member',
    impersonated: false,
  },
  accessToken: 'imported-token',
};

type Answer = { status: number; body: unknown };
/** Answers each call of the wizard with its next answer; anything else is not found. */
const serve = (answers: Record<string, Answer[]>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const next = answers[String(input)]?.shift() ?? { status: 404, body: { message: 'Not found', errors: [] } };
    return new Response(JSON.stringify(next.body), { status: next.status });
  });

const bodiesTo = (fetch: ReturnType<typeof serve>, url: string) =>
  fetch.mock.calls.filter(([called]) => String(called) === url).map(([, init]) => JSON.parse(String(init?.body)));

describe('ImportProfilePage', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('imports the chosen fields with the corrected value, after showing the server’s refusal at its field', async () => {
    const fetch = serve({
      [`${base}/login`]: [
        {
          status: 200,
          body: {
            data: {
              sentTo: 'a***@example.org',
              channel: 'email',
              expiresInSeconds: 600,
              resendInSeconds: 30,
              source: preview.source,
            },
          },
        },
      ],
      [`${base}/login/verify/import`]: [{ status: 200, body: { data: preview } }],
      [`${base}/import`]: [
        { status: 400, body: { message: 'Invalid request', errors: ['values.website: Enter a valid web address'] } },
        { status: 201, body: { data: session } },
      ],
    });
    renderPage(
      <Routes>
        <Route path="/auth/import-profile" element={<ImportProfilePage />} />
      </Routes>,
      { path: '/auth/import-profile' },
    );
    expect(screen.getByText(/Nothing of your other profile is shown before you enter the code/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Address of the platform you come from/ }), {
      target: { value: 'north.example.org' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your email address there' }), {
      target: { value: 'asha@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const first = await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });

    // The investor profile is not taken here: shown, disabled, with why.
    const investor = await screen.findByRole('radio', { name: 'Investor: Asha Rao' });
    expect(investor).toHaveProperty('disabled', true);
    expect(screen.getByText('Investors join by invitation here')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Company name/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Website/ })).toHaveProperty('checked', false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Corrected website' }), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const refused = await screen.findByRole('textbox', { name: 'Corrected website' });
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(refused.closest('.mantine-InputWrapper-root') ?? document.body).getByText('Enter a valid web address'),
    ).toBeTruthy();

    fireEvent.change(refused, { target: { value: 'https://acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sessionStore.token()).toBe('imported-token'));

    expect(bodiesTo(fetch, `${base}/login`)).toEqual([{ source: 'north.example.org', email: 'asha@example.org' }]);
    expect(bodiesTo(fetch, `${base}/login/verify/import`)).toEqual([
      { source: 'north.example.org', email: 'asha@example.org', code: '123456' },
    ]);
    expect(bodiesTo(fetch, `${base}/import`)[1]).toEqual({
      importToken: preview.importToken,
      accountType: 'startup',
      fields: ['companyName', 'website'],
      files: [],
      values: { website: 'https://acme.example' },
      keepInStep: false,
    });
  });
});
