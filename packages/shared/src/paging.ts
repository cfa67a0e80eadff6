import { z } from 'zod';
import { maxPageNumber, type PageSize } from './page-sizes.ts';

export { maxPageNumber, type PageSize, pageSizes } from './page-sizes.ts';

/** The page a caller asked for, as a list's query hands it to the server. */
export type PageRequest = { pageNumber: number; limit: number };

/**
 * Words a list says itself when a page field is wrong (the directory's, a picker's 'limit can be at most
 * 20'); without them the platform's words apply (issues.ts: 'Limit must be 100 or less').
 */
export type PageFieldWords = { notANumber?: string; tooSmall?: string; tooBig?: string };

/** The words of a list that names its own limit: 'limit can be at most 20'. */
export const limitAtMost = (size: PageSize): PageFieldWords => ({ tooBig: `limit can be at most ${size.max}` });

/** A whole number from 1 to `most`, read from a query string or a path. */
const pageField = (most: number, words: PageFieldWords = {}) =>
  z.coerce.number({ error: words.notANumber }).int().min(1, words.tooSmall).max(most, words.tooBig);

const deepest = (size: PageSize) => size.maxPage ?? maxPageNumber;

/** A page's size alone: for a list paged by a cursor, or one that answers a single page. */
export const pageLimit = (size: PageSize, words?: PageFieldWords) => pageField(size.max, words).default(size.default);

/**
 * The page fields of a list's query, to spread into its object where the list wants them:
 * `z.object({ status, ...pageQuery(pageSizes.list) })`. Page 1 and the size's default when not given.
 */
export const pageQuery = (size: PageSize, words: { pageNumber?: PageFieldWords; limit?: PageFieldWords } = {}) => ({
  pageNumber: pageField(deepest(size), words.pageNumber).default(1),
  limit: pageLimit(size, words.limit),
});

/** The page fields of a path that names its page (…/{pageNumber}/{limit}): both always given, so no defaults. */
export const pagePath = (size: PageSize) => ({ pageNumber: pageField(deepest(size)), limit: pageField(size.max) });

/** What every page of a list answers besides its items: which page it is and its size, as asked. */
export const pageFields = { pageNumber: z.number().int(), limit: z.number().int() };

/** A page of a list with how many there are in all: the answer of most paged lists. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), ...pageFields });
