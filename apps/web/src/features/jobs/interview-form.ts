import { InterviewOutcomeBody, type MeetingOutcome, RescheduleInterview, ScheduleInterview } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/**
 * The interview form: how long, then one of the employer's free slots of that length (its start, as the
 * server wrote it), and (when scheduling) link and agenda.
 */
export type InterviewValues = {
  startsAt: string;
  durationMinutes: string;
  videoLink: string;
  agenda: string;
};
export type InterviewField = keyof InterviewValues;

export const durationOptions = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '45', label: '45 minutes' },
  { value: '60', label: '1 hour' },
  { value: '90', label: '1½ hours' },
  { value: '120', label: '2 hours' },
  { value: '180', label: '3 hours' },
  { value: '240', label: '4 hours' },
];

export const emptyInterview: InterviewValues = { startsAt: '', durationMinutes: '45', videoLink: '', agenda: '' };

/** The zone travels with the time the form asks for: its problems show at the time. */
export const interviewFieldOf = (path: string): InterviewField | undefined => {
  if (path === 'startsAt' || path === 'timeZone') return 'startsAt';
  return (['durationMinutes', 'videoLink', 'agenda'] as const).find((field) => field === path);
};

/** POST jobs/applicants/{uuid}/interviews, with the viewer's zone (the organiser's, to show it as they set it). */
export const scheduleBody = (values: InterviewValues, timeZone: string): ScheduleInterview => ({
  startsAt: values.startsAt,
  durationMinutes: Number(values.durationMinutes),
  timeZone,
  videoLink: values.videoLink.trim() || null,
  agenda: values.agenda.trim() || null,
});

/** PATCH jobs/interviews/{uuid}: another time. */
export const rescheduleBody = (values: InterviewValues, timeZone: string) => ({
  startsAt: values.startsAt,
  durationMinutes: Number(values.durationMinutes),
  timeZone,
});

/** The time asked for, before the schema: not chosen, or already past (a slot chosen before it went). */
const whenErrors = (values: InterviewValues, now: number): FieldErrors<InterviewField> => {
  if (!values.startsAt) return { startsAt: 'Choose one of your free times' };
  if (new Date(values.startsAt).getTime() <= now) return { startsAt: 'This time has passed; choose a later one' };
  return {};
};

export const scheduleErrors = (values: InterviewValues, timeZone: string, now = Date.now()) => ({
  ...schemaFieldErrors(ScheduleInterview, scheduleBody(values, timeZone), interviewFieldOf),
  ...whenErrors(values, now),
});

export const rescheduleErrors = (values: InterviewValues, timeZone: string, now = Date.now()) => ({
  ...schemaFieldErrors(RescheduleInterview, rescheduleBody(values, timeZone), interviewFieldOf),
  ...whenErrors(values, now),
});

// ---- Outcome ----

export type OutcomeValues = { outcome: MeetingOutcome | null; note: string };

export const outcomeBody = (values: OutcomeValues) => ({ outcome: values.outcome, note: values.note.trim() || null });

export const outcomeErrors = (values: OutcomeValues): FieldErrors<keyof OutcomeValues> =>
  schemaFieldErrors(InterviewOutcomeBody, outcomeBody(values), (path) =>
    path === 'outcome' || path === 'note' ? path : undefined,
  );
