import type { PitchKind } from '@ventura/shared';

/** The feature's pages (product.md 2): the pitch deck home, and a kind's recorder in the startup's edit area. */
export const pitchPaths = {
  home: '/pitch-deck',
  recorder: '/startups/edit/pitch-deck/:kind',
} as const;

/** The recorder of a pitch kind: /startups/edit/pitch-deck/fundraising-pitch. */
export const recorderPath = (kind: PitchKind) => `/startups/edit/pitch-deck/${kind}`;

/**
 * The kind a recorder's address names, or null when it names none. A plain list, not the shared schema:
 * the router imports this file, and zod stays out of the first load.
 */
const kinds: readonly PitchKind[] = ['fundraising-pitch', 'sales-pitch', 'hiring-pitch'];
export const kindOf = (value: string | undefined): PitchKind | null => kinds.find((kind) => kind === value) ?? null;
