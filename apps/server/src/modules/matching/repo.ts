import type { InvestorMatchFactor } from '@ventura/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { investorProfiles, startupProfiles } from '../profiles/tables.ts';
import { codesArray, directoryColumns } from '../search/index.ts';
import type { StartupFacts, Weights } from './factors.ts';
import { matchFeedback } from './tables.ts';

/** The startup's own facts, as its matches read them (empty before its first save); undefined for another type. */
export const startupOf = async (db: Db, tenantId: string, profileId: number) => {
  const [row] = await db
    .select({
      industries: profiles.industries,
      countryCode: profiles.countryCode,
      tagline: profiles.tagline,
      about: profiles.about,
      fundingStage: startupProfiles.fundingStage,
      raisingFunds: sql<boolean>`coalesce(${startupProfiles.raisingFunds}, false)`,
      fundingAsk: startupProfiles.fundingAsk,
    })
    .from(profiles)
    .leftJoin(
      startupProfiles,
      and(eq(startupProfiles.tenantId, profiles.tenantId), eq(startupProfiles.profileId, profiles.id)),
    )
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId), eq(profiles.accountType, 'startup')));
  return row;
};

/**
 * What the indexes can judge of an investor, as a number: the stage it invests at (a facet), the
 * cheque range (the profile's amount columns) and how many of the startup's industries it shares. The
 * words and the countries it invests in are judged on the shortlist only.
 */
const quickScore = (startup: StartupFacts, weights: Weights, factors: readonly InvestorMatchFactor[]): SQL => {
  const parts: SQL[] = [sql`0`];
  if (factors.includes('stage') && startup.fundingStage) {
    parts.push(
      sql`${weights.stage} * (${profiles.typeFacets} && ${codesArray([`fundingStages:${startup.fundingStage}`])})::int`,
    );
  }
  if (factors.includes('ticket') && startup.fundingAsk !== null) {
    parts.push(
      sql`${weights.ticket} * coalesce(${profiles.amountLow} <= ${startup.fundingAsk} and ${profiles.amountHigh} >= ${startup.fundingAsk}, false)::int`,
    );
  }
  if (factors.includes('industries') && startup.industries.length > 0) {
    const shared = sql.join(
      startup.industries.map((code) => sql`(${profiles.industries} @> ${codesArray([code])})::int`),
      sql` + `,
    );
    const full = Math.min(3, startup.industries.length);
    parts.push(sql`${weights.industries} * least(1.0, (${shared})::numeric / ${full})`);
  }
  return sql.join(parts, sql` + `);
};

/**
 * The investors worth explaining: listed investors of the tenant that share the startup's stage or one
 * of its industries (the facet and industry indexes find them), best by quickScore, without those the
 * viewer said they are not interested in. `size` of them, a few times the page, so that the words and
 * countries judged next can still reorder the page.
 */
export type ShortlistInput = {
  tenantId: string;
  viewerProfileId: number;
  startup: StartupFacts;
  weights: Weights;
  factors: readonly InvestorMatchFactor[];
  size: number;
};

/** The shortlist's statement; null when the startup gives the indexes nothing to find investors by. */
export const shortlistQuery = (db: Db, input: ShortlistInput) => {
  const { tenantId, startup, factors } = input;
  const reach: SQL[] = [];
  if (factors.includes('stage') && startup.fundingStage) {
    reach.push(sql`${profiles.typeFacets} && ${codesArray([`fundingStages:${startup.fundingStage}`])}`);
  }
  if (factors.includes('industries') && startup.industries.length > 0) {
    reach.push(sql`${profiles.industries} && ${codesArray(startup.industries)}`);
  }
  if (reach.length === 0) return null;
  const quick = quickScore(startup, input.weights, factors);
  return db
    .select({
      ...directoryColumns,
      facets: profiles.typeFacets,
      ticketMin: profiles.amountLow,
      ticketMax: profiles.amountHigh,
      about: profiles.about,
      quick: sql<number>`(${quick})::float8`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.accountType, 'investor'),
        eq(profiles.listed, true),
        sql`(${sql.join(reach, sql` or `)})`,
        sql`not exists (select 1 from ${matchFeedback} f where f.tenant_id = ${tenantId}
              and f.profile_id = ${input.viewerProfileId} and f.target_profile_id = ${profiles.id}
              and f.verdict = 'not_interested')`,
      ),
    )
    .orderBy(sql`${quick} desc`, sql`${profiles.id} desc`)
    .limit(input.size);
};

export const shortlist = async (db: Db, input: ShortlistInput) => (await shortlistQuery(db, input)) ?? [];

export type ShortlistRow = Awaited<ReturnType<typeof shortlist>>[number];

/** The countries each shortlisted investor invests in (its own row: not on the profile). */
export const geographiesOf = async (db: Db, tenantId: string, profileIds: number[]) => {
  if (profileIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ profileId: investorProfiles.profileId, geographies: investorProfiles.geographies })
    .from(investorProfiles)
    .where(and(eq(investorProfiles.tenantId, tenantId), inArray(investorProfiles.profileId, profileIds)));
  return new Map(rows.map((row) => [row.profileId, row.geographies ?? []]));
};

/** The viewer's verdicts: the profiles they marked good (newest first, at most `limit`), with their facts. */
export const markedGood = (db: Db, tenantId: string, profileId: number, limit: number) =>
  db
    .select({
      id: profiles.id,
      name: profiles.displayName,
      facets: profiles.typeFacets,
      industries: profiles.industries,
    })
    .from(matchFeedback)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, matchFeedback.tenantId), eq(profiles.id, matchFeedback.targetProfileId)),
    )
    .where(
      and(
        eq(matchFeedback.tenantId, tenantId),
        eq(matchFeedback.profileId, profileId),
        eq(matchFeedback.verdict, 'good'),
      ),
    )
    .orderBy(sql`${matchFeedback.createdAt} desc`)
    .limit(limit);

/** Stores a verdict, replacing the viewer's earlier one on the same profile. */
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

/** Takes a verdict back; whether there was one. */
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

/** A listed profile of the tenant by its public id: what a verdict is about. */
export const listedProfile = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ id: profiles.id, accountType: profiles.accountType })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid), eq(profiles.listed, true)));
  return row;
};
