import { lastClosedPeriod, type MetricImportPreview, type MetricType, metricCsvColumns } from '@ventura/shared';

/* The metrics CSV a startup fills in: its template, and what a preview says in words. */

export const csvTemplateName = 'growth-metrics-template.csv';

/** The header row, and a row per metric asked for with its last closed period, value and note left empty. */
export const csvTemplate = (types: readonly MetricType[], today: Date) =>
  [
    metricCsvColumns.join(','),
    ...types.filter((type) => !type.retired).map((type) => `${type.key},${lastClosedPeriod(type.period, today)},,`),
  ].join('\r\n');

/** The template as a link's address, built here: nothing to fetch. */
export const csvTemplateHref = (types: readonly MetricType[], today: Date) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`${csvTemplate(types, today)}\r\n`)}`;

export type ImportChange = MetricImportPreview['rows'][number]['change'];

export const changeLabels: Record<ImportChange, string> = {
  add: 'Add',
  change: 'Change',
  same: 'Same',
  remove: 'Remove',
};

/** How many lines of a preview add, change, keep or remove a value: '3 to add, 1 to change, 2 unchanged'. */
export const previewSummary = (rows: MetricImportPreview['rows']) => {
  const count = (change: ImportChange) => rows.filter((row) => row.change === change).length;
  const parts = [
    [count('add'), 'to add'],
    [count('change'), 'to change'],
    [count('remove'), 'to remove'],
    [count('same'), 'unchanged'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, words]) => `${n} ${words}`);
  return said.length ? said.join(', ') : 'No values in the file';
};
