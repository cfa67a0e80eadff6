import {
  type ApplicationStatus,
  applicationStatusLabels,
  type InterviewStatus,
  type Job,
  limits,
  type MyApplication,
  meetingOutcomeLabels,
  type SalaryPeriod,
  type TenantDetails,
} from '@ventura/shared';
import { fileSizeText } from '../../ui/file-size.ts';
import { isUpcoming } from './zones.ts';

/** Whether the tenant has jobs (its `jobs` flag). */
export const jobsOn = (tenant: Pick<TenantDetails, 'features'>) => tenant.features.jobs;

/** A job's uuid as the server makes them: anything else in the address is no job. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---- Jobs ----

const periodText: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

const money = (amount: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    // A code Intl does not know: the code and the number.
    return `${currency} ${new Intl.NumberFormat('en').format(amount)}`;
  }
};

/** '₹1,200,000 – ₹1,800,000 a year', 'From $40 an hour', 'Up to …'; null when the job names no salary. */
export const salaryText = (
  job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>,
): string | null => {
  const currency = job.salaryCurrency ?? '';
  const period = periodText[job.salaryPeriod];
  const { salaryMin: min, salaryMax: max } = job;
  if (!currency) return null;
  if (min !== null && max !== null) {
    return min === max
      ? `${money(min, currency)} ${period}`
      : `${money(min, currency)} – ${money(max, currency)} ${period}`;
  }
  if (min !== null) return `From ${money(min, currency)} ${period}`;
  if (max !== null) return `Up to ${money(max, currency)} ${period}`;
  return null;
};

/** 'Pune, India'; 'Remote' for a remote job with no place; null when nothing is said. */
export const locationText = (job: Pick<Job, 'city' | 'countryName' | 'workMode'>) => {
  const place = [job.city, job.countryName].filter(Boolean).join(', ');
  if (place) return place;
  return job.workMode === 'remote' ? 'Remote' : null;
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as people read it: '3 Dec 2026'. */
export const dateText = (date: string) => {
  const at = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : dayFormat.format(at);
};

/** A moment's day, in the viewer's zone: '3 Dec 2026'. */
export const dayText = (iso: string, timeZone?: string) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at);
};

/** Today as YYYY-MM-DD in the viewer's zone (the earliest deadline or interview day a form offers). */
export const todayIn = (timeZone: string, now = new Date()) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/**
 * What a card says of the deadline: 'Closed' for a job that takes no more applications, else the date
 * with how near it is ('Apply by 3 Dec 2026 · 2 days left', 'Apply by today').
 */
export const deadlineText = (job: Pick<Job, 'deadline' | 'acceptingApplications'>, today: string) => {
  if (!job.acceptingApplications) return 'Closed';
  const days = Math.round(
    (new Date(`${job.deadline.slice(0, 10)}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime()) /
      86_400_000,
  );
  if (days <= 0) return 'Apply by today';
  if (days === 1) return `Apply by ${dateText(job.deadline)} · 1 day left`;
  if (days <= 14) return `Apply by ${dateText(job.deadline)} · ${days} days left`;
  return `Apply by ${dateText(job.deadline)}`;
};

/** '1 opening', '3 openings' and the like. */
export const countText = (count: number, noun: string, plural = `${noun}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? noun : plural}`;

/** The applicants of a job in total, from its counts per status. */
export const applicantTotal = (counts: Job['applicantCounts']) =>
  Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);

// ---- Applications ----

/** Each status's badge colour: the theme's named colours, so light and dark both read. */
export const statusColors: Record<ApplicationStatus, string> = {
  applied: 'blue',
  shortlisted: 'cyan',
  interview: 'violet',
  offered: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export const statusLabel = (status: ApplicationStatus) => applicationStatusLabels[status];

/** The verb on the button that moves an applicant to a status. */
export const moveLabels: Record<ApplicationStatus, string> = {
  applied: 'Back to applied',
  shortlisted: 'Shortlist',
  interview: 'Schedule interview',
  offered: 'Make an offer',
  rejected: 'Reject',
  withdrawn: 'Withdraw',
};

export const interviewStatusInfo: Record<InterviewStatus, { label: string; color: string }> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  completed: { label: 'Completed', color: 'green' },
};

/** A resume as the server takes it: PDF or Word, by name here (the server checks the bytes). */
const resumeName = /\.(pdf|docx?)$/i;
export const resumeAccept = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf,.doc,.docx',
].join(',');
export const resumeRulesText = `PDF or Word (.doc, .docx), up to ${fileSizeText(limits.resumeSizeBytes)}.`;

/** Why a chosen file cannot be a resume, before it is sent, or null. */
export const resumeProblem = (file: Pick<File, 'name' | 'size'>) => {
  if (!resumeName.test(file.name)) return `${file.name} is not a PDF or Word file.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > limits.resumeSizeBytes) {
    return `${file.name} is ${fileSizeText(file.size, 'up')}; a resume can be at most ${fileSizeText(limits.resumeSizeBytes)}.`;
  }
  return null;
};

/**
 * Where a stored file is fetched (with the session). The server names files by their API address; one
 * given without the API's prefix is taken as under it.
 */
export const fileHref = (url: string) => (url.startsWith('/') && !url.startsWith('/api/') ? `/api/v1${url}` : url);

/** One step of an application's story, for its timeline. */
export type TimelineStep = { key: string; title: string; at: string; interviewUuid: string | null };

/**
 * What happened to an application, oldest first: it was sent, its interviews (when they are or were), and
 * its present status when that is past applied. The contract keeps no fuller history.
 */
export const applicationTimeline = (
  application: Pick<MyApplication, 'status' | 'appliedAt' | 'statusChangedAt' | 'interviews'>,
): TimelineStep[] => {
  const steps: TimelineStep[] = [
    { key: 'applied', title: 'Applied', at: application.appliedAt, interviewUuid: null },
    ...application.interviews.map((interview) => ({
      key: interview.uuid,
      title:
        interview.status === 'cancelled'
          ? 'Interview cancelled'
          : interview.outcome
            ? `Interview: ${meetingOutcomeLabels[interview.outcome]}`
            : 'Interview',
      at: interview.startsAt,
      interviewUuid: interview.uuid,
    })),
  ];
  if (application.status !== 'applied' && application.status !== 'interview') {
    steps.push({
      key: 'status',
      title: statusLabel(application.status),
      at: application.statusChangedAt,
      interviewUuid: null,
    });
  }
  return steps.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
};

/** The interviews still to come across applications, soonest first, each with its job's title. */
export const upcomingInterviews = (applications: readonly Pick<MyApplication, 'interviews'>[], now = Date.now()) =>
  applications
    .flatMap((application) => application.interviews)
    .filter((interview) => isUpcoming(interview, now))
    .sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
