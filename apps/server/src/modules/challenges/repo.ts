import type { ParticipantStatus } from '@ventura/shared';
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { prefixQuery } from '../../platform/db/text-search.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { challengeParticipants, challenges } from './tables.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type ParticipantRow = typeof challengeParticipants.$inferSelect;

/** The corporate as a challenge shows it: its name and logo. */
const corporateColumns = {
  uuid: profiles.uuid,
  name: profiles.displayName,
  logo: sql<string | null>`coalesce(${profiles.organizationLogo}, ${profiles.avatar})`,
  website: profiles.website,
  about: profiles.tagline,
};
export type CorporateCard = {
  uuid: string;
  name: string;
  logo: string | null;
  website: string | null;
  about: string | null;
};
export type ChallengeWithCorporate = { challenge: ChallengeRow; corporate: CorporateCard };

const withCorporate = (db: Db) =>
  db
    .select({ challenge: challenges, corporate: corporateColumns })
    .from(challenges)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, challenges.tenantId), eq(profiles.id, challenges.corporateProfileId)),
    );

export const findChallenge = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await withCorporate(db)
    .where(and(eq(challenges.tenantId, tenantId), eq(challenges.uuid, uuid)))
    .limit(1);
  return row as ChallengeWithCorporate | undefined;
};

export const findChallengeById = async (db: Db, tenantId: string, id: number) => {
  const [row] = await withCorporate(db)
    .where(and(eq(challenges.tenantId, tenantId), eq(challenges.id, id)))
    .limit(1);
  return row as ChallengeWithCorporate | undefined;
};

export type ChallengeFilter = {
  words: string[];
  industries: string[];
  status: 'open' | 'closed' | 'all';
  corporateProfileId?: number;
  openOn: string;
  sort: 'newest' | 'deadline';
  limit: number;
  offset: number;
};

/** A page of challenges and the number of all that match, in one query. */
export const listChallenges = async (db: Db, tenantId: string, filter: ChallengeFilter) => {
  const conditions: (SQL | undefined)[] = [eq(challenges.tenantId, tenantId)];
  if (filter.corporateProfileId !== undefined)
    conditions.push(eq(challenges.corporateProfileId, filter.corporateProfileId));
  if (filter.status === 'open') conditions.push(eq(challenges.status, 'open'), gte(challenges.deadline, filter.openOn));
  if (filter.status === 'closed') {
    conditions.push(sql`(${challenges.status} = 'closed' or ${challenges.deadline} < ${filter.openOn})`);
  }
  if (filter.words.length > 0) conditions.push(sql`${challenges.searchVector} @@ ${prefixQuery(filter.words)}`);
  if (filter.industries.length > 0) conditions.push(arrayOverlaps(challenges.industries, filter.industries));
  const order = filter.sort === 'deadline' ? [asc(challenges.deadline), desc(challenges.id)] : [desc(challenges.id)];
  const rows = await db
    .select({
      challenge: challenges,
      corporate: corporateColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(challenges)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, challenges.tenantId), eq(profiles.id, challenges.corporateProfileId)),
    )
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows: rows as (ChallengeWithCorporate & { total: number })[], total: rows[0]?.total ?? 0 };
};

export const insertChallenge = async (db: Db, values: typeof challenges.$inferInsert) => {
  const [row] = await db.insert(challenges).values(values).returning();
  if (!row) throw new Error('the challenge was not stored');
  return row;
};

export const updateChallenge = async (
  db: Db,
  tenantId: string,
  id: number,
  values: Partial<typeof challenges.$inferInsert>,
) => {
  const [row] = await db
    .update(challenges)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(challenges.tenantId, tenantId), eq(challenges.id, id)))
    .returning();
  if (!row) throw new Error('the challenge went missing');
  return row;
};

/** The caller's startup's participations in some challenges. */
export const participationsIn = async (db: Db, tenantId: string, startupProfileId: number, challengeIds: number[]) => {
  if (challengeIds.length === 0) return new Map<number, ParticipantRow>();
  const rows = await db
    .select()
    .from(challengeParticipants)
    .where(
      and(
        eq(challengeParticipants.tenantId, tenantId),
        eq(challengeParticipants.startupProfileId, startupProfileId),
        inArray(challengeParticipants.challengeId, challengeIds),
      ),
    );
  return new Map(rows.map((row) => [row.challengeId, row]));
};

/** Inserts a participant and counts it on the challenge; undefined when the startup applied already. */
export const insertParticipant = async (db: Db, values: typeof challengeParticipants.$inferInsert) => {
  const [row] = await db.insert(challengeParticipants).values(values).onConflictDoNothing().returning();
  if (row) {
    await db
      .update(challenges)
      .set({ participantCount: sql`${challenges.participantCount} + 1` })
      .where(and(eq(challenges.tenantId, values.tenantId), eq(challenges.id, values.challengeId)));
  }
  return row;
};

export const findParticipant = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.uuid, uuid)))
    .limit(1);
  return row;
};

export const updateParticipant = async (
  db: Db,
  tenantId: string,
  id: number,
  values: Partial<typeof challengeParticipants.$inferInsert>,
) => {
  const [row] = await db
    .update(challengeParticipants)
    .set(values)
    .where(and(eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.id, id)))
    .returning();
  if (!row) throw new Error('the participant went missing');
  return row;
};

const startupColumns = {
  uuid: profiles.uuid,
  name: profiles.displayName,
  logo: sql<string | null>`coalesce(${profiles.organizationLogo}, ${profiles.avatar})`,
  userId: profiles.userId,
};

export const listParticipants = async (
  db: Db,
  tenantId: string,
  challengeId: number,
  filter: { status?: ParticipantStatus | undefined; limit: number; offset: number },
) => {
  const conditions = [eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.challengeId, challengeId)];
  if (filter.status) conditions.push(eq(challengeParticipants.status, filter.status));
  const rows = await db
    .select({
      participant: challengeParticipants,
      startup: startupColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(challengeParticipants)
    .innerJoin(
      profiles,
      and(
        eq(profiles.tenantId, challengeParticipants.tenantId),
        eq(profiles.id, challengeParticipants.startupProfileId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(challengeParticipants.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: rows[0]?.total ?? 0 };
};

export const findStartup = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select(startupColumns)
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)))
    .limit(1);
  return row;
};

export const participantCounts = async (db: Db, tenantId: string, challengeId: number) => {
  const rows = await db
    .select({ status: challengeParticipants.status, n: count() })
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.challengeId, challengeId)))
    .groupBy(challengeParticipants.status);
  return rows;
};

export const myParticipations = async (
  db: Db,
  tenantId: string,
  startupProfileId: number,
  page: { limit: number; offset: number },
) => {
  const rows = await db
    .select({
      participant: challengeParticipants,
      challenge: challenges,
      corporate: corporateColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(challengeParticipants)
    .innerJoin(
      challenges,
      and(
        eq(challenges.tenantId, challengeParticipants.tenantId),
        eq(challenges.id, challengeParticipants.challengeId),
      ),
    )
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, challenges.tenantId), eq(profiles.id, challenges.corporateProfileId)),
    )
    .where(
      and(eq(challengeParticipants.tenantId, tenantId), eq(challengeParticipants.startupProfileId, startupProfileId)),
    )
    .orderBy(desc(challengeParticipants.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: rows[0]?.total ?? 0 };
};
