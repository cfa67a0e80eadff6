/** Dates and times as the programs' manager pages show them, in the visitor's own time zone. */

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

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

/** A score out of 100, as the tables show it ('72'), or a dash for none. */
export const scoreText = (score: number | null) => (score === null ? '—' : String(Math.round(score)));
