import { z } from 'zod';
import { pageOf, pageQuery, pageSizes } from './paging.ts';

/*
 * Growth metrics (issue 37; product.md 2 /growth-metrics, flag growth_metrics, approved profiles only;
 * calls.md 7.11, api/v2/metrics). A tenant keeps a list of metric types (revenue, customers, jobs
 * created...), each with a unit and a period. An approved startup reports a value per type and period,
 * as a draft or submitted, and chooses reviewers (connected investors and mentors, its partner, reviewers
 * of programs it applied to, or anyone invited by email) who see what it submitted, comment and ask for
 * an update. Operators, and partners for their startups, see totals and medians across the portfolio.
 * Answers are an object of lists, one list per metric; a metric with an empty list is pending.
 */

export const metricUnits = ['currency', 'count', 'percent', 'months'] as const;
export const MetricUnit = z.enum(metricUnits, 'Choose currency, count, percent or months');
export type MetricUnit = z.infer<typeof MetricUnit>;
export const metricUnitLabels: Record<MetricUnit, string> = {
  currency: 'Amount',
  count: 'Count',
  percent: 'Percent',
  months: 'Months',
};

export const metricPeriods = ['monthly', 'quarterly'] as const;
export const MetricPeriodKind = z.enum(metricPeriods, 'Choose monthly or quarterly');
export type MetricPeriodKind = z.infer<typeof MetricPeriodKind>;

export const metricErrors = {
  save: 'Error while saving metrics',
  invite: 'Error while inviting reviewer',
} as const;

export const metricLimits = {
  types: 40,
  nameLength: 80,
  noteLength: 500,
  messageLength: 1000,
  commentLength: 2000,
  valuesPerSave: 500,
  reviewers: 30,
  csvBytes: 200_000,
  csvRows: 2000,
  /** The largest value any unit takes: beyond it is a typing slip, not a startup's figure. */
  maxValue: 1e13,
  maxMonths: 240,
  /** Periods a chart or the portfolio reads at most. */
  periods: 36,
  compare: 6,
} as const;

/** A metric type's key: lower-case letters, digits and underscores, from a letter (revenue, jobs_created). */
export const MetricKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'A metric key is 2 to 40 lower-case letters, digits or underscores, from a letter');

/**
 * A period as people write it: '2026-03' (a month) or '2026-Q1' (a quarter). Which one a metric takes is
 * its type's period.
 */
export const Period = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, "A period is a month like '2026-03' or a quarter like '2026-Q1'");
export type Period = z.infer<typeof Period>;

const monthOf = (period: string) => {
  const [year, part] = period.split('-') as [string, string];
  const month = part.startsWith('Q') ? (Number(part.slice(1)) - 1) * 3 + 1 : Number(part);
  return { year: Number(year), month };
};

/** The first day of a period, as 'YYYY-MM-DD'. */
export const periodStart = (period: string) => {
  const { year, month } = monthOf(period);
  return `${year}-${String(month).padStart(2, '0')}-01`;
};

/** The period of a kind that contains a day ('YYYY-MM-DD' or a Date, read in UTC). */
export const periodOf = (kind: MetricPeriodKind, day: string | Date) => {
  const iso = typeof day === 'string' ? day : day.toISOString();
  const year = iso.slice(0, 4);
  const month = Number(iso.slice(5, 7));
  return kind === 'monthly' ? `${year}-${String(month).padStart(2, '0')}` : `${year}-Q${Math.ceil(month / 3)}`;
};

/** Whether a period is of a kind ('2026-03' is monthly, '2026-Q1' quarterly). */
export const periodIsKind = (period: string, kind: MetricPeriodKind) => period.includes('Q') === (kind === 'quarterly');

/** The period before (steps < 0) or after (steps > 0) a period, of the same kind. */
export const shiftPeriod = (period: string, steps: number) => {
  const quarterly = period.includes('Q');
  const { year, month } = monthOf(period);
  const index = year * 12 + (month - 1) + steps * (quarterly ? 3 : 1);
  const next = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return periodOf(quarterly ? 'quarterly' : 'monthly', next);
};

/** The last period of a kind that has ended by a day: what a startup is asked to report now. */
export const lastClosedPeriod = (kind: MetricPeriodKind, today: string | Date) =>
  shiftPeriod(periodOf(kind, today), -1);

/** The periods from one to another, both included, oldest first. */
export const periodsBetween = (from: string, to: string) => {
  const periods: string[] = [];
  for (let p = from; periods.length <= 1200 && periodStart(p) <= periodStart(to); p = shiftPeriod(p, 1))
    periods.push(p);
  return periods;
};

/** A period in words: 'Mar 2026', 'Q1 2026'. */
export const periodLabel = (period: string) => {
  const { year, month } = monthOf(period);
  if (period.includes('Q')) return `${period.slice(5)} ${year}`;
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[month - 1]} ${year}`;
};

// ---- Types (console) ----

export const MetricType = z.object({
  key: z.string(),
  name: z.string(),
  unit: MetricUnit,
  period: MetricPeriodKind,
  required: z.boolean(),
  position: z.number().int(),
  /** Retired types keep their values but are no longer asked for. */
  retired: z.boolean(),
});
export type MetricType = z.infer<typeof MetricType>;

const MetricName = z
  .string()
  .trim()
  .min(2, 'Name: at least 2 characters')
  .max(metricLimits.nameLength, `Name can be at most ${metricLimits.nameLength} characters`);

/** POST admin/metric-types: a new type, asked for from the next save on. */
export const NewMetricType = z.strictObject({
  key: MetricKey,
  name: MetricName,
  unit: MetricUnit,
  period: MetricPeriodKind.default('monthly'),
  required: z.boolean().default(false),
});
export type NewMetricType = z.input<typeof NewMetricType>;

/** PATCH admin/metric-types/{key}: rename, require, retire or bring back. Unit and period stay, as values depend on them. */
export const MetricTypePatch = z
  .strictObject({ name: MetricName, required: z.boolean(), retired: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Say what to change');
export type MetricTypePatch = z.input<typeof MetricTypePatch>;

/** PUT admin/metric-types/order: every type's key, in the order startups see them. */
export const MetricTypeOrder = z.strictObject({
  keys: z.array(MetricKey).min(1, 'List the types in order').max(metricLimits.types),
});

export const MetricKeyParams = z.object({ key: MetricKey });

// ---- Values ----

export const metricValueStatuses = ['draft', 'submitted'] as const;
export const MetricValueStatus = z.enum(metricValueStatuses);
export type MetricValueStatus = z.infer<typeof MetricValueStatus>;

/** One value as an answer's list holds it. */
export const MetricValue = z.object({
  period: z.string(),
  value: z.number(),
  note: z.string().nullable(),
  status: MetricValueStatus,
  updatedAt: z.string(),
});
export type MetricValue = z.infer<typeof MetricValue>;

/** One value to save. The unit's rules (whole counts, percent up to 100...) are checked against the type. */
export const MetricEntry = z.strictObject({
  metric: MetricKey,
  period: Period,
  /** null removes the value (the period becomes pending again). */
  value: z.number('Enter a number').finite('Enter a number').nullable(),
  note: z
    .string()
    .trim()
    .max(metricLimits.noteLength, `A note can be at most ${metricLimits.noteLength} characters`)
    .nullable()
    .optional(),
});
export type MetricEntry = z.input<typeof MetricEntry>;

/**
 * POST save (new values) and PATCH save (values already saved): the metrics list, as drafts or submitted
 * for the reviewers; `reviewersUUIDs`, when given, replaces who may see them (as PUT reviewers does).
 */
export const SaveMetrics = z.strictObject({
  metrics: z
    .array(MetricEntry)
    .min(1, 'Enter at least one value')
    .max(metricLimits.valuesPerSave, `At most ${metricLimits.valuesPerSave} values at once`),
  submit: z.boolean().default(false),
  reviewersUUIDs: z.array(z.uuid('This is not a profile id')).max(metricLimits.reviewers).optional(),
});
export type SaveMetrics = z.input<typeof SaveMetrics>;

export const MetricPerson = z.object({
  uuid: z.string(),
  name: z.string(),
  accountType: z.string(),
  accountTypeLabel: z.string(),
  organizationName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type MetricPerson = z.infer<typeof MetricPerson>;

export const MetricComment = z.object({
  uuid: z.string(),
  author: MetricPerson,
  metric: z.string().nullable(),
  period: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type MetricComment = z.infer<typeof MetricComment>;

export const MetricUpdateRequest = z.object({
  uuid: z.string(),
  reviewer: MetricPerson,
  message: z.string(),
  metrics: z.array(z.string()),
  createdAt: z.string(),
  /** When the startup submitted values after it was asked: the request is answered. */
  answeredAt: z.string().nullable(),
});
export type MetricUpdateRequest = z.infer<typeof MetricUpdateRequest>;

/** GET all: a startup's metrics, an object of lists keyed by metric (newest period first). */
export const StartupMetrics = z.object({
  startup: MetricPerson,
  types: z.array(MetricType),
  metrics: z.record(z.string(), z.array(MetricValue)),
  /** Metrics with no value for their last closed period, required ones first. */
  pending: z.array(z.object({ metric: z.string(), period: z.string(), required: z.boolean() })),
  comments: z.array(MetricComment),
  requests: z.array(MetricUpdateRequest),
  reviewers: z.array(MetricPerson),
  /** Invitations sent by email and not yet accepted. */
  invited: z.array(z.object({ email: z.string(), expiresAt: z.string() })),
  /** What the caller may do: the startup edits and chooses reviewers; a reviewer comments and asks. */
  can: z.object({ edit: z.boolean(), chooseReviewers: z.boolean(), comment: z.boolean(), requestUpdate: z.boolean() }),
});
export type StartupMetrics = z.infer<typeof StartupMetrics>;

export const StartupMetricsQuery = z.strictObject({
  /** Whose metrics: the caller's own startup when absent. */
  startup: z.uuid('This is not a startup id').optional(),
});

// ---- Reviewers ----

/** PUT reviewers: exactly who may see the startup's submitted metrics. */
export const SetMetricReviewers = z.strictObject({
  reviewersUUIDs: z.array(z.uuid('This is not a profile id')).max(metricLimits.reviewers),
});
export type SetMetricReviewers = z.input<typeof SetMetricReviewers>;

/** POST reviewers/invite: someone without a profile the startup could choose, by email. */
export const InviteMetricReviewer = z.strictObject({
  email: z.email('Enter a valid email address').trim().toLowerCase().max(254),
  name: z.string().trim().min(2, 'Name: at least 2 characters').max(120),
  message: z.string().trim().max(metricLimits.messageLength).optional(),
});
export type InviteMetricReviewer = z.input<typeof InviteMetricReviewer>;

/** POST reviewers/accept: the invitee, signed in, takes the invitation of the emailed link. */
export const AcceptMetricInvite = z.strictObject({ token: z.string().min(20).max(100) });

export const MetricCandidateQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.panel),
});

/** GET reviewers/candidates: who the startup may choose, and whether each is chosen. */
export const MetricReviewerCandidate = MetricPerson.extend({
  /** Why they may be chosen: 'Connected investor', 'Your partner', 'Reviewer of Seed Sprint'. */
  reason: z.string(),
  chosen: z.boolean(),
});
export type MetricReviewerCandidate = z.infer<typeof MetricReviewerCandidate>;

/** GET reviewer/startups: the startups whose metrics the caller reviews. */
export const ReviewedStartup = z.object({
  startup: MetricPerson,
  /** The newest period with a submitted value, and how many metrics are pending. */
  lastReported: z.string().nullable(),
  pending: z.number().int(),
  openRequests: z.number().int(),
});
export type ReviewedStartup = z.infer<typeof ReviewedStartup>;

export const ReviewedStartupQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.list),
});

/** PATCH request-update: a reviewer asks a startup to report, saying what. */
export const RequestMetricUpdate = z.strictObject({
  startupUUID: z.uuid('This is not a startup id'),
  message: z
    .string()
    .trim()
    .min(3, 'Say what you would like updated')
    .max(metricLimits.messageLength, `A message can be at most ${metricLimits.messageLength} characters`),
  metrics: z.array(MetricKey).max(metricLimits.types).default([]),
});
export type RequestMetricUpdate = z.input<typeof RequestMetricUpdate>;

/** POST comments: a reviewer's (or the startup's) comment, on the whole or one metric and period. */
export const NewMetricComment = z.strictObject({
  startupUUID: z.uuid('This is not a startup id'),
  body: z
    .string()
    .trim()
    .min(1, 'Write a comment')
    .max(metricLimits.commentLength, `A comment can be at most ${metricLimits.commentLength} characters`),
  metric: MetricKey.optional(),
  period: Period.optional(),
});
export type NewMetricComment = z.input<typeof NewMetricComment>;

// ---- Charts and portfolio ----

const uuidList = (most: number) =>
  z
    .string()
    .trim()
    .max(most * 37, `At most ${most} startups`)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('This is not a startup id')).min(1, 'Choose a startup').max(most, `At most ${most} startups`));

/** GET charts: one metric over time, for one startup or several side by side. */
export const MetricChartQuery = z.strictObject({
  metric: MetricKey,
  startups: uuidList(metricLimits.compare).optional(),
  from: Period.optional(),
  to: Period.optional(),
});
export type MetricChartQuery = z.input<typeof MetricChartQuery>;

export const MetricChart = z.object({
  metric: MetricType,
  periods: z.array(z.string()),
  series: z.array(
    z.object({
      startup: MetricPerson,
      /** One point per period (null where nothing was submitted), and the growth from the one before, in percent. */
      points: z.array(z.object({ period: z.string(), value: z.number().nullable(), growth: z.number().nullable() })),
    }),
  ),
});
export type MetricChart = z.infer<typeof MetricChart>;

/** GET portfolio: operators (every approved startup) and partners (theirs). */
export const PortfolioMetricsQuery = z.strictObject({
  metrics: z
    .string()
    .trim()
    .max(8 * 41, 'At most 8 metrics')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(MetricKey).min(1).max(8, 'At most 8 metrics'))
    .optional(),
  from: Period.optional(),
  to: Period.optional(),
});
export type PortfolioMetricsQuery = z.input<typeof PortfolioMetricsQuery>;

export const PortfolioMetrics = z.object({
  startups: z.number().int(),
  periods: z.array(z.string()),
  metrics: z.array(
    z.object({
      metric: MetricType,
      rows: z.array(
        z.object({
          period: z.string(),
          reported: z.number().int(),
          total: z.number(),
          median: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type PortfolioMetrics = z.infer<typeof PortfolioMetrics>;

/** GET portfolio/missing: startups that have not submitted a metric's last closed period, paged. */
export const MissingReportsQuery = z.strictObject({
  metric: MetricKey.optional(),
  ...pageQuery(pageSizes.table),
});
export const MissingReport = z.object({ startup: MetricPerson, lastReported: z.string().nullable() });
export type MissingReport = z.infer<typeof MissingReport>;
/** A page of them, with the metric and the period asked about. */
export const MissingReportsPage = pageOf(MissingReport).extend({ metric: MetricType, period: z.string() });
export type MissingReportsPage = z.infer<typeof MissingReportsPage>;

// ---- CSV import ----

/** The columns of a metrics CSV: one row per metric and period. */
export const metricCsvColumns = ['metric', 'period', 'value', 'note'] as const;

/** POST import: a CSV of past periods; `apply: false` answers what would change without writing. */
export const ImportMetrics = z.strictObject({
  csv: z
    .string()
    .min(1, 'Choose a CSV file')
    .max(metricLimits.csvBytes, `A CSV can be at most ${metricLimits.csvBytes / 1000} KB`),
  apply: z.boolean().default(false),
});
export type ImportMetrics = z.input<typeof ImportMetrics>;

export const MetricImportPreview = z.object({
  rows: z.array(
    z.object({
      line: z.number().int(),
      metric: z.string(),
      period: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
      change: z.enum(['add', 'change', 'same', 'remove']),
    }),
  ),
  applied: z.boolean(),
});
export type MetricImportPreview = z.infer<typeof MetricImportPreview>;
