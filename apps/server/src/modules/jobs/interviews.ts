import type { InterviewOutcomeBody, RescheduleInterview, ScheduleInterview } from '@ventura/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { applicationForEmployer, tellApplicant } from './applications.ts';
import { interviewPolicy } from './policy.ts';
import { interviewPath, presentInterview } from './present.ts';
import * as repo from './repo.ts';
import type { Member } from './service.ts';

const interviewNotFound = () => notFound('Interview not found');
/** An interview cannot start sooner than this from now: the candidate needs a moment to be told. */
const leadMinutes = 5;

/** The time as the organiser set it, with its zone: 'Tue, 1 Dec 2026, 10:30 (Asia/Kolkata)'. */
export const whenText = (startsAt: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAt)} (${timeZone})`;

const spanOf = (body: { startsAt: string; durationMinutes: number }) => {
  const startsAt = new Date(body.startsAt);
  if (startsAt.getTime() < Date.now() + leadMinutes * 60_000) {
    const message = `The interview must start at least ${leadMinutes} minutes from now`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
  return { startsAt, endsAt: new Date(startsAt.getTime() + body.durationMinutes * 60_000) };
};

/**
 * Refuses a time that overlaps another scheduled meeting of the organiser. Runs inside the writing
 * transaction after locking the organiser's profile row, so two bookings at once cannot both pass.
 */
const assertFree = async (
  tx: Db,
  tenantId: string,
  organizerProfileId: number,
  span: { startsAt: Date; endsAt: Date; except?: number },
) => {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, organizerProfileId)))
    .for('update');
  const [taken] = await repo.overlappingMeetings(tx, tenantId, organizerProfileId, span);
  if (taken) throw conflict('You have another meeting at that time: choose another');
};

/** A room of the deployment's video service, named so it cannot be guessed. */
const roomLink = (base: string, tenantSlug: string, meetingUuid: string) =>
  `${base}/${tenantSlug}-interview-${meetingUuid}`;

/** POST jobs/applicants/{uuid}/interviews: the employer sets an interview; the applicant moves to interview. */
export const schedule = async (m: Member, applicationUuid: string, body: z.output<typeof ScheduleInterview>) => {
  const { application, job } = await applicationForEmployer(m, applicationUuid);
  if (!['applied', 'shortlisted', 'interview'].includes(application.status)) {
    throw conflict(`An applicant who is ${application.status} cannot be interviewed`);
  }
  const span = spanOf(body);
  const organizerProfileId = job.hiring.profileId;
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    await assertFree(tx, m.tenant.id, organizerProfileId, span);
    const uuid = crypto.randomUUID();
    const meeting = await repo.insertMeeting(tx, {
      uuid,
      tenantId: m.tenant.id,
      type: 'job-interview',
      organizerProfileId,
      attendeeProfileId: application.applicantProfileId,
      attendeeName: application.name,
      attendeeEmail: application.email,
      jobApplicationId: application.id,
      ...span,
      timeZone: body.timeZone,
      videoLink: body.videoLink ?? roomLink(m.videoCallBaseUrl, m.tenant.slug, uuid),
      agenda: body.agenda ?? null,
    });
    await repo.updateApplication(tx, m.tenant.id, application.id, { status: 'interview', statusChangedAt: new Date() });
    const title = `Interview for ${job.job.title} at ${job.hiring.companyName}`;
    const delivery = await tellApplicant(m, tx, application, {
      kind: 'job_interview',
      title,
      text: `${title}: ${whenText(span.startsAt, body.timeZone)}, ${body.durationMinutes} minutes.\nJoin the call: ${meeting.videoLink}`,
      url: interviewPath(meeting.uuid),
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return presentInterview(meeting, { ...application, status: 'interview' }, job, m.auth);
};

/** An interview, its application and job, as one of its two sides sees it; 404 for anyone else. */
const loadInterview = async (m: Member, uuid: string) => {
  const meeting = await repo.findMeeting(m.db, m.tenant.id, uuid);
  if (meeting?.type !== 'job-interview' || meeting.jobApplicationId === null) throw interviewNotFound();
  const application = await repo.findApplicationById(m.db, m.tenant.id, meeting.jobApplicationId);
  if (!application) throw interviewNotFound();
  const job = await repo.findJobById(m.db, m.tenant.id, application.jobId);
  if (!job) throw interviewNotFound();
  const organiser = interviewPolicy.organiser(m.auth, meeting);
  if (!organiser && !interviewPolicy.candidate(m.auth, application)) throw interviewNotFound();
  return { meeting, application, job, organiser };
};

/** The candidate sees how the interview stands, not the panel's outcome and notes. */
const present = (loaded: Awaited<ReturnType<typeof loadInterview>>, m: Member) => {
  const shown = presentInterview(loaded.meeting, loaded.application, loaded.job, m.auth);
  return loaded.organiser ? shown : { ...shown, outcome: null, outcomeNote: null };
};

/** GET jobs/interviews/{uuid}. */
export const getInterview = async (m: Member, uuid: string) => present(await loadInterview(m, uuid), m);

const organiserOnly = (loaded: Awaited<ReturnType<typeof loadInterview>>) => {
  if (!loaded.organiser) throw forbidden('Only the employer can change this interview');
};

/** PATCH jobs/interviews/{uuid}: the employer moves a scheduled interview that has not started. */
export const reschedule = async (m: Member, uuid: string, body: z.output<typeof RescheduleInterview>) => {
  const loaded = await loadInterview(m, uuid);
  organiserOnly(loaded);
  if (!interviewPolicy.reschedule(m.auth, loaded.meeting))
    throw conflict('Only a scheduled interview that has not started can be moved');
  const span = spanOf(body);
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    await assertFree(tx, m.tenant.id, loaded.meeting.organizerProfileId, { ...span, except: loaded.meeting.id });
    const meeting = await repo.updateMeeting(tx, m.tenant.id, loaded.meeting.id, { ...span, timeZone: body.timeZone });
    const title = `Your interview for ${loaded.job.job.title} moved`;
    const delivery = await tellApplicant(m, tx, loaded.application, {
      kind: 'job_interview',
      title,
      text: `${title} to ${whenText(span.startsAt, body.timeZone)}.\nJoin the call: ${meeting.videoLink}`,
      url: interviewPath(meeting.uuid),
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return present({ ...loaded, meeting }, m);
};

/** POST jobs/interviews/{uuid}/cancel: the employer calls off an interview that has not started. */
export const cancel = async (m: Member, uuid: string) => {
  const loaded = await loadInterview(m, uuid);
  organiserOnly(loaded);
  if (!interviewPolicy.reschedule(m.auth, loaded.meeting))
    throw conflict('Only a scheduled interview that has not started can be cancelled');
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    const meeting = await repo.updateMeeting(tx, m.tenant.id, loaded.meeting.id, { status: 'cancelled' });
    const title = `Your interview for ${loaded.job.job.title} was cancelled`;
    const delivery = await tellApplicant(m, tx, loaded.application, {
      kind: 'job_interview',
      title,
      text: `${title}. It was set for ${whenText(loaded.meeting.startsAt, loaded.meeting.timeZone)}.`,
      url: '/applied/jobs',
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return present({ ...loaded, meeting }, m);
};

/** POST jobs/interviews/{uuid}/outcome: once it has started, the employer records how it went. */
export const recordOutcome = async (m: Member, uuid: string, body: z.output<typeof InterviewOutcomeBody>) => {
  const loaded = await loadInterview(m, uuid);
  organiserOnly(loaded);
  if (!interviewPolicy.recordOutcome(m.auth, loaded.meeting)) {
    throw conflict('The outcome is recorded once the interview has started');
  }
  const meeting = await repo.updateMeeting(m.db, m.tenant.id, loaded.meeting.id, {
    status: 'completed',
    outcome: body.outcome,
    outcomeNote: body.note ?? null,
    outcomeAt: new Date(),
  });
  return present({ ...loaded, meeting }, m);
};
