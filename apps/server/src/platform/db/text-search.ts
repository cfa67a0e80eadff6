import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** The words of a search text, as full text search takes them: letters and digits only, at most eight. */
export const wordsOf = (text: string | undefined) =>
  (text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((word) => word.slice(0, 40));

/**
 * A word as a prefix of the lexemes the name was indexed as. The query is written as lexemes (a cast, not
 * to_tsquery), since the text parser reads a word differently alone than inside a name: '15e3217c' alone
 * is a number and a letter, and after a hyphen digits are a signed number ('-80629403'), so a name such
 * as 'Visible-80629403' was not found by its own words.
 */
const lexemeOf = (word: string) => (/^\p{N}/u.test(word) ? `('${word}':* | '-${word}':*)` : `'${word}':*`);

/** The words (letters and digits only) as a prefix query: 'fin lab' finds 'Fintech Aperture Labs'. */
export const prefixQuery = (words: string[]) => sql`${words.map(lexemeOf).join(' & ')}::tsquery`;

/** A tsvector column (drizzle has no type of its own for it): always generated from the row's text. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
