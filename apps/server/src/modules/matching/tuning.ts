import {
  defaultMatchWeights,
  type Match,
  type MatchingConsole,
  type MatchingPreview,
  type MatchingSettingsBody,
  type MatchKind,
  type MatchPair,
  matchPairs,
  pairFactors,
  pairSettingsOf,
  type TenantSettings,
} from '@ventura/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/errors.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { type Operator, patchSettings } from '../console/index.ts';
import { type ProfileType, visibleFactors } from './factors.ts';
import { type MatchingContext, matchesOf } from './service.ts';

/*
 * Operators tune matches (docs/matching.md, "Tuning"): each pair's factors on or off and their weights,
 * seen first on a sample of the tenant's startups, the lists as they are and as they would be.
 */

/** The profile types on the other side of each pair's matches (a challenge's or program's fields are all shown). */
const pairSides: Record<MatchPair, Array<ProfileType | null>> = {
  investor: ['investor', 'startup'],
  mentor: ['mentor', 'startup'],
  challenge: [null],
  program: [null],
};
const kindOfPair: Record<MatchPair, MatchKind> = {
  investor: 'investors',
  mentor: 'mentors',
  challenge: 'challenges',
  program: 'programs',
};
/** Startups the preview shows the effect on. */
const sampleSize = 5;
/** Matches compared for each. */
const previewLength = 5;

/** The factors of a pair that may count: those whose fields every member sees, on both sides. */
const availableFactors = (pair: MatchPair) =>
  pairFactors(pair).filter((factor) => pairSides[pair].every((side) => visibleFactors(pair, side).includes(factor)));

/** GET admin/matching: each pair's factors as the tenant has them, with the defaults. */
export const matchingConsole = (settings: Pick<TenantSettings, 'matching'>): MatchingConsole => ({
  pairs: matchPairs.map((pair) => {
    const tuned = pairSettingsOf(settings.matching, pair);
    const available = availableFactors(pair);
    return {
      pair,
      factors: pairFactors(pair).map((factor) => ({
        factor,
        weight: tuned[factor]?.weight ?? 0,
        on: tuned[factor]?.on ?? false,
        defaultWeight: defaultMatchWeights[pair][factor] ?? 0,
        available: available.includes(factor),
      })),
    };
  }),
});

/** 422 unless the body names every factor of its pair, no other, and one that can count is on. */
const assertComplete = ({ pair, factors }: MatchingSettingsBody) => {
  const expected = pairFactors(pair);
  const errors = [
    ...expected.filter((factor) => !factors[factor]).map((factor) => `body.factors.${factor}: Required`),
    ...Object.keys(factors)
      .filter((factor) => !expected.includes(factor as never))
      .map((factor) => `body.factors.${factor}: Not a factor of ${pair} matches`),
  ];
  const counting = availableFactors(pair).some((factor) => factors[factor]?.on && (factors[factor]?.weight ?? 0) > 0);
  if (errors.length === 0 && !counting) errors.push('body.factors: Keep at least one factor that can count on');
  if (errors.length > 0) throw new HttpError(422, errors[0] ?? 'Invalid factors', errors);
};

/** PUT admin/matching: one pair's factors, saved live for every process and audited. */
export const saveMatching = async (operator: Operator, body: MatchingSettingsBody) => {
  assertComplete(body);
  const matching = { ...operator.tenant.settings.matching, [body.pair]: body.factors };
  await patchSettings(operator, { matching: { [body.pair]: body.factors } });
  return matchingConsole({ matching });
};

const brief = (match: Match) => ({
  uuid: match.uuid,
  name: match.profile?.name ?? match.opportunity?.title ?? '',
  score: match.score,
  reason: match.reasons[0]?.text ?? '',
});

/** POST admin/matching/preview: a few startups' top matches now and with the proposed factors; nothing saved. */
export const previewMatching = async (ctx: MatchingContext, body: MatchingSettingsBody): Promise<MatchingPreview> => {
  assertComplete(body);
  const kind = kindOfPair[body.pair];
  const sample = await ctx.db
    .select({ id: profiles.id, uuid: profiles.uuid, name: profiles.displayName, accountType: profiles.accountType })
    .from(profiles)
    .where(
      and(
        eq(profiles.tenantId, ctx.tenant.id),
        eq(profiles.accountType, 'startup'),
        eq(profiles.listed, true),
        sql`cardinality(${profiles.industries}) > 0`,
      ),
    )
    .orderBy(desc(profiles.id))
    .limit(sampleSize);
  const samples = [];
  for (const viewer of sample) {
    const current = await matchesOf(ctx, viewer, kind, previewLength);
    const proposed = await matchesOf(ctx, viewer, kind, previewLength, body.factors);
    samples.push({
      viewer: { uuid: viewer.uuid, name: viewer.name, accountType: viewer.accountType },
      kind,
      current: current.items.map(brief),
      proposed: proposed.items.map(brief),
    });
  }
  return { samples };
};
