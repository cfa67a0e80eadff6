import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type OwnProfile, profileTypes } from '@ventura/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../core/notify.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { SectionForm } from './section-form.tsx';

const [organisation] = profileTypes.investor.sections;
if (!organisation) throw new Error('investors have sections');

const profile = (values: OwnProfile['values'] = {}): OwnProfile => ({
  uuid: 'p-1',
  accountType: 'investor',
  label: 'Investor',
  investorType: 'organization',
  name: 'Harbour Capital',
  personName: 'Ira Sen',
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'harbour-capital',
  profileUrl: '/investors/profile/p-1/harbour-capital',
  shortUrl: '/p/1a2b3c4d5e',
  totalViews: 0,
  approvalStatus: 'draft',
  values: { name: 'Harbour Capital', website: 'https://harbour.example.com', ...values },
  lists: {},
  sections: ['organization-details', 'representative-details', 'investments-details'],
  completeness: {
    percentage: 20,
    complete: false,
    missing: [],
    isApproved: false,
    isRejected: false,
    approvalStatus: 'draft',
    approvalMessage: null,
  },
  can: { edit: true, requestApproval: false, uploadLogo: true },
  editLockedReason: null,
});

/** Answers the save with `body`; the country list the form loads is empty. Returns the calls of the save. */
const respond = (status: number, body: unknown) => {
  const saves: Array<{ url: string; init: RequestInit | undefined }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method !== 'PATCH') return new Response(JSON.stringify({ data: [] }), { status: 200 });
    saves.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });
  return saves;
};

const renderForm = () =>
  renderPage(<SectionForm section={organisation} profile={profile()} profileUuid="p-1" submitLabel="Save changes" />);

describe('SectionForm', () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders every field of the section with its label, required ones marked', async () => {
    renderForm();
    expect(await screen.findByRole('textbox', { name: /Organization name/ })).toHaveProperty(
      'value',
      'Harbour Capital',
    );
    expect(screen.getByRole('textbox', { name: /Organization name/ })).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: /Tagline/ })).toHaveProperty('required', false);
    expect(screen.getByRole('textbox', { name: /About the organization/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Country/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('checks a change with the shared schema and sends nothing while it is wrong', async () => {
    const saves = respond(200, {});
    renderForm();
    const website = await screen.findByRole('textbox', { name: /Website/ });
    fireEvent.change(website, { target: { value: 'not a site' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Website must be a web address such as https://example.com')).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('sends only what changed and toasts the section’s saved text', async () => {
    const saves = respond(200, { data: profile({ tagline: 'Seed cheques' }) });
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '');
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Tagline/ }), { target: { value: ' Seed cheques ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Organization details updated'));
    expect(saves.map(({ url, init }) => [url, JSON.parse(String(init?.body))])).toEqual([
      ['/api/v1/investors/organization-information', { tagline: 'Seed cheques' }],
    ]);
  });

  it('puts the server’s problems back on their fields and toasts the first one', async () => {
    respond(400, { message: 'Invalid request', errors: ['body.tagline: Tagline is not allowed here'] });
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    renderForm();
    const tagline = await screen.findByRole('textbox', { name: /Tagline/ });
    fireEvent.change(tagline, { target: { value: 'Something' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(tagline.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Tagline is not allowed here')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Tagline is not allowed here');
  });

  it('toasts the section’s failure text when the server gives no reason', async () => {
    respond(500, {});
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '');
    renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /Tagline/ }), { target: { value: 'Something' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error while saving organization info!'));
  });
});
