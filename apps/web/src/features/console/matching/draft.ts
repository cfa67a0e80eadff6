import type {
  FactorSetting,
  MatchFactor,
  MatchingConsole,
  MatchingPreview,
  MatchingSettingsBody,
  MatchPair,
} from '@ventura/shared';

/** One factor of a pair as the console reads it: its weight, whether it is on, its default, whether it may count. */
export type ConsoleFactor = MatchingConsole['pairs'][number]['factors'][number];
/** A pair's factors as the operator is editing them, by name. */
export type Draft = Partial<Record<MatchFactor, FactorSetting>>;

export const draftOf = (factors: readonly ConsoleFactor[]): Draft =>
  Object.fromEntries(factors.map((factor) => [factor.factor, { weight: factor.weight, on: factor.on }]));

/** Every factor on, at its default weight (the way a tenant starts). */
export const defaultDraftOf = (factors: readonly ConsoleFactor[]): Draft =>
  Object.fromEntries(factors.map((factor) => [factor.factor, { weight: factor.defaultWeight, on: true }]));

/** Whether two drafts differ on any of the pair's factors. */
export const draftsDiffer = (a: Draft, b: Draft, factors: readonly ConsoleFactor[]) =>
  factors.some(({ factor }) => a[factor]?.weight !== b[factor]?.weight || a[factor]?.on !== b[factor]?.on);

/** What a factor counts for in a score: 'off' and 'unavailable' count for nothing; else a share of 0 to 100. */
export type Share = number | 'off' | 'unavailable';

/**
 * Each factor's share of a score, in percent: weights are relative, so a factor counts for its weight over
 * the sum of the weights of the factors that count (on, and available in this deployment).
 */
export const sharesOf = (draft: Draft, factors: readonly ConsoleFactor[]): Partial<Record<MatchFactor, Share>> => {
  const counts = (factor: ConsoleFactor) => factor.available && draft[factor.factor]?.on === true;
  const total = factors.filter(counts).reduce((sum, factor) => sum + (draft[factor.factor]?.weight ?? 0), 0);
  return Object.fromEntries(
    factors.map((factor): [MatchFactor, Share] => {
      if (!factor.available) return [factor.factor, 'unavailable'];
      if (!counts(factor)) return [factor.factor, 'off'];
      return [factor.factor, total === 0 ? 0 : (100 * (draft[factor.factor]?.weight ?? 0)) / total];
    }),
  );
};

/** What a PUT or a preview sends: every factor of the pair. */
export const bodyOf = (pair: MatchPair, draft: Draft): MatchingSettingsBody => ({ pair, factors: draft });

type Sample = MatchingPreview['samples'][number];

/** How an entry of the proposed top list moved against the current one. */
export type Move = { kind: 'new' } | { kind: 'up' | 'down'; places: number } | { kind: 'same' };

/** For each proposed entry, by uuid, how it moved; and the current entries that leave the list. */
export const movesOf = (sample: Pick<Sample, 'current' | 'proposed'>) => {
  const before = new Map(sample.current.map((entry, rank) => [entry.uuid, rank]));
  const after = new Set(sample.proposed.map((entry) => entry.uuid));
  const moves = new Map<string, Move>(
    sample.proposed.map((entry, rank): [string, Move] => {
      const was = before.get(entry.uuid);
      if (was === undefined) return [entry.uuid, { kind: 'new' }];
      if (was === rank) return [entry.uuid, { kind: 'same' }];
      return [entry.uuid, was > rank ? { kind: 'up', places: was - rank } : { kind: 'down', places: rank - was }];
    }),
  );
  const leaving = new Set(sample.current.filter((entry) => !after.has(entry.uuid)).map((entry) => entry.uuid));
  return { moves, leaving };
};
