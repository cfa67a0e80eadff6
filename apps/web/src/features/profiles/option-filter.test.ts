import { describe, expect, it } from 'vitest';
import { startsFirst } from './option-filter.ts';

const options = ['British Indian Ocean Territory', 'India', 'Indonesia', 'Iceland'].map((label) => ({
  value: label.slice(0, 3),
  label,
}));

describe('startsFirst', () => {
  it('puts the options that start with the search before those that only hold it', () => {
    expect(startsFirst({ options, search: 'ind', limit: 10 }).map((item) => item.label)).toEqual([
      'India',
      'Indonesia',
      'British Indian Ocean Territory',
    ]);
    expect(startsFirst({ options, search: ' INDIA ', limit: 10 }).map((item) => item.label)).toEqual([
      'India',
      'British Indian Ocean Territory',
    ]);
  });

  it('keeps every option, up to the limit, while nothing is typed', () => {
    expect(startsFirst({ options, search: '', limit: 2 })).toHaveLength(2);
    expect(startsFirst({ options, search: 'xyz', limit: 10 })).toEqual([]);
  });
});
