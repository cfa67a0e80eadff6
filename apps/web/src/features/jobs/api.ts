import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  Applicant,
  ApplicationFile,
  type ApplicationStatus,
  HiringProfileState,
  Interview,
  Job,
  JobList,
  limits,
  listEnvelope,
  MyApplication,
  SlotList,
  TaxonomyTerm,
} from '@ventura/shared';
import { ApiError, api } from '../../api/client.ts';
import { prefetchedFreshness } from '../../core/prefetch.ts';
import { type JobFilters, jobQueryOf } from './filters.ts';

/** Whose interview slots: for an applicant (to schedule one), or for an interview (to move it). */
export type InterviewSlotsOf = { kind: 'applicant' | 'interview'; uuid: string };

/** Who is asking: a member's uuid, or null for a visitor. Jobs carry the caller's abilities, so caches keep them apart. */
export type Viewer = string | null;

/** Where job lists come from: the public search (open jobs), or the members' list. */
export type JobScope = 'public' | 'member';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (scope: JobScope, filters: JobFilters, viewer: Viewer) => ['jobs', 'list', scope, filters, viewer] as const,
  mine: (page: number) => ['jobs', 'list', 'mine', page] as const,
  job: (uuid: string, viewer: Viewer) => ['jobs', 'job', uuid, viewer] as const,
  jobs: ['jobs', 'job'] as const,
  hiringProfile: ['jobs', 'hiring-profile'] as const,
  applied: ['jobs', 'applied'] as const,
  appliedPage: (page: number) => ['jobs', 'applied', page] as const,
  applicants: (jobUuid: string) => ['jobs', 'applicants', jobUuid] as const,
  applicantPage: (jobUuid: string, status: ApplicationStatus | null, page: number) =>
    ['jobs', 'applicants', jobUuid, status, page] as const,
  interview: (uuid: string) => ['jobs', 'interview', uuid] as const,
  interviewSlotsAll: ['jobs', 'interview-slots'] as const,
  interviewSlots: (of: InterviewSlotsOf, durationMinutes: number, from: string, to: string) =>
    ['jobs', 'interview-slots', of.kind, of.uuid, durationMinutes, from, to] as const,
  savedResume: ['jobs', 'saved-resume'] as const,
  skills: ['jobs', 'skills'] as const,
};

export const jobPath = (uuid: string) => `/jobs/${encodeURIComponent(uuid)}`;
export const applicantPath = (applicationUuid: string) => `/jobs/applicants/${encodeURIComponent(applicationUuid)}`;
export const interviewPath = (uuid: string) => `/jobs/interviews/${encodeURIComponent(uuid)}`;

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
export const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The error every job list shows when it cannot be had (calls 8). */
export const fetchJobsError = 'Error while fetching jobs';

export const JobPage = JobList;
export const ApplicationPage = listEnvelope(MyApplication).shape.data;
export const ApplicantPage = listEnvelope(Applicant).shape.data;
const TermList = TaxonomyTerm.array();
const MaybeResume = ApplicationFile.nullable();

/** Applicants and applications per page. */
export const applicantsLimit = 25;
export const applicationsLimit = 20;

/** GET search/jobs (anyone, open jobs) or GET jobs (members): one page of a search. */
export const jobListQuery = (scope: JobScope, filters: JobFilters, viewer: Viewer) =>
  queryOptions({
    queryKey: jobKeys.list(scope, filters, viewer),
    queryFn: ({ signal }) =>
      api.get(scope === 'public' ? '/search/jobs' : '/jobs', JobPage, { query: jobQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    // Its route starts it (route-data.ts); the page that mounts a moment later reads that answer.
    staleTime: prefetchedFreshness,
  });

/** GET jobs?mine=true: the jobs of the caller's hiring profile, closed ones too, newest first. */
export const myJobsQuery = (page: number) =>
  queryOptions({
    queryKey: jobKeys.mine(page),
    queryFn: ({ signal }) =>
      api.get('/jobs', JobPage, {
        query: { mine: 'true', sort: 'newest', pageNumber: page, limit: limits.jobsLimit },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET jobs/{uuid}: one job (public), with what the caller may do with it. */
export const jobQuery = (uuid: string, viewer: Viewer) =>
  queryOptions({
    queryKey: jobKeys.job(uuid, viewer),
    queryFn: ({ signal }) => api.get(jobPath(uuid), Job, { signal }),
    retry: retryUnlessRefused,
  });

/** GET jobs/hiring-profile: the caller's hiring profile, or whether they may make one. */
export const hiringProfileQuery = () =>
  queryOptions({
    queryKey: jobKeys.hiringProfile,
    queryFn: ({ signal }) => api.get('/jobs/hiring-profile', HiringProfileState, { signal }),
    retry: retryUnlessRefused,
  });

/** GET jobs/applied/list: the caller's applications, newest first. */
export const appliedQuery = (page: number) =>
  queryOptions({
    queryKey: jobKeys.appliedPage(page),
    queryFn: ({ signal }) =>
      api.get('/jobs/applied/list', ApplicationPage, { query: { pageNumber: page, limit: applicationsLimit }, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET jobs/{uuid}/applicants: a job's applicants (its owner only), of one status or all. */
export const applicantsQuery = (jobUuid: string, status: ApplicationStatus | null, page: number) =>
  queryOptions({
    queryKey: jobKeys.applicantPage(jobUuid, status, page),
    queryFn: ({ signal }) =>
      api.get(`${jobPath(jobUuid)}/applicants`, ApplicantPage, {
        query: { status: status ?? undefined, pageNumber: page, limit: applicantsLimit },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET jobs/interviews/{uuid}: an interview, as either side sees it. */
export const interviewQuery = (uuid: string) =>
  queryOptions({
    queryKey: jobKeys.interview(uuid),
    queryFn: ({ signal }) => api.get(interviewPath(uuid), Interview, { signal }),
    retry: retryUnlessRefused,
  });

/**
 * GET jobs/applicants/{uuid}/interview-slots or jobs/interviews/{uuid}/slots: the employer's free slots of a
 * length between two instants, free for the candidate too (the server cuts them from the availability).
 */
export const interviewSlotsQuery = (of: InterviewSlotsOf, durationMinutes: number) => (from: string, to: string) =>
  queryOptions({
    queryKey: jobKeys.interviewSlots(of, durationMinutes, from, to),
    queryFn: ({ signal }) =>
      api.get(
        of.kind === 'applicant' ? `${applicantPath(of.uuid)}/interview-slots` : `${interviewPath(of.uuid)}/slots`,
        SlotList,
        { query: { from, to, durationMinutes }, signal },
      ),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** GET job-seekers/resume: the job seeker's saved resume, or null. */
export const savedResumeQuery = () =>
  queryOptions({
    queryKey: jobKeys.savedResume,
    queryFn: ({ signal }) => api.get('/job-seekers/resume', MaybeResume, { signal }),
    retry: retryUnlessRefused,
  });

/** GET skills: the tenant's skills, for filters and the job form (public; changes rarely). */
export const skillsQuery = () =>
  queryOptions({
    queryKey: jobKeys.skills,
    queryFn: ({ signal }) => api.get('/skills', TermList, { signal }),
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/** A file as the multipart body of an upload: fields first, the file last (the server reads in order). */
export const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return form;
};
