import { type FieldDef, profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { bodyValueOf, changedBody, dependentsOf, formValueOf, formValuesOf, itemBody } from './field-values.ts';

const text: FieldDef = { key: 'tagline', label: 'Tagline', kind: 'text', max: 140 };
const name: FieldDef = { key: 'name', label: 'Name', kind: 'text', max: 120, required: true };
const amount: FieldDef = { key: 'fundSize', label: 'Fund size', kind: 'amount' };
const flag: FieldDef = { key: 'raisingFunds', label: 'Raising funds now', kind: 'boolean' };
const term: FieldDef = { key: 'fundingStage', label: 'Funding stage', kind: 'term', taxonomy: 'funding-stages' };
const terms: FieldDef = { key: 'industries', label: 'Industries', kind: 'terms', taxonomy: 'industries', maxItems: 5 };
const location: FieldDef[] = [
  { key: 'countryCode', label: 'Country', kind: 'country', required: true },
  { key: 'stateCode', label: 'State', kind: 'state' },
  { key: 'city', label: 'City', kind: 'city' },
];

describe('formValueOf', () => {
  it('gives every kind the value its input holds, with the empty ones inputs expect', () => {
    expect(formValueOf(text, null)).toBe('');
    expect(formValueOf(text, 'Seed cheques')).toBe('Seed cheques');
    expect(formValueOf(amount, null)).toBe('');
    expect(formValueOf(amount, 2_500_000)).toBe(2_500_000);
    expect(formValueOf(flag, null)).toBe(false);
    expect(formValueOf(flag, true)).toBe(true);
    expect(formValueOf(term, null)).toBeNull();
    expect(formValueOf(term, 'seed')).toBe('seed');
    expect(formValueOf(terms, null)).toEqual([]);
    expect(formValueOf(terms, ['agritech'])).toEqual(['agritech']);
  });

  it('fills a whole section, missing values included', () => {
    const section = profileTypes.investor.sections[0];
    if (!section) throw new Error('investors have sections');
    const values = formValuesOf(section.fields, { name: 'Northstar' });
    expect(Object.keys(values)).toEqual(section.fields.map((field) => field.key));
    expect(values).toMatchObject({ name: 'Northstar', about: '', countryCode: null, fundSize: '' });
  });
});

describe('bodyValueOf', () => {
  it('trims text and clears an empty optional field, while a required one keeps its empty text for the schema', () => {
    expect(bodyValueOf(text, '  Seed cheques ')).toBe('Seed cheques');
    expect(bodyValueOf(text, '   ')).toBeNull();
    expect(bodyValueOf(name, '')).toBe('');
  });

  it('reads numbers typed with separators and leaves what is no number for the schema to name', () => {
    expect(bodyValueOf(amount, 1500)).toBe(1500);
    expect(bodyValueOf(amount, '1,20,000')).toBe(120000);
    expect(bodyValueOf(amount, '')).toBeNull();
    expect(bodyValueOf(amount, 'lots')).toBe('lots');
  });

  it('sends flags, codes and lists as they are', () => {
    expect(bodyValueOf(flag, false)).toBe(false);
    expect(bodyValueOf(term, null)).toBeNull();
    expect(bodyValueOf(terms, ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('changedBody', () => {
  const fields = [text, amount, flag, terms, ...location];
  const saved = formValuesOf(fields, { tagline: 'Old', fundSize: 10, industries: ['agritech'], countryCode: 'IN' });

  it('is empty while nothing changed, an unset flag left off included', () => {
    expect(changedBody(fields, saved, { ...saved })).toEqual({});
    expect(changedBody(fields, saved, { ...saved, tagline: ' Old ' })).toEqual({});
  });

  it('holds only what changed, a cleared field as null', () => {
    expect(
      changedBody(fields, saved, { ...saved, tagline: '', fundSize: 20, industries: ['agritech', 'climate'] }),
    ).toEqual({ tagline: null, fundSize: 20, industries: ['agritech', 'climate'] });
    expect(changedBody(fields, saved, { ...saved, raisingFunds: true })).toEqual({ raisingFunds: true });
  });

  it('carries the state and city along with a new country', () => {
    expect(changedBody(fields, saved, { ...saved, countryCode: 'DE' })).toEqual({
      countryCode: 'DE',
      stateCode: null,
      city: null,
    });
  });
});

describe('itemBody', () => {
  it('leaves empty optional fields out of a new item and keeps required ones for the schema', () => {
    expect(itemBody([name, text, terms], { name: ' Asha ', tagline: '', industries: [] })).toEqual({ name: 'Asha' });
    expect(itemBody([name, term], { name: '', fundingStage: null })).toEqual({ name: '' });
  });
});

describe('dependentsOf', () => {
  it('empties the state and city with a new country, and the city with a new state', () => {
    const [country, state, city] = location;
    if (!country || !state || !city) throw new Error('three location fields');
    expect(dependentsOf(location, country).map((field) => field.key)).toEqual(['stateCode', 'city']);
    expect(dependentsOf(location, state).map((field) => field.key)).toEqual(['city']);
    expect(dependentsOf(location, city)).toEqual([]);
  });
});
