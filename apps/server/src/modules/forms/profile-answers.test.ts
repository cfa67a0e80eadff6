import { formLimits } from '@ventura/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { filePart, pdf } from '../documents/test-files.ts';

/*
 * A profile form's answers on a profile: GET forms-management/profile/data/{form}/{profile} (the caller's
 * own profile: answers offered from it; another's: its submitted answers where the caller may read
 * them) and GET forms-management/profile/answers/{profile} (every such form's, for the profile page).
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    pending: { type: 'startup', name: 'Pia Pending', organizationName: 'Pending Labs', approvalStatus: 'submitted' },
  });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
type Json = Record<string, unknown>;
type Stored = { uuid: string; id: number };

const fields = [
  { key: 'intro', type: 'section', label: 'About the startup' },
  { key: 'name', type: 'short_text', label: 'Startup name', required: true, prefill: 'organizationName' },
  { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'], required: true },
  { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Fintech', 'Health'] },
  { key: 'founded', type: 'date', label: 'Founded on' },
  { key: 'site', type: 'url', label: 'Website' },
  { key: 'fit', type: 'rating', label: 'Fit', max: 5 },
  { key: 'deck', type: 'file', label: 'Pitch deck', accept: ['pdf'] },
];
const answers = {
  name: 'Solar Sprout',
  stage: 'Revenue',
  sectors: ['Health'],
  founded: '2021-04-05',
  site: 'https://solar.example.com',
  fit: 4,
};

let codes = 0;
const createForm = async (overrides: Json = {}) => {
  codes += 1;
  const response = await api('POST', '/admin/forms', g.people.operator.token, {
    title: 'Impact profile',
    code: `impact-${codes}`,
    fields,
    accountTypes: ['startup'],
    status: 'published',
    attachToProfile: true,
    showOnProfile: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Stored;
};
const changeForm = async (form: Stored, patch: Json) => {
  const response = await api('PATCH', `/admin/forms/${form.uuid}`, g.people.operator.token, patch);
  expect(response.statusCode, response.body).toBe(200);
};
const answer = async (form: Stored, submit = true, token = g.people.founder.token) => {
  const response = await api('POST', `/forms-management/submission/${form.uuid}`, token, { answers, submit });
  expect(response.statusCode, response.body).toBe(200);
};
const dataOf = (form: Stored, profileUuid: string, token?: string) =>
  api('GET', `/forms-management/profile/data/${form.uuid}/${profileUuid}`, token);
const listOf = (profileUuid: string, token?: string) =>
  api('GET', `/forms-management/profile/answers/${profileUuid}`, token);
/** The titles of the forms a profile's answers list shows the caller. */
const titlesOf = async (profileUuid: string, token?: string) => {
  const response = await listOf(profileUuid, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { form: { title: string } }[]).map((entry) => entry.form.title);
};
const setProfileSettings = async (settings: Json) => {
  await rows(
    `update tenants set settings = jsonb_set(settings, '{profile_settings}', settings->'profile_settings' || '${JSON.stringify(settings)}'::jsonb) where id = '${g.tenant.id}'`,
  );
  t.app.tenants.clear();
};
const notFoundBody = { message: 'Form not found', errors: ['Form not found'] };

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: cast.founder });
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from programs');
  await rows('delete from forms');
  await rows('delete from throttle_counters');
  await rows(`update profiles set approval_status = 'approved' where id = ${g.people.founder.profileId}`);
  await rows(`update users set status = 'active' where id = '${g.people.founder.userId}'`);
  await setProfileSettings({ public_profiles: 'everyone' });
});

describe("GET forms-management/profile/data on the caller's own profile", () => {
  it('still offers answers from the profile, not the answers sent', async () => {
    const form = await createForm();
    await answer(form);
    const mine = await dataOf(form, g.people.founder.uuid, g.people.founder.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ answers: { name: 'Solar Sprout' } });
  });
});

describe("GET forms-management/profile/data on another's profile", () => {
  it('answers the submitted answers to a member who may view the profile when the form shows them', async () => {
    const form = await createForm();
    await answer(form);
    const seen = await dataOf(form, g.people.founder.uuid, g.people.investor.token);
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json().data;
    expect(data.answers).toEqual(answers);
    expect(Date.parse(data.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is 404 where the form does not show its answers, or is no profile form', async () => {
    const hidden = await createForm({ showOnProfile: false });
    const detached = await createForm({ attachToProfile: false });
    await answer(hidden);
    await answer(detached);
    for (const form of [hidden, detached]) {
      const response = await dataOf(form, g.people.founder.uuid, g.people.investor.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
  });

  it('is 404 for a profile the caller may not view: not approved, or its account closed', async () => {
    const form = await createForm();
    await answer(form);
    await rows(`update profiles set approval_status = 'submitted' where id = ${g.people.founder.profileId}`);
    const pending = await dataOf(form, g.people.founder.uuid, g.people.investor.token);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().message).toBe('Profile not found');
    await rows(`update profiles set approval_status = 'approved' where id = ${g.people.founder.profileId}`);
    await rows(`update users set status = 'deactivated' where id = '${g.people.founder.userId}'`);
    expect((await dataOf(form, g.people.founder.uuid, g.people.investor.token)).statusCode).toBe(404);
  });

  it('never shows a draft: no answers until they are sent, to members and operators alike', async () => {
    const form = await createForm({ showOnProfile: false });
    await answer(form, false);
    await changeForm(form, { showOnProfile: true });
    for (const token of [g.people.investor.token, g.people.operator.token]) {
      const response = await dataOf(form, g.people.founder.uuid, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ answers: {}, submittedAt: null });
    }
  });

  it('answers operators whatever the form shows, and whatever state the profile is in', async () => {
    const form = await createForm({ showOnProfile: false });
    await answer(form);
    await rows(`update profiles set approval_status = 'submitted' where id = ${g.people.founder.profileId}`);
    const seen = await dataOf(form, g.people.founder.uuid, g.people.operator.token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.answers).toEqual(answers);
  });

  it("keeps a form taken back to draft to operators, and another tenant's records to their own host", async () => {
    const form = await createForm();
    await answer(form);
    await changeForm(form, { status: 'draft' });
    expect((await dataOf(form, g.people.founder.uuid, g.people.investor.token)).json()).toEqual(notFoundBody);
    expect((await dataOf(form, g.people.founder.uuid, g.people.operator.token)).statusCode).toBe(200);

    await changeForm(form, { status: 'published' });
    const path = `/forms-management/profile/data/${form.uuid}/${g.people.founder.uuid}`;
    const away = await alpha.api('GET', path, other.people.founder.token);
    expect(away.statusCode).toBe(404);
    expect(away.json()).toEqual(notFoundBody);
    expect((await alpha.api('GET', path, other.people.operator.token)).statusCode).toBe(404);
    // This tenant's form with the other tenant's profile: not here either.
    const mixed = await dataOf(form, other.people.founder.uuid, g.people.operator.token);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('Profile not found');
  });

  it('asks for a session, and refuses ids that are not ids with 400', async () => {
    const form = await createForm();
    expect((await dataOf(form, g.people.founder.uuid)).statusCode).toBe(401);
    const bad = await api(
      'GET',
      `/forms-management/profile/data/nope/${g.people.founder.uuid}`,
      g.people.investor.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), errors: [expect.stringContaining('form id')] });
    const badProfile = await api('GET', `/forms-management/profile/data/${form.uuid}/12`, g.people.investor.token);
    expect(badProfile.statusCode).toBe(400);
    expect(badProfile.json().errors).toEqual([expect.stringContaining('This is not a profile id')]);
  });
});

describe('GET forms-management/profile/answers', () => {
  it('lists the profile forms shown on the profile, their questions and the answers sent, oldest form first', async () => {
    const first = await createForm({ title: 'Impact profile' });
    const second = await createForm({ title: 'Team profile' });
    await createForm({ title: 'Hidden notes', showOnProfile: false }).then((form) => answer(form));
    await createForm({ title: 'Not a profile form', attachToProfile: false }).then((form) => answer(form));
    await createForm({ title: 'Only a draft' }).then((form) => answer(form, false));
    await answer(second);
    await answer(first);

    const response = await listOf(g.people.founder.uuid, g.people.investor.token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data;
    expect(list.map((entry: { form: { title: string } }) => entry.form.title)).toEqual([
      'Impact profile',
      'Team profile',
    ]);
    expect(list[0]).toEqual({
      form: {
        uuid: first.uuid,
        title: 'Impact profile',
        fields: [
          { key: 'name', type: 'short_text', label: 'Startup name' },
          { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'] },
          { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Fintech', 'Health'] },
          { key: 'founded', type: 'date', label: 'Founded on' },
          { key: 'site', type: 'url', label: 'Website' },
          { key: 'fit', type: 'rating', label: 'Fit', max: 5 },
          { key: 'deck', type: 'file', label: 'Pitch deck' },
        ],
        showOnProfile: true,
      },
      answers,
      submittedAt: expect.any(String),
      can: { downloadFiles: false },
    });
  });

  it('shows the profile’s member and operators every profile form they sent, with their files', async () => {
    await createForm({ title: 'Impact profile' }).then((form) => answer(form));
    await createForm({ title: 'Hidden notes', showOnProfile: false }).then((form) => answer(form));
    await createForm({ title: 'Only a draft' }).then((form) => answer(form, false));
    for (const token of [g.people.founder.token, g.people.operator.token]) {
      const response = await listOf(g.people.founder.uuid, token);
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json().data as { form: { title: string; showOnProfile: boolean }; can: Json }[];
      expect(list.map((entry) => [entry.form.title, entry.form.showOnProfile, entry.can.downloadFiles])).toEqual([
        ['Impact profile', true, true],
        ['Hidden notes', false, true],
      ]);
    }
  });

  it("shows a file answer's name to others, who cannot download it", async () => {
    const form = await createForm();
    const sent = await upload(t.app, {
      host: 'localhost',
      url: '/api/v1/forms-management/public/upload-file',
      token: g.people.founder.token,
      parts: [
        { name: 'formUuid', content: form.uuid },
        { name: 'fieldKey', content: 'deck' },
        filePart(pdf('Our deck'), 'deck.pdf'),
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const deck = sent.json().data;
    const saved = await api('POST', `/forms-management/submission/${form.uuid}`, g.people.founder.token, {
      answers: { ...answers, deck: { uuid: deck.uuid } },
      submit: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await listOf(g.people.founder.uuid, g.people.investor.token)).json().data;
    expect(entry.answers.deck).toMatchObject({ name: 'deck.pdf', kind: 'pdf' });
    expect(entry.can.downloadFiles).toBe(false);
    expect((await api('GET', `/forms-management/files/${deck.uuid}`, g.people.investor.token)).statusCode).toBe(404);
    expect((await api('GET', `/forms-management/files/${deck.uuid}`, g.people.founder.token)).statusCode).toBe(200);
  });

  it('shows visitors what the form shows where profiles are public, and asks them to sign in where not', async () => {
    await createForm({ title: 'Impact profile' }).then((form) => answer(form));
    await createForm({ title: 'Hidden notes', showOnProfile: false }).then((form) => answer(form));
    expect(await titlesOf(g.people.founder.uuid)).toEqual(['Impact profile']);
    await setProfileSettings({ public_profiles: 'members' });
    const refused = await listOf(g.people.founder.uuid);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Sign in to see this profile', errors: ['Sign in to see this profile'] });
  });

  it('is 404 for a profile the caller may not view, and empty when nothing is shown', async () => {
    await createForm().then((form) => answer(form));
    const pending = await listOf(g.people.pending.uuid, g.people.investor.token);
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ message: 'Profile not found', errors: ['Profile not found'] });
    expect(await titlesOf(g.people.pending.uuid, g.people.pending.token)).toEqual([]);
    expect(await titlesOf(g.people.pending.uuid, g.people.operator.token)).toEqual([]);
    await rows(`update users set status = 'suspended' where id = '${g.people.founder.userId}'`);
    expect((await listOf(g.people.founder.uuid, g.people.investor.token)).statusCode).toBe(404);
    expect(await titlesOf(g.people.founder.uuid, g.people.operator.token)).toEqual(['Impact profile']);
  });

  it("keeps a tenant's profiles to its own host", async () => {
    await createForm().then((form) => answer(form));
    for (const token of [other.people.founder.token, other.people.operator.token, undefined]) {
      const response = await alpha.api('GET', `/forms-management/profile/answers/${g.people.founder.uuid}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Profile not found');
    }
  });

  it(`shows at most ${formLimits.profileAnswerForms} forms`, async () => {
    const count = formLimits.profileAnswerForms + 2;
    await rows(
      `insert into forms (tenant_id, code, title, fields, attach_to_profile, show_on_profile, status)
       select '${g.tenant.id}', 'bulk-' || n, 'Bulk ' || lpad(n::text, 2, '0'), '[]'::jsonb, true, true, 'published'
         from generate_series(1, ${count}) as n`,
    );
    await rows(
      `insert into form_submissions (tenant_id, form_id, profile_id, status, answers, submitted_at)
       select tenant_id, id, ${g.people.founder.profileId}, 'submitted', '{}'::jsonb, now()
         from forms where tenant_id = '${g.tenant.id}' and code like 'bulk-%'`,
    );
    const titles = await titlesOf(g.people.founder.uuid, g.people.investor.token);
    expect(titles).toHaveLength(formLimits.profileAnswerForms);
    expect(titles[0]).toBe('Bulk 01');
    expect(titles.at(-1)).toBe(`Bulk ${formLimits.profileAnswerForms}`);
  });

  it('refuses a profile id that is not one with 400', async () => {
    const response = await call(t.app, {
      method: 'GET',
      host: 'localhost',
      url: '/api/v1/forms-management/profile/answers/not-a-uuid',
      token: g.people.investor.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.stringContaining('This is not a profile id')]);
  });
});

describe('showOnProfile in the form builder', () => {
  it('is off unless set, kept on the form, and refused when it is no yes or no', async () => {
    const plain = await createForm({ showOnProfile: undefined });
    expect((await api('GET', `/admin/forms/${plain.uuid}`, g.people.operator.token)).json().data.showOnProfile).toBe(
      false,
    );
    await changeForm(plain, { showOnProfile: true });
    const read = await api('GET', `/forms-management/uuids/${plain.uuid}`, g.people.founder.token);
    expect(read.json().data.showOnProfile).toBe(true);
    const bad = await api('PATCH', `/admin/forms/${plain.uuid}`, g.people.operator.token, { showOnProfile: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: expect.any(String),
      errors: [expect.stringContaining('showOnProfile')],
    });
    expect(await rows(`select show_on_profile from forms where uuid = '${plain.uuid}'`)).toEqual([
      { show_on_profile: true },
    ]);
  });
});
