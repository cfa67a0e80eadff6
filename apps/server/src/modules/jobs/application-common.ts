import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Delivery } from '../../platform/notify/notifier.ts';
import type { Context } from '../../platform/request-context.ts';
import type * as repo from './repo.ts';

/*
 * What the three sides of applications share (the member applying, the signed-out visitor, the hiring
 * side): their not-found error and already-applied message, and the notices they send.
 */

export const applicationNotFound = () => notFound('Application not found');
export const alreadyApplied = 'You have already applied to this job';

export const deliver = (ctx: Context, deliveries: (Delivery | null)[]) => {
  for (const delivery of deliveries) if (delivery) ctx.notifier.publish(delivery);
};

/** Tells the hiring side that someone applied. */
export const notifyNewApplicant = async (ctx: Context, tx: Db, row: repo.JobWithEmployer, name: string) => {
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
