import { type MetricEntry, type MetricUnit, metricLimits, periodIsKind, periodOf, periodStart } from '@ventura/shared';
import type { MetricTypeRow } from './repo.ts';

// The rules a reported value keeps, by its type: the unit's range, the period's kind, and the startup's
// life (no future period, none before the year it was founded).

const unitRule: Record<MetricUnit, { check: (value: number) => boolean; words: string }> = {
  count: { check: (v) => Number.isInteger(v) && v >= 0, words: 'a count: a whole number, 0 or more' },
  percent: { check: (v) => v >= 0 && v <= 100, words: 'a percentage from 0 to 100' },
  months: {
    check: (v) => v >= 0 && v <= metricLimits.maxMonths,
    words: `a number of months from 0 to ${metricLimits.maxMonths}`,
  },
  currency: {
    check: (v) => v >= 0 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    words: 'an amount, 0 or more, with at most two decimals',
  },
};

const periodWords = (kind: MetricTypeRow['period']) =>
  kind === 'quarterly' ? "per quarter: write the period like '2026-Q1'" : "per month: write the period like '2026-03'";

export type CheckedEntry = {
  type: MetricTypeRow;
  period: string;
  start: string;
  value: number | null;
  note: string | null;
};

/**
 * Checks entries against the tenant's types and the startup's life; answers the entries ready to write,
 * or the errors, each naming its field ('metrics.2.value: Customers is a count: ...').
 */
export const checkEntries = (
  entries: readonly (Omit<MetricEntry, 'note'> & { note?: string | null | undefined })[],
  types: readonly MetricTypeRow[],
  startup: { foundedYear: number | null },
  today: Date,
  where = (index: number) => `metrics.${index}`,
): { checked: CheckedEntry[]; errors: string[] } => {
  const byKey = new Map(types.map((type) => [type.key, type]));
  const errors: string[] = [];
  const checked: CheckedEntry[] = [];
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const at = where(index);
    const type = byKey.get(entry.metric);
    const start = periodStart(entry.period);
    const problem = ((): string | null => {
      if (!type) return `${at}.metric: There is no metric '${entry.metric}'`;
      if (type.retiredAt) return `${at}.metric: ${type.name} is no longer reported`;
      if (!periodIsKind(entry.period, type.period))
        return `${at}.period: ${type.name} is reported ${periodWords(type.period)}`;
      if (start > periodStart(periodOf(type.period, today))) return `${at}.period: ${entry.period} has not started yet`;
      if (startup.foundedYear !== null && start < `${startup.foundedYear}-01-01`) {
        return `${at}.period: ${entry.period} is before the startup was founded (${startup.foundedYear})`;
      }
      if (seen.has(`${type.key}@${start}`)) return `${at}: ${type.name} for ${entry.period} is given twice`;
      const value = entry.value;
      if (value !== null && (Math.abs(value) > metricLimits.maxValue || !unitRule[type.unit].check(value))) {
        return `${at}.value: ${type.name} is ${unitRule[type.unit].words}`;
      }
      return null;
    })();
    if (problem !== null || !type) {
      if (problem) errors.push(problem);
      return;
    }
    seen.add(`${type.key}@${start}`);
    checked.push({ type, period: entry.period, start, value: entry.value, note: entry.note?.trim() || null });
  });
  return { checked, errors };
};
