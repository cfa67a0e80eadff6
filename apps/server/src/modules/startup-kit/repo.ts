import { and, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { partners, profiles, users } from '../../platform/identity/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { programApplications, programs } from '../programs/tables.ts';
import { perkClaims, perks } from './tables.ts';

export type PerkRow = typeof perks.$inferSelect & { partnerName: string | null; partnerLogo: string | null };

const withPartner = (db: Db) =>
  db
    .select({ ...getTableColumns(perks), partnerName: partners.name, partnerLogo: partners.logo })
    .from(perks)
    .leftJoin(partners, and(eq(partners.tenantId, perks.tenantId), eq(partners.uuid, perks.partnerUuid)));

/** Published perks that have not expired, newest first (a kit holds tens, not thousands: capped). */
export const listPublished = (db: Db, tenantId: string): Promise<PerkRow[]> =>
  withPartner(db)
    .where(
      and(
        eq(perks.tenantId, tenantId),
        eq(perks.published, true),
        or(isNull(perks.expiresAt), gt(perks.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(perks.createdAt), desc(perks.id))
    .limit(200);

export const listAll = (db: Db, tenantId: string): Promise<PerkRow[]> =>
  withPartner(db).where(eq(perks.tenantId, tenantId)).orderBy(desc(perks.createdAt), desc(perks.id)).limit(500);

export const findPerk = async (db: Db, tenantId: string, uuid: string): Promise<PerkRow | undefined> => {
  const [row] = await withPartner(db).where(and(eq(perks.tenantId, tenantId), eq(perks.uuid, uuid)));
  return row;
};

export const insertPerk = async (db: Db, row: typeof perks.$inferInsert) => {
  const [stored] = await db.insert(perks).values(row).returning({ uuid: perks.uuid });
  return stored;
};

export const updatePerk = async (db: Db, tenantId: string, uuid: string, patch: Partial<typeof perks.$inferInsert>) => {
  const [stored] = await db
    .update(perks)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(perks.tenantId, tenantId), eq(perks.uuid, uuid)))
    .returning({ uuid: perks.uuid });
  return stored;
};

export const partnerExists = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ uuid: partners.uuid })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.uuid, uuid)));
  return row !== undefined;
};

// ---- Claims ----

export const claimsOf = async (db: Db, tenantId: string, startupId: number, perkIds: readonly number[]) => {
  if (perkIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ perkId: perkClaims.perkId, claimedAt: perkClaims.claimedAt })
    .from(perkClaims)
    .where(
      and(
        eq(perkClaims.tenantId, tenantId),
        eq(perkClaims.startupProfileId, startupId),
        inArray(perkClaims.perkId, [...perkIds]),
      ),
    );
  return new Map(rows.map((row) => [row.perkId, row.claimedAt]));
};

/** Records a claim once: the row, or undefined when the startup had claimed it already. */
export const insertClaim = async (db: Db, row: typeof perkClaims.$inferInsert) => {
  const [stored] = await db
    .insert(perkClaims)
    .values(row)
    .onConflictDoNothing()
    .returning({ at: perkClaims.claimedAt });
  return stored;
};

export const claimCounts = async (db: Db, tenantId: string) => {
  const rows = await db
    .select({ perkId: perkClaims.perkId, count: sql<number>`count(*)::int` })
    .from(perkClaims)
    .where(eq(perkClaims.tenantId, tenantId))
    .groupBy(perkClaims.perkId);
  return new Map(rows.map((row) => [row.perkId, row.count]));
};

/** Claims, newest first, one more than the page for the paging. */
export const claimsPage = (db: Db, tenantId: string, page: { limit: number; offset: number }) => {
  const where = eq(perkClaims.tenantId, tenantId);
  return {
    rows: db
      .select({
        perkUuid: perks.uuid,
        perkTitle: perks.title,
        startupUuid: profiles.uuid,
        startupName: sql<string>`coalesce(${profiles.organizationName}, '')`,
        claimedBy: sql<string>`coalesce(${users.name}, '')`,
        claimedAt: perkClaims.claimedAt,
      })
      .from(perkClaims)
      .innerJoin(perks, and(eq(perks.tenantId, perkClaims.tenantId), eq(perks.id, perkClaims.perkId)))
      .innerJoin(
        profiles,
        and(eq(profiles.tenantId, perkClaims.tenantId), eq(profiles.id, perkClaims.startupProfileId)),
      )
      .leftJoin(users, and(eq(users.tenantId, perkClaims.tenantId), eq(users.id, perkClaims.claimedByUserId)))
      .where(where)
      .orderBy(desc(perkClaims.claimedAt))
      .limit(page.limit + 1)
      .offset(page.offset),
    matching: db.select({ at: perkClaims.claimedAt }).from(perkClaims).where(where),
  };
};

// ---- What eligibility reads of a startup ----

export const startupFacts = async (db: Db, tenantId: string, startupId: number) => {
  const [row] = await db
    .select({
      uuid: profiles.uuid,
      name: profiles.organizationName,
      accountType: profiles.accountType,
      approvalStatus: profiles.approvalStatus,
      fundingStage: startupProfiles.fundingStage,
      foundedYear: startupProfiles.foundedYear,
    })
    .from(profiles)
    .leftJoin(
      startupProfiles,
      and(eq(startupProfiles.tenantId, profiles.tenantId), eq(startupProfiles.profileId, profiles.id)),
    )
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, startupId)));
  return row;
};

/** Of these programs (uuids), those the startup was selected to; and every one's title. */
export const programsOf = async (db: Db, tenantId: string, startupId: number, programUuids: readonly string[]) => {
  if (programUuids.length === 0) return { titles: new Map<string, string>(), selected: new Set<string>() };
  const rows = await db
    .select({ uuid: programs.uuid, title: programs.title, status: programApplications.status })
    .from(programs)
    .leftJoin(
      programApplications,
      and(
        eq(programApplications.tenantId, programs.tenantId),
        eq(programApplications.programId, programs.id),
        eq(programApplications.profileId, startupId),
      ),
    )
    .where(and(eq(programs.tenantId, tenantId), inArray(programs.uuid, [...programUuids])));
  return {
    titles: new Map(rows.map((row) => [row.uuid, row.title])),
    selected: new Set(rows.filter((row) => row.status === 'selected').map((row) => row.uuid)),
  };
};

/** The users of a partner: its approved partner profiles' holders, told of a claim. */
export const partnerUserIds = async (db: Db, tenantId: string, partnerUuid: string) => {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.accountType, 'partner'),
        eq(profiles.partnerId, partnerUuid),
        eq(profiles.approvalStatus, 'approved'),
      ),
    );
  return [...new Set(rows.map((row) => row.userId))];
};
