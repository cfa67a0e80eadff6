import type { Interview } from '@ventura/shared';

/*
 * Times across zones, for interviews: the organiser picks a day and time in their zone, the server keeps
 * the instant and the zone, and each side reads it in their own (and the organiser's when it differs).
 */

/** The viewer's IANA zone, as the browser knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A zone's offset from UTC at an instant, in minutes east ('Asia/Kolkata' is 330). */
export const zoneOffsetMinutes = (timeZone: string, at: Date) => {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An offset as ISO 8601 writes it: '+05:30', '-04:00', '+00:00'. */
export const isoOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** An offset as people read it: 'GMT+5:30', 'GMT-4', 'GMT'. */
export const gmtText = (minutes: number) => {
  if (minutes === 0) return 'GMT';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${pad(rest)}` : ''}`;
};

/** A zone's name as people read it, with its offset at that moment: 'Asia/Kolkata (GMT+5:30)'. */
export const zoneText = (timeZone: string, at = new Date()) =>
  `${timeZone.replace(/_/g, ' ')} (${gmtText(zoneOffsetMinutes(timeZone, at))})`;

/**
 * A wall-clock date and time in a zone, as the instant it is there, in ISO 8601 with that zone's offset
 * ('2026-12-03', '14:30', 'Asia/Kolkata' → '2026-12-03T14:30:00+05:30'). Null when either is not a date
 * or time. A time the clocks skip (a spring-forward gap) moves on by the gap.
 */
export const zonedIso = (date: string, time: string, timeZone: string): string | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wall)) return null;
  // The zone's offsets around that day; the instants they give that read as the wall time there are the
  // answers (two in an autumn overlap: the earlier is taken). None means a spring gap: the later instant,
  // which reads as the time moved on by the gap.
  const oneDay = 86_400_000;
  const offsets = new Set([-oneDay, 0, oneDay].map((shift) => zoneOffsetMinutes(timeZone, new Date(wall + shift))));
  const instants = [...offsets].map((offset) => wall - offset * 60_000).sort((a, b) => a - b);
  const reads = (instant: number) => instant + zoneOffsetMinutes(timeZone, new Date(instant)) * 60_000 === wall;
  const instant = new Date(instants.find(reads) ?? instants[instants.length - 1] ?? wall);
  const offset = zoneOffsetMinutes(timeZone, instant);
  const local = new Date(instant.getTime() + offset * 60_000);
  return `${local.toISOString().slice(0, 16)}:00${isoOffset(offset)}`;
};

/** An instant's date and time in a zone, as a form's inputs take them ('2026-12-03', '14:30'). */
export const wallClock = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  const local = new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

const clockText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
const longDayText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(at);

/**
 * A span of time as one zone reads it: 'Thu, 3 Dec 2026, 14:30 – 15:15 Asia/Kolkata (GMT+5:30)'; the end
 * carries its own day when it falls on another.
 */
export const spanText = (startsAt: string, endsAt: string, timeZone: string) => {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const startDay = longDayText(start, timeZone);
  const endDay = longDayText(end, timeZone);
  const until = endDay === startDay ? clockText(end, timeZone) : `${endDay}, ${clockText(end, timeZone)}`;
  return `${startDay}, ${clockText(start, timeZone)} – ${until} ${zoneText(timeZone, start)}`;
};

/**
 * An interview's time for the viewer, in their zone, and in the organiser's zone when its clock reads
 * otherwise at that moment (null when the two agree).
 */
export const interviewTimes = (interview: Pick<Interview, 'startsAt' | 'endsAt' | 'timeZone'>, viewerZone: string) => {
  const start = new Date(interview.startsAt);
  const same =
    zoneOffsetMinutes(viewerZone, start) === zoneOffsetMinutes(interview.timeZone, start) ||
    viewerZone === interview.timeZone;
  return {
    viewer: spanText(interview.startsAt, interview.endsAt, viewerZone),
    organiser: same ? null : spanText(interview.startsAt, interview.endsAt, interview.timeZone),
  };
};

/** Whether an interview is still to come (scheduled and not yet over). */
export const isUpcoming = (interview: Pick<Interview, 'status' | 'endsAt'>, now = Date.now()) =>
  interview.status === 'scheduled' && new Date(interview.endsAt).getTime() > now;

/** Minutes between two instants ('the interview lasts 45 minutes'). */
export const minutesBetween = (startsAt: string, endsAt: string) =>
  Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000);
