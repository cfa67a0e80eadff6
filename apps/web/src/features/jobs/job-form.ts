import {
  type ApplicationMode,
  type EmploymentType,
  type Job,
  JobPatch,
  type JobStatus,
  jobProblems,
  NewJob,
  type SalaryPeriod,
  type WorkMode,
} from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/** The job form's fields: text as typed, numbers as the number inputs hold them ('' when empty). */
export type JobFormValues = {
  title: string;
  description: string;
  employmentType: EmploymentType;
  workMode: WorkMode;
  countryCode: string | null;
  city: string;
  salaryMin: number | string;
  salaryMax: number | string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  skills: string[];
  openings: number | string;
  deadline: string;
  applicationMode: ApplicationMode;
  externalUrl: string;
  status: JobStatus;
};
export type JobField = keyof JobFormValues;

export const emptyJob: JobFormValues = {
  title: '',
  description: '',
  employmentType: 'full_time',
  workMode: 'on_site',
  countryCode: null,
  city: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: '',
  salaryPeriod: 'year',
  skills: [],
  openings: 1,
  deadline: '',
  applicationMode: 'inbuilt',
  externalUrl: '',
  status: 'open',
};

const fields: readonly JobField[] = [
  'title',
  'description',
  'employmentType',
  'workMode',
  'countryCode',
  'city',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'skills',
  'openings',
  'deadline',
  'applicationMode',
  'externalUrl',
  'status',
];

/** Where a body path's problem shows: the request and the form name their fields alike ('skills.0' is skills). */
export const jobFieldOf = (path: string): JobField | undefined => {
  const head = path.split('.')[0];
  return fields.find((field) => field === head);
};

/** A job as the form edits it. */
export const jobValues = (job: Job): JobFormValues => ({
  title: job.title,
  description: job.description,
  employmentType: job.employmentType,
  workMode: job.workMode,
  countryCode: job.countryCode,
  city: job.city ?? '',
  salaryMin: job.salaryMin ?? '',
  salaryMax: job.salaryMax ?? '',
  salaryCurrency: job.salaryCurrency ?? '',
  salaryPeriod: job.salaryPeriod,
  skills: job.skills.map((skill) => skill.code),
  openings: job.openings,
  deadline: job.deadline.slice(0, 10),
  applicationMode: job.applicationMode,
  externalUrl: job.externalUrl ?? '',
  status: job.status,
});

const amount = (value: number | string) => {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
};

/** POST jobs: trimmed; empty optional fields as null; the link only for an external job. */
export const newJobBody = (values: JobFormValues) =>
  ({
    title: values.title.trim(),
    description: values.description.trim(),
    employmentType: values.employmentType,
    workMode: values.workMode,
    countryCode: values.countryCode || null,
    city: values.city.trim() || null,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: values.salaryCurrency.trim().toUpperCase() || null,
    salaryPeriod: values.salaryPeriod,
    skills: values.skills,
    openings: amount(values.openings) ?? 0,
    deadline: values.deadline,
    applicationMode: values.applicationMode,
    externalUrl: values.applicationMode === 'external' ? values.externalUrl.trim() || null : null,
  }) satisfies NewJob;

type JobBody = ReturnType<typeof newJobBody>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PATCH jobs/{uuid}/details: only what changed since the job was loaded (a passed deadline left alone stays). */
export const jobPatchBody = (initial: JobFormValues, values: JobFormValues): JobPatch => {
  const before: Record<string, unknown> = { ...newJobBody(initial), status: initial.status };
  const after: Record<string, unknown> = { ...newJobBody(values), status: values.status };
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => !sameValue(before[key], value)));
};

const withProblems = (errors: FieldErrors<JobField>, body: JobBody): FieldErrors<JobField> => {
  const all = { ...errors };
  // The rules across fields, also where a field's own problem kept the schema from reaching them.
  for (const problem of jobProblems(body)) {
    const field = jobFieldOf(problem.path);
    if (field && !all[field]) all[field] = problem.message;
  }
  return all;
};

/** The form's errors for a new job, from the schema of the request it sends. */
export const newJobErrors = (values: JobFormValues): FieldErrors<JobField> => {
  const body = newJobBody(values);
  return withProblems(schemaFieldErrors(NewJob, body, jobFieldOf), body);
};

/** The form's errors for an edit: the changed fields by JobPatch, and the cross-field rules on the whole job. */
export const jobPatchErrors = (initial: JobFormValues, values: JobFormValues): FieldErrors<JobField> =>
  withProblems(schemaFieldErrors(JobPatch, jobPatchBody(initial, values), jobFieldOf), newJobBody(values));
