import type { Match, MatchReason } from '@ventura/shared';

export type ReasonKind = MatchReason['factor'];

/** Each kind of reason as a filter says it, in the order the filters show. */
export const reasonKindLabels: Readonly<Record<ReasonKind, string>> = {
  stage: 'Invests at your stage',
  industries: 'Shares your industries',
  ticket: 'Fits your ask',
  geography: 'Invests in your country',
  thesis: 'Writes of what you do',
  liked: 'Like one you marked good',
};

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
