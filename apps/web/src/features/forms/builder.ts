import type { Form, FormField, FormFieldType, FormInput, FormStatus, PrefillSource } from '@ventura/shared';

/* The form builder's state and how it becomes the request (FormInput): pure, so it is tested alone. */

/** A field as the builder edits it: a stable id for React, and whether its key may still follow its label. */
export type DraftField = {
  id: string;
  field: FormField;
  /** Saved before: its key stays, so answers already given stay with it. */
  existing: boolean;
  /** The operator typed the key: it no longer follows the label. */
  keyEdited: boolean;
};

export type Draft = Omit<FormInput, 'fields'> & {
  title: string;
  code: string;
  description: string;
  audience: 'members' | 'public';
  accountTypes: NonNullable<FormInput['accountTypes']>;
  attachToProfile: boolean;
  showOnProfile: boolean;
  status: FormStatus;
  fields: DraftField[];
};

export const statusLabels: Record<FormStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };
export const statusColors: Record<FormStatus, string> = { draft: 'gray', published: 'green', closed: 'orange' };

export const prefillLabels: Record<PrefillSource, string> = {
  name: 'Name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  organizationName: 'Organisation name',
  website: 'Website',
  city: 'City',
  country: 'Country',
  about: 'About',
};

export const choiceTypes: readonly FormFieldType[] = ['choice', 'multi_choice'];

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `field-${nextId}`;
};

/** A field key from a label: 'Team size (people)' becomes 'team_size_people', unique among `taken`. */
export const keyFromLabel = (label: string, taken: ReadonlySet<string>, fallback = 'question') => {
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 36)
    .replace(/_+$/g, '');
  if (!base) base = fallback;
  if (!/^[a-z]/.test(base)) base = `q_${base}`.slice(0, 36);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

const keysOf = (fields: readonly DraftField[], except?: string) =>
  new Set(fields.filter((item) => item.id !== except).map((item) => item.field.key));

export const emptyDraft = (): Draft => ({
  title: '',
  code: '',
  description: '',
  audience: 'members',
  accountTypes: [],
  attachToProfile: false,
  showOnProfile: false,
  status: 'draft',
  fields: [],
});

export const draftOf = (form: Form): Draft => ({
  title: form.title,
  code: form.code,
  description: form.description,
  audience: form.audience,
  accountTypes: form.accountTypes,
  attachToProfile: form.attachToProfile,
  showOnProfile: form.showOnProfile,
  status: form.status,
  fields: form.fields.map((field) => ({ id: newId(), field, existing: true, keyEdited: true })),
});

/** A new field of a type, at the end, with a key of its own until it has a label. */
export const addField = (fields: readonly DraftField[], type: FormFieldType): DraftField[] => {
  const key = keyFromLabel('', keysOf(fields), type === 'section' ? 'section' : 'question');
  const field: FormField = { key, type, label: '', required: false };
  if (choiceTypes.includes(type)) field.options = [];
  return [...fields, { id: newId(), field, existing: false, keyEdited: false }];
};

/** A field changed; a new field's key follows its label until the key is typed. */
export const changeField = (
  fields: readonly DraftField[],
  id: string,
  change: Partial<FormField>,
  options: { keyTyped?: boolean } = {},
): DraftField[] =>
  fields.map((item) => {
    if (item.id !== id) return item;
    const field = { ...item.field, ...change };
    const keyEdited = item.keyEdited || options.keyTyped === true;
    if (change.label !== undefined && !keyEdited && !item.existing) {
      field.key = keyFromLabel(change.label, keysOf(fields, id), field.type === 'section' ? 'section' : 'question');
    }
    return { ...item, field, keyEdited };
  });

export const moveField = (fields: readonly DraftField[], id: string, by: -1 | 1): DraftField[] => {
  const index = fields.findIndex((item) => item.id === id);
  const target = index + by;
  if (index < 0 || target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  const [item] = next.splice(index, 1);
  if (item) next.splice(target, 0, item);
  return next;
};

export const removeField = (fields: readonly DraftField[], id: string) => fields.filter((item) => item.id !== id);

const usesMin = (type: FormFieldType) => ['number', 'short_text', 'long_text'].includes(type);
const usesMax = (type: FormFieldType) => ['number', 'short_text', 'long_text', 'rating', 'multi_choice'].includes(type);

/** One field as the request sends it: only what its type uses, empty help and options left out. */
export const fieldInputOf = (field: FormField): FormField => {
  const out: FormField = {
    key: field.key,
    type: field.type,
    label: field.label.trim(),
    required: field.type === 'section' ? false : field.required,
  };
  const help = field.help?.trim();
  if (help) out.help = help;
  if (choiceTypes.includes(field.type))
    out.options = (field.options ?? []).map((option) => option.trim()).filter((option) => option !== '');
  if (usesMin(field.type) && field.min !== undefined) out.min = field.min;
  if (usesMax(field.type) && field.max !== undefined) out.max = field.max;
  if (field.type === 'file' && field.accept && field.accept.length > 0) out.accept = field.accept;
  if (field.showIf) {
    out.showIf = { field: field.showIf.field };
    if (field.showIf.equals !== undefined && field.showIf.equals.trim() !== '') out.showIf.equals = field.showIf.equals;
  }
  if (field.prefill && field.type !== 'section') out.prefill = field.prefill;
  return out;
};

/** The request (POST or PATCH admin/forms) of the builder's state. */
export const inputOf = (draft: Draft): FormInput => ({
  title: draft.title.trim(),
  code: draft.code.trim(),
  description: draft.description.trim(),
  audience: draft.audience,
  accountTypes: draft.accountTypes,
  attachToProfile: draft.attachToProfile,
  // Answers show only on a profile whose form it is: off with the form taken out of the profile.
  showOnProfile: draft.attachToProfile && draft.showOnProfile,
  status: draft.status,
  fields: draft.fields.map((item) => fieldInputOf(item.field)),
});

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** Where each problem shows: on a setting ('title'), on a field by its place ('fields.2'), or only in the list. */
export const placeIssues = (issues: readonly Issue[]) => {
  const settings: Record<string, string> = {};
  const fields: Record<number, string[]> = {};
  const all: string[] = [];
  for (const issue of issues) {
    const [first, index] = issue.path;
    if (first === 'fields' && typeof index === 'number') {
      fields[index] = [...(fields[index] ?? []), issue.message];
    } else if (typeof first === 'string' && first !== 'fields') {
      settings[first] ??= issue.message;
    }
    all.push(issue.message);
  }
  return { settings, fields, all: [...new Set(all)] };
};
