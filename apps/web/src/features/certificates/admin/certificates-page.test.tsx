import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { memberFixture } from '../../../test/console-fixture.ts';
import { consolePageHooks, tableRow } from '../../../test/console-page.ts';
import { renderPage } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { certificateFixture, pageOfCertificates } from '../certificates-fixture.ts';
import { CertificatesAdminPage } from './certificates-page.tsx';

const listUrl = '/api/v1/admin/certificates';
const eventsUrl = '/api/v2/events/all';
const membersUrl = '/api/v1/admin/members';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });

const demoDay = certificateFixture();
const revoked = certificateFixture({
  id: 'P4TK-9XQ2-M7D1',
  recipientName: 'Ravi Menon',
  title: 'Mentor of the year',
  source: 'mentor_hours',
  revokedAt: '2026-05-20T10:00:00.000Z',
  revokedReason: 'Hours were counted twice',
});
const demoDayEvent = {
  uuid: '6f1c2b7a-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  title: 'Demo Day 2026',
  startsAt: '2026-06-01T09:00:00.000Z',
};

const open = (answers: Record<string, Answer> = {}) => {
  const fetch = serve({
    [`GET ${listUrl}`]: ok(pageOfCertificates([demoDay, revoked], 1, 25)),
    [`GET ${eventsUrl}`]: ok({ items: [demoDayEvent], total: 1, pageNumber: 1, limit: 20 }),
    [`GET ${membersUrl}`]: ok({ items: [memberFixture()], total: 1, pageNumber: 1, limit: 20 }),
    ...answers,
  });
  renderPage(<CertificatesAdminPage />, { path: '/admin/certificates' });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const row = (id: string) => tableRow(id);

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const pick = async (form: HTMLElement, label: RegExp, option: string) => {
  fireEvent.click(within(form).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('CertificatesAdminPage', { timeout: 20_000 }, () => {
  consolePageHooks();

  it('lists the tenant’s certificates with who, what, when and status, and searches them', async () => {
    const fetch = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    const valid = await row('K7QM-2X9D-PA4T');
    expect(within(valid).getByText('Sara Kim')).toBeTruthy();
    expect(within(valid).getByText('Demo Day 2026 finalist')).toBeTruthy();
    expect(within(valid).getByText('3 June 2026')).toBeTruthy();
    expect(within(valid).getByText('Valid')).toBeTruthy();
    expect(within(valid).getByRole('button', { name: 'Revoke K7QM-2X9D-PA4T' })).toBeTruthy();
    expect(within(valid).getByRole('button', { name: 'Download PDF: K7QM-2X9D-PA4T' })).toBeTruthy();
    const gone = await row('P4TK-9XQ2-M7D1');
    expect(within(gone).getByText('Revoked')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: /^Revoke/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search certificates' }), { target: { value: 'ravi' } });
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`${listUrl}?q=ravi&pageNumber=1&limit=25`),
    );
  });

  it('issues to an event’s attendees and says how many were issued and skipped', async () => {
    const fetch = open({ [`POST ${listUrl}/bulk`]: ok({ issued: 12, skipped: 3 }, 201) });
    const form = screen.getByRole('form', { name: 'Issue to a group' });
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Attendees of an event' }).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Issue certificates' }));
    expect(await within(form).findByText('Choose an event')).toBeTruthy();
    expect(sent(fetch, 'POST', `${listUrl}/bulk`)).toHaveLength(0);
    await pick(form, /^Event/, 'Demo Day 2026 (1 June 2026)');
    type(form, /^Title/, 'Demo Day 2026 participant');
    type(form, /^Reason/, 'For taking part in Demo Day 2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Issue certificates' }));
    expect(await within(form).findByText('Issued 12 certificates; 3 already had one.')).toBeTruthy();
    expect(sent(fetch, 'POST', `${listUrl}/bulk`)).toEqual([
      {
        source: { kind: 'event', eventUuid: demoDayEvent.uuid },
        title: 'Demo Day 2026 participant',
        reason: 'For taking part in Demo Day 2026',
      },
    ]);
  });

  it('issues to mentors by hours, with {hours} left for the server, and puts its refusals on their fields', async () => {
    const fetch = open({
      [`POST ${listUrl}/bulk`]: {
        status: 400,
        body: {
          message: 'Invalid request',
          errors: ['body.source.minHours: No mentor has this many confirmed hours', 'body.title: Title taken'],
        },
      },
    });
    const form = screen.getByRole('form', { name: 'Issue to a group' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Mentors by confirmed hours' }));
    expect(within(form).getByText('{hours} is replaced by each mentor’s hours')).toBeTruthy();
    type(form, /^Confirmed hours, at least/, '400');
    type(form, /^Title/, 'Mentor of the year');
    type(form, /^Reason/, 'For {hours} hours of mentoring startups');
    fireEvent.click(within(form).getByRole('button', { name: 'Issue certificates' }));
    expect(await within(form).findByText('No mentor has this many confirmed hours')).toBeTruthy();
    expect(within(form).getByText('Title taken')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent(fetch, 'POST', `${listUrl}/bulk`)).toEqual([
      {
        source: { kind: 'mentor_hours', minHours: 400 },
        title: 'Mentor of the year',
        reason: 'For {hours} hours of mentoring startups',
      },
    ]);
  });

  it('issues one certificate to the profile of the member picked', async () => {
    const fetch = open({
      [`POST ${listUrl}`]: ok(certificateFixture({ id: 'ZZ11-2233-4455', title: 'Best pitch' }), 201),
    });
    const form = screen.getByRole('form', { name: 'Issue a certificate' });
    await pick(form, /^Member/, 'Sara Kim, Startup: Finlytics');
    type(form, /^Title/, 'Best pitch');
    type(form, /^Reason/, 'For the best pitch of the cohort');
    fireEvent.click(within(form).getByRole('button', { name: 'Issue certificate' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Certificate ZZ11-2233-4455 issued to Sara Kim.'));
    expect(sent(fetch, 'POST', listUrl)).toEqual([
      {
        recipientProfileUuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
        title: 'Best pitch',
        reason: 'For the best pitch of the cohort',
      },
    ]);
  });

  it('asks why before revoking, and shows the server’s refusal when it was revoked already', async () => {
    const fetch = open({
      [`POST ${listUrl}/K7QM-2X9D-PA4T/revoke`]: {
        status: 409,
        body: { message: 'This certificate was revoked already', errors: [] },
      },
    });
    fireEvent.click(within(await row('K7QM-2X9D-PA4T')).getByRole('button', { name: 'Revoke K7QM-2X9D-PA4T' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate K7QM-2X9D-PA4T?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('Say why, in at least 3 characters')).toBeTruthy();
    type(dialog, /^Reason/, 'Issued to the wrong startup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByText('This certificate was revoked already')).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    expect(sent(fetch, 'POST', `${listUrl}/K7QM-2X9D-PA4T/revoke`)).toEqual([
      { reason: 'Issued to the wrong startup' },
    ]);
    // The list is asked again: someone else revoked it meanwhile.
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).startsWith(`${listUrl}?`)).length).toBeGreaterThan(1),
    );
  });
});
