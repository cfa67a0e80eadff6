import type { NameHit } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { flatHits, groupHits, nextIndex } from './global-search.ts';

const hit = (name: string, accountType: NameHit['accountType']): NameHit => ({
  uuid: name,
  accountType,
  name,
  tagline: null,
  logo: null,
  profileUrl: `/x/${name}`,
});

describe('global search', () => {
  it('groups hits under their directory, in the Connect menu’s order, leaving out types without one', () => {
    const groups = groupHits([
      hit('Mia', 'mentor'),
      hit('Fintech Labs', 'startup'),
      hit('Ana', 'job_seeker'),
      hit('Seed Fund', 'investor'),
      hit('Fintek', 'startup'),
    ]);
    expect(groups.map((group) => [group.title, group.hits.map((h) => h.name)])).toEqual([
      ['Startups', ['Fintech Labs', 'Fintek']],
      ['Investors', ['Seed Fund']],
      ['Mentors', ['Mia']],
    ]);
    expect(flatHits(groups).map((h) => h.name)).toEqual(['Fintech Labs', 'Fintek', 'Seed Fund', 'Mia']);
  });

  it('moves through the options with the arrow keys, going round', () => {
    expect(nextIndex(-1, 3, 1)).toBe(0);
    expect(nextIndex(-1, 3, -1)).toBe(2);
    expect(nextIndex(2, 3, 1)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
    expect(nextIndex(-1, 0, 1)).toBe(-1);
  });
});
