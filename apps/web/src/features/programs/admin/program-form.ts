import {
  type AccountType,
  type Program,
  type ProgramFamily,
  ProgramInput,
  ProgramPatch,
  type ProgramStage,
  type ProgramStatus,
} from '@ventura/shared';
import dayjs from 'dayjs';
import { type FieldErrors, schemaFieldErrors } from '../../../ui/form-errors.ts';

/*
 * The program editor's values, the bodies they send (POST admin/programs, PATCH admin/programs/{uuid}) and
 * the problems the shared ProgramInput and ProgramPatch find in them, placed on the editor's fields.
 */

/** A document asked for: `savedKey` is kept once saved, as applicants' files hang on it; a new one's comes from its title. */
export type DocumentDraft = {
  id: string;
  savedKey?: string | undefined;
  title: string;
  description: string;
  stage: ProgramStage;
  required: boolean;
};
export type CriterionDraft = {
  id: string;
  savedKey?: string | undefined;
  label: string;
  description: string;
  max: number | string;
  weight: number | string;
};
export type TopicDraft = { id: string; title: string; description: string; seconds: number | string };

export type ProgramFormValues = {
  family: ProgramFamily;
  code: string;
  title: string;
  summary: string;
  description: string;
  industries: string[];
  eligibility: string;
  accountTypes: AccountType[];
  /** Local 'YYYY-MM-DDTHH:mm', as a datetime-local input gives it. */
  opensAt: string;
  closesAt: string;
  /** 'YYYY-MM-DD', or '' for none. */
  startsOn: string;
  endsOn: string;
  externalUrl: string;
  formUuid: string | null;
  documents: DocumentDraft[];
  rubric: CriterionDraft[];
  videoTopics: TopicDraft[];
  status: ProgramStatus;
};

let sequence = 0;
/** A key for a list row that lives only in the editor. */
export const draftId = () => {
  sequence += 1;
  return `draft-${sequence}`;
};

export const emptyProgramValues = (): ProgramFormValues => ({
  family: 'program',
  code: '',
  title: '',
  summary: '',
  description: '',
  industries: [],
  eligibility: '',
  accountTypes: ['startup'],
  opensAt: '',
  closesAt: '',
  startsOn: '',
  endsOn: '',
  externalUrl: '',
  formUuid: null,
  documents: [],
  rubric: [],
  videoTopics: [],
  status: 'draft',
});

export const newDocument = (): DocumentDraft => ({
  id: draftId(),
  title: '',
  description: '',
  stage: 'application',
  required: true,
});
export const newCriterion = (): CriterionDraft => ({ id: draftId(), label: '', description: '', max: 10, weight: 1 });
export const newTopic = (): TopicDraft => ({ id: draftId(), title: '', description: '', seconds: 120 });

/** An instant as a datetime-local input shows it, in the visitor's own time zone. */
export const localMoment = (iso: string) => (dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
/** A datetime-local value as an ISO instant with the visitor's offset ('2026-03-01T09:00:00+05:30'); '' for none. */
export const instantOf = (local: string) => (local && dayjs(local).isValid() ? dayjs(local).format() : '');

/** What a saved program fills the editor with. */
export const programValues = (program: Program): ProgramFormValues => ({
  family: program.family,
  code: program.code,
  title: program.title,
  summary: program.summary,
  description: program.description,
  industries: program.industries.map((industry) => industry.code),
  eligibility: program.eligibility,
  accountTypes: [...program.accountTypes],
  opensAt: localMoment(program.opensAt),
  closesAt: localMoment(program.closesAt),
  startsOn: program.startsOn?.slice(0, 10) ?? '',
  endsOn: program.endsOn?.slice(0, 10) ?? '',
  externalUrl: program.externalUrl ?? '',
  formUuid: program.form?.uuid ?? null,
  documents: program.documents.map((document) => ({
    id: `document-${document.key}`,
    savedKey: document.key,
    title: document.title,
    description: document.description,
    stage: document.stage,
    required: document.required,
  })),
  rubric: program.rubric.map((criterion) => ({
    id: `criterion-${criterion.key}`,
    savedKey: criterion.key,
    label: criterion.label,
    description: criterion.description,
    max: criterion.max,
    weight: criterion.weight,
  })),
  videoTopics: program.videoTopics.map((topic) => ({
    id: `topic-${topic.id}`,
    title: topic.title,
    description: topic.description,
    seconds: topic.seconds,
  })),
  status: program.status,
});

/** A key from a title: 'Pitch deck (PDF)' → 'pitch_deck_pdf'; a title of no letters gives 'item'. */
export const keyFromTitle = (title: string) => {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '');
  return (words || 'item').slice(0, 36).replace(/_+$/, '');
};

/** Each row's key: the saved one, else one from its title, made unique with a number ('pitch_deck_2'). */
const keysOf = (rows: ReadonlyArray<{ savedKey?: string | undefined; text: string }>) => {
  const taken = new Set(rows.flatMap((row) => (row.savedKey ? [row.savedKey] : [])));
  return rows.map((row) => {
    if (row.savedKey) return row.savedKey;
    const base = keyFromTitle(row.text);
    let key = base;
    for (let n = 2; taken.has(key); n += 1) key = `${base}_${n}`;
    taken.add(key);
    return key;
  });
};

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

const documentsBody = (documents: readonly DocumentDraft[]) => {
  const keys = keysOf(documents.map((document) => ({ savedKey: document.savedKey, text: document.title })));
  return documents.map((document, index) => ({
    key: keys[index] ?? '',
    stage: document.stage,
    title: document.title,
    description: document.description,
    required: document.required,
  }));
};

const rubricBody = (rubric: readonly CriterionDraft[]) => {
  const keys = keysOf(rubric.map((criterion) => ({ savedKey: criterion.savedKey, text: criterion.label })));
  return rubric.map((criterion, index) => ({
    key: keys[index] ?? '',
    label: criterion.label,
    description: criterion.description,
    max: numberOf(criterion.max),
    weight: numberOf(criterion.weight),
  }));
};

const topicsBody = (values: ProgramFormValues) =>
  values.family === 'video'
    ? values.videoTopics.map((topic) => ({
        title: topic.title,
        description: topic.description,
        seconds: numberOf(topic.seconds),
      }))
    : [];

/** Everything but the family, as both bodies carry it. */
const fieldsBody = (values: ProgramFormValues) => ({
  code: values.code,
  title: values.title,
  summary: values.summary,
  description: values.description,
  industries: values.industries,
  eligibility: values.eligibility,
  accountTypes: values.accountTypes,
  opensAt: instantOf(values.opensAt),
  closesAt: instantOf(values.closesAt),
  startsOn: values.startsOn || null,
  endsOn: values.endsOn || null,
  externalUrl: values.externalUrl.trim() || null,
  formUuid: values.formUuid,
  documents: documentsBody(values.documents),
  rubric: rubricBody(values.rubric),
  videoTopics: topicsBody(values),
  status: values.status,
});

type ProgramBody = ReturnType<typeof fieldsBody>;
const bodyKeys = [
  'code',
  'title',
  'summary',
  'description',
  'industries',
  'eligibility',
  'accountTypes',
  'opensAt',
  'closesAt',
  'startsOn',
  'endsOn',
  'externalUrl',
  'formUuid',
  'documents',
  'rubric',
  'videoTopics',
  'status',
] as const satisfies ReadonlyArray<keyof ProgramBody>;

/** POST admin/programs: the editor as a new program. */
export const newProgramBody = (values: ProgramFormValues): ProgramInput => ({
  family: values.family,
  ...fieldsBody(values),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH admin/programs/{uuid}: only what changed. The lists go whole when they changed (the server
 * replaces them); the window's two ends go together when either changed, so their order is checked.
 */
export const programPatchBody = (saved: ProgramFormValues, values: ProgramFormValues): ProgramPatch => {
  const before = fieldsBody(saved);
  const after = fieldsBody(values);
  const patch: Partial<ProgramBody> = {};
  const keep = <K extends keyof ProgramBody>(key: K) => {
    if (!same(after[key], before[key])) patch[key] = after[key];
  };
  for (const key of bodyKeys) keep(key);
  if (patch.opensAt !== undefined || patch.closesAt !== undefined) {
    patch.opensAt = after.opensAt;
    patch.closesAt = after.closesAt;
  }
  return patch;
};

// ---- Problems, on the editor's fields ----

const listItem = /^(documents|rubric|videoTopics)\.(\d+)\.(\w+)/;
/** A list item's key is made from its title or label: its problem shows there. */
const keyShownOn: Record<string, string> = { documents: 'title', rubric: 'label', videoTopics: 'title' };

/** Where a problem of a body path shows: 'documents.1.key' on that document's title, 'closesAt' on its field. */
export const programFieldOf = (path: string): string | undefined => {
  const item = listItem.exec(path);
  if (item) {
    const [, list = '', index = '', field = ''] = item;
    return `${list}.${index}.${field === 'key' ? keyShownOn[list] : field}`;
  }
  return path.split('.')[0] || undefined;
};

const windowProblems = (values: ProgramFormValues, errors: FieldErrors<string>) => {
  const next = { ...errors };
  if (!values.opensAt) next.opensAt = 'Choose when applications open';
  if (!values.closesAt) next.closesAt = 'Choose when applications close';
  return next;
};

/** The problems of a new program, by the shared ProgramInput. */
export const newProgramErrors = (values: ProgramFormValues) =>
  windowProblems(values, schemaFieldErrors(ProgramInput, newProgramBody(values), programFieldOf));

/** The problems of an edit, by the shared ProgramPatch over what changed. */
export const programPatchErrors = (saved: ProgramFormValues, values: ProgramFormValues) =>
  windowProblems(values, schemaFieldErrors(ProgramPatch, programPatchBody(saved, values), programFieldOf));
