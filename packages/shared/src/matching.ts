import { z } from 'zod';
import { pageLimit, pageSizes } from './paging.ts';
import { DirectoryCard } from './search.ts';

/*
 * Matches: who a member should meet, each with the facts that made it (docs/matching.md). A startup's
 * investor matches come first; mentors, challenges, programs and the other way round follow the same shape.
 */

/** What an investor match is scored on, each factor one reason when it holds. */
export const investorMatchFactors = ['stage', 'ticket', 'industries', 'geography', 'thesis'] as const;
export const InvestorMatchFactor = z.enum(investorMatchFactors);
export type InvestorMatchFactor = z.infer<typeof InvestorMatchFactor>;

/**
 * One fact that made a match, in words: 'Invests at seed, as you raise'; `liked` when it is like a match
 * the viewer marked good.
 */
export const MatchReason = z.object({ factor: z.enum([...investorMatchFactors, 'liked']), text: z.string() });
export type MatchReason = z.infer<typeof MatchReason>;

/** What the viewer could add to their own profile for better matches: 'Add how much you are raising'. */
export const MatchImprovement = z.object({ field: z.string(), text: z.string(), page: z.string() });
export type MatchImprovement = z.infer<typeof MatchImprovement>;

export const matchVerdicts = ['good', 'not_interested'] as const;
export const MatchVerdict = z.enum(matchVerdicts, 'verdict must be good or not_interested');
export type MatchVerdict = z.infer<typeof MatchVerdict>;

export const Match = z.object({
  profile: DirectoryCard,
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

/** POST matches/{uuid}/feedback: the viewer's verdict on one match. */
export const MatchFeedbackInput = z.strictObject({ verdict: MatchVerdict });
export type MatchFeedbackInput = z.infer<typeof MatchFeedbackInput>;
export const MatchParams = z.object({ uuid: z.uuid('This is not a profile') });
