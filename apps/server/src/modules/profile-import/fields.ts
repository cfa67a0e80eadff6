import {
  type FieldDef,
  type FieldValues,
  fieldSchema,
  humanIssue,
  type ImportField,
  type ImportValue,
  type ProfileAccountType,
  sectionsOf,
  type TaxonomyKind,
} from '@ventura/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { HttpError } from '../../platform/errors.ts';
import { countries, states, taxonomyTerms } from '../../platform/reference/tables.ts';
import { checkReferences } from '../profiles/index.ts';

/*
 * A profile's fields as they would travel to another tenant: each with its value in words and, checked
 * against the receiving tenant's rules (its lists, the places it knows, each field's own schema), why it
 * would be refused as it is.
 */

/** Every field of the profile's type, with the title of the section it is edited in. */
export const fieldsOf = (card: Pick<ProfileRow, 'accountType' | 'investorType'>) =>
  sectionsOf(card.accountType as ProfileAccountType, card.investorType).flatMap((section) =>
    section.fields.map((field) => ({ field, section: section.title })),
  );

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The field's problem in the receiving tenant, or null: the schema first, then what the value names. */
export const problemOf = async (
  db: Db,
  tenantId: string,
  field: FieldDef,
  value: ImportValue,
  merged: FieldValues,
): Promise<string | null> => {
  const parsed = fieldSchema(field).safeParse(value, { error: humanIssue });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? `${field.label} is not valid`;
  try {
    await checkReferences(db, tenantId, [field], { [field.key]: parsed.data }, merged);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const [first] = error.errors;
    return (first ?? error.message).replace(/^body\.\w+: /, '');
  }
  return null;
};

/** Names of the taxonomy codes the values use, on the tenant that holds them. */
const termNames = async (db: Db, tenantId: string, fields: FieldDef[], values: FieldValues) => {
  const kinds = new Set<TaxonomyKind>();
  const codes = new Set<string>();
  for (const field of fields) {
    if (field.kind !== 'term' && field.kind !== 'terms') continue;
    kinds.add(field.taxonomy);
    for (const code of ([] as unknown[]).concat(values[field.key] ?? [])) codes.add(String(code));
  }
  if (codes.size === 0) return new Map<string, string>();
  const rows = await db
    .select({ kind: taxonomyTerms.kind, code: taxonomyTerms.code, name: taxonomyTerms.name })
    .from(taxonomyTerms)
    .where(
      and(
        eq(taxonomyTerms.tenantId, tenantId),
        inArray(taxonomyTerms.kind, [...kinds]),
        inArray(taxonomyTerms.code, [...codes]),
      ),
    );
  return new Map(rows.map((row) => [`${row.kind}:${row.code}`, row.name]));
};

/** Names of the countries and the state the values name ('IN' reads India, 'MH' Maharashtra). */
const placeNames = async (db: Db, fields: FieldDef[], values: FieldValues) => {
  const codes = new Set<string>();
  for (const field of fields) {
    if (field.kind === 'country' || field.kind === 'countries') {
      for (const code of ([] as unknown[]).concat(values[field.key] ?? [])) codes.add(String(code));
    }
  }
  const names = new Map<string, string>();
  if (codes.size > 0) {
    const rows = await db
      .select({ code: countries.isoCode, name: countries.name })
      .from(countries)
      .where(inArray(countries.isoCode, [...codes]));
    for (const row of rows) names.set(`country:${row.code}`, row.name);
  }
  const country = typeof values.countryCode === 'string' ? values.countryCode : null;
  const state = typeof values.stateCode === 'string' ? values.stateCode : null;
  if (country && state && fields.some((field) => field.kind === 'state')) {
    const [row] = await db
      .select({ name: states.name })
      .from(states)
      .where(and(eq(states.countryCode, country), eq(states.isoCode, state)))
      .limit(1);
    if (row) names.set(`state:${state}`, row.name);
  }
  return names;
};

const inWords = (field: FieldDef, value: ImportValue, names: Map<string, string>): string => {
  const one = (item: string | number | boolean): string => {
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    if (field.kind === 'term' || field.kind === 'terms') return names.get(`${field.taxonomy}:${item}`) ?? String(item);
    if (field.kind === 'country' || field.kind === 'countries') return names.get(`country:${item}`) ?? String(item);
    if (field.kind === 'state') return names.get(`state:${item}`) ?? String(item);
    if (field.kind === 'choice' || field.kind === 'choices') return field.options[String(item)] ?? String(item);
    if (field.kind === 'amount' && typeof item === 'number') return item.toLocaleString('en');
    return String(item);
  };
  if (value === null) return '';
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
};

/** The fields a profile would bring, those with a value only, each in words (its own tenant's names). */
export const describeFields = async (
  db: Db,
  sourceTenantId: string,
  card: Pick<ProfileRow, 'accountType' | 'investorType'>,
  values: FieldValues,
): Promise<Omit<ImportField, 'problem'>[]> => {
  const filled = fieldsOf(card).filter(({ field }) => !isEmpty(values[field.key]));
  const shown = filled.map(({ field }) => field);
  const names = new Map([
    ...(await termNames(db, sourceTenantId, shown, values)),
    ...(await placeNames(db, shown, values)),
  ]);
  return filled.map(({ field, section }) => {
    const value = (values[field.key] ?? null) as ImportValue;
    return { key: field.key, label: field.label, section, value, display: inWords(field, value, names) };
  });
};

/**
 * The same fields with the receiving tenant's problem with each, checked against its rules exactly as a
 * save of the profile there would be. A field the type does not know here is dropped.
 */
export const withProblems = async (
  db: Db,
  targetTenantId: string,
  card: Pick<ProfileRow, 'accountType' | 'investorType'>,
  fields: readonly Omit<ImportField, 'problem'>[],
): Promise<ImportField[]> => {
  const known = new Map(fieldsOf(card).map(({ field }) => [field.key, field]));
  const values = Object.fromEntries(fields.map((f) => [f.key, f.value])) as FieldValues;
  const checked: ImportField[] = [];
  for (const described of fields) {
    const field = known.get(described.key);
    if (!field) continue;
    checked.push({ ...described, problem: await problemOf(db, targetTenantId, field, described.value, values) });
  }
  return checked;
};
