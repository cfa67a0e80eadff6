// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { matchKeys, withVerdict } from './api.ts';
import { opportunityMatch, profileMatch } from './test-kit.ts';

const investor = profileMatch(1, 'Green Furrow Capital', []);
const challenge = opportunityMatch(2, { title: 'Water for every field' }, []);
const list = { items: [investor, challenge], improvements: [] };

describe('withVerdict', () => {
  it('drops a match the member is not interested in, by its uuid, profile or not', () => {
    const change = { kind: 'challenges', uuid: challenge.uuid, name: 'Water', verdict: 'not_interested' } as const;
    expect(withVerdict(list, change).items).toEqual([investor]);
  });

  it('marks a good match and unmarks it when taken back', () => {
    const good = withVerdict(list, { kind: 'investors', uuid: investor.uuid, name: 'x', verdict: 'good' });
    expect(good.items.map((match) => match.markedGood)).toEqual([true, false]);
    const back = withVerdict(good, { kind: 'investors', uuid: investor.uuid, name: 'x', verdict: null });
    expect(back.items.map((match) => match.markedGood)).toEqual([false, false]);
  });
});

describe('matchKeys', () => {
  it('keeps each kind under its own key, so that a verdict touches only its kind', () => {
    expect(matchKeys.list('mentors', 20).slice(0, 2)).toEqual([...matchKeys.kind('mentors')]);
    expect(matchKeys.list('mentors', 20)).not.toEqual(matchKeys.list('investors', 20));
  });
});
