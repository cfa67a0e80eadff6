import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, sqlRows, type TestApp, upload } from '../../../test/helpers.ts';
import { exe, pdf } from '../documents/test-files.ts';
import { createMilestoneJobs } from './reminders.ts';

/*
 * Milestones against a real database: a startup sets milestones, starts and completes them with evidence
 * (words, a link, a file told by its bytes); the right confirmers (operators, a program's reviewers, a
 * partner's people) confirm or send back, and hear of it, as the startup's team does; templates of the
 * tenant, a program and a partner are offered to the right startups and adopted once; operators and partners
 * see progress; the daily job reminds overdue ones once. Refusals: bad input, the wrong account type, someone
 * else's milestone, another tenant, the flag off.
 */

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let teammate: Person;
let partnerUuid = '';
let programId = 0;
let programUuid = '';

const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: { type: 'startup', name: 'Asha Founder', organizationName: 'Solar Sprout', approvalStatus: 'approved' },
    rival: { type: 'startup', name: 'Ravi Rival', organizationName: 'Wind Works', approvalStatus: 'approved' },
    pending: { type: 'startup', name: 'Pia Pending', organizationName: 'Not Yet', approvalStatus: 'submitted' },
    investor: { type: 'investor', name: 'Ivan Investor', organizationName: 'Seed Fund', approvalStatus: 'approved' },
    reviewer: { type: 'mentor', name: 'Rita Reviewer', approvalStatus: 'approved' },
    partnerless: { type: 'partner', name: 'Paul Partnerless', approvalStatus: 'approved' },
  });

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Reply = { statusCode: number; body: string; json: () => Record<string, unknown> };
const api = (method: Method, url: string, person?: Person, body?: Json, host = 'localhost') =>
  call(t.app, {
    method,
    host,
    url: `/api/v1${url}`,
    ...(person ? { token: person.token } : {}),
    ...(body ? { body } : {}),
  });
const rows = (query: ReturnType<typeof sql>) => sqlRows(t.database, query);
const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n);
const milestoneCount = () => count(sql`select count(*)::int as n from milestones`);
const dataOf = (res: Reply) => (res.json() as { data: Json }).data;
const expectRefusal = (res: Reply, status: number, words?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  if (words) expect(JSON.stringify(body)).toContain(words);
};

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const milestone = (changes: Json = {}): Json => ({
  title: 'Sign the first paying customer',
  category: 'customers',
  description: 'A signed order.',
  dueOn: dayFrom(30),
  ...changes,
});
const create = async (person: Person, changes: Json = {}) => {
  const res = await api('POST', '/milestones', person, milestone(changes));
  expect(res.statusCode, res.body).toBe(201);
  return dataOf(res) as { uuid: string; status: string; dueOn: string };
};
const complete = (
  uuid: string,
  person: Person,
  parts: Array<{ name: string; content: string | Buffer; filename?: string }>,
) => upload(t.app, { host: 'localhost', url: `/api/v1/milestones/${uuid}/complete`, token: person.token, parts });
const noticesOf = (person: Person, kind: string) =>
  rows(sql`select title, url from notifications where user_id = ${person.userId} and kind = ${kind} order by id`);
const statusOf = async (uuid: string) =>
  (await rows(sql`select status from milestones where uuid = ${uuid}`))[0]?.status;

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  teammate = await addTeamMember(t, g.people.founder, 'Tara Teammate');
  const [program] = await rows(sql`select p.id, p.uuid from programs p join tenant_hosts h on h.tenant_id = p.tenant_id
                                   where h.host = 'localhost' order by p.id limit 1`);
  programId = Number(program?.id);
  programUuid = String(program?.uuid);
  const tenantId = g.tenant.id;
  await rows(sql`insert into program_reviewers (tenant_id, program_id, user_id)
                 values (${tenantId}, ${programId}, ${g.people.reviewer.userId})`);
  await rows(sql`insert into program_applications (tenant_id, program_id, profile_id, user_id, status)
                 values (${tenantId}, ${programId}, ${g.people.founder.profileId}, ${g.people.founder.userId}, 'selected')`);
  const [partner] = await rows(sql`select uuid from partners where tenant_id = ${tenantId} order by name limit 1`);
  partnerUuid = String(partner?.uuid);
}, 60_000);
afterAll(() => t.close());

describe('a startup’s own milestones', () => {
  it('sets, lists, changes and deletes them, for approved startups and their team only', async () => {
    const { founder, pending, investor } = g.people;
    const made = await create(founder, { title: 'Launch the beta' });
    expect(made).toMatchObject({ status: 'planned', dueOn: dayFrom(30) });
    const list = dataOf(await api('GET', '/milestones', teammate));
    expect(list.items).toEqual([
      expect.objectContaining({
        uuid: made.uuid,
        title: 'Launch the beta',
        can: expect.objectContaining({ edit: true }),
      }),
    ]);
    expect(list.counts).toMatchObject({ planned: 1, overdue: 0 });

    const changed = await api('PATCH', `/milestones/${made.uuid}`, teammate, { title: 'Launch the public beta' });
    expect(dataOf(changed)).toMatchObject({ title: 'Launch the public beta', category: 'customers' });

    expectRefusal(await api('GET', '/milestones', investor), 422, 'approved startups');
    expectRefusal(await api('POST', '/milestones', pending, milestone()), 422);
    expectRefusal(await api('GET', '/milestones'), 401);
    expectRefusal(await api('PATCH', `/milestones/${made.uuid}`, g.people.rival, { title: 'Mine now' }), 404);
    expectRefusal(await api('DELETE', `/milestones/${made.uuid}`, g.people.rival), 404);

    expect((await api('DELETE', `/milestones/${made.uuid}`, founder)).statusCode).toBe(200);
    expect(await statusOf(made.uuid)).toBeUndefined();
  });

  it('refuses bad input with the field named, storing and changing nothing', async () => {
    const { founder } = g.people;
    const before = await milestoneCount();
    for (const bad of [
      milestone({ title: '' }),
      milestone({ title: 'x'.repeat(121) }),
      milestone({ category: 'vibes' }),
      milestone({ dueOn: '2026-02-30' }),
      milestone({ dueOn: dayFrom(-3) }),
      milestone({ description: 'x'.repeat(2001) }),
      milestone({ extra: true }),
    ]) {
      const res = await api('POST', '/milestones', founder, bad);
      expectRefusal(res, 400);
    }
    expect(await milestoneCount()).toBe(before);
    const kept = await create(founder);
    for (const bad of [{}, { dueOn: 'soon' }, { title: ' ' }, { status: 'confirmed' }]) {
      expectRefusal(await api('PATCH', `/milestones/${kept.uuid}`, founder, bad), 400);
    }
    expectRefusal(await api('PATCH', '/milestones/not-a-uuid', founder, { title: 'Fine' }), 400);
    expect((await rows(sql`select title, status from milestones where uuid = ${kept.uuid}`))[0]).toEqual({
      title: 'Sign the first paying customer',
      status: 'planned',
    });
  });
});

describe('evidence and review', () => {
  it('starts, completes with evidence, is sent back with a note, then confirmed; the right people hear of it', async () => {
    const { founder, rival, investor, operator } = g.people;
    const m = await create(founder, { title: 'Ship the mobile app' });
    expect(dataOf(await api('POST', `/milestones/${m.uuid}/start`, founder))).toMatchObject({ status: 'in_progress' });
    expectRefusal(await api('POST', `/milestones/${m.uuid}/start`, founder), 409, 'only a planned milestone');
    expectRefusal(await api('POST', `/milestones/${m.uuid}/start`, rival), 404);

    // Evidence: at least one of words, a link, a file; links as web addresses; files told by their bytes.
    expectRefusal(await complete(m.uuid, founder, [{ name: 'evidenceText', content: '' }]), 400, 'Give evidence');
    expectRefusal(await complete(m.uuid, founder, [{ name: 'evidenceUrl', content: 'not a link' }]), 400, 'http');
    expectRefusal(await complete(m.uuid, founder, [{ name: 'file', filename: 'app.pdf', content: exe() }]), 400, 'PDF');
    expectRefusal(
      await api('POST', `/milestones/${m.uuid}/complete`, founder, { evidenceText: 'as json' }),
      400,
      'multipart',
    );
    expect(await statusOf(m.uuid)).toBe('in_progress');
    expect(await noticesOf(operator, 'milestone_submitted')).toEqual([]);

    const done = await complete(m.uuid, founder, [
      { name: 'evidenceText', content: 'Live in both stores.' },
      { name: 'evidenceUrl', content: 'https://apps.example.com/solar' },
      { name: 'file', filename: 'store-listing.pdf', content: pdf('store') },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const completed = dataOf(done);
    expect(completed).toMatchObject({
      status: 'completed',
      confirmedBy: 'operators',
      evidence: {
        text: 'Live in both stores.',
        url: 'https://apps.example.com/solar',
        fileName: 'store-listing.pdf',
        fileUrl: `/api/v1/milestones/${m.uuid}/evidence`,
      },
    });
    expect(await noticesOf(operator, 'milestone_submitted')).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Ship the mobile app') }),
    ]);
    expect(await noticesOf(founder, 'milestone_submitted')).toEqual([]);
    expectRefusal(await complete(m.uuid, founder, [{ name: 'evidenceText', content: 'again' }]), 409);

    // The file: for the startup and its confirmers only.
    const download = await api('GET', `/milestones/${m.uuid}/evidence`, operator);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('store-listing.pdf');
    expect((await api('GET', `/milestones/${m.uuid}/evidence`, teammate)).statusCode).toBe(200);
    expectRefusal(await api('GET', `/milestones/${m.uuid}/evidence`, rival), 404);
    expectRefusal(await api('GET', `/milestones/${m.uuid}/evidence`, g.people.reviewer), 404);

    // Only its confirmers review it; a send-back needs a note.
    const toConfirm = dataOf(await api('GET', '/milestones/to-confirm', operator));
    expect((toConfirm.items as Json[]).map((item) => item.uuid)).toContain(m.uuid);
    const reviewerSees = dataOf(await api('GET', '/milestones/to-confirm', g.people.reviewer)).items as Json[];
    expect(reviewerSees.map((item) => item.uuid)).not.toContain(m.uuid);
    expectRefusal(await api('POST', `/milestones/${m.uuid}/review`, investor, { decision: 'confirm' }), 404);
    expectRefusal(await api('POST', `/milestones/${m.uuid}/review`, founder, { decision: 'confirm' }), 404);
    for (const bad of [
      { decision: 'send_back' },
      { decision: 'maybe' },
      { decision: 'send_back', note: 'x'.repeat(1001) },
    ]) {
      expectRefusal(await api('POST', `/milestones/${m.uuid}/review`, operator, bad), 400);
    }
    expect(await statusOf(m.uuid)).toBe('completed');

    const back = await api('POST', `/milestones/${m.uuid}/review`, operator, {
      decision: 'send_back',
      note: 'Add the download numbers.',
    });
    expect(dataOf(back)).toMatchObject({ status: 'in_progress', reviewerNote: 'Add the download numbers.' });
    for (const person of [founder, teammate]) {
      expect(await noticesOf(person, 'milestone_reviewed')).toEqual([
        expect.objectContaining({ title: expect.stringContaining('sent back'), url: '/milestones' }),
      ]);
    }
    expect(await noticesOf(operator, 'milestone_reviewed')).toEqual([]);

    await complete(m.uuid, teammate, [{ name: 'evidenceText', content: '12,000 downloads in a week.' }]);
    const confirmed = await api('POST', `/milestones/${m.uuid}/review`, operator, { decision: 'confirm' });
    expect(dataOf(confirmed)).toMatchObject({ status: 'confirmed', reviewerName: 'Platform operator' });
    expectRefusal(await api('POST', `/milestones/${m.uuid}/review`, operator, { decision: 'confirm' }), 409);
    expectRefusal(await api('PATCH', `/milestones/${m.uuid}`, founder, { title: 'Changed' }), 409);
    expectRefusal(await api('DELETE', `/milestones/${m.uuid}`, founder), 409);
    expect(await statusOf(m.uuid)).toBe('confirmed');
  });
});

describe('templates', () => {
  it('lets operators keep the tenant’s and programs’ templates, refusing bad input and others', async () => {
    const { operator, founder } = g.people;
    const before = await count(sql`select count(*)::int as n from milestone_templates`);
    const template = { title: 'Incorporate', category: 'legal_ip', description: '', dueAfterDays: 30 };
    for (const bad of [
      { ...template, title: '' },
      { ...template, dueAfterDays: 0 },
      { ...template, dueAfterDays: 1.5 },
      { ...template, category: 'nope' },
      { ...template, programUuid: 'abc' },
      { ...template, programUuid: randomUUID() },
    ]) {
      expectRefusal(await api('POST', '/admin/milestone-templates', operator, bad), 400);
    }
    expectRefusal(await api('POST', '/admin/milestone-templates', founder, template), 403);
    expectRefusal(await api('POST', '/partner/milestone-templates', operator, template), 403);
    expect(await count(sql`select count(*)::int as n from milestone_templates`)).toBe(before);

    const made = await api('POST', '/admin/milestone-templates', operator, { ...template, programUuid });
    expect(made.statusCode, made.body).toBe(201);
    const uuid = String(dataOf(made).uuid);
    expect(dataOf(made)).toMatchObject({ owner: 'program', program: { uuid: programUuid } });
    const changed = await api('PATCH', `/admin/milestone-templates/${uuid}`, operator, {
      ...template,
      title: 'Incorporate the company',
      programUuid,
    });
    expect(dataOf(changed)).toMatchObject({ title: 'Incorporate the company' });
    const choices = dataOf(await api('GET', '/admin/milestone-templates/programs', operator));
    expect(choices).toEqual(expect.arrayContaining([expect.objectContaining({ uuid: programUuid })]));
    expect((await api('DELETE', `/admin/milestone-templates/${uuid}`, operator)).statusCode).toBe(200);
    expectRefusal(await api('DELETE', `/admin/milestone-templates/${uuid}`, operator), 404);
  });

  it('takes a template on once when the startup adopts it five times at once (the unique index decides)', async () => {
    const { operator, founder } = g.people;
    const made = await api('POST', '/admin/milestone-templates', operator, {
      title: 'Open a bank account',
      category: 'legal_ip',
      dueAfterDays: 7,
    });
    expect(made.statusCode, made.body).toBe(201);
    const template = String(dataOf(made).uuid);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api('POST', `/milestones/templates/${template}/adopt`, founder)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(
      await count(
        sql`select count(*)::int as n from milestones m join milestone_templates t on t.id = m.template_id
            where t.uuid = ${template}`,
      ),
    ).toBe(1);
  });

  it('offers a program’s template to the startups it selected, adopts once, and its reviewer confirms', async () => {
    const { operator, founder, rival, reviewer } = g.people;
    const made = await api('POST', '/admin/milestone-templates', operator, {
      title: 'Demo day deck',
      category: 'fundraising',
      description: 'Ten slides.',
      dueAfterDays: 21,
      programUuid,
    });
    const template = String(dataOf(made).uuid);
    const offered = dataOf(await api('GET', '/milestones/templates?limit=100', founder)).items as Json[];
    expect(offered.find((item) => item.uuid === template)).toMatchObject({ owner: 'program', adopted: false });
    const rivalSees = dataOf(await api('GET', '/milestones/templates?limit=100', rival)).items as Json[];
    expect(rivalSees.map((item) => item.uuid)).not.toContain(template);
    expect(rivalSees.length).toBeGreaterThan(0);
    expectRefusal(await api('POST', `/milestones/templates/${template}/adopt`, rival), 404);

    const adopted = await api('POST', `/milestones/templates/${template}/adopt`, founder);
    expect(adopted.statusCode, adopted.body).toBe(201);
    const m = dataOf(adopted);
    expect(m).toMatchObject({ title: 'Demo day deck', dueOn: dayFrom(21), confirmedBy: 'program', status: 'planned' });
    expectRefusal(await api('POST', `/milestones/templates/${template}/adopt`, teammate), 409, 'already');
    const again = dataOf(await api('GET', '/milestones/templates?limit=100', founder)).items as Json[];
    expect(again.find((item) => item.uuid === template)).toMatchObject({ adopted: true });

    await complete(String(m.uuid), founder, [{ name: 'evidenceUrl', content: 'https://deck.example.com' }]);
    expect(await noticesOf(reviewer, 'milestone_submitted')).toEqual([
      expect.objectContaining({ url: '/milestones?tab=confirm' }),
    ]);
    const access = dataOf(await api('GET', '/milestones/access', reviewer));
    expect(access).toMatchObject({ keeps: false, confirms: true });
    const waiting = dataOf(await api('GET', '/milestones/to-confirm?limit=100', reviewer)).items as Json[];
    expect(waiting.find((item) => item.uuid === m.uuid)).toMatchObject({ can: { review: true } });
    // Only its programs' milestones: none of the operators' own.
    expect(waiting.every((item) => item.confirmedBy === 'program')).toBe(true);
    const confirmed = await api('POST', `/milestones/${m.uuid}/review`, reviewer, { decision: 'confirm', note: '' });
    expect(dataOf(confirmed)).toMatchObject({ status: 'confirmed', reviewerName: 'Rita Reviewer' });
    // Confirmed: the template may be taken on again.
    expect((await api('POST', `/milestones/templates/${template}/adopt`, founder)).statusCode).toBe(201);
  });

  it('lets a partner’s people keep its templates for the startups it brought, and confirm them', async () => {
    const { operator, founder, partnerless } = g.people;
    const partnerPerson = await (async () => {
      const graph2 = await tenantGraph(t, 'localhost', {
        person: { type: 'partner', name: 'Priya Partner', approvalStatus: 'approved', partnerId: partnerUuid },
        brought: {
          type: 'startup',
          name: 'Bo Brought',
          organizationName: 'Brought Along',
          approvalStatus: 'approved',
          partnerId: partnerUuid,
        },
      });
      return graph2.people;
    })();
    const template = { title: 'Open the bank account', category: 'other', description: '', dueAfterDays: 10 };
    expectRefusal(await api('POST', '/partner/milestone-templates', partnerless, template), 422, 'partner');
    expectRefusal(
      await api('POST', '/partner/milestone-templates', partnerPerson.person, { ...template, programUuid }),
      400,
    );
    const made = await api('POST', '/partner/milestone-templates', partnerPerson.person, template);
    expect(made.statusCode, made.body).toBe(201);
    const uuid = String(dataOf(made).uuid);
    expectRefusal(await api('PATCH', `/admin/milestone-templates/${uuid}`, operator, template), 404);
    const listed = dataOf(await api('GET', '/partner/milestone-templates', partnerPerson.person)).items as Json[];
    expect(listed.map((item) => item.uuid)).toContain(uuid);
    expect(listed.every((item) => item.owner === 'partner')).toBe(true);

    const founderSees = dataOf(await api('GET', '/milestones/templates?limit=100', founder)).items as Json[];
    expect(founderSees.map((item) => item.uuid)).not.toContain(uuid);
    const m = dataOf(await api('POST', `/milestones/templates/${uuid}/adopt`, partnerPerson.brought));
    expect(m).toMatchObject({ confirmedBy: 'partner' });
    await complete(String(m.uuid), partnerPerson.brought, [{ name: 'evidenceText', content: 'Account 1234 open.' }]);
    expect(await noticesOf(partnerPerson.person, 'milestone_submitted')).toHaveLength(1);
    const waiting = dataOf(await api('GET', '/milestones/to-confirm', partnerPerson.person)).items as Json[];
    expect(waiting.map((item) => item.uuid)).toEqual([m.uuid]);
    expect(
      dataOf(await api('POST', `/milestones/${m.uuid}/review`, partnerPerson.person, { decision: 'confirm' })),
    ).toMatchObject({ status: 'confirmed' });

    const progress = dataOf(await api('GET', '/partner/milestones/progress', partnerPerson.person)).items as Json[];
    expect(progress).toEqual([
      expect.objectContaining({
        startup: expect.objectContaining({ name: 'Brought Along' }),
        counts: expect.objectContaining({ confirmed: 1 }),
      }),
    ]);
    const theirs = await api('GET', `/partner/milestones?startup=${partnerPerson.brought.uuid}`, partnerPerson.person);
    expect((dataOf(theirs).items as Json[]).map((item) => item.uuid)).toEqual([m.uuid]);
    expectRefusal(await api('GET', `/partner/milestones?startup=${founder.uuid}`, partnerPerson.person), 404);
    expectRefusal(await api('DELETE', `/partner/milestone-templates/${uuid}`, partnerless), 422);
    expect((await api('DELETE', `/partner/milestone-templates/${uuid}`, partnerPerson.person)).statusCode).toBe(200);
  });
});

describe('progress across startups', () => {
  it('counts each startup’s milestones for operators, searched by name and paged', async () => {
    const { operator, founder, investor } = g.people;
    const res = await api('GET', '/admin/milestones/progress?q=solar%20spr&limit=5', operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = dataOf(res);
    expect(page.items).toEqual([
      expect.objectContaining({
        startup: { uuid: founder.uuid, name: 'Solar Sprout' },
        counts: expect.objectContaining({ confirmed: 2 }),
        lastUpdate: expect.any(String),
      }),
    ]);
    expectRefusal(await api('GET', '/admin/milestones/progress?limit=1000', operator), 400);
    expectRefusal(await api('GET', `/admin/milestones/progress?q=${'x'.repeat(101)}`, operator), 400);
    expectRefusal(await api('GET', '/admin/milestones/progress', investor), 403);
    const one = dataOf(await api('GET', `/admin/milestones?startup=${founder.uuid}&status=confirmed`, operator));
    expect(one.startup).toEqual({ uuid: founder.uuid, name: 'Solar Sprout' });
    expect((one.items as Json[]).every((item) => item.status === 'confirmed')).toBe(true);
    expectRefusal(await api('GET', `/admin/milestones?startup=${randomUUID()}`, operator), 404);
    expectRefusal(await api('GET', '/admin/milestones?startup=nope', operator), 400);
  });
});

describe('overdue reminders', () => {
  it('reminds the startup’s team once a milestone is past due, again only after its date moves', async () => {
    const { founder } = g.people;
    const m = await create(founder, { title: 'File the patent' });
    await rows(sql`update milestones set due_on = current_date - 2 where uuid = ${m.uuid}`);
    const sent: string[] = [];
    const [sweep] = createMilestoneJobs({
      db: t.database.db,
      jobs: t.app.jobs,
      notifier: t.app.notifier,
      origin: async () => 'https://ventura.test',
    });
    if (!sweep) throw new Error('no sweep job');
    const run = () =>
      sweep.run({ day: dayFrom(0) } as never, { attempt: 1, lastAttempt: true }).then(() => sent.push('ran'));
    await run();
    const overdue = async () =>
      (await noticesOf(founder, 'milestone_overdue')).filter((n) => String(n.title).includes('File the patent'));
    expect(await overdue()).toHaveLength(1);
    expect((await noticesOf(teammate, 'milestone_overdue')).length).toBeGreaterThan(0);
    // The email names the page to open, on the tenant's own address.
    const [email] = await rows(
      sql`select data->>'text' as text from pgboss.job where name = 'notifications.email'
          and data->>'subject' like '%File the patent%' order by created_on desc limit 1`,
    );
    expect(String(email?.text)).toContain('https://ventura.test/milestones');
    expect(dataOf(await api('GET', '/milestones', founder)).counts).toMatchObject({ overdue: 1 });
    await run();
    expect(await overdue()).toHaveLength(1);

    // A new due date clears the mark: once that passes too, it is reminded again.
    await api('PATCH', `/milestones/${m.uuid}`, founder, { dueOn: dayFrom(3) });
    expect((await rows(sql`select overdue_reminded_at from milestones where uuid = ${m.uuid}`))[0]).toEqual({
      overdue_reminded_at: null,
    });
    await rows(sql`update milestones set due_on = current_date - 1 where uuid = ${m.uuid}`);
    await run();
    expect(await overdue()).toHaveLength(2);
    // Tomorrow's sweep is queued, once, by its day.
    const queued = await count(
      sql`select count(*)::int as n from pgboss.job where name = 'milestones.overdue-sweep' and data->>'day' = ${dayFrom(1)}`,
    );
    expect(queued).toBe(1);
    expect(sent).toHaveLength(3);
  });
});

describe('other tenants and the flag', () => {
  it('answers 404 on another tenant and while the flag is off', async () => {
    const { founder } = g.people;
    const m = await create(founder, { title: 'Hidden from others' });
    const away = await tenantGraph(t, 'alpha.localhost', {
      founder: { type: 'startup', name: 'Alpha Founder', approvalStatus: 'approved' },
    });
    const alphaOperator = away.people.operator;
    expectRefusal(
      await api('PATCH', `/milestones/${m.uuid}`, away.people.founder, { title: 'x!' }, 'alpha.localhost'),
      404,
    );
    expectRefusal(
      await api('POST', `/milestones/${m.uuid}/review`, alphaOperator, { decision: 'confirm' }, 'alpha.localhost'),
      404,
    );
    const alphaProgress = dataOf(
      await api('GET', '/admin/milestones/progress?limit=100', alphaOperator, undefined, 'alpha.localhost'),
    );
    expect(JSON.stringify(alphaProgress)).not.toContain('Solar Sprout');
    // A token of one tenant is no session on another.
    expectRefusal(await api('GET', '/milestones', founder, undefined, 'alpha.localhost'), 401);

    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,milestone_management}', 'false')
                   where id = ${g.tenant.id}`);
    t.app.tenants.clear();
    try {
      expectRefusal(await api('GET', '/milestones', founder), 404, 'not enabled');
      expectRefusal(await api('POST', '/milestones', founder, milestone()), 404);
    } finally {
      await rows(sql`update tenants set settings = jsonb_set(settings, '{features,milestone_management}', 'true')
                     where id = ${g.tenant.id}`);
      t.app.tenants.clear();
    }
    expect((await api('GET', '/milestones', founder)).statusCode).toBe(200);
  });
});
