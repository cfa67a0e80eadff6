import { z } from 'zod';
import { matchKinds, matchPairs } from './match-kinds.ts';
import { pageLimit, pageSizes } from './paging.ts';
import { DirectoryCard } from './search.ts';

/*
 * Matches: who or what a member should meet, each with the facts that made it (docs/matching.md). A
 * startup is matched with investors, mentors, corporates' open challenges and open programs; an investor
 * or a mentor with startups, the same factors the other way round.
 */

export const MatchKind = z.enum(matchKinds, 'Choose investors, mentors, challenges, programs or startups');
export type MatchKind = z.infer<typeof MatchKind>;
export const MatchPair = z.enum(matchPairs);
export type MatchPair = z.infer<typeof MatchPair>;
/** Every factor a match can be scored on; each pair uses some (pairFactors). */
export const matchFactors = [
  'stage',
  'ticket',
  'industries',
  'geography',
  'thesis',
  'areas',
  'technology',
  'eligibility',
] as const;
export const MatchFactor = z.enum(matchFactors);
export type MatchFactor = z.infer<typeof MatchFactor>;
/** The factors of a startup's investor matches (the first pair built). */
export type InvestorMatchFactor = 'stage' | 'ticket' | 'industries' | 'geography' | 'thesis';

/** Each pair's factors, and how much each counts out of 100 until an operator tunes them. */
export const defaultMatchWeights: Record<MatchPair, Partial<Record<MatchFactor, number>>> = {
  investor: { stage: 30, industries: 25, ticket: 20, thesis: 15, geography: 10 },
  mentor: { areas: 40, industries: 30, thesis: 15, geography: 15 },
  challenge: { industries: 40, technology: 25, thesis: 20, eligibility: 15 },
  program: { industries: 45, thesis: 30, eligibility: 25 },
};
export const pairFactors = (pair: MatchPair) => Object.keys(defaultMatchWeights[pair]) as MatchFactor[];

/** What each factor compares, for the operators' page. */
export const matchFactorLabels: Record<MatchFactor, string> = {
  stage: 'Funding stage',
  ticket: 'Cheque size against the amount raised',
  industries: 'Industries in common',
  geography: 'Country',
  thesis: 'Words of the description',
  areas: 'Mentorship areas',
  technology: 'Technologies named',
  eligibility: 'Eligibility that names the startup’s stage or country',
};
export const matchPairLabels: Record<MatchPair, string> = {
  investor: 'Startups and investors',
  mentor: 'Startups and mentors',
  challenge: 'Startups and challenges',
  program: 'Startups and programs',
};

/** One factor as a tenant tunes it: its weight (0 to 100) and whether it counts at all. */
export const FactorSetting = z.object({
  weight: z.number().int('A weight is a whole number').min(0, 'At least 0').max(100, 'At most 100'),
  on: z.boolean(),
});
export type FactorSetting = z.infer<typeof FactorSetting>;
/** A pair's factors as tuned: every factor of the pair, by name. */
export const PairSettings = z.record(z.string(), FactorSetting);
export type PairSettings = z.infer<typeof PairSettings>;
/** What a tenant stores (settings.matching): only the pairs an operator changed. */
export const MatchingSettings = z.partialRecord(MatchPair, PairSettings);
export type MatchingSettings = z.infer<typeof MatchingSettings>;

/** A pair's factors, from the tenant's settings or the defaults. */
export const pairSettingsOf = (stored: MatchingSettings | undefined, pair: MatchPair): Record<string, FactorSetting> =>
  Object.fromEntries(
    pairFactors(pair).map((factor) => [
      factor,
      stored?.[pair]?.[factor] ?? { weight: defaultMatchWeights[pair][factor] ?? 0, on: true },
    ]),
  );

/**
 * One fact that made a match, in words: 'Invests at seed, as you raise'; `liked` when it is like a match
 * the viewer marked good.
 */
export const MatchReason = z.object({ factor: z.enum([...matchFactors, 'liked']), text: z.string() });
export type MatchReason = z.infer<typeof MatchReason>;

/** What the viewer could add to their own profile for better matches: 'Add how much you are raising'. */
export const MatchImprovement = z.object({ field: z.string(), text: z.string(), page: z.string() });
export type MatchImprovement = z.infer<typeof MatchImprovement>;

export const matchVerdicts = ['good', 'not_interested'] as const;
export const MatchVerdict = z.enum(matchVerdicts, 'verdict must be good or not_interested');
export type MatchVerdict = z.infer<typeof MatchVerdict>;

/** An open challenge or program a startup is matched with: what its card shows. */
export const MatchOpportunity = z.object({
  uuid: z.string(),
  kind: z.enum(['challenge', 'program']),
  title: z.string(),
  /** Who runs it: the corporate's or the program office's name. */
  owner: z.string(),
  summary: z.string(),
  /** Industries, as labels. */
  tags: z.array(z.string()),
  /** The last day to apply (YYYY-MM-DD). */
  deadline: z.string(),
  url: z.string(),
});
export type MatchOpportunity = z.infer<typeof MatchOpportunity>;

export const Match = z.object({
  /** The matched profile's or opportunity's public id: what a verdict names. */
  uuid: z.string(),
  /** A profile match (investors, mentors, startups): its directory card (public fields only). */
  profile: DirectoryCard.nullable(),
  /** A challenge or program match. */
  opportunity: MatchOpportunity.nullable(),
  /** 0 to 100: the share of the weights whose factors hold. */
  score: z.number().int(),
  /** The two or three strongest facts, strongest first. */
  reasons: z.array(MatchReason),
  /** The viewer said 'good match' (a 'not interested' one is not shown). */
  markedGood: z.boolean(),
});
export type Match = z.infer<typeof Match>;

export const MatchList = z.object({
  items: z.array(Match),
  /** The viewer's empty fields that the factors read, with the page that edits each. */
  improvements: z.array(MatchImprovement),
});
export type MatchList = z.infer<typeof MatchList>;

export const MatchQuery = z.object({ limit: pageLimit(pageSizes.matches) });
export type MatchQuery = z.infer<typeof MatchQuery>;
export const MatchKindParams = z.object({ kind: MatchKind });

/** POST matches/{kind}/{uuid}/feedback: the viewer's verdict on one match. */
export const MatchFeedbackInput = z.strictObject({ verdict: MatchVerdict });
export type MatchFeedbackInput = z.infer<typeof MatchFeedbackInput>;
export const MatchParams = z.object({ kind: MatchKind, uuid: z.uuid('This is not a match') });

/** GET console/matching: each pair's factors as tuned, with the defaults and which factors may count. */
export const MatchingConsole = z.object({
  pairs: z.array(
    z.object({
      pair: MatchPair,
      factors: z.array(
        z.object({
          factor: MatchFactor,
          weight: z.number().int(),
          on: z.boolean(),
          defaultWeight: z.number().int(),
          /** False when the field it reads is private in the registry: it cannot count (reasons would reveal it). */
          available: z.boolean(),
        }),
      ),
    }),
  ),
});
export type MatchingConsole = z.infer<typeof MatchingConsole>;

/** Every factor by name, each optional (closed keys: a body names no other); the pair's own are checked by the server. */
const pairSettingsBody = z
  .strictObject(
    Object.fromEntries(matchFactors.map((factor) => [factor, FactorSetting.optional()])) as Record<
      MatchFactor,
      z.ZodOptional<typeof FactorSetting>
    >,
  )
  .refine(
    (factors) => Object.values(factors).some((factor) => factor?.on && factor.weight > 0),
    'Keep at least one factor on with a weight above 0',
  );

/** PUT console/matching: one pair's factors, every factor of the pair. */
export const MatchingSettingsBody = z.strictObject({ pair: MatchPair, factors: pairSettingsBody });
export type MatchingSettingsBody = z.infer<typeof MatchingSettingsBody>;

/** POST console/matching/preview: the same body, nothing saved. */
export const MatchingPreviewBody = MatchingSettingsBody;

/** One sample member's top matches under the saved factors and under the proposed ones. */
export const MatchingPreview = z.object({
  samples: z.array(
    z.object({
      viewer: z.object({ uuid: z.string(), name: z.string(), accountType: z.string() }),
      kind: MatchKind,
      current: z.array(z.object({ uuid: z.string(), name: z.string(), score: z.number().int(), reason: z.string() })),
      proposed: z.array(z.object({ uuid: z.string(), name: z.string(), score: z.number().int(), reason: z.string() })),
    }),
  ),
});
export type MatchingPreview = z.infer<typeof MatchingPreview>;
