import {
  type FieldDef,
  fieldsOfType,
  type InvestorMatchFactor,
  type MatchImprovement,
  type MatchReason,
  profileTypes,
} from '@ventura/shared';

/*
 * A startup's investor matches, factor by factor (docs/matching.md). Each factor reads fields of both
 * sides; it holds or not (or partly, for industries and words), and when it holds it is one reason in
 * words. Pure functions of the facts the repo gathered: the scores and reasons are tested on handmade
 * profiles (matching.test.ts).
 */

/** What the startup brings to its matches. */
export type StartupFacts = {
  fundingStage: string | null;
  raisingFunds: boolean;
  fundingAsk: number | null;
  industries: string[];
  countryCode: string | null;
  /** The distinctive words of its tagline and description (thesisWords). */
  words: string[];
};

/** What an investor on the shortlist brings. */
export type InvestorFacts = {
  fundingStages: string[];
  ticketMin: number | null;
  ticketMax: number | null;
  industries: string[];
  geographies: string[];
  /** The words of its tagline and description. */
  words: ReadonlySet<string>;
};

export type Weights = Record<InvestorMatchFactor, number>;

/** How much each factor counts out of 100, until an operator tunes them. */
export const defaultWeights: Weights = { stage: 30, industries: 25, ticket: 20, thesis: 15, geography: 10 };

/**
 * The fields each factor reads, on the investor's side and the startup's. A factor whose investor fields
 * are not shown to every signed-in member is off: a reason must never reveal what the viewer may not see.
 */
const factorFields: Record<InvestorMatchFactor, { investor: string[]; startup: string[] }> = {
  stage: { investor: ['fundingStages'], startup: ['fundingStage'] },
  industries: { investor: ['industries'], startup: ['industries'] },
  ticket: { investor: ['ticketMin', 'ticketMax'], startup: ['fundingAsk'] },
  thesis: { investor: ['about'], startup: ['about'] },
  geography: { investor: ['geographies'], startup: ['countryCode'] },
};

const shownToMembers = (field: FieldDef | undefined) => field !== undefined && field.audience !== 'private';

/** The factors whose investor fields every signed-in member sees (the registry's audiences). */
export const visibleFactors = (
  fields: ReadonlyMap<string, FieldDef> = fieldsOfType('investor'),
): InvestorMatchFactor[] =>
  (Object.keys(factorFields) as InvestorMatchFactor[]).filter((factor) =>
    factorFields[factor].investor.every((key) => shownToMembers(fields.get(key))),
  );

export type Words = {
  stage: (code: string) => string;
  industry: (code: string) => string;
  country: (code: string) => string;
  amount: (value: number) => string;
};

type Hit = { factor: InvestorMatchFactor; strength: number; reason: string };

const numberWords = ['', 'One', 'Two', 'Three', 'Four', 'Five'];
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Each factor on one pair: how strongly it holds (0 to 1) and, when it does, its reason. */
const hitsOf = (startup: StartupFacts, investor: InvestorFacts, words: Words): Hit[] => {
  const hits: Hit[] = [];
  const stage = startup.fundingStage;
  if (stage && investor.fundingStages.includes(stage)) {
    const as = startup.raisingFunds ? 'as you raise' : 'your stage';
    hits.push({ factor: 'stage', strength: 1, reason: `Invests at ${words.stage(stage).toLowerCase()}, ${as}` });
  }
  const shared = startup.industries.filter((code) => investor.industries.includes(code));
  if (shared.length > 0) {
    // Three shared industries are a full match; a startup with fewer needs all of its own.
    const strength = Math.min(1, shared.length / Math.min(3, startup.industries.length));
    const names = shared.slice(0, 3).map((code) => words.industry(code).toLowerCase());
    const noun =
      shared.length === 1 ? 'Your industry' : `${numberWords[shared.length] ?? shared.length} of your industries`;
    hits.push({ factor: 'industries', strength, reason: `${noun}: ${listed(names)}` });
  }
  const ask = startup.fundingAsk;
  if (ask !== null && investor.ticketMin !== null && investor.ticketMax !== null) {
    if (investor.ticketMin <= ask && ask <= investor.ticketMax) {
      const range = `${words.amount(investor.ticketMin)} to ${words.amount(investor.ticketMax)}`;
      hits.push({
        factor: 'ticket',
        strength: 1,
        reason: `Cheques of ${range} cover your ask of ${words.amount(ask)}`,
      });
    }
  }
  const common = startup.words.filter((word) => investor.words.has(word));
  if (common.length > 0) {
    const strength = Math.min(1, common.length / 3);
    const quoted = common.slice(0, 3).map((word) => `‘${word}’`);
    hits.push({ factor: 'thesis', strength, reason: `Writes of what you do: ${listed(quoted)}` });
  }
  const country = startup.countryCode;
  if (country && investor.geographies.includes(country)) {
    hits.push({ factor: 'geography', strength: 1, reason: `Invests in ${words.country(country)}` });
  }
  return hits;
};

export type Scored = { score: number; reasons: MatchReason[] };

/**
 * A pair's score (0 to 100: the weighted share of the factors that hold, out of the factors in use) and its
 * strongest reasons, strongest first: the two or three facts that made it.
 */
export const scorePair = (
  startup: StartupFacts,
  investor: InvestorFacts,
  options: { weights: Weights; factors: readonly InvestorMatchFactor[]; words: Words },
): Scored => {
  const { weights, factors } = options;
  const total = factors.reduce((sum, factor) => sum + weights[factor], 0);
  const hits = hitsOf(startup, investor, options.words)
    .filter((hit) => factors.includes(hit.factor) && weights[hit.factor] > 0)
    .map((hit) => ({ ...hit, weight: weights[hit.factor] * hit.strength }))
    .sort((a, b) => b.weight - a.weight);
  const earned = hits.reduce((sum, hit) => sum + hit.weight, 0);
  return {
    score: total > 0 ? Math.round((earned / total) * 100) : 0,
    reasons: hits.slice(0, 3).map(({ factor, reason }) => ({ factor, text: reason })),
  };
};

/** What the startup could add for better matches: each empty field a factor in use reads. */
export const improvementsFor = (
  startup: StartupFacts & { about: string | null },
  factors: readonly InvestorMatchFactor[],
): MatchImprovement[] => {
  const missing: Array<{ field: string; text: string; factor: InvestorMatchFactor }> = [
    { field: 'fundingStage', text: 'Add your funding stage', factor: 'stage' },
    { field: 'industries', text: 'Add your industries', factor: 'industries' },
    { field: 'fundingAsk', text: 'Add how much you are raising', factor: 'ticket' },
    { field: 'about', text: 'Describe what your startup does', factor: 'thesis' },
    { field: 'countryCode', text: 'Add your country', factor: 'geography' },
  ];
  const empty: Record<string, boolean> = {
    fundingStage: !startup.fundingStage,
    industries: startup.industries.length === 0,
    fundingAsk: startup.fundingAsk === null,
    about: !startup.about?.trim(),
    countryCode: !startup.countryCode,
  };
  return missing
    .filter((item) => factors.includes(item.factor) && empty[item.field])
    .map(({ field, text }) => ({ field, text, page: pageOf(field) }));
};

/** The startup's edit page that holds a field. */
const pageOf = (field: string) =>
  profileTypes.startup.sections.find((section) => section.fields.some((f) => f.key === field))?.page ??
  profileTypes.startup.sections[0]?.page ??
  '/';

// ---- Words of a description ----

/** Words too common to say anything of a startup or a fund. */
const stopWords = new Set(
  `about above after again also among and any are because been before being below between both but can
   could does doing down during each from further have having here into its itself just more most must
   other ours over own same should some such than that their theirs them then there these they this those
   through under until very was were what when where which while who whom why will with would your yours
   company companies startup startups business businesses help helps helping make makes using based
   platform solution solutions products product services service world people team teams new first best
   invest invests investing investment investments investor investors fund funds funding capital venture
   stage stages early growth seed series round`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a text, lower-cased, of four letters or more and not common ones. */
export const wordsIn = (text: string | null | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !stopWords.has(word) && !/^\d+$/.test(word));

/** A startup's distinctive words: the most frequent of its tagline and description, at most twelve. */
export const thesisWords = (tagline: string | null, about: string | null): string[] => {
  const counts = new Map<string, number>();
  for (const word of [...wordsIn(tagline), ...wordsIn(tagline), ...wordsIn(about)]) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([word]) => word);
};
