// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  emptyJob,
  type JobFormValues,
  jobPatchBody,
  jobPatchErrors,
  jobValues,
  newJobBody,
  newJobErrors,
} from './job-form.ts';
import { jobFixture } from './jobs-fixture.ts';

const filled: JobFormValues = {
  ...emptyJob,
  title: '  Frontend engineer ',
  description: 'Build dashboards.',
  deadline: '2099-12-31',
};

describe('the job form', () => {
  it('sends a new job trimmed, blanks as null, the link only for an external job', () => {
    expect(
      newJobBody({ ...filled, externalUrl: 'https://x.example/apply', salaryMin: 100, salaryCurrency: 'inr' }),
    ).toEqual({
      title: 'Frontend engineer',
      description: 'Build dashboards.',
      employmentType: 'full_time',
      workMode: 'on_site',
      countryCode: null,
      city: null,
      salaryMin: 100,
      salaryMax: null,
      salaryCurrency: 'INR',
      salaryPeriod: 'year',
      skills: [],
      openings: 1,
      deadline: '2099-12-31',
      applicationMode: 'inbuilt',
      externalUrl: null,
    });
    expect(newJobErrors(filled)).toEqual({});
  });

  it('asks for the title, description and deadline, and refuses a deadline that has passed', () => {
    expect(newJobErrors(emptyJob)).toMatchObject({
      title: 'Title required',
      description: 'Description required',
      deadline: expect.stringContaining('The deadline'),
    });
    expect(newJobErrors({ ...filled, deadline: '2020-01-01' }).deadline).toBe('The deadline has passed');
  });

  it('refuses a salary range upside down or without a currency, and an external job without its link', () => {
    expect(newJobErrors({ ...filled, salaryMin: 500, salaryMax: 100, salaryCurrency: 'USD' })).toEqual({
      salaryMax: 'The highest salary is below the lowest',
    });
    expect(newJobErrors({ ...filled, salaryMin: 500 })).toEqual({ salaryCurrency: 'Say the currency of the salary' });
    expect(newJobErrors({ ...filled, applicationMode: 'external' })).toEqual({
      externalUrl: 'An external job needs its application link',
    });
    expect(newJobErrors({ ...filled, applicationMode: 'external', externalUrl: 'careers page' }).externalUrl).toContain(
      'http',
    );
    // Also when another field is wrong, so every problem shows at once.
    expect(newJobErrors({ ...filled, title: '', salaryMin: 500, salaryMax: 100, salaryCurrency: 'USD' })).toEqual({
      title: 'Title required',
      salaryMax: 'The highest salary is below the lowest',
    });
  });

  it('sends only what changed in an edit, so a passed deadline left alone does not block it', () => {
    const initial = jobValues(jobFixture({ deadline: '2020-01-01' }));
    expect(jobPatchBody(initial, initial)).toEqual({});
    const changed = { ...initial, title: 'Senior frontend engineer', status: 'closed' as const };
    expect(jobPatchBody(initial, changed)).toEqual({ title: 'Senior frontend engineer', status: 'closed' });
    expect(jobPatchErrors(initial, changed)).toEqual({});
    expect(jobPatchErrors(initial, { ...initial, deadline: '2020-01-02' }).deadline).toBe('The deadline has passed');
    expect(jobPatchErrors(initial, { ...initial, salaryMax: 10 })).toEqual({
      salaryMax: 'The highest salary is below the lowest',
    });
  });
});
