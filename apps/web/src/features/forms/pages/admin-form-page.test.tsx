import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import { formFixture, formUuid, ok, sentBodies } from '../forms-fixture.ts';
import { EditFormPage, NewFormPage } from './admin-form-page.tsx';

const open = (answers: Record<string, Answer>, path: string) => {
  const fetch = serve(answers);
  renderPage(
    <Routes>
      <Route path="/admin/forms/new" element={<NewFormPage />} />
      <Route path="/admin/forms/:uuid" element={<EditFormPage />} />
    </Routes>,
    { path },
  );
  return fetch;
};

const type = (within_: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(within(within_).getByRole('textbox', { name }), { target: { value } });

const addField = async (form: HTMLElement, label: string) => {
  fireEvent.click(within(form).getByRole('button', { name: 'Add a field' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
};

const fieldCards = (form: HTMLElement) =>
  within(within(form).getByRole('list', { name: 'Fields' })).getAllByRole('listitem');

describe('The form builder', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('adds fields by type, keys them from their labels, and previews them', async () => {
    open({}, '/admin/forms/new');
    const form = await screen.findByRole('form', { name: 'New form' });
    await addField(form, 'Short text');
    const [card] = fieldCards(form);
    if (!card) throw new Error('no field');
    type(card, /^Question/, 'Company name');
    expect(within(card).getByRole<HTMLInputElement>('textbox', { name: /^Key/ }).value).toBe('company_name');
    type(card, /^Key/, 'org');
    type(card, /^Question/, 'Organisation name');
    expect(within(card).getByRole<HTMLInputElement>('textbox', { name: /^Key/ }).value).toBe('org');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('textbox', { name: 'Organisation name' })).toBeTruthy();
  });

  it('checks the form with the shared rules before it goes: a choice needs two options', async () => {
    const fetch = open({}, '/admin/forms/new');
    const form = await screen.findByRole('form', { name: 'New form' });
    type(form, /^Title/, 'Startup intake');
    type(form, /^Code/, 'intake-2027');
    await addField(form, 'Choice (one)');
    const [card] = fieldCards(form);
    if (!card) throw new Error('no field');
    type(card, /^Question/, 'Stage');
    fireEvent.change(within(card).getByRole('textbox', { name: /^Options/ }), { target: { value: 'Idea' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create form' }));
    expect((await within(form).findAllByText('Stage: offer at least two options')).length).toBeGreaterThan(0);
    expect(sentBodies(fetch, 'POST', '/api/v1/admin/forms')).toHaveLength(0);
  });

  it('creates the form with the request FormInput describes', async () => {
    const fetch = open(
      {
        'POST /api/v1/admin/forms': ok(formFixture(), 201),
        [`GET /api/v1/admin/forms/${formUuid}`]: ok(formFixture()),
      },
      '/admin/forms/new',
    );
    const form = await screen.findByRole('form', { name: 'New form' });
    type(form, /^Title/, 'Startup intake');
    type(form, /^Code/, 'intake-2027');
    await addField(form, 'Section heading');
    await addField(form, 'Choice (one)');
    await addField(form, 'Number');
    const [section, stage, revenue] = fieldCards(form);
    if (!section || !stage || !revenue) throw new Error('no fields');
    type(section, /^Heading/, 'About you');
    type(stage, /^Question/, 'Stage');
    fireEvent.change(within(stage).getByRole('textbox', { name: /^Options/ }), {
      target: { value: 'Idea\nRevenue\n' },
    });
    fireEvent.click(within(stage).getByRole('checkbox', { name: 'Answer required' }));
    type(revenue, /^Question/, 'Monthly revenue');
    fireEvent.change(within(revenue).getByRole('textbox', { name: 'Smallest value' }), { target: { value: '0' } });
    fireEvent.click(within(revenue).getByRole('button', { name: 'Move up: Monthly revenue' }));
    fireEvent.click(within(revenue).getByRole('button', { name: 'Move down: Monthly revenue' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create form' }));

    expect(await screen.findByRole('form', { name: 'Edit Startup intake' }, { timeout: 8000 })).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/admin/forms')).toEqual([
      {
        title: 'Startup intake',
        code: 'intake-2027',
        description: '',
        audience: 'members',
        accountTypes: [],
        attachToProfile: false,
        showOnProfile: false,
        status: 'draft',
        fields: [
          { key: 'about_you', type: 'section', label: 'About you', required: false },
          { key: 'stage', type: 'choice', label: 'Stage', required: true, options: ['Idea', 'Revenue'] },
          { key: 'monthly_revenue', type: 'number', label: 'Monthly revenue', required: false, min: 0 },
        ],
      },
    ]);
  });

  it('shows answers on the profile only for a form attached to profiles', async () => {
    const fetch = open(
      {
        [`GET /api/v1/admin/forms/${formUuid}`]: ok(formFixture()),
        [`PATCH /api/v1/admin/forms/${formUuid}`]: ok(formFixture({ attachToProfile: true, showOnProfile: true })),
      },
      `/admin/forms/${formUuid}`,
    );
    const form = await screen.findByRole('form', { name: 'Edit Startup intake' }, { timeout: 8000 });
    const show = within(form).getByRole<HTMLInputElement>('switch', { name: /^Show answers on the profile/ });
    expect(show.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('switch', { name: /^Show in the profile's edit pages/ }));
    expect(show.disabled).toBe(false);
    fireEvent.click(show);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(fetch, 'PATCH', `/api/v1/admin/forms/${formUuid}`)).toHaveLength(1));
    expect(sentBodies(fetch, 'PATCH', `/api/v1/admin/forms/${formUuid}`)[0]).toMatchObject({
      attachToProfile: true,
      showOnProfile: true,
    });
  });

  it("lists the server's refusals", async () => {
    open(
      {
        [`GET /api/v1/admin/forms/${formUuid}`]: ok(formFixture()),
        [`PATCH /api/v1/admin/forms/${formUuid}`]: {
          status: 409,
          body: { message: 'A form with this code exists', errors: ['A form with this code exists'] },
        },
      },
      `/admin/forms/${formUuid}`,
    );
    const form = await screen.findByRole('form', { name: 'Edit Startup intake' }, { timeout: 8000 });
    // Saved fields keep their keys, so that answers given stay with them.
    const [, company] = fieldCards(form);
    if (!company) throw new Error('no field');
    expect(within(company).getByRole<HTMLInputElement>('textbox', { name: /^Key/ }).readOnly).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('A form with this code exists')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save changes' })).toBeTruthy());
  });
});
