import { describe, expect, it } from 'vitest';
import { moderationFilterCodecs, moderationQueryOf, pageAfterRemoval, readFilter } from './filters.ts';

describe('the moderation queue’s paging', () => {
  it('reads the page from the address and asks for it with the console’s page size', () => {
    const filter = readFilter(moderationFilterCodecs, new URLSearchParams('page=3'));
    expect(moderationQueryOf(filter)).toEqual({ pageNumber: 3, limit: 25 });
    expect(readFilter(moderationFilterCodecs, new URLSearchParams('page=-2'))).toEqual({ page: 1 });
  });

  it('stays on the page after a decision, unless it was the last request of the last page', () => {
    expect(pageAfterRemoval(1, 10)).toBe(1);
    expect(pageAfterRemoval(2, 40)).toBe(2);
    // 26 requests: the one alone on page 2 is decided, page 1 is what is left.
    expect(pageAfterRemoval(2, 26)).toBe(1);
    // The very last request: the first (empty) page, never page 0.
    expect(pageAfterRemoval(1, 1)).toBe(1);
    expect(pageAfterRemoval(3, 51, 25)).toBe(2);
  });
});
