import { and, desc, eq, gte, lte, type Query, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import type { Read } from '../../platform/db/saved-plans.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { challengeParticipants, challenges } from '../challenges/tables.ts';
import { programApplications, programs } from '../programs/tables.ts';
import { codesArray, type DirectoryRow } from '../search/index.ts';
import { matchFeedback, matchItemFeedback } from './tables.ts';

/**
 * A profile's row as its matches read it: its card's columns, the facts the factors compare, and where an
 * investor invests; with `profiles` and `investor_profiles` joined under their names. The statements that
 * read it are written out as text (shortlist.ts): they run at every list, and building them with the
 * query builder cost more than running them. Its lists come joined by the unit separator (chr(31), which
 * no code holds): splitting them took half the time of parsing PostgreSQL's array text, row by row.
 */
export const profileFactColumns = `profiles.id, profiles.uuid, profiles.account_type as "accountType",
  profiles.display_name as name, profiles.tagline, profiles.organization_logo as logo, profiles.avatar,
  profiles.country_code as "countryCode", profiles.state_code as "stateCode", profiles.city, array_to_string(profiles.industries, chr(31)) as industries,
  profiles.investor_type as "investorType", array_to_string(profiles.type_facets, chr(31)) as facets, profiles.amount_low as "amountLow",
  profiles.amount_high as "amountHigh", profiles.about, array_to_string(investor_profiles.geographies, chr(31)) as geographies`;

export type ProfileRow = DirectoryRow & {
  facets: string[];
  amountLow: number | null;
  amountHigh: number | null;
  about: string | null;
  geographies: string[];
};

const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const listOf = (joined: unknown) => (typeof joined === 'string' && joined !== '' ? joined.split('\u001f') : []);

type Lists = 'industries' | 'facets' | 'geographies';
/** A row as the statement gives it: lists joined, amounts as the driver reads a bigint. */
type StoredRow = Omit<ProfileRow, Lists | 'amountLow' | 'amountHigh'> &
  Record<Lists | 'amountLow' | 'amountHigh', unknown>;

/** The rows of a statement selecting profileFactColumns, with their lists and amounts read. */
export const profileRowsOf = async <Extra extends object = object>(read: Read, query: Query) =>
  (await read<StoredRow & Extra>(query)).map((row): ProfileRow & Extra => ({
    ...row,
    industries: listOf(row.industries),
    facets: listOf(row.facets),
    geographies: listOf(row.geographies),
    amountLow: amount(row.amountLow),
    amountHigh: amount(row.amountHigh),
  }));

/** A profile the viewer marked a good match, with the facts likeness is judged on. */
export type GoodMatch = { id: number; name: string; facets: string[]; industries: string[] };

/** The viewer's row and its good verdicts ($1 tenant, $2 profile, $3 how many verdicts). */
const ownRowStatement = `select ${profileFactColumns}, coalesce((
    select json_agg(json_build_object('id', g.id, 'name', g.display_name, 'facets', g.type_facets,
           'industries', g.industries) order by f.created_at desc)
      from (select target_profile_id, created_at from match_feedback
             where tenant_id = $1 and profile_id = $2 and verdict = 'good'
             order by created_at desc limit $3) f
      join profiles g on g.tenant_id = $1 and g.id = f.target_profile_id), '[]') as liked
   from profiles
   left join investor_profiles on investor_profiles.tenant_id = profiles.tenant_id
    and investor_profiles.profile_id = profiles.id
  where profiles.tenant_id = $1 and profiles.id = $2`;

/**
 * The viewer's own profile with its facts, listed or not, and the profiles it marked good (newest first,
 * at most `liked`): one statement, as every list asks both.
 */
export const ownRow = async (read: Read, tenantId: string, profileId: number, liked: number) => {
  const [row] = await profileRowsOf<{ liked: GoodMatch[] }>(read, {
    sql: ownRowStatement,
    params: [tenantId, profileId, liked],
  });
  return row;
};

/** The challenges and programs the viewer marked good or not interested in. */
export const itemVerdicts = async (db: Db, tenantId: string, profileId: number, kind: 'challenge' | 'program') => {
  const rows = await db
    .select({ id: matchItemFeedback.itemId, verdict: matchItemFeedback.verdict })
    .from(matchItemFeedback)
    .where(
      and(
        eq(matchItemFeedback.tenantId, tenantId),
        eq(matchItemFeedback.profileId, profileId),
        eq(matchItemFeedback.itemKind, kind),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.verdict]));
};

/** Open challenges are few per tenant: the newest this many are scored (those sharing an industry first). */
const opportunitiesConsidered = 200;

const owner = sql<string>`(select p.display_name from ${profiles} p where p.tenant_id = ${challenges.tenantId}
  and p.id = ${challenges.corporateProfileId})`;

/** Open challenges of the tenant the startup has not entered, those sharing its industries first. */
export const openChallenges = (db: Db, tenantId: string, profileId: number, industries: string[]) =>
  db
    .select({
      id: challenges.id,
      uuid: challenges.uuid,
      title: challenges.title,
      owner,
      summary: challenges.problemStatement,
      industries: challenges.industries,
      eligibility: challenges.eligibility,
      deadline: challenges.deadline,
    })
    .from(challenges)
    .where(
      and(
        eq(challenges.tenantId, tenantId),
        eq(challenges.status, 'open'),
        gte(challenges.deadline, sql`current_date`),
        sql`not exists (select 1 from ${challengeParticipants} c where c.tenant_id = ${tenantId}
              and c.challenge_id = ${challenges.id} and c.startup_profile_id = ${profileId})`,
      ),
    )
    .orderBy(sql`(${challenges.industries} && ${codesArray(industries)}) desc`, desc(challenges.id))
    .limit(opportunitiesConsidered);

/** Published programs open now to startups that the startup has not applied to, those sharing its industries first. */
export const openPrograms = (db: Db, tenantId: string, profileId: number, industries: string[]) =>
  db
    .select({
      id: programs.id,
      code: programs.code,
      uuid: programs.uuid,
      title: programs.title,
      owner: sql<string>`coalesce((select p.display_name from ${profiles} p where p.tenant_id = ${programs.tenantId}
        and p.id = ${programs.officeProfileId}), '')`,
      summary: programs.summary,
      description: programs.description,
      industries: programs.industries,
      eligibility: programs.eligibility,
      closesAt: programs.closesAt,
    })
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, tenantId),
        eq(programs.status, 'published'),
        lte(programs.opensAt, sql`now()`),
        gte(programs.closesAt, sql`now()`),
        sql`'startup' = any(${programs.accountTypes})`,
        sql`not exists (select 1 from ${programApplications} a where a.tenant_id = ${tenantId}
              and a.program_id = ${programs.id} and a.profile_id = ${profileId})`,
      ),
    )
    .orderBy(sql`(${programs.industries} && ${codesArray(industries)}) desc`, desc(programs.id))
    .limit(opportunitiesConsidered);

/** Stores a verdict on a profile, replacing the viewer's earlier one. */
export const saveVerdict = (
  db: Db,
  row: { tenantId: string; profileId: number; targetProfileId: number; verdict: 'good' | 'not_interested' },
) =>
  db
    .insert(matchFeedback)
    .values(row)
    .onConflictDoUpdate({
      target: [matchFeedback.tenantId, matchFeedback.profileId, matchFeedback.targetProfileId],
      set: { verdict: row.verdict, createdAt: sql`now()` },
    });

/** Takes a verdict on a profile back; whether there was one. */
export const forgetVerdict = async (db: Db, tenantId: string, profileId: number, targetProfileId: number) => {
  const gone = await db
    .delete(matchFeedback)
    .where(
      and(
        eq(matchFeedback.tenantId, tenantId),
        eq(matchFeedback.profileId, profileId),
        eq(matchFeedback.targetProfileId, targetProfileId),
      ),
    )
    .returning({ id: matchFeedback.targetProfileId });
  return gone.length > 0;
};

type ItemVerdict = {
  tenantId: string;
  profileId: number;
  itemKind: 'challenge' | 'program';
  itemId: number;
  verdict: 'good' | 'not_interested';
};

/** Stores a verdict on a challenge or program, replacing the viewer's earlier one. */
export const saveItemVerdict = (db: Db, row: ItemVerdict) =>
  db
    .insert(matchItemFeedback)
    .values(row)
    .onConflictDoUpdate({
      target: [
        matchItemFeedback.tenantId,
        matchItemFeedback.profileId,
        matchItemFeedback.itemKind,
        matchItemFeedback.itemId,
      ],
      set: { verdict: row.verdict, createdAt: sql`now()` },
    });

/** Takes a verdict on a challenge or program back; whether there was one. */
export const forgetItemVerdict = async (db: Db, row: Omit<ItemVerdict, 'verdict'>) => {
  const gone = await db
    .delete(matchItemFeedback)
    .where(
      and(
        eq(matchItemFeedback.tenantId, row.tenantId),
        eq(matchItemFeedback.profileId, row.profileId),
        eq(matchItemFeedback.itemKind, row.itemKind),
        eq(matchItemFeedback.itemId, row.itemId),
      ),
    )
    .returning({ id: matchItemFeedback.itemId });
  return gone.length > 0;
};

/** A listed profile of the tenant by its public id: what a verdict is about. */
export const listedProfile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ id: profiles.id, accountType: profiles.accountType })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid), eq(profiles.listed, true)));
  return row;
};

/** A challenge or program of the tenant by its public id. */
export const itemByUuid = async (db: Db, tenantId: string, kind: 'challenge' | 'program', uuid: string) => {
  const table = kind === 'challenge' ? challenges : programs;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.uuid, uuid)));
  return row;
};
