import type { AccountType } from './accounts.ts';

/*
 * The kinds of match and who has them, without schemas: the web's menu asks them on its first screen,
 * which does without zod (the schemas are in matching.ts).
 */

/** What a list of matches holds: `GET matches/{kind}`. */
export const matchKinds = ['investors', 'mentors', 'challenges', 'programs', 'startups'] as const;
export type MatchKind = (typeof matchKinds)[number];

/** The kinds of match each account type has, in the order its pages show them. */
export const matchKindsByType: Partial<Record<AccountType, readonly MatchKind[]>> = {
  startup: ['investors', 'mentors', 'challenges', 'programs'],
  investor: ['startups'],
  mentor: ['startups'],
};
export const matchKindsOf = (type: AccountType): readonly MatchKind[] => matchKindsByType[type] ?? [];

/**
 * The pairs operators tune, each with its own factors and weights: a startup and an investor (both ways),
 * a startup and a mentor (both ways), a startup and a challenge, a startup and a program.
 */
export const matchPairs = ['investor', 'mentor', 'challenge', 'program'] as const;
export type MatchPair = (typeof matchPairs)[number];

/** The pair a kind of match is scored by, for the viewer's account type. */
export const pairOf = (kind: MatchKind, viewer: AccountType): MatchPair =>
  kind === 'startups' ? (viewer === 'mentor' ? 'mentor' : 'investor') : pairByKind[kind];
const pairByKind = { investors: 'investor', mentors: 'mentor', challenges: 'challenge', programs: 'program' } as const;
