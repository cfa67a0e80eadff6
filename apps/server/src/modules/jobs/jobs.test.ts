import { limits } from '@ventura/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { cast } from '../connections/test-kit.ts';
import { docx, filePart, pdf, png } from '../documents/test-files.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'corporate'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    corporate: cast.corporate,
    investor: cast.investor,
    seeker: { type: 'job_seeker', name: 'Sam Seeker', organizationName: null },
    seeker2: { type: 'job_seeker', name: 'Tara Talent', organizationName: null },
    pending: { type: 'startup', name: 'Pat Pending', approvalStatus: 'submitted' },
  });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend engineer',
  description: 'Build the APIs of a solar marketplace in TypeScript.',
  employmentType: 'full_time',
  workMode: 'remote',
  countryCode: 'IN',
  city: 'Bengaluru',
  salaryMin: 1_200_000,
  salaryMax: 2_000_000,
  salaryCurrency: 'INR',
  deadline: inDays(30),
  ...overrides,
});
const count = async (table: string) => Number((await rows(`select count(*)::int as n from ${table}`))[0]?.n);
const hire = async (token: string, companyName = 'Solar Sprout') => {
  const response = await api('PATCH', '/jobs/hiring-profile', token, {
    companyName,
    website: 'https://sprout.example',
  });
  expect(response.statusCode).toBe(200);
};
const postJob = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await api('POST', '/jobs', token, jobBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string; [key: string]: unknown };
};
const applyTo = async (token: string, jobUuid: string, body: Record<string, unknown> = {}) => {
  const response = await api('POST', `/jobs/${jobUuid}/apply`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string; status: string; resume: unknown };
};
const uploadResume = (
  token: string | undefined,
  url: string,
  file = filePart(pdf('My resume'), 'resume.pdf'),
  extra = [],
) =>
  upload(t.app, {
    host: 'localhost',
    url: `/api/v1${url}`,
    ...(token ? { token } : {}),
    parts: [...extra, { ...file, name: 'file' }],
  });
const skill = async () =>
  String((await rows(`select code from taxonomy_terms where kind = 'skills' limit 1`))[0]?.code);

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { corporate: cast.corporate });
});
afterAll(() => t.close());
beforeEach(async () => {
  await rows('delete from jobs');
  await rows('delete from hiring_profiles');
  await rows('delete from seeker_resumes');
  await rows('delete from throttle_counters');
  await rows('delete from notifications');
});

describe('who may reach jobs', () => {
  it('needs a session for all but the public board, a job and the signed-out application', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/jobs'],
      ['POST', '/jobs'],
      ['GET', '/jobs/hiring-profile'],
      ['PATCH', `/jobs/${uuid}/details`],
      ['POST', `/jobs/${uuid}/apply`],
      ['GET', '/jobs/applied/list'],
      ['GET', `/jobs/${uuid}/applicants`],
      ['PATCH', `/jobs/applicants/${uuid}/status`],
      ['GET', `/jobs/interviews/${uuid}`],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await api(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api('GET', '/search/jobs')).statusCode).toBe(200);
    expect((await api('GET', `/jobs/${uuid}`)).statusCode).toBe(404);
  });
});

describe('hiring profiles and posting', () => {
  it('lets an approved startup set its hiring profile and post; a job seeker or an unapproved profile may not', async () => {
    const { founder, seeker, pending } = g.people;
    const before = await api('GET', '/jobs/hiring-profile', founder.token);
    expect(before.json().data).toMatchObject({ hiringProfile: null, canHire: true });
    // Posting needs the hiring profile first.
    expect((await api('POST', '/jobs', founder.token, jobBody())).statusCode).toBe(409);
    await hire(founder.token);
    const job = await postJob(founder.token, { skills: [await skill()] });
    expect(job).toMatchObject({
      title: 'Backend engineer',
      status: 'open',
      acceptingApplications: true,
      countryName: 'India',
      employer: { companyName: 'Solar Sprout', profileUuid: founder.uuid },
      applicantCounts: {},
      can: { edit: true, apply: false, seeApplicants: true },
    });
    expect((job.skills as { name: string }[])[0]?.name).toBeTruthy();

    for (const who of [seeker, pending]) {
      const state = (await api('GET', '/jobs/hiring-profile', who.token)).json().data;
      expect(state.canHire).toBe(false);
      expect((await api('PATCH', '/jobs/hiring-profile', who.token, { companyName: 'Nope' })).statusCode).toBe(403);
    }
    expect(await count('jobs')).toBe(1);
  });

  it('refuses bad jobs with their reasons and stores nothing', async () => {
    const { founder } = g.people;
    await hire(founder.token);
    for (const [change, problem] of [
      [{ title: '' }, 'body.title'],
      [{ title: 'x'.repeat(121) }, 'body.title'],
      [{ salaryMin: 50, salaryMax: 10 }, 'body.salaryMax: The highest salary is below the lowest'],
      [{ salaryCurrency: null }, 'body.salaryCurrency'],
      [{ deadline: '2020-01-01' }, 'body.deadline'],
      [{ applicationMode: 'external' }, 'body.externalUrl'],
      [{ applicationMode: 'external', externalUrl: 'javascript:alert(1)' }, 'body.externalUrl'],
      [{ employmentType: 'gig' }, 'body.employmentType'],
      [{ skills: ['not-a-skill'] }, 'body.skills'],
      [{ countryCode: 'ZZ' }, 'body.countryCode'],
      [{ openings: 0 }, 'body.openings'],
      [{ tenantId: 'x' }, 'body'],
    ] as const) {
      const response = await api('POST', '/jobs', founder.token, jobBody(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors.join(' '), JSON.stringify(change)).toContain(problem);
    }
    expect(await count('jobs')).toBe(0);
  });

  it('lets only the employer change or close a job; the rules hold on the changed job', async () => {
    const { founder, corporate } = g.people;
    await hire(founder.token);
    const job = await postJob(founder.token);
    expect((await api('PATCH', `/jobs/${job.uuid}/details`, corporate.token, { title: 'Mine' })).statusCode).toBe(403);
    expect(
      (await alpha.api('PATCH', `/jobs/${job.uuid}/details`, other.people.corporate.token, { title: 'Mine' }))
        .statusCode,
    ).toBe(404);
    const flipped = await api('PATCH', `/jobs/${job.uuid}/details`, founder.token, { salaryMin: 3_000_000 });
    expect(flipped.statusCode).toBe(400);
    expect(flipped.json().errors).toContain('body.salaryMax: The highest salary is below the lowest');
    const closed = await api('PATCH', `/jobs/${job.uuid}/details`, founder.token, {
      status: 'closed',
      title: 'Backend lead',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', title: 'Backend lead', acceptingApplications: false });
    expect((await rows('select title from jobs'))[0]?.title).toBe('Backend lead');
  });
});

describe('the job board', () => {
  it('finds open jobs by words and filters, pages them, and leaves out closed, past and other tenants’ jobs', async () => {
    const { founder, corporate } = g.people;
    await hire(founder.token);
    await hire(corporate.token, 'Big Corp');
    const code = await skill();
    const backend = await postJob(founder.token, { skills: [code] });
    await postJob(corporate.token, {
      title: 'Sales lead',
      description: 'Open doors with utilities.',
      employmentType: 'part_time',
      workMode: 'on_site',
      city: 'Mumbai',
      salaryMin: 300_000,
      salaryMax: 500_000,
    });
    const closed = await postJob(founder.token, { title: 'Backend closed' });
    await api('PATCH', `/jobs/${closed.uuid}/details`, founder.token, { status: 'closed' });
    const past = await postJob(founder.token, { title: 'Backend past' });
    await rows(`update jobs set deadline = '2020-01-01' where uuid = '${past.uuid}'`);
    await alpha.api('PATCH', '/jobs/hiring-profile', other.people.corporate.token, { companyName: 'Alpha Corp' });
    await alpha.api('POST', '/jobs', other.people.corporate.token, jobBody({ title: 'Backend in alpha' }));

    const titles = async (query: string) =>
      ((await api('GET', `/search/jobs${query}`)).json().data.items as { title: string }[]).map((job) => job.title);
    expect(await titles('')).toEqual(['Sales lead', 'Backend engineer']);
    expect(await titles('?search=backe')).toEqual(['Backend engineer']);
    expect(await titles('?employmentType=part_time')).toEqual(['Sales lead']);
    expect(await titles('?workMode=remote,hybrid')).toEqual(['Backend engineer']);
    expect(await titles(`?skills=${code}`)).toEqual(['Backend engineer']);
    expect(await titles('?city=mumbai')).toEqual(['Sales lead']);
    expect(await titles('?salaryFrom=1000000')).toEqual(['Backend engineer']);
    expect(await titles(`?employer=${corporate.uuid}`)).toEqual(['Sales lead']);
    const page = (await api('GET', '/search/jobs?limit=1&pageNumber=2')).json().data;
    // The last page knows the exact total; a page with more after it says its total is an estimate;
    // past the end, the jobs are counted.
    expect(page).toMatchObject({ total: 2, totalIsEstimate: false, pageNumber: 2, limit: 1 });
    expect(page.items[0].uuid).toBe(backend.uuid);
    const first = (await api('GET', '/search/jobs?limit=1')).json().data;
    expect(first).toMatchObject({ totalIsEstimate: true, pageNumber: 1, limit: 1 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect((await api('GET', '/search/jobs?limit=1&pageNumber=5')).json().data).toMatchObject({
      items: [],
      total: 2,
      totalIsEstimate: false,
    });
    // The employer's own list has the closed and past ones too.
    const mine = (await api('GET', '/jobs?mine=true', founder.token)).json().data.items as { title: string }[];
    expect(mine.map((job) => job.title).sort()).toEqual(['Backend closed', 'Backend engineer', 'Backend past']);
    // Another tenant's job is not found here, and bad filters are refused.
    const alphaJob = (await alpha.api('GET', '/search/jobs')).json().data.items[0];
    expect((await api('GET', `/jobs/${alphaJob.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', '/search/jobs?employmentType=gig')).statusCode).toBe(400);
    expect((await api('GET', '/search/jobs?limit=1000')).statusCode).toBe(400);
  });
});

describe('applying', () => {
  it('takes a job seeker’s application with their saved resume, once, and tells the employer', async () => {
    const { founder, seeker } = g.people;
    await hire(founder.token);
    const job = await postJob(founder.token);
    const saved = await uploadResume(seeker.token, '/job-seekers/resume', filePart(docx(), 'cv.docx'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'cv.docx', kind: 'docx' });

    const application = await applyTo(seeker.token, job.uuid, { coverLetter: 'I build APIs.' });
    expect(application).toMatchObject({ status: 'applied', resume: { name: 'cv.docx', kind: 'docx' } });
    const again = await api('POST', `/jobs/${job.uuid}/apply`, seeker.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already applied to this job');
    expect(await count('job_applications')).toBe(1);
    const told = await rows(`select title from notifications where user_id = '${founder.userId}'`);
    expect(told.map((row) => row.title)).toEqual(['Sam Seeker applied to Backend engineer']);
    // The application keeps its own copy: removing the saved resume leaves the application's file.
    expect((await api('DELETE', '/job-seekers/resume', seeker.token)).statusCode).toBe(200);
    const file = await api('GET', `/jobs/applications/${application.uuid}/resume`, founder.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('cv.docx');

    const job2 = (await api('GET', `/jobs/${job.uuid}`, seeker.token)).json().data;
    expect(job2.myApplication).toMatchObject({ uuid: application.uuid, status: 'applied' });
    expect(job2.can).toMatchObject({ apply: false, cannotApplyReason: 'You have already applied to this job' });
  });

  it('refuses applying to a closed, past, own or other tenant’s job, and bad resumes', async () => {
    const { founder, seeker, investor } = g.people;
    await hire(founder.token);
    const job = await postJob(founder.token);
    expect((await api('POST', `/jobs/${job.uuid}/apply`, founder.token, {})).statusCode).toBe(403);
    const alphaJob = await (async () => {
      await alpha.api('PATCH', '/jobs/hiring-profile', other.people.corporate.token, { companyName: 'Alpha Corp' });
      return (await alpha.api('POST', '/jobs', other.people.corporate.token, jobBody())).json().data;
    })();
    expect((await api('POST', `/jobs/${alphaJob.uuid}/apply`, seeker.token, {})).statusCode).toBe(404);
    const bad = await api('POST', `/jobs/${job.uuid}/apply`, seeker.token, {
      coverLetter: 'x'.repeat(limits.coverLetterLength + 1),
    });
    expect(bad.statusCode).toBe(400);

    const application = await applyTo(investor.token, job.uuid);
    for (const [file, status] of [
      [filePart(await png(), 'resume.png', 'image/png'), 400],
      [filePart(Buffer.alloc(limits.resumeSizeBytes + 10, 1), 'huge.pdf'), 413],
    ] as const) {
      const response = await uploadResume(investor.token, `/jobs/apply/${application.uuid}/upload/resume`, file);
      expect(response.statusCode).toBe(status);
    }
    // Not the applicant: as if there were no such application.
    expect((await uploadResume(seeker.token, `/jobs/apply/${application.uuid}/upload/resume`)).statusCode).toBe(404);
    const good = await uploadResume(investor.token, `/jobs/apply/${application.uuid}/upload/resume`);
    expect(good.json().data.resume).toMatchObject({ kind: 'pdf', name: 'resume.pdf' });

    await api('PATCH', `/jobs/${job.uuid}/details`, founder.token, { status: 'closed' });
    const closed = await api('POST', `/jobs/${job.uuid}/apply`, seeker.token, {});
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This job is closed');
    await api('PATCH', `/jobs/${job.uuid}/details`, founder.token, { status: 'open' });
    await rows(`update jobs set deadline = '2020-01-01' where uuid = '${job.uuid}'`);
    expect((await api('POST', `/jobs/${job.uuid}/apply`, seeker.token, {})).json().message).toBe(
      'The deadline for this job has passed',
    );
    expect(await count('job_applications')).toBe(1);
  });

  it('lets a visitor apply signed out with an email check and a resume carried by its token', async () => {
    const { founder, seeker } = g.people;
    await hire(founder.token);
    const job = await postJob(founder.token);
    const check = (email: string) =>
      api('POST', '/resumes/check-email', undefined, { jobUUID: job.uuid, email }).then((r) => r.json().data.result);
    expect(await check(seeker.email)).toBe('member');
    expect(await check('visitor@example.org')).toBe('ok');
    const member = await api('POST', '/resumes/submit', undefined, {
      jobUUID: job.uuid,
      name: 'Sam',
      email: seeker.email,
    });
    expect(member.statusCode).toBe(409);

    const submitted = await api('POST', '/resumes/submit', undefined, {
      jobUUID: job.uuid,
      name: 'Vera Visitor',
      email: 'Visitor@Example.org',
      coverLetter: '<script>alert(1)</script>',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { applicationUUID, uploadToken } = submitted.json().data;
    expect(await check('visitor@example.org')).toBe('applied');
    const wrong = await uploadResume(undefined, `/resumes/upload/${applicationUUID}`, undefined, [
      { name: 'uploadToken', content: 'not-the-token' },
    ] as never);
    expect(wrong.statusCode).toBe(404);
    const right = await uploadResume(undefined, `/resumes/upload/${applicationUUID}`, undefined, [
      { name: 'uploadToken', content: uploadToken },
    ] as never);
    expect(right.statusCode, right.body).toBe(200);
    const stored = await rows(`select email, cover_letter, resume->>'kind' as kind from job_applications`);
    expect(stored).toEqual([{ email: 'visitor@example.org', cover_letter: '<script>alert(1)</script>', kind: 'pdf' }]);
    const again = await api('POST', '/resumes/submit', undefined, {
      jobUUID: job.uuid,
      name: 'Vera',
      email: 'visitor@example.org',
    });
    expect(again.statusCode).toBe(409);
    // The visitor is told by email that the application arrived.
    const mail = await rows(`select subject from outbox_messages where "to" = 'visitor@example.org'`);
    expect(mail.map((row) => row.subject)).toContain('Your application to Backend engineer');
  });
});

describe('the pipeline and interviews', () => {
  const setUp = async () => {
    const { founder, seeker } = g.people;
    await hire(founder.token);
    const job = await postJob(founder.token);
    const application = await applyTo(seeker.token, job.uuid);
    return { job, application };
  };
  const startsIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  /** 10:00 UTC tomorrow and after, plus minutes: inside the employer's hours, on the 15-minute step. */
  const tomorrowAt = (minutes: number) => {
    const date = new Date(Date.now() + 86_400_000);
    date.setUTCHours(10, minutes, 0, 0);
    return date.toISOString();
  };

  it('lets the employer see and move applicants; the applicant is told and sees the status', async () => {
    const { founder, seeker, corporate } = g.people;
    const { job, application } = await setUp();
    expect((await api('GET', `/jobs/${job.uuid}/applicants`, corporate.token)).statusCode).toBe(403);
    expect((await api('GET', `/jobs/${job.uuid}/applicants`, g.people.operator.token)).statusCode).toBe(200);
    const list = (await api('GET', `/jobs/${job.uuid}/applicants`, founder.token)).json().data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      name: 'Sam Seeker',
      status: 'applied',
      moves: ['shortlisted', 'rejected'],
      profileUrl: null,
      accountType: 'job_seeker',
    });

    expect(
      (await api('PATCH', `/jobs/applicants/${application.uuid}/status`, corporate.token, { status: 'shortlisted' }))
        .statusCode,
    ).toBe(403);
    const offered = await api('PATCH', `/jobs/applicants/${application.uuid}/status`, founder.token, {
      status: 'offered',
    });
    expect(offered.statusCode).toBe(409);
    const moved = await api('PATCH', `/jobs/applicants/${application.uuid}/status`, founder.token, {
      status: 'shortlisted',
      message: 'We liked your APIs.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('shortlisted');
    const told = await rows(`select title, url from notifications where user_id = '${seeker.userId}'`);
    expect(told).toEqual([{ title: 'You were shortlisted: Backend engineer at Solar Sprout', url: '/applied/jobs' }]);
    const mine = (await api('GET', '/jobs/applied/list', seeker.token)).json().data.items;
    expect(mine[0]).toMatchObject({ status: 'shortlisted', job: { title: 'Backend engineer' }, canWithdraw: true });
    const filtered = (await api('GET', `/jobs/${job.uuid}/applicants?status=applied`, founder.token)).json().data;
    expect(filtered.total).toBe(0);
  });

  it('schedules an interview without overlaps, shows it to both sides, and records the outcome once it started', async () => {
    const { founder, seeker, seeker2, investor } = g.people;
    const { job, application } = await setUp();
    const second = await applyTo(seeker2.token, job.uuid);
    const path = (uuid: string) => `/jobs/applicants/${uuid}/interviews`;
    const body = { startsAt: tomorrowAt(0), durationMinutes: 45, timeZone: 'Asia/Kolkata' };
    const hours = [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({
      dayIndex,
      times: [{ startTime: '09:00', endTime: '17:00' }],
    }));
    const availability = { type: 'specific_days', timeZone: 'UTC', days: hours };
    expect((await api('PUT', '/availability', founder.token, availability)).statusCode).toBe(200);

    expect(
      (await api('POST', path(application.uuid), founder.token, { ...body, startsAt: startsIn(-60) })).statusCode,
    ).toBe(400);
    expect(
      (await api('POST', path(application.uuid), founder.token, { ...body, timeZone: 'Mars/Olympus' })).statusCode,
    ).toBe(400);
    expect(
      (await api('POST', path(application.uuid), founder.token, { ...body, startsAt: '2026-12-01T10:00:00' }))
        .statusCode,
    ).toBe(400);
    expect((await api('POST', path(application.uuid), investor.token, body)).statusCode).toBe(403);

    // Two bookings for overlapping times at once: one wins.
    const [a, b] = await Promise.all([
      api('POST', path(application.uuid), founder.token, body),
      api('POST', path(second.uuid), founder.token, { ...body, startsAt: tomorrowAt(30) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const interview = (a.statusCode === 201 ? a : b).json().data;
    expect(interview.call).toEqual({ kind: 'built_in', url: `/meetings/${interview.uuid}/call` });
    // The demo seed holds other meetings (between members); interviews are these.
    expect(await count(`meetings where type = 'job-interview'`)).toBe(1);

    const winner = a.statusCode === 201 ? seeker : seeker2;
    const loser = a.statusCode === 201 ? seeker2 : seeker;
    const seen = await api('GET', `/jobs/interviews/${interview.uuid}`, winner.token);
    expect(seen.json().data).toMatchObject({
      candidateName: winner.name,
      status: 'scheduled',
      can: { reschedule: false },
    });
    expect((await api('GET', `/jobs/interviews/${interview.uuid}`, loser.token)).statusCode).toBe(404);
    const applied = (await api('GET', '/jobs/applied/list', winner.token)).json().data.items[0];
    expect(applied).toMatchObject({ status: 'interview', interviews: [{ uuid: interview.uuid }] });
    const told = await rows(`select kind, url from notifications where user_id = '${winner.userId}'`);
    expect(told).toContainEqual({ kind: 'job_interview', url: `/job-interview/${interview.uuid}` });

    const early = await api('POST', `/jobs/interviews/${interview.uuid}/outcome`, founder.token, {
      outcome: 'selected',
    });
    expect(early.statusCode).toBe(409);
    await rows(`update meetings set starts_at = now() - interval '1 hour', ends_at = now() - interval '15 minutes'`);
    expect(
      (await api('POST', `/jobs/interviews/${interview.uuid}/outcome`, founder.token, { outcome: 'great' })).statusCode,
    ).toBe(400);
    const done = await api('POST', `/jobs/interviews/${interview.uuid}/outcome`, founder.token, {
      outcome: 'next_round',
      note: 'Strong on design',
    });
    expect(done.json().data).toMatchObject({
      status: 'completed',
      outcome: 'next_round',
      outcomeNote: 'Strong on design',
    });
    // The candidate sees that it happened, not the panel's notes.
    expect((await api('GET', `/jobs/interviews/${interview.uuid}`, winner.token)).json().data).toMatchObject({
      status: 'completed',
      outcome: null,
      outcomeNote: null,
    });
  });

  it('lets the applicant withdraw once; the employer can no longer move them', async () => {
    const { founder, seeker } = g.people;
    const { application } = await setUp();
    const withdrawn = await api('POST', `/jobs/applied/${application.uuid}/withdraw`, seeker.token);
    expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    expect((await api('POST', `/jobs/applied/${application.uuid}/withdraw`, seeker.token)).statusCode).toBe(409);
    expect(
      (await api('PATCH', `/jobs/applicants/${application.uuid}/status`, founder.token, { status: 'shortlisted' }))
        .statusCode,
    ).toBe(409);
  });
});
