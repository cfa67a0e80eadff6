import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { limitAtMost, maxPageNumber, pageLimit, pagePath, pageQuery, pageSizes } from './paging.ts';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('a list page query', () => {
  const query = z.object(pageQuery(pageSizes.table));

  it('asks for page 1 at the size’s default when nothing is said', () => {
    expect(query.parse({})).toEqual({ pageNumber: 1, limit: pageSizes.table.default });
  });

  it('reads the numbers of a query string, up to the size’s most and the deepest page', () => {
    expect(query.parse({ pageNumber: String(maxPageNumber), limit: String(pageSizes.table.max) })).toEqual({
      pageNumber: maxPageNumber,
      limit: pageSizes.table.max,
    });
    expect(query.safeParse({ limit: String(pageSizes.table.max + 1) }).success).toBe(false);
    expect(query.safeParse({ pageNumber: String(maxPageNumber + 1) }).success).toBe(false);
    expect(query.safeParse({ pageNumber: '0' }).success).toBe(false);
    expect(query.safeParse({ limit: '1.5' }).success).toBe(false);
  });

  it('pages a size no deeper than its own last page', () => {
    const directory = z.object(pageQuery(pageSizes.directory));
    expect(directory.safeParse({ pageNumber: String(pageSizes.directory.maxPage) }).success).toBe(true);
    expect(directory.safeParse({ pageNumber: String(pageSizes.directory.maxPage + 1) }).success).toBe(false);
  });

  it('says a list’s own words when it has them', () => {
    const limit = pageLimit(pageSizes.mentions, limitAtMost(pageSizes.mentions));
    expect(messagesOf(limit, '21')).toEqual(['limit can be at most 20']);
    const words = { pageNumber: { notANumber: 'pageNumber must be a number', tooSmall: 'pageNumber starts at 1' } };
    const query = z.object(pageQuery(pageSizes.list, words));
    expect(messagesOf(query, { pageNumber: 'first' })).toEqual(['pageNumber must be a number']);
    expect(messagesOf(query, { pageNumber: '0' })).toEqual(['pageNumber starts at 1']);
  });
});

describe('a page named in a path', () => {
  it('has no defaults: both numbers are part of the address', () => {
    const path = z.object(pagePath(pageSizes.list));
    expect(path.safeParse({}).success).toBe(false);
    expect(path.parse({ pageNumber: '2', limit: '10' })).toEqual({ pageNumber: 2, limit: 10 });
  });
});

describe('the sizes', () => {
  it('never default to more than their most', () => {
    for (const [name, size] of Object.entries(pageSizes)) expect(size.default, name).toBeLessThanOrEqual(size.max);
  });
});
