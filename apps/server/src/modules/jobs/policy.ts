import { hiringAccountTypes, type TenantSettings } from '@ventura/shared';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { openingDay } from '../../platform/calendar/opening-day.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { ApplicationRow, HiringRow, JobRow, MeetingRow } from './repo.ts';

/** The tenant's jobs are on (its jobs flag). */
export const jobsOn = (settings: TenantSettings) => settings.features.jobs;

const hiringTypes = new Set<string>(hiringAccountTypes);

/** Who may do what with jobs; pure functions of the caller and the records. */
export const jobPolicy = {
  /** Why the caller may not post jobs, or null: an account type that hires, approved. */
  cannotHire: (auth: AuthContext): string | null => {
    if (!hiringTypes.has(auth.profile.accountType)) {
      return 'Jobs are posted by startups, corporates, investors, service providers, partners and program offices';
    }
    if (auth.profile.approvalStatus !== 'approved')
      return 'Posting jobs is open to approved profiles: yours is not approved yet';
    return null;
  },
  /** The hiring profile is the caller's organisation's. */
  owns: (auth: AuthContext | null, hiring: Pick<HiringRow, 'profileId'>) =>
    auth !== null && organisationOf(auth.profile) === hiring.profileId,
  /** Applicants are seen by the hiring side and by the tenant's operators. */
  seeApplicants: (auth: AuthContext | null, hiring: Pick<HiringRow, 'profileId'>) =>
    auth !== null && (jobPolicy.owns(auth, hiring) || accountPolicy.useConsole(auth)),
  accepting: (job: Pick<JobRow, 'status' | 'deadline'>, today = openingDay()) =>
    job.status === 'open' && job.deadline >= today,
  /** Why the caller may not apply now, or null (a visitor may: signed out, with an email). */
  cannotApply: (
    auth: AuthContext | null,
    job: JobRow,
    hiring: HiringRow,
    mine: ApplicationRow | undefined,
    today = openingDay(),
  ): string | null => {
    if (job.applicationMode === 'external') return "Applications go through the employer's own page";
    if (job.status === 'closed') return 'This job is closed';
    if (job.deadline < today) return 'The deadline for this job has passed';
    if (mine) return 'You have already applied to this job';
    if (jobPolicy.owns(auth, hiring)) return 'You posted this job';
    return null;
  },
};

/** Who may do what with an interview. */
export const interviewPolicy = {
  organiser: (auth: AuthContext, meeting: MeetingRow) => organisationOf(auth.profile) === meeting.organizerProfileId,
  candidate: (auth: AuthContext, application: ApplicationRow) => application.applicantUserId === auth.user.id,
  reschedule: (auth: AuthContext, meeting: MeetingRow, now = new Date()) =>
    interviewPolicy.organiser(auth, meeting) && meeting.status === 'scheduled' && meeting.startsAt > now,
  recordOutcome: (auth: AuthContext, meeting: MeetingRow, now = new Date()) =>
    interviewPolicy.organiser(auth, meeting) && meeting.status !== 'cancelled' && meeting.startsAt <= now,
};
