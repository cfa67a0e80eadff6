import {
  type Answers,
  type AnswerValue,
  type DocumentKind,
  documentKindInfo,
  documentKinds,
  type FileAnswer,
  type FormField,
  formLimits,
} from '@ventura/shared';

/*
 * What the form renderer needs beside the shared rule book: where each error belongs, how an answer
 * reads as text, and what a file field accepts.
 */

const answerProblem = /^(?:body\.)?answers\.([a-z][a-z0-9_]*)(?:\.[\w.]+)?: (.+)$/;

/** The errors of `checkAnswers` or of the server (`answers.{key}: message`), by field key; the rest apart. */
export const errorsByKey = (errors: readonly string[] = []) => {
  const byKey: Record<string, string> = {};
  const other: string[] = [];
  for (const text of errors) {
    const match = answerProblem.exec(text);
    if (match?.[1] && match[2]) {
      byKey[match[1]] ??= match[2];
    } else {
      other.push(text);
    }
  }
  return { byKey, other };
};

export const isFileAnswer = (value: AnswerValue | undefined): value is FileAnswer =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.uuid === 'string';

export const isEmptyAnswer = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** An answer as it reads in a summary; null when there is none. */
export const answerText = (field: FormField, value: AnswerValue | undefined): string | null => {
  if (isEmptyAnswer(value) || value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (isFileAnswer(value)) return value.name ?? 'Uploaded file';
  if (field.type === 'rating' && typeof value === 'number') {
    return `${value} of ${field.max ?? formLimits.defaultRatingMax}`;
  }
  if (field.type === 'date' && typeof value === 'string') {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? value
      : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  }
  return String(value);
};

const extensionsOf: Record<DocumentKind, string[]> = {
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  xlsx: ['.xlsx'],
  pptx: ['.pptx'],
  png: ['.png'],
  jpg: ['.jpg', '.jpeg'],
};

const kindsOf = (field: FormField): readonly DocumentKind[] =>
  field.accept && field.accept.length > 0 ? field.accept : documentKinds;

/** The file picker's `accept`: the field's kinds by type and extension. */
export const acceptOf = (field: FormField) =>
  kindsOf(field)
    .flatMap((kind) => [documentKindInfo[kind].contentType, ...extensionsOf[kind]])
    .join(',');

/** What a file field takes, for its description: 'PDF or Word document, up to 10 MB'. */
export const acceptText = (field: FormField) => {
  const labels = kindsOf(field).map((kind) => documentKindInfo[kind].label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
  return `${list}, up to 10 MB`;
};

/** The answers with the empty ones of `prefilled` filled in; answers already given stay. */
export const withPrefill = (answers: Answers, prefilled: Answers) => {
  const next = { ...answers };
  let changed = false;
  for (const [key, value] of Object.entries(prefilled)) {
    if (isEmptyAnswer(next[key]) && !isEmptyAnswer(value)) {
      next[key] = value;
      changed = true;
    }
  }
  return { answers: next, changed };
};
