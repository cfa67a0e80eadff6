import { describe, expect, it } from 'vitest';
import { applicationFixture, interviewFixture, jobFixture } from './jobs-fixture.ts';
import {
  applicationTimeline,
  deadlineText,
  fileHref,
  locationText,
  resumeProblem,
  salaryText,
  upcomingInterviews,
} from './present.ts';

describe('salaryText', () => {
  it('says a range, a floor, a ceiling, or nothing', () => {
    expect(salaryText(jobFixture())).toBe('₹1,200,000 – ₹1,800,000 a year');
    expect(
      salaryText(jobFixture({ salaryMax: null, salaryCurrency: 'USD', salaryMin: 40, salaryPeriod: 'hour' })),
    ).toBe('From $40 an hour');
    expect(salaryText(jobFixture({ salaryMin: null, salaryPeriod: 'month' }))).toBe('Up to ₹1,800,000 a month');
    expect(salaryText(jobFixture({ salaryMin: null, salaryMax: null }))).toBeNull();
    expect(salaryText(jobFixture({ salaryCurrency: null }))).toBeNull();
  });
});

describe('locationText', () => {
  it('names the place, or Remote for a remote job without one', () => {
    expect(locationText(jobFixture())).toBe('Pune, India');
    expect(locationText(jobFixture({ city: null, countryName: null, workMode: 'remote' }))).toBe('Remote');
    expect(locationText(jobFixture({ city: null, countryName: null }))).toBeNull();
  });
});

describe('deadlineText', () => {
  it('counts the days left near the deadline, and says Closed once it takes no applications', () => {
    expect(deadlineText(jobFixture({ deadline: '2026-12-05' }), '2026-12-03')).toBe(
      'Apply by 5 Dec 2026 · 2 days left',
    );
    expect(deadlineText(jobFixture({ deadline: '2026-12-03' }), '2026-12-03')).toBe('Apply by today');
    expect(deadlineText(jobFixture({ deadline: '2027-03-01' }), '2026-12-03')).toBe('Apply by 1 Mar 2027');
    expect(deadlineText(jobFixture({ acceptingApplications: false }), '2026-12-03')).toBe('Closed');
  });
});

describe('applications', () => {
  it('tells an application’s story oldest first', () => {
    const interview = interviewFixture({ startsAt: '2026-11-20T09:00:00.000Z', outcome: 'next_round' });
    const steps = applicationTimeline(
      applicationFixture({
        status: 'offered',
        appliedAt: '2026-11-05T10:00:00.000Z',
        statusChangedAt: '2026-11-25T10:00:00.000Z',
        interviews: [interview],
      }),
    );
    expect(steps.map((step) => step.title)).toEqual(['Applied', 'Interview: Next round', 'Offered']);
    expect(steps[1]?.interviewUuid).toBe(interview.uuid);
    expect(applicationTimeline(applicationFixture()).map((step) => step.title)).toEqual(['Applied']);
  });

  it('lists the interviews still to come, soonest first', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const later = interviewFixture({ uuid: 'later', startsAt: '2026-12-10T09:00:00Z', endsAt: '2026-12-10T10:00:00Z' });
    const sooner = interviewFixture({
      uuid: 'sooner',
      startsAt: '2026-12-02T09:00:00Z',
      endsAt: '2026-12-02T10:00:00Z',
    });
    const past = interviewFixture({ uuid: 'past', startsAt: '2026-11-02T09:00:00Z', endsAt: '2026-11-02T10:00:00Z' });
    const cancelled = interviewFixture({ uuid: 'cancelled', status: 'cancelled' });
    const upcoming = upcomingInterviews(
      [applicationFixture({ interviews: [later, past] }), applicationFixture({ interviews: [cancelled, sooner] })],
      now,
    );
    expect(upcoming.map((interview) => interview.uuid)).toEqual(['sooner', 'later']);
  });

  it('takes PDF and Word resumes up to 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.DOCX', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.png', size: 1000 })).toBe('cv.png is not a PDF or Word file.');
    expect(resumeProblem({ name: 'cv.pdf', size: 6 * 1024 * 1024 })).toBe(
      'cv.pdf is 6 MB; a resume can be at most 5 MB.',
    );
    expect(resumeProblem({ name: 'cv.pdf', size: 0 })).toBe('cv.pdf is empty.');
  });

  it('fetches stored files under the API', () => {
    expect(fileHref('/api/v1/jobs/applications/a/resume')).toBe('/api/v1/jobs/applications/a/resume');
    expect(fileHref('/jobs/applications/a/resume')).toBe('/api/v1/jobs/applications/a/resume');
  });
});
