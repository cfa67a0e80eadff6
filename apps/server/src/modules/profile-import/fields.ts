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
import { taxonomyTerms } from '../../platform/reference/tables.ts';
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

const inWords = (field: FieldDef, value: ImportValue, names: Map<string, string>): string => {
  const one = (item: string | number | boolean): string => {
    if (typeof item === 'boolean') return item ? 'Yes' : 'No';
    if (field.kind === 'term' || field.kind === 'terms') return names.get(`${field.taxonomy}:${item}`) ?? String(item);
    if (field.kind === 'choice' || field.kind === 'choices') return field.options[String(item)] ?? String(item);
    if (field.kind === 'amount' && typeof item === 'number') return item.toLocaleString('en');
    return String(item);
  };
  if (value === null) return '';
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
};

/**
 * The fields a profile would bring, those with a value only, each in words and with the receiving
 * tenant's problem with it. `values` are the profile's as its holder's tenant stores them.
 */
export const describeFields = async (
  db: Db,
  input: {
    sourceTenantId: string;
    targetTenantId: string;
    card: Pick<ProfileRow, 'accountType' | 'investorType'>;
    values: FieldValues;
  },
): Promise<ImportField[]> => {
  const filled = fieldsOf(input.card).filter(({ field }) => !isEmpty(input.values[field.key]));
  const names = await termNames(
    db,
    input.sourceTenantId,
    filled.map(({ field }) => field),
    input.values,
  );
  const described: ImportField[] = [];
  for (const { field, section } of filled) {
    const value = (input.values[field.key] ?? null) as ImportValue;
    described.push({
      key: field.key,
      label: field.label,
      section,
      value,
      display: inWords(field, value, names),
      problem: await problemOf(db, input.targetTenantId, field, value, input.values),
    });
  }
  return described;
};
