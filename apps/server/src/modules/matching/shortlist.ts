import type { MatchFactor } from '@ventura/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { codesArray } from '../search/index.ts';
import { matchFeedback, matchKeys } from './tables.ts';

/*
 * The shortlist of a profile match: the candidates best by the factors the index can judge, found tier by
 * tier (docs/matching.md, "How the list is made").
 *
 * Each indexed factor holds at a level: 0 or 1 for a single fact (the stage), 0 to m for a list in common
 * (m = the smaller of 3 and the viewer's own count, as the factor's strength counts it). A tier is one level
 * per factor, so every candidate of a tier has the same score by these factors; tiers run best first, each
 * a small statement on match_keys' GIN index, until the shortlist is full. The result is the exact best
 * `size` by the indexed factors (ties in storage order), without ranking every candidate in reach.
 */

/** One factor the index judges: the candidate keys that make it hold, or a condition of the row alone. */
export type IndexedFactor = {
  factor: MatchFactor;
  weight: number;
  /** Keys any of which make it hold; a list factor counts how many it shares. */
  keys: string[];
  /** 1: holds or not; m: strength is shared ÷ m. */
  levels: number;
  /** A condition on the row instead of keys (the cheque range): it holds or not, and never alone. */
  condition?: SQL;
};

export type ShortlistInput = {
  tenantId: string;
  viewerProfileId: number;
  candidateType: 'startup' | 'investor' | 'mentor';
  factors: IndexedFactor[];
  size: number;
  /** Told each tier's statement before it runs (bench/sql-alone.ts replays them). */
  trace?: (statement: { sql: string; params: unknown[] }) => void;
};

/** Combinations of `size` of the keys, for "at least `size` in common" through the index. */
const combinations = (keys: string[], size: number): string[][] => {
  if (size === 0) return [[]];
  if (keys.length < size) return [];
  const [first, ...rest] = keys as [string, ...string[]];
  return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)];
};
/** At most this many keys are combined; beyond, "k in common" is found through "any in common" and checked. */
const combinedKeys = 5;

const shared = (factor: IndexedFactor): SQL =>
  sql.join(
    factor.keys.map((key) => sql`(${matchKeys.keys} @> ${codesArray([key])})::int`),
    sql` + `,
  );

/** The factor at exactly `level`: the index's part first (so the planner takes it), then the row's check. */
const atLevel = (factor: IndexedFactor, level: number): SQL => {
  if (factor.condition) return level === 0 ? sql`not coalesce(${factor.condition}, false)` : factor.condition;
  const any = sql`${matchKeys.keys} && ${codesArray(factor.keys)}`;
  if (level === 0) return sql`not (${any})`;
  if (factor.levels === 1) return any;
  const reach =
    level === 1 || factor.keys.length > combinedKeys
      ? any
      : sql`(${sql.join(
          combinations(factor.keys, level).map((combo) => sql`${matchKeys.keys} @> ${codesArray(combo)}`),
          sql` or `,
        )})`;
  const count = level === factor.levels ? sql`(${shared(factor)}) >= ${level}` : sql`(${shared(factor)}) = ${level}`;
  return sql`${reach} and ${count}`;
};

type Tier = { levels: number[]; score: number };

/** Every tier in which a keyed factor holds, best first (a tier of the row's condition alone would scan). */
export const tiersOf = (factors: IndexedFactor[]): Tier[] => {
  let tiers: number[][] = [[]];
  for (const factor of factors) {
    tiers = tiers.flatMap((levels) =>
      Array.from({ length: factor.levels + 1 }, (_, level) => [...levels, factor.levels - level]),
    );
  }
  return tiers
    .filter((levels) => levels.some((level, i) => level > 0 && !factors[i]?.condition))
    .map((levels) => ({
      levels,
      score: levels.reduce((sum, level, i) => {
        const factor = factors[i] as IndexedFactor;
        return sum + (factor.weight * level) / factor.levels;
      }, 0),
    }))
    .sort((a, b) => b.score - a.score);
};

/** One tier's statement: at most `limit` candidates at exactly these levels. */
export const tierQuery = (db: Db, input: ShortlistInput, tier: Tier, limit: number) =>
  db
    .select({ id: matchKeys.profileId })
    .from(matchKeys)
    .where(
      and(
        eq(matchKeys.tenantId, input.tenantId),
        eq(matchKeys.accountType, input.candidateType),
        sql`${matchKeys.profileId} <> ${input.viewerProfileId}`,
        ...tier.levels.map((level, i) => atLevel(input.factors[i] as IndexedFactor, level)),
        sql`not exists (select 1 from ${matchFeedback} f where f.tenant_id = ${input.tenantId}
              and f.profile_id = ${input.viewerProfileId} and f.target_profile_id = ${matchKeys.profileId}
              and f.verdict = 'not_interested')`,
      ),
    )
    .limit(limit);

/** The best `size` candidates by the indexed factors, best first. */
export const shortlist = async (db: Db, input: ShortlistInput): Promise<number[]> => {
  const factors = input.factors.filter((factor) => factor.weight > 0 && (factor.condition || factor.keys.length > 0));
  const found: number[] = [];
  for (const tier of tiersOf(factors)) {
    const query = tierQuery(db, { ...input, factors }, tier, input.size - found.length);
    input.trace?.(query.toSQL());
    const rows = await query;
    found.push(...rows.map((row) => row.id));
    if (found.length >= input.size) break;
  }
  return found;
};
