import {
  type ApplicantProfile,
  type ApplicantQuery,
  type ApplicationStatus,
  applicationMoves,
  applicationStatusLabels,
  isDirectoryType,
  type MoveApplicant,
  publicProfilePath,
} from '@ventura/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Calling } from '../meetings/index.ts';
import { findCard, loadProfile } from '../profiles/index.ts';
import { applicationNotFound, deliver, tellApplicant } from './application-common.ts';
import { jobPolicy } from './policy.ts';
import { presentApplicant } from './present.ts';
import * as repo from './repo.ts';
import { jobNotFound } from './service.ts';

/* The hiring side of applications: a job's applicants, what it sees of each, and moving them along. */

/** A job of the caller's organisation (or any, for an operator) whose applicants they may see. */
const jobForApplicants = async (m: Calling, jobUuid: string) => {
  const row = await repo.findJob(m.db, m.tenant.id, jobUuid);
  if (!row) throw jobNotFound();
  if (!jobPolicy.seeApplicants(m.auth, row.hiring))
    throw forbidden('Only the employer that posted this job sees its applicants');
  return row;
};

const period = (from: unknown, to: unknown) => {
  const a = from ? String(from).slice(0, 7) : '';
  const b = to ? String(to).slice(0, 7) : 'now';
  return a ? `${a} to ${b}` : b === 'now' ? '' : `until ${b}`;
};

/** What the hiring side sees of a job seeker: their own profile's fields, without its contact settings. */
const seekerSummary = async (db: Db, tenantId: string, profileId: number): Promise<ApplicantProfile | null> => {
  const card = await findCard(db, tenantId, profileId);
  if (card?.accountType !== 'job_seeker') return null;
  const loaded = await loadProfile(db, tenantId, card);
  const values = loaded.values;
  const list = (key: string) => loaded.lists.find((entry) => entry.list.key === key)?.rows ?? [];
  const skills = (values.skills as string[] | null) ?? [];
  const names = await termNames(db, tenantId, 'skills', skills);
  return {
    headline: (values.headline as string | null) ?? null,
    about: card.about,
    location: [card.city, card.countryCode].filter(Boolean).join(', ') || null,
    skills: skills.map((code) => ({ code, name: names.get(code) ?? code })),
    experience: list('experience').map((item) => ({
      title: String(item.title ?? ''),
      organization: String(item.organization ?? ''),
      period: period(item.startDate, item.endDate),
    })),
    education: list('education').map((item) => ({
      institution: String(item.institution ?? ''),
      degree: String(item.degree ?? ''),
      period: [item.startYear, item.endYear].filter(Boolean).join(' to '),
    })),
    linkedin: card.linkedin,
  };
};

const applicantOf = async (
  m: Calling,
  row: repo.ApplicantRow,
  job: repo.JobWithEmployer,
  interviews: repo.MeetingRow[],
) => {
  const type = row.profile?.accountType;
  const profile = row.profile
    ? {
        uuid: row.profile.uuid,
        accountType: row.profile.accountType,
        avatar: row.profile.avatar,
        // A job seeker's profile is not public: the hiring side reads its summary instead.
        profileUrl:
          type && isDirectoryType(type) ? publicProfilePath(type, row.profile.uuid, row.profile.displayName) : null,
      }
    : null;
  const summary =
    row.profile?.accountType === 'job_seeker' && row.application.applicantProfileId !== null
      ? await seekerSummary(m.db, m.tenant.id, row.application.applicantProfileId)
      : null;
  return presentApplicant({ application: row.application, profile, summary, interviews }, job, m);
};

/** GET jobs/{uuid}/applicants: the hiring side's pipeline, oldest application first, by status. */
export const applicants = async (m: Calling, jobUuid: string, query: z.output<typeof ApplicantQuery>) => {
  const job = await jobForApplicants(m, jobUuid);
  const { rows, total } = await repo.listApplicants(m.db, m.tenant.id, job.job.id, {
    status: query.status,
    ...pageWindow(query),
  });
  const interviews = await repo.interviewsOf(
    m.db,
    m.tenant.id,
    rows.map((row) => row.application.id),
  );
  const items = [];
  for (const row of rows) items.push(await applicantOf(m, row, job, interviews.get(row.application.id) ?? []));
  return pageAnswer(items, total, query);
};

/** An application on a job of the caller's organisation: 404 for another tenant's, 403 for another employer's. */
export const applicationForEmployer = async (m: Calling, applicationUuid: string) => {
  const application = await repo.findApplication(m.db, m.tenant.id, applicationUuid);
  if (!application) throw applicationNotFound();
  const job = await repo.findJobById(m.db, m.tenant.id, application.jobId);
  if (!job) throw applicationNotFound();
  if (!jobPolicy.owns(m.auth, job.hiring))
    throw forbidden('Only the employer that posted this job can move its applicants');
  return { application, job };
};

const statusNews: Partial<Record<ApplicationStatus, string>> = {
  shortlisted: 'You were shortlisted',
  offered: 'You have an offer',
  rejected: 'Your application was not taken further',
};

/** PATCH jobs/applicants/{uuid}/status: the employer moves an applicant along; the applicant is told. */
export const moveApplicant = async (m: Calling, applicationUuid: string, body: z.output<typeof MoveApplicant>) => {
  const { application, job } = await applicationForEmployer(m, applicationUuid);
  if (!applicationMoves[application.status].includes(body.status)) {
    const from = applicationStatusLabels[application.status].toLowerCase();
    const to = applicationStatusLabels[body.status].toLowerCase();
    throw conflict(
      body.status === 'interview'
        ? 'Schedule an interview to move an applicant to interview'
        : `An applicant who is ${from} cannot be moved to ${to}`,
    );
  }
  const { updated, delivery } = await m.db.transaction(async (tx) => {
    const updated = await repo.updateApplication(tx, m.tenant.id, application.id, {
      status: body.status,
      statusChangedAt: new Date(),
    });
    const news =
      statusNews[body.status] ?? `Your application is now ${applicationStatusLabels[body.status].toLowerCase()}`;
    const title = `${news}: ${job.job.title} at ${job.hiring.companyName}`;
    const text = body.message ? `${title}.\n\n${job.hiring.companyName} wrote: ${body.message}` : `${title}.`;
    const delivery = await tellApplicant(m, tx, updated, {
      kind: 'job_application_status',
      title,
      text,
      url: '/applied/jobs',
    });
    return { updated, delivery };
  });
  deliver(m, [delivery]);
  const profile = updated.applicantProfileId
    ? await repo.findApplicantProfile(m.db, m.tenant.id, updated.applicantProfileId)
    : null;
  const interviews = (await repo.interviewsOf(m.db, m.tenant.id, [updated.id])).get(updated.id) ?? [];
  return applicantOf(m, { application: updated, profile, total: 1 }, job, interviews);
};
