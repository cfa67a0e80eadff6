import { timingSafeEqual } from 'node:crypto';
import {
  type ApplicantProfile,
  type ApplicantQuery,
  type ApplicationStatus,
  type ApplyToJob,
  applicationMoves,
  applicationStatusLabels,
  type DocumentKind,
  documentKindInfo,
  isDirectoryType,
  limits,
  type MoveApplicant,
  type PublicApplication,
  publicProfilePath,
  type ResumeEmailAnswer,
  type ResumeEmailCheck,
  withdrawableStatuses,
} from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { documentKey } from '../../platform/files/keys.ts';
import { documentKindOf } from '../../platform/files/kinds.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import { users } from '../../platform/identity/tables.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import { termNames } from '../../platform/reference/repo.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { removeStoredFile } from '../../platform/storage/removal.ts';
import { byAddress, throttle } from '../../platform/throttle/index.ts';
import { findCard, loadProfile } from '../profiles/index.ts';
import { jobPolicy } from './policy.ts';
import { jobPath, presentApplicant, presentMyApplication } from './present.ts';
import * as repo from './repo.ts';
import { jobNotFound } from './service.ts';
import type { StoredResume } from './tables.ts';

const resumeKinds = new Set<DocumentKind>(['pdf', 'doc', 'docx']);
export const notAResumeMessage = 'A resume must be a PDF or Word (.doc, .docx) file';
const applicationNotFound = () => notFound('Application not found');
const alreadyApplied = 'You have already applied to this job';

/** Checks a resume by its bytes and stores it under a fresh key; the caller points a row at it. */
export const storeResume = async (ctx: Context, bytes: Buffer, fileName: string): Promise<StoredResume> => {
  let kind: DocumentKind;
  try {
    kind = await documentKindOf(bytes);
  } catch {
    throw badRequest(notAResumeMessage, [`file: ${notAResumeMessage}`]);
  }
  if (!resumeKinds.has(kind)) throw badRequest(notAResumeMessage, [`file: ${notAResumeMessage}`]);
  const key = documentKey(ctx.tenant.id, kind);
  await ctx.storage.put(key, bytes, documentKindInfo[kind].contentType);
  const base = fileName
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 120);
  return { key, name: base || `Resume.${kind}`, kind, size: bytes.length, uploadedAt: new Date().toISOString() };
};

/** A copy of a stored resume under its own key, so that each application keeps the file it was sent with. */
const copyResume = async (ctx: Context, resume: StoredResume): Promise<StoredResume | null> => {
  const file = await ctx.storage.get(resume.key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  const key = documentKey(ctx.tenant.id, resume.kind as DocumentKind);
  await ctx.storage.put(key, Buffer.concat(chunks), documentKindInfo[resume.kind as DocumentKind].contentType);
  return { ...resume, key, uploadedAt: new Date().toISOString() };
};

/** A job that takes applications through the platform now, or the reason it does not (400). */
const applicableJob = async (ctx: Context, jobUuid: string) => {
  const row = await repo.findJob(ctx.db, ctx.tenant.id, jobUuid);
  if (!row) throw jobNotFound();
  const reason = jobPolicy.cannotApply(null, row.job, row.hiring, undefined);
  if (reason) throw badRequest(reason);
  return row;
};

const deliver = (ctx: Context, deliveries: (Delivery | null)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

/** Tells the hiring side that someone applied. */
const notifyNewApplicant = async (ctx: Context, tx: Db, row: repo.JobWithEmployer, name: string) => {
  const userIds = await teamUserIds(tx, ctx.tenant.id, row.hiring.profileId);
  const title = `${name} applied to ${row.job.title}`;
  return ctx.notifier.record(tx, {
    tenantId: ctx.tenant.id,
    userIds,
    kind: 'job_applicant',
    title,
    url: `/jobs/${row.job.uuid}/applicants`,
    email: {
      notice: 'newApplicants',
      subject: title,
      text: `${title}. See the applicants: ${await ctx.origin(tx)}/jobs/${row.job.uuid}/applicants`,
    },
  });
};

/**
 * Tells an applicant something about their application: a member by notification (and email where their
 * settings allow), a visitor who applied signed out by email alone.
 */
export const tellApplicant = async (
  ctx: Context,
  tx: Db,
  application: repo.ApplicationRow,
  message: { kind: 'job_application_status' | 'job_interview'; title: string; text: string; url: string },
) => {
  const link = `${await ctx.origin(tx)}${message.url}`;
  if (application.applicantUserId) {
    return ctx.notifier.record(tx, {
      tenantId: ctx.tenant.id,
      userIds: [application.applicantUserId],
      kind: message.kind,
      title: message.title,
      url: message.url,
      email: { notice: 'applicationUpdates', subject: message.title, text: `${message.text}\n\n${link}` },
    });
  }
  if (application.email) {
    await ctx.mailer.send(tx, {
      tenantId: ctx.tenant.id,
      channel: 'email',
      to: application.email,
      subject: message.title,
      body: `Hello ${application.name},\n\n${message.text}\n\n${link}`,
    });
  }
  return null;
};

const countApplication = (db: Db, ctx: Member) =>
  throttle(db, ctx.tenant.id, [
    {
      key: `job-applications:user:${ctx.auth.user.id}`,
      limit: { limit: limits.applicationsPerDay, windowSeconds: 24 * 3600 },
      message: `You can apply to at most ${limits.applicationsPerDay} jobs a day`,
    },
  ]);

/** POST jobs/{uuid}/apply: a member or job seeker applies; a job seeker's saved resume goes with it. */
export const apply = async (m: Member, jobUuid: string, body: z.output<typeof ApplyToJob>) => {
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
const ownApplication = async (m: Member, uuid: string) => {
  const application = await repo.findApplication(m.db, m.tenant.id, uuid);
  if (!application || application.applicantUserId !== m.auth.user.id) throw applicationNotFound();
  const job = await repo.findJobById(m.db, m.tenant.id, application.jobId);
  if (!job) throw applicationNotFound();
  return { application, job };
};

/** Points an application at a new resume and removes the one it replaces; the new file goes if that fails. */
const attachResume = async (ctx: Context, application: repo.ApplicationRow, resume: StoredResume) => {
  try {
    const updated = await repo.updateApplication(ctx.db, ctx.tenant.id, application.id, { resume });
    if (application.resume) await removeStoredFile(ctx, application.resume.key);
    return updated;
  } catch (error) {
    await removeStoredFile(ctx, resume.key);
    throw error;
  }
};

const assertOpenForResume = (application: repo.ApplicationRow) => {
  if (application.status === 'withdrawn' || application.status === 'rejected') {
    throw conflict(
      `This application is ${applicationStatusLabels[application.status].toLowerCase()}: its resume cannot change`,
    );
  }
};

/** POST jobs/apply/{applicationUuid}/upload/resume: the applicant attaches (or replaces) the resume. */
export const uploadResume = async (m: Member, applicationUuid: string, file: { bytes: Buffer; fileName: string }) => {
  const { application, job } = await ownApplication(m, applicationUuid);
  assertOpenForResume(application);
  const resume = await storeResume(m, file.bytes, file.fileName);
  const updated = await attachResume(m, application, resume);
  const interviews = (await repo.interviewsOf(m.db, m.tenant.id, [updated.id])).get(updated.id) ?? [];
  return presentMyApplication(updated, job, interviews, m);
};

/** GET jobs/applied/list: the caller's applications, newest first, with their interviews. */
export const myApplications = async (m: Member, page: { pageNumber: number; limit: number }) => {
  const { rows, total } = await repo.listMyApplications(m.db, m.tenant.id, m.auth.user.id, {
    limit: page.limit,
    offset: (page.pageNumber - 1) * page.limit,
  });
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
  return { items, total, pageNumber: page.pageNumber, limit: page.limit };
};

/** POST jobs/applied/{uuid}/withdraw: the applicant withdraws; the hiring side is told. */
export const withdraw = async (m: Member, applicationUuid: string) => {
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
export const openResume = async (m: Member, applicationUuid: string) => {
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

// ---- Signed-out applicants ----

/** POST resumes/check-email: whether that address may apply signed out to the job. */
export const checkEmail = async (ctx: Context, body: z.output<typeof ResumeEmailCheck>): Promise<ResumeEmailAnswer> => {
  const row = await applicableJob(ctx, body.jobUUID);
  const [member] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.email, body.email)))
    .limit(1);
  if (member) return { result: 'member', message: 'This email belongs to an account here: sign in to apply with it' };
  const applied = await repo.findApplicationByEmail(ctx.db, ctx.tenant.id, row.job.id, body.email);
  if (applied) return { result: 'applied', message: alreadyApplied };
  return { result: 'ok', message: 'You can apply with this email' };
};

/**
 * POST resumes/submit: a visitor applies with a name and an email (not a member's: they sign in). The
 * answer carries a token, shown once and kept hashed, that the resume upload must bring.
 */
export const submitPublic = async (
  ctx: Context,
  body: z.output<typeof PublicApplication>,
  request: Parameters<typeof byAddress>[0],
) => {
  await throttle(ctx.db, ctx.tenant.id, [
    byAddress(request, 'public-applications', { limit: limits.publicApplicationsPerHour, windowSeconds: 3600 }),
  ]);
  const check = await checkEmail(ctx, { jobUUID: body.jobUUID, email: body.email });
  if (check.result !== 'ok') throw conflict(check.message);
  const row = await applicableJob(ctx, body.jobUUID);
  const token = newToken();
  const { application, delivery } = await ctx.db.transaction(async (tx) => {
    const application = await repo.insertApplication(tx, {
      tenantId: ctx.tenant.id,
      jobId: row.job.id,
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      coverLetter: body.coverLetter ?? null,
      uploadTokenHash: sha256(token),
    });
    if (!application) throw conflict(alreadyApplied);
    await ctx.mailer.send(tx, {
      tenantId: ctx.tenant.id,
      channel: 'email',
      to: body.email,
      subject: `Your application to ${row.job.title}`,
      body: `Hello ${body.name},\n\n${row.hiring.companyName} received your application to ${row.job.title}. We will write to this address when it moves on.\n\n${await ctx.origin(tx)}${jobPath(row.job.uuid)}`,
    });
    return { application, delivery: await notifyNewApplicant(ctx, tx, row, body.name) };
  });
  deliver(ctx, [delivery]);
  return { applicationUUID: application.uuid, uploadToken: token };
};

const sameToken = (token: string, hash: string | null) => {
  if (!hash) return false;
  const a = Buffer.from(sha256(token));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** POST resumes/upload/{applicationUuid}: the visitor's resume, with the token their submit answered. */
export const uploadPublicResume = async (
  ctx: Context,
  applicationUuid: string,
  input: { token: string; bytes: Buffer; fileName: string },
) => {
  const application = await repo.findApplication(ctx.db, ctx.tenant.id, applicationUuid);
  if (!application || application.applicantUserId !== null || !sameToken(input.token, application.uploadTokenHash)) {
    throw applicationNotFound();
  }
  assertOpenForResume(application);
  const resume = await storeResume(ctx, input.bytes, input.fileName);
  await attachResume(ctx, application, resume);
  return { message: 'Your resume was added to your application' };
};

// ---- The hiring side ----

/** A job of the caller's organisation (or any, for an operator) whose applicants they may see. */
const jobForApplicants = async (m: Member, jobUuid: string) => {
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
  m: Member,
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
export const applicants = async (m: Member, jobUuid: string, query: z.output<typeof ApplicantQuery>) => {
  const job = await jobForApplicants(m, jobUuid);
  const { rows, total } = await repo.listApplicants(m.db, m.tenant.id, job.job.id, {
    status: query.status,
    limit: query.limit,
    offset: (query.pageNumber - 1) * query.limit,
  });
  const interviews = await repo.interviewsOf(
    m.db,
    m.tenant.id,
    rows.map((row) => row.application.id),
  );
  const items = [];
  for (const row of rows) items.push(await applicantOf(m, row, job, interviews.get(row.application.id) ?? []));
  return { items, total, pageNumber: query.pageNumber, limit: query.limit };
};

/** An application on a job of the caller's organisation: 404 for another tenant's, 403 for another employer's. */
export const applicationForEmployer = async (m: Member, applicationUuid: string) => {
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
export const moveApplicant = async (m: Member, applicationUuid: string, body: z.output<typeof MoveApplicant>) => {
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
