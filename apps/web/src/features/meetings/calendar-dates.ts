import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { addDays, longDayTitle } from '../../ui/days.ts';
import { dayInZone, zonedIso } from '../../ui/zones.ts';

export { addDays, longDayTitle };

dayjs.extend(utc);

/*
 * The calendar's date math, as pure functions. A day is a local date 'YYYY-MM-DD' in the viewer's zone; the
 * grid is built from days alone (calendar arithmetic in UTC, so the machine's own zone never shifts it), and
 * only the edges of what is shown become instants, at midnight in the viewer's zone.
 */

export const calendarViews = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Weeks start on Monday. */
const weekStart = 1;

const parse = (day: string) => dayjs.utc(day);
const format = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && parse(value).isValid() && format(parse(value)) === value;

export const addMonths = (day: string, months: number) => format(parse(day).add(months, 'month'));
/** 0 is Sunday, as Date.getDay and the availability's dayIndex. */
export const weekdayOf = (day: string) => parse(day).day();

/** The Monday of the week holding the day. */
export const startOfWeek = (day: string) => addDays(day, -((weekdayOf(day) - weekStart + 7) % 7));

/** The seven days of the week holding the day, Monday first. */
export const weekDays = (day: string) => {
  const first = startOfWeek(day);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
};

/** The month's grid: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export const monthGrid = (day: string): string[][] => {
  const month = parse(day);
  const first = format(month.startOf('month'));
  const last = format(month.endOf('month'));
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
};

/** Whether the day falls in the same month as the other. */
export const sameMonth = (day: string, other: string) => day.slice(0, 7) === other.slice(0, 7);

/** The first and the last day a view shows around a day: the month's grid, the week, or the month for the list. */
export const visibleDays = (view: CalendarView, day: string): { first: string; last: string } => {
  if (view === 'week') {
    const days = weekDays(day);
    return { first: days[0] ?? day, last: days[6] ?? day };
  }
  if (view === 'list') {
    const month = parse(day);
    return { first: format(month.startOf('month')), last: format(month.endOf('month')) };
  }
  const weeks = monthGrid(day);
  return { first: weeks[0]?.[0] ?? day, last: weeks.at(-1)?.[6] ?? day };
};

/**
 * The instants to ask the server for: from midnight of the first day shown to midnight after the last, in the
 * viewer's zone, each with that zone's offset on its own day (a week over a daylight-saving change starts and
 * ends on different offsets).
 */
export const rangeOf = (view: CalendarView, day: string, timeZone: string) => {
  const { first, last } = visibleDays(view, day);
  return { from: zonedIso(first, '00:00', timeZone) ?? '', to: zonedIso(addDays(last, 1), '00:00', timeZone) ?? '' };
};

/** Where the previous and next buttons go: a month, or a week, away. */
export const stepDay = (view: CalendarView, day: string, direction: 1 | -1) =>
  view === 'week' ? addDays(day, 7 * direction) : addMonths(day, direction);

/** What the toolbar calls the span shown: 'December 2026', or '30 Nov – 6 Dec 2026'. */
export const spanTitle = (view: CalendarView, day: string) => {
  if (view !== 'week') return parse(day).format('MMMM YYYY');
  const days = weekDays(day);
  const first = parse(days[0] ?? day);
  const last = parse(days[6] ?? day);
  const firstText = first.year() === last.year() ? first.format('D MMM') : first.format('D MMM YYYY');
  return `${firstText} – ${last.format('D MMM YYYY')}`;
};

export const shortWeekday = (day: string) => parse(day).format('ddd');
export const dayOfMonth = (day: string) => parse(day).date();

type Timed = { startsAt: string; endsAt: string };

/**
 * Entries by the viewer's local day, each day's sorted by start. An entry that runs past midnight shows on
 * every day it touches (an end at exactly midnight does not touch the next day). Days in `within` only, when
 * given.
 */
export const groupByDay = <T extends Timed>(
  entries: readonly T[],
  timeZone: string,
  within?: { first: string; last: string },
) => {
  const days = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
  for (const entry of sorted) {
    const first = dayInZone(entry.startsAt, timeZone);
    const endInstant = new Date(Math.max(new Date(entry.endsAt).getTime() - 1, new Date(entry.startsAt).getTime()));
    const last = dayInZone(endInstant, timeZone);
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (within && (day < within.first || day > within.last)) continue;
      days.set(day, [...(days.get(day) ?? []), entry]);
    }
  }
  return new Map([...days.entries()].sort(([a], [b]) => a.localeCompare(b)));
};
