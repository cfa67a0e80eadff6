import type { Facility } from '@ventura/shared';

/* How facilities and bookings read on the pages: times on the facility's own clock, hours per weekday. */

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Monday first, as a week reads. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0];

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
};

/** 'Tue 1 Dec 2026, 10:00–12:00' on the facility's clock. */
export const bookingWhen = (startsAt: string, endsAt: string, timeZone: string) => {
  const day = formatter(timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(startsAt),
  );
  const time = formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
};

/** '10:00' on the facility's clock. */
export const clockOf = (at: string, timeZone: string) =>
  formatter(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

/** 'Tue 1 Dec' of a 'YYYY-MM-DD' date. */
export const dayLabel = (date: string) =>
  formatter('UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));

/** The date `days` after a 'YYYY-MM-DD' date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today on a zone's clock, 'YYYY-MM-DD'. */
export const todayIn = (timeZone: string, now = new Date()) => {
  const parts = Object.fromEntries(
    formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** Each weekday's hours, Monday first: [['Mon', '09:00–13:00, 14:00–19:00'], ['Sun', 'Closed']]. */
export const hoursByDay = (hours: Facility['openingHours']): [string, string][] =>
  weekOrder.map((day) => {
    const periods = hours
      .filter((period) => period.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((period) => `${period.opens}–${period.closes}`);
    return [dayNames[day] ?? '', periods.length > 0 ? periods.join(', ') : 'Closed'];
  });

/** 'Up to 12 people', '1 person'. */
export const capacityText = (capacity: number) =>
  capacity === 1 ? '1 person' : `Up to ${capacity.toLocaleString('en')} people`;

/** '60-minute slots', '2-hour slots'. */
export const slotText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60}-hour slots` : `${minutes}-minute slots`;

/** The instant a date starts on a zone's clock, as ISO (the operators' calendar window). */
export const midnightIn = (date: string, timeZone: string) => {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const parts = Object.fromEntries(
    formatter(timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return new Date(guess - (wall - guess)).toISOString();
};

/** The date on a zone's clock at an instant, 'YYYY-MM-DD'. */
export const dateIn = (at: string, timeZone: string) => todayIn(timeZone, new Date(at));
