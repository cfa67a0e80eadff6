import { type FieldDef, fieldsOfType, profileAccountTypes, profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { descriptionOf, type InputSpec, inputOf, isOverLimit, isWide } from './field-inputs.ts';

/** A field of any kind with a key and label filled in. */
type Described<T> = T extends unknown ? Omit<T, 'key' | 'label'> : never;
const field = (def: Described<FieldDef>): FieldDef => ({ key: 'value', label: 'Value', ...def });

describe('inputOf', () => {
  it('maps every kind of field to its input', () => {
    const cases: Array<[FieldDef, InputSpec['input'], Record<string, unknown>?]> = [
      [field({ kind: 'text', max: 120 }), 'text', { type: 'text' }],
      [field({ kind: 'textarea', max: 2000 }), 'textarea', { max: 2000 }],
      [field({ kind: 'url' }), 'text', { type: 'url', placeholder: 'https://' }],
      [field({ kind: 'email' }), 'text', { type: 'email' }],
      [field({ kind: 'phone' }), 'text', { type: 'tel' }],
      [field({ kind: 'date' }), 'text', { type: 'date' }],
      [field({ kind: 'integer', min: 1, max: 100_000 }), 'number', { min: 1, max: 100_000, thousands: true }],
      [field({ kind: 'integer', min: 0, max: 70 }), 'number', { thousands: false, stepper: true }],
      [field({ kind: 'amount' }), 'number', { min: 0, thousands: true, stepper: false }],
      [field({ kind: 'year' }), 'number', { min: 1800, max: 2026, thousands: false }],
      [field({ kind: 'boolean' }), 'switch'],
      [field({ kind: 'choice', options: { a: 'A', b: 'B' } }), 'select', { searchable: false }],
      [field({ kind: 'choices', options: { a: 'A' }, maxItems: 3 }), 'multiselect', { maxValues: 3 }],
      [
        field({ kind: 'term', taxonomy: 'industries' }),
        'select',
        { source: { from: 'taxonomy', taxonomy: 'industries' } },
      ],
      [field({ kind: 'terms', taxonomy: 'skills', maxItems: 15 }), 'multiselect', { maxValues: 15 }],
      [field({ kind: 'tags', maxItems: 50 }), 'tags', { maxTags: 50 }],
      [field({ kind: 'country' }), 'select', { source: { from: 'countries' }, searchable: true }],
      [field({ kind: 'countries', maxItems: 30 }), 'multiselect', { source: { from: 'countries' }, maxValues: 30 }],
      [field({ kind: 'state' }), 'select', { source: { from: 'states' } }],
      [field({ kind: 'city' }), 'select', { source: { from: 'cities' }, searchable: true }],
    ];
    for (const [def, input, details] of cases) {
      expect(inputOf(def, 2026), def.kind).toMatchObject({ input, ...details });
    }
  });

  it('offers a choice by its labels, searchable once the list is long', () => {
    const short = inputOf(field({ kind: 'choice', options: { pre_revenue: 'Pre-revenue', over_10m: 'Over 10M' } }));
    expect(short).toEqual({
      input: 'select',
      searchable: false,
      source: {
        from: 'options',
        options: [
          { value: 'pre_revenue', label: 'Pre-revenue' },
          { value: 'over_10m', label: 'Over 10M' },
        ],
      },
    });
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`o${i}`, `Option ${i}`]));
    expect(inputOf(field({ kind: 'choice', options: many }))).toMatchObject({ searchable: true });
  });

  it('has an input for every field of every registry type', () => {
    for (const type of profileAccountTypes) {
      const fields = [...fieldsOfType(type).values(), ...profileTypes[type].lists.flatMap((list) => list.fields)];
      for (const def of fields) expect(() => inputOf(def)).not.toThrow();
    }
  });
});

describe('descriptionOf', () => {
  it('joins the hint with the limit the input works within', () => {
    const about = field({ kind: 'textarea', max: 2000, hint: 'In plain words' });
    expect(descriptionOf(about, 'x'.repeat(1234))).toBe('In plain words · 1,234 of 2,000 characters');
    expect(descriptionOf(field({ kind: 'terms', taxonomy: 'industries', maxItems: 5 }), [])).toBe('Choose up to 5');
    expect(descriptionOf(field({ kind: 'year' }), '', 2026)).toBe('A year from 1800 to 2026');
    expect(descriptionOf(field({ kind: 'tags', maxItems: 50 }), [])).toBe('Press Enter after each one; up to 50');
    expect(descriptionOf(field({ kind: 'url' }), '')).toBe('A web address, such as https://example.com');
    expect(descriptionOf(field({ kind: 'text', max: 10 }), '')).toBeUndefined();
  });
});

describe('isWide and isOverLimit', () => {
  it('gives long texts, lists and switches the whole row', () => {
    expect(isWide(field({ kind: 'textarea', max: 10 }))).toBe(true);
    expect(isWide(field({ kind: 'terms', taxonomy: 'skills', maxItems: 2 }))).toBe(true);
    expect(isWide(field({ kind: 'boolean' }))).toBe(true);
    expect(isWide(field({ kind: 'country' }))).toBe(false);
  });

  it('notices a text longer than its field allows', () => {
    const bio = field({ kind: 'textarea', max: 5 });
    expect(isOverLimit(bio, '12345')).toBe(false);
    expect(isOverLimit(bio, '123456')).toBe(true);
  });
});
