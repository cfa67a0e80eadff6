import type { MilestoneStatus } from '@ventura/shared';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { programApplications, programReviewers, programs } from '../programs/tables.ts';
import { milestones, milestoneTemplates } from './tables.ts';

/* Milestones' queries: every one takes the tenant first and puts it in its WHERE. */

export type Window = { limit: number; offset: number };
export type MilestoneValues = typeof milestones.$inferInsert;
export type TemplateValues = typeof milestoneTemplates.$inferInsert;

const reviewer = alias(users, 'milestone_reviewer');
const owner = alias(users, 'milestone_startup_owner');

/** A startup's name as people know it: its organisation, else its card, else its founder's name. */
export const startupName = sql<string>`coalesce(nullif(${profiles.organizationName}, ''), nullif(${profiles.displayName}, ''), ${owner.name})`;

const milestoneColumns = {
  m: milestones,
  startupUuid: profiles.uuid,
  startupName,
  startupPartnerId: profiles.partnerId,
  programUuid: programs.uuid,
  programTitle: programs.title,
  templateUuid: milestoneTemplates.uuid,
  templatePartnerUuid: milestoneTemplates.partnerUuid,
  reviewerName: reviewer.name,
};

const milestoneQuery = (db: Db, tenantId: string) =>
  db
    .select(milestoneColumns)
    .from(milestones)
    .innerJoin(profiles, and(eq(profiles.tenantId, tenantId), eq(profiles.id, milestones.startupProfileId)))
    .innerJoin(owner, and(eq(owner.tenantId, tenantId), eq(owner.id, profiles.userId)))
    .leftJoin(programs, and(eq(programs.tenantId, tenantId), eq(programs.id, milestones.programId)))
    .leftJoin(
      milestoneTemplates,
      and(eq(milestoneTemplates.tenantId, tenantId), eq(milestoneTemplates.id, milestones.templateId)),
    )
    .leftJoin(reviewer, and(eq(reviewer.tenantId, tenantId), eq(reviewer.id, milestones.confirmedByUserId)));

export type MilestoneRow = Awaited<ReturnType<typeof findMilestone>> & {};

export const findMilestone = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await milestoneQuery(db, tenantId)
    .where(and(eq(milestones.tenantId, tenantId), eq(milestones.uuid, uuid)))
    .limit(1);
  return row;
};

const byDue = [asc(milestones.dueOn), asc(milestones.id)];

/** A startup's milestones, soonest due first, of one status or all (one row past the page). */
export const startupMilestones = (
  db: Db,
  tenantId: string,
  startupProfileId: number,
  status: MilestoneStatus | undefined,
  window: Window,
) => {
  const where = and(
    eq(milestones.tenantId, tenantId),
    eq(milestones.startupProfileId, startupProfileId),
    status ? eq(milestones.status, status) : undefined,
  );
  return {
    rows: milestoneQuery(db, tenantId)
      .where(where)
      .orderBy(...byDue)
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db.select({ id: milestones.id }).from(milestones).where(where),
  };
};

/** Counts by status, and how many are past due and not done, of the milestones matching `where`. */
const countColumns = (today: string) => ({
  planned: sql<number>`count(*) filter (where ${milestones.status} = 'planned')::int`,
  in_progress: sql<number>`count(*) filter (where ${milestones.status} = 'in_progress')::int`,
  completed: sql<number>`count(*) filter (where ${milestones.status} = 'completed')::int`,
  confirmed: sql<number>`count(*) filter (where ${milestones.status} = 'confirmed')::int`,
  overdue: sql<number>`count(*) filter (where ${milestones.status} in ('planned', 'in_progress') and ${milestones.dueOn} < ${today})::int`,
});

export const startupCounts = async (db: Db, tenantId: string, startupProfileId: number, today: string) => {
  const [row] = await db
    .select(countColumns(today))
    .from(milestones)
    .where(and(eq(milestones.tenantId, tenantId), eq(milestones.startupProfileId, startupProfileId)));
  return row ?? { planned: 0, in_progress: 0, completed: 0, confirmed: 0, overdue: 0 };
};

export const insertMilestone = async (db: Db, values: MilestoneValues) => {
  const [row] = await db.insert(milestones).values(values).returning({ uuid: milestones.uuid });
  if (!row) throw new Error('milestone insert returned nothing');
  return row;
};

/**
 * Changes a milestone while it is still in `from` (a write that lost a race to another changes nothing):
 * answers whether it did.
 */
export const updateMilestone = async (
  db: Db,
  tenantId: string,
  id: number,
  from: MilestoneStatus,
  values: Partial<MilestoneValues>,
) => {
  const changed = await db
    .update(milestones)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(milestones.tenantId, tenantId), eq(milestones.id, id), eq(milestones.status, from)))
    .returning({ id: milestones.id });
  return changed.length > 0;
};

export const deleteMilestone = async (db: Db, tenantId: string, id: number) => {
  const gone = await db
    .delete(milestones)
    .where(and(eq(milestones.tenantId, tenantId), eq(milestones.id, id), ne(milestones.status, 'confirmed')))
    .returning({ id: milestones.id });
  return gone.length > 0;
};

/** Whether the startup holds a milestone of this template that is not confirmed yet. */
export const holdsOpenFromTemplate = async (db: Db, tenantId: string, startupProfileId: number, templateId: number) => {
  const [row] = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(
      and(
        eq(milestones.tenantId, tenantId),
        eq(milestones.startupProfileId, startupProfileId),
        eq(milestones.templateId, templateId),
        ne(milestones.status, 'confirmed'),
      ),
    )
    .limit(1);
  return row !== undefined;
};

// ---- Who confirms ----

export const reviewsAnyProgram = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ userId: programReviewers.userId })
    .from(programReviewers)
    .where(and(eq(programReviewers.tenantId, tenantId), eq(programReviewers.userId, userId)))
    .limit(1);
  return row !== undefined;
};

const activeUser = (tenantId: string) => and(eq(users.tenantId, tenantId), eq(users.status, 'active'));

export const programReviewerIds = async (db: Db, tenantId: string, programId: number) => {
  const rows = await db
    .select({ id: users.id })
    .from(programReviewers)
    .innerJoin(users, and(activeUser(tenantId), eq(users.id, programReviewers.userId)))
    .where(and(eq(programReviewers.tenantId, tenantId), eq(programReviewers.programId, programId)))
    .limit(200);
  return rows.map((row) => row.id);
};

/** The people of a partner: the approved partner profiles that came through it. */
export const partnerUserIds = async (db: Db, tenantId: string, partnerUuid: string) => {
  const rows = await db
    .select({ id: users.id })
    .from(profiles)
    .innerJoin(users, and(activeUser(tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.accountType, 'partner'),
        eq(profiles.approvalStatus, 'approved'),
        eq(profiles.partnerId, partnerUuid),
      ),
    )
    .limit(200);
  return rows.map((row) => row.id);
};

/**
 * The completed milestones a confirmer may confirm, oldest completed first: every one for operators; else
 * those of programs the user reviews and those from the templates of the user's partner.
 */
export const toConfirm = (
  db: Db,
  tenantId: string,
  confirmer: { operator: boolean; userId: string; partnerUuid: string | null },
  window: Window,
) => {
  const mine: SQL | undefined = confirmer.operator
    ? undefined
    : sql`(${milestones.programId} in (select ${programReviewers.programId} from ${programReviewers}
             where ${programReviewers.tenantId} = ${tenantId} and ${programReviewers.userId} = ${confirmer.userId})
          ${
            confirmer.partnerUuid
              ? sql`or ${milestones.templateId} in (select ${milestoneTemplates.id} from ${milestoneTemplates}
                     where ${milestoneTemplates.tenantId} = ${tenantId} and ${milestoneTemplates.partnerUuid} = ${confirmer.partnerUuid})`
              : sql``
          })`;
  const where = and(eq(milestones.tenantId, tenantId), eq(milestones.status, 'completed'), mine);
  return {
    rows: milestoneQuery(db, tenantId)
      .where(where)
      .orderBy(asc(milestones.completedAt), asc(milestones.id))
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db.select({ id: milestones.id }).from(milestones).where(where),
  };
};

// ---- Progress across startups ----

/**
 * Approved startups (of one partner, or all), each with its milestones counted by status, overdue, and
 * when one last changed; those with recent changes first, then by name. Matching `q` in their name.
 */
export const progress = (
  db: Db,
  tenantId: string,
  scope: { partnerUuid: string | null; q: string; today: string },
  window: Window,
) => {
  const pattern = `%${scope.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(profiles.tenantId, tenantId),
    eq(profiles.accountType, 'startup'),
    eq(profiles.approvalStatus, 'approved'),
    isNull(profiles.parentId),
    scope.partnerUuid ? eq(profiles.partnerId, scope.partnerUuid) : undefined,
    scope.q ? sql`lower(${startupName}) like ${pattern}` : undefined,
  );
  const lastUpdate = sql<Date | null>`max(${milestones.updatedAt})`;
  return {
    rows: db
      .select({
        uuid: profiles.uuid,
        name: startupName,
        ...countColumns(scope.today),
        total: sql<number>`count(${milestones.id})::int`,
        lastUpdate,
      })
      .from(profiles)
      .innerJoin(owner, and(eq(owner.tenantId, tenantId), eq(owner.id, profiles.userId)))
      .leftJoin(milestones, and(eq(milestones.tenantId, tenantId), eq(milestones.startupProfileId, profiles.id)))
      .where(where)
      .groupBy(profiles.id, owner.name)
      .orderBy(sql`${lastUpdate} desc nulls last`, asc(startupName), asc(profiles.id))
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(owner, and(eq(owner.tenantId, tenantId), eq(owner.id, profiles.userId)))
      .where(where),
  };
};

/** An approved startup of the tenant by its profile's uuid (of one partner when named). */
export const findStartup = async (db: Db, tenantId: string, uuid: string, partnerUuid: string | null) => {
  const [row] = await db
    .select({ id: profiles.id, uuid: profiles.uuid, name: startupName })
    .from(profiles)
    .innerJoin(owner, and(eq(owner.tenantId, tenantId), eq(owner.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.uuid, uuid),
        eq(profiles.accountType, 'startup'),
        isNull(profiles.parentId),
        partnerUuid ? eq(profiles.partnerId, partnerUuid) : undefined,
      ),
    )
    .limit(1);
  return row;
};

/** The startup profile a caller acts for, with its name and partner. */
export const startupProfile = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select({ id: profiles.id, uuid: profiles.uuid, name: startupName, partnerId: profiles.partnerId })
    .from(profiles)
    .innerJoin(owner, and(eq(owner.tenantId, tenantId), eq(owner.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id)))
    .limit(1);
  return row;
};

// ---- Templates ----

const templateColumns = {
  t: milestoneTemplates,
  programUuid: programs.uuid,
  programTitle: programs.title,
  partnerName: partners.name,
};

const templateQuery = (db: Db, tenantId: string) =>
  db
    .select(templateColumns)
    .from(milestoneTemplates)
    .leftJoin(programs, and(eq(programs.tenantId, tenantId), eq(programs.id, milestoneTemplates.programId)))
    .leftJoin(partners, and(eq(partners.tenantId, tenantId), eq(partners.uuid, milestoneTemplates.partnerUuid)));

export type TemplateRow = Awaited<ReturnType<typeof findTemplate>> & {};

export const findTemplate = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await templateQuery(db, tenantId)
    .where(and(eq(milestoneTemplates.tenantId, tenantId), eq(milestoneTemplates.uuid, uuid)))
    .limit(1);
  return row;
};

const newestFirst = [desc(milestoneTemplates.createdAt), desc(milestoneTemplates.id)];

/** The tenant's own and its programs' templates (operators), or one partner's, newest first. */
export const ownedTemplates = (db: Db, tenantId: string, partnerUuid: string | null, window: Window) => {
  const where = and(
    eq(milestoneTemplates.tenantId, tenantId),
    partnerUuid ? eq(milestoneTemplates.partnerUuid, partnerUuid) : isNull(milestoneTemplates.partnerUuid),
  );
  return {
    rows: templateQuery(db, tenantId)
      .where(where)
      .orderBy(...newestFirst)
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db.select({ id: milestoneTemplates.id }).from(milestoneTemplates).where(where),
  };
};

/**
 * The templates offered to a startup: the tenant's own, those of programs that selected it, and those of
 * the partner it came through; each with whether it holds an unconfirmed milestone of it.
 */
export const offeredTemplates = (
  db: Db,
  tenantId: string,
  startup: { id: number; partnerId: string | null },
  window: Window,
) => {
  const selectedPrograms = sql`select ${programApplications.programId} from ${programApplications}
     where ${programApplications.tenantId} = ${tenantId} and ${programApplications.profileId} = ${startup.id}
       and ${programApplications.status} = 'selected'`;
  const where = and(
    eq(milestoneTemplates.tenantId, tenantId),
    sql`((${milestoneTemplates.programId} is null and ${milestoneTemplates.partnerUuid} is null)
         or ${milestoneTemplates.programId} in (${selectedPrograms})
         ${startup.partnerId ? sql`or ${milestoneTemplates.partnerUuid} = ${startup.partnerId}` : sql``})`,
  );
  const adopted = sql<boolean>`exists (select 1 from ${milestones} where ${milestones.tenantId} = ${tenantId}
     and ${milestones.startupProfileId} = ${startup.id} and ${milestones.templateId} = ${milestoneTemplates.id}
     and ${milestones.status} <> 'confirmed')`;
  return {
    rows: db
      .select({ ...templateColumns, adopted })
      .from(milestoneTemplates)
      .leftJoin(programs, and(eq(programs.tenantId, tenantId), eq(programs.id, milestoneTemplates.programId)))
      .leftJoin(partners, and(eq(partners.tenantId, tenantId), eq(partners.uuid, milestoneTemplates.partnerUuid)))
      .where(where)
      .orderBy(...newestFirst)
      .limit(window.limit + 1)
      .offset(window.offset),
    matching: db.select({ id: milestoneTemplates.id }).from(milestoneTemplates).where(where),
  };
};

/** Whether a program template is offered to the startup: the program selected it. */
export const selectedBy = async (db: Db, tenantId: string, programId: number, startupProfileId: number) => {
  const [row] = await db
    .select({ id: programApplications.id })
    .from(programApplications)
    .where(
      and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.programId, programId),
        eq(programApplications.profileId, startupProfileId),
        eq(programApplications.status, 'selected'),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertTemplate = async (db: Db, values: TemplateValues) => {
  const [row] = await db.insert(milestoneTemplates).values(values).returning({ uuid: milestoneTemplates.uuid });
  if (!row) throw new Error('milestone template insert returned nothing');
  return row;
};

export const updateTemplate = (db: Db, tenantId: string, id: number, values: Partial<TemplateValues>) =>
  db
    .update(milestoneTemplates)
    .set(values)
    .where(and(eq(milestoneTemplates.tenantId, tenantId), eq(milestoneTemplates.id, id)));

/** Removes a template; the milestones taken from it stay (their template link is cleared by the database). */
export const deleteTemplate = (db: Db, tenantId: string, id: number) =>
  db.delete(milestoneTemplates).where(and(eq(milestoneTemplates.tenantId, tenantId), eq(milestoneTemplates.id, id)));

/** A program of the tenant by uuid. */
export const findProgram = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ id: programs.id, uuid: programs.uuid, title: programs.title })
    .from(programs)
    .where(and(eq(programs.tenantId, tenantId), eq(programs.uuid, uuid)))
    .limit(1);
  return row;
};

/** The tenant's programs a template may belong to, A to Z (a tenant runs tens). */
export const programChoices = (db: Db, tenantId: string) =>
  db
    .select({ uuid: programs.uuid, title: programs.title })
    .from(programs)
    .where(eq(programs.tenantId, tenantId))
    .orderBy(asc(programs.title))
    .limit(500);
