// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageCount, totalText } from './directory-results.tsx';

describe('directory totals', () => {
  it('say how many, in the singular for one, and about how many when the server estimated', () => {
    expect(totalText({ total: 1, totalIsEstimate: false }, 'startups', 'startup')).toBe('1 startup');
    expect(totalText({ total: 1234, totalIsEstimate: false }, 'startups', 'startup')).toBe('1,234 startups');
    expect(totalText({ total: 31437, totalIsEstimate: true }, 'investors', 'investor')).toBe('About 31,000 investors');
    expect(totalText({ total: 57, totalIsEstimate: true }, 'investors', 'investor')).toBe('About 57 investors');
  });
});

describe('pageCount', () => {
  const page = { total: 100, limit: 24, pageNumber: 1, hasMore: true };

  it('offers the pages the total fills while there is more', () => {
    expect(pageCount(page)).toBe(5);
  });

  it('always offers the next page while the server says there is more, even past a low estimate', () => {
    expect(pageCount({ ...page, total: 30, pageNumber: 3 })).toBe(4);
  });

  it('ends at the page that has no more, and within the last page the server serves', () => {
    expect(pageCount({ ...page, pageNumber: 3, hasMore: false })).toBe(3);
    expect(pageCount({ ...page, total: 10, hasMore: false })).toBe(1);
    expect(pageCount({ ...page, total: 1_000_000 })).toBe(200);
  });
});
