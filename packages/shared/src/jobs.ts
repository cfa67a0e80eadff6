import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { limits } from './constants.ts';
import { DocumentKind, documentKindsText } from './documents.ts';
import { employmentTypeLabels, workModeLabels } from './job-options.ts';
import { pageFields, pageQuery, pageSizes } from './paging.ts';

export { employmentTypeLabels, workModeLabels };

/**
 * Jobs (issue 19; spec calls 7.9, product.md 3): hiring profiles post jobs, members and job seekers apply
 * (signed-out visitors too, through the public resume calls), the hiring side moves applicants along a
 * pipeline and schedules interviews, which are meetings of type job-interview with an outcome.
 * The tenant's `jobs` flag switches it.
 */

export const employmentTypes = ['full_time', 'part_time', 'work_from_home', 'hybrid'] as const;
export const EmploymentType = z.enum(employmentTypes, 'Choose full time, part time, work from home or hybrid');
export type EmploymentType = z.infer<typeof EmploymentType>;

export const workModes = ['on_site', 'hybrid', 'remote', 'not_specified'] as const;
export const WorkMode = z.enum(workModes, 'Choose on site, hybrid, remote or not specified');
export type WorkMode = z.infer<typeof WorkMode>;

/** Inbuilt: applications come through the platform; external: the job links to the employer's own page. */
export const applicationModes = ['inbuilt', 'external'] as const;
export const ApplicationMode = z.enum(applicationModes, 'Choose inbuilt or external');
export type ApplicationMode = z.infer<typeof ApplicationMode>;

/** Open jobs take applications until the deadline; a closed one is kept for its applicants. */
export const jobStatuses = ['open', 'closed'] as const;
export const JobStatus = z.enum(jobStatuses, 'Choose open or closed');
export type JobStatus = z.infer<typeof JobStatus>;

export const salaryPeriods = ['year', 'month', 'hour'] as const;
export const SalaryPeriod = z.enum(salaryPeriods, 'Choose per year, month or hour');
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

/** An applicant's place in the pipeline (issue 19). */
export const applicationStatuses = ['applied', 'shortlisted', 'interview', 'offered', 'rejected', 'withdrawn'] as const;
export const ApplicationStatus = z.enum(applicationStatuses, 'Choose a status');
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/**
 * Where the hiring side may move an applicant from each status. `interview` is reached by scheduling one
 * (POST jobs/applicants/{uuid}/interviews); withdrawn only by the applicant; rejected and withdrawn end it.
 */
export const applicationMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['shortlisted', 'rejected'],
  shortlisted: ['offered', 'rejected'],
  interview: ['shortlisted', 'offered', 'rejected'],
  offered: ['rejected'],
  rejected: [],
  withdrawn: [],
};
/** Statuses the applicant may still withdraw from. */
export const withdrawableStatuses: readonly ApplicationStatus[] = ['applied', 'shortlisted', 'interview', 'offered'];

/** Meeting types and outcomes (product.md 3); the meetings of issue 21 share them. */
export const meetingTypes = ['job-interview', 'fundraising'] as const;
export const MeetingType = z.enum(meetingTypes);
export type MeetingType = z.infer<typeof MeetingType>;

export const meetingOutcomes = [
  'selected',
  'next_round',
  'rejected',
  'poor_network',
  'panel_did_not_join',
  'candidate_left',
] as const;
export const MeetingOutcome = z.enum(meetingOutcomes, 'Choose an outcome');
export type MeetingOutcome = z.infer<typeof MeetingOutcome>;
export const meetingOutcomeLabels: Record<MeetingOutcome, string> = {
  selected: 'Selected',
  next_round: 'Next round',
  rejected: 'Rejected',
  poor_network: 'Poor network',
  panel_did_not_join: 'Panel did not join',
  candidate_left: 'Candidate left',
};

export const interviewStatuses = ['scheduled', 'cancelled', 'completed'] as const;
export const InterviewStatus = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof InterviewStatus>;

/** The accounts that may hold a hiring profile and post jobs (not job seekers, not the anonymous 'other'). */
export const hiringAccountTypes = [
  'startup',
  'corporate',
  'investor',
  'service_provider',
  'partner',
  'program_office',
] as const satisfies readonly AccountType[];

// ---- Pieces ----

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} required`).max(max, `${label} can be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();
const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} can be at most 2000 characters`)
    .regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, `${label}: enter a web address starting with http:// or https://`);
const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'The email address is too long')
  .email('Enter a valid email address');
/** A date that is not yet past anywhere on earth (UTC-12), as YYYY-MM-DD. */
export const earliestOpenDate = (now = new Date()) =>
  new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FutureDate = (label: string) =>
  z.iso.date(`${label}: use a date as YYYY-MM-DD`).refine((date) => date >= earliestOpenDate(), `${label} has passed`);
const SkillCodes = z
  .array(z.string().trim().min(1).max(100))
  .max(limits.jobSkills, `Choose at most ${limits.jobSkills} skills`);
const Amount = z.coerce.number().int('Use a whole number').min(0, 'A salary cannot be negative').max(1_000_000_000);

// ---- Hiring profile ----

/** PATCH jobs/hiring-profile: how the caller's profile appears on its jobs. */
export const HiringProfileBody = z.strictObject({
  companyName: text('Company name', 120),
  about: optionalText('About', 2000),
  website: webAddress('Website').nullable().optional(),
  contactEmail: Email.nullable().optional(),
});
export type HiringProfileBody = z.infer<typeof HiringProfileBody>;

export const HiringProfile = z.object({
  profileUuid: z.string(),
  companyName: z.string(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  logo: z.string().nullable(),
  accountType: AccountType,
  openJobs: z.number().int(),
});
export type HiringProfile = z.infer<typeof HiringProfile>;

/** GET jobs/hiring-profile: the caller's, or null with whether they may make one. */
export const HiringProfileState = z.object({
  hiringProfile: HiringProfile.nullable(),
  canHire: z.boolean(),
  cannotHireReason: z.string().nullable(),
});
export type HiringProfileState = z.infer<typeof HiringProfileState>;

// ---- Jobs ----

/** The fields of a job as a PATCH names them: each optional, none with a default. */
const jobFields = {
  title: text('Title', 120),
  description: text('Description', 8000),
  employmentType: EmploymentType,
  workMode: WorkMode,
  /** Country by ISO code and a city by name; both may be empty for a remote job. */
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country')
    .nullable(),
  city: optionalText('City', 100),
  salaryMin: Amount.nullable(),
  salaryMax: Amount.nullable(),
  salaryCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as INR or USD')
    .nullable(),
  salaryPeriod: SalaryPeriod,
  skills: SkillCodes,
  openings: z.coerce
    .number()
    .int('Use a whole number')
    .min(1, 'At least one opening')
    .max(1000, 'At most 1000 openings'),
  deadline: FutureDate('The deadline'),
  applicationMode: ApplicationMode,
  externalUrl: webAddress('Application link').nullable(),
};

type SalaryAndLink = {
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  applicationMode?: ApplicationMode;
  externalUrl?: string | null;
};
/**
 * The rules across a job's fields: a salary range the right way up with a currency, and a link for an
 * external job. The server runs them again on the stored job with a PATCH applied.
 */
export const jobProblems = (job: SalaryAndLink) => {
  const problems: { path: string; message: string }[] = [];
  if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax) {
    problems.push({ path: 'salaryMax', message: 'The highest salary is below the lowest' });
  }
  if ((job.salaryMin != null || job.salaryMax != null) && !job.salaryCurrency) {
    problems.push({ path: 'salaryCurrency', message: 'Say the currency of the salary' });
  }
  if (job.applicationMode === 'external' && !job.externalUrl) {
    problems.push({ path: 'externalUrl', message: 'An external job needs its application link' });
  }
  return problems;
};
const refineJob = (job: SalaryAndLink, ctx: z.RefinementCtx) => {
  for (const problem of jobProblems(job))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/** POST jobs. */
export const NewJob = z
  .strictObject({
    ...jobFields,
    countryCode: jobFields.countryCode.optional(),
    salaryMin: jobFields.salaryMin.optional(),
    salaryMax: jobFields.salaryMax.optional(),
    salaryCurrency: jobFields.salaryCurrency.optional(),
    salaryPeriod: SalaryPeriod.default('year'),
    skills: SkillCodes.default([]),
    openings: jobFields.openings.default(1),
    applicationMode: ApplicationMode.default('inbuilt'),
    externalUrl: jobFields.externalUrl.optional(),
  })
  .superRefine(refineJob);
export type NewJob = z.input<typeof NewJob>;

/** PATCH jobs/{uuid}/details: any field, and the status (closing a job stops applications). */
export const JobPatch = z.strictObject({ ...jobFields, status: JobStatus }).partial();
export type JobPatch = z.input<typeof JobPatch>;

export const JobEmployer = z.object({
  profileUuid: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  about: z.string().nullable(),
});
export type JobEmployer = z.infer<typeof JobEmployer>;

export const Skill = z.object({ code: z.string(), name: z.string() });

/** What the caller may do with a job; the web shows what this answers. */
export const JobAbilities = z.object({
  edit: z.boolean(),
  apply: z.boolean(),
  /** Why the caller may not apply (closed, past the deadline, already applied, sign in...), or null. */
  cannotApplyReason: z.string().nullable(),
  seeApplicants: z.boolean(),
});

export const Job = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  employmentType: EmploymentType,
  workMode: WorkMode,
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  city: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: SalaryPeriod,
  skills: z.array(Skill),
  openings: z.number().int(),
  deadline: z.string(),
  applicationMode: ApplicationMode,
  externalUrl: z.string().nullable(),
  status: JobStatus,
  /** Open and not past its deadline. */
  acceptingApplications: z.boolean(),
  employer: JobEmployer,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Applicants in each status, for the hiring side only (null for others). */
  applicantCounts: z.record(z.string(), z.number().int()).nullable(),
  /** The caller's own application, if any. */
  myApplication: z.object({ uuid: z.string(), status: ApplicationStatus }).nullable(),
  /** The web path of the job's page. */
  url: z.string(),
  can: JobAbilities,
});
export type Job = z.infer<typeof Job>;

/**
 * A page of jobs (GET jobs, search/jobs). `total` is exact when this page is the last; otherwise the
 * database's estimate ("about 31,000"), and totalIsEstimate says so.
 */
export const JobList = z.object({
  items: z.array(Job),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  ...pageFields,
});
export type JobList = z.infer<typeof JobList>;

const csv = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(max, `Choose at most ${max} ${label}`),
  );

/**
 * GET jobs and public search/jobs: filters, newest first (or closing soonest), paged. `mine` lists the
 * caller's own hiring profile's jobs, closed ones included.
 */
export const JobQuery = z.object({
  search: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  employmentType: csv(EmploymentType, employmentTypes.length, 'employment types').optional(),
  workMode: csv(WorkMode, workModes.length, 'work modes').optional(),
  skills: csv(z.string().trim().min(1).max(100), limits.jobSkills, 'skills').optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country')
    .optional(),
  city: z.string().trim().max(100).optional(),
  /** Jobs whose range reaches at least this much (in the job's own currency). */
  salaryFrom: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  employer: z.uuid('This is not a profile id').optional(),
  mine: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(['newest', 'deadline'], 'Sort by newest or deadline').default('newest'),
  ...pageQuery(pageSizes.list),
});
export type JobQuery = z.input<typeof JobQuery>;

export const JobIdParams = z.object({ id: z.uuid('This is not a job id') });
export const ApplicationIdParams = z.object({ id: z.uuid('This is not an application id') });
export const InterviewIdParams = z.object({ id: z.uuid('This is not an interview id') });

// ---- Applications ----

/** The file an application carries (a resume), downloaded with the caller's session. */
export const ApplicationFile = z.object({
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type ApplicationFile = z.infer<typeof ApplicationFile>;

/** POST jobs/{uuid}/apply: a signed-in member or job seeker applies; the resume follows by upload. */
export const ApplyToJob = z.strictObject({
  coverLetter: optionalText('The cover letter', limits.coverLetterLength),
  phone: z
    .string()
    .trim()
    .max(30, 'The phone number is too long')
    .regex(/^\+?[0-9 ()-]*$/, 'Enter a phone number of digits')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  /** A job seeker's saved resume is attached unless they upload another one. */
  useProfileResume: z.boolean().default(true),
});
export type ApplyToJob = z.input<typeof ApplyToJob>;

/** Public resumes/submit: a signed-out visitor applies with a name and an email checked first. */
export const PublicApplication = z.strictObject({
  jobUUID: z.uuid('This is not a job id'),
  name: text('Name', 120),
  email: Email,
  coverLetter: ApplyToJob.shape.coverLetter,
  phone: ApplyToJob.shape.phone,
});
export type PublicApplication = z.input<typeof PublicApplication>;

/** Public resumes/check-email: whether that address may apply signed out to that job. */
export const ResumeEmailCheck = z.strictObject({ jobUUID: z.uuid('This is not a job id'), email: Email });
export const ResumeEmailAnswer = z.object({
  /** 'ok' may apply; 'applied' has applied already; 'member' belongs to a member, who signs in to apply. */
  result: z.enum(['ok', 'applied', 'member']),
  message: z.string(),
});
export type ResumeEmailAnswer = z.infer<typeof ResumeEmailAnswer>;

/** What a public submit answers: the application, and the token its resume upload must carry. */
export const PublicApplicationReceipt = z.object({ applicationUUID: z.string(), uploadToken: z.string() });

export const ResumeUploadForm = z.object({
  file: z.file().describe(`A resume: PDF or Word (.doc, .docx); at most ${limits.resumeSizeBytes / 1024 / 1024} MB`),
});

export const ApplicationJob = z.object({
  uuid: z.string(),
  title: z.string(),
  employer: JobEmployer,
  status: JobStatus,
  deadline: z.string(),
  url: z.string(),
});

/** An interview as both sides see it. */
export const Interview = z.object({
  uuid: z.string(),
  type: MeetingType,
  applicationUUID: z.string(),
  job: ApplicationJob,
  candidateName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The organiser's IANA time zone, to show the time as they set it. */
  timeZone: z.string(),
  /**
   * Where to join, as a meeting's: built_in, the platform's call page (/meetings/{uuid}/call); external, the
   * link the employer gave or a room of the tenant's video service.
   */
  call: z.object({ kind: z.enum(['built_in', 'external']), url: z.string() }),
  agenda: z.string().nullable(),
  status: InterviewStatus,
  outcome: MeetingOutcome.nullable(),
  outcomeNote: z.string().nullable(),
  /** The web path of the interview's page. */
  url: z.string(),
  can: z.object({ reschedule: z.boolean(), cancel: z.boolean(), recordOutcome: z.boolean() }),
});
export type Interview = z.infer<typeof Interview>;

/** An application as its applicant sees it (GET jobs/applied/list). */
export const MyApplication = z.object({
  uuid: z.string(),
  job: ApplicationJob,
  status: ApplicationStatus,
  appliedAt: z.string(),
  statusChangedAt: z.string(),
  resume: ApplicationFile.nullable(),
  coverLetter: z.string().nullable(),
  interviews: z.array(Interview),
  canWithdraw: z.boolean(),
});
export type MyApplication = z.infer<typeof MyApplication>;

/** What the hiring side sees of a job seeker behind an application (their profile is not public). */
export const ApplicantProfile = z.object({
  headline: z.string().nullable(),
  about: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(Skill),
  experience: z.array(z.object({ title: z.string(), organization: z.string(), period: z.string() })),
  education: z.array(z.object({ institution: z.string(), degree: z.string(), period: z.string() })),
  linkedin: z.string().nullable(),
});
export type ApplicantProfile = z.infer<typeof ApplicantProfile>;

/** An applicant as the hiring side sees them (GET jobs/{uuid}/applicants). */
export const Applicant = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountType: AccountType.nullable(),
  /** A member's public profile page, where they have one; job seekers show `profile` instead. */
  profileUrl: z.string().nullable(),
  avatar: z.string().nullable(),
  profile: ApplicantProfile.nullable(),
  status: ApplicationStatus,
  appliedAt: z.string(),
  statusChangedAt: z.string(),
  coverLetter: z.string().nullable(),
  resume: ApplicationFile.nullable(),
  interviews: z.array(Interview),
  /** Where the hiring side may move them next. */
  moves: z.array(ApplicationStatus),
  canScheduleInterview: z.boolean(),
});
export type Applicant = z.infer<typeof Applicant>;

export const ApplicantQuery = z.object({
  status: ApplicationStatus.optional(),
  ...pageQuery(pageSizes.table),
});

/** PATCH jobs/applicants/{uuid}/status: the hiring side moves an applicant; the message goes with the notice. */
export const MoveApplicant = z.strictObject({
  status: ApplicationStatus,
  message: optionalText('The message', 1000),
});
export type MoveApplicant = z.input<typeof MoveApplicant>;

const Instant = z.iso
  .datetime({ offset: true, message: 'Give the time with its offset, as ISO 8601' })
  .max(40, 'Give the time with its offset, as ISO 8601');
const TimeZone = z
  .string()
  .trim()
  .min(1, 'Time zone required')
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'This is not a time zone');

/**
 * POST jobs/applicants/{uuid}/interviews: the hiring side schedules an interview at one of its free slots
 * (its availability, without the times it or the candidate already has a meeting or interview); without a
 * link the interview uses the platform's call (or the tenant's video service, when it prefers one).
 */
export const ScheduleInterview = z.strictObject({
  startsAt: Instant,
  durationMinutes: z.coerce
    .number()
    .int()
    .min(15, 'An interview lasts at least 15 minutes')
    .max(240, 'An interview lasts at most 4 hours')
    .default(45),
  timeZone: TimeZone,
  videoLink: webAddress('Video call link').nullable().optional(),
  agenda: optionalText('The agenda', 2000),
});
export type ScheduleInterview = z.input<typeof ScheduleInterview>;

/** PATCH jobs/interviews/{uuid}: move it to another time. */
export const RescheduleInterview = ScheduleInterview.pick({ startsAt: true, durationMinutes: true, timeZone: true });

/**
 * GET jobs/applicants/{uuid}/interview-slots and GET jobs/interviews/{uuid}/slots: the hiring side's free
 * slots of that length between two moments (at most 31 days apart), free for the candidate too.
 */
export const InterviewSlotQuery = z.strictObject({
  from: Instant,
  to: Instant,
  durationMinutes: ScheduleInterview.shape.durationMinutes,
});
export type InterviewSlotQuery = z.input<typeof InterviewSlotQuery>;

/** POST jobs/interviews/{uuid}/outcome: once it has started, the organiser records how it went. */
export const InterviewOutcomeBody = z.strictObject({
  outcome: MeetingOutcome,
  note: optionalText('The note', 2000),
});
export type InterviewOutcomeBody = z.input<typeof InterviewOutcomeBody>;

// ---- Attachments (POST upload/attachment) ----

/** A file uploaded ahead of the form that uses it (a challenge's brief, an answer's file). */
export const UploadedAttachment = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
});
export type UploadedAttachment = z.infer<typeof UploadedAttachment>;
export const AttachmentUploadForm = z.object({
  file: z.file().describe(`${documentKindsText}; at most ${limits.documentSizeBytes / 1024 / 1024} MB`),
});
