import {
  type AccountType,
  type ImportableProfile,
  type ImportField,
  type ImportFileKey,
  type ImportRequest,
  type ImportValue,
  importFileKeys,
} from '@ventura/shared';
import { ApiError } from '../../api/client.ts';

/*
 * The import wizard's third step as data: which fields and files of the chosen profile go, the values the
 * person corrected, and the ImportRequest they make. Pure, so the page only renders it.
 */

/** A corrected value as its input holds it: text, a list of words, or a yes/no. */
export type Correction = string | string[] | boolean;

export type ImportChoices = {
  accountType: AccountType;
  /** Field key: whether it goes. */
  fields: Record<string, boolean>;
  /** Field key: the value typed in its place; only fields being corrected have one. */
  corrections: Record<string, Correction>;
  files: Partial<Record<ImportFileKey, boolean>>;
  keepInStep: boolean;
};

/** The value as its correction input starts: the value the other platform holds. */
export const correctionOf = (value: ImportValue): Correction => {
  if (Array.isArray(value)) return [...value];
  if (typeof value === 'boolean') return value;
  if (value === null) return '';
  return String(value);
};

/** What a correction sends, in the type of the value it replaces (a number stays a number when it reads as one). */
export const correctedValue = (original: ImportValue, correction: Correction): ImportValue => {
  if (Array.isArray(correction)) return correction.map((item) => item.trim()).filter((item) => item !== '');
  if (typeof correction === 'boolean') return correction;
  const text = correction.trim();
  if (typeof original === 'number' && text !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
};

/** Every field and file is chosen, except those this platform would refuse as they are; problems get an input. */
export const initialChoices = (profile: ImportableProfile): ImportChoices => ({
  accountType: profile.accountType,
  fields: Object.fromEntries(profile.fields.map((field) => [field.key, field.problem === null])),
  corrections: Object.fromEntries(
    profile.fields.filter((field) => field.problem !== null).map((field) => [field.key, correctionOf(field.value)]),
  ),
  files: Object.fromEntries(profile.files.map((file) => [file.key, file.problem === null])),
  keepInStep: false,
});

/** The profile to start on: the first this platform takes. */
export const firstAllowed = (profiles: readonly ImportableProfile[]) => profiles.find((profile) => profile.allowed);

const isFileKey = (key: string): key is ImportFileKey => importFileKeys.some((known) => known === key);

/**
 * The request of the import: the chosen fields' keys, the chosen files without a problem, and for each chosen
 * field being corrected its corrected value in `values`.
 */
export const importBody = (importToken: string, profile: ImportableProfile, choices: ImportChoices): ImportRequest => {
  const chosen = profile.fields.filter((field) => choices.fields[field.key] === true);
  const values: Record<string, ImportValue> = {};
  for (const field of chosen) {
    const correction = choices.corrections[field.key];
    if (correction !== undefined) values[field.key] = correctedValue(field.value, correction);
  }
  return {
    importToken,
    accountType: profile.accountType,
    fields: chosen.map((field) => field.key),
    files: profile.files
      .filter((file) => file.problem === null && choices.files[file.key] === true)
      .map((file) => file.key)
      .filter(isFileKey),
    values,
    keepInStep: choices.keepInStep,
  };
};

/** The profile's fields by section, in the order the other platform lists them. */
export const fieldsBySection = (fields: readonly ImportField[]) => {
  const sections = new Map<string, ImportField[]>();
  for (const field of fields) sections.set(field.section, [...(sections.get(field.section) ?? []), field]);
  return [...sections].map(([section, items]) => ({ section, fields: items }));
};

const valueProblem = /^(?:body\.)?values\.([\w-]+)(?:\.\d+)?: (.+)$/;

/**
 * A refused import's texts placed on their fields ('values.website: Enter a valid web address' on website);
 * what belongs to no field stays in `other`.
 */
export const importErrors = (error: unknown) => {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  if (!(error instanceof ApiError)) return { fields, other };
  for (const text of error.errors) {
    const match = valueProblem.exec(text);
    const key = match?.[1];
    if (key && match[2]) fields[key] ??= match[2];
    else other.push(text);
  }
  return { fields, other };
};
