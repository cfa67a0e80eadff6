import type { InvestorMatchFactor, Match, MatchList, MatchQuery, MatchReason, MatchVerdict } from '@ventura/shared';
import { forbidden, HttpError, notFound } from '../../platform/errors.ts';
import type { Member } from '../../platform/request-context.ts';
import type { createLabels, Labels } from '../search/index.ts';
import { presentCard, searchableTypes } from '../search/index.ts';
import {
  defaultWeights,
  type InvestorFacts,
  improvementsFor,
  type StartupFacts,
  scorePair,
  thesisWords,
  visibleFactors,
  type Words,
  wordsIn,
} from './factors.ts';
import * as repo from './repo.ts';

type Matrix = Parameters<typeof searchableTypes>[2];

/** A member asking for their matches, with the tenant's connection rules and the directory's words. */
export type Matcher = Member & { matrix: () => Promise<Matrix>; labels: ReturnType<typeof createLabels> };

/** Investors looked at for a page: several times the page, so that words and countries may reorder it. */
const shortlistFactor = 3;
const shortlistMinimum = 60;
/** Good matches whose likeness counts, newest first. */
const likedConsidered = 20;
/** What being like a match the member marked good adds to a score. */
const likeBonus = 10;

const grouped = new Intl.NumberFormat('en');

const wordsOf = (labels: Labels): Words => ({
  stage: (code) => labels.term('funding-stages', code) ?? code,
  industry: (code) => labels.term('industries', code) ?? code,
  country: (code) => labels.country(code) ?? code,
  amount: (value) => grouped.format(value),
});

const stagesIn = (facets: readonly string[]) =>
  facets.filter((facet) => facet.startsWith('fundingStages:')).map((facet) => facet.slice('fundingStages:'.length));

/**
 * 422 unless the caller is a startup, 403 unless the tenant lets its profile search investors: no match
 * shows a profile the caller could not find in the directory.
 */
const assertMayMatch = async (who: Matcher) => {
  if (who.auth.profile.accountType !== 'startup') {
    const message = 'Investor matches are for startups: switch to your startup profile';
    throw new HttpError(422, message, [message]);
  }
  const allowed = searchableTypes(who.auth, who.tenant.settings, await who.matrix());
  if (!allowed.includes('investor')) throw forbidden(`Your profile cannot search investors on ${who.tenant.name}`);
};

/** A shortlisted investor like one the member marked good: the same stage and two industries in common. */
const likenessTo = (row: repo.ShortlistRow, liked: Awaited<ReturnType<typeof repo.markedGood>>) =>
  liked.find(
    (good) =>
      good.id !== row.id &&
      stagesIn(good.facets).some((stage) => row.facets.includes(`fundingStages:${stage}`)) &&
      good.industries.filter((code) => row.industries.includes(code)).length >= 2,
  );

/**
 * GET matches/investors: the investors a startup should meet, best first, each with the two or three
 * facts that made it, and what the startup could add to its profile for better ones.
 */
export const investorMatches = async (who: Matcher, query: MatchQuery): Promise<MatchList> => {
  await assertMayMatch(who);
  const { db, tenant } = who;
  const me = who.auth.profile.id;
  const own = await repo.startupOf(db, tenant.id, me);
  if (!own) throw notFound('Startup profile not found');
  const startup: StartupFacts = {
    fundingStage: own.fundingStage,
    raisingFunds: own.raisingFunds,
    fundingAsk: own.fundingAsk,
    industries: own.industries,
    countryCode: own.countryCode,
    words: thesisWords(own.tagline, own.about),
  };
  const factors: InvestorMatchFactor[] = visibleFactors();
  const weights = defaultWeights;
  const size = Math.max(shortlistMinimum, query.limit * shortlistFactor);
  const [rows, liked, labels] = await Promise.all([
    repo.shortlist(db, { tenantId: tenant.id, viewerProfileId: me, startup, weights, factors, size }),
    repo.markedGood(db, tenant.id, me, likedConsidered),
    who.labels.of(db, tenant.id),
  ]);
  const geographies = await repo.geographiesOf(
    db,
    tenant.id,
    rows.map((row) => row.id),
  );
  const words = wordsOf(labels);
  const goodIds = new Set(liked.map((good) => good.id));
  const scored = rows.map((row) => {
    const investor: InvestorFacts = {
      fundingStages: stagesIn(row.facets),
      ticketMin: row.ticketMin,
      ticketMax: row.ticketMax,
      industries: row.industries,
      geographies: geographies.get(row.id) ?? [],
      words: new Set([...wordsIn(row.tagline), ...wordsIn(row.about)]),
    };
    const { score, reasons } = scorePair(startup, investor, { weights, factors, words });
    const like = likenessTo(row, liked);
    const because: MatchReason[] = like
      ? [{ factor: 'liked', text: `Like ${like.name}, which you marked a good match` }, ...reasons]
      : reasons;
    return { row, score: Math.min(100, score + (like ? likeBonus : 0)), reasons: because.slice(0, 3) };
  });
  scored.sort((a, b) => b.score - a.score || b.row.id - a.row.id);
  const items: Match[] = scored.slice(0, query.limit).map(({ row, score, reasons }) => ({
    profile: presentCard({ ...row, stage: null, raisingFunds: false }, labels),
    score,
    reasons,
    markedGood: goodIds.has(row.id),
  }));
  return { items, improvements: improvementsFor({ ...startup, about: own.about }, factors) };
};

/** POST matches/{uuid}/feedback: 'good' or 'not interested' on an investor the startup may see. */
export const recordVerdict = async (who: Matcher, uuid: string, verdict: MatchVerdict) => {
  await assertMayMatch(who);
  const target = await repo.listedProfile(who.db, who.tenant.id, uuid);
  if (target?.accountType !== 'investor') throw notFound('Investor not found');
  await repo.saveVerdict(who.db, {
    tenantId: who.tenant.id,
    profileId: who.auth.profile.id,
    targetProfileId: target.id,
    verdict,
  });
  return { verdict };
};

/** DELETE matches/{uuid}/feedback: takes the verdict back (the investor may show again). */
export const forgetVerdict = async (who: Matcher, uuid: string) => {
  await assertMayMatch(who);
  const target = await repo.listedProfile(who.db, who.tenant.id, uuid);
  if (!target) throw notFound('Investor not found');
  if (!(await repo.forgetVerdict(who.db, who.tenant.id, who.auth.profile.id, target.id))) {
    throw notFound('You have not rated this match');
  }
};
