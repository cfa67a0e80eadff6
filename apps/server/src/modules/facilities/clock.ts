/*
 * Wall clocks of a facility's time zone, without a date library: Intl knows every IANA zone's offsets, so
 * a wall time on a date becomes an instant by trying the offsets in force around it. Pure functions.
 * The zone arithmetic itself is platform/calendar/zones.ts, shared with meetings' availability.
 */
import { wallClockMs, wallTimeToInstant } from '../../platform/calendar/zones.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Where an instant falls on the facility's clock: its date ('2026-12-01'), weekday (0 Sunday) and minute of the day. */
export const wallOf = (at: Date, timeZone: string) => {
  const wall = wallClockMs(at.getTime(), timeZone);
  const midnight = Math.floor(wall / day) * day;
  return {
    date: new Date(midnight).toISOString().slice(0, 10),
    weekday: new Date(midnight).getUTCDay(),
    minutes: Math.round((wall - midnight) / minute),
  };
};

/** The instant of a wall time on a date in a zone, or null in the spring-forward gap (platform/calendar/zones.ts). */
export const instantOf = wallTimeToInstant;

/** The date `days` after a date: '2026-12-31' + 1 is '2027-01-01'. */
export const addDays = (date: string, days: number) => new Date(dateMs(date) + days * day).toISOString().slice(0, 10);

export const weekdayOf = (date: string) => new Date(dateMs(date)).getUTCDay();

/** '09:30' of a minute of the day. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
