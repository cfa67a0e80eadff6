/*
 * Times of mentorship sessions as the viewer's clock reads them (their browser's zone).
 */

/** The viewer's IANA zone, as the browser knows it (sent with a booking). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** An instant's local day in a zone, 'YYYY-MM-DD' (a key to group by). */
export const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** 'Thursday, 3 December'. */
export const dayLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** '14:30'. */
export const clockLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** 'Thu, 3 Dec 2026, 14:30 – 15:30'. */
export const spanLabel = (startsAt: string, endsAt: string, timeZone: string) => {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(startsAt));
  return `${day}, ${clockLabel(startsAt, timeZone)} – ${clockLabel(endsAt, timeZone)}`;
};

/** Items with a start, grouped by their local day in the zone, in order. */
export const groupByDay = <T extends { startsAt: string }>(items: readonly T[], timeZone: string) => {
  const days = new Map<string, { key: string; label: string; items: T[] }>();
  for (const item of [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const key = dayKey(item.startsAt, timeZone);
    const day = days.get(key) ?? { key, label: dayLabel(item.startsAt, timeZone), items: [] };
    day.items.push(item);
    days.set(key, day);
  }
  return [...days.values()];
};

/** Minutes as hours people read: '2 h 30 min', '45 min', '0 h'. */
export const hoursText = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0 && rest === 0) return '0 h';
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};
