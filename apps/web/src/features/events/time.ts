/*
 * Event times: shown in the viewer's zone (and the event's own when it differs), and the editor's wall
 * date and time in a chosen zone turned into an instant with its offset (EventInput's startsAt/endsAt).
 */

/** The browser's IANA zone and its offset in minutes east of UTC (EventBooking's timeZone and offset). */
export const browserZone = () => ({
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  offset: -new Date().getTimezoneOffset(),
});

const dateTimeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

const timeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });

const sameDay = (a: string, b: string, timeZone?: string) => {
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  return day.format(new Date(a)) === day.format(new Date(b));
};

/** 'Tue, 1 Dec 2026, 10:30 – 12:00' in a zone (the viewer's when none is given). */
export const timeRange = (startsAt: string, endsAt: string, timeZone?: string) => {
  const end = sameDay(startsAt, endsAt, timeZone)
    ? timeFormat(timeZone).format(new Date(endsAt))
    : dateTimeFormat(timeZone).format(new Date(endsAt));
  return `${dateTimeFormat(timeZone).format(new Date(startsAt))} – ${end}`;
};

/** Whether a zone keeps the viewer's clock at this moment (then one time is shown, not two). */
export const sameClock = (timeZone: string, at: string) => {
  const viewer = browserZone().timeZone;
  if (viewer === timeZone) return true;
  try {
    return offsetMinutes(timeZone, Date.parse(at)) === offsetMinutes(viewer, Date.parse(at));
  } catch {
    return false;
  }
};

/** Minutes east of UTC a zone keeps at an instant. */
export const offsetMinutes = (timeZone: string, at: number) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A wall date ('2026-12-01') and time ('10:30') in a zone as an instant with that zone's offset then
 * ('2026-12-01T10:30:00+05:30'); null when either is missing or malformed.
 */
export const zonedInstant = (date: string, time: string, timeZone: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  let offset: number;
  try {
    offset = offsetMinutes(timeZone, wall);
    // Near a clock change the offset at the guessed instant may not be the one at the wall time.
    offset = offsetMinutes(timeZone, wall - offset * 60_000);
  } catch {
    return null;
  }
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
};

/** An instant as the wall date and time it is in a zone: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export const wallParts = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
};
