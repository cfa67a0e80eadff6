import type { MatchFactor } from '@ventura/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Read } from '../../platform/db/saved-plans.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { investorProfiles } from '../profiles/tables.ts';
import { type ProfileRow, profileFactColumns, profileRowsOf } from './repo.ts';
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
  /** The codes behind the keys, for keys made of two factors' codes (ShortlistInput.pairs). */
  codes?: string[];
};

/**
 * Two factors whose codes the index also holds in pairs ('investor.si:seed|agritech': that stage and that
 * industry): a tier where both hold is found by the pairs' short posting lists.
 */
export type PairedFactors = { first: MatchFactor; second: MatchFactor; key: (first: string, second: string) => string };

export type ShortlistInput = {
  tenantId: string;
  viewerProfileId: number;
  candidateType: 'startup' | 'investor' | 'mentor';
  factors: IndexedFactor[];
  pairs?: PairedFactors;
  size: number;
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

/** Keys as one parameter (an array), which keeps the statement short to build and to send. */
const keysParam = (keys: readonly string[]) => sql`${sql.param(keys)}::text[]`;

/** How many of the factor's keys the row holds. */
const shared = (factor: IndexedFactor): SQL =>
  sql`(select count(*) from unnest(${keysParam(factor.keys)}) k where k = any(${matchKeys.keys}))`;

/** The factor at exactly `level`: the index's part first (so the planner takes it), then the row's check. */
const atLevel = (factor: IndexedFactor, level: number): SQL => {
  if (factor.condition) return level === 0 ? sql`not coalesce(${factor.condition}, false)` : factor.condition;
  const any = sql`${matchKeys.keys} && ${keysParam(factor.keys)}`;
  if (level === 0) return sql`not (${any})`;
  if (factor.levels === 1) return any;
  const reach =
    level === 1 || factor.keys.length > combinedKeys
      ? any
      : sql`(${sql.join(
          combinations(factor.keys, level).map((combo) => sql`${matchKeys.keys} @> ${keysParam(combo)}`),
          sql` or `,
        )})`;
  return sql`${reach} and ${countAt(factor, level)}`;
};

/** Most containments ORed for "k of these pairs" before a single overlap and a count take their place. */
const pairedCombinations = 12;

/** Both paired factors at levels of at least 1: the pairs for the index, each factor's count on the row. */
const pairedLevels = (
  first: IndexedFactor,
  firstLevel: number,
  second: IndexedFactor,
  secondLevel: number,
  key: PairedFactors['key'],
) => {
  const firsts = first.codes ?? [];
  const seconds = second.codes ?? [];
  const all = firsts.flatMap((a) => seconds.map((b) => key(a, b)));
  const combos = secondLevel > 1 ? combinations(seconds, secondLevel) : [];
  const reach =
    combos.length > 0 && combos.length * firsts.length <= pairedCombinations
      ? sql`(${sql.join(
          firsts.flatMap((a) =>
            combos.map((combo) => sql`${matchKeys.keys} @> ${keysParam(combo.map((b) => key(a, b)))}`),
          ),
          sql` or `,
        )})`
      : sql`${matchKeys.keys} && ${keysParam(all)}`;
  return [reach, countAt(first, firstLevel), countAt(second, secondLevel)].filter((part): part is SQL => part !== null);
};

/** A list factor's count at exactly `level` (at least, at its full level), on the row; nothing for a single fact. */
const countAt = (factor: IndexedFactor, level: number): SQL | null => {
  if (factor.levels === 1) return null;
  return level === factor.levels ? sql`${shared(factor)} >= ${level}` : sql`${shared(factor)} = ${level}`;
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

/** A tier's conditions: each factor at its level, both paired factors through their pairs when both hold. */
const conditionsOf = (input: ShortlistInput, tier: Tier): SQL[] => {
  const { factors, pairs } = input;
  const first = pairs ? factors.findIndex((factor) => factor.factor === pairs.first) : -1;
  const second = pairs ? factors.findIndex((factor) => factor.factor === pairs.second) : -1;
  const paired = pairs && first >= 0 && second >= 0 && (tier.levels[first] ?? 0) > 0 && (tier.levels[second] ?? 0) > 0;
  return tier.levels.flatMap((level, i) => {
    const factor = factors[i] as IndexedFactor;
    if (!paired) return [atLevel(factor, level)];
    if (i === second) return [];
    if (i === first) {
      return pairedLevels(factor, level, factors[second] as IndexedFactor, tier.levels[second] ?? 0, pairs.key);
    }
    return [atLevel(factor, level)];
  });
};

/** One tier's statement: at most `limit` candidates at exactly these levels, with their facts. */
export const tierQuery = (input: ShortlistInput, tier: Tier, limit: number, order = 0): SQL =>
  sql`select ${profileFactColumns}, ${sql.raw(String(order))} as tier from ${matchKeys}
       join ${profiles} on profiles.tenant_id = match_keys.tenant_id and profiles.id = match_keys.profile_id
       left join ${investorProfiles} on investor_profiles.tenant_id = profiles.tenant_id
        and investor_profiles.profile_id = profiles.id
      where match_keys.tenant_id = ${input.tenantId} and match_keys.account_type = ${input.candidateType}
        and match_keys.profile_id <> ${input.viewerProfileId}
        and ${sql.join(conditionsOf(input, tier), sql` and `)}
        and not exists (select 1 from ${matchFeedback} f where f.tenant_id = ${input.tenantId}
              and f.profile_id = ${input.viewerProfileId} and f.target_profile_id = match_keys.profile_id
              and f.verdict = 'not_interested')
      limit ${limit}`;

/**
 * Tiers asked together, in one statement each: the first two alone (most lists fill there; a statement of
 * several branches costs more to plan than a round trip), then more at a time for a member whose best
 * tiers are empty. The branches of a UNION ALL run in order and stop once its LIMIT is met.
 */
const batches = [1, 1, 4, 16, 64];

/**
 * The best `size` candidates by the indexed factors, best first, with the facts their matches are scored
 * on. `read` keeps the tiers' plans (platform/db/saved-plans.ts): a tier statement costs three times as
 * much to plan as to run.
 */
export const shortlist = async (read: Read, input: ShortlistInput): Promise<ProfileRow[]> => {
  const factors = input.factors.filter((factor) => factor.weight > 0 && (factor.condition || factor.keys.length > 0));
  const tiers = tiersOf(factors);
  const found: ProfileRow[] = [];
  for (let start = 0, batch = 0; start < tiers.length && found.length < input.size; batch++) {
    const wanted = input.size - found.length;
    const some = tiers.slice(start, start + (batches[Math.min(batch, batches.length - 1)] ?? 1));
    const branches = some.map((tier, i) => sql`(${tierQuery({ ...input, factors }, tier, wanted, start + i)})`);
    start += some.length;
    const query = sql`select * from (${sql.join(branches, sql` union all `)}) tiers limit ${wanted}`;
    const rows = await profileRowsOf<{ tier: number }>(read, query);
    // Branches come in order; sorted by tier anyway, as SQL promises no order without ORDER BY.
    rows.sort((x, y) => x.tier - y.tier);
    found.push(...rows.map(({ tier: _tier, ...row }) => row));
  }
  return found;
};
