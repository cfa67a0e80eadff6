import type { PublicProfile } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import {
  type CompareNames,
  compareCell,
  comparedFields,
  compareRows,
  idsFromParam,
  placeText,
  taxonomiesOf,
} from './compare.ts';

const profile = (values: PublicProfile['values']): PublicProfile => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  accountType: 'startup',
  label: 'Startup',
  investorType: null,
  name: 'Kite Labs',
  personName: null,
  tagline: null,
  logo: null,
  avatar: null,
  slug: 'kite-labs',
  profileUrl: '/startups/profile/1/kite-labs',
  shortUrl: '/p/1',
  userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  totalViews: 0,
  viewer: 'member',
  values,
  lists: {},
  withheld: [],
  can: { edit: false, connect: false, message: false },
});

const names: CompareNames = {
  term: (taxonomy, code) => (taxonomy === 'industries' && code === 'fintech' ? 'Fintech' : undefined),
  country: (code) => (code === 'IN' ? 'India' : undefined),
};

describe('compare rows', () => {
  it('are the facts any of the profiles gives, in the registry order, without names, texts or links', () => {
    const rows = compareRows('startup', [
      profile({ industries: ['fintech'], about: 'We fly kites', website: 'kites.example' }),
      profile({ teamSize: 4, raisingFunds: false, fundingStage: 'seed' }),
    ]);
    const keys = rows.map((field) => field.key);
    expect(keys).toEqual(expect.arrayContaining(['industries', 'teamSize', 'raisingFunds', 'fundingStage']));
    expect(keys).not.toContain('about');
    expect(keys).not.toContain('website');
    expect(keys).not.toContain('name');
    expect(keys.indexOf('teamSize')).toBeLessThan(keys.indexOf('fundingStage'));
    expect(taxonomiesOf(rows)).toEqual(expect.arrayContaining(['industries', 'funding-stages']));
  });

  it('cover every investor type’s fields once', () => {
    const keys = compareRows('investor', [profile({ industries: ['fintech'], ticketMin: 1 })]).map((f) => f.key);
    expect(keys).toEqual(['industries', 'ticketMin']);
  });
});

describe('compare cells', () => {
  const fieldOf = (key: string) => {
    const field = comparedFields('startup').find((candidate) => candidate.key === key);
    if (!field) throw new Error(`no field ${key}`);
    return field;
  };
  const [industries, teamSize, raisingFunds] = ['industries', 'teamSize', 'raisingFunds'].map(fieldOf);

  it('read as names, grouped numbers and Yes or No; a code without a name shows as itself', () => {
    if (!industries || !teamSize || !raisingFunds) throw new Error('fields missing');
    expect(compareCell(industries, ['fintech', 'agritech'], names)).toEqual({
      kind: 'badges',
      items: ['Fintech', 'agritech'],
    });
    expect(compareCell(teamSize, 12000, names)).toEqual({ kind: 'text', text: '12,000' });
    expect(compareCell(raisingFunds, false, names)).toEqual({ kind: 'text', text: 'No' });
    expect(compareCell(teamSize, null, names)).toEqual({ kind: 'none' });
  });

  it('place a profile by city and country', () => {
    expect(placeText(profile({ city: 'Pune', countryCode: 'IN' }), names)).toBe('Pune, India');
    expect(placeText(profile({}), names)).toBe('');
  });
});

describe('idsFromParam', () => {
  it('keeps distinct profile ids, at most the limit', () => {
    const a = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const b = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(idsFromParam(`${a},${a}, ${b},nonsense`, 4)).toEqual([a, b]);
    expect(idsFromParam(`${a},${b}`, 1)).toEqual([a]);
    expect(idsFromParam(null, 4)).toEqual([]);
  });
});
