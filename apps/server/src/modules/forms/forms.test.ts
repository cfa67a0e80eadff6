import { limits } from '@ventura/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type FormPart, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { exe, filePart, pdf, png } from '../documents/test-files.ts';
import { createFormFileSweep } from './files.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', { founder: cast.founder, cofounder: cast.cofounder, investor: cast.investor });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const count = async (table: string, where = 'true') =>
  Number((await rows(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);
type Json = Record<string, unknown>;
type Stored = { uuid: string; id: number; code: string; [key: string]: unknown };
type File = { uuid: string; name: string; kind: string; size: number };

const fields = [
  { key: 'intro', type: 'section', label: 'About the startup' },
  { key: 'name', type: 'short_text', label: 'Startup name', required: true, prefill: 'organizationName' },
  { key: 'contact', type: 'short_text', label: 'Contact email', prefill: 'email' },
  { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'], required: true },
  {
    key: 'revenue',
    type: 'number',
    label: 'Revenue',
    min: 0,
    required: true,
    showIf: { field: 'stage', equals: 'Revenue' },
  },
  { key: 'deck', type: 'file', label: 'Pitch deck', accept: ['pdf'] },
  { key: 'fit', type: 'rating', label: 'Fit' },
];
const formBody = (overrides: Json = {}) => ({
  title: 'Incubation intake',
  code: 'intake-2025',
  description: 'Tell us about your startup.',
  fields,
  accountTypes: ['startup'],
  status: 'published',
  ...overrides,
});
const createForm = async (overrides: Json = {}, host = api) => {
  const response = await host(
    'POST',
    '/admin/forms',
    (host === api ? g : other).people.operator.token,
    formBody(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Stored;
};
const uploadTo = (
  token: string | undefined,
  formUuid: string,
  fieldKey: string,
  file: FormPart = filePart(pdf('Our deck'), 'deck.pdf'),
) =>
  upload(t.app, {
    host: 'localhost',
    url: '/api/v1/forms-management/public/upload-file',
    ...(token ? { token } : {}),
    parts: [{ name: 'formUuid', content: formUuid }, { name: 'fieldKey', content: fieldKey }, file],
  });
const uploaded = async (token: string | undefined, formUuid: string, fieldKey = 'deck') => {
  const response = await uploadTo(token, formUuid, fieldKey);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as File;
};
const save = (token: string, formUuid: string, body: Json) =>
  api('POST', `/forms-management/submission/${formUuid}`, token, body);
const publicSubmit = (formUuid: string, body: Json, ip?: string) =>
  call(t.app, {
    method: 'POST',
    host: 'localhost',
    url: `/api/v1/forms-management/public/submission/${formUuid}/submit`,
    body: { name: 'Vera Visitor', email: 'vera@example.com', answers: { name: 'Vera Co', stage: 'Idea' }, ...body },
    ...(ip ? { ip } : {}),
  });

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
  await rows(`delete from audit_log where subject_type = 'form'`);
});

describe('who may reach forms', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';

  it('asks for a session on the member and admin calls', async () => {
    for (const [method, url] of [
      ['GET', '/admin/forms'],
      ['POST', '/admin/forms'],
      ['GET', `/admin/forms/${uuid}`],
      ['PATCH', `/admin/forms/${uuid}`],
      ['DELETE', `/admin/forms/${uuid}`],
      ['GET', `/admin/forms/${uuid}/submissions`],
      ['GET', '/forms-management/list'],
      ['GET', '/forms-management/list/startup'],
      ['GET', `/forms-management/submission/${uuid}`],
      ['POST', `/forms-management/submission/${uuid}`],
      ['GET', `/forms-management/${uuid}/check-access`],
      ['GET', `/forms-management/profile/data/${uuid}/${uuid}`],
      ['GET', `/forms-management/files/${uuid}`],
    ] as const) {
      const response = await api(method, url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message, `${method} ${url}`).toBeTruthy();
    }
  });

  it('keeps the admin calls to operators', async () => {
    const form = await createForm();
    const { founder } = g.people;
    for (const [method, url, body] of [
      ['GET', '/admin/forms', undefined],
      ['POST', '/admin/forms', formBody({ code: 'other-code' })],
      ['GET', `/admin/forms/${form.uuid}`, undefined],
      ['PATCH', `/admin/forms/${form.uuid}`, { title: 'Taken over' }],
      ['DELETE', `/admin/forms/${form.uuid}`, undefined],
      ['GET', `/admin/forms/${form.uuid}/submissions`, undefined],
    ] as const) {
      const response = await api(method, url, founder.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({
        message: 'Only the platform team can manage forms',
        errors: ['Only the platform team can manage forms'],
      });
    }
    expect(await rows('select code, title from forms')).toEqual([{ code: 'intake-2025', title: 'Incubation intake' }]);
  });

  it("answers another tenant's form ids with 404", async () => {
    const form = await createForm({ audience: 'public', accountTypes: [] });
    const { founder, operator } = other.people;
    for (const url of [
      `/forms-management/uuids/${form.uuid}`,
      `/forms-management/ids/${form.id}`,
      `/forms-management/code/${form.code}`,
      `/forms-management/submission/${form.uuid}`,
      `/forms-management/${form.uuid}/check-access`,
      `/forms-management/public/submission/${form.uuid}/fetch`,
    ]) {
      const response = await alpha.api('GET', url, founder.token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Form not found');
    }
    expect((await alpha.api('GET', `/admin/forms/${form.uuid}`, operator.token)).statusCode).toBe(404);
    expect((await alpha.api('DELETE', `/admin/forms/${form.uuid}`, operator.token)).statusCode).toBe(404);
    const saved = await alpha.api('POST', `/forms-management/submission/${form.uuid}`, founder.token, {
      answers: { name: 'Alpha' },
    });
    expect(saved.statusCode).toBe(404);
    const listed = await alpha.api('GET', '/admin/forms', operator.token);
    expect(listed.json().data.items).toEqual([]);
    expect(await count('form_submissions')).toBe(0);
  });
});

describe('building forms', () => {
  it('stores a form, audited, and lists it with its submissions by title or code', async () => {
    const form = await createForm();
    expect(form).toMatchObject({
      code: 'intake-2025',
      slug: 'incubation-intake',
      audience: 'members',
      status: 'published',
      submissionCount: 0,
      attachToProfile: false,
    });
    expect((form.fields as Json[])[1]).toEqual({
      key: 'name',
      type: 'short_text',
      label: 'Startup name',
      required: true,
      prefill: 'organizationName',
    });
    await createForm({ title: 'Mentor feedback', code: 'FEEDBACK' });
    const { token } = g.people.operator;
    const all = await api('GET', '/admin/forms', token);
    expect(all.json().data.items.map((item: Stored) => item.code)).toEqual(['FEEDBACK', 'intake-2025']);
    expect(all.json().data.total).toBe(2);
    for (const q of ['mentor', 'feedb']) {
      const found = await api('GET', `/admin/forms?q=${q}`, token);
      expect(
        found.json().data.items.map((item: Stored) => item.code),
        q,
      ).toEqual(['FEEDBACK']);
    }
    const audit = await rows(`select action, subject_id from audit_log where subject_type = 'form' order by id`);
    expect(audit.map((row) => row.action)).toEqual(['form.create', 'form.create']);
    expect(audit[0]?.subject_id).toBe(form.uuid);
  });

  it.each([
    [
      'a choice without options',
      { fields: [{ key: 'stage', type: 'choice', label: 'Stage' }] },
      'body.fields.0.options: Stage: offer at least two options',
    ],
    [
      'two fields with one key',
      {
        fields: [
          { key: 'a', type: 'short_text', label: 'A' },
          { key: 'a', type: 'long_text', label: 'B' },
        ],
      },
      'body.fields.1.key: Two fields share the key a',
    ],
    [
      'a condition on a later question',
      {
        fields: [
          { key: 'a', type: 'short_text', label: 'A', showIf: { field: 'b' } },
          { key: 'b', type: 'short_text', label: 'B' },
        ],
      },
      'body.fields.0.showIf.field: A: a condition can only look at a question above it',
    ],
    [
      'an unknown field type',
      { fields: [{ key: 'a', type: 'signature', label: 'A' }] },
      'body.fields.0.type: Choose a field type',
    ],
    ['a code with spaces', { code: 'my form' }, 'body.code: A code is letters, digits, dashes or underscores'],
    ['no title', { title: ' ' }, 'body.title: Title required'],
  ])('refuses %s with 400, naming the field, and stores nothing', async (_what, overrides, error) => {
    const response = await api('POST', '/admin/forms', g.people.operator.token, formBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(response.json().errors).toContain(error);
    expect(await count('forms')).toBe(0);
    expect(await count('audit_log', `subject_type = 'form'`)).toBe(0);
  });

  it('refuses a code the tenant already uses, whatever its case, with 409', async () => {
    const first = await createForm();
    const clash = await api('POST', '/admin/forms', g.people.operator.token, formBody({ code: 'INTAKE-2025' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Another form already has the code INTAKE-2025: choose another code');
    const second = await createForm({ code: 'second' });
    const renamed = await api('PATCH', `/admin/forms/${second.uuid}`, g.people.operator.token, { code: 'Intake-2025' });
    expect(renamed.statusCode).toBe(409);
    // Its own code in another case is no clash; another tenant may use the same code.
    const recased = await api('PATCH', `/admin/forms/${first.uuid}`, g.people.operator.token, { code: 'INTAKE-2025' });
    expect(recased.statusCode, recased.body).toBe(200);
    await createForm({ code: 'intake-2025' }, alpha.api);
    expect(await count('forms')).toBe(3);
  });

  it('changes only what a patch sends, audited with before and after', async () => {
    const form = await createForm({ attachToProfile: true, description: 'Kept' });
    const response = await api('PATCH', `/admin/forms/${form.uuid}`, g.people.operator.token, { status: 'closed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'closed',
      attachToProfile: true,
      description: 'Kept',
      accountTypes: ['startup'],
      title: 'Incubation intake',
    });
    const bad = await api('PATCH', `/admin/forms/${form.uuid}`, g.people.operator.token, {
      fields: [{ key: 'x', type: 'choice', label: 'X', options: ['one'] }],
    });
    expect(bad.statusCode).toBe(400);
    const [audit] = await rows(`select detail from audit_log where action = 'form.update'`);
    expect(audit?.detail).toMatchObject({
      changed: ['status'],
      before: { status: 'published' },
      after: { status: 'closed' },
    });
  });

  it('deletes a form only while no program uses it and nobody has submitted it', async () => {
    const { token } = g.people.operator;
    const used = await createForm({ code: 'used' });
    await rows(
      `insert into programs (tenant_id, family, code, title, summary, account_types, opens_at, closes_at, form_id)
       values ('${g.tenant.id}', 'program', 'cohort-1', 'Cohort one', 'A cohort', '{startup}', now(), now() + interval '30 days', ${used.id})`,
    );
    const refused = await api('DELETE', `/admin/forms/${used.uuid}`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The program Cohort one uses this form: choose another form there first');

    const sent = await createForm({ code: 'sent' });
    expect(
      (await save(g.people.founder.token, sent.uuid, { answers: { name: 'Solar', stage: 'Idea' }, submit: true }))
        .statusCode,
    ).toBe(200);
    const closeIt = await api('DELETE', `/admin/forms/${sent.uuid}`, token);
    expect(closeIt.statusCode).toBe(409);
    expect(closeIt.json().message).toBe('People have already submitted this form: close it instead of deleting it');

    const drafted = await createForm({ code: 'drafted' });
    expect((await save(g.people.founder.token, drafted.uuid, { answers: { name: 'Solar' } })).statusCode).toBe(200);
    const deleted = await api('DELETE', `/admin/forms/${drafted.uuid}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await count('forms', `uuid = '${drafted.uuid}'`)).toBe(0);
    expect(await count('form_submissions', `form_id = ${drafted.id}`)).toBe(0);
    expect(await count('audit_log', `action = 'form.delete' and subject_id = '${drafted.uuid}'`)).toBe(1);
  });
});

describe('reading forms', () => {
  it('shows a draft to operators only', async () => {
    const form = await createForm({ status: 'draft' });
    for (const url of [
      `/forms-management/uuids/${form.uuid}`,
      `/forms-management/ids/${form.id}`,
      `/forms-management/code/${form.code}`,
    ]) {
      expect((await api('GET', url, g.people.founder.token)).statusCode, url).toBe(404);
      expect((await api('GET', url, g.people.operator.token)).statusCode, url).toBe(200);
    }
    expect((await api('GET', '/forms-management/list', g.people.founder.token)).json().data.items).toEqual([]);
  });

  it("shows a members' form to signed-in members of its account types, by uuid, id or code", async () => {
    const form = await createForm();
    for (const url of [
      `/forms-management/uuids/${form.uuid}`,
      `/forms-management/ids/${form.id}`,
      `/forms-management/code/INTAKE-2025`,
    ]) {
      const seen = await api('GET', url, g.people.founder.token);
      expect(seen.statusCode, url).toBe(200);
      expect(seen.json().data).toMatchObject({ uuid: form.uuid, title: 'Incubation intake' });
      expect(seen.json().data).not.toHaveProperty('submissionCount');
      expect((await api('GET', url)).statusCode, url).toBe(401);
      const investor = await api('GET', url, g.people.investor.token);
      expect(investor.statusCode, url).toBe(403);
      expect(investor.json().message).toBe('This form is for Startup profiles');
    }
    const listed = await api('GET', '/forms-management/list', g.people.founder.token);
    expect(listed.json().data.items.map((item: Stored) => item.uuid)).toEqual([form.uuid]);
    expect((await api('GET', '/forms-management/list', g.people.investor.token)).json().data.items).toEqual([]);
    const forInvestors = await api('GET', '/forms-management/list/investor', g.people.founder.token);
    expect(forInvestors.json().data.items).toEqual([]);
    expect((await api('GET', '/forms-management/list/astronaut', g.people.founder.token)).statusCode).toBe(400);
  });

  it('shows a public form to anyone', async () => {
    const form = await createForm({ audience: 'public', accountTypes: [] });
    expect((await api('GET', `/forms-management/uuids/${form.uuid}`)).statusCode).toBe(200);
    const fetched = await api('GET', `/forms-management/public/submission/${form.uuid}/fetch`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().data.uuid).toBe(form.uuid);
    const members = await createForm({ code: 'members-only' });
    expect((await api('GET', `/forms-management/public/submission/${members.uuid}/fetch`)).statusCode).toBe(404);
  });
});

describe("a member's answers", () => {
  it('keeps drafts with partial answers, then sends them once', async () => {
    const form = await createForm();
    const { founder, operator } = g.people;
    expect((await api('GET', `/forms-management/submission/${form.uuid}`, founder.token)).json()).toEqual({
      data: null,
    });
    const draft = await save(founder.token, form.uuid, { answers: { name: 'Solar Sprout', stage: 'Revenue' } });
    expect(draft.statusCode, draft.body).toBe(200);
    // Shown: name, contact, stage, revenue (Revenue chosen), deck and fit; two answered.
    expect(draft.json().data).toMatchObject({ status: 'draft', submittedAt: null, progress: 33 });
    const read = await api('GET', `/forms-management/submission/${form.uuid}`, founder.token);
    expect(read.json().data.answers).toEqual({ name: 'Solar Sprout', stage: 'Revenue' });

    const incomplete = await save(founder.token, form.uuid, {
      answers: { name: 'Solar Sprout', stage: 'Revenue' },
      submit: true,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual(['answers.revenue: Revenue is required']);
    expect(await count('form_submissions', `status = 'submitted'`)).toBe(0);

    const access = await api('GET', `/forms-management/${form.uuid}/check-access`, founder.token);
    expect(access.json().data).toEqual({ allowed: true, reason: null, submitted: false });
    const sent = await save(founder.token, form.uuid, {
      answers: { name: 'Solar Sprout', stage: 'Revenue', revenue: 1200, fit: 5 },
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'submitted', progress: 67 });
    expect(sent.json().data.submittedAt).toBeTruthy();
    expect(await rows(`select submission_count from forms where id = ${form.id}`)).toEqual([{ submission_count: 1 }]);

    const again = await save(founder.token, form.uuid, { answers: { name: 'Changed' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already submitted this form');
    const after = await api('GET', `/forms-management/${form.uuid}/check-access`, founder.token);
    expect(after.json().data).toEqual({
      allowed: false,
      reason: 'You have already submitted this form',
      submitted: true,
    });

    const answers = await api('GET', `/admin/forms/${form.uuid}/submissions`, operator.token);
    expect(answers.statusCode).toBe(200);
    expect(answers.json().data.items).toEqual([
      expect.objectContaining({
        profileUuid: founder.uuid,
        name: founder.name,
        email: founder.email,
        status: 'submitted',
      }),
    ]);
  });

  it.each([
    ['a missing required answer', { name: 'Solar' }, 'answers.stage: Stage is required'],
    [
      'text where a number goes',
      { name: 'Solar', stage: 'Revenue', revenue: 'lots' },
      'answers.revenue: Revenue: answer with a number',
    ],
    [
      'a choice not offered',
      { name: 'Solar', stage: 'Growth' },
      'answers.stage: Stage: choose one of the options offered',
    ],
    [
      'an answer to no question',
      { name: 'Solar', stage: 'Idea', motto: 'Go' },
      'answers.motto: this is not a question of the form',
    ],
    ['a rating off the scale', { name: 'Solar', stage: 'Idea', fit: 9 }, 'answers.fit: Fit: rate from 1 to 5'],
    [
      'a file that was never uploaded',
      { name: 'Solar', stage: 'Idea', deck: { uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } },
      'answers.deck: The file is not one you uploaded for this question, or it was already used: upload it again',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, answers, error) => {
    const form = await createForm();
    const response = await save(g.people.founder.token, form.uuid, { answers, submit: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(error);
    expect(await count('form_submissions')).toBe(0);
    expect(await rows(`select submission_count from forms`)).toEqual([{ submission_count: 0 }]);
  });

  it("refuses answers to a closed form, and to another account type's", async () => {
    const form = await createForm({ status: 'closed' });
    const closed = await save(g.people.founder.token, form.uuid, { answers: { name: 'Solar' } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This form is closed');
    const open = await createForm({ code: 'open' });
    expect((await save(g.people.investor.token, open.uuid, { answers: {} })).statusCode).toBe(403);
    expect(await count('form_submissions')).toBe(0);
  });

  it("offers answers from the caller's own profile only", async () => {
    const form = await createForm();
    const { founder, cofounder } = g.people;
    const mine = await api('GET', `/forms-management/profile/data/${form.uuid}/${founder.uuid}`, founder.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ answers: { name: 'Solar Sprout', contact: founder.email } });
    // Another's profile: its sent answers where the form shows them (profile-answers.test.ts), else nothing there.
    const theirs = await api('GET', `/forms-management/profile/data/${form.uuid}/${cofounder.uuid}`, founder.token);
    expect(theirs.statusCode).toBe(404);
    const alphaProfile = await api(
      'GET',
      `/forms-management/profile/data/${form.uuid}/${other.people.founder.uuid}`,
      founder.token,
    );
    expect(alphaProfile.statusCode).toBe(404);
  });
});

describe('files', () => {
  it('takes a file by its content, claims it once with the answers, and lets its member and operators download it', async () => {
    const form = await createForm();
    const { founder, cofounder, operator } = g.people;
    const deck = await uploaded(founder.token, form.uuid);
    expect(deck).toMatchObject({ name: 'deck.pdf', kind: 'pdf' });

    const stolen = await save(cofounder.token, form.uuid, { answers: { deck: { uuid: deck.uuid } } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual([
      'answers.deck: The file is not one you uploaded for this question, or it was already used: upload it again',
    ]);

    const draft = await save(founder.token, form.uuid, { answers: { deck: { uuid: deck.uuid } } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.answers.deck).toEqual(deck);
    // Saved again as read back, the file passes through; a second claim of it elsewhere is refused.
    const kept = await save(founder.token, form.uuid, { answers: { deck, name: 'Solar' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.answers.deck).toEqual(deck);

    const own = await api('GET', `/forms-management/files/${deck.uuid}`, founder.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.body).toContain('Our deck');
    expect((await api('GET', `/forms-management/files/${deck.uuid}`, operator.token)).statusCode).toBe(200);
    expect((await api('GET', `/forms-management/files/${deck.uuid}`, cofounder.token)).statusCode).toBe(404);
    expect(
      (await alpha.api('GET', `/forms-management/files/${deck.uuid}`, other.people.operator.token)).statusCode,
    ).toBe(404);

    // Replacing the file lets the old one go.
    const next = await uploaded(founder.token, form.uuid);
    expect((await save(founder.token, form.uuid, { answers: { deck: { uuid: next.uuid } } })).statusCode).toBe(200);
    expect(await count('form_files', `uuid = '${deck.uuid}'`)).toBe(0);
  });

  it('sweeps an upload no answer claimed within its day, with its file, and keeps claimed and fresh ones', async () => {
    const form = await createForm();
    const { founder } = g.people;
    const [stale, fresh, claimed] = [
      await uploaded(founder.token, form.uuid),
      await uploaded(founder.token, form.uuid),
      await uploaded(founder.token, form.uuid),
    ];
    expect((await save(founder.token, form.uuid, { answers: { deck: { uuid: claimed.uuid } } })).statusCode).toBe(200);
    await rows(
      `update form_files set created_at = now() - interval '2 days' where uuid in ('${stale.uuid}', '${claimed.uuid}')`,
    );
    const keyOf = async (uuid: string) =>
      String((await rows(`select key from form_files where uuid = '${uuid}'`))[0]?.key);
    const staleKey = await keyOf(stale.uuid);
    const sweep = createFormFileSweep({ db: t.database.db, storage: t.app.storage, log: t.app.log });
    for (const { uuid } of [stale, fresh, claimed]) {
      await sweep.run({ tenantId: g.tenant.id, uuid }, { attempt: 1, lastAttempt: false });
    }
    const left = await rows(
      `select uuid from form_files where uuid in ('${stale.uuid}', '${fresh.uuid}', '${claimed.uuid}')`,
    );
    expect(left.map((row) => row.uuid).sort()).toEqual([fresh.uuid, claimed.uuid].sort());
    expect(await t.app.storage.get(staleKey)).toBeNull();
    expect(await t.app.storage.get(await keyOf(fresh.uuid))).not.toBeNull();
    // A retry finds nothing left to do.
    await sweep.run({ tenantId: g.tenant.id, uuid: stale.uuid }, { attempt: 2, lastAttempt: true });
  });

  it('refuses a kind the question does not take, what is not a document, a file too large, and a question that takes no file', async () => {
    const form = await createForm();
    const { token } = g.people.founder;
    const image = await uploadTo(token, form.uuid, 'deck', filePart(await png(), 'deck.png', 'image/png'));
    expect(image.statusCode).toBe(400);
    expect(image.json().errors).toEqual(['file: Pitch deck: this question takes PDF files']);
    const program = await uploadTo(token, form.uuid, 'deck', filePart(exe(), 'deck.pdf'));
    expect(program.statusCode).toBe(400);
    expect(program.json().errors[0]).toMatch(/^file: /);
    const big = Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes)]);
    const tooLarge = await uploadTo(token, form.uuid, 'deck', filePart(big, 'big.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0]).toMatch(/^file: /);
    const notAFile = await uploadTo(token, form.uuid, 'name');
    expect(notAFile.statusCode).toBe(400);
    expect(notAFile.json().errors).toEqual(['fieldKey: This is not a file question of the form']);
    const badUuid = await uploadTo(token, 'nope', 'deck');
    expect(badUuid.statusCode).toBe(400);
    expect(badUuid.json().errors[0]).toMatch(/^body\.formUuid: /);
    expect(await count('form_files')).toBe(0);
  });

  it("asks for a session to upload to a members' form, and the right account type", async () => {
    const form = await createForm();
    expect((await uploadTo(undefined, form.uuid, 'deck')).statusCode).toBe(401);
    expect((await uploadTo(g.people.investor.token, form.uuid, 'deck')).statusCode).toBe(403);
    expect((await alpha.api('GET', '/forms-management/list', other.people.founder.token)).statusCode).toBe(200);
    expect(await count('form_files')).toBe(0);
  });
});

describe('visitors and public forms', () => {
  it("takes a visitor's answers with an upload of theirs, counted on the form", async () => {
    const form = await createForm({ audience: 'public', accountTypes: [] });
    const deck = await uploaded(undefined, form.uuid);
    const sent = await publicSubmit(form.uuid, {
      answers: { name: 'Vera Co', stage: 'Idea', deck: { uuid: deck.uuid } },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'submitted', answers: { deck } });
    const [row] = await rows(`select name, email, profile_id from form_submissions`);
    expect(row).toEqual({ name: 'Vera Visitor', email: 'vera@example.com', profile_id: null });
    expect(await rows(`select submission_count from forms`)).toEqual([{ submission_count: 1 }]);
    // The upload was used once: a second submission naming it is refused.
    const reused = await publicSubmit(form.uuid, {
      answers: { name: 'Vera Co', stage: 'Idea', deck: { uuid: deck.uuid } },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses incomplete answers, a bad email, a closed form and members’ forms', async () => {
    const form = await createForm({ audience: 'public', accountTypes: [] });
    const incomplete = await publicSubmit(form.uuid, { answers: { name: 'Vera Co' } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toEqual(['answers.stage: Stage is required']);
    const badEmail = await publicSubmit(form.uuid, { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0]).toMatch(/^body\.email: /);
    const members = await createForm({ code: 'members' });
    expect((await publicSubmit(members.uuid, {})).statusCode).toBe(404);
    const closed = await createForm({ code: 'closed', audience: 'public', accountTypes: [], status: 'closed' });
    expect((await publicSubmit(closed.uuid, {})).statusCode).toBe(409);
    expect(await count('form_submissions')).toBe(0);
  });

  it('limits submissions from one address', async () => {
    const form = await createForm({ audience: 'public', accountTypes: [] });
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++) {
      const sent = await publicSubmit(form.uuid, { email: `v${i}@example.com` }, ip);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const refused = await publicSubmit(form.uuid, { email: 'v11@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await count('form_submissions')).toBe(10);
  });
});
