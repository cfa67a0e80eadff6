import { randomUUID } from 'node:crypto';
import { limits } from '@ventura/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type FormPart, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { notADocumentMessage } from '../../platform/files/kinds.ts';
import { cast } from '../connections/test-kit.ts';
import { docx, exe, filePart, pdf, png } from '../documents/test-files.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'corporate' | 'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    corporate: cast.corporate,
    rival: { type: 'corporate', name: 'Rita Rival', organizationName: 'Rival Industries', approvalStatus: 'approved' },
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    seeker: { type: 'job_seeker', name: 'Sam Seeker', organizationName: null },
    pendingCorporate: { type: 'corporate', name: 'Pia Pending', approvalStatus: 'submitted' },
    pendingStartup: { type: 'startup', name: 'Pat Pending', approvalStatus: 'submitted' },
  });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const count = async (table: string) => Number((await rows(`select count(*)::int as n from ${table}`))[0]?.n);
type Json = Record<string, unknown>;
type Posted = { uuid: string; questions: { uuid: string; text: string; required: boolean }[]; [key: string]: unknown };

/** Two industry codes of a tenant's taxonomy. */
let industries: [string, string];
let alphaIndustry: string;
const industriesOf = async (tenantId: string) =>
  (
    await rows(`select code from taxonomy_terms where kind = 'industries' and tenant_id = '${tenantId}' order by code`)
  ).map((row) => String(row.code));

const challengeBody = (overrides: Json = {}) => ({
  title: 'Clean water sensors',
  problemStatement: 'Detect leaks in municipal water pipes before they burst.',
  industries: [industries[0]],
  rewards: 'A paid pilot of ₹10 lakh',
  eligibility: 'Startups with a working prototype',
  deadline: inDays(30),
  questions: [
    { text: 'What have you built?', required: true },
    { text: 'Who are your customers?', required: false },
  ],
  ...overrides,
});
const postChallenge = async (token: string, overrides: Json = {}) => {
  const response = await api('POST', '/challenges', token, challengeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Posted;
};
const attach = (
  token: string | undefined,
  file: FormPart = filePart(pdf('Our brief'), 'brief.pdf'),
  host = 'localhost',
) => upload(t.app, { host, url: '/api/v1/upload/attachment', ...(token ? { token } : {}), file });
const uploaded = async (token: string, file?: FormPart) => {
  const response = await attach(token, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string; name: string; kind: string; size: number };
};
const answersTo = (challenge: Posted, ...answers: string[]) =>
  answers.map((answer, index) => ({ questionUUID: challenge.questions[index]?.uuid ?? '', answer }));
const applyTo = async (token: string, challenge: Posted, body: Json = {}) => {
  const response = await api('POST', `/challenges/participants/${challenge.uuid}/apply`, token, {
    pitch: 'We sense leaks with acoustic sensors.',
    answers: answersTo(challenge, 'A sensor on 40 km of pipes'),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string; status: string; challenge: { uuid: string; title: string } };
};
const titlesOf = (response: { json: () => { data: { items: { title: string }[] } } }) =>
  response.json().data.items.map((item) => item.title);

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { corporate: cast.corporate, founder: cast.founder });
  const codes = await industriesOf(g.tenant.id);
  expect(codes.length).toBeGreaterThanOrEqual(2);
  industries = [codes[0] ?? '', codes[1] ?? ''];
  alphaIndustry = (await industriesOf(other.tenant.id))[0] ?? '';
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from challenges');
  await rows('delete from attachments');
  await rows('delete from throttle_counters');
  await rows('delete from notifications');
});

describe('who may reach challenges', () => {
  it('needs a session for all but the search, a challenge and its brief', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/challenges/corporate'],
      ['POST', '/challenges'],
      ['GET', '/challenges/participations'],
      ['GET', `/challenges/${uuid}/necessary-info`],
      ['PATCH', `/challenges/${uuid}`],
      ['POST', `/challenges/participants/${uuid}/apply`],
      ['GET', `/challenges/${uuid}/info`],
      ['GET', `/challenges/${uuid}/participants/list`],
      ['PATCH', `/challenges/participants/${uuid}/status`],
      ['GET', `/challenges/participants/${uuid}/files/${uuid}`],
      ['POST', '/upload/attachment'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      const response = await api(method, url, undefined, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message, `${method} ${url}`).toBeTruthy();
    }
    expect((await attach(undefined)).statusCode).toBe(401);
    expect(await count('attachments')).toBe(0);
    expect((await api('GET', `/challenges/${uuid}`)).statusCode).toBe(404);
    expect((await api('GET', `/challenges/${uuid}`)).json().message).toBe('Challenge not found');
  });

  it('shows the search, a challenge and its brief to a visitor, without its participants', async () => {
    const { corporate } = g.people;
    const brief = await uploaded(corporate.token);
    const challenge = await postChallenge(corporate.token, { attachmentUUIDs: [brief.uuid] });
    for (const path of ['/search/challenges', '/challenges/search']) {
      const found = await api('GET', path);
      expect(found.statusCode, path).toBe(200);
      expect(titlesOf(found), path).toEqual(['Clean water sensors']);
    }
    const seen = await api('GET', `/challenges/${challenge.uuid}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      uuid: challenge.uuid,
      participantCount: null,
      myParticipation: null,
      can: { edit: false, apply: false, cannotApplyReason: 'Sign in as a startup to apply', seeParticipants: false },
    });
    const file = await api('GET', `/challenges/${challenge.uuid}/files/${brief.uuid}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain('brief.pdf');
    expect(file.rawPayload.equals(pdf('Our brief'))).toBe(true);
    expect((await api('GET', `/challenges/${challenge.uuid}/files/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('the generic attachment upload', () => {
  it('stores a document for a form to claim, told from its bytes', async () => {
    const { corporate, founder } = g.people;
    const brief = await uploaded(corporate.token);
    expect(brief).toMatchObject({ name: 'brief.pdf', kind: 'pdf', size: pdf('Our brief').length });
    expect(brief.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await uploaded(founder.token, filePart(docx(), 'deck.docx', 'application/octet-stream'))).toMatchObject({
      name: 'deck.docx',
      kind: 'docx',
    });
    expect(await uploaded(founder.token, filePart(await png(), 'C:\\shots\\shot.png', 'image/png'))).toMatchObject({
      name: 'shot.png',
      kind: 'png',
    });
    const stored = await rows(
      `select uuid, uploader_profile_id as "by", kind, claimed_at as "claimedAt" from attachments order by id`,
    );
    expect(stored).toHaveLength(3);
    expect(stored[0]).toEqual({ uuid: brief.uuid, by: corporate.profileId, kind: 'pdf', claimedAt: null });
  });

  it('refuses what is not a document, too large or empty, and stores nothing', async () => {
    const { founder } = g.people;
    const disguised = await attach(founder.token, filePart(exe(), 'brief.pdf'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(notADocumentMessage);
    expect(disguised.json().errors[0]).toMatch(/^file: /);
    const text = await attach(founder.token, filePart('just some text', 'notes.pdf'));
    expect(text.statusCode).toBe(400);
    const empty = await attach(founder.token, filePart(Buffer.alloc(0), 'empty.pdf'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContain('file: The file is empty');
    const huge = await attach(founder.token, filePart(Buffer.alloc(limits.documentSizeBytes + 10, 1), 'huge.pdf'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('File is too large');
    expect(await count('attachments')).toBe(0);
  });
});

describe('posting a challenge', () => {
  it('lets an approved corporate post one with its questions, industries and brief', async () => {
    const { corporate } = g.people;
    const brief = await uploaded(corporate.token);
    const challenge = await postChallenge(corporate.token, {
      industries: [industries[0], industries[1], industries[0]],
      attachmentUUIDs: [brief.uuid],
    });
    expect(challenge).toMatchObject({
      title: 'Clean water sensors',
      status: 'open',
      deadline: inDays(30),
      acceptingApplications: true,
      corporate: { profileUuid: corporate.uuid, companyName: 'Big Corp' },
      attachments: [
        {
          uuid: brief.uuid,
          name: 'brief.pdf',
          kind: 'pdf',
          url: `/api/v1/challenges/${challenge.uuid}/files/${brief.uuid}`,
        },
      ],
      participantCount: 0,
      myParticipation: null,
      url: `/challenges/${challenge.uuid}/details`,
      can: { edit: true, apply: false, seeParticipants: true },
    });
    expect((challenge.industries as { code: string; name: string }[]).map((industry) => industry.code)).toEqual(
      industries,
    );
    expect((challenge.industries as { name: string }[])[0]?.name).toBeTruthy();
    expect(challenge.questions).toHaveLength(2);
    expect(challenge.questions[0]).toMatchObject({ text: 'What have you built?', required: true });
    expect(challenge.questions[0]?.uuid).not.toBe(challenge.questions[1]?.uuid);

    const [stored] = await rows(
      `select title, corporate_profile_id as "by", industries, attachments->0->>'uuid' as file from challenges`,
    );
    expect(stored).toEqual({ title: 'Clean water sensors', by: corporate.profileId, industries, file: brief.uuid });
    const [claimed] = await rows(`select claimed_at from attachments where uuid = '${brief.uuid}'`);
    expect(claimed?.claimed_at).not.toBeNull();
    // The corporate's own list has it.
    expect(titlesOf(await api('GET', '/challenges/corporate', corporate.token))).toEqual(['Clean water sensors']);
  });

  it('refuses a startup, a job seeker and an unapproved corporate with the reason', async () => {
    const { founder, seeker, pendingCorporate } = g.people;
    for (const [who, reason] of [
      [founder, 'Challenges are posted by corporates'],
      [seeker, 'Challenges are posted by corporates'],
      [pendingCorporate, 'Posting challenges is open to approved profiles: yours is not approved yet'],
    ] as const) {
      const response = await api('POST', '/challenges', who.token, challengeBody());
      expect(response.statusCode, who.name).toBe(403);
      expect(response.json().message, who.name).toBe(reason);
      expect(response.json().errors, who.name).toEqual([reason]);
    }
    expect(await count('challenges')).toBe(0);
  });

  it('refuses bad challenges naming the field, and stores nothing', async () => {
    const { corporate, rival } = g.people;
    const tooManyQuestions = Array.from({ length: limits.challengeQuestions + 1 }, (_, i) => ({ text: `Q${i}` }));
    const tooManyFiles = Array.from({ length: limits.challengeFiles + 1 }, () => randomUUID());
    for (const [change, problem] of [
      [{ title: '' }, 'body.title: Title required'],
      [{ title: '   ' }, 'body.title'],
      [{ title: 'x'.repeat(151) }, 'body.title'],
      [{ problemStatement: '' }, 'body.problemStatement'],
      [{ rewards: '' }, 'body.rewards'],
      [{ deadline: '2020-01-01' }, 'body.deadline: The deadline has passed'],
      [{ deadline: 'next week' }, 'body.deadline'],
      [{ industries: [] }, 'body.industries: Choose at least one industry'],
      [{ industries: ['not-an-industry'] }, "body.industries: 'not-an-industry' is not one of the industries"],
      [{ questions: tooManyQuestions }, `body.questions: Ask at most ${limits.challengeQuestions} questions`],
      [{ questions: [{ text: '' }] }, 'body.questions.0.text'],
      [{ attachmentUUIDs: tooManyFiles }, `body.attachmentUUIDs: A challenge can carry at most`],
      [{ attachmentUUIDs: ['not-a-uuid'] }, 'body.attachmentUUIDs.0'],
      [{ attachmentUUIDs: [randomUUID()] }, 'body.attachmentUUIDs: A file is not one you uploaded'],
      [{ status: 'closed' }, 'body'],
    ] as const) {
      const response = await api('POST', '/challenges', corporate.token, challengeBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(typeof response.json().message, JSON.stringify(change)).toBe('string');
      expect(response.json().errors.join(' | '), JSON.stringify(change)).toContain(problem);
    }
    // A file someone else uploaded is refused, and the caller's own upload in the same call stays unclaimed.
    const mine = await uploaded(corporate.token);
    const theirs = await uploaded(rival.token);
    const mixed = await api('POST', '/challenges', corporate.token, {
      ...challengeBody(),
      attachmentUUIDs: [mine.uuid, theirs.uuid],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([
      'body.attachmentUUIDs: A file is not one you uploaded, or it was already used: upload it again',
    ]);
    expect(await rows('select claimed_at from attachments where claimed_at is not null')).toEqual([]);
    expect(await count('challenges')).toBe(0);
    // A file already used by one challenge cannot be claimed again.
    await postChallenge(corporate.token, { attachmentUUIDs: [mine.uuid] });
    const reused = await api('POST', '/challenges', corporate.token, challengeBody({ attachmentUUIDs: [mine.uuid] }));
    expect(reused.statusCode).toBe(400);
    expect(await count('challenges')).toBe(1);
  });
});

describe('changing a challenge', () => {
  it('lets only the corporate that posted it change or close it', async () => {
    const { corporate, rival, founder } = g.people;
    const challenge = await postChallenge(corporate.token);
    for (const who of [rival, founder]) {
      const response = await api('PATCH', `/challenges/${challenge.uuid}`, who.token, { title: 'Mine' });
      expect(response.statusCode, who.name).toBe(403);
      expect(response.json().message).toBe('Only the corporate that posted this challenge can change it');
    }
    const elsewhere = await alpha.api('PATCH', `/challenges/${challenge.uuid}`, other.people.corporate.token, {
      title: 'Mine',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Challenge not found');
    expect((await api('PATCH', `/challenges/${randomUUID()}`, corporate.token, { title: 'X' })).statusCode).toBe(404);
    for (const [change, problem] of [
      [{ title: '' }, 'body.title'],
      [{ deadline: '2020-01-01' }, 'body.deadline'],
      [{ status: 'paused' }, 'body.status'],
      [{ industries: ['not-an-industry'] }, 'body.industries'],
      [{ questions: [{ uuid: randomUUID(), text: 'Sneaked in' }] }, 'body.questions'],
    ] as const) {
      const response = await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors.join(' | '), JSON.stringify(change)).toContain(problem);
    }
    expect((await rows('select title from challenges'))[0]?.title).toBe('Clean water sensors');

    const closed = await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, {
      status: 'closed',
      title: 'Leak detection',
      industries: [industries[1]],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      title: 'Leak detection',
      acceptingApplications: false,
      industries: [{ code: industries[1] }],
    });
    expect(await rows('select title, status, industries from challenges')).toEqual([
      { title: 'Leak detection', status: 'closed', industries: [industries[1]] },
    ]);
  });

  it('replaces the brief (a dropped file is no longer served) and keeps questions once startups applied', async () => {
    const { corporate, founder } = g.people;
    const first = await uploaded(corporate.token, filePart(pdf('First'), 'first.pdf'));
    const challenge = await postChallenge(corporate.token, { attachmentUUIDs: [first.uuid] });
    const second = await uploaded(corporate.token, filePart(docx(), 'second.docx'));
    const swapped = await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, {
      attachmentUUIDs: [second.uuid],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.attachments.map((file: { name: string }) => file.name)).toEqual(['second.docx']);
    expect((await api('GET', `/challenges/${challenge.uuid}/files/${first.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', `/challenges/${challenge.uuid}/files/${second.uuid}`)).statusCode).toBe(200);

    await applyTo(founder.token, challenge);
    const [asked, optional] = challenge.questions;
    const removed = await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, {
      questions: [{ uuid: asked?.uuid, text: 'What have you built?' }],
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('Startups have applied: questions can be reworded but not removed');
    const reworded = await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, {
      questions: [
        { uuid: asked?.uuid, text: 'What have you shipped?' },
        { uuid: optional?.uuid, text: 'Who pays you?', required: false },
        { text: 'Anything else?', required: false },
      ],
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    const questions = reworded.json().data.questions as Posted['questions'];
    expect(questions.map((question) => question.text)).toEqual([
      'What have you shipped?',
      'Who pays you?',
      'Anything else?',
    ]);
    expect(questions[0]?.uuid).toBe(asked?.uuid);
  });
});

describe('finding challenges', () => {
  it('finds open ones by words and industries, pages them, and leaves out closed, past and other tenants’', async () => {
    const { corporate, rival } = g.people;
    const water = await postChallenge(corporate.token, { deadline: inDays(40) });
    const solar = await postChallenge(rival.token, {
      title: 'Solar grid storage',
      problemStatement: 'Store the afternoon peak of rooftop panels for the evening.',
      industries: [industries[1]],
      deadline: inDays(10),
    });
    const closed = await postChallenge(corporate.token, { title: 'Water closed' });
    await api('PATCH', `/challenges/${closed.uuid}`, corporate.token, { status: 'closed' });
    const past = await postChallenge(corporate.token, { title: 'Water past' });
    await rows(`update challenges set deadline = '2020-01-01' where uuid = '${past.uuid}'`);
    const elsewhere = await alpha.api(
      'POST',
      '/challenges',
      other.people.corporate.token,
      challengeBody({ title: 'Water in alpha', industries: [alphaIndustry] }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);

    const titles = async (query: string) => titlesOf(await api('GET', `/search/challenges${query}`));
    expect(await titles('')).toEqual(['Solar grid storage', 'Clean water sensors']);
    expect(await titles('?search=sola')).toEqual(['Solar grid storage']);
    expect(await titles('?search=rooftop')).toEqual(['Solar grid storage']);
    expect(await titles('?search=water')).toEqual(['Clean water sensors']);
    expect(await titles('?search=nothing-like-it')).toEqual([]);
    expect(await titles(`?industries=${industries[0]}`)).toEqual(['Clean water sensors']);
    expect(await titles(`?industries=${industries[0]},${industries[1]}`)).toEqual([
      'Solar grid storage',
      'Clean water sensors',
    ]);
    expect(await titles('?sort=deadline')).toEqual(['Solar grid storage', 'Clean water sensors']);
    expect((await titles('?status=closed')).sort()).toEqual(['Water closed', 'Water past']);
    expect((await titles('?status=all')).sort()).toEqual([
      'Clean water sensors',
      'Solar grid storage',
      'Water closed',
      'Water past',
    ]);
    expect(titlesOf(await api('GET', '/challenges/search?search=water'))).toEqual(['Clean water sensors']);

    const page = (await api('GET', '/search/challenges?limit=1&pageNumber=2')).json().data;
    expect(page).toMatchObject({ total: 2, pageNumber: 2, limit: 1 });
    expect(page.items.map((item: { uuid: string }) => item.uuid)).toEqual([water.uuid]);
    const beyond = (await api('GET', '/search/challenges?limit=1&pageNumber=5')).json().data;
    expect(beyond.items).toEqual([]);
    const defaults = (await api('GET', '/search/challenges')).json().data;
    expect(defaults).toMatchObject({ total: 2, pageNumber: 1, limit: limits.challengesLimit });

    // The corporate's own list: open ones by default, all of them on asking, never a rival's.
    expect(titlesOf(await api('GET', '/challenges/corporate', corporate.token))).toEqual(['Clean water sensors']);
    expect(titlesOf(await api('GET', '/challenges/corporate?status=all', corporate.token)).sort()).toEqual([
      'Clean water sensors',
      'Water closed',
      'Water past',
    ]);
    // A past challenge reads as not accepting.
    const pastSeen = (await api('GET', `/challenges/${past.uuid}`)).json().data;
    expect(pastSeen).toMatchObject({ status: 'open', acceptingApplications: false });

    // Another tenant's challenge is not found here, nor ours there; bad filters are refused.
    const alphaUuid = elsewhere.json().data.uuid;
    expect((await api('GET', `/challenges/${alphaUuid}`)).statusCode).toBe(404);
    expect((await alpha.api('GET', `/challenges/${solar.uuid}`)).statusCode).toBe(404);
    expect(titlesOf(await alpha.api('GET', '/search/challenges'))).toEqual(['Water in alpha']);
    for (const query of [
      `?limit=${limits.challengesMaxLimit + 1}`,
      '?pageNumber=0',
      '?status=paused',
      '?sort=oldest',
    ]) {
      const response = await api('GET', `/search/challenges${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0], query).toMatch(/^query\./);
    }
  });
});

describe('applying', () => {
  it('takes an approved startup’s answers and files once, and tells the corporate', async () => {
    const { corporate, founder } = g.people;
    const challenge = await postChallenge(corporate.token);
    const deck = await uploaded(founder.token, filePart(pdf('Our deck'), 'deck.pdf'));
    const before = (await api('GET', `/challenges/${challenge.uuid}/necessary-info`, founder.token)).json().data;
    expect(before.can).toEqual({ edit: false, apply: true, cannotApplyReason: null, seeParticipants: false });

    const applied = await applyTo(founder.token, challenge, {
      answers: answersTo(challenge, '  A sensor on 40 km of pipes  ', ''),
      fileUUIDs: [deck.uuid],
    });
    expect(applied).toMatchObject({
      status: 'applied',
      challenge: {
        uuid: challenge.uuid,
        title: 'Clean water sensors',
        corporate: { companyName: 'Big Corp' },
        url: `/challenges/${challenge.uuid}/details`,
      },
    });
    const stored = await rows(
      `select startup_profile_id as "by", pitch, answers, files->0->>'uuid' as file, status from challenge_participants`,
    );
    expect(stored).toEqual([
      {
        by: founder.profileId,
        pitch: 'We sense leaks with acoustic sensors.',
        answers: [{ questionUUID: challenge.questions[0]?.uuid, answer: 'A sensor on 40 km of pipes' }],
        file: deck.uuid,
        status: 'applied',
      },
    ]);
    expect((await rows('select participant_count from challenges'))[0]?.participant_count).toBe(1);

    const again = await api('POST', `/challenges/participants/${challenge.uuid}/apply`, founder.token, {
      pitch: 'Again',
      answers: answersTo(challenge, 'Again'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your startup has already applied to this challenge');
    expect(await count('challenge_participants')).toBe(1);

    const told = await rows(`select title, kind, url from notifications where user_id = '${corporate.userId}'`);
    expect(told).toEqual([
      {
        title: 'Solar Sprout applied to your challenge Clean water sensors',
        kind: 'challenge_participant',
        url: `/challenges/${challenge.uuid}/participants`,
      },
    ]);
    expect(await count('notifications')).toBe(1);

    const after = (await api('GET', `/challenges/${challenge.uuid}/necessary-info`, founder.token)).json().data;
    expect(after.myParticipation).toMatchObject({ uuid: applied.uuid, status: 'applied' });
    expect(after.can).toMatchObject({
      apply: false,
      cannotApplyReason: 'Your startup has already applied to this challenge',
    });
    const mine = (await api('GET', '/challenges/participations', founder.token)).json().data;
    expect(mine).toMatchObject({ total: 1, pageNumber: 1 });
    expect(mine.items[0]).toMatchObject({ uuid: applied.uuid, status: 'applied', challenge: { uuid: challenge.uuid } });
    // Someone who is not a startup has no participations.
    expect((await api('GET', '/challenges/participations', corporate.token)).json().data).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('refuses those who may not apply, missing answers, others’ files, closed and past challenges; nothing is stored', async () => {
    const { corporate, rival, founder, investor, seeker, pendingStartup } = g.people;
    const challenge = await postChallenge(corporate.token);
    const path = `/challenges/participants/${challenge.uuid}/apply`;
    const good = { pitch: 'We sense leaks.', answers: answersTo(challenge, 'A sensor') };

    for (const [who, reason] of [
      [investor, 'Challenges take applications from startups'],
      [seeker, 'Challenges take applications from startups'],
      [corporate, 'Challenges take applications from startups'],
      [pendingStartup, 'Applying is open to approved startups: yours is not approved yet'],
    ] as const) {
      const response = await api('POST', path, who.token, good);
      expect(response.statusCode, who.name).toBe(403);
      expect(response.json().message, who.name).toBe(reason);
    }

    const missing = await api('POST', path, founder.token, {
      ...good,
      answers: answersTo(challenge, '   ', 'Utilities'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Answer “What have you built?”');
    expect(missing.json().errors).toEqual(['body.answers.0: Answer “What have you built?”']);
    const unknown = await api('POST', path, founder.token, {
      ...good,
      answers: [...good.answers, { questionUUID: randomUUID(), answer: 'Extra' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContain('body.answers: An answer is to a question this challenge does not ask');
    for (const [change, problem] of [
      [{ pitch: '' }, 'body.pitch: Your pitch required'],
      [{ answers: [{ questionUUID: 'q1', answer: 'x' }] }, 'body.answers.0.questionUUID'],
      [
        { answers: answersTo(challenge, 'x'.repeat(limits.challengeAnswerLength + 1)) },
        'body.answers.0.answer: An answer can be at most',
      ],
      [{ fileUUIDs: Array.from({ length: limits.challengeFiles + 1 }, () => randomUUID()) }, 'body.fileUUIDs'],
      [{ coverLetter: 'x' }, 'body'],
    ] as const) {
      const response = await api('POST', path, founder.token, { ...good, ...change });
      expect(response.statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.json().errors.join(' | '), JSON.stringify(change).slice(0, 80)).toContain(problem);
    }
    // A file the startup did not upload: refused, and its own upload in the same call stays unclaimed.
    const own = await uploaded(founder.token);
    const theirs = await uploaded(rival.token);
    const foreign = await api('POST', path, founder.token, { ...good, fileUUIDs: [own.uuid, theirs.uuid] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      'body.fileUUIDs: A file is not one you uploaded, or it was already used: upload it again',
    ]);
    expect(await rows('select uuid from attachments where claimed_at is not null')).toEqual([]);

    // Another tenant's startup cannot reach it; nor can ours reach theirs.
    expect((await alpha.api('POST', path, other.people.founder.token, good)).statusCode).toBe(404);
    expect((await api('POST', `/challenges/participants/${randomUUID()}/apply`, founder.token, good)).statusCode).toBe(
      404,
    );

    await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, { status: 'closed' });
    const closed = await api('POST', path, founder.token, good);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This challenge is closed');
    await api('PATCH', `/challenges/${challenge.uuid}`, corporate.token, { status: 'open' });
    await rows(`update challenges set deadline = '2020-01-01' where uuid = '${challenge.uuid}'`);
    const past = await api('POST', path, founder.token, good);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The deadline for this challenge has passed');
    const seen = (await api('GET', `/challenges/${challenge.uuid}/necessary-info`, founder.token)).json().data;
    expect(seen.can).toMatchObject({ apply: false, cannotApplyReason: 'The deadline for this challenge has passed' });

    expect(await count('challenge_participants')).toBe(0);
    expect((await rows('select participant_count from challenges'))[0]?.participant_count).toBe(0);
    expect(await count('notifications')).toBe(0);
  });
});

describe('the corporate’s participants', () => {
  const setUp = async () => {
    const { corporate, founder } = g.people;
    const challenge = await postChallenge(corporate.token);
    const deck = await uploaded(founder.token, filePart(pdf('Our deck'), 'deck.pdf'));
    const participation = await applyTo(founder.token, challenge, {
      answers: answersTo(challenge, 'A sensor', 'Two cities'),
      fileUUIDs: [deck.uuid],
    });
    await rows('delete from notifications');
    return { challenge, deck, participation };
  };

  it('shows the owner and operators the participants; others are refused', async () => {
    const { corporate, rival, founder, operator } = g.people;
    const { challenge, deck, participation } = await setUp();
    const list = await api('GET', `/challenges/${challenge.uuid}/participants/list`, corporate.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, pageNumber: 1, limit: 25 });
    expect(list.json().data.items[0]).toMatchObject({
      uuid: participation.uuid,
      startup: { uuid: founder.uuid, name: 'Solar Sprout' },
      status: 'applied',
      pitch: 'We sense leaks with acoustic sensors.',
      answers: [
        { questionUUID: challenge.questions[0]?.uuid, question: 'What have you built?', answer: 'A sensor' },
        { questionUUID: challenge.questions[1]?.uuid, question: 'Who are your customers?', answer: 'Two cities' },
      ],
      files: [
        {
          uuid: deck.uuid,
          name: 'deck.pdf',
          kind: 'pdf',
          url: `/api/v1/challenges/participants/${participation.uuid}/files/${deck.uuid}`,
        },
      ],
      moves: ['shortlisted', 'selected', 'rejected'],
    });
    const info = await api('GET', `/challenges/${challenge.uuid}/info`, corporate.token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({
      challenge: { uuid: challenge.uuid, participantCount: 1, can: { seeParticipants: true } },
      participantCounts: { applied: 1, shortlisted: 0, selected: 0, rejected: 0 },
    });
    expect((await api('GET', `/challenges/${challenge.uuid}/participants/list`, operator.token)).statusCode).toBe(200);
    // The public view does not tell the number of participants.
    expect((await api('GET', `/challenges/${challenge.uuid}`, founder.token)).json().data.participantCount).toBeNull();

    for (const who of [rival, founder]) {
      for (const url of [`/challenges/${challenge.uuid}/participants/list`, `/challenges/${challenge.uuid}/info`]) {
        const response = await api('GET', url, who.token);
        expect(response.statusCode, `${who.name} ${url}`).toBe(403);
        expect(response.json().message).toBe('Only the corporate that posted this challenge sees its participants');
      }
    }
    const elsewhere = await alpha.api(
      'GET',
      `/challenges/${challenge.uuid}/participants/list`,
      other.people.corporate.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await api('GET', `/challenges/${challenge.uuid}/participants/list?status=winner`, corporate.token)).statusCode,
    ).toBe(400);
  });

  it('lets the owner move a participant; the startup is told and sees the status', async () => {
    const { corporate, rival, founder } = g.people;
    const { challenge, participation } = await setUp();
    const path = `/challenges/participants/${participation.uuid}/status`;
    for (const who of [rival, founder]) {
      const response = await api('PATCH', path, who.token, { status: 'shortlisted' });
      expect(response.statusCode, who.name).toBe(403);
      expect(response.json().message).toBe('Only the corporate that posted this challenge can move its participants');
    }
    expect((await alpha.api('PATCH', path, other.people.corporate.token, { status: 'shortlisted' })).statusCode).toBe(
      404,
    );
    const missing = await api('PATCH', `/challenges/participants/${randomUUID()}/status`, corporate.token, {
      status: 'shortlisted',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Participant not found');
    const bad = await api('PATCH', path, corporate.token, { status: 'winner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^body\.status: /);
    const same = await api('PATCH', path, corporate.token, { status: 'applied' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('A participant who is applied cannot be moved to applied');
    expect(await count('notifications')).toBe(0);

    const moved = await api('PATCH', path, corporate.token, {
      status: 'shortlisted',
      message: 'We liked your sensors.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      uuid: participation.uuid,
      status: 'shortlisted',
      moves: ['selected', 'rejected'],
      startup: { name: 'Solar Sprout' },
    });
    expect((await rows('select status from challenge_participants'))[0]?.status).toBe('shortlisted');
    const told = await rows(`select title, kind, url from notifications where user_id = '${founder.userId}'`);
    expect(told).toEqual([
      {
        title: 'Your application to Clean water sensors is now shortlisted',
        kind: 'challenge_status',
        url: `/challenges/${challenge.uuid}/details`,
      },
    ]);
    const mine = (await api('GET', '/challenges/participations', founder.token)).json().data.items;
    expect(mine).toMatchObject([{ uuid: participation.uuid, status: 'shortlisted' }]);
    const seen = (await api('GET', `/challenges/${challenge.uuid}/necessary-info`, founder.token)).json().data;
    expect(seen.myParticipation).toMatchObject({ status: 'shortlisted' });

    const counts = (await api('GET', `/challenges/${challenge.uuid}/info`, corporate.token)).json().data;
    expect(counts.participantCounts).toMatchObject({ applied: 0, shortlisted: 1 });
    const byStatus = async (status: string) =>
      (await api('GET', `/challenges/${challenge.uuid}/participants/list?status=${status}`, corporate.token)).json()
        .data.total;
    expect(await byStatus('applied')).toBe(0);
    expect(await byStatus('shortlisted')).toBe(1);
    // Shortlisted cannot go back to applied.
    expect((await api('PATCH', path, corporate.token, { status: 'applied' })).statusCode).toBe(409);
  });

  it('serves a participant’s files to the owner, operators and the startup, not to a stranger', async () => {
    const { corporate, rival, founder, cofounder, operator } = g.people;
    const { deck, participation } = await setUp();
    const url = `/challenges/participants/${participation.uuid}/files/${deck.uuid}`;
    for (const who of [corporate, founder, operator]) {
      const file = await api('GET', url, who.token);
      expect(file.statusCode, who.name).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.headers['content-disposition']).toContain('deck.pdf');
      expect(file.rawPayload.equals(pdf('Our deck')), who.name).toBe(true);
    }
    for (const who of [rival, cofounder]) {
      const file = await api('GET', url, who.token);
      expect(file.statusCode, who.name).toBe(404);
      expect(file.json().message).toBe('File not found');
    }
    expect((await alpha.api('GET', url, other.people.corporate.token)).statusCode).toBe(404);
    expect(
      (await api('GET', `/challenges/participants/${participation.uuid}/files/${randomUUID()}`, corporate.token))
        .statusCode,
    ).toBe(404);
  });
});
