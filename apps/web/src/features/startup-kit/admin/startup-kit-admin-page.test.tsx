import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { consolePageHooks, tableRow } from '../../../test/console-page.ts';
import { renderPage } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { adminPerkFixture, perkClaimFixture } from '../startup-kit-fixture.ts';
import { StartupKitAdminPage } from './startup-kit-admin-page.tsx';

const listUrl = '/api/v1/admin/startup-kit';
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data } });
const nimbus = { uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Nimbus Cloud', slug: 'nimbus' };
const seed = { id: 1, code: 'seed', name: 'Seed', description: null, parentCode: null };

const open = (answers: Record<string, Answer> = {}) => {
  const fetch = serve({
    [`GET ${listUrl}`]: ok([
      adminPerkFixture(),
      adminPerkFixture({ uuid: 'd1', title: 'Legal review', kind: 'service', published: false, claims: 0 }),
    ]),
    [`GET ${listUrl}/claims`]: ok({ items: [perkClaimFixture()], total: 1, pageNumber: 1, limit: 50 }),
    'GET /api/v1/partners/public/basic-info': ok([{ ...nimbus, logo: null, website: null, description: null }]),
    'GET /api/v1/funding-stages': ok([seed]),
    'GET /api/v1/admin/programs': ok({ items: [], total: 0, pageNumber: 1, limit: 100 }),
    ...answers,
  });
  renderPage(<StartupKitAdminPage />, { path: '/admin/startup-kit' });
  return fetch;
};

const sent = (fetch: ReturnType<typeof serve>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

const row = (name: string) => tableRow(new RegExp(`^${name}`), 'Perks');

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('StartupKitAdminPage', { timeout: 20_000 }, () => {
  consolePageHooks();

  it('lists the perks with provider, kind, state and claims, and the claims', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Booster kit' })).toBeTruthy();
    const published = await row('Cloud credits');
    expect(within(published).getByText('Nimbus Cloud')).toBeTruthy();
    expect(within(published).getByText('Credits')).toBeTruthy();
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).getByText('4')).toBeTruthy();
    expect(within(published).getByRole('button', { name: 'Edit Cloud credits' })).toBeTruthy();
    expect(within(await row('Legal review')).getByText('Draft')).toBeTruthy();
    const claims = await screen.findByRole('table', { name: 'Claims' });
    const claim = within(claims).getByRole('rowheader', { name: 'Cloud credits' }).closest('tr');
    expect(claim?.textContent).toContain('Finlytics');
    expect(claim?.textContent).toContain('Asha Rao');
  });

  it('adds a perk, sending the end of the day chosen, and puts the server’s refusal on its field', async () => {
    const fetch = open({
      [`POST ${listUrl}`]: {
        status: 400,
        body: { message: 'Invalid request', errors: ['body.title: A perk has this title already'] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a perk' }));
    const form = await screen.findByRole('form', { name: 'Add a perk' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add perk' }));
    expect(await within(form).findByText('Give the code or the link a startup receives')).toBeTruthy();
    expect(sent(fetch, 'POST', listUrl)).toHaveLength(0);
    type(form, /^Title/, 'Cloud credits');
    type(form, /^Summary/, 'Credits for servers.');
    type(form, /^Value/, '$5,000 in credits');
    type(form, /^Code/, 'NIMBUS-5K');
    type(form, /^Expires on/, '2027-03-31');
    type(form, /^Founded at most/, '5');
    fireEvent.click(within(form).getByRole('switch', { name: /^Published/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add perk' }));
    expect(await within(form).findByText('A perk has this title already')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent(fetch, 'POST', listUrl)).toEqual([
      {
        title: 'Cloud credits',
        kind: 'credits',
        partnerUuid: null,
        summary: 'Credits for servers.',
        description: '',
        value: '$5,000 in credits',
        code: 'NIMBUS-5K',
        link: null,
        expiresAt: new Date(2027, 2, 31, 23, 59, 59, 999).toISOString(),
        eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: 5, programUuids: [] },
        published: true,
      },
    ]);
  });

  it('edits a perk with its values, saving it with PATCH', async () => {
    const fetch = open({ [`PATCH ${listUrl}/${adminPerkFixture().uuid}`]: ok(adminPerkFixture({ value: '$6,000' })) });
    fireEvent.click(within(await row('Cloud credits')).getByRole('button', { name: 'Edit Cloud credits' }));
    const form = await screen.findByRole('form', { name: 'Edit Cloud credits' });
    expect(within(form).getByLabelText<HTMLInputElement>(/^Code/).value).toBe('NIMBUS-5K');
    type(form, /^Value/, '$6,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Save perk' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Cloud credits saved.'));
    const [body] = sent(fetch, 'PATCH', `${listUrl}/${adminPerkFixture().uuid}`);
    expect(body).toMatchObject({
      value: '$6,000',
      partnerUuid: nimbus.uuid,
      eligibility: { fundingStages: ['seed'], maxCompanyAgeYears: 5 },
    });
  });
});
