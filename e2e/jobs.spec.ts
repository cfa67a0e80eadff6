import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { smallPdf } from './support/files.ts';
import {
  approvedMember,
  callApi,
  daysFromNow,
  expectStatus,
  latestCode,
  openSignedIn,
  signInByEmail,
  type TestSession,
  tenantOrigin,
} from './support/session.ts';

/**
 * Jobs from both sides, each in its own browser: a visitor signs up as a job seeker (localhost offers them),
 * finds a job on the job search and applies with a PDF resume; the employer, an approved startup with a
 * hiring profile, hours and the job (made through the API), shortlists them and schedules an interview at
 * one of their free times on the applicants page; the seeker sees each step on Applied jobs and opens the interview, its time in their own
 * zone. A job's address that leads nowhere opens the search, and strangers are refused by the API.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-6);
const employerName = `Meera Iyer ${stamp}`;
const companyName = `Loomwork ${stamp}`;
const jobTitle = `Frontend engineer ${stamp}`;
const seekerName = `Arjun Nair ${stamp}`;

let employer: TestSession;
let stranger: TestSession;
let jobUuid: string;

/** 10:30 to 11:15 UTC as the seeker reads it (Chromium names the zone by its older name, Asia/Calcutta). */
const indiaTime = /16:00 – 16:45 Asia\/(Kolkata|Calcutta) \(GMT\+5:30\)/;

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The employer: an approved startup whose hiring profile posted one open job; and a startup with no part in it. */
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const operator = await signInByEmail(request, 'admin@ventura.demo');
  [employer, stranger] = await Promise.all([
    approvedMember(request, operator, 'startup', employerName, {
      companyName,
      servicesLookingFor: ['tech_hiring'],
    }),
    approvedMember(request, operator, 'startup', `Kabir Shah ${stamp}`, {
      companyName: `Quillfeather ${stamp}`,
      servicesLookingFor: ['fundraising'],
    }),
  ]);
  await expectStatus(
    await callApi(request, employer, 'PATCH', '/jobs/hiring-profile', {
      companyName,
      about: 'We build looms that weave recycled fibre.',
      website: 'https://loomwork.example.com',
    }),
    200,
  );
  // The employer's hours, from which interviews are picked: every day 09:00 to 17:00 UTC.
  await expectStatus(
    await callApi(request, employer, 'PUT', '/availability', {
      type: 'specific_days',
      timeZone: 'UTC',
      days: [0, 1, 2, 3, 4, 5, 6].map((dayIndex) => ({ dayIndex, times: [{ startTime: '09:00', endTime: '17:00' }] })),
    }),
    200,
  );
  const posted = await callApi(request, employer, 'POST', '/jobs', {
    title: jobTitle,
    description: 'Build the dashboards our weavers use every day.\nReact and TypeScript.',
    employmentType: 'full_time',
    workMode: 'remote',
    deadline: daysFromNow(30),
  });
  await expectStatus(posted, 201);
  jobUuid = (await posted.json()).data.uuid;
  await request.dispose();
});

/** A browser of its own, in a time zone. */
const freshPage = async (browser: Browser, timezoneId = 'UTC') => (await browser.newContext({ timezoneId })).newPage();

/** The seeker's application on Applied jobs, by the job's title. */
const applicationCard = (page: Page) =>
  page.getByRole('list', { name: 'Your applications' }).getByRole('article', { name: jobTitle });

test('a job seeker signs up, applies with a resume, and follows the employer shortlisting them and scheduling an interview', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const origin = tenantOrigin();
  const email = `seeker-${stamp}${Math.floor(Math.random() * 1000)}@e2e.test`;
  // The seeker is in India; the employer schedules in UTC.
  const seekerPage = await freshPage(browser, 'Asia/Kolkata');
  const employerPage = await freshPage(browser, 'UTC');

  // Sign-up as a job seeker, the code read from the dev outbox.
  await seekerPage.goto(`${origin}/auth/signup`);
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await seekerPage.getByRole('link', { name: /^Job Seeker/ }).click();
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Sign up as a Job Seeker' })).toBeVisible();
  await seekerPage.getByLabel('Full name').fill(seekerName);
  await seekerPage.getByRole('radiogroup', { name: 'Sign up with' }).getByText('Email', { exact: true }).click();
  await expect(seekerPage.getByRole('radio', { name: 'Email' })).toBeChecked();
  await seekerPage.getByLabel('Email address').fill(email);
  await seekerPage.getByRole('button', { name: 'Send code' }).click();
  await expect(seekerPage.getByText(`We sent a 6-digit code by email to ${email}`)).toBeVisible();
  await seekerPage.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await seekerPage.keyboard.type(await latestCode(request, origin, email));

  // A job seeker's home is their applications: none yet.
  await expect(seekerPage).toHaveURL(/\/applied\/jobs$/, { timeout: 20_000 });
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  await expect(seekerPage.getByRole('heading', { name: 'You have not applied to a job yet' })).toBeVisible();

  // The job search finds the job by its title.
  await seekerPage.goto(`${origin}/search/jobs`);
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await seekerPage.getByRole('textbox', { name: 'Search jobs' }).fill(jobTitle);
  await seekerPage
    .getByRole('search', { name: 'Search jobs' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(seekerPage).toHaveURL(/[?&]search=/);
  const results = seekerPage.getByRole('list', { name: 'Jobs' });
  await expect(results.getByRole('article')).toHaveCount(1);
  const card = results.getByRole('article', { name: jobTitle });
  await expect(card).toContainText(companyName);
  await expect(card).toContainText('Remote');
  await expect(card).toContainText('Full time');
  await card.getByRole('link', { name: jobTitle }).click();

  // The job's page, and the application with a PDF resume.
  await expect(seekerPage).toHaveURL(new RegExp(`/jobs/${jobUuid}/details$`));
  await expect(seekerPage.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(seekerPage.getByRole('region', { name: 'The employer' })).toContainText(
    'We build looms that weave recycled fibre.',
  );
  const form = seekerPage.getByRole('region', { name: 'Apply for this job' });
  await form.getByLabel('Cover letter (optional)').fill(`I have built React dashboards for five years. ${stamp}`);
  await form.getByLabel('Phone (optional)').fill('+91 98000 12345');
  await expect(form.getByRole('radio', { name: 'Upload a resume' })).toBeChecked();
  const sendApplication = form.getByRole('button', { name: 'Send application' });
  // A resume was chosen to go with it, so the form asks for the file first.
  await sendApplication.click();
  await expect(form.getByText('Attach your resume, or choose to apply without one')).toBeVisible();
  const chooser = seekerPage.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({
    name: 'arjun-nair-resume.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(`Arjun Nair, frontend engineer ${stamp}`),
  });
  await expect(form.getByRole('button', { name: 'Remove arjun-nair-resume.pdf' })).toBeVisible();
  await sendApplication.click();
  await expect(toast(seekerPage, 'Your application was sent')).toBeVisible({ timeout: 20_000 });
  const mine = seekerPage.getByRole('region', { name: 'Your application' });
  await expect(mine.getByRole('heading', { name: 'You applied' })).toBeVisible();
  await expect(mine).toContainText('Applied');
  await expect(form).toHaveCount(0);

  // Applied jobs lists it, with its resume, waiting on the employer.
  await mine.getByRole('link', { name: 'See your applications' }).click();
  await expect(seekerPage).toHaveURL(/\/applied\/jobs$/);
  const application = applicationCard(seekerPage);
  await expect(application).toContainText(companyName);
  await expect(application.getByRole('button', { name: 'Download arjun-nair-resume.pdf' })).toBeVisible();
  await expect(application).toContainText('Applied');
  await expect(application).not.toContainText('Shortlisted');
  await expect(application.getByRole('link', { name: 'Interview' })).toHaveCount(0);
  await expect(seekerPage.getByRole('region', { name: 'Upcoming interviews' })).toHaveCount(0);
  await expectNoAxeViolations(seekerPage);

  // The employer opens the job's applicants and finds the seeker with what they sent.
  await openSignedIn(employerPage, employer, `/jobs/${jobUuid}/applicants`);
  await expect(employerPage.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(employerPage.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  const applicant = employerPage.getByRole('list', { name: 'Applicants' }).getByRole('article', { name: seekerName });
  await expect(applicant).toContainText('Job Seeker');
  await expect(applicant).toContainText(email);
  await expect(applicant).toContainText(`I have built React dashboards for five years. ${stamp}`);
  await expect(applicant.getByRole('button', { name: 'Download arjun-nair-resume.pdf' })).toBeVisible();

  // Shortlist, with a message for the seeker.
  await applicant.getByRole('button', { name: `Shortlist: ${seekerName}` }).click();
  const shortlist = employerPage.getByRole('dialog', { name: `Shortlist: ${seekerName}` });
  await shortlist.getByLabel('Message to the applicant (optional)').fill('We liked your dashboards.');
  await shortlist.getByRole('button', { name: 'Shortlist', exact: true }).click();
  await expect(toast(employerPage, `${seekerName}: Shortlisted`)).toBeVisible();
  await expect(shortlist).toHaveCount(0);
  await expect(employerPage.getByRole('tab', { name: 'Shortlisted (1)' })).toBeVisible();
  await expect(applicant.getByRole('button', { name: `Shortlist: ${seekerName}` })).toHaveCount(0);

  // The seeker sees it on their next look.
  await seekerPage.reload();
  await expect(application).toContainText('Shortlisted');
  await expect(seekerPage.getByRole('region', { name: 'Upcoming interviews' })).toHaveCount(0);

  // The employer schedules an interview in three days at 10:30 in their zone (UTC), one of their free times:
  // the picker offers their hours only (09:00 to 16:15 for 45 minutes), nothing at 17:00 or later.
  const dayOfMonth = Number(daysFromNow(3).slice(8));
  await applicant.getByRole('button', { name: `Schedule interview: ${seekerName}` }).click();
  const schedule = employerPage.getByRole('dialog', { name: `Interview with ${seekerName}` });
  await expect(schedule.getByText(/Times are in your time zone, (Etc\/)?UTC \(GMT\)/)).toBeVisible();
  const freeTimes = schedule.getByRole('group', { name: 'Your free times' });
  const onTheDay = (time: string) =>
    freeTimes.getByRole('button', { name: new RegExp(`^\\w+ ${dayOfMonth} \\w+ \\d{4}, ${time}$`) });
  await expect(onTheDay('16:15')).toBeVisible();
  await expect(onTheDay('17:00')).toHaveCount(0);
  await onTheDay('10:30').click();
  await expect(onTheDay('10:30')).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(employerPage, '[role=dialog]');
  await schedule.getByLabel('Agenda (optional)').fill(`A walk through a dashboard you built. ${stamp}`);
  await schedule.getByRole('button', { name: 'Schedule interview' }).click();
  await expect(toast(employerPage, `Interview with ${seekerName} scheduled`)).toBeVisible({ timeout: 20_000 });
  await expect(schedule).toHaveCount(0);
  await expect(employerPage.getByRole('tab', { name: 'Interview (1)' })).toBeVisible();
  await expect(applicant.getByRole('link', { name: 'Interview' })).toBeVisible();
  await expect(applicant).toContainText('10:30 – 11:15');

  // The seeker's applications show the interview, at 16:00 their time, and it opens.
  await seekerPage.reload();
  await expect(application.getByRole('link', { name: 'Interview' })).toBeVisible();
  await expect(application).not.toContainText('Shortlisted');
  const upcoming = seekerPage.getByRole('region', { name: 'Upcoming interviews' });
  await expect(upcoming).toContainText(indiaTime);
  await upcoming.getByRole('link', { name: `${jobTitle} · ${companyName}` }).click();
  await expect(seekerPage).toHaveURL(/\/job-interview\/[0-9a-f-]{36}$/);
  const interviewId = new URL(seekerPage.url()).pathname.split('/').pop() ?? '';
  await expect(seekerPage.getByRole('heading', { level: 1, name: `Interview: ${jobTitle}` })).toBeVisible();
  await expect(seekerPage.getByText(`candidate ${seekerName}`)).toBeVisible();
  const when = seekerPage.getByRole('region', { name: 'When' });
  await expect(when).toContainText(indiaTime);
  await expect(when).toContainText(/For the organiser: .*10:30 – 11:15 (Etc\/)?UTC \(GMT\)/);
  // The platform's own call, as meetings use, not a room elsewhere.
  await expect(when.getByRole('link', { name: 'Join the call' })).toHaveAttribute(
    'href',
    `/meetings/${interviewId}/call`,
  );
  await expect(seekerPage.getByText(`A walk through a dashboard you built. ${stamp}`)).toBeVisible();
  // Moving or cancelling it is the employer's.
  await expect(seekerPage.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(seekerPage.getByRole('button', { name: 'Cancel interview' })).toHaveCount(0);
  await expectNoAxeViolations(seekerPage);

  // The employer opens the same interview from the applicant's card, and may move it.
  await applicant.getByRole('link', { name: 'Interview' }).click();
  await expect(employerPage).toHaveURL(new RegExp(`/job-interview/${interviewId}$`));
  await expect(employerPage.getByRole('heading', { level: 1, name: `Interview: ${jobTitle}` })).toBeVisible();
  await expect(employerPage.getByRole('region', { name: 'When' })).toContainText('10:30 – 11:15');
  await expect(employerPage.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  // The interview is the employer's and the candidate's alone: to anyone else it is not there.
  await expectStatus(await callApi(request, stranger, 'GET', `/jobs/interviews/${interviewId}`), 404);
});

test('a job address that leads nowhere opens the job search and says so', async ({ page }) => {
  await page.goto(`${tenantOrigin()}/jobs/00000000-0000-4000-8000-000000000000/details`);
  await expect(page).toHaveURL(/\/search\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'That job was not found' });
  await expect(notice).toContainText('Here are the jobs open now.');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  // An address that is no job id at all goes the same way.
  await page.goto(`${tenantOrigin()}/jobs/not-a-job/details`);
  await expect(page).toHaveURL(/\/search\/jobs$/);
  await expect(page.getByText('That job was not found')).toBeVisible();
});

test("a signed-in stranger cannot read a job's applicants or change the job through the API", async ({ request }) => {
  // Another approved startup asks for the applicants, then edits and closes the job.
  const applicants = await callApi(request, stranger, 'GET', `/jobs/${jobUuid}/applicants`);
  expect(applicants.status()).toBe(403);
  expect(JSON.stringify(await applicants.json())).not.toContain(seekerName);
  await expectStatus(
    await callApi(request, stranger, 'PATCH', `/jobs/${jobUuid}/details`, { title: 'Hijacked', status: 'closed' }),
    403,
  );
  // Nobody signed in gets nothing either.
  await expectStatus(await callApi(request, null, 'GET', `/jobs/${jobUuid}/applicants`), 401);
  await expectStatus(await callApi(request, null, 'PATCH', `/jobs/${jobUuid}/details`, { title: 'Hijacked' }), 401);

  // The job is as its employer left it, still open, with no applicant counts shown to the stranger.
  const job = await callApi(request, stranger, 'GET', `/jobs/${jobUuid}`);
  await expectStatus(job, 200);
  expect((await job.json()).data).toMatchObject({
    title: jobTitle,
    status: 'open',
    applicantCounts: null,
    can: { edit: false, seeApplicants: false },
  });
});
