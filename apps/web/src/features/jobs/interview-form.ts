import { InterviewOutcomeBody, type MeetingOutcome, RescheduleInterview, ScheduleInterview } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';
import { zonedIso } from './zones.ts';

/** The interview form: a day and a time in the organiser's zone, how long, and (when scheduling) link and agenda. */
export type InterviewValues = {
  date: string;
  time: string;
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

export const emptyInterview: InterviewValues = { date: '', time: '', durationMinutes: '45', videoLink: '', agenda: '' };

/** startsAt's problems belong to the day and time the form asks separately; the time shows them. */
const interviewFieldOf = (path: string): InterviewField | undefined => {
  if (path === 'startsAt') return 'time';
  if (path === 'timeZone') return 'time';
  return (['durationMinutes', 'videoLink', 'agenda'] as const).find((field) => field === path);
};

const startsAtOf = (values: InterviewValues, timeZone: string) => zonedIso(values.date, values.time, timeZone) ?? '';

/** POST jobs/applicants/{uuid}/interviews, in the viewer's zone. */
export const scheduleBody = (values: InterviewValues, timeZone: string): ScheduleInterview => ({
  startsAt: startsAtOf(values, timeZone),
  durationMinutes: Number(values.durationMinutes),
  timeZone,
  videoLink: values.videoLink.trim() || null,
  agenda: values.agenda.trim() || null,
});

/** PATCH jobs/interviews/{uuid}: another time. */
export const rescheduleBody = (values: InterviewValues, timeZone: string) => ({
  startsAt: startsAtOf(values, timeZone),
  durationMinutes: Number(values.durationMinutes),
  timeZone,
});

/** The day and time asked for, before the schema: missing, or already past. */
const whenErrors = (values: InterviewValues, timeZone: string, now: number): FieldErrors<InterviewField> => {
  if (!values.date) return { date: 'Choose a day' };
  if (!values.time) return { time: 'Choose a time' };
  const startsAt = zonedIso(values.date, values.time, timeZone);
  if (!startsAt) return { time: 'Choose a time' };
  if (new Date(startsAt).getTime() <= now) return { time: 'This time has passed; choose a later one' };
  return {};
};

export const scheduleErrors = (values: InterviewValues, timeZone: string, now = Date.now()) => ({
  ...schemaFieldErrors(ScheduleInterview, scheduleBody(values, timeZone), interviewFieldOf),
  ...whenErrors(values, timeZone, now),
});

export const rescheduleErrors = (values: InterviewValues, timeZone: string, now = Date.now()) => ({
  ...schemaFieldErrors(RescheduleInterview, rescheduleBody(values, timeZone), interviewFieldOf),
  ...whenErrors(values, timeZone, now),
});

// ---- Outcome ----

export type OutcomeValues = { outcome: MeetingOutcome | null; note: string };

export const outcomeBody = (values: OutcomeValues) => ({ outcome: values.outcome, note: values.note.trim() || null });

export const outcomeErrors = (values: OutcomeValues): FieldErrors<keyof OutcomeValues> =>
  schemaFieldErrors(InterviewOutcomeBody, outcomeBody(values), (path) =>
    path === 'outcome' || path === 'note' ? path : undefined,
  );
