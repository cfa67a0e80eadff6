/** Dates and times as the console shows them, in the visitor's own time zone. */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const weekFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '3 Jun 2026'. */
export const formatDay = (iso: string) => {
  const date = valid(iso);
  return date ? dayFormat.format(date) : iso;
};

/** '3 Jun 2026, 14:05'. */
export const formatMoment = (iso: string) => {
  const date = valid(iso);
  return date ? momentFormat.format(date) : iso;
};

/** A week's Monday (YYYY-MM-DD) as '3 Jun'. */
export const formatWeek = (day: string) => {
  const date = valid(`${day}T00:00:00Z`);
  return date ? weekFormat.format(date) : day;
};

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago: 'yesterday', '3 weeks ago', 'just now'; 'Never' without a date. */
export const sinceText = (iso: string | null, now: Date = new Date()) => {
  if (iso === null) return 'Never';
  const date = valid(iso);
  if (!date) return iso;
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, size] of units) {
    if (Math.abs(elapsed) >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
};
