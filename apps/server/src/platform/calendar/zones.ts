/*
 * Wall clocks of IANA time zones without a date library: Intl knows every zone's offsets, so a wall time on
 * a date in a zone becomes an instant by trying the offsets in force around it. Pure functions, shared by
 * meetings' availability and facilities' opening hours.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock in a zone at an instant, as if it were UTC (ms since the epoch). */
export const wallClockMs = (at: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
};

/** The zone's offset from UTC at an instant, in ms (Asia/Kolkata: +5:30 h). */
export const offsetAt = (at: number, timeZone: string) =>
  Math.round((wallClockMs(at, timeZone) - Math.floor(at / 1000) * 1000) / minute) * minute;

export const parseDate = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, dayOfMonth ?? 1);
};

export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** 'YYYY-MM-DD' of a UTC-midnight ms. */
export const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date in a zone at an instant: '2026-12-01'. */
export const localDate = (at: Date, timeZone: string) => dateText(wallClockMs(at.getTime(), timeZone));

/**
 * The instant of a wall time on a date in a zone, or null when that wall time does not exist there
 * (the spring-forward gap). A wall time that happens twice (fall back) is its first occurrence.
 * `minutes` may reach 1440 (24:00 is the next day's 00:00).
 */
export const wallTimeToInstant = (date: string, minutes: number, timeZone: string): Date | null => {
  const wall = parseDate(date) + minutes * minute;
  const offsets = new Set([offsetAt(wall - day / 2, timeZone), offsetAt(wall + day / 2, timeZone)]);
  const candidates = [...offsets].map((offset) => wall - offset).filter((at) => wallClockMs(at, timeZone) === wall);
  if (candidates.length === 0) return null;
  return new Date(Math.min(...candidates));
};
