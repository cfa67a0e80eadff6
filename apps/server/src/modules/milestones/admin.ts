import type {
  AdminMilestoneTemplateInput,
  MilestonePageQuery,
  MilestoneProgressQuery,
  MilestoneTemplateInput,
  StartupMilestonesQuery,
} from '@ventura/shared';
import type { z } from 'zod';
import { countedPage, pageAnswer, pageWindow } from '../../platform/db/paging.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { notPartnerText } from './policy.ts';
import { presentMilestone, presentTemplate, todayOf } from './present.ts';
import * as repo from './repo.ts';
import { type Milestones, notEligible } from './service.ts';

/*
 * The consoles: operators keep the tenant's own and its programs' templates and see every startup's progress;
 * a partner's people keep their partner's templates and see the progress of the startups it brought.
 */

/** Whose templates and startups the caller manages: every one (operators, partner null) or one partner's. */
export type Scope = { partnerUuid: string | null };

export const operatorScope = (h: Milestones): Scope => {
  if (!h.caller.operator) throw forbidden('Only the platform team manages milestones here');
  return { partnerUuid: null };
};

export const partnerScope = (h: Milestones): Scope => {
  if (h.auth.profile.accountType !== 'partner') throw forbidden('Only partners manage milestones here');
  if (h.caller.partnerUuid === null) throw notEligible(notPartnerText);
  return { partnerUuid: h.caller.partnerUuid };
};

const templateNotFound = 'Template not found';

/** A template of the scope: the tenant's and programs' for operators, the partner's own for a partner. */
const scopedTemplate = async (h: Milestones, scope: Scope, uuid: string) => {
  const row = await repo.findTemplate(h.db, h.tenant.id, uuid);
  if (!row || row.t.partnerUuid !== scope.partnerUuid) throw notFound(templateNotFound);
  return row;
};

const reloadTemplate = async (h: Milestones, uuid: string) => {
  const row = await repo.findTemplate(h.db, h.tenant.id, uuid);
  if (!row) throw notFound(templateNotFound);
  return presentTemplate(row, h.tenant.name);
};

/** The program a console template belongs to, or null for the tenant's own; an unknown one is a 400. */
const programIdOf = async (h: Milestones, input: { programUuid?: string | null }) => {
  if (!input.programUuid) return null;
  const program = await repo.findProgram(h.db, h.tenant.id, input.programUuid);
  if (!program) throw badRequest('Choose one of the programs', ['body.programUuid: Choose one of the programs']);
  return program.id;
};

type TemplateInput = z.output<typeof MilestoneTemplateInput> & Partial<z.output<typeof AdminMilestoneTemplateInput>>;

export const templates = async (h: Milestones, scope: Scope, query: z.output<typeof MilestonePageQuery>) => {
  const window = pageWindow(query);
  const { rows, matching } = repo.ownedTemplates(h.db, h.tenant.id, scope.partnerUuid, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  return pageAnswer(
    counted.rows.map((row) => presentTemplate(row, h.tenant.name)),
    counted.total,
    query,
  );
};

export const addTemplate = async (h: Milestones, scope: Scope, input: TemplateInput) => {
  const programId = scope.partnerUuid ? null : await programIdOf(h, input);
  const { uuid } = await repo.insertTemplate(h.db, {
    tenantId: h.tenant.id,
    programId,
    partnerUuid: scope.partnerUuid,
    title: input.title,
    category: input.category,
    description: input.description,
    dueAfterDays: input.dueAfterDays,
    createdByUserId: h.caller.userId,
  });
  return reloadTemplate(h, uuid);
};

/** PATCH: the whole template as the editor sends it; milestones already taken from it keep their words. */
export const changeTemplate = async (h: Milestones, scope: Scope, uuid: string, input: TemplateInput) => {
  const row = await scopedTemplate(h, scope, uuid);
  const programId = scope.partnerUuid ? null : await programIdOf(h, input);
  await repo.updateTemplate(h.db, h.tenant.id, row.t.id, {
    programId,
    title: input.title,
    category: input.category,
    description: input.description,
    dueAfterDays: input.dueAfterDays,
  });
  return reloadTemplate(h, uuid);
};

export const removeTemplate = async (h: Milestones, scope: Scope, uuid: string) => {
  const row = await scopedTemplate(h, scope, uuid);
  await repo.deleteTemplate(h.db, h.tenant.id, row.t.id);
  return { uuid };
};

export const programs = (h: Milestones) => {
  operatorScope(h);
  return repo.programChoices(h.db, h.tenant.id);
};

/** Progress across the scope's approved startups, by name. */
export const progress = async (h: Milestones, scope: Scope, query: z.output<typeof MilestoneProgressQuery>) => {
  const window = pageWindow(query);
  const { rows, matching } = repo.progress(
    h.db,
    h.tenant.id,
    { partnerUuid: scope.partnerUuid, q: query.q, today: todayOf() },
    window,
  );
  const counted = await countedPage(h.db, await rows, window, matching);
  const items = counted.rows.map((row) => ({
    startup: { uuid: row.uuid, name: row.name },
    counts: {
      planned: row.planned,
      in_progress: row.in_progress,
      completed: row.completed,
      confirmed: row.confirmed,
      overdue: row.overdue,
    },
    total: row.total,
    lastUpdate: row.lastUpdate ? new Date(row.lastUpdate).toISOString() : null,
  }));
  return pageAnswer(items, counted.total, query);
};

/** One startup's milestones (of the scope; another's is not there). */
export const startupMilestones = async (
  h: Milestones,
  scope: Scope,
  query: z.output<typeof StartupMilestonesQuery>,
) => {
  const startup = await repo.findStartup(h.db, h.tenant.id, query.startup, scope.partnerUuid);
  if (!startup) throw notFound('Startup not found');
  const window = pageWindow(query);
  const { rows, matching } = repo.startupMilestones(h.db, h.tenant.id, startup.id, query.status, window);
  const counted = await countedPage(h.db, await rows, window, matching);
  // Operators confirm every milestone; a partner those from its own templates (policy decides, per row).
  const items = counted.rows.map((row) => presentMilestone(row, h.caller, h.caller.operator));
  return { ...pageAnswer(items, counted.total, query), startup: { uuid: startup.uuid, name: startup.name } };
};
