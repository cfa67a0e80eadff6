import type { MatchFactor } from '@ventura/shared';
import type { Read } from '../../platform/db/saved-plans.ts';
import { type ProfileRow, profileFactColumns, profileRowsOf } from './repo.ts';

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

/** The cheque factor, a condition on the row: the candidate's range covers an ask, or its ask is within a range. */
export type ChequeCondition = { covers: number } | { within: [number, number] };

/** One factor the index judges: the candidate keys that make it hold, or a condition of the row alone. */
export type IndexedFactor = {
  factor: MatchFactor;
  weight: number;
  /** Keys any of which make it hold; a list factor counts how many it shares. */
  keys: string[];
  /** 1: holds or not; m: strength is shared ÷ m. */
  levels: number;
  /** A condition on the row instead of keys (the cheque range): it holds or not, and never alone. */
  condition?: ChequeCondition;
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

/**
 * A statement's text and parameters, written out as PostgreSQL reads them ($1, $2, …). The tiers are
 * written at every call, and building them with the query builder cost more than running them; the same
 * shape always gives the same text, whose plan the connection keeps (saved-plans.ts).
 */
class Statement {
  readonly params: unknown[] = [];
  /** A parameter's placeholder. */
  param(value: unknown) {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  /** Keys as one parameter (an array), which keeps the statement short to write and to send. */
  keys(keys: readonly string[]) {
    return `${this.param(keys)}::text[]`;
  }
}

/** Combinations of `size` of the keys, for "at least `size` in common" through the index. */
const combinations = (keys: string[], size: number): string[][] => {
  if (size === 0) return [[]];
  if (keys.length < size) return [];
  const [first, ...rest] = keys as [string, ...string[]];
  return [...combinations(rest, size - 1).map((combo) => [first, ...combo]), ...combinations(rest, size)];
};
/** At most this many keys are combined; beyond, "k in common" is found through "any in common" and checked. */
const combinedKeys = 5;

/** How many of the factor's keys the row holds. */
const shared = (st: Statement, factor: IndexedFactor) =>
  `(select count(*) from unnest(${st.keys(factor.keys)}) k where k = any(match_keys.keys))`;

/** The cheque condition on the row. */
const chequeHolds = (st: Statement, condition: ChequeCondition) =>
  'covers' in condition
    ? `(${st.param(condition.covers)} between match_keys.amount_low and match_keys.amount_high)`
    : `(match_keys.amount_low between ${st.param(condition.within[0])} and ${st.param(condition.within[1])})`;

/** Any of several conditions. */
const anyOf = (conditions: string[]) => `(${conditions.join(' or ')})`;

/** The factor at exactly `level`: the index's part first (so the planner takes it), then the row's check. */
const atLevel = (st: Statement, factor: IndexedFactor, level: number): string[] => {
  if (factor.condition) {
    const holds = chequeHolds(st, factor.condition);
    return [level === 0 ? `not coalesce(${holds}, false)` : holds];
  }
  const any = () => `match_keys.keys && ${st.keys(factor.keys)}`;
  if (level === 0) return [`not (${any()})`];
  if (factor.levels === 1) return [any()];
  const reach =
    level === 1 || factor.keys.length > combinedKeys
      ? any()
      : anyOf(combinations(factor.keys, level).map((combo) => `match_keys.keys @> ${st.keys(combo)}`));
  return [reach, countAt(st, factor, level)].filter((part): part is string => part !== null);
};

/** Most containments ORed for "k of these pairs" before a single overlap and a count take their place. */
const pairedCombinations = 12;

/** Both paired factors at levels of at least 1: the pairs for the index, each factor's count on the row. */
const pairedLevels = (
  st: Statement,
  first: IndexedFactor,
  firstLevel: number,
  second: IndexedFactor,
  secondLevel: number,
  key: PairedFactors['key'],
) => {
  const firsts = first.codes ?? [];
  const seconds = second.codes ?? [];
  const combos = secondLevel > 1 ? combinations(seconds, secondLevel) : [];
  const reach =
    combos.length > 0 && combos.length * firsts.length <= pairedCombinations
      ? anyOf(
          firsts.flatMap((a) => combos.map((combo) => `match_keys.keys @> ${st.keys(combo.map((b) => key(a, b)))}`)),
        )
      : `match_keys.keys && ${st.keys(firsts.flatMap((a) => seconds.map((b) => key(a, b))))}`;
  return [reach, countAt(st, first, firstLevel), countAt(st, second, secondLevel)].filter(
    (part): part is string => part !== null,
  );
};

/** A list factor's count at exactly `level` (at least, at its full level), on the row; nothing for a single fact. */
const countAt = (st: Statement, factor: IndexedFactor, level: number): string | null => {
  if (factor.levels === 1) return null;
  return `${shared(st, factor)} ${level === factor.levels ? '>=' : '='} ${st.param(level)}`;
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
const conditionsOf = (st: Statement, input: ShortlistInput, tier: Tier): string[] => {
  const { factors, pairs } = input;
  const first = pairs ? factors.findIndex((factor) => factor.factor === pairs.first) : -1;
  const second = pairs ? factors.findIndex((factor) => factor.factor === pairs.second) : -1;
  const paired = pairs && first >= 0 && second >= 0 && (tier.levels[first] ?? 0) > 0 && (tier.levels[second] ?? 0) > 0;
  return tier.levels.flatMap((level, i) => {
    const factor = factors[i] as IndexedFactor;
    if (!paired) return atLevel(st, factor, level);
    if (i === second) return [];
    if (i === first) {
      return pairedLevels(st, factor, level, factors[second] as IndexedFactor, tier.levels[second] ?? 0, pairs.key);
    }
    return atLevel(st, factor, level);
  });
};

/** One tier's statement: at most `limit` candidates at exactly these levels, with their facts. */
const tierQuery = (st: Statement, input: ShortlistInput, tier: Tier, limit: number, order: number) => {
  const tenant = st.param(input.tenantId);
  const viewer = st.param(input.viewerProfileId);
  return `select ${profileFactColumns}, ${order} as tier from match_keys
       join profiles on profiles.tenant_id = match_keys.tenant_id and profiles.id = match_keys.profile_id
       left join investor_profiles on investor_profiles.tenant_id = profiles.tenant_id
        and investor_profiles.profile_id = profiles.id
      where match_keys.tenant_id = ${tenant} and match_keys.account_type = ${st.param(input.candidateType)}
        and match_keys.profile_id <> ${viewer}
        and ${conditionsOf(st, input, tier).join(' and ')}
        and not exists (select 1 from match_feedback f where f.tenant_id = ${tenant}
              and f.profile_id = ${viewer} and f.target_profile_id = match_keys.profile_id
              and f.verdict = 'not_interested')
      limit ${st.param(limit)}`;
};

/**
 * Tiers asked together, in one statement each: the first two (most lists fill there), then more at a time
 * for a member whose best tiers are empty. The branches of a UNION ALL run in order and stop once its LIMIT
 * is met, so a later tier costs nothing when an earlier one fills the list. (With plans made at every call,
 * two branches cost more to plan than the round trip they save; with saved plans they cost nothing.)
 */
const batches = [2, 4, 16, 64];

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
    const st = new Statement();
    const branches = some.map((tier, i) => `(${tierQuery(st, { ...input, factors }, tier, wanted, start + i)})`);
    const text = `select * from (${branches.join(' union all ')}) tiers limit ${st.param(wanted)}`;
    start += some.length;
    const rows = await profileRowsOf<{ tier: number }>(read, { sql: text, params: st.params });
    // Branches come in order; sorted by tier anyway, as SQL promises no order without ORDER BY.
    rows.sort((x, y) => x.tier - y.tier);
    found.push(...rows.map(({ tier: _tier, ...row }) => row));
  }
  return found;
};
