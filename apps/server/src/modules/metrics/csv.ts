import { type MetricEntry, MetricKey, metricCsvColumns, metricLimits, Period } from '@ventura/shared';
import { readCsv } from '../../platform/http/csv-read.ts';

type Row = Omit<MetricEntry, 'note'> & { note: string | null; line: number };

/**
 * The rows of a metrics CSV (metric, period, value, note; an empty value removes the period's value),
 * each read on its own: a row that cannot be read is named by its line, and nothing is written while
 * any is.
 */
export const parseMetricsCsv = (text: string): { rows: Row[]; errors: string[] } => {
  const records = readCsv(text, {
    columns: metricCsvColumns,
    required: ['metric', 'period', 'value'],
    maxRows: metricLimits.csvRows,
  });
  const rows: Row[] = [];
  const errors: string[] = [];
  for (const { line, cells } of records) {
    const metric = MetricKey.safeParse(cells.metric ?? '');
    const period = Period.safeParse(cells.period ?? '');
    const raw = (cells.value ?? '').replace(/[\s,]/g, '');
    const value = raw === '' ? null : Number(raw);
    const note = cells.note ?? null;
    const problems = [
      metric.success ? null : `metric: ${metric.error.issues[0]?.message}`,
      period.success ? null : `period: ${period.error.issues[0]?.message}`,
      value === null || Number.isFinite(value) ? null : `value: '${cells.value}' is not a number`,
      note !== null && note.length > metricLimits.noteLength
        ? `note: at most ${metricLimits.noteLength} characters`
        : null,
    ].filter((problem): problem is string => problem !== null);
    if (problems.length > 0) errors.push(...problems.map((problem) => `Line ${line}, ${problem}`));
    else rows.push({ line, metric: metric.data ?? '', period: period.data ?? '', value, note });
  }
  return { rows, errors };
};
