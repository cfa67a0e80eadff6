import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, approvedMember, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp, upload } from '../../../test/helpers.ts';
import { docx, exe, filePart, pdf, xlsx } from '../documents/test-files.ts';

/*
 * IP requests against a real database: a startup files a request (its team sees it too), an operator gives it
 * to a facilitator, who moves it through its stages with notes (internal ones hidden from the owner); the
 * owner answers, edits, adds documents and, once it is filed, offers it in the public marketplace. Refusals for
 * bad input, wrong moves, the wrong account type, someone else's request, another tenant and the flag off.
 */

let t: TestApp;
type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token?: string, body?: Json, host = 'localhost') =>
  call(t.app, { method, host, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(body ? { body } : {}) });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const count = async (table: string, where = sql`true`) =>
  Number((await rows(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`))[0]?.n);
const expectRefusal = (res: { statusCode: number; json: () => unknown; body: string }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
};
const notificationsOf = (person: Person) =>
  rows(sql`select title, url from notifications where user_id = ${person.userId} and kind = 'ip_stage' order by id`);
const emailsOf = (person: Person) =>
  rows(
    sql`select j.data->>'subject' as subject from pgboss.job j where j.name = 'notifications.email' and j.data->>'userId' = ${person.userId} and j.data->>'notice' = 'ipUpdates'`,
  );
const attach = (uuid: string, token: string, part = filePart(pdf('Claims'), 'claims.pdf')) =>
  upload(t.app, { host: 'localhost', url: `/api/v1/ip-requests/${uuid}/files`, token, file: part });

let g: Awaited<ReturnType<typeof graph>>;
let teammate: Person;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: approvedMember('startup', { name: 'Asha Founder', organizationName: 'Sprout Robotics' }),
    corporate: approvedMember('corporate', { name: 'Cora Corporate', organizationName: 'Steelworks Ltd' }),
    investor: approvedMember('investor', { name: 'Ivan Investor', organizationName: 'Seed Fund' }),
    lawyer: approvedMember('service_provider', { name: 'Lara Lawyer', organizationName: 'Patent Partners' }),
    stranger: approvedMember('startup', { name: 'Sam Stranger', organizationName: 'Other Co' }),
    pending: { type: 'mentor', name: 'Pat Pending', approvalStatus: 'submitted' },
  });

const good = { kind: 'patent', title: 'Self-balancing harvest robot', description: 'A robot that picks fruit.' };
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  teammate = await addTeamMember(t, g.people.founder, 'Tina Teammate');
}, 60_000);
afterAll(() => t.close());

describe('filing a request', () => {
  it('refuses bad input, signed-out callers and other account types, and stores nothing', async () => {
    const before = await count('ip_requests');
    for (const bad of [
      { ...good, kind: 'recipe' },
      { ...good, title: '' },
      { ...good, title: 'x'.repeat(201) },
      { ...good, description: '' },
      { ...good, inventors: [{ name: '' }] },
      { ...good, inventors: [{ name: 'Ann', email: 'not-an-email' }] },
      { ...good, inventors: Array.from({ length: 21 }, (_, i) => ({ name: `Inventor ${i}` })) },
      { ...good, stage: 'granted' },
    ]) {
      expectRefusal(await api('POST', '/ip-requests', g.people.founder.token, bad), 400);
    }
    expect((await api('POST', '/ip-requests', undefined, good)).statusCode).toBe(401);
    const investor = await api('POST', '/ip-requests', g.people.investor.token, good);
    expectRefusal(investor, 422);
    expect(investor.json().message).toBe('IP requests are filed by startups and corporates');
    expect((await api('GET', '/ip-requests', g.people.investor.token)).json().data.canFile).toBe(false);
    expect((await api('GET', '/ip-requests', g.people.founder.token)).json().data.canFile).toBe(true);
    expect(await count('ip_requests')).toBe(before);
  });

  it('files a startup’s request that its team sees and the operators hear of', async () => {
    const res = await api('POST', '/ip-requests', g.people.founder.token, {
      ...good,
      inventors: [
        { name: 'Asha Founder', email: 'asha@sprout.test' },
        { name: 'Ravi', email: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().data;
    uuid = request.uuid;
    expect(request).toMatchObject({
      stage: 'submitted',
      kind: 'patent',
      viewer: 'owner',
      owner: { name: 'Sprout Robotics', accountType: 'startup' },
      inventors: [
        { name: 'Asha Founder', email: 'asha@sprout.test' },
        { name: 'Ravi', email: null },
      ],
      can: { edit: true, moves: ['withdrawn'], note: true, internalNote: false, upload: true, license: false },
    });
    expect(request.events).toHaveLength(1);
    expect(request.events[0]).toMatchObject({ toStage: 'submitted', author: { side: 'owner' } });

    // The team member acts for the same startup: it is in their list, and theirs to edit.
    const theirs = (await api('GET', '/ip-requests', teammate.token)).json().data;
    expect(theirs.items.map((x: { uuid: string }) => x.uuid)).toContain(uuid);
    expect((await api('GET', `/ip-requests/${uuid}`, teammate.token)).json().data.can.edit).toBe(true);
    // Someone else's request is not there.
    expectRefusal(await api('GET', `/ip-requests/${uuid}`, g.people.stranger.token), 404);
    expect((await api('GET', '/ip-requests', g.people.stranger.token)).json().data.items).toEqual([]);

    expect(await notificationsOf(g.people.operator)).toContainEqual({
      title: 'New IP request from Sprout Robotics: Self-balancing harvest robot',
      url: `/admin/ip-requests/${uuid}`,
    });
    expect(await emailsOf(g.people.operator)).toHaveLength(1);
    expect(await notificationsOf(g.people.founder)).toEqual([]);
  });

  it('lets a corporate file too', async () => {
    const res = await api('POST', '/ip-requests', g.people.corporate.token, { ...good, kind: 'design' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.owner.accountType).toBe('corporate');
  });
});

describe('the owner’s changes and documents', () => {
  it('edits while submitted, refusing bad input and other people', async () => {
    for (const bad of [{}, { title: '' }, { kind: 'design' }, { inventors: 'Ann' }]) {
      expectRefusal(await api('PATCH', `/ip-requests/${uuid}`, g.people.founder.token, bad), 400);
    }
    expectRefusal(await api('PATCH', `/ip-requests/${uuid}`, g.people.stranger.token, { title: 'Mine' }), 404);
    expectRefusal(await api('PATCH', `/ip-requests/${uuid}`, g.people.operator.token, { title: 'Ours' }), 403);
    const res = await api('PATCH', `/ip-requests/${uuid}`, teammate.token, { title: 'Harvest robot arm' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.title).toBe('Harvest robot arm');
    expect(res.json().data.events.at(-1)).toMatchObject({ note: 'Updated the title.', author: { side: 'owner' } });
  });

  it('takes PDF and DOCX told by their bytes, refuses other files, and lets only its viewers download', async () => {
    const before = await count('ip_request_files');
    expectRefusal(await attach(uuid, g.people.founder.token, filePart(exe(), 'claims.pdf')), 400);
    expectRefusal(await attach(uuid, g.people.founder.token, filePart('plain words', 'claims.pdf')), 400);
    const sheet = await attach(uuid, g.people.founder.token, filePart(xlsx(), 'numbers.xlsx'));
    expectRefusal(sheet, 400);
    expect(sheet.json().message).toBe('Only a PDF, Word (.docx), PNG or JPEG file can be added to an IP request');
    expectRefusal(await attach(uuid, g.people.stranger.token), 404);
    expectRefusal(await attach(uuid, g.people.operator.token), 403);
    expect(await count('ip_request_files')).toBe(before);

    const stored = await attach(uuid, g.people.founder.token);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json().data).toMatchObject({ name: 'claims.pdf', kind: 'pdf' });
    const word = await attach(uuid, teammate.token, filePart(docx(), 'spec.docx'));
    expect(word.json().data.kind).toBe('docx');

    const url = stored.json().data.url.replace('/api/v1', '');
    const download = await api('GET', url, g.people.operator.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toContain('Claims');
    expectRefusal(await api('GET', url, g.people.stranger.token), 404);

    const removed = await api('DELETE', word.json().data.url.replace('/api/v1', ''), g.people.founder.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.files.map((f: { name: string }) => f.name)).toEqual(['claims.pdf']);
  });
});

describe('the console and the facilitator', () => {
  it('gives the request to an approved member, who hears of it and finds it assigned', async () => {
    expectRefusal(await api('GET', '/admin/ip-requests', g.people.founder.token), 403);
    expectRefusal(
      await api('PUT', `/admin/ip-requests/${uuid}/facilitator`, g.people.founder.token, { userUuid: null }),
      403,
    );
    for (const bad of [{}, { userUuid: 'lara' }, { userUuid: g.people.pending.userId }]) {
      expectRefusal(await api('PUT', `/admin/ip-requests/${uuid}/facilitator`, g.people.operator.token, bad), 400);
    }
    expect((await api('GET', `/ip-requests/${uuid}`, g.people.operator.token)).json().data.facilitator).toBeNull();

    const choices = await api('GET', '/admin/ip-facilitators?q=Patent%20Part', g.people.operator.token);
    expect(choices.json().data).toContainEqual({
      userUuid: g.people.lawyer.userId,
      name: 'Lara Lawyer',
      organization: 'Patent Partners',
      accountType: 'service_provider',
    });
    expect((await api('GET', '/admin/ip-facilitators?q=Pat%20Pending', g.people.operator.token)).json().data).toEqual(
      [],
    );

    const res = await api('PUT', `/admin/ip-requests/${uuid}/facilitator`, g.people.operator.token, {
      userUuid: g.people.lawyer.userId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.facilitator).toEqual({ userUuid: g.people.lawyer.userId, name: 'Lara Lawyer' });
    expect(await notificationsOf(g.people.lawyer)).toContainEqual({
      title: 'You are the facilitator of the IP request "Harvest robot arm"',
      url: `/ip-request/${uuid}`,
    });
    const assigned = (await api('GET', '/ip-requests/assigned', g.people.lawyer.token)).json().data;
    expect(assigned.items.map((x: { uuid: string }) => x.uuid)).toEqual([uuid]);
    const seen = (await api('GET', `/ip-requests/${uuid}`, g.people.lawyer.token)).json().data;
    expect(seen).toMatchObject({ viewer: 'facilitator', can: { moves: ['in_review', 'refused'], internalNote: true } });
  });

  it('lists the queue by stage, kind, facilitator and words, with counts per stage', async () => {
    const queue = async (query: string) =>
      (await api('GET', `/admin/ip-requests?${query}`, g.people.operator.token)).json().data;
    const all = await queue('stage=all');
    expect(all.items.map((x: { uuid: string }) => x.uuid)).toContain(uuid);
    expect(all.counts.submitted).toBeGreaterThanOrEqual(2);
    expect((await queue('kind=design')).items.map((x: { uuid: string }) => x.uuid)).not.toContain(uuid);
    expect((await queue(`facilitator=${g.people.lawyer.userId}`)).items.map((x: { uuid: string }) => x.uuid)).toEqual([
      uuid,
    ]);
    expect((await queue('q=harvest%20robot')).items[0]).toMatchObject({ uuid, owner: { name: 'Sprout Robotics' } });
    expect((await queue('q=Sprout')).items.map((x: { uuid: string }) => x.uuid)).toContain(uuid);
    expect((await queue('stage=granted&q=harvest')).items).toEqual([]);
    expectRefusal(await api('GET', '/admin/ip-requests?stage=lost', g.people.operator.token), 400);
  });
});

describe('moving through the stages', () => {
  const move = (token: string, body: Json) => api('POST', `/ip-requests/${uuid}/stage`, token, body);

  it('lets the team move it, refusing moves the table does not allow', async () => {
    expectRefusal(await move(g.people.founder.token, { stage: 'in_review' }), 403);
    expectRefusal(await move(g.people.stranger.token, { stage: 'in_review' }), 404);
    expectRefusal(await move(g.people.lawyer.token, { stage: 'granted' }), 409);
    expectRefusal(await move(g.people.lawyer.token, { stage: 'nowhere' }), 400);
    expect(
      await count(
        'ip_request_events',
        sql`to_stage = 'in_review' and ip_request_id = (select id from ip_requests where uuid = ${uuid})`,
      ),
    ).toBe(0);

    const res = await move(g.people.lawyer.token, { stage: 'in_review', note: 'Starting the prior-art search.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.events.at(-1)).toMatchObject({
      fromStage: 'submitted',
      toStage: 'in_review',
      note: 'Starting the prior-art search.',
      author: { name: 'Lara Lawyer', side: 'team' },
    });
    const told = await notificationsOf(g.people.founder);
    expect(told).toContainEqual({
      title: 'Your IP request "Harvest robot arm" is in review',
      url: `/ip-request/${uuid}`,
    });
    expect(await notificationsOf(teammate)).toHaveLength(1);
    expect((await emailsOf(g.people.founder)).length).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(g.people.lawyer)).toHaveLength(1);
    expectRefusal(await move(g.people.lawyer.token, { stage: 'in_review' }), 409);
  });

  it('keeps internal notes from the owner, and the owner’s answer returns it to review', async () => {
    const before = await count('ip_request_events');
    for (const bad of [{ note: '' }, { note: 'x'.repeat(4001) }, { note: 'Hi', internal: 'yes' }]) {
      expectRefusal(await api('POST', `/ip-requests/${uuid}/notes`, g.people.lawyer.token, bad), 400);
    }
    expectRefusal(
      await api('POST', `/ip-requests/${uuid}/notes`, g.people.founder.token, { note: 'Secret', internal: true }),
      403,
    );
    expect(await count('ip_request_events')).toBe(before);
    const internal = await api('POST', `/ip-requests/${uuid}/notes`, g.people.lawyer.token, {
      note: 'Claim 3 overlaps a 2019 patent.',
      internal: true,
    });
    expect(internal.statusCode, internal.body).toBe(201);
    const owners = (await api('GET', `/ip-requests/${uuid}`, g.people.founder.token)).json().data;
    expect(owners.events.map((e: { note: string }) => e.note)).not.toContain('Claim 3 overlaps a 2019 patent.');
    const operators = (await api('GET', `/ip-requests/${uuid}`, g.people.operator.token)).json().data;
    expect(operators.events.at(-1)).toMatchObject({ note: 'Claim 3 overlaps a 2019 patent.', internal: true });

    await move(g.people.lawyer.token, { stage: 'needs_information', note: 'Send the test video, please.' });
    const edit = await api('PATCH', `/ip-requests/${uuid}`, g.people.founder.token, { description: 'With video.' });
    expect(edit.json().data).toMatchObject({ stage: 'in_review' });
    expect(edit.json().data.events.at(-1)).toMatchObject({ fromStage: 'needs_information', toStage: 'in_review' });
    await move(g.people.lawyer.token, { stage: 'needs_information', note: 'And the drawings.' });
    const answer = await api('POST', `/ip-requests/${uuid}/notes`, g.people.founder.token, {
      note: 'Drawings are attached.',
    });
    expect(answer.json().data.stage).toBe('in_review');
    expect(await notificationsOf(g.people.lawyer)).toContainEqual({
      title: 'Asha Founder wrote on "Harvest robot arm"',
      url: `/ip-request/${uuid}`,
    });
    expectRefusal(await api('PATCH', `/ip-requests/${uuid}`, g.people.founder.token, { title: 'Late' }), 409);
  });

  it('files with the office’s number and date, after which documents and withdrawal are closed', async () => {
    await move(g.people.lawyer.token, { stage: 'drafting' });
    expectRefusal(await move(g.people.lawyer.token, { stage: 'filed' }), 400);
    expectRefusal(
      await move(g.people.lawyer.token, { stage: 'filed', applicationNumber: 'IN1', filedOn: '2999-01-01' }),
      400,
    );
    expect((await api('GET', `/ip-requests/${uuid}`, g.people.lawyer.token)).json().data.stage).toBe('drafting');
    const filed = await move(g.people.lawyer.token, {
      stage: 'filed',
      applicationNumber: 'IN202641000123',
      filedOn: '2026-01-15',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().data).toMatchObject({ applicationNumber: 'IN202641000123', filedOn: '2026-01-15' });
    expectRefusal(await move(g.people.founder.token, { stage: 'withdrawn' }), 409);
    expectRefusal(await attach(uuid, g.people.founder.token), 409);
  });
});

describe('licensing and the marketplace', () => {
  const license = (token: string, body: Json, id = uuid) => api('PUT', `/ip-requests/${id}/licensing`, token, body);
  const offer = { published: true, summary: 'Exclusive licences for orchards in Asia.', industries: ['agritech'] };

  it('refuses to publish what is not filed, bad input, unknown industries and other people', async () => {
    const draft = (await api('POST', '/ip-requests', g.people.founder.token, { ...good, title: 'Draft idea' })).json()
      .data.uuid;
    expectRefusal(await license(g.people.founder.token, offer, draft), 409);
    for (const bad of [
      { ...offer, summary: '' },
      { ...offer, industries: [] },
      { ...offer, industries: ['no-such-industry'] },
      { ...offer, published: 'yes' },
      { ...offer, summary: 'x'.repeat(1001) },
    ]) {
      expectRefusal(await license(g.people.founder.token, bad), 400);
    }
    expectRefusal(await license(g.people.lawyer.token, offer), 403);
    expectRefusal(await license(g.people.stranger.token, offer), 404);
    expect(await count('ip_requests', sql`published_for_licensing`)).toBe(
      await count('ip_requests', sql`published_for_licensing and title not like 'Harvest%'`),
    );

    // The owner withdraws the draft before it is filed; nothing more can be written on it.
    const withdrawn = await api('POST', `/ip-requests/${draft}/stage`, g.people.founder.token, { stage: 'withdrawn' });
    expect(withdrawn.json().data).toMatchObject({ stage: 'withdrawn', can: { moves: [], note: false } });
    expectRefusal(await api('POST', `/ip-requests/${draft}/notes`, g.people.founder.token, { note: 'Oops' }), 409);
  });

  it('shows published IP to anyone, without the request’s private parts, by words, kind and industry', async () => {
    const res = await license(g.people.founder.token, offer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      publishedForLicensing: true,
      licensingSummary: offer.summary,
      industries: [{ code: 'agritech', name: 'Agriculture & Agritech' }],
    });

    const market = async (query: string, token?: string) =>
      (await api('GET', `/ip-marketplace?${query}`, token)).json().data;
    const card = (await market('q=orchards')).items.find((x: { uuid: string }) => x.uuid === uuid);
    expect(card).toMatchObject({
      title: 'Harvest robot arm',
      kind: 'patent',
      stage: 'filed',
      owner: { name: 'Sprout Robotics', url: expect.stringContaining('/startups/profile/') },
      can: { message: false },
    });
    expect(Object.keys(card)).not.toEqual(expect.arrayContaining(['description']));
    expect(JSON.stringify(card)).not.toMatch(/With video|Asha Founder|claims\.pdf|prior-art/);
    expect((await market('q=harvest%20exclusive')).items.map((x: { uuid: string }) => x.uuid)).toEqual([uuid]);
    expect((await market('q=harvest&kind=trademark')).items).toEqual([]);
    expect((await market('q=harvest&industry=fintech')).items).toEqual([]);
    expect((await market('q=harvest&industry=agritech')).items).toHaveLength(1);
    expect((await market('q=harvest', g.people.stranger.token)).items[0].can.message).toBe(true);
    expect((await market('q=harvest', teammate.token)).items[0].can.message).toBe(false);
    expectRefusal(await api('GET', `/ip-marketplace?q=${'x'.repeat(101)}`), 400);
    expectRefusal(await api('GET', '/ip-marketplace?kind=recipe'), 400);

    // Signed out and without words the page is kept for 30 s: a change behind the routes' back does not show...
    const titles = async () => (await market('limit=100')).items.map((x: { title: string }) => x.title);
    expect(await titles()).toContain('Harvest robot arm');
    await rows(sql`update ip_requests set title = 'Changed behind its back' where uuid = ${uuid}`);
    expect(await titles()).toContain('Harvest robot arm');
    expect(await titles()).not.toContain('Changed behind its back');
    // ...signed in it is read every time...
    expect((await market('limit=100', teammate.token)).items.map((x: { title: string }) => x.title)).toContain(
      'Changed behind its back',
    );
    await rows(sql`update ip_requests set title = 'Harvest robot arm' where uuid = ${uuid}`);

    // ...and a write through the routes empties the kept copy at once: refused IP is on offer no more.
    await api('POST', `/ip-requests/${uuid}/stage`, g.people.lawyer.token, { stage: 'refused', note: 'Rejected.' });
    expect((await market('q=harvest')).items).toEqual([]);
    expect(await titles()).not.toContain('Harvest robot arm');
  });
});

describe('other tenants and the flag', () => {
  it('answers 404 while the flag is off, and never shows one tenant’s requests on another', async () => {
    const away = await tenantGraph(t, 'alpha.localhost', { founder: approvedMember('startup') });
    expectRefusal(await api('GET', '/ip-requests', away.people.founder.token, undefined, 'alpha.localhost'), 404);
    expectRefusal(await api('GET', '/ip-marketplace', undefined, undefined, 'alpha.localhost'), 404);
    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,ip_management}', 'true')
                   where id = (select tenant_id from tenant_hosts where host = 'alpha.localhost')`);
    t.app.tenants.clear();
    expect((await api('GET', '/ip-requests', away.people.founder.token, undefined, 'alpha.localhost')).statusCode).toBe(
      200,
    );
    const operator = away.people.operator.token;
    expectRefusal(await api('GET', `/ip-requests/${uuid}`, operator, undefined, 'alpha.localhost'), 404);
    expectRefusal(await api('POST', `/ip-requests/${uuid}/notes`, operator, { note: 'Hello' }, 'alpha.localhost'), 404);
    expectRefusal(
      await api('PUT', `/admin/ip-requests/${uuid}/facilitator`, operator, { userUuid: null }, 'alpha.localhost'),
      404,
    );
    const queue = (await api('GET', '/admin/ip-requests?stage=all', operator, undefined, 'alpha.localhost')).json();
    expect(queue.data.items).toEqual([]);
    // A member of the home tenant cannot be made facilitator on another.
    const seed = (await api('POST', '/ip-requests', away.people.founder.token, good, 'alpha.localhost')).json().data;
    expectRefusal(
      await api(
        'PUT',
        `/admin/ip-requests/${seed.uuid}/facilitator`,
        operator,
        { userUuid: g.people.lawyer.userId },
        'alpha.localhost',
      ),
      400,
    );
  });
});
