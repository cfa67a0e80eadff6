import type { FieldDef, TaxonomyKind } from '@ventura/shared';
import type { FormValue } from './field-values.ts';

/** Where a choice input takes its options from. */
export type OptionSource =
  | { from: 'options'; options: { value: string; label: string }[] }
  | { from: 'taxonomy'; taxonomy: TaxonomyKind }
  | { from: 'countries' }
  | { from: 'states' }
  | { from: 'cities' };

/** The input that edits a field, with what it needs to know beyond the label. */
export type InputSpec =
  | { input: 'text'; type: 'text' | 'url' | 'email' | 'tel' | 'date'; placeholder?: string; autoComplete?: string }
  | { input: 'textarea'; max: number }
  | { input: 'number'; min: number; max: number; thousands: boolean; stepper: boolean }
  | { input: 'switch' }
  | { input: 'select'; source: OptionSource; searchable: boolean }
  | { input: 'multiselect'; source: OptionSource; maxValues: number }
  | { input: 'tags'; maxTags: number };

const optionsOf = (options: Readonly<Record<string, string>>) =>
  Object.entries(options).map(([value, label]) => ({ value, label }));

/** Short lists of fixed options read at a glance; longer ones and lookups are searched. */
const searchableFrom = 8;

/** The largest amount a body may carry (the shared schema's bound). */
const maxAmount = 1e15;

/** The input each kind of field is edited with (registry fields.ts). */
export const inputOf = (field: FieldDef, thisYear = new Date().getFullYear()): InputSpec => {
  switch (field.kind) {
    case 'text':
      return { input: 'text', type: 'text' };
    case 'textarea':
      return { input: 'textarea', max: field.max };
    case 'url':
      return { input: 'text', type: 'url', placeholder: 'https://', autoComplete: 'url' };
    case 'email':
      return { input: 'text', type: 'email', autoComplete: 'email' };
    case 'phone':
      return { input: 'text', type: 'tel', autoComplete: 'tel' };
    case 'date':
      return { input: 'text', type: 'date' };
    case 'integer':
      return { input: 'number', min: field.min, max: field.max, thousands: field.max >= 10_000, stepper: true };
    case 'amount':
      return { input: 'number', min: 0, max: maxAmount, thousands: true, stepper: false };
    case 'year':
      return { input: 'number', min: 1800, max: thisYear, thousands: false, stepper: true };
    case 'boolean':
      return { input: 'switch' };
    case 'choice': {
      const options = optionsOf(field.options);
      return { input: 'select', source: { from: 'options', options }, searchable: options.length >= searchableFrom };
    }
    case 'choices':
      return {
        input: 'multiselect',
        source: { from: 'options', options: optionsOf(field.options) },
        maxValues: field.maxItems,
      };
    case 'term':
      return { input: 'select', source: { from: 'taxonomy', taxonomy: field.taxonomy }, searchable: true };
    case 'terms':
      return {
        input: 'multiselect',
        source: { from: 'taxonomy', taxonomy: field.taxonomy },
        maxValues: field.maxItems,
      };
    case 'tags':
      return { input: 'tags', maxTags: field.maxItems };
    case 'country':
      return { input: 'select', source: { from: 'countries' }, searchable: true };
    case 'countries':
      return { input: 'multiselect', source: { from: 'countries' }, maxValues: field.maxItems };
    case 'state':
      return { input: 'select', source: { from: 'states' }, searchable: true };
    case 'city':
      return { input: 'select', source: { from: 'cities' }, searchable: true };
  }
};

const characters = (count: number) => `${count.toLocaleString('en')} character${count === 1 ? '' : 's'}`;

/**
 * The line under an input: the field's hint, and the limit the input works within (how many may be
 * chosen, the years allowed, the characters used of the most a text may hold).
 */
export const descriptionOf = (field: FieldDef, value: FormValue, thisYear = new Date().getFullYear()) => {
  const parts: string[] = [];
  if (field.hint) parts.push(field.hint);
  const spec = inputOf(field, thisYear);
  if (spec.input === 'textarea') {
    const used = typeof value === 'string' ? value.length : 0;
    parts.push(`${used.toLocaleString('en')} of ${characters(spec.max)}`);
  }
  if (spec.input === 'multiselect') parts.push(`Choose up to ${spec.maxValues}`);
  if (spec.input === 'tags') parts.push(`Press Enter after each one; up to ${spec.maxTags}`);
  if (field.kind === 'year') parts.push(`A year from 1800 to ${thisYear}`);
  if (field.kind === 'url' && !field.hint) parts.push('A web address, such as https://example.com');
  return parts.length > 0 ? parts.join(' · ') : undefined;
};

/** Whether the text of a textarea is longer than its field allows (its counter turns red). */
export const isOverLimit = (field: FieldDef, value: FormValue) =>
  field.kind === 'textarea' && typeof value === 'string' && value.length > field.max;

/** Inputs that take the form's whole width: long texts, lists of several values, and switches. */
export const isWide = (field: FieldDef) => {
  const { input } = inputOf(field);
  return input === 'textarea' || input === 'multiselect' || input === 'tags' || input === 'switch';
};
