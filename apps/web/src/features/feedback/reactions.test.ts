import { describe, expect, it } from 'vitest';
import { ratedMeetingOf, ratingKindOf, reactionChoices, submitsAtOnce } from './reactions.ts';

describe('reactions', () => {
  it('offers the five reactions in the spec’s order, with readable labels', () => {
    expect(reactionChoices.map((choice) => [choice.value, choice.label])).toEqual([
      ['below_average', 'Below average'],
      ['average', 'Average'],
      ['good', 'Good'],
      ['excellent', 'Excellent'],
      ['loving_it', 'Loving it'],
    ]);
  });

  it('sends excellent and loving it at once, and asks a comment for the others', () => {
    expect(reactionChoices.filter((choice) => submitsAtOnce(choice.value)).map((choice) => choice.value)).toEqual([
      'excellent',
      'loving_it',
    ]);
  });
});

describe('ratingKindOf', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('opens the call rating on a signed-in page with the parameter, whatever its value', () => {
    expect(ratingKindOf({ signedIn: true, search: search('rating-modal=1'), overallOpen: false })).toBe('call');
    expect(ratingKindOf({ signedIn: true, search: search('tab=sent&rating-modal'), overallOpen: true })).toBe('call');
  });

  it('opens the overall rating from the menu, and nothing for a signed-out visitor', () => {
    expect(ratingKindOf({ signedIn: true, search: search(''), overallOpen: true })).toBe('overall');
    expect(ratingKindOf({ signedIn: true, search: search(''), overallOpen: false })).toBeNull();
    expect(ratingKindOf({ signedIn: false, search: search('rating-modal=1'), overallOpen: true })).toBeNull();
  });
});

describe('ratedMeetingOf', () => {
  it('rates a meeting when the parameter is its uuid, the platform otherwise', () => {
    expect(ratedMeetingOf('4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBe('4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
    expect(ratedMeetingOf('1')).toBeNull();
    expect(ratedMeetingOf('')).toBeNull();
    expect(ratedMeetingOf(null)).toBeNull();
  });
});
