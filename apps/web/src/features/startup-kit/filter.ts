import type { Perk, PerkKind } from '@ventura/shared';

/** The kit's filter: words in a perk's title or provider, and one kind or all. */
export type PerkFilter = { words: string; kind: PerkKind | 'all' };

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The perks the filter keeps: every word typed found in the title or the provider, of the kind chosen. */
export const filterPerks = (perks: readonly Perk[], { words, kind }: PerkFilter) => {
  const wanted = fold(words).split(/\s+/).filter(Boolean);
  return perks.filter((perk) => {
    if (kind !== 'all' && perk.kind !== kind) return false;
    const haystack = fold(`${perk.title} ${perk.provider}`);
    return wanted.every((word) => haystack.includes(word));
  });
};
