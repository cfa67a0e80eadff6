/*
 * The vocabulary profile sections are written in: a field says what it holds, how it is entered and who
 * may see it. Plain data, without zod, so that navigation and the first screen can read the registry;
 * schemas.ts builds the validators from the same descriptions.
 */
import type { TaxonomyKind } from '../lookups.ts';

/**
 * Who sees a field on a public profile besides its holder and the tenant's operators: anyone who may
 * open the profile, signed-in members, or the audience the tenant sets for contact details
 * (`profile_settings.private_fields_to`: connections, members or nobody).
 */
export type FieldAudience = 'public' | 'members' | 'private';

type Common = {
  /** The API name of the value, the same in every body and answer. */
  key: string;
  label: string;
  /** Completeness counts required fields three times an optional one; a required field is never cleared. */
  required?: boolean;
  audience?: FieldAudience;
  /** A line under the input that says what good looks like. */
  hint?: string;
};

export type FieldDef = Common &
  (
    | { kind: 'text'; max: number }
    | { kind: 'textarea'; max: number }
    | { kind: 'url' }
    | { kind: 'email' }
    | { kind: 'phone' }
    | { kind: 'integer'; min: number; max: number }
    /** A sum of money in whole units of the tenant's currency. */
    | { kind: 'amount' }
    | { kind: 'year' }
    | { kind: 'date' }
    | { kind: 'boolean' }
    | { kind: 'choice'; options: Readonly<Record<string, string>> }
    | { kind: 'choices'; options: Readonly<Record<string, string>>; maxItems: number }
    /** One term of a tenant taxonomy, stored by code. */
    | { kind: 'term'; taxonomy: TaxonomyKind }
    | { kind: 'terms'; taxonomy: TaxonomyKind; maxItems: number }
    /** Free words, such as portfolio companies: each at most 100 characters. */
    | { kind: 'tags'; maxItems: number }
    /** Location parts: a country by ISO code, a state of it by code, a city of it by name. */
    | { kind: 'country' }
    | { kind: 'countries'; maxItems: number }
    | { kind: 'state' }
    | { kind: 'city' }
  );

export type FieldKind = FieldDef['kind'];

/** What a field holds in an answer: text, a number, a flag or a list of codes; null when unset. */
export type FieldValue = string | number | boolean | string[] | null;
export type FieldValues = Record<string, FieldValue>;

/** A value counts as given when it is not null, not blank and not an empty list. */
export const isFilled = (value: FieldValue | undefined) => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/** The empty value of a field: an empty list for the kinds that hold several, else null. */
export const emptyValue = (field: FieldDef): FieldValue =>
  field.kind === 'terms' || field.kind === 'choices' || field.kind === 'tags' || field.kind === 'countries' ? [] : null;
