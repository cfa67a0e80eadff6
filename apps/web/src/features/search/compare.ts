/*
 * What the compare page lays side by side, as plain data: the rows (the fields of the kind that any of
 * the profiles has filled, in the registry's order) and how each value reads in a cell.
 */
import {
  type DirectoryType,
  type FieldDef,
  type FieldValue,
  isFilled,
  type PublicProfile,
  profileTypes,
  type TaxonomyKind,
} from '@ventura/shared';
import { shownValue } from '../public-profiles/index.ts';

/** Names of the codes profiles store; undefined while unknown, and the code shows instead. */
export type CompareNames = {
  term: (taxonomy: TaxonomyKind, code: string) => string | undefined;
  country: (code: string) => string | undefined;
};

/** A cell: a line of text, a set of badges, or nothing given. */
export type CompareCell = { kind: 'text'; text: string } | { kind: 'badges'; items: string[] } | { kind: 'none' };

/**
 * Fields worth comparing: the facts (stages, industries, amounts, years, choices). Names, taglines and
 * places have rows of their own; long texts, links and contact details do not compare.
 */
const comparedKinds: ReadonlySet<FieldDef['kind']> = new Set([
  'integer',
  'amount',
  'year',
  'date',
  'boolean',
  'choice',
  'choices',
  'term',
  'terms',
  'countries',
  'tags',
]);

/** The compared fields of a type, once each, in the order its sections list them (every investor type's). */
export const comparedFields = (type: DirectoryType): FieldDef[] => {
  const seen = new Set<string>();
  return profileTypes[type].sections.flatMap((section) =>
    section.fields.filter((field) => {
      if (!comparedKinds.has(field.kind) || seen.has(field.key)) return false;
      seen.add(field.key);
      return true;
    }),
  );
};

/** The rows of a comparison: the compared fields that at least one of the profiles has filled. */
export const compareRows = (type: DirectoryType, profiles: readonly PublicProfile[]): FieldDef[] =>
  comparedFields(type).filter((field) => profiles.some((profile) => isFilled(profile.values[field.key])));

/** The taxonomies whose names the rows need. */
export const taxonomiesOf = (rows: readonly FieldDef[]): TaxonomyKind[] => [
  ...new Set(rows.flatMap((field) => (field.kind === 'term' || field.kind === 'terms' ? [field.taxonomy] : []))),
];

/**
 * How a value reads in its cell: as the public profile shows it, but a flag reads Yes or No (beside
 * another profile's Yes, a blank says too little).
 */
export const compareCell = (field: FieldDef, value: FieldValue | undefined, names: CompareNames): CompareCell => {
  if (value === undefined || !isFilled(value)) return { kind: 'none' };
  if (field.kind === 'boolean') return { kind: 'text', text: value === true ? 'Yes' : 'No' };
  const shown = shownValue(field, value, { ...names, state: () => undefined });
  if (shown?.kind === 'badges') return shown;
  return shown && 'text' in shown ? { kind: 'text', text: shown.text } : { kind: 'none' };
};

/** 'City, Country' of a profile, or '' when it gives neither. */
export const placeText = (profile: PublicProfile, names: CompareNames) => {
  const { city, countryCode } = profile.values;
  const country = typeof countryCode === 'string' && countryCode ? (names.country(countryCode) ?? countryCode) : '';
  return [typeof city === 'string' ? city.trim() : '', country].filter(Boolean).join(', ');
};

/** The ids of an address's `ids` parameter: distinct, at most `limit`. */
export const idsFromParam = (raw: string | null, limit: number) =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)),
    ),
  ].slice(0, limit);
