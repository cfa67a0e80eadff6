import type { Match, MatchKind, MatchReason } from '@ventura/shared';

export type ReasonKind = MatchReason['factor'];

/** Each kind of reason as a filter says it, in the order the filters show. */
export const reasonKindLabels: Readonly<Record<ReasonKind, string>> = {
  stage: 'Invests at your stage',
  areas: 'Mentors in what you need',
  industries: 'Shares your industries',
  technology: 'Names your technologies',
  ticket: 'Fits your ask',
  eligibility: 'Open to startups like yours',
  geography: 'In your country',
  thesis: 'Writes of what you do',
  liked: 'Like one you marked good',
};

/**
 * Where a kind of match reads a reason the other way round: a stage is the startup's own for an investor
 * looking at startups, a challenge asks rather than writes.
 */
const labelsByKind: Readonly<Partial<Record<MatchKind, Partial<Record<ReasonKind, string>>>>> = {
  investors: { geography: 'Invests in your country' },
  challenges: { industries: 'In your industries', thesis: 'Asks for what you do' },
  programs: { industries: 'In your industries', thesis: 'Looks for what you do' },
  startups: {
    stage: 'At a stage you back',
    areas: 'Needs what you mentor in',
    industries: 'In your industries',
    ticket: 'Asks within your cheques',
    geography: 'In your countries',
    thesis: 'Does what you look for',
  },
};

/** A kind of reason as a filter of this kind of match says it. */
export const reasonLabel = (kind: MatchKind, reason: ReasonKind) =>
  labelsByKind[kind]?.[reason] ?? reasonKindLabels[reason];

const kindOrder = Object.keys(reasonKindLabels);

/** The kinds of reason the matches give, in the filters' order: a filter that would find nothing is not offered. */
export const reasonKindsIn = (matches: readonly Match[]): ReasonKind[] => {
  const given = new Set(matches.flatMap((match) => match.reasons.map((reason) => reason.factor)));
  return [...given].sort((a, b) => kindOrder.indexOf(a) - kindOrder.indexOf(b));
};

/** The matches that give every chosen kind of reason (all of them when none is chosen). */
export const matchesWithReasons = (matches: readonly Match[], chosen: readonly ReasonKind[]) =>
  matches.filter((match) => chosen.every((kind) => match.reasons.some((reason) => reason.factor === kind)));

const isReasonKind = (value: string): value is ReasonKind => kindOrder.includes(value);

/** The kinds a filter's values name, without anything else (Chip.Group hands back plain strings). */
export const reasonKindsOf = (values: readonly string[]): ReasonKind[] => values.filter(isReasonKind);
