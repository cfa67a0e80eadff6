/*
 * Instants, days and wall times across time zones (interviews, meetings, the calendar). The server keeps
 * instants; the viewer reads them in their own zone and, where it differs, in the other side's.
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

/** An instant written in a zone with that zone's offset: '2026-12-03T14:30:00+05:30'. */
export const isoInZone = (instant: Date | string, timeZone: string) => {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const offset = zoneOffsetMinutes(timeZone, at);
  const local = new Date(at.getTime() + offset * 60_000);
  return `${local.toISOString().slice(0, 19)}${isoOffset(offset)}`;
};

/**
 * A wall-clock date and time in a zone, as the instant it is there, in ISO 8601 with that zone's offset
 * ('2026-12-03', '14:30', 'Asia/Kolkata' → '2026-12-03T14:30:00+05:30'). Null when either is not a date
 * or time. A time the clocks skip (a spring-forward gap) moves on by the gap; in an autumn overlap the
 * earlier instant is taken.
 */
export const zonedIso = (date: string, time: string, timeZone: string): string | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wall)) return null;
  const oneDay = 86_400_000;
  const offsets = new Set([-oneDay, 0, oneDay].map((shift) => zoneOffsetMinutes(timeZone, new Date(wall + shift))));
  const instants = [...offsets].map((offset) => wall - offset * 60_000).sort((a, b) => a - b);
  const reads = (instant: number) => instant + zoneOffsetMinutes(timeZone, new Date(instant)) * 60_000 === wall;
  const instant = new Date(instants.find(reads) ?? instants[instants.length - 1] ?? wall);
  return isoInZone(instant, timeZone);
};

/** An instant's date and time in a zone, as a form's inputs take them ('2026-12-03', '14:30'). */
export const wallClock = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  const local = isoInZone(at, timeZone);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

/** An instant's local day in a zone, 'YYYY-MM-DD'. */
export const dayInZone = (instant: Date | string, timeZone: string) => isoInZone(instant, timeZone).slice(0, 10);

/** An instant's wall time in a zone, 'HH:mm'. */
export const clockInZone = (instant: Date | string, timeZone: string) => isoInZone(instant, timeZone).slice(11, 16);

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A span of time as one zone reads it: 'Thu, 3 Dec 2026, 14:30 – 15:15 Asia/Kolkata (GMT+5:30)'; the end
 * carries its own day when it falls on another.
 */
export const spanText = (startsAt: string, endsAt: string, timeZone: string) => {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const format = dayFormat(timeZone);
  const startDay = format.format(start);
  const endDay = format.format(end);
  const endClock = clockInZone(end, timeZone);
  const until = endDay === startDay ? endClock : `${endDay}, ${endClock}`;
  return `${startDay}, ${clockInZone(start, timeZone)} – ${until} ${zoneText(timeZone, start)}`;
};

/** Whether two zones read the same clock at that instant. */
export const sameClock = (a: string, b: string, at: Date | string) => {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return a === b || zoneOffsetMinutes(a, instant) === zoneOffsetMinutes(b, instant);
};

/** The zones this browser knows, for a searchable select; the viewer's own first if missing. */
export const knownTimeZones = (own = viewerTimeZone()): string[] => {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return listed.includes(own) ? listed : [own, ...listed];
};
