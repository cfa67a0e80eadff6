import { randomUUID } from 'node:crypto';
import type { FormFieldInput } from '@ventura/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { exe, filePart, pdf } from '../documents/test-files.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    mentor: cast.mentor,
    office: {
      type: 'program_office',
      name: 'Olga Office',
      organizationName: 'Seed Office',
      approvalStatus: 'approved',
    },
    newcomer: { type: 'startup', name: 'Nina New', organizationName: 'Fresh Co', approvalStatus: 'submitted' },
  });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const count = async (table: string, where = 'true') =>
  Number((await rows(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);
type Json = Record<string, unknown>;
type Posted = { uuid: string; code: string; [key: string]: unknown };
type Application = { uuid: string; status: string; stage: string; progress: number; [key: string]: unknown };

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const fields: FormFieldInput[] = [
  { key: 'about', type: 'section', label: 'About you' },
  { key: 'company', type: 'short_text', label: 'Company name', required: true },
  { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'], required: true },
  {
    key: 'revenue',
    type: 'number',
    label: 'Monthly revenue',
    min: 0,
    required: true,
    showIf: { field: 'stage', equals: 'Revenue' },
  },
  { key: 'pitch', type: 'section', label: 'Pitch' },
  { key: 'deck', type: 'file', label: 'Pitch deck', accept: ['pdf'] },
  { key: 'site', type: 'url', label: 'Website' },
];

/** A published form of the tenant, made straight in the table (the forms calls are tested beside them). */
const makeForm = async (tenantId: string, code = `F${randomUUID().slice(0, 6)}`) => {
  const [row] = await rows(
    `insert into forms (tenant_id, code, title, fields, status) values ('${tenantId}', '${code}', 'Intake form', '${JSON.stringify(
      fields.map((field) => ({ required: false, ...field })),
    )}'::jsonb, 'published') returning uuid, id`,
  );
  return { uuid: String(row?.uuid), id: Number(row?.id) };
};

let formUuid: string;
const programBody = (overrides: Json = {}) => ({
  family: 'application',
  code: 'acc-2027',
  title: 'Accelerator 2027',
  summary: 'Twelve weeks for climate startups',
  description: 'Mentoring, demo day and a grant.',
  eligibility: 'Incorporated startups',
  accountTypes: ['startup'],
  opensAt: hours(-1),
  closesAt: hours(24 * 30),
  formUuid,
  documents: [
    { key: 'incorporation', stage: 'application', title: 'Certificate of incorporation' },
    { key: 'financials', stage: 'screening', title: 'Last year’s accounts' },
  ],
  rubric: [
    { key: 'team', label: 'Team', max: 10, weight: 2 },
    { key: 'market', label: 'Market', max: 5 },
  ],
  status: 'published',
  ...overrides,
});
const create = async (token: string, overrides: Json = {}) => {
  const response = await api('POST', '/admin/programs', token, programBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Posted;
};
const start = async (token: string, program: Posted, family = 'application-programs-management') => {
  const response = await api('POST', `/${family}/${program.uuid}/apply`, token, {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Application;
};
const save = (token: string, program: Posted, application: Application, answers: Json, submit = false) =>
  api('POST', `/application-programs-management/${program.uuid}/${application.uuid}/apply`, token, { answers, submit });
const details = async (token: string, program: Posted, application: Application) => {
  const response = await api(
    'POST',
    `/application-programs-management/${program.uuid}/check_application_status/${application.uuid}/details`,
    token,
    {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Json & {
    documents: { uuid: string; key: string; status: string; reason: string | null }[];
    history: { stage: string; status: string; message: string | null }[];
    answers: Json;
  };
};
const uploadDocument = (
  token: string,
  documentUuid: string,
  file = filePart(pdf('Incorporated'), 'incorporation.pdf'),
) =>
  upload(t.app, {
    host: 'localhost',
    url: `/api/v1/programs-management/documents/${documentUuid}/upload`,
    token,
    file,
  });
const counts = async (token: string) => (await api('GET', '/notifications/count', token)).json().data as Json;

/** A founder's application, started, answered, its document uploaded and sent. */
const sentApplication = async (token: string, program: Posted) => {
  const application = await start(token, program);
  const [document] = (await details(token, program, application)).documents;
  expect((await uploadDocument(token, document?.uuid ?? '')).statusCode).toBe(200);
  const sent = await save(token, program, application, { company: 'Solar Sprout', stage: 'Idea' }, true);
  expect(sent.statusCode, sent.body).toBe(200);
  return application;
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: cast.founder });
  formUuid = (await makeForm(g.tenant.id)).uuid;
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from programs');
  await rows('delete from throttle_counters');
  await rows('delete from notifications');
});

describe('who may reach programs', () => {
  it('needs a session for all but the lists, a program and its video topics', async () => {
    const uuid = randomUUID();
    for (const [method, url] of [
      ['GET', '/programs-management/applied/list'],
      ['POST', `/programs-management/${uuid}/apply`],
      ['POST', `/video-startup-programs/${uuid}/submit`],
      ['POST', `/application-programs-management/${uuid}/${uuid}/apply`],
      ['POST', `/application-programs-management/${uuid}/check_application_status/${uuid}`],
      ['POST', `/application-programs-management/${uuid}/check_application_status/${uuid}/details`],
      ['POST', `/application-programs-management/applied/${uuid}`],
      ['POST', '/application-programs-management/check_application_status_multiple'],
      ['GET', `/programs-management/${uuid}/applications`],
      ['GET', `/programs-management/${uuid}/applications/export`],
      ['POST', `/programs-management/${uuid}/applications/move`],
      ['GET', `/programs-management/applications/${uuid}/review`],
      ['PATCH', `/programs-management/documents/${uuid}`],
      ['GET', '/admin/programs'],
      ['POST', '/admin/programs'],
      ['PUT', `/admin/programs/${uuid}/reviewers`],
    ] as const) {
      const response = await api(method, url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const url of [
      '/programs-management/list',
      '/application-programs-management/list',
      '/video-startup-programs/list',
    ]) {
      expect((await api('GET', url)).statusCode, url).toBe(200);
    }
  });
});

describe('building programs', () => {
  it('lets operators and approved program offices create them, each family under its own path', async () => {
    const { operator, office, founder } = g.people;
    const call = await create(operator.token);
    expect(call).toMatchObject({
      family: 'application',
      code: 'ACC-2027',
      isOpen: true,
      canManage: true,
      form: { uuid: formUuid, title: 'Intake form', questionCount: 5 },
      office: null,
    });
    const own = await create(office.token, {
      family: 'video',
      code: 'VS-1',
      videoTopics: [{ title: 'Your team' }, { title: 'Your market' }],
    });
    expect(own.office).toMatchObject({ accountType: 'program_office' });
    expect((await api('POST', '/admin/programs', founder.token, programBody({ code: 'X-1' }))).statusCode).toBe(403);

    const listed = await api('GET', '/application-programs-management/list', founder.token);
    expect(listed.json().data.items.map((item: Posted) => item.code)).toEqual(['ACC-2027']);
    expect((await api('GET', `/programs-management/${call.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', '/application-programs-management/code/acc-2027')).json().data.uuid).toBe(call.uuid);
    const topics = await api('GET', `/video-startup-programs/${own.uuid}/video-topics?order_by=id`);
    expect(topics.json().data.map((topic: { id: number; title: string }) => [topic.id, topic.title])).toEqual([
      [1, 'Your team'],
      [2, 'Your market'],
    ]);
    // The office manages its own program only; operators manage all.
    expect((await api('GET', '/admin/programs', office.token)).json().data.items.map((p: Posted) => p.code)).toEqual([
      'VS-1',
    ]);
    expect((await api('PATCH', `/admin/programs/${call.uuid}`, office.token, { title: 'Mine now' })).statusCode).toBe(
      403,
    );
  });

  it('offers managers the published forms and members to choose as reviewers, and no one else', async () => {
    const { office, founder, operator } = g.people;
    const options = await api('GET', '/programs-management/forms', office.token);
    expect(options.statusCode, options.body).toBe(200);
    // The demo's own form is there too: the test's is among the published forms.
    expect(options.json().data).toContainEqual(
      expect.objectContaining({ uuid: formUuid, title: 'Intake form', questionCount: 5 }),
    );
    const found = await api('GET', '/programs-management/reviewer-candidates?q=meera', operator.token);
    expect(found.json().data.map((person: Json) => person.name)).toContain('Meera Mentor');
    expect((await api('GET', '/programs-management/reviewer-candidates?q=m', operator.token)).statusCode).toBe(400);
    expect((await api('GET', '/programs-management/forms', founder.token)).statusCode).toBe(403);
    expect((await api('GET', '/programs-management/reviewer-candidates?q=meera', founder.token)).statusCode).toBe(403);
    const alphaFound = await alpha.api(
      'GET',
      '/programs-management/reviewer-candidates?q=meera',
      other.people.operator.token,
    );
    expect(alphaFound.json().data.map((person: Json) => person.name)).not.toContain('Meera Mentor');
  });

  it('refuses a bad program, a taken code and another tenant’s form, and stores nothing', async () => {
    const { operator } = g.people;
    for (const [body, status] of [
      [{ closesAt: hours(-2) }, 400],
      [{ code: 'no spaces allowed' }, 400],
      [{ industries: ['not-an-industry'] }, 400],
      [{ formUuid: randomUUID() }, 400],
      [
        {
          documents: [
            { key: 'a', stage: 'application', title: 'A' },
            { key: 'a', stage: 'screening', title: 'B' },
          ],
        },
        400,
      ],
      [{ rubric: [{ key: 'team', label: 'Team', max: 0 }] }, 400],
      [{ title: 'x'.repeat(151) }, 400],
      [{ surprise: true }, 400],
    ] as const) {
      const response = await api('POST', '/admin/programs', operator.token, programBody(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const alphaForm = await makeForm(other.tenant.id);
    expect(
      (await api('POST', '/admin/programs', operator.token, programBody({ formUuid: alphaForm.uuid }))).statusCode,
    ).toBe(400);
    expect(await count('programs')).toBe(0);
    await create(operator.token);
    const clash = await api('POST', '/admin/programs', operator.token, programBody({ code: 'Acc-2027' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A program with the code ACC-2027 already exists');
    expect(await count('programs')).toBe(1);
  });

  it('keeps drafts and external programs out of members’ lists', async () => {
    const { operator, founder } = g.people;
    const draft = await create(operator.token, { status: 'draft' });
    const external = await create(operator.token, {
      code: 'EXT-1',
      externalUrl: 'https://example.org/apply',
      formUuid: null,
    });
    expect((await api('GET', `/application-programs-management/${draft.uuid}`, founder.token)).statusCode).toBe(404);
    expect((await api('GET', `/application-programs-management/${draft.uuid}`, operator.token)).statusCode).toBe(200);
    const plain = await api('GET', '/application-programs-management/list?includeExternal=false', founder.token);
    expect(plain.json().data.items).toEqual([]);
    const all = await api('GET', '/application-programs-management/list?includeExternal=true', founder.token);
    expect(all.json().data.items.map((p: Posted) => p.code)).toEqual(['EXT-1']);
    // An external program takes applications on its own site; the member records that they applied there.
    const refused = await api('POST', `/application-programs-management/${external.uuid}/apply`, founder.token, {});
    expect(refused.statusCode).toBe(409);
    const applied = await api('POST', `/application-programs-management/applied/${external.uuid}`, founder.token, {});
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data.status).toBe('external');
    expect(
      (await api('POST', `/application-programs-management/applied/${external.uuid}`, founder.token, {})).json()
        .message,
    ).toBe('You have already applied to this program');
  });
});

describe('applying', () => {
  it('keeps a draft over visits, checks answers by the form, and sends it with its documents', async () => {
    const { operator, founder, newcomer } = g.people;
    const program = await create(operator.token);
    const application = await start(newcomer.token, program);
    expect(application).toMatchObject({ status: 'draft', stage: 'application', progress: 0 });
    const twice = await api('POST', `/application-programs-management/${program.uuid}/apply`, newcomer.token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already applied to this program');
    expect((await counts(newcomer.token)).pendingProgramFormSubmissionCount).toBe(1);
    expect((await counts(newcomer.token)).pendingDocumentsUploadCount).toBe(1);

    // A draft keeps what is valid so far; a choice not offered, a number as text or an unknown key is refused.
    const draft = await save(newcomer.token, program, application, { company: 'Fresh Co' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.progress).toBe(25);
    for (const answers of [
      { stage: 'Series Z' },
      { stage: 'Revenue', revenue: 'lots' },
      { nope: 'x' },
      { site: 'not a link' },
    ]) {
      const bad = await save(newcomer.token, program, application, answers);
      expect(bad.statusCode, JSON.stringify(answers)).toBe(400);
      expect(bad.json().errors[0]).toMatch(/^answers\./);
    }
    expect((await details(newcomer.token, program, application)).answers).toEqual({ company: 'Fresh Co' });

    // Sending needs every shown required answer (the revenue question shows only for Revenue) and the
    // document, and says all that is missing at once.
    const missing = await save(newcomer.token, program, application, { company: 'Fresh Co', stage: 'Revenue' }, true);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Some answers and documents are missing: complete them before sending',
      errors: [
        'answers.revenue: Monthly revenue is required',
        'documents.incorporation: Upload Certificate of incorporation',
      ],
    });
    const noDocument = await save(newcomer.token, program, application, { company: 'Fresh Co', stage: 'Idea' }, true);
    expect(noDocument.statusCode).toBe(400);
    expect(noDocument.json().errors).toEqual(['documents.incorporation: Upload Certificate of incorporation']);
    const [document] = (await details(newcomer.token, program, application)).documents;
    expect((await uploadDocument(newcomer.token, document?.uuid ?? '', filePart(exe(), 'x.pdf'))).statusCode).toBe(400);
    expect((await uploadDocument(founder.token, document?.uuid ?? '')).statusCode).toBe(403);
    const uploaded = await uploadDocument(newcomer.token, document?.uuid ?? '');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data).toMatchObject({
      status: 'submitted',
      file: { name: 'incorporation.pdf', kind: 'pdf' },
    });
    const sent = await save(
      newcomer.token,
      program,
      application,
      { company: 'Fresh Co', stage: 'Idea', revenue: 5 },
      true,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'in_review', progress: 100 });
    const after = await details(newcomer.token, program, application);
    // The revenue answer was for a hidden question: dropped.
    expect(after.answers).toEqual({ company: 'Fresh Co', stage: 'Idea' });
    expect(after.history).toEqual([expect.objectContaining({ stage: 'application', status: 'in_review' })]);
    expect((await counts(newcomer.token)).pendingProgramFormSubmissionCount).toBe(0);
    expect(await count('notifications', `kind = 'program_application_status'`)).toBe(1);
    expect(await count('notifications', `kind = 'program_applicant'`)).toBeGreaterThan(0);
    const again = await save(newcomer.token, program, application, { company: 'Changed' });
    expect(again.statusCode).toBe(409);
    expect(
      (await api('GET', '/application-programs-management/applied/list', newcomer.token)).json().data.items,
    ).toHaveLength(1);
  });

  it('lists every missing answer and document of a submission in one 400, and changes nothing', async () => {
    const { operator, newcomer } = g.people;
    const program = await create(operator.token);
    const application = await start(newcomer.token, program);
    const draft = await save(newcomer.token, program, application, { company: 'Fresh Co' });
    expect(draft.statusCode, draft.body).toBe(200);
    const viaSubmit = await api('POST', `/application-programs-management/${program.uuid}/submit`, newcomer.token, {});
    const viaAnswers = await save(newcomer.token, program, application, { company: '' }, true);
    for (const refused of [viaSubmit, viaAnswers]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Some answers and documents are missing: complete them before sending');
    }
    expect(viaSubmit.json().errors).toEqual([
      'answers.stage: Stage is required',
      'documents.incorporation: Upload Certificate of incorporation',
    ]);
    expect(viaAnswers.json().errors).toEqual([
      'answers.company: Company name is required',
      'answers.stage: Stage is required',
      'documents.incorporation: Upload Certificate of incorporation',
    ]);
    const after = await details(newcomer.token, program, application);
    expect(after).toMatchObject({ status: 'draft', answers: { company: 'Fresh Co' } });
    expect(after.history).toEqual([]);
  });

  it('refuses a closed program, the wrong account type and another tenant’s program', async () => {
    const { operator, founder, investor } = g.people;
    const closed = await create(operator.token, { code: 'OLD', opensAt: hours(-48), closesAt: hours(-1) });
    const early = await create(operator.token, { code: 'SOON', opensAt: hours(2) });
    const open = await create(operator.token);
    for (const [token, program, message] of [
      [founder.token, closed, /closed on/],
      [founder.token, early, /open on/],
      [investor.token, open, 'This program takes applications from: Startup'],
    ] as const) {
      const response = await api('POST', `/application-programs-management/${program.uuid}/apply`, token, {});
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(message);
    }
    expect(
      (await alpha.api('POST', `/application-programs-management/${open.uuid}/apply`, other.people.founder.token, {}))
        .statusCode,
    ).toBe(404);
    expect(
      (await alpha.api('GET', `/application-programs-management/${open.uuid}`, other.people.founder.token)).statusCode,
    ).toBe(404);
    expect(await count('program_applications')).toBe(0);
  });

  it('answers status to the applicant, a member about their own email, and withdraws', async () => {
    const { operator, founder, investor } = g.people;
    const program = await create(operator.token);
    const application = await sentApplication(founder.token, program);
    const status = await api(
      'POST',
      `/application-programs-management/${program.uuid}/check_application_status/${application.uuid}`,
      founder.token,
      {},
    );
    expect(status.json().data).toMatchObject({ status: 'in_review', stage: 'application' });
    expect(
      (
        await api(
          'POST',
          `/application-programs-management/${program.uuid}/check_application_status/${application.uuid}`,
          investor.token,
          {},
        )
      ).statusCode,
    ).toBe(403);
    const mine = await api(
      'POST',
      '/application-programs-management/check_application_status_multiple',
      founder.token,
      {
        email: founder.email,
        programUUIDs: [program.uuid, randomUUID()],
      },
    );
    expect(mine.json().data.map((item: Json) => item.applied)).toEqual([true, false]);
    expect(
      (
        await api('POST', '/application-programs-management/check_application_status_multiple', investor.token, {
          email: founder.email,
          programUUIDs: [program.uuid],
        })
      ).statusCode,
    ).toBe(403);
    const withdrawn = await api(
      'POST',
      `/programs-management/applications/${application.uuid}/withdraw`,
      founder.token,
      {},
    );
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(
      (await api('POST', `/programs-management/applications/${application.uuid}/withdraw`, founder.token, {}))
        .statusCode,
    ).toBe(409);
  });
});

describe('reviewing', () => {
  it('lets assigned reviewers score and comment, managers move applications, and tells applicants', async () => {
    const { operator, founder, cofounder, mentor, investor } = g.people;
    const program = await create(operator.token);
    const first = await sentApplication(founder.token, program);
    const second = await sentApplication(cofounder.token, program);
    const drafty = await start(g.people.newcomer.token, program);

    expect((await api('GET', `/programs-management/${program.uuid}/applications`, mentor.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/programs-management/applications/${first.uuid}/review`, investor.token)).statusCode,
    ).toBe(403);
    const assign = await api('PUT', `/admin/programs/${program.uuid}/reviewers`, operator.token, {
      profileUuids: [mentor.uuid],
    });
    expect(assign.json().data.map((person: Json) => person.name)).toEqual(['Meera Mentor']);
    expect(
      (await api('PUT', `/admin/programs/${program.uuid}/reviewers`, mentor.token, { profileUuids: [] })).statusCode,
    ).toBe(403);

    const table = await api('GET', `/programs-management/${program.uuid}/applications?sort=name`, mentor.token);
    expect(table.statusCode, table.body).toBe(200);
    expect(table.json().data.items.map((row: Json) => (row.applicant as Json).name)).toEqual([
      'Brick Labs',
      'Solar Sprout',
    ]);
    expect(table.json().data.total).toBe(2);
    expect(table.json().data.stageCounts).toEqual({ application: 2, screening: 0, interview: 0, selection: 0 });

    // Scores must fit the rubric; the total is the weighted share of the most.
    for (const scores of [{ team: 8 }, { team: 11, market: 1 }, { team: 5, market: 2, luck: 3 }]) {
      const bad = await api('PUT', `/programs-management/applications/${first.uuid}/review`, mentor.token, { scores });
      expect(bad.statusCode, JSON.stringify(scores)).toBe(400);
    }
    expect(await count('program_reviews')).toBe(0);
    const scored = await api('PUT', `/programs-management/applications/${first.uuid}/review`, mentor.token, {
      scores: { team: 10, market: 2 },
      comment: 'Strong team',
    });
    expect(scored.statusCode, scored.body).toBe(200);
    expect(scored.json().data.reviews).toEqual([expect.objectContaining({ total: 80, comment: 'Strong team' })]);
    const noted = await api('POST', `/programs-management/applications/${first.uuid}/notes`, mentor.token, {
      body: 'Call them',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().data.notes.map((note: Json) => note.body)).toEqual(['Call them']);
    const byScore = await api('GET', `/programs-management/${program.uuid}/applications?sort=score`, mentor.token);
    expect(byScore.json().data.items[0]).toMatchObject({
      uuid: first.uuid,
      reviews: { count: 1, averageScore: 80, myScore: 80 },
    });

    // Moving is for managers; a draft is not moved; the whole move refuses then.
    const move = (token: string, body: Json) =>
      api('POST', `/programs-management/${program.uuid}/applications/move`, token, body);
    expect((await move(mentor.token, { applicationUuids: [first.uuid], to: 'screening' })).statusCode).toBe(403);
    expect(
      (await move(operator.token, { applicationUuids: [first.uuid, drafty.uuid], to: 'screening' })).statusCode,
    ).toBe(409);
    expect((await move(operator.token, { applicationUuids: [randomUUID()], to: 'screening' })).statusCode).toBe(400);
    expect((await move(operator.token, { applicationUuids: [first.uuid], to: 'nowhere' })).statusCode).toBe(400);
    expect(await count('program_application_events', `stage = 'screening'`)).toBe(0);
    const moved = await move(operator.token, {
      applicationUuids: [first.uuid, second.uuid],
      to: 'screening',
      message: 'Well done',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.moved).toBe(2);
    const seen = await details(founder.token, program, first);
    expect(seen).toMatchObject({ stage: 'screening', status: 'in_review' });
    expect(seen.history.at(-1)).toMatchObject({ stage: 'screening', message: 'Well done' });
    // Screening asks for its own document.
    expect(seen.documents.map((doc) => [doc.key, doc.status])).toEqual([
      ['incorporation', 'submitted'],
      ['financials', 'pending'],
    ]);
    expect(
      await count('notifications', `kind = 'program_application_status' and title like '%moved to screening'`),
    ).toBe(2);
    const rejected = await move(operator.token, { applicationUuids: [second.uuid], to: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect((await details(cofounder.token, program, second)).status).toBe('rejected');

    const csv = await api('GET', `/programs-management/${program.uuid}/applications/export`, mentor.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Company name');
    expect(csv.body).toContain('Solar Sprout');
  });

  it('accepts documents or sends them back with the reason, and the applicant uploads again', async () => {
    const { operator, founder, mentor } = g.people;
    const program = await create(operator.token);
    const application = await sentApplication(founder.token, program);
    const [document] = (await details(founder.token, program, application)).documents;
    const decide = (token: string, body: Json) =>
      api('PATCH', `/programs-management/documents/${document?.uuid}`, token, body);
    expect((await decide(mentor.token, { status: 'accepted' })).statusCode).toBe(403);
    const noReason = await decide(operator.token, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toContain('Say why the document is sent back');
    const back = await decide(operator.token, { status: 'rejected', reason: 'The scan is unreadable' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable' });
    expect((await counts(founder.token)).pendingDocumentsUploadCount).toBe(1);
    expect((await decide(operator.token, { status: 'accepted' })).statusCode).toBe(409);
    expect((await uploadDocument(founder.token, document?.uuid ?? '')).json().data.status).toBe('submitted');
    expect((await decide(operator.token, { status: 'accepted' })).json().data.status).toBe('accepted');
    const file = await api('GET', `/programs-management/documents/${document?.uuid}/file`, operator.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('incorporation.pdf');
    expect(
      (await api('GET', `/programs-management/documents/${document?.uuid}/file`, g.people.investor.token)).statusCode,
    ).toBe(403);
    expect(
      (await alpha.api('GET', `/programs-management/documents/${document?.uuid}/file`, other.people.founder.token))
        .statusCode,
    ).toBe(404);
  });
});
