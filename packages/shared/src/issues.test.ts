import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, humanIssue } from './issues.ts';

const wordsOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: humanIssue }).error?.issues.map((issue) => issue.message) ?? [];

describe('humanIssue', () => {
  it('names the field a problem is about', () => {
    expect(fieldLabel('companyName')).toBe('Company name');
    expect(fieldLabel('profileUUID')).toBe('Profile ID');
    expect(fieldLabel('time_zone')).toBe('Time zone');
    expect(fieldLabel('websiteUrl')).toBe('Website link');
  });

  it('puts zod’s default texts in words', () => {
    const schema = z.strictObject({
      pitch: z.string(),
      ratings: z.enum(['good', 'excellent']),
      limit: z.coerce.number().int().max(100),
      tags: z.array(z.string()).min(1),
      email: z.email(),
    });
    expect(wordsOf(schema, { limit: '500', tags: [], email: 'nope', extra: 1 })).toEqual([
      'Pitch is required',
      'Ratings is required',
      'Limit must be 100 or less',
      'Tags: choose at least one',
      'Email must be a valid email address',
      '"extra" is not a field here: remove it',
    ]);
    expect(wordsOf(schema, { pitch: 3, ratings: 'meh', limit: 'x', tags: ['a'], email: 'a@b.co' })).toEqual([
      'Pitch must be text',
      'Ratings must be one of: "good", "excellent"',
      'Limit must be a number',
    ]);
  });

  it('keeps a schema’s own words', () => {
    expect(wordsOf(z.object({ companyName: z.string('Company name required') }), {})).toEqual([
      'Company name required',
    ]);
  });
});
