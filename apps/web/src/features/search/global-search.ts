/*
 * Global search as the dialog and the page show it: the hits grouped by directory, in the Connect menu's
 * order, and the text that may be searched.
 */
import { type DirectoryType, directories, directoryTypes, type NameHit } from '@ventura/shared';

/** How long typing pauses before a search goes out. */
export const typingPauseMs = 250;

export type HitGroup = { type: DirectoryType; title: string; hits: NameHit[] };

/** Hits grouped by account type, each group under its directory's title; types without a directory are left out. */
export const groupHits = (hits: readonly NameHit[]): HitGroup[] =>
  directoryTypes.flatMap((type) => {
    const ofType = hits.filter((hit) => hit.accountType === type);
    return ofType.length > 0 ? [{ type, title: directories[type].title, hits: ofType }] : [];
  });

/** The hits in the order the groups show them: the order arrow keys move through. */
export const flatHits = (groups: readonly HitGroup[]) => groups.flatMap((group) => group.hits);

/** The option after (or before) the active one, going round; the first (or last) when none is active. */
export const nextIndex = (active: number, count: number, step: 1 | -1) => {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
};
