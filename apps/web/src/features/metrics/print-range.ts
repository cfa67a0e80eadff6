import {
  metricLimits,
  Period,
  periodIsKind,
  periodOf,
  periodStart,
  periodsBetween,
  shiftPeriod,
} from '@ventura/shared';

/* The period range of the printable report: months from and to, and the quarters they cover. */

export type PrintRange = { months: string[]; quarters: string[] };

/** Months in the report when the address names none: the last twelve, the current one included. */
export const defaultMonths = 12;

const monthOfStart = (period: string) => periodOf('monthly', periodStart(period));
/** The last month of a period: itself for a month, the quarter's third for a quarter. */
const lastMonthOf = (period: string) =>
  periodIsKind(period, 'quarterly') ? shiftPeriod(monthOfStart(shiftPeriod(period, 1)), -1) : period;

const parsed = (text: string | null) => {
  const result = Period.safeParse(text ?? undefined);
  return result.success ? result.data : null;
};

/**
 * The months and quarters from `from` to `to` (each a month or a quarter, as the address gives them),
 * both included; the last twelve months up to `today` without them. Backwards bounds are turned round,
 * and a range is at most as long as a chart reads (the latest of it kept).
 */
export const printRange = (from: string | null, to: string | null, today: Date): PrintRange => {
  const end = lastMonthOf(parsed(to) ?? periodOf('monthly', today));
  const start = monthOfStart(parsed(from) ?? shiftPeriod(end, -(defaultMonths - 1)));
  const [first, last] = periodStart(start) <= periodStart(end) ? [start, end] : [end, start];
  const earliest = shiftPeriod(last, -(metricLimits.periods - 1));
  const months = periodsBetween(periodStart(first) < periodStart(earliest) ? earliest : first, last);
  const firstMonth = months[0] ?? last;
  return {
    months,
    quarters: periodsBetween(periodOf('quarterly', periodStart(firstMonth)), periodOf('quarterly', periodStart(last))),
  };
};
