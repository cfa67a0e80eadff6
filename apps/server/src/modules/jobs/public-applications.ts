import { timingSafeEqual } from 'node:crypto';
import { limits, type PublicApplication, type ResumeEmailAnswer, type ResumeEmailCheck } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { users } from '../../platform/identity/tables.ts';
import type { Context } from '../../platform/request-context.ts';
import { byAddress, throttle } from '../../platform/throttle/index.ts';
import { alreadyApplied, applicationNotFound, deliver, notifyNewApplicant } from './application-common.ts';
import { jobPolicy } from './policy.ts';
import { jobPath } from './present.ts';
import * as repo from './repo.ts';
import { assertOpenForResume, attachResume, storeResume } from './resume-files.ts';
import { jobNotFound } from './service.ts';

/*
 * Signed-out applicants: a visitor applies with a name and an email, then attaches a resume with the token
 * the submit answered.
 */

/** A job that takes applications through the platform now, or the reason it does not (400). */
const applicableJob = async (ctx: Context, jobUuid: string) => {
  const row = await repo.findJob(ctx.db, ctx.tenant.id, jobUuid);
  if (!row) throw jobNotFound();
  const reason = jobPolicy.cannotApply(null, row.job, row.hiring, undefined);
  if (reason) throw badRequest(reason);
  return row;
};

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
