import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalStatus, ProgramPerson } from '@ventura/shared';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../core/session.ts';
import { partnerProfileFixture } from '../../../test/profile-fixture.ts';
import { renderPage, stubAutosize, stubMatchMedia } from '../../../test/render.tsx';
import { type Answer, serve } from '../../../test/serve.ts';
import {
  calledUrls,
  formUuid,
  ok,
  page,
  programFixture,
  programUuid,
  refused,
  sentBodies,
} from '../programs-fixture.ts';
import { EditProgramPage, NewProgramPage } from './editor-pages.tsx';
import { ManageEditProgramPage, ManageNewProgramPage, ManageProgramsPage } from './manage-pages.tsx';
import { ProgramsPage } from './programs-page.tsx';

const terms = [
  { id: 1, code: 'fintech', name: 'Fintech', description: null, parentCode: null },
  { id: 2, code: 'agritech', name: 'Agritech', description: null, parentCode: null },
];
const forms = ok([{ uuid: formUuid, title: 'Seed intake', code: 'SEED', questionCount: 4 }]);
const programUrl = `/api/v1/admin/programs/${programUuid}`;
const reviewersUrl = `${programUrl}/reviewers`;
const meera: ProgramPerson = {
  profileUuid: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Meera Rao',
  accountType: 'mentor',
  logo: null,
};
const kiran: ProgramPerson = {
  profileUuid: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Kiran Ventures',
  accountType: 'investor',
  logo: null,
};
const candidatesUrl = '/api/v1/programs-management/reviewer-candidates';

const signInAsOperator = () =>
  sessionStore.signIn({
    user: {
      userId: 'u-op',
      id: 1,
      uuid: 'p-op',
      name: 'Olu',
      accountType: 'startup',
      role: 'operator',
      impersonated: false,
    },
    accessToken: 'token-op',
  });

/** A program office's session, its profile already fetched with this approval. */
const signInAsOffice = (approvalStatus: ApprovalStatus = 'approved') => {
  sessionStore.signIn({
    user: {
      userId: 'u-po',
      id: 9,
      uuid: 'p-po',
      name: 'Nia',
      accountType: 'program_office',
      role: 'member',
      impersonated: false,
    },
    accessToken: 'token-po',
  });
  sessionStore.setProfile(
    partnerProfileFixture({ uuid: 'p-po', userId: 'u-po', accountType: 'program_office', approvalStatus }),
  );
};

const open = (path: string, answers: Record<string, Answer> = {}) => {
  const fetch = serve({
    'GET /api/v1/industries': ok(terms),
    'GET /api/v1/programs-management/forms': forms,
    ...answers,
  });
  renderPage(
    <Routes>
      <Route path="/admin/programs" element={<ProgramsPage />} />
      <Route path="/admin/programs/new" element={<NewProgramPage />} />
      <Route path="/admin/programs/:uuid" element={<EditProgramPage />} />
      <Route path="/programs/manage" element={<ManageProgramsPage />} />
      <Route path="/programs/manage/new" element={<ManageNewProgramPage />} />
      <Route path="/programs/manage/:uuid" element={<ManageEditProgramPage />} />
    </Routes>,
    { path },
  );
  return fetch;
};

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('Program editor', { timeout: 30_000 }, () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => signInAsOperator());
  afterEach(() => {
    sessionStore.clear();
    cleanup();
    vi.restoreAllMocks();
  });

  it('checks a new program with the shared rules before it goes', async () => {
    const fetch = open('/admin/programs/new');
    const form = await screen.findByRole('form', { name: 'New program' });
    expect(within(form).getByRole('link', { name: 'Build a new form' }).getAttribute('href')).toBe('/admin/forms/new');
    fireEvent.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(await within(form).findByText('Title required')).toBeTruthy();
    expect(within(form).getByText('Summary required')).toBeTruthy();
    expect(within(form).getByText('A program code is at least 2 characters')).toBeTruthy();
    expect(within(form).getByText('Choose when applications open')).toBeTruthy();
    type(form, /^Applications open/, '2027-02-01T09:00');
    type(form, /^Applications close/, '2027-01-01T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create program' }));
    expect(await within(form).findByText('The program closes before it opens, or ends before it starts')).toBeTruthy();
    expect(sentBodies(fetch, 'POST', '/api/v1/admin/programs')).toHaveLength(0);
  });

  it('creates a program: the window with its offset, document and criterion keys from their titles', async () => {
    const fetch = open('/admin/programs/new', {
      'POST /api/v1/admin/programs': ok(programFixture({ canManage: true }), 201),
      [`GET ${programUrl}`]: ok(programFixture({ canManage: true })),
      [`GET ${reviewersUrl}`]: ok([]),
    });
    const form = await screen.findByRole('form', { name: 'New program' });
    type(form, /^Code/, 'agri-27');
    type(form, /^Title/, 'Agri Cohort');
    type(form, /^Summary/, 'Farm tech, twelve weeks.');
    type(form, /^Applications open/, '2027-01-10T09:00');
    type(form, /^Applications close/, '2027-02-10T18:30');
    type(form, /^Program starts/, '2027-03-01');
    fireEvent.click(within(form).getByRole('combobox', { name: /^Industries/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agritech' }));
    fireEvent.click(within(form).getByRole('combobox', { name: /^Application form/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seed intake (SEED)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add a document' }));
    type(form, /^Document 1 title/, 'Pitch deck (PDF)');
    fireEvent.click(within(form).getByRole('button', { name: 'Add a criterion' }));
    type(form, /^Criterion 1(\s\*)?$/, 'Team');
    fireEvent.click(within(form).getByRole('radio', { name: 'Published' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(sentBodies(fetch, 'POST', '/api/v1/admin/programs')).toHaveLength(1));
    const [body] = sentBodies(fetch, 'POST', '/api/v1/admin/programs');
    expect(body).toEqual({
      family: 'program',
      code: 'agri-27',
      title: 'Agri Cohort',
      summary: 'Farm tech, twelve weeks.',
      description: '',
      industries: ['agritech'],
      eligibility: '',
      accountTypes: ['startup'],
      opensAt: dayjs('2027-01-10T09:00').format(),
      closesAt: dayjs('2027-02-10T18:30').format(),
      startsOn: '2027-03-01',
      endsOn: null,
      externalUrl: null,
      formUuid,
      documents: [
        { key: 'pitch_deck_pdf', stage: 'application', title: 'Pitch deck (PDF)', description: '', required: true },
      ],
      rubric: [{ key: 'team', label: 'Team', description: '', max: 10, weight: 1 }],
      videoTopics: [],
      status: 'published',
    });
    expect(body.opensAt).toMatch(/^2027-01-10T09:00:00[+-]\d\d:\d\d$/);
    // Saved, the editor opens the program with its reviewers.
    expect(await screen.findByRole('heading', { name: 'Reviewers' })).toBeTruthy();
  });

  it("puts the server's field problems back on the fields", async () => {
    const show = vi.spyOn(notifications, 'show');
    open('/admin/programs/new', {
      'POST /api/v1/admin/programs': refused(409, 'A program already has the code AGRI-27'),
    });
    const form = await screen.findByRole('form', { name: 'New program' });
    type(form, /^Code/, 'AGRI-27');
    type(form, /^Title/, 'Agri Cohort');
    type(form, /^Summary/, 'Farm tech.');
    type(form, /^Applications open/, '2027-01-10T09:00');
    type(form, /^Applications close/, '2027-02-10T18:30');
    fireEvent.click(within(form).getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Code/).getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText('A program already has the code AGRI-27').length).toBeGreaterThan(0);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'A program already has the code AGRI-27' }));
  });

  it('sends only what changed of a saved program, keeping saved document keys', async () => {
    const fetch = open(`/admin/programs/${programUuid}`, {
      [`GET ${programUrl}`]: ok(programFixture({ canManage: true, status: 'draft' })),
      [`PATCH ${programUrl}`]: ok(programFixture({ canManage: true })),
      [`GET ${reviewersUrl}`]: ok([meera]),
    });
    const form = await screen.findByRole('form', { name: 'Edit Seed Accelerator 2027' }, { timeout: 5000 });
    expect(
      within(form)
        .getByRole('combobox', { name: /^Family/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    type(form, /^Document 1 title/, 'Pitch deck, ten slides');
    fireEvent.click(within(form).getByRole('radio', { name: 'Published' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(fetch, 'PATCH', programUrl)).toHaveLength(1));
    expect(sentBodies(fetch, 'PATCH', programUrl)[0]).toEqual({
      documents: [
        {
          key: 'deck',
          stage: 'application',
          title: 'Pitch deck, ten slides',
          description: 'Ten slides at most.',
          required: true,
        },
        { key: 'financials', stage: 'interview', title: 'Financial plan', description: '', required: false },
      ],
      status: 'published',
    });
  });

  it('chooses reviewers among the members and saves the whole list', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetch = open(`/admin/programs/${programUuid}`, {
      [`GET ${programUrl}`]: ok(programFixture({ canManage: true })),
      [`GET ${reviewersUrl}`]: ok([meera]),
      [`GET ${candidatesUrl}`]: ok([meera, kiran]),
      [`PUT ${reviewersUrl}`]: ok([meera, kiran]),
    });
    const reviewers = await screen.findByRole('list', { name: 'Reviewers' }, { timeout: 5000 });
    expect(within(reviewers).getByText('Meera Rao')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a member' }), { target: { value: 'kiran' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kiran Ventures as a reviewer' }, { timeout: 2000 }));
    // Meera is already chosen: the search does not offer her twice.
    expect(screen.queryByRole('button', { name: 'Add Meera Rao as a reviewer' })).toBeNull();
    fireEvent.click(within(reviewers).getByRole('button', { name: 'Remove Meera Rao' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reviewers' }));
    await waitFor(() => expect(sentBodies(fetch, 'PUT', reviewersUrl)).toHaveLength(1));
    expect(sentBodies(fetch, 'PUT', reviewersUrl)[0]).toEqual({ profileUuids: [kiran.profileUuid] });
    expect(calledUrls(fetch)).toContain(`${candidatesUrl}?q=kiran`);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Reviewers updated successfully' })),
    );
  });

  it('lets an approved program office create a program outside the console, without building forms', async () => {
    signInAsOffice();
    const fetch = open('/programs/manage/new', {
      'POST /api/v1/admin/programs': ok(programFixture({ canManage: true }), 201),
      [`GET ${programUrl}`]: ok(programFixture({ canManage: true })),
      [`GET ${reviewersUrl}`]: ok([]),
    });
    const form = await screen.findByRole('form', { name: 'New program' });
    expect(within(form).queryByRole('link', { name: 'Build a new form' })).toBeNull();
    expect(within(form).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/programs/manage');
    type(form, /^Code/, 'agri-27');
    type(form, /^Title/, 'Agri Cohort');
    type(form, /^Summary/, 'Farm tech, twelve weeks.');
    type(form, /^Applications open/, '2027-01-10T09:00');
    type(form, /^Applications close/, '2027-02-10T18:30');
    fireEvent.click(within(form).getByRole('combobox', { name: /^Application form/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seed intake (SEED)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create program' }));
    // Saved, the editor opens in the office's own area with the reviewers.
    const edited = await screen.findByRole('form', { name: 'Edit Seed Accelerator 2027' }, { timeout: 5000 });
    expect(within(edited).getByRole('link', { name: 'Back to programs' }).getAttribute('href')).toBe(
      '/programs/manage',
    );
    expect(sentBodies(fetch, 'POST', '/api/v1/admin/programs')[0]).toMatchObject({ code: 'agri-27', formUuid });
    expect(await screen.findByRole('heading', { name: 'Reviewers' })).toBeTruthy();
    // None of the console's operator-only calls, whose 403 would send the office home.
    expect(calledUrls(fetch).filter((url) => /\/api\/v1\/admin\/(forms|members)/.test(url))).toEqual([]);
  });

  it("lists a program office's programs with links that stay outside the console", async () => {
    signInAsOffice();
    open('/programs/manage', { 'GET /api/v1/admin/programs': page([programFixture({ canManage: true })]) });
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).getByRole('link', { name: 'Edit Seed Accelerator 2027' }).getAttribute('href')).toBe(
      `/programs/manage/${programUuid}`,
    );
    expect(screen.getByRole('link', { name: 'New program' }).getAttribute('href')).toBe('/programs/manage/new');
  });

  it('tells a program office that is not approved yet why, without asking the server', async () => {
    signInAsOffice('submitted');
    const fetch = open(`/programs/manage/${programUuid}`);
    expect(await screen.findByText('Your program office is not approved yet')).toBeTruthy();
    expect(
      screen.getByText(/Running programs is open to approved program offices: yours is not approved yet/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "See your profile's approval on your dashboard" })).toBeTruthy();
    expect(calledUrls(fetch)).toEqual([]);
  });
});
