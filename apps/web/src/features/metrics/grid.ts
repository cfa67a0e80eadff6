import {
  type MetricEntry,
  type MetricPeriodKind,
  type MetricType,
  metricPeriods,
  periodOf,
  type StartupMetrics,
  shiftPeriod,
} from '@ventura/shared';

/* The reporting grid's model: which rows and columns it shows, and what a save sends. */

/** Columns the grid shows at first, how many more 'Show earlier periods' adds, and the most it shows. */
export const gridColumns = { first: 6, step: 6, most: 36 } as const;

export type SavedValue = StartupMetrics['metrics'][string][number];
/** What someone typed in a cell: the number as typed ('' when emptied) and the note. */
export type CellEdit = { value: string; note: string };

export const cellKey = (metric: string, period: string) => `${metric}|${period}`;

/**
 * The types a startup sees, in order: every type still asked for, and a retired one only while it has
 * values to show.
 */
export const visibleTypes = (data: Pick<StartupMetrics, 'types' | 'metrics'>) =>
  data.types
    .filter((type) => !type.retired || (data.metrics[type.key]?.length ?? 0) > 0)
    .sort((a, b) => a.position - b.position);

/** The `count` periods of a kind up to the one `today` is in, oldest first. */
export const periodColumns = (kind: MetricPeriodKind, today: Date, count: number) => {
  const current = periodOf(kind, today);
  return Array.from({ length: count }, (_, index) => shiftPeriod(current, index - count + 1));
};

/** The types split by the period they take (monthly ones, then quarterly ones), leaving out kinds with none. */
export const typesByKind = (types: readonly MetricType[]) =>
  metricPeriods.flatMap((kind) => {
    const ofKind = types.filter((type) => type.period === kind);
    return ofKind.length ? [{ kind, types: ofKind }] : [];
  });

/** Every saved value by cell. */
export const savedCells = (metrics: StartupMetrics['metrics']) => {
  const cells = new Map<string, SavedValue & { metric: string }>();
  for (const [metric, values] of Object.entries(metrics)) {
    for (const value of values) cells.set(cellKey(metric, value.period), { ...value, metric });
  }
  return cells;
};

const numberOf = (text: string) => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
};
const noteOf = (text: string) => text.trim() || null;

/** Whether a cell as edited differs from what is saved (a cell typed back to its saved value has not). */
export const isChanged = (edit: CellEdit, saved: SavedValue | undefined) => {
  const value = numberOf(edit.value);
  if (!saved) return value !== null;
  return value !== saved.value || noteOf(edit.note) !== (saved.note ?? null);
};

/**
 * The values a save sends: only the cells that changed (an emptied one as `value: null`, which removes
 * it). Submitting also sends the drafts left as they are, since submitting is what makes them visible.
 */
export const entriesToSave = (
  edits: Readonly<Record<string, CellEdit & { metric: string; period: string }>>,
  saved: ReadonlyMap<string, SavedValue & { metric: string }>,
  submit: boolean,
): MetricEntry[] => {
  const entries: MetricEntry[] = [];
  for (const [key, edit] of Object.entries(edits)) {
    if (!isChanged(edit, saved.get(key))) continue;
    const value = numberOf(edit.value);
    entries.push(
      value === null
        ? { metric: edit.metric, period: edit.period, value: null }
        : { metric: edit.metric, period: edit.period, value, note: noteOf(edit.note) },
    );
  }
  if (submit) {
    const sent = new Set(entries.map((entry) => cellKey(entry.metric, entry.period)));
    for (const [key, value] of saved) {
      if (value.status === 'draft' && !sent.has(key)) {
        entries.push({ metric: value.metric, period: value.period, value: value.value, note: value.note });
      }
    }
  }
  return entries;
};

/** What a refused save says, line by line, and the cells it names (to mark them). */
export type SaveProblems = { texts: string[]; cells: ReadonlySet<string> };

const entryPath = /^(?:body\.)?metrics\.(\d+)(?:\.\w+)?: (.+)$/;

/**
 * The server's `{ message, errors }` for a refused save, in words: a problem of the nth value sent
 * ('body.metrics.2.value: Counts are whole numbers') names that value's metric and period, and marks its
 * cell; any other text reads as it is.
 */
export const saveProblemsOf = (
  failure: { message: string; errors: readonly string[] },
  sent: readonly MetricEntry[],
  nameOf: (metric: string) => string,
  periodName: (period: string) => string,
): SaveProblems => {
  const cells = new Set<string>();
  const lines = failure.errors.length ? failure.errors : [failure.message];
  const texts = lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = entryPath.exec(line);
      const entry = match ? sent[Number(match[1])] : undefined;
      if (!match || !entry) return line.replace(/^body\.[\w.]+: /, '');
      cells.add(cellKey(entry.metric, entry.period));
      return `${nameOf(entry.metric)}, ${periodName(entry.period)}: ${match[2]}`;
    });
  return { texts, cells };
};
