import {
  type Applicant,
  type ApplicantProfile,
  type ApplicationFile,
  type ApplicationStatus,
  applicationMoves,
  type DocumentKind,
  type HiringProfile,
  type Interview,
  type Job,
  type JobEmployer,
  type MyApplication,
  withdrawableStatuses,
} from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { callTarget } from '../meetings/index.ts';
import { interviewPolicy, jobPolicy } from './policy.ts';
import type { ApplicationRow, HiringRow, JobWithEmployer, MeetingRow } from './repo.ts';
import type { StoredResume } from './tables.ts';

export const jobPath = (uuid: string) => `/jobs/${uuid}/details`;
export const interviewPath = (uuid: string) => `/job-interview/${uuid}`;
export const applicationResumeUrl = (uuid: string) => `/api/v1/jobs/applications/${uuid}/resume`;
export const seekerResumeUrl = '/api/v1/job-seekers/resume/file';

export const presentEmployer = (row: Pick<JobWithEmployer, 'hiring' | 'employer'>): JobEmployer => ({
  profileUuid: row.employer.uuid,
  companyName: row.hiring.companyName,
  logo: row.employer.logo,
  website: row.hiring.website,
  about: row.hiring.about,
});

export const presentHiringProfile = (
  hiring: HiringRow,
  profile: { uuid: string; accountType: HiringProfile['accountType']; logo: string | null },
  openJobs: number,
): HiringProfile => ({
  profileUuid: profile.uuid,
  companyName: hiring.companyName,
  about: hiring.about,
  website: hiring.website,
  contactEmail: hiring.contactEmail,
  logo: profile.logo,
  accountType: profile.accountType,
  openJobs,
});

export const presentResume = (resume: StoredResume | null, url: string): ApplicationFile | null =>
  resume && {
    name: resume.name,
    kind: resume.kind as DocumentKind,
    size: resume.size,
    url,
    uploadedAt: resume.uploadedAt,
  };

/** What the caller's view of a job adds: the names of codes, counts for the hiring side, their application. */
export type JobView = {
  auth: AuthContext | null;
  skillNames: Map<string, string>;
  countryNames: Map<string, string>;
  counts: Map<number, Record<string, number>>;
  mine: Map<number, ApplicationRow>;
};

export const presentJob = (row: JobWithEmployer, view: JobView): Job => {
  const { job, hiring } = row;
  const mine = view.mine.get(job.id);
  const seeApplicants = jobPolicy.seeApplicants(view.auth, hiring);
  const cannotApply = jobPolicy.cannotApply(view.auth, job, hiring, mine);
  return {
    uuid: job.uuid,
    title: job.title,
    description: job.description,
    employmentType: job.employmentType,
    workMode: job.workMode,
    countryCode: job.countryCode,
    countryName: job.countryCode ? (view.countryNames.get(job.countryCode) ?? null) : null,
    city: job.city,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    skills: job.skills.map((code) => ({ code, name: view.skillNames.get(code) ?? code })),
    openings: job.openings,
    deadline: job.deadline,
    applicationMode: job.applicationMode,
    externalUrl: job.externalUrl,
    status: job.status,
    acceptingApplications: jobPolicy.accepting(job),
    employer: presentEmployer(row),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    applicantCounts: seeApplicants ? (view.counts.get(job.id) ?? {}) : null,
    myApplication: mine ? { uuid: mine.uuid, status: mine.status } : null,
    url: jobPath(job.uuid),
    can: {
      edit: jobPolicy.owns(view.auth, hiring),
      apply: cannotApply === null,
      cannotApplyReason: cannotApply,
      seeApplicants,
    },
  };
};

const applicationJob = (row: JobWithEmployer) => ({
  uuid: row.job.uuid,
  title: row.job.title,
  employer: presentEmployer(row),
  status: row.job.status,
  deadline: row.job.deadline,
  url: jobPath(row.job.uuid),
});

/** Who looks at an interview, and where the tenant's calls happen. */
export type InterviewViewer = { auth: AuthContext; tenant: Tenant; videoCallBaseUrl: string };

export const presentInterview = (
  meeting: MeetingRow,
  application: ApplicationRow,
  job: JobWithEmployer,
  { auth, tenant, videoCallBaseUrl }: InterviewViewer,
): Interview => ({
  uuid: meeting.uuid,
  type: 'job-interview',
  applicationUUID: application.uuid,
  job: applicationJob(job),
  candidateName: application.name,
  startsAt: meeting.startsAt.toISOString(),
  endsAt: meeting.endsAt.toISOString(),
  timeZone: meeting.timeZone,
  call: callTarget(meeting, tenant, videoCallBaseUrl),
  agenda: meeting.agenda,
  // An interview is scheduled by the employer, never requested: it is never pending or declined.
  status: meeting.status === 'cancelled' || meeting.status === 'completed' ? meeting.status : 'scheduled',
  outcome: meeting.outcome,
  outcomeNote: meeting.outcomeNote,
  url: interviewPath(meeting.uuid),
  can: {
    reschedule: interviewPolicy.reschedule(auth, meeting),
    cancel: interviewPolicy.reschedule(auth, meeting),
    recordOutcome: interviewPolicy.recordOutcome(auth, meeting),
  },
});

export const presentMyApplication = (
  application: ApplicationRow,
  job: JobWithEmployer,
  interviews: MeetingRow[],
  viewer: InterviewViewer,
): MyApplication => ({
  uuid: application.uuid,
  job: applicationJob(job),
  status: application.status,
  appliedAt: application.createdAt.toISOString(),
  statusChangedAt: application.statusChangedAt.toISOString(),
  resume: presentResume(application.resume, applicationResumeUrl(application.uuid)),
  coverLetter: application.coverLetter,
  interviews: interviews.map((meeting) => presentInterview(meeting, application, job, viewer)),
  canWithdraw: withdrawableStatuses.includes(application.status),
});

/** Where the hiring side may move an applicant now. */
export const movesOf = (status: ApplicationStatus) => [...applicationMoves[status]];

export const presentApplicant = (
  input: {
    application: ApplicationRow;
    profile: {
      uuid: string;
      accountType: Applicant['accountType'] & string;
      avatar: string | null;
      profileUrl: string | null;
    } | null;
    summary: ApplicantProfile | null;
    interviews: MeetingRow[];
  },
  job: JobWithEmployer,
  viewer: InterviewViewer,
): Applicant => {
  const { application } = input;
  return {
    uuid: application.uuid,
    name: application.name,
    email: application.email,
    phone: application.phone,
    accountType: input.profile?.accountType ?? null,
    profileUrl: input.profile?.profileUrl ?? null,
    avatar: input.profile?.avatar ?? null,
    profile: input.summary,
    status: application.status,
    appliedAt: application.createdAt.toISOString(),
    statusChangedAt: application.statusChangedAt.toISOString(),
    coverLetter: application.coverLetter,
    resume: presentResume(application.resume, applicationResumeUrl(application.uuid)),
    interviews: input.interviews.map((meeting) => presentInterview(meeting, application, job, viewer)),
    moves: movesOf(application.status),
    canScheduleInterview: ['applied', 'shortlisted', 'interview'].includes(application.status),
  };
};
