import {
  type AccountType,
  type FactorSetting,
  type Match,
  type MatchKind,
  type MatchList,
  type MatchReason,
  type MatchVerdict,
  matchKindsOf,
  pairOf,
  pairSettingsOf,
} from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { type Read, statementOf, withSavedPlans } from '../../platform/db/saved-plans.ts';
import { forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { challengePath } from '../challenges/index.ts';
import { programPage } from '../programs/index.ts';
import type { createLabels, Labels } from '../search/index.ts';
import { presentCard, searchableTypes, typesSearchableBy } from '../search/index.ts';
import {
  improvementsFor,
  type OpportunityFacts,
  type ProfileFacts,
  scoreMatch,
  visibleFactors,
  type Weights,
  type Words,
  weightsOf,
} from './factors.ts';
import * as repo from './repo.ts';
import {
  type ChequeCondition,
  type IndexedFactor,
  type PairedFactors,
  type ShortlistInput,
  shortlist,
} from './shortlist.ts';
import { thesisWords, type WordFinder, wordFinder, wordsIn } from './words.ts';

type Matrix = Parameters<typeof searchableTypes>[2];
type LabelSource = ReturnType<typeof createLabels>;

/** A member asking for their matches, with the tenant's connection rules and the directory's words. */
export type Matcher = Member & { matrix: () => Promise<Matrix>; labels: LabelSource };

/** What matching needs to make anyone's list: the operators' preview and the weekly digest make others'. */
export type MatchingContext = { db: Db; tenant: Tenant; labels: LabelSource };

/** Candidates looked at for a page: several times the page, so that unindexed factors may reorder it. */
const shortlistFactor = 2;
const shortlistMinimum = 40;
/** Good matches whose likeness counts, newest first. */
const likedConsidered = 50;
/** What being like a match the member marked good adds to a score. */
const likeBonus = 10;
/** A challenge's or program's summary on its card. */
const summaryLength = 280;

/** The profile type a kind lists, and who has it. */
const kinds: Record<MatchKind, { candidate: 'startup' | 'investor' | 'mentor' | null; noun: string }> = {
  investors: { candidate: 'investor', noun: 'Investor' },
  mentors: { candidate: 'mentor', noun: 'Mentor' },
  startups: { candidate: 'startup', noun: 'Startup' },
  challenges: { candidate: null, noun: 'Challenge' },
  programs: { candidate: null, noun: 'Program' },
};

/** The profile type a kind lists; null for challenges and programs. */
/**
 * The kinds of match a profile of a type has on a tenant: its type's, less the profile kinds the tenant's
 * connection matrix does not let it search (challenges and programs are never refused by it).
 */
export const openKindsOf = (settings: Tenant['settings'], matrix: Matrix, type: AccountType) => {
  const searchable = typesSearchableBy(type, settings, matrix);
  return matchKindsOf(type).filter((kind) => {
    const candidate = kinds[kind].candidate;
    return candidate === null || searchable.includes(candidate);
  });
};

const plural: Record<'startup' | 'investor' | 'mentor', string> = {
  startup: 'startups',
  investor: 'investors',
  mentor: 'mentors',
};

const grouped = new Intl.NumberFormat('en');

const wordsOf = (labels: Labels): Words => ({
  stage: (code) => labels.term('funding-stages', code) ?? code,
  industry: (code) => labels.term('industries', code) ?? code,
  area: (code) => labels.term('mentorship-areas', code) ?? code,
  technology: (code) => labels.term('technologies', code) ?? code,
  country: (code) => labels.country(code) ?? code,
  amount: (value) => grouped.format(value),
});

const facetCodes = (facets: readonly string[], key: string) =>
  facets.filter((facet) => facet.startsWith(`${key}:`)).map((facet) => facet.slice(key.length + 1));

/** The facets the factors read, in one pass over a profile's ('fundingStages:seed', 'liveDeal:true'). */
const readFacets = (facets: readonly string[]) => {
  const read = { stages: [] as string[], areas: [] as string[], technologies: [] as string[], raisingFunds: false };
  for (const facet of facets) {
    const colon = facet.indexOf(':');
    const key = facet.slice(0, colon);
    if (key === 'fundingStages') read.stages.push(facet.slice(colon + 1));
    else if (key === 'mentorshipAreas') read.areas.push(facet.slice(colon + 1));
    else if (key === 'technologies') read.technologies.push(facet.slice(colon + 1));
    else if (facet === 'liveDeal:true') read.raisingFunds = true;
  }
  return read;
};

/** A profile's facts from its row: as the viewer, its distinctive words; as a candidate, which of the viewer's it uses. */
const factsOf = (row: repo.ProfileRow, words: { own: true } | { of: WordFinder }): ProfileFacts => ({
  accountType: row.accountType,
  ...readFacets(row.facets),
  amountLow: row.amountLow,
  amountHigh: row.amountHigh,
  industries: row.industries,
  countryCode: row.countryCode,
  geographies: row.geographies,
  words: 'own' in words ? thesisWords(row.tagline, row.about) : [],
  text: 'of' in words ? words.of(row.tagline, row.about) : new Set(),
});

const prefixed = (type: string, key: string, codes: readonly string[]) => codes.map((code) => `${type}.${key}:${code}`);
const listLevels = (codes: readonly string[]) => Math.min(3, codes.length);

/** What the index can judge of a profile match, from the viewer's side (shortlist.ts). */
const indexedFactors = (
  viewer: ProfileFacts,
  candidate: 'startup' | 'investor' | 'mentor',
  weights: Weights,
): IndexedFactor[] => {
  const weight = (factor: keyof Weights) => weights[factor] ?? 0;
  const industries: IndexedFactor = {
    factor: 'industries',
    weight: weight('industries'),
    keys: prefixed(candidate, 'industries', viewer.industries),
    levels: listLevels(viewer.industries),
    codes: viewer.industries,
  };
  if (candidate === 'mentor' || (candidate === 'startup' && viewer.accountType === 'mentor')) {
    return [
      {
        factor: 'areas',
        weight: weight('areas'),
        keys: prefixed(candidate, 'mentorshipAreas', viewer.areas),
        levels: listLevels(viewer.areas),
        codes: viewer.areas,
      },
      industries,
    ] satisfies IndexedFactor[];
  }
  const { amountLow: low, amountHigh: high } = viewer;
  const ticket: ChequeCondition | undefined =
    candidate === 'investor'
      ? low === null
        ? undefined
        : { covers: low }
      : low === null || high === null
        ? undefined
        : { within: [low, high] };
  const stages = candidate === 'investor' ? viewer.stages.slice(0, 1) : viewer.stages;
  return [
    {
      factor: 'stage',
      weight: weight('stage'),
      keys: prefixed(candidate, 'fundingStages', stages),
      levels: 1,
      codes: stages,
    },
    industries,
    ...(ticket
      ? [{ factor: 'ticket' as const, weight: weight('ticket'), keys: [], levels: 1, condition: ticket }]
      : []),
  ] satisfies IndexedFactor[];
};

/** The shortlist a viewer's profile matches of one kind start from (shortlist.ts). */
const shortlistInputOf = (
  ctx: MatchingContext,
  viewer: { id: number; facts: ProfileFacts },
  candidate: 'startup' | 'investor' | 'mentor',
  weights: Weights,
  limit: number,
): ShortlistInput => ({
  tenantId: ctx.tenant.id,
  viewerProfileId: viewer.id,
  candidateType: candidate,
  factors: indexedFactors(viewer.facts, candidate, weights),
  pairs: pairsOf(viewer.facts, candidate),
  size: Math.max(shortlistMinimum, limit * shortlistFactor),
});

/** The weights that count for a kind of match: the tenant's (or `settings`), less the factors that may not. */
const weightsFor = (
  tenant: Tenant,
  kind: MatchKind,
  viewerType: AccountType,
  settings = pairSettingsOf(tenant.settings.matching, pairOf(kind, viewerType)),
) => weightsOf(settings, visibleFactors(pairOf(kind, viewerType), kinds[kind].candidate));

/**
 * The statements a profile match list runs for a viewer, in order, as the list would run them: its own
 * row, then the shortlist's tiers (bench/sql-alone.ts replays them through a bare client).
 */
export const listStatements = async (
  ctx: MatchingContext,
  viewer: { id: number; accountType: AccountType },
  kind: MatchKind,
  limit: number,
) => {
  const candidate = kinds[kind].candidate;
  if (!candidate) throw new Error(`${kind} have no shortlist`);
  const weights = weightsFor(ctx.tenant, kind, viewer.accountType);
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  await withSavedPlans(ctx.db, async (read) => {
    const traced: Read = (query) => {
      statements.push(statementOf(query));
      return read(query);
    };
    const me = await viewerOf(traced, ctx.tenant.id, viewer.id);
    await shortlist(traced, shortlistInputOf(ctx, me, candidate, weights, limit));
  });
  return statements;
};

/** The factors the index also holds in pairs with industries: a stage, or a mentorship area. */
const pairsOf = (viewer: ProfileFacts, candidate: 'startup' | 'investor' | 'mentor'): PairedFactors =>
  candidate === 'mentor' || viewer.accountType === 'mentor'
    ? { first: 'areas', second: 'industries', key: (area, code) => `${candidate}.ai:${area}|${code}` }
    : { first: 'stage', second: 'industries', key: (stage, code) => `${candidate}.si:${stage}|${code}` };

/** A candidate like one the viewer marked good: two industries in common, and a stage when both have one. */
const likenessTo = (facts: ProfileFacts, id: number, liked: repo.GoodMatch[]) =>
  liked.find((good) => {
    if (good.id === id) return false;
    const stages = facetCodes(good.facets, 'fundingStages');
    const stageFits = stages.length === 0 || facts.stages.length === 0 || stages.some((s) => facts.stages.includes(s));
    return stageFits && good.industries.filter((code) => facts.industries.includes(code)).length >= 2;
  });

/** A scored match; its card is made only for the matches the page shows. */
type Ranked = { id: number; score: number; match: () => Match };
const byScore = (a: Ranked, b: Ranked) => b.score - a.score || b.id - a.id;

/** A viewer's profile matches of one kind: shortlist, then facts, scores and reasons. */
const profileMatches = async (
  ctx: MatchingContext,
  read: Read,
  viewer: Viewer,
  candidate: 'startup' | 'investor' | 'mentor',
  weights: Weights,
  limit: number,
  labels: Labels,
): Promise<Ranked[]> => {
  const rows = await shortlist(read, shortlistInputOf(ctx, viewer, candidate, weights, limit));
  const { liked } = viewer;
  const words = wordsOf(labels);
  const goodIds = new Set(liked.map((good) => good.id));
  const finder = wordFinder(viewer.facts.words);
  return rows.map((row) => {
    const facts = factsOf(row, { of: finder });
    const pair = candidate === 'mentor' || viewer.facts.accountType === 'mentor' ? 'mentor' : 'investor';
    const { score, reasons } = scoreMatch({ pair, viewer: viewer.facts, candidate: facts }, weights, words);
    const like = likenessTo(facts, row.id, liked);
    const because = (): MatchReason[] =>
      like ? [{ factor: 'liked', text: `Like ${like.name}, which you marked a good match` }, ...reasons()] : reasons();
    const stage = candidate === 'startup' ? (facts.stages[0] ?? null) : null;
    const total = Math.min(100, score + (like ? likeBonus : 0));
    return {
      id: row.id,
      score: total,
      match: () => ({
        uuid: row.uuid,
        profile: presentCard({ ...row, stage, raisingFunds: facts.raisingFunds }, labels),
        opportunity: null,
        score: total,
        reasons: because().slice(0, 3),
        markedGood: goodIds.has(row.id),
      }),
    };
  });
};

const clip = (text: string) => (text.length > summaryLength ? `${text.slice(0, summaryLength - 1).trimEnd()}…` : text);
const opportunityFacts = (
  title: string,
  body: string,
  industries: string[],
  eligibility: string,
): OpportunityFacts => ({
  industries,
  prose: `${title}\n${body}`.toLowerCase(),
  text: new Set([...wordsIn(title), ...wordsIn(body)]),
  eligibility: eligibility.toLowerCase(),
});

/** A startup's open challenges or programs, scored; those it said it is not interested in left out. */
const opportunityMatches = async (
  ctx: MatchingContext,
  viewer: Viewer,
  kind: 'challenges' | 'programs',
  weights: Weights,
  labels: Labels,
): Promise<Ranked[]> => {
  const { db, tenant } = ctx;
  const itemKind: 'challenge' | 'program' = kind === 'challenges' ? 'challenge' : 'program';
  const words = wordsOf(labels);
  const tagsOf = (codes: string[]) =>
    codes.map((code) => labels.term('industries', code)).filter((label): label is string => label !== undefined);
  const [verdicts, items] = await Promise.all([
    repo.itemVerdicts(db, tenant.id, viewer.id, itemKind),
    kind === 'challenges'
      ? repo.openChallenges(db, tenant.id, viewer.id, viewer.facts.industries).then((rows) =>
          rows.map((row) => ({
            id: row.id,
            facts: opportunityFacts(row.title, row.summary, row.industries, row.eligibility),
            card: {
              uuid: row.uuid,
              kind: itemKind,
              title: row.title,
              owner: row.owner ?? '',
              summary: clip(row.summary),
              tags: tagsOf(row.industries),
              deadline: String(row.deadline),
              url: challengePath(row.uuid),
            },
          })),
        )
      : repo.openPrograms(db, tenant.id, viewer.id, viewer.facts.industries).then((rows) =>
          rows.map((row) => ({
            id: row.id,
            facts: opportunityFacts(row.title, `${row.summary}\n${row.description}`, row.industries, row.eligibility),
            card: {
              uuid: row.uuid,
              kind: itemKind,
              title: row.title,
              // A program without an office is the tenant's own.
              owner: row.owner || ctx.tenant.name,
              summary: clip(row.summary),
              tags: tagsOf(row.industries),
              deadline: row.closesAt.toISOString().slice(0, 10),
              url: programPage(row.code),
            },
          })),
        ),
  ]);
  return items
    .filter((item) => verdicts.get(item.id) !== 'not_interested')
    .map((item) => {
      const { score, reasons } = scoreMatch(
        { pair: itemKind, viewer: viewer.facts, candidate: item.facts },
        weights,
        words,
      );
      const match = (): Match => ({
        uuid: item.card.uuid,
        profile: null,
        opportunity: item.card,
        score,
        reasons: reasons(),
        markedGood: verdicts.get(item.id) === 'good',
      });
      return { id: item.id, score, match };
    })
    .filter((ranked) => ranked.score > 0);
};

/** The member a list is for: its profile's facts, and the profiles it marked good. */
type Viewer = { id: number; facts: ProfileFacts; liked: repo.GoodMatch[] };

const viewerOf = async (read: Read, tenantId: string, profileId: number): Promise<Viewer> => {
  const own = await repo.ownRow(read, tenantId, profileId, likedConsidered);
  if (!own) throw notFound('Profile not found');
  return { id: profileId, facts: factsOf(own, { own: true }), liked: own.liked };
};

/**
 * Anyone's matches of one kind, best first, under the tenant's factors or `settings` (the operators'
 * preview). No access check: the calls below make it for a member; the preview and the digest are the
 * server's own.
 */
export const matchesOf = async (
  ctx: MatchingContext,
  viewer: { id: number; accountType: AccountType },
  kind: MatchKind,
  limit: number,
  settings?: Record<string, FactorSetting>,
): Promise<MatchList> => {
  const candidate = kinds[kind].candidate;
  const weights = weightsFor(ctx.tenant, kind, viewer.accountType, settings);
  const labels = await ctx.labels.of(ctx.db, ctx.tenant.id);
  // The member's row and a profile list's tiers on one connection, with their plans kept.
  const { me, profiles } = await withSavedPlans(ctx.db, async (read) => {
    const me = await viewerOf(read, ctx.tenant.id, viewer.id);
    return { me, profiles: candidate && (await profileMatches(ctx, read, me, candidate, weights, limit, labels)) };
  });
  const ranked = profiles ?? (await opportunityMatches(ctx, me, kind as 'challenges' | 'programs', weights, labels));
  ranked.sort(byScore);
  return {
    items: ranked.slice(0, limit).map((item) => item.match()),
    improvements: improvementsFor(me.facts, weights),
  };
};

/**
 * 422 unless the caller's profile type has this kind of match; 403 unless the tenant lets it search the
 * matched type: no match shows a profile the caller could not find in the directory.
 */
const assertMayMatch = async (who: Matcher, kind: MatchKind) => {
  const type = who.auth.profile.accountType;
  if (!matchKindsOf(type).includes(kind)) {
    const owners = (['startup', 'investor', 'mentor'] as const).filter((owner) => matchKindsOf(owner).includes(kind));
    const message = `${kinds[kind].noun} matches are for ${owners.map((owner) => plural[owner]).join(' and ')}: switch to your ${owners.join(' or ')} profile`;
    throw new HttpError(422, message, [message]);
  }
  const candidate = kinds[kind].candidate;
  if (candidate && !searchableTypes(who.auth, who.tenant.settings, await who.matrix()).includes(candidate)) {
    throw forbidden(`Your profile cannot search ${plural[candidate]} on ${who.tenant.name}`);
  }
};

/** GET matches/{kind}: the caller's best matches of a kind, each with why, and what would improve them. */
export const matchesFor = async (who: Matcher, kind: MatchKind, limit: number): Promise<MatchList> => {
  await assertMayMatch(who, kind);
  return matchesOf(who, { id: who.auth.profile.id, accountType: who.auth.profile.accountType }, kind, limit);
};

/** The profile or item a verdict names: one the caller could be matched with. */
const verdictTarget = async (who: Matcher, kind: MatchKind, uuid: string) => {
  await assertMayMatch(who, kind);
  const candidate = kinds[kind].candidate;
  const missing = notFound(`${kinds[kind].noun} not found`);
  if (candidate) {
    const target = await repo.listedProfile(who.db, who.tenant.id, uuid);
    if (target?.accountType !== candidate) throw missing;
    return { kind: 'profile' as const, id: target.id };
  }
  const itemKind: 'challenge' | 'program' = kind === 'challenges' ? 'challenge' : 'program';
  const item = await repo.itemByUuid(who.db, who.tenant.id, itemKind, uuid);
  if (!item) throw missing;
  return { kind: itemKind, id: item.id };
};

/** POST matches/{kind}/{uuid}/feedback: 'good' or 'not interested' on one match. */
export const recordVerdict = async (who: Matcher, kind: MatchKind, uuid: string, verdict: MatchVerdict) => {
  const target = await verdictTarget(who, kind, uuid);
  const mine = { tenantId: who.tenant.id, profileId: who.auth.profile.id };
  if (target.kind === 'profile') await repo.saveVerdict(who.db, { ...mine, targetProfileId: target.id, verdict });
  else await repo.saveItemVerdict(who.db, { ...mine, itemKind: target.kind, itemId: target.id, verdict });
  return { verdict };
};

/** DELETE matches/{kind}/{uuid}/feedback: takes the verdict back (the match may show again). */
export const forgetVerdict = async (who: Matcher, kind: MatchKind, uuid: string) => {
  const target = await verdictTarget(who, kind, uuid);
  const mine = { tenantId: who.tenant.id, profileId: who.auth.profile.id };
  const forgotten =
    target.kind === 'profile'
      ? await repo.forgetVerdict(who.db, mine.tenantId, mine.profileId, target.id)
      : await repo.forgetItemVerdict(who.db, { ...mine, itemKind: target.kind, itemId: target.id });
  if (!forgotten) throw notFound('You have not rated this match');
};
