import {
  type AccountType,
  type FactorSetting,
  type FieldDef,
  fieldsOfType,
  type MatchFactor,
  type MatchImprovement,
  type MatchPair,
  type MatchReason,
  pairFactors,
  profileTypes,
} from '@ventura/shared';

/*
 * Matches, factor by factor (docs/matching.md). Each factor reads fields of both sides; it holds or not (or
 * partly, for lists in common), and when it holds it is one reason in words, worded for the viewer. Pure
 * functions of the facts the repo gathered: scores and reasons are tested on handmade profiles.
 */

/** A startup, investor or mentor as its matches read it; fields of other types stay empty. */
export type ProfileFacts = {
  accountType: AccountType;
  /** A startup's funding stage (one), an investor's stages. */
  stages: string[];
  raisingFunds: boolean;
  /** An investor's smallest and largest cheque; a startup's ask in both. */
  amountLow: number | null;
  amountHigh: number | null;
  industries: string[];
  /** Mentorship a startup looks for, or a mentor gives. */
  areas: string[];
  /** A startup's technologies (codes). */
  technologies: string[];
  countryCode: string | null;
  /** The countries an investor invests in. */
  geographies: string[];
  /** Its distinctive words (thesisWords), as a viewer's. */
  words: string[];
  /** Every word of its tagline and description, as a candidate's. */
  text: ReadonlySet<string>;
};

/** A challenge or a program as a startup's matches read it. */
export type OpportunityFacts = {
  industries: string[];
  /** Its title and description, lower-cased: technologies' names are looked for in it. */
  prose: string;
  /** The words of its title and description. */
  text: ReadonlySet<string>;
  /** Its eligibility, lower-cased. */
  eligibility: string;
};

/** How codes read in a reason. */
export type Words = {
  stage: (code: string) => string;
  industry: (code: string) => string;
  area: (code: string) => string;
  technology: (code: string) => string;
  country: (code: string) => string;
  amount: (value: number) => string;
};

/** A factor that holds: how strongly, and its reason, worded only for the matches a page shows. */
type Hit = { factor: MatchFactor; strength: number; reason: () => string };

const numberWords = ['', 'One', 'Two', 'Three', 'Four', 'Five'];
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const quoted = (words: string[]) => listed(words.slice(0, 3).map((word) => `‘${word}’`));
const lower = (items: string[]) => items.slice(0, 3).map((item) => item.toLowerCase());

/** The viewer's codes the other side shares, and how fully: three in common (or all the viewer's) is 1. */
const inCommon = (mine: string[], theirs: readonly string[]) => {
  const shared = mine.filter((code) => theirs.includes(code));
  return { shared, strength: shared.length === 0 ? 0 : Math.min(1, shared.length / Math.min(3, mine.length)) };
};

const industriesHit = (mine: string[], theirs: string[], words: Words): Hit[] => {
  const { shared, strength } = inCommon(mine, theirs);
  if (shared.length === 0) return [];
  const reason = () => {
    const noun =
      shared.length === 1 ? 'Your industry' : `${numberWords[shared.length] ?? shared.length} of your industries`;
    return `${noun}: ${listed(lower(shared.map(words.industry)))}`;
  };
  return [{ factor: 'industries', strength, reason }];
};

const thesisHit = (mine: string[], theirs: ReadonlySet<string>, reason: (words: string) => string): Hit[] => {
  const common = mine.filter((word) => theirs.has(word));
  return common.length === 0
    ? []
    : [{ factor: 'thesis', strength: Math.min(1, common.length / 3), reason: () => reason(quoted(common)) }];
};

/** A startup and an investor, told to whichever of them is looking. */
const investorHits = (startup: ProfileFacts, investor: ProfileFacts, viewer: 'startup' | 'investor', w: Words) => {
  const forStartup = viewer === 'startup';
  const [mine, theirs] = forStartup ? [startup, investor] : [investor, startup];
  const hits: Hit[] = [];
  const stage = startup.stages[0];
  if (stage && investor.stages.includes(stage)) {
    const reason = () => {
      const name = w.stage(stage).toLowerCase();
      return forStartup
        ? `Invests at ${name}, ${startup.raisingFunds ? 'as you raise' : 'your stage'}`
        : `${startup.raisingFunds ? 'Raising at' : 'At'} ${name}, a stage you invest at`;
    };
    hits.push({ factor: 'stage', strength: 1, reason });
  }
  hits.push(...industriesHit(mine.industries, theirs.industries, w));
  const ask = startup.amountLow;
  const { amountLow: least, amountHigh: most } = investor;
  if (ask !== null && least !== null && most !== null && least <= ask && ask <= most) {
    const reason = () => {
      const range = `${w.amount(least)} to ${w.amount(most)}`;
      return forStartup
        ? `Cheques of ${range} cover your ask of ${w.amount(ask)}`
        : `Asks ${w.amount(ask)}, within your cheques of ${range}`;
    };
    hits.push({ factor: 'ticket', strength: 1, reason });
  }
  hits.push(
    ...thesisHit(mine.words, theirs.text, (words) =>
      forStartup ? `Writes of what you do: ${words}` : `Does what you write of: ${words}`,
    ),
  );
  const country = startup.countryCode;
  if (country && investor.geographies.includes(country)) {
    const reason = () =>
      forStartup ? `Invests in ${w.country(country)}` : `Based in ${w.country(country)}, where you invest`;
    hits.push({ factor: 'geography', strength: 1, reason });
  }
  return hits;
};

/** A startup and a mentor, told to whichever of them is looking. */
const mentorHits = (startup: ProfileFacts, mentor: ProfileFacts, viewer: 'startup' | 'mentor', w: Words) => {
  const forStartup = viewer === 'startup';
  const [mine, theirs] = forStartup ? [startup, mentor] : [mentor, startup];
  const hits: Hit[] = [];
  const { shared, strength } = inCommon(mine.areas, theirs.areas);
  if (shared.length > 0) {
    const reason = () => {
      const names = listed(lower(shared.map(w.area)));
      return forStartup ? `Mentors in ${names}, as you asked` : `Looks for mentoring in ${names}, which you give`;
    };
    hits.push({ factor: 'areas', strength, reason });
  }
  hits.push(...industriesHit(mine.industries, theirs.industries, w));
  hits.push(
    ...thesisHit(mine.words, theirs.text, (words) =>
      forStartup ? `Writes of what you do: ${words}` : `Does what you write of: ${words}`,
    ),
  );
  const country = startup.countryCode;
  if (country && country === mentor.countryCode) {
    hits.push({ factor: 'geography', strength: 1, reason: () => `Based in ${w.country(country)}, like you` });
  }
  return hits;
};

/** A startup and an open challenge or program: what it asks for against what the startup is. */
const opportunityHits = (startup: ProfileFacts, item: OpportunityFacts, pair: 'challenge' | 'program', w: Words) => {
  const hits: Hit[] = [];
  if (pair === 'program' && item.industries.length === 0) {
    hits.push({ factor: 'industries', strength: 0.5, reason: () => 'Open to every industry' });
  } else {
    hits.push(...industriesHit(startup.industries, item.industries, w));
  }
  if (pair === 'challenge') {
    const named = startup.technologies.filter((code) => namesWord(item.prose, w.technology(code)));
    if (named.length > 0) {
      const noun = named.length === 1 ? 'your technology' : 'your technologies';
      hits.push({
        factor: 'technology',
        strength: Math.min(1, named.length / 2),
        reason: () => `Names ${noun}: ${listed(named.slice(0, 3).map(w.technology))}`,
      });
    }
  }
  hits.push(...thesisHit(startup.words, item.text, (words) => `Asks for what you do: ${words}`));
  const stage = startup.stages[0];
  if (stage && namesWord(item.eligibility, w.stage(stage))) {
    const name = w.stage(stage).toLowerCase();
    hits.push({ factor: 'eligibility', strength: 1, reason: () => `Its eligibility names ${name}` });
  } else if (startup.countryCode && namesWord(item.eligibility, w.country(startup.countryCode))) {
    const country = w.country(startup.countryCode);
    hits.push({ factor: 'eligibility', strength: 1, reason: () => `Its eligibility names ${country}` });
  }
  return hits;
};

/** Whether a lower-cased text names a term as a whole word or phrase ('seed' in 'seed-stage startups'). */
const namesWord = (text: string, term: string) => {
  const wanted = term.trim().toLowerCase();
  if (wanted.length < 2) return false;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
};

/** The facts on both sides of one match, from the viewer's side. */
export type Pairing =
  | { pair: 'investor' | 'mentor'; viewer: ProfileFacts; candidate: ProfileFacts }
  | { pair: 'challenge' | 'program'; viewer: ProfileFacts; candidate: OpportunityFacts };

const hitsOf = (pairing: Pairing, words: Words): Hit[] => {
  const { viewer } = pairing;
  switch (pairing.pair) {
    case 'investor':
      return viewer.accountType === 'startup'
        ? investorHits(viewer, pairing.candidate, 'startup', words)
        : investorHits(pairing.candidate, viewer, 'investor', words);
    case 'mentor':
      return viewer.accountType === 'startup'
        ? mentorHits(viewer, pairing.candidate, 'startup', words)
        : mentorHits(pairing.candidate, viewer, 'mentor', words);
    default:
      return opportunityHits(viewer, pairing.candidate, pairing.pair, words);
  }
};

/** The types a profile match lists. */
export type ProfileType = 'startup' | 'investor' | 'mentor';

/** The factors that count, with their weights: on, weighted above 0, and able to count (visibleFactors). */
export type Weights = Partial<Record<MatchFactor, number>>;

export const weightsOf = (settings: Record<string, FactorSetting>, usable: readonly MatchFactor[]): Weights =>
  Object.fromEntries(
    usable
      .map((factor) => [factor, settings[factor]] as const)
      .filter(([, setting]) => setting?.on && setting.weight > 0)
      .map(([factor, setting]) => [factor, setting?.weight ?? 0]),
  );

/** A match's score, and its reasons worded when asked (only the matches a page shows are). */
export type Scored = { score: number; reasons: () => MatchReason[] };

/**
 * A match's score (0 to 100: the weighted share of the factors that hold, out of the factors that count)
 * and its strongest reasons, strongest first: the two or three facts that made it.
 */
export const scoreMatch = (pairing: Pairing, weights: Weights, words: Words): Scored => {
  let total = 0;
  for (const weight of Object.values(weights)) total += weight ?? 0;
  // Written as loops: a list scores every candidate of its shortlist, and this runs for each.
  const counted: Array<Hit & { weight: number }> = [];
  let earned = 0;
  for (const hit of hitsOf(pairing, words)) {
    const weight = (weights[hit.factor] ?? 0) * hit.strength;
    if (weight <= 0) continue;
    earned += weight;
    counted.push({ factor: hit.factor, strength: hit.strength, reason: hit.reason, weight });
  }
  counted.sort((a, b) => b.weight - a.weight);
  return {
    score: total > 0 ? Math.round((earned / total) * 100) : 0,
    reasons: () => counted.slice(0, 3).map(({ factor, reason }) => ({ factor, text: reason() })),
  };
};

// ---- Which factors may count, and what the viewer could add ----

/**
 * The fields each factor reads of a profile, by its type. A factor whose fields on the matched side are
 * not shown to every signed-in member cannot count: a reason must never reveal what the viewer may not see.
 */
const fieldsRead: Partial<Record<AccountType, Partial<Record<MatchFactor, string[]>>>> = {
  startup: {
    stage: ['fundingStage'],
    ticket: ['fundingAsk'],
    industries: ['industries'],
    thesis: ['about'],
    geography: ['countryCode'],
    areas: ['mentorshipAreas'],
    technology: ['technologies'],
    eligibility: ['fundingStage', 'countryCode'],
  },
  investor: {
    stage: ['fundingStages'],
    ticket: ['ticketMin', 'ticketMax'],
    industries: ['industries'],
    thesis: ['about'],
    geography: ['geographies'],
  },
  mentor: { areas: ['mentorshipAreas'], industries: ['industries'], thesis: ['about'], geography: ['countryCode'] },
};

const shownToMembers = (field: FieldDef | undefined) => field !== undefined && field.audience !== 'private';

/**
 * The pair's factors that may count when the matched side is of `candidateType` (or a challenge or program,
 * whose fields every member sees): those whose fields there every signed-in member sees.
 */
export const visibleFactors = (
  pair: MatchPair,
  candidateType: ProfileType | null,
  fields?: ReadonlyMap<string, FieldDef>,
): MatchFactor[] => {
  if (!candidateType) return pairFactors(pair);
  if (fields) return readableFactors(pair, candidateType, fields);
  // The registry is the code's: what it allows is worked out once per pair and type.
  const key = `${pair}:${candidateType}`;
  let known = visibleByRegistry.get(key);
  if (!known) {
    known = readableFactors(pair, candidateType, fieldsOfType(candidateType));
    visibleByRegistry.set(key, known);
  }
  return known;
};

const visibleByRegistry = new Map<string, MatchFactor[]>();

const readableFactors = (pair: MatchPair, candidateType: ProfileType, fields: ReadonlyMap<string, FieldDef>) =>
  pairFactors(pair).filter((factor) => {
    const read = fieldsRead[candidateType]?.[factor] ?? [];
    return read.every((key) => shownToMembers(fields.get(key)));
  });

type Missing = { factor: MatchFactor; field: string; text: string; empty: (facts: ProfileFacts) => boolean };

const emptyList = (key: 'stages' | 'industries' | 'areas' | 'technologies' | 'geographies') => (facts: ProfileFacts) =>
  facts[key].length === 0;
const noWords = (facts: ProfileFacts) => facts.words.length === 0;

/** The viewer's fields the factors read, by its type, with what to say when one is empty. */
const improvable: Partial<Record<AccountType, Missing[]>> = {
  startup: [
    { factor: 'stage', field: 'fundingStage', text: 'Add your funding stage', empty: emptyList('stages') },
    { factor: 'industries', field: 'industries', text: 'Add your industries', empty: emptyList('industries') },
    {
      factor: 'ticket',
      field: 'fundingAsk',
      text: 'Add how much you are raising',
      empty: (facts) => facts.amountLow === null,
    },
    { factor: 'areas', field: 'mentorshipAreas', text: 'Add the mentorship you look for', empty: emptyList('areas') },
    { factor: 'technology', field: 'technologies', text: 'Add your technologies', empty: emptyList('technologies') },
    { factor: 'thesis', field: 'about', text: 'Describe what your startup does', empty: noWords },
    { factor: 'geography', field: 'countryCode', text: 'Add your country', empty: (facts) => !facts.countryCode },
  ],
  investor: [
    { factor: 'stage', field: 'fundingStages', text: 'Add the stages you invest at', empty: emptyList('stages') },
    { factor: 'industries', field: 'industries', text: 'Add your industries', empty: emptyList('industries') },
    {
      factor: 'ticket',
      field: 'ticketMin',
      text: 'Add your smallest and largest cheque',
      empty: (facts) => facts.amountLow === null || facts.amountHigh === null,
    },
    { factor: 'thesis', field: 'about', text: 'Describe what you invest in', empty: noWords },
    {
      factor: 'geography',
      field: 'geographies',
      text: 'Add the countries you invest in',
      empty: emptyList('geographies'),
    },
  ],
  mentor: [
    { factor: 'areas', field: 'mentorshipAreas', text: 'Add the areas you mentor in', empty: emptyList('areas') },
    { factor: 'industries', field: 'industries', text: 'Add your industries', empty: emptyList('industries') },
    { factor: 'thesis', field: 'about', text: 'Describe what you know best', empty: noWords },
    { factor: 'geography', field: 'countryCode', text: 'Add your country', empty: (facts) => !facts.countryCode },
  ],
};

/** What the viewer could add for better matches: each empty field of theirs a factor that counts reads. */
export const improvementsFor = (viewer: ProfileFacts, weights: Weights): MatchImprovement[] =>
  (improvable[viewer.accountType] ?? [])
    .filter((item) => (weights[item.factor] ?? 0) > 0 && item.empty(viewer))
    .map(({ field, text }) => ({ field, text, page: pageOf(viewer.accountType, field) }));

/** The edit page of a type that holds a field. */
const pageOf = (type: AccountType, field: string) => {
  const sections = profileTypes[type as keyof typeof profileTypes]?.sections ?? [];
  return sections.find((section) => section.fields.some((f) => f.key === field))?.page ?? sections[0]?.page ?? '/';
};
