// Plain values, no zod: constants.ts reads them, and it is part of the web app's first load.

/**
 * How deep a list may be paged. A page that deep is read past thousands of rows it skips, and a person
 * that far in is better served by narrowing the list.
 */
export const maxPageNumber = 10_000;

/**
 * A list's page size: what a page holds when the caller does not say, the most it may ask for, and how
 * deep it may page when that is not maxPageNumber.
 */
export type PageSize = { readonly default: number; readonly max: number; readonly maxPage?: number };

/**
 * Every page size a list uses, named by what the page shows. A new list takes the size of what it shows;
 * a size of its own needs a reason written here. The most is 100 unless a reason says otherwise, so that
 * one request stays cheap.
 */
export const pageSizes = {
  /** Items a person reads one by one (jobs, events, notifications, forms, a moderation queue): 20 fill a screen or two. */
  list: { default: 20, max: 100 },
  /** Rows of a dense table someone works through (the console's queues, a job's or a program's applicants): 25. */
  table: { default: 25, max: 100 },
  /** Cards in a grid: 24 fills whole rows at 2, 3 and 4 columns. */
  grid: { default: 24, max: 100 },
  /**
   * A directory's cards: a grid like `grid`, at most two default pages at once and 200 pages deep, since a
   * search that deep costs more than narrowing its filters (the web says so and caps its pager too).
   */
  directory: { default: 24, max: 48, maxPage: 200 },
  /** Items of one short line (chat messages, the people who reacted to a post): a screen holds more of them. */
  lines: { default: 30, max: 100 },
  /** Posts of the feed: tall (text, images, a link preview), so 10 fill a screen, and at most 30. */
  feed: { default: 10, max: 30 },
  /**
   * A list inside a page rather than the page itself (a chat's conversations, a post's comments, the places
   * matching a search box): 20, and at most 50, since it shares the screen with what it belongs to.
   */
  panel: { default: 20, max: 50 },
  /** Matches: the best 20, at most 50, since each is scored on a shortlist and explained, dearer than a row. */
  matches: { default: 20, max: 50 },
  /** Names a picker suggests while one is typed (name search, the audit log's Who): 10, at most 20. */
  picker: { default: 10, max: 20 },
  /** The mention menu under the text being written: 8, so it does not cover the text; at most 20 like a picker. */
  mentions: { default: 8, max: 20 },
  /**
   * Connection lists (received, sent, accepted): spec 9 pages them by 500, and that is the most too. The spec
   * names no last page, so none is set (any safe page number is read).
   */
  connections: { default: 500, max: 500, maxPage: Number.MAX_SAFE_INTEGER },
  /** A country's or a state's cities, for one select box: all of them (up to 1000) in one answer. */
  cities: { default: 1000, max: 1000 },
  /** The platform's first generic Paging (api.ts), kept as it was, no last page either; a new list takes a size above. */
  generic: { default: 50, max: 500, maxPage: Number.MAX_SAFE_INTEGER },
} as const satisfies Record<string, PageSize>;
