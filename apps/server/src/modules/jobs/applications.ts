import type { PageRequest } from '@ventura/shared';
import { type ApplyToJob, applicationStatusLabels, limits, withdrawableStatuses } from '@ventura/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { throttle } from '../../platform/throttle/index.ts';
import type { Calling } from '../meetings/index.ts';
import { alreadyApplied, applicationNotFound, deliver, notifyNewApplicant } from './application-common.ts';
import { jobPolicy } from './policy.ts';
import { presentMyApplication } from './present.ts';
import * as repo from './repo.ts';
import { assertOpenForResume, attachResume, copyResume, storeResume } from './resume-files.ts';
import { jobNotFound } from './service.ts';

/*
 * A member's own applications: applying, attaching a resume, the list, withdrawing, and reading the resume
 * back. Signed-out visitors apply in public-applications.ts; the hiring side is in applicants.ts.
 */

const countApplication = (db: Db, ctx: Calling) =>
  throttle(db, ctx.tenant.id, [
    {
      key: `job-applications:user:${ctx.auth.user.id}`,
      limit: { limit: limits.applicationsPerDay, windowSeconds: 24 * 3600 },
      message: `You can apply to at most ${limits.applicationsPerDay} jobs a day`,
    },
  ]);

/** POST jobs/{uuid}/apply: a member or job seeker applies; a job seeker's saved resume goes with it. */
export const apply = async (m: Calling, jobUuid: string, body: z.output<typeof ApplyToJob>) => {
  const row = await repo.findJob(m.db, m.tenant.id, jobUuid);
  if (!row) throw jobNotFound();
  const mine = (await repo.myApplicationsTo(m.db, m.tenant.id, m.auth.user.id, m.auth.user.email, [row.job.id])).get(
    row.job.id,
  );
  const reason = jobPolicy.cannotApply(m.auth, row.job, row.hiring, mine);
  if (reason === alreadyApplied) throw conflict(reason);
  if (reason) throw jobPolicy.owns(m.auth, row.hiring) ? forbidden(reason) : badRequest(reason);
  const saved =
    body.useProfileResume && m.auth.profile.accountType === 'job_seeker'
      ? await repo.findSeekerResume(m.db, m.tenant.id, m.auth.profile.id)
      : undefined;
  const resume = saved ? await copyResume(m, saved.resume) : null;
  try {
    const { application, delivery } = await m.db.transaction(async (tx) => {
      await countApplication(tx, m);
      const application = await repo.insertApplication(tx, {
        tenantId: m.tenant.id,
        jobId: row.job.id,
        applicantUserId: m.auth.user.id,
        applicantProfileId: m.auth.profile.id,
        name: m.auth.user.name,
        email: m.auth.user.email,
        phone: body.phone ?? null,
        coverLetter: body.coverLetter ?? null,
        resume,
      });
      if (!application) throw conflict(alreadyApplied);
      return { application, delivery: await notifyNewApplicant(m, tx, row, m.auth.user.name) };
    });
    deliver(m, [delivery]);
    return presentMyApplication(application, row, [], m);
  } catch (error) {
    if (resume) await removeStoredFile(m, resume.key);
    throw error;
  }
};

/** The caller's own application, or 404 (another's, another tenant's). */
const ownApplication = async (m: Calling, uuid: string) => {
  const application = await repo.findApplication(m.db, m.tenant.id, uuid);
  if (!application || application.applicantUserId !== m.auth.user.id) throw applicationNotFound();
  const job = await repo.findJobById(m.db, m.tenant.id, application.jobId);
  if (!job) throw applicationNotFound();
  return { application, job };
};

/** POST jobs/apply/{applicationUuid}/upload/resume: the applicant attaches (or replaces) the resume. */
export const uploadResume = async (m: Calling, applicationUuid: string, file: { bytes: Buffer; fileName: string }) => {
  const { application, job } = await ownApplication(m, applicationUuid);
  assertOpenForResume(application);
  const resume = await storeResume(m, file.bytes, file.fileName);
  const updated = await attachResume(m, application, resume);
  const interviews = (await repo.interviewsOf(m.db, m.tenant.id, [updated.id])).get(updated.id) ?? [];
  return presentMyApplication(updated, job, interviews, m);
};

/** GET jobs/applied/list: the caller's applications, newest first, with their interviews. */
export const myApplications = async (m: Calling, page: PageRequest) => {
  const { rows, total } = await repo.listMyApplications(m.db, m.tenant.id, m.auth.user.id, pageWindow(page));
  const jobIds = [...new Set(rows.map((row) => row.jobId))];
  const [jobsById, interviews] = await Promise.all([
    Promise.all(jobIds.map((id) => repo.findJobById(m.db, m.tenant.id, id))),
    repo.interviewsOf(
      m.db,
      m.tenant.id,
      rows.map((row) => row.id),
    ),
  ]);
  const byId = new Map(jobsById.flatMap((job) => (job ? [[job.job.id, job] as const] : [])));
  const items = rows.flatMap((application) => {
    const job = byId.get(application.jobId);
    return job ? [presentMyApplication(application, job, interviews.get(application.id) ?? [], m)] : [];
  });
  return pageAnswer(items, total, page);
};

/** POST jobs/applied/{uuid}/withdraw: the applicant withdraws; the hiring side is told. */
export const withdraw = async (m: Calling, applicationUuid: string) => {
  const { application, job } = await ownApplication(m, applicationUuid);
  if (!withdrawableStatuses.includes(application.status)) {
    throw conflict(`This application is ${applicationStatusLabels[application.status].toLowerCase()} already`);
  }
  const { updated, delivery } = await m.db.transaction(async (tx) => {
    const updated = await repo.updateApplication(tx, m.tenant.id, application.id, {
      status: 'withdrawn',
      statusChangedAt: new Date(),
    });
    const userIds = await teamUserIds(tx, m.tenant.id, job.hiring.profileId);
    const title = `${application.name} withdrew their application to ${job.job.title}`;
    const delivery = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds,
      kind: 'job_applicant',
      title,
      url: `/jobs/${job.job.uuid}/applicants`,
    });
    return { updated, delivery };
  });
  deliver(m, [delivery]);
  const interviews = (await repo.interviewsOf(m.db, m.tenant.id, [updated.id])).get(updated.id) ?? [];
  return presentMyApplication(updated, job, interviews, m);
};

/** GET jobs/applications/{uuid}/resume: the file, to the applicant, the hiring side and operators. */
export const openResume = async (m: Calling, applicationUuid: string) => {
  const application = await repo.findApplication(m.db, m.tenant.id, applicationUuid);
  if (!application) throw applicationNotFound();
  const job = await repo.findJobById(m.db, m.tenant.id, application.jobId);
  const mayRead =
    application.applicantUserId === m.auth.user.id ||
    (job !== undefined && jobPolicy.seeApplicants(m.auth, job.hiring));
  if (!mayRead) throw applicationNotFound();
  if (!application.resume) throw notFound('This application has no resume');
  const file = await m.storage.get(application.resume.key);
  if (!file) throw notFound('This application has no resume');
  return { file, resume: application.resume };
};
