/*
 * The words of a description, as the thesis factor compares them: a member's distinctive words against
 * the other side's text.
 */

/** Words too common to say anything of a startup or a fund. */
const stopWords = new Set(
  `about above after again also among and any are because been before being below between both but can
   could does doing down during each from further have having here into its itself just more most must
   other ours over own same should some such than that their theirs them then there these they this those
   through under until very was were what when where which while who whom why will with would your yours
   company companies startup startups business businesses help helps helping make makes using based
   platform solution solutions products product services service world people team teams new first best
   invest invests investing investment investments investor investors fund funds funding capital venture
   stage stages early growth seed series round`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a text, lower-cased, of four letters or more and not common ones. */
export const wordsIn = (text: string | null | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4 && !stopWords.has(word) && !/^\d+$/.test(word));

/** A startup's distinctive words: the most frequent of its tagline and description, at most twelve. */
export const thesisWords = (tagline: string | null, about: string | null): string[] => {
  const counts = new Map<string, number>();
  for (const word of [...wordsIn(tagline), ...wordsIn(tagline), ...wordsIn(about)]) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 12)
    .map(([word]) => word);
};

/** Which of a member's words a candidate's texts use: one pass of one expression over each text. */
export type WordFinder = (...texts: Array<string | null>) => ReadonlySet<string>;

export const wordFinder = (words: readonly string[]): WordFinder => {
  if (words.length === 0) return () => new Set();
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (...texts) => {
    const found = new Set<string>();
    for (const text of texts) for (const match of (text ?? '').toLowerCase().matchAll(pattern)) found.add(match[0]);
    return found;
  };
};
