import {
  type InterviewOutcomeBody,
  type InterviewSlotQuery,
  maxSlotRangeDays,
  type RescheduleInterview,
  type ScheduleInterview,
} from '@ventura/shared';
import type { z } from 'zod';
import { whenText } from '../../platform/calendar/when.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Calling } from '../meetings/index.ts';
import {
  bookMeeting,
  callTarget,
  claimTime,
  externalRoom,
  freeSlots,
  type MeetingRow,
  newVideoLink,
  openAllDay,
  rangeOf,
  type StoredAvailability,
  stepOf,
} from '../meetings/index.ts';
import { applicationForEmployer } from './applicants.ts';
import { tellApplicant } from './application-common.ts';
import { interviewPolicy } from './policy.ts';
import { interviewPath, presentInterview } from './present.ts';
import * as repo from './repo.ts';

/*
 * Interviews are meetings of type job-interview, and keep the calendar's one rule (meetings/booking.ts):
 * the time is one of the employer's free slots (the hiring profile's availability), and neither the
 * employer nor the candidate has another pending or scheduled meeting or interview then, checked under
 * both people's locks in the transaction that writes.
 */

const interviewNotFound = () => notFound('Interview not found');
/** An interview cannot start sooner than this from now: the candidate needs a moment to be told. */
const leadMinutes = 5;

const startOf = (body: { startsAt: string }) => {
  const startsAt = new Date(body.startsAt);
  if (startsAt.getTime() < Date.now() + leadMinutes * 60_000) {
    const message = `The interview must start at least ${leadMinutes} minutes from now`;
    throw badRequest(message, [`body.startsAt: ${message}`]);
  }
  return startsAt;
};

/**
 * The employer's availability as interviews see it: their saved one; on a tenant without the calendar,
 * where no one can keep one, every time is open (only clashes are refused).
 */
const hostAvailability = (m: Calling): StoredAvailability | undefined =>
  m.tenant.settings.features.calendar ? undefined : openAllDay;

/**
 * Where a new interview's call happens: the employer's own link; else the platform's call, as a meeting's
 * (the tenant's video service when it prefers one). A visitor who applied signed out cannot open the
 * platform's call, so their interview gets a room of the video service.
 */
const videoLinkOf = (m: Calling, uuid: string, given: string | null | undefined, signedOutApplicant: boolean) => {
  if (given) return given;
  return signedOutApplicant
    ? externalRoom(m.videoCallBaseUrl, m.tenant.slug, uuid)
    : newVideoLink(m.tenant, m.videoCallBaseUrl, uuid);
};

/** 'Join the call: …' with an address that opens from an email. */
const joinLine = async (m: Calling, tx: Db, meeting: MeetingRow) => {
  const call = callTarget(meeting, m.tenant, m.videoCallBaseUrl);
  return `Join the call: ${call.kind === 'built_in' ? `${await m.origin(tx)}${call.url}` : call.url}`;
};

/** POST jobs/applicants/{uuid}/interviews: the employer sets an interview; the applicant moves to interview. */
export const schedule = async (m: Calling, applicationUuid: string, body: z.output<typeof ScheduleInterview>) => {
  const { application, job } = await applicationForEmployer(m, applicationUuid);
  if (!['applied', 'shortlisted', 'interview'].includes(application.status)) {
    throw conflict(`An applicant who is ${application.status} cannot be interviewed`);
  }
  const startsAt = startOf(body);
  const organizerProfileId = job.hiring.profileId;
  const uuid = crypto.randomUUID();
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    const meeting = await bookMeeting(
      tx,
      {
        uuid,
        tenantId: m.tenant.id,
        type: 'job-interview',
        mode: 'schedule_later',
        organizerProfileId,
        attendeeProfileId: application.applicantProfileId,
        attendeeName: application.name,
        attendeeEmail: application.email,
        jobApplicationId: application.id,
        awaitingProfileId: null,
        hostProfileId: organizerProfileId,
        stepMinutes: stepOf(m.tenant),
        startsAt,
        durationMinutes: body.durationMinutes,
        timeZone: body.timeZone,
        agenda: body.agenda ?? null,
        status: 'scheduled',
        videoLink: videoLinkOf(m, uuid, body.videoLink, application.applicantUserId === null),
      },
      { hostAvailability: hostAvailability(m) },
    );
    await repo.updateApplication(tx, m.tenant.id, application.id, { status: 'interview', statusChangedAt: new Date() });
    const title = `Interview for ${job.job.title} at ${job.hiring.companyName}`;
    const delivery = await tellApplicant(m, tx, application, {
      kind: 'job_interview',
      title,
      text: `${title}: ${whenText(startsAt, body.timeZone)}, ${body.durationMinutes} minutes.\n${await joinLine(m, tx, meeting)}`,
      url: interviewPath(meeting.uuid),
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return presentInterview(meeting, { ...application, status: 'interview' }, job, m);
};

/**
 * GET jobs/applicants/{uuid}/interview-slots: the employer's free slots of that length, free for the
 * applicant too (403 for anyone but the employer).
 */
export const slotsForApplicant = async (
  m: Calling,
  applicationUuid: string,
  query: z.output<typeof InterviewSlotQuery>,
) => {
  const { from, to } = rangeOf(query, maxSlotRangeDays);
  const { application, job } = await applicationForEmployer(m, applicationUuid);
  return freeSlots(m.db, m.tenant, job.hiring.profileId, from, to, {
    durationMinutes: query.durationMinutes,
    otherProfileId: application.applicantProfileId,
    hostAvailability: hostAvailability(m),
  });
};

/** An interview, its application and job, as one of its two sides sees it; 404 for anyone else. */
const loadInterview = async (m: Calling, uuid: string) => {
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
const present = (loaded: Awaited<ReturnType<typeof loadInterview>>, m: Calling) => {
  const shown = presentInterview(loaded.meeting, loaded.application, loaded.job, m);
  return loaded.organiser ? shown : { ...shown, outcome: null, outcomeNote: null };
};

/** GET jobs/interviews/{uuid}. */
export const getInterview = async (m: Calling, uuid: string) => present(await loadInterview(m, uuid), m);

const organiserOnly = (loaded: Awaited<ReturnType<typeof loadInterview>>) => {
  if (!loaded.organiser) throw forbidden('Only the employer can change this interview');
};

/** PATCH jobs/interviews/{uuid}: the employer moves a scheduled interview that has not started. */
export const reschedule = async (m: Calling, uuid: string, body: z.output<typeof RescheduleInterview>) => {
  const loaded = await loadInterview(m, uuid);
  organiserOnly(loaded);
  if (!interviewPolicy.reschedule(m.auth, loaded.meeting))
    throw conflict('Only a scheduled interview that has not started can be moved');
  const startsAt = startOf(body);
  const { meeting, delivery } = await m.db.transaction(async (tx) => {
    const endsAt = await claimTime(tx, {
      tenantId: m.tenant.id,
      profileIds: [loaded.meeting.organizerProfileId, loaded.meeting.attendeeProfileId],
      callerProfileId: loaded.meeting.organizerProfileId,
      hostProfileId: loaded.meeting.organizerProfileId,
      hostAvailability: hostAvailability(m),
      stepMinutes: stepOf(m.tenant),
      startsAt,
      durationMinutes: body.durationMinutes,
      except: loaded.meeting.id,
    });
    const meeting = await repo.updateMeeting(tx, m.tenant.id, loaded.meeting.id, {
      startsAt,
      endsAt,
      timeZone: body.timeZone,
    });
    const title = `Your interview for ${loaded.job.job.title} moved`;
    const delivery = await tellApplicant(m, tx, loaded.application, {
      kind: 'job_interview',
      title,
      text: `${title} to ${whenText(startsAt, body.timeZone)}.\n${await joinLine(m, tx, meeting)}`,
      url: interviewPath(meeting.uuid),
    });
    return { meeting, delivery };
  });
  if (delivery) m.notifier.publish(delivery);
  return present({ ...loaded, meeting }, m);
};

/** GET jobs/interviews/{uuid}/slots: the employer's free slots to move it to (its own time counts as free). */
export const slotsToMove = async (m: Calling, uuid: string, query: z.output<typeof InterviewSlotQuery>) => {
  const { from, to } = rangeOf(query, maxSlotRangeDays);
  const loaded = await loadInterview(m, uuid);
  organiserOnly(loaded);
  return freeSlots(m.db, m.tenant, loaded.meeting.organizerProfileId, from, to, {
    durationMinutes: query.durationMinutes,
    otherProfileId: loaded.meeting.attendeeProfileId,
    except: loaded.meeting.id,
    hostAvailability: hostAvailability(m),
  });
};

/** POST jobs/interviews/{uuid}/cancel: the employer calls off an interview that has not started. */
export const cancel = async (m: Calling, uuid: string) => {
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
export const recordOutcome = async (m: Calling, uuid: string, body: z.output<typeof InterviewOutcomeBody>) => {
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
