import type { FieldDef, FieldValue, FieldValues } from '@ventura/shared';

/**
 * What an input holds for a field while it is edited: text ('' when empty), a number or '' (a number
 * input that is empty or holds something that is not a number yet), a flag, one code or null, or a list.
 */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

const textKinds = new Set<FieldDef['kind']>(['text', 'textarea', 'url', 'email', 'phone', 'date']);
const numberKinds = new Set<FieldDef['kind']>(['integer', 'amount', 'year']);
const codeKinds = new Set<FieldDef['kind']>(['choice', 'term', 'country', 'state', 'city']);

/** The input value of a field's stored value; an unset flag shows as off. */
export const formValueOf = (field: FieldDef, value: FieldValue | undefined): FormValue => {
  if (textKinds.has(field.kind)) return typeof value === 'string' ? value : '';
  if (numberKinds.has(field.kind)) return typeof value === 'number' ? value : '';
  if (codeKinds.has(field.kind)) return typeof value === 'string' && value !== '' ? value : null;
  if (field.kind === 'boolean') return value === true;
  return Array.isArray(value) ? value : [];
};

export const formValuesOf = (fields: readonly FieldDef[], values: FieldValues): FormValues =>
  Object.fromEntries(fields.map((field) => [field.key, formValueOf(field, values[field.key])]));

/** A number input's text as a number: '1,20,000' reads 120000; undefined when it is no number. */
const numberOf = (text: string) => {
  const plain = text.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return undefined;
  return Number(plain);
};

/**
 * The value a request body carries for an input value. Empty text and empty numbers clear an optional
 * field (null); a required one keeps '' so that the schema says it is required. What cannot be read
 * is sent as it is, for the schema to name the problem.
 */
export const bodyValueOf = (field: FieldDef, value: FormValue): FieldValue => {
  if (textKinds.has(field.kind)) {
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' && !field.required ? null : text;
  }
  if (numberKinds.has(field.kind)) {
    if (typeof value === 'number') return value;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return null;
    return numberOf(text) ?? text;
  }
  if (codeKinds.has(field.kind)) return typeof value === 'string' && value !== '' ? value : null;
  if (field.kind === 'boolean') return value === true;
  return Array.isArray(value) ? value : [];
};

const same = (a: FieldValue, b: FieldValue) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

/**
 * The fields whose value differs from the saved one, as a PATCH body. A flag never set and still off
 * is left unset, and a country changed carries its state and city along (cleared by the form).
 */
export const changedBody = (fields: readonly FieldDef[], saved: FormValues, current: FormValues) => {
  const body: Record<string, FieldValue> = {};
  for (const field of fields) {
    const after = bodyValueOf(field, current[field.key] ?? null);
    if (!same(bodyValueOf(field, saved[field.key] ?? null), after)) body[field.key] = after;
  }
  const country = fields.find((field) => field.kind === 'country');
  if (country && country.key in body) {
    for (const field of fields) {
      if (field.kind === 'state' || field.kind === 'city')
        body[field.key] = bodyValueOf(field, current[field.key] ?? null);
    }
  }
  return body;
};

/** Every field of a list item as the body that adds it: empty optional fields left out. */
export const itemBody = (fields: readonly FieldDef[], current: FormValues) => {
  const body: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = bodyValueOf(field, current[field.key] ?? null);
    if (value !== null && !(Array.isArray(value) && value.length === 0)) body[field.key] = value;
    else if (field.required) body[field.key] = value ?? '';
  }
  return body;
};

/** The fields a location part depends on: a new country empties the state and city, a new state the city. */
export const dependentsOf = (fields: readonly FieldDef[], changed: FieldDef) => {
  if (changed.kind === 'country') return fields.filter((field) => field.kind === 'state' || field.kind === 'city');
  if (changed.kind === 'state') return fields.filter((field) => field.kind === 'city');
  return [];
};
