import {
  type ImportMetrics,
  lastClosedPeriod,
  type MetricImportPreview,
  type MetricTypeOrder,
  type MetricTypePatch,
  type MetricValue,
  metricErrors,
  metricLimits,
  type NewMetricType,
  periodStart,
  type SaveMetrics,
  type StartupMetrics,
} from '@ventura/shared';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Member } from '../../platform/request-context.ts';
import { ownStartup, type Standing, type Startup, standingTo } from './access.ts';
import { parseMetricsCsv } from './csv.ts';
import * as people from './people-repo.ts';
import { metricsPolicy } from './policy.ts';
import { periodName, presentComment, presentPerson, presentRequest, presentType, presentValue } from './present.ts';
import * as repo from './repo.ts';
import { chooseReviewers } from './reviewers.ts';
import { type CheckedEntry, checkEntries } from './values.ts';

// ---- Types ----

/** GET types/all: the tenant's types in order; retired ones only when asked. */
export const types = async (m: Member, withRetired: boolean) => {
  const rows = await repo.listTypes(m.db, m.tenant.id);
  return rows.filter((row) => withRetired || row.retiredAt === null).map(presentType);
};

const assertManager = (m: Member) => {
  if (!metricsPolicy.manageTypes(m.auth)) throw forbidden('Metric types are managed by the tenant’s operators');
};

export const addType = async (m: Member, body: z.output<typeof NewMetricType>) => {
  assertManager(m);
  const existing = await repo.listTypes(m.db, m.tenant.id);
  if (existing.length >= metricLimits.types) {
    throw badRequest(`A tenant keeps at most ${metricLimits.types} metric types, retired ones included`);
  }
  const created = await repo.insertType(m.db, {
    tenantId: m.tenant.id,
    ...body,
    position: Math.max(-1, ...existing.map((row) => row.position)) + 1,
  });
  if (!created) throw conflict(`There is already a metric with the key '${body.key}'`);
  return presentType(created);
};

export const changeType = async (m: Member, key: string, patch: z.output<typeof MetricTypePatch>) => {
  assertManager(m);
  await repo.listTypes(m.db, m.tenant.id);
  const row = await repo.updateType(m.db, m.tenant.id, key, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.required !== undefined ? { required: patch.required } : {}),
    ...(patch.retired !== undefined ? { retiredAt: patch.retired ? new Date() : null } : {}),
  });
  if (!row) throw notFound('Metric type not found');
  return presentType(row);
};

export const orderTypes = async (m: Member, body: z.output<typeof MetricTypeOrder>) => {
  assertManager(m);
  const current = await repo.listTypes(m.db, m.tenant.id);
  const keys = new Set(body.keys);
  if (keys.size !== body.keys.length || keys.size !== current.length || current.some((row) => !keys.has(row.key))) {
    throw badRequest('List every metric type once, in the new order', ['body.keys: List every metric type once']);
  }
  await m.db.transaction(async (tx) => {
    for (const [position, key] of body.keys.entries()) await repo.updateType(tx, m.tenant.id, key, { position });
  });
  return types(m, true);
};

// ---- A startup's metrics ----

/** Metrics with no submitted value for their last closed period (not before the startup was founded). */
const pendingOf = (typeRows: repo.MetricTypeRow[], values: Map<number, MetricValue[]>, startup: Startup, today: Date) =>
  typeRows
    .filter((type) => type.retiredAt === null)
    .map((type) => ({ type, period: lastClosedPeriod(type.period, today) }))
    .filter(({ period }) => startup.foundedYear === null || periodStart(period) >= `${startup.foundedYear}-01-01`)
    .filter(({ type, period }) => !values.get(type.id)?.some((v) => v.period === period && v.status === 'submitted'))
    .sort((a, b) => Number(b.type.required) - Number(a.type.required) || a.type.position - b.type.position)
    .map(({ type, period }) => ({ metric: type.key, period, required: type.required }));

/** The answer of GET all (and of a save): everything about one startup's metrics the caller may see. */
export const metricsOf = async (m: Member, standing: Standing, today = new Date()): Promise<StartupMetrics> => {
  const { db, tenant } = m;
  const { startup, own } = standing;
  const id = startup.profile.id;
  const [typeRows, valueRows, comments, requests, reviewerIds, invited] = await Promise.all([
    repo.listTypes(db, tenant.id),
    repo.listValues(db, tenant.id, id, own),
    people.listComments(db, tenant.id, id),
    people.listRequests(db, tenant.id, id),
    people.reviewerIds(db, tenant.id, id),
    own ? people.openInvites(db, tenant.id, id) : Promise.resolve([]),
  ]);
  const byType = new Map<number, MetricValue[]>();
  const typeById = new Map(typeRows.map((type) => [type.id, type]));
  for (const row of valueRows) {
    const type = typeById.get(row.metricTypeId);
    if (!type) continue;
    byType.set(type.id, [...(byType.get(type.id) ?? []), presentValue(row, type)]);
  }
  const shown = typeRows.filter((type) => type.retiredAt === null || byType.has(type.id));
  const named = await people.peopleByIds(db, tenant.id, [
    ...comments.map((c) => c.authorProfileId),
    ...requests.map((r) => r.reviewerProfileId),
    ...reviewerIds,
  ]);
  const person = (profileId: number) => {
    const found = named.get(profileId);
    return found ? presentPerson(found.profile, found.userName) : null;
  };
  const reviewer = standing.reviewer;
  return {
    startup: presentPerson(startup.profile, startup.userName),
    types: shown.map(presentType),
    metrics: Object.fromEntries(shown.map((type) => [type.key, byType.get(type.id) ?? []])),
    pending: pendingOf(typeRows, byType, startup, today),
    comments: comments.flatMap((c) => {
      const author = person(c.authorProfileId);
      return author ? [presentComment(c, author)] : [];
    }),
    requests: requests.flatMap((r) => {
      const by = person(r.reviewerProfileId);
      return by ? [presentRequest(r, by)] : [];
    }),
    reviewers: reviewerIds.flatMap((rid) => person(rid) ?? []),
    invited: invited.map((row) => ({ email: row.email, expiresAt: row.expiresAt.toISOString() })),
    can: { edit: own, chooseReviewers: own, comment: own || reviewer, requestUpdate: reviewer },
  };
};

export const startupMetrics = async (m: Member, uuid: string | undefined) => metricsOf(m, await standingTo(m, uuid));

/** Refuses a save whose entries break the rules, naming every one; nothing is written. */
const refuse = (errors: string[]) => {
  throw badRequest(errors[0] ?? metricErrors.save, errors);
};

/** Writes checked entries: a value saved, or removed when null; answers whether any was submitted. */
const write = async (m: Member, startup: Startup, checked: CheckedEntry[], submit: boolean) => {
  const id = startup.profile.id;
  const removals = checked.filter((entry) => entry.value === null).map((e) => ({ typeId: e.type.id, start: e.start }));
  await repo.deleteValues(m.db, m.tenant.id, id, removals);
  await repo.upsertValues(
    m.db,
    m.tenant.id,
    id,
    m.auth.profile.id,
    checked.flatMap((entry) =>
      entry.value === null
        ? []
        : [
            {
              typeId: entry.type.id,
              start: entry.start,
              value: entry.value,
              note: entry.note,
              status: submit ? ('submitted' as const) : ('draft' as const),
            },
          ],
    ),
  );
};

/**
 * POST save (any values) and PATCH save (only values already saved): drafts for the team, or submitted
 * for the reviewers, who are told; a submission answers the reviewers' open requests.
 */
export const save = async (
  m: Member,
  body: z.output<typeof SaveMetrics>,
  mode: 'create' | 'update',
  today = new Date(),
) => {
  const startup = await ownStartup(m);
  const typeRows = await repo.listTypes(m.db, m.tenant.id);
  const { checked, errors } = checkEntries(body.metrics, typeRows, startup, today);
  if (errors.length > 0) refuse(errors.map((error) => `body.${error}`));
  if (mode === 'update') {
    const found = await repo.findValues(
      m.db,
      m.tenant.id,
      startup.profile.id,
      checked.map((e) => ({ typeId: e.type.id, start: e.start })),
    );
    const saved = new Set(found.map((row) => `${row.metricTypeId}@${row.periodStart}`));
    const missing = checked.filter((e) => !saved.has(`${e.type.id}@${e.start}`));
    if (missing.length > 0) {
      const names = missing.map((e) => `${e.type.name} for ${e.period}`);
      throw notFound(`Nothing saved yet for ${names.join(', ')}: save it first`);
    }
  }
  const delivery = await m.db.transaction(async (tx) => {
    const inTx = { ...m, db: tx };
    await write(inTx, startup, checked, body.submit);
    if (body.reviewersUUIDs) await chooseReviewers(inTx, startup, body.reviewersUUIDs);
    if (!body.submit || checked.every((entry) => entry.value === null)) return null;
    await people.answerRequests(tx, m.tenant.id, startup.profile.id);
    const reviewers = await people.peopleByIds(
      tx,
      m.tenant.id,
      await people.reviewerIds(tx, m.tenant.id, startup.profile.id),
    );
    const name = presentPerson(startup.profile, startup.userName).name;
    return m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: [...reviewers.values()].map((r) => r.profile.userId),
      kind: 'metrics_submitted',
      title: `${name} submitted growth metrics`,
      body: [...new Set(checked.map((e) => periodName(e.start, e.type.period)))].join(', '),
      url: `/growth-metrics?startup=${startup.profile.uuid}`,
    });
  });
  if (delivery) m.notifier.publish(delivery);
  return metricsOf(m, { startup, own: true, reviewer: false, partner: false, operator: false }, today);
};

/**
 * POST import: a CSV of past periods, checked line by line against the same rules as a save; with
 * `apply` it is written as drafts, otherwise the answer says what would change.
 */
export const importCsv = async (m: Member, body: z.output<typeof ImportMetrics>, today = new Date()) => {
  const startup = await ownStartup(m);
  const parsed = parseMetricsCsv(body.csv);
  if (parsed.errors.length > 0) refuse(parsed.errors);
  const typeRows = await repo.listTypes(m.db, m.tenant.id);
  const { checked, errors } = checkEntries(
    parsed.rows,
    typeRows,
    startup,
    today,
    (index) => `Line ${parsed.rows[index]?.line}`,
  );
  if (errors.length > 0) refuse(errors);
  const found = await repo.findValues(
    m.db,
    m.tenant.id,
    startup.profile.id,
    checked.map((e) => ({ typeId: e.type.id, start: e.start })),
  );
  const before = new Map(found.map((row) => [`${row.metricTypeId}@${row.periodStart}`, row.value]));
  const rows: MetricImportPreview['rows'] = checked.map((entry, index) => {
    const was = before.get(`${entry.type.id}@${entry.start}`) ?? null;
    const change = entry.value === null ? 'remove' : was === null ? 'add' : was === entry.value ? 'same' : 'change';
    return {
      line: parsed.rows[index]?.line ?? 0,
      metric: entry.type.key,
      period: entry.period,
      before: was,
      after: entry.value,
      change,
    };
  });
  if (body.apply) await m.db.transaction((tx) => write({ ...m, db: tx }, startup, checked, false));
  return { rows, applied: body.apply };
};

/** The team's user ids of a startup, to tell them something. */
export const startupTeam = (m: Member, startup: Startup) => teamUserIds(m.db, m.tenant.id, startup.profile.id);
