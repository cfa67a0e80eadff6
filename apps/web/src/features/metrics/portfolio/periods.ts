import { lastClosedPeriod, metricLimits, periodOf, periodsBetween, shiftPeriod } from '@ventura/shared';

/** How far back the month pickers reach, in years before this one. */
const yearsBack = 10;

export type PeriodRange = { from: string; to: string };

/** The default range: the last twelve closed months. */
export const lastTwelveMonths = (today: Date): PeriodRange => {
  const to = lastClosedPeriod('monthly', today);
  return { from: shiftPeriod(to, -11), to };
};

/** The months a picker offers, newest first: this month (startups may fill it already) back to January ten years ago. */
export const monthChoices = (today: Date) =>
  periodsBetween(`${today.getUTCFullYear() - yearsBack}-01`, periodOf('monthly', today)).reverse();

/**
 * A range with one end moved, kept the right way round and within the periods the portfolio reads at once
 * (metricLimits.periods): the other end follows when it has to.
 */
export const withEnd = (range: PeriodRange, end: keyof PeriodRange, month: string): PeriodRange => {
  const most = metricLimits.periods;
  if (end === 'from') {
    const span = periodsBetween(month, range.to).length;
    if (span === 0) return { from: month, to: month };
    return { from: month, to: span > most ? shiftPeriod(month, most - 1) : range.to };
  }
  const span = periodsBetween(range.from, month).length;
  if (span === 0) return { from: month, to: month };
  return { from: span > most ? shiftPeriod(month, -(most - 1)) : range.from, to: month };
};
