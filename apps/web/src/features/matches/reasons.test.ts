import { describe, expect, it } from 'vitest';
import { matchesWithReasons, type reasonKindLabels, reasonKindsIn, reasonKindsOf, reasonLabel } from './reasons.ts';
import { opportunityMatch, profileMatch } from './test-kit.ts';

const reasons = (...factors: (keyof typeof reasonKindLabels)[]) => factors.map((factor) => ({ factor, text: factor }));

const both = profileMatch(1, 'a', reasons('industries', 'stage'));
const one = profileMatch(2, 'b', reasons('industries'));

describe('reasons as filters', () => {
  it('offers the kinds the matches give, in the filters order, and keeps matches that give all chosen', () => {
    expect(reasonKindsIn([both, one])).toEqual(['stage', 'industries']);
    expect(matchesWithReasons([both, one], ['stage', 'industries'])).toEqual([both]);
    expect(matchesWithReasons([both, one], [])).toEqual([both, one]);
  });

  it('orders the new factors among the others, and filters challenges like profiles', () => {
    const challenge = opportunityMatch(3, { title: 'Water' }, reasons('eligibility', 'technology', 'industries'));
    const mentor = profileMatch(4, 'm', reasons('liked', 'areas'), 'mentor');
    expect(reasonKindsIn([challenge, mentor])).toEqual(['areas', 'industries', 'technology', 'eligibility', 'liked']);
    expect(matchesWithReasons([challenge, mentor], ['technology'])).toEqual([challenge]);
    expect(reasonKindsOf(['areas', 'nonsense', 'eligibility'])).toEqual(['areas', 'eligibility']);
  });

  it('names each reason as the kind of match reads it', () => {
    expect(reasonLabel('investors', 'stage')).toBe('Invests at your stage');
    expect(reasonLabel('investors', 'geography')).toBe('Invests in your country');
    expect(reasonLabel('mentors', 'areas')).toBe('Mentors in what you need');
    expect(reasonLabel('mentors', 'geography')).toBe('In your country');
    expect(reasonLabel('challenges', 'technology')).toBe('Names your technologies');
    expect(reasonLabel('challenges', 'eligibility')).toBe('Open to startups like yours');
    expect(reasonLabel('programs', 'thesis')).toBe('Looks for what you do');
    expect(reasonLabel('startups', 'stage')).toBe('At a stage you back');
    expect(reasonLabel('startups', 'areas')).toBe('Needs what you mentor in');
    expect(reasonLabel('startups', 'liked')).toBe('Like one you marked good');
  });
});
