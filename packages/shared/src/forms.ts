import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { limits } from './constants.ts';
import { DocumentKind, documentKinds, documentKindsText } from './documents.ts';
import { pageQuery, pageSizes } from './paging.ts';

/*
 * Forms (issue 20; spec calls 7.12, forms-management): an operator builds a form from typed fields, in
 * sections, with required flags, help and simple conditions; members (or, for a public form, anyone)
 * fill it in with drafts kept as they type; a program's application is one such form. The same
 * definition validates answers on the server and drives the form in the browser, so both sides agree
 * on what is asked, what is shown and what is missing.
 */

export const formFieldTypes = [
  'section',
  'short_text',
  'long_text',
  'number',
  'choice',
  'multi_choice',
  'date',
  'file',
  'url',
  'rating',
] as const;
export const FormFieldType = z.enum(formFieldTypes, 'Choose a field type');
export type FormFieldType = z.infer<typeof FormFieldType>;

export const formFieldTypeLabels: Record<FormFieldType, string> = {
  section: 'Section heading',
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  choice: 'Choice (one)',
  multi_choice: 'Multiple choice',
  date: 'Date',
  file: 'File',
  url: 'Link (URL)',
  rating: 'Rating',
};

/** Profile facts a field may be filled from (GET forms-management/profile/data/{form}/{profile}). */
export const prefillSources = [
  'name',
  'email',
  'mobileNumber',
  'organizationName',
  'website',
  'city',
  'country',
  'about',
] as const;
export const PrefillSource = z.enum(prefillSources, 'Choose a profile fact');
export type PrefillSource = z.infer<typeof PrefillSource>;

export const formLimits = {
  fields: 100,
  options: 50,
  labelLength: 200,
  helpLength: 500,
  optionLength: 120,
  shortTextLength: 300,
  longTextLength: 5000,
  urlLength: 500,
  defaultRatingMax: 5,
  fileAccept: documentKinds.length,
  /** Profile forms whose answers one profile shows (GET forms-management/profile/answers/{profile}). */
  profileAnswerForms: 20,
} as const;

const FieldKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A field key is 1 to 40 lower-case letters, digits or underscores, from a letter');

export const FormField = z.strictObject({
  /** Stable name of the answer; kept when the field is edited so answers already given stay with it. */
  key: FieldKey,
  type: FormFieldType,
  label: z
    .string()
    .trim()
    .min(1, 'Every field needs a label')
    .max(formLimits.labelLength, `A label can be at most ${formLimits.labelLength} characters`),
  help: z
    .string()
    .trim()
    .max(formLimits.helpLength, `Help can be at most ${formLimits.helpLength} characters`)
    .optional(),
  required: z.boolean().default(false),
  /** The answers offered by choice and multiple choice. */
  options: z
    .array(z.string().trim().min(1, 'An option cannot be empty').max(formLimits.optionLength))
    .max(formLimits.options, `At most ${formLimits.options} options`)
    .optional(),
  /** number: the smallest and largest value; short and long text: max is the longest answer; rating: max is the scale. */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  /** file: the kinds accepted (all document kinds when absent). */
  accept: z.array(DocumentKind).max(formLimits.fileAccept).optional(),
  /** Shown only when an earlier field has an answer (any answer, or this one). */
  showIf: z
    .strictObject({ field: FieldKey, equals: z.string().trim().max(formLimits.optionLength).optional() })
    .optional(),
  /** Offered from the applicant's profile when the field is still empty. */
  prefill: PrefillSource.optional(),
});
export type FormField = z.infer<typeof FormField>;
export type FormFieldInput = z.input<typeof FormField>;

const choiceTypes: readonly FormFieldType[] = ['choice', 'multi_choice'];

/** A whole form's fields: unique keys, options where a choice needs them, conditions on earlier fields. */
export const FormFields = z
  .array(FormField)
  .max(formLimits.fields, `A form can have at most ${formLimits.fields} fields`)
  .superRefine((fields, ctx) => {
    const seen = new Map<string, FormField>();
    fields.forEach((field, index) => {
      const at = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path: [index, ...path], message });
      if (seen.has(field.key)) at(['key'], `Two fields share the key ${field.key}`);
      if (choiceTypes.includes(field.type)) {
        const options = field.options ?? [];
        if (options.length < 2) at(['options'], `${field.label}: offer at least two options`);
        if (new Set(options).size !== options.length) at(['options'], `${field.label}: an option is listed twice`);
      }
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
        at(['min'], `${field.label}: the smallest value is above the largest`);
      }
      if (
        field.type === 'rating' &&
        field.max !== undefined &&
        (field.max < 2 || field.max > 10 || !Number.isInteger(field.max))
      ) {
        at(['max'], `${field.label}: a rating scale is 2 to 10`);
      }
      if (field.showIf) {
        const source = seen.get(field.showIf.field);
        if (!source || source.type === 'section') {
          at(['showIf', 'field'], `${field.label}: a condition can only look at a question above it`);
        } else if (field.showIf.equals !== undefined && choiceTypes.includes(source.type)) {
          if (!source.options?.includes(field.showIf.equals)) {
            at(['showIf', 'equals'], `${field.label}: ${source.label} does not offer ${field.showIf.equals}`);
          }
        }
      }
      if (field.type === 'section' && field.required) at(['required'], 'A section heading is not a question');
      seen.set(field.key, field);
    });
  });

/** A file answer as sent: an upload's uuid. As stored and read back it also carries the name, kind and size. */
export const FileAnswer = z.object({
  uuid: z.uuid('This is not an uploaded file'),
  name: z.string().max(200).optional(),
  kind: DocumentKind.optional(),
  size: z.number().int().optional(),
});
export type FileAnswer = z.infer<typeof FileAnswer>;

export const AnswerValue = z.union([
  z.string().max(formLimits.longTextLength * 2),
  z.number().finite(),
  z.array(z.string().max(formLimits.optionLength)).max(formLimits.options),
  FileAnswer,
  z.null(),
]);
export type AnswerValue = z.infer<typeof AnswerValue>;
export const Answers = z
  .record(z.string().max(40), AnswerValue)
  .refine((answers) => Object.keys(answers).length <= formLimits.fields, `At most ${formLimits.fields} answers`)
  // The refinement above and the key's max are the checks; this tells the API document the same bounds.
  // OpenAPI 3.0 has no propertyNames (the document drops it), so the keys' bound goes as an extension.
  .meta({ maxProperties: formLimits.fields, 'x-propertyNames': { type: 'string', maxLength: 40 } });
export type Answers = z.infer<typeof Answers>;

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether a field is shown for these answers: its condition holds and the field it looks at is shown. */
export const visibleFields = (fields: readonly FormField[], answers: Answers): FormField[] => {
  const shown = new Set<string>();
  const out: FormField[] = [];
  for (const field of fields) {
    const rule = field.showIf;
    let visible = true;
    if (rule) {
      const value = answers[rule.field];
      if (!shown.has(rule.field) || isEmpty(value)) visible = false;
      else if (rule.equals !== undefined) {
        visible = Array.isArray(value) ? value.includes(rule.equals) : String(value) === rule.equals;
      }
    }
    if (visible) {
      shown.add(field.key);
      out.push(field);
    }
  }
  return out;
};

/** The questions of a form (everything but section headings). */
export const questionsOf = (fields: readonly FormField[]) => fields.filter((field) => field.type !== 'section');

/** The form split at its section headings; fields before the first heading make an untitled section. */
export const formSectionsOf = (fields: readonly FormField[]) => {
  const sections: { heading: FormField | null; fields: FormField[] }[] = [];
  for (const field of fields) {
    if (field.type === 'section') sections.push({ heading: field, fields: [] });
    else {
      if (sections.length === 0) sections.push({ heading: null, fields: [] });
      sections[sections.length - 1]?.fields.push(field);
    }
  }
  return sections;
};

/** Share (0 to 100) of the shown questions that have an answer. */
export const progressOf = (fields: readonly FormField[], answers: Answers) => {
  const questions = questionsOf(visibleFields(fields, answers));
  if (questions.length === 0) return 100;
  const answered = questions.filter((field) => !isEmpty(answers[field.key])).length;
  return Math.round((answered / questions.length) * 100);
};

const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (Date.parse alone takes 2024-02-30 as March 1st). */
const isDay = (value: string) => {
  if (!datePattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** One answer checked against its field: the cleaned value, or the reason it is refused. */
const checkAnswer = (field: FormField, value: AnswerValue): { value: AnswerValue } | { error: string } => {
  const label = field.label;
  switch (field.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return { error: `${label}: answer with text` };
      const text = value.trim();
      const longest =
        field.max ?? (field.type === 'short_text' ? formLimits.shortTextLength : formLimits.longTextLength);
      if (text.length > longest) return { error: `${label}: at most ${longest} characters` };
      if (field.min !== undefined && text.length < field.min)
        return { error: `${label}: at least ${field.min} characters` };
      return { value: text };
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return { error: `${label}: answer with a number` };
      if (field.min !== undefined && number < field.min) return { error: `${label}: at least ${field.min}` };
      if (field.max !== undefined && number > field.max) return { error: `${label}: at most ${field.max}` };
      return { value: number };
    }
    case 'choice': {
      if (typeof value !== 'string' || !field.options?.includes(value)) {
        return { error: `${label}: choose one of the options offered` };
      }
      return { value };
    }
    case 'multi_choice': {
      if (!Array.isArray(value) || value.some((item) => !field.options?.includes(item))) {
        return { error: `${label}: choose from the options offered` };
      }
      if (new Set(value).size !== value.length) return { error: `${label}: an option is chosen twice` };
      if (field.max !== undefined && value.length > field.max)
        return { error: `${label}: choose at most ${field.max}` };
      return { value };
    }
    case 'date': {
      if (typeof value !== 'string' || !isDay(value)) {
        return { error: `${label}: use a date as YYYY-MM-DD` };
      }
      return { value };
    }
    case 'url': {
      if (typeof value !== 'string' || value.trim().length > formLimits.urlLength || !urlPattern.test(value.trim())) {
        return { error: `${label}: enter a link starting with http:// or https://` };
      }
      return { value: value.trim() };
    }
    case 'rating': {
      const scale = field.max ?? formLimits.defaultRatingMax;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > scale) {
        return { error: `${label}: rate from 1 to ${scale}` };
      }
      return { value };
    }
    case 'file': {
      const parsed = FileAnswer.safeParse(value);
      if (!parsed.success) return { error: `${label}: upload a file` };
      return { value: { uuid: parsed.data.uuid } };
    }
    case 'section':
      return { error: `${label} is a heading, not a question` };
  }
};

export type AnswerCheck = {
  /** The answers kept: known, shown, well-formed and not empty. */
  answers: Answers;
  /** `answers.{key}: reason` for each refused answer (and each required one missing, when complete). */
  errors: string[];
};

/**
 * Checks answers against the form's own rules. A draft (`complete: false`) may leave anything out; a
 * submission must answer every shown required question. Answers to hidden fields are dropped, so a
 * changed choice never leaves stale answers behind; unknown keys are refused.
 */
export const checkAnswers = (
  fields: readonly FormField[],
  input: Answers,
  options: { complete: boolean },
): AnswerCheck => {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const errors: string[] = [];
  for (const key of Object.keys(input)) {
    const field = byKey.get(key);
    if (!field || field.type === 'section') errors.push(`answers.${key}: this is not a question of the form`);
  }
  const shown = visibleFields(fields, input);
  const answers: Answers = {};
  for (const field of questionsOf(shown)) {
    const value = input[field.key];
    if (value === undefined || isEmpty(value)) {
      if (options.complete && field.required) errors.push(`answers.${field.key}: ${field.label} is required`);
      continue;
    }
    const checked = checkAnswer(field, value);
    if ('error' in checked) errors.push(`answers.${field.key}: ${checked.error}`);
    else answers[field.key] = checked.value;
  }
  return { answers, errors };
};

/** The file answers' upload uuids, by field key (the server claims them, and checks their kinds). */
export const fileAnswersOf = (fields: readonly FormField[], answers: Answers) =>
  questionsOf(fields)
    .filter((field) => field.type === 'file')
    .flatMap((field) => {
      const value = answers[field.key];
      return value && typeof value === 'object' && !Array.isArray(value) ? [{ field, uuid: value.uuid }] : [];
    });

// ---- Forms as operators build them (admin/forms) and members read them (forms-management) ----

export const formAudiences = ['members', 'public'] as const;
export const FormAudience = z.enum(formAudiences, 'Choose members or public');
export type FormAudience = z.infer<typeof FormAudience>;

export const formStatuses = ['draft', 'published', 'closed'] as const;
export const FormStatus = z.enum(formStatuses, 'Choose draft, published or closed');
export type FormStatus = z.infer<typeof FormStatus>;

const FormCode = z
  .string()
  .trim()
  .min(2, 'A code is at least 2 characters')
  .max(40, 'A code is at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'A code is letters, digits, dashes or underscores');

const formInputShape = {
  title: z.string().trim().min(1, 'Title required').max(150, 'The title can be at most 150 characters'),
  code: FormCode,
  description: z.string().trim().max(4000, 'The description can be at most 4000 characters'),
  fields: FormFields,
  /** members: signed-in members of the account types below; public: anyone with the link. */
  audience: FormAudience,
  /** Who may fill it in (every account type when empty). */
  accountTypes: z.array(AccountType).max(20),
  /** A custom form shown in the profile's edit pages (/startups/edit/custom-forms/{id}/{slug}). */
  attachToProfile: z.boolean(),
  /**
   * A profile form's submitted answers show on the profile to whoever may view it (else only to its
   * member and operators). Only meaningful with attachToProfile.
   */
  showOnProfile: z.boolean(),
  status: FormStatus,
};

/** POST admin/forms. */
export const FormInput = z.strictObject({
  ...formInputShape,
  description: formInputShape.description.default(''),
  audience: formInputShape.audience.default('members'),
  accountTypes: formInputShape.accountTypes.default([]),
  attachToProfile: formInputShape.attachToProfile.default(false),
  // Left out, it is off: the column's own default.
  showOnProfile: formInputShape.showOnProfile.optional(),
  status: formInputShape.status.default('draft'),
});
export type FormInput = z.input<typeof FormInput>;

/** PATCH admin/forms/{uuid}: any part of FormInput; what is left out stays as it is (no defaults here). */
export const FormPatch = z.strictObject(formInputShape).partial();
export type FormPatch = z.input<typeof FormPatch>;

/** GET admin/forms: every form of the tenant, drafts included, found by words of its title or code. */
export const AdminFormQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...pageQuery(pageSizes.list),
});
export type AdminFormQuery = z.input<typeof AdminFormQuery>;

/** Paging of the other form lists (forms-management/list, admin/forms/{uuid}/submissions). */
export const FormPageQuery = z.strictObject(pageQuery(pageSizes.list));
export type FormPageQuery = z.input<typeof FormPageQuery>;

export const Form = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(FormField),
  audience: FormAudience,
  accountTypes: z.array(AccountType),
  attachToProfile: z.boolean(),
  showOnProfile: z.boolean(),
  status: FormStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Submitted answers (for operators' lists). */
  submissionCount: z.number().int().optional(),
});
export type Form = z.infer<typeof Form>;

export const submissionStatuses = ['draft', 'submitted'] as const;
export const SubmissionStatus = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

export const FormSubmission = z.object({
  uuid: z.string(),
  formUuid: z.string(),
  status: SubmissionStatus,
  answers: Answers,
  progress: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type FormSubmission = z.infer<typeof FormSubmission>;

/** A submission as operators read it (GET admin/forms/{uuid}/submissions): who sent it, and their answers. */
export const AdminFormSubmission = FormSubmission.extend({
  /** The member's profile, or null for a visitor's answers to a public form. */
  profileUuid: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AdminFormSubmission = z.infer<typeof AdminFormSubmission>;

/** POST forms-management/submission/{uuid}: keep a draft, or submit (every required answer given). */
export const SaveAnswers = z.strictObject({
  answers: Answers,
  submit: z.boolean().default(false),
});
export type SaveAnswers = z.input<typeof SaveAnswers>;

/** POST forms-management/public/submission/{uuid}/submit: a signed-out answer to a public form. */
export const PublicFormAnswers = z.strictObject({
  name: z.string().trim().min(1, 'Name required').max(120),
  email: z.email('Enter a valid email address').max(200),
  answers: Answers,
});
export type PublicFormAnswers = z.infer<typeof PublicFormAnswers>;

/** POST forms-management/public/upload-file: the file, the form and the question it answers. */
export const FormFileUploadForm = z.object({
  formUuid: z.uuid('This is not a form id'),
  fieldKey: FieldKey,
  file: z
    .file()
    .describe(
      `${documentKindsText} of the kinds the question accepts; at most ${limits.documentSizeBytes / 1024 / 1024} MB`,
    ),
});

/** An uploaded file, as the answer that claims it will store it. */
export const UploadedFormFile = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: DocumentKind,
  size: z.number().int(),
});
export type UploadedFormFile = z.infer<typeof UploadedFormFile>;

/**
 * GET forms-management/profile/data/{formUuid}/{profileUuid}: on the caller's own profile, the answers
 * offered from it (no submittedAt); on another's, that profile's submitted answers to a profile form
 * (submittedAt null while there are none).
 */
export const FormPrefill = z.object({ answers: Answers, submittedAt: z.string().nullable().optional() });
export type FormPrefill = z.infer<typeof FormPrefill>;

/** A question as a profile shows its answer: what it asks, and what it takes to read the answer. */
export const ProfileFormQuestion = z.object({
  key: z.string(),
  type: FormFieldType,
  label: z.string(),
  /** choice and multi_choice: the options offered. */
  options: z.array(z.string()).optional(),
  /** rating: the scale. */
  max: z.number().optional(),
});
export type ProfileFormQuestion = z.infer<typeof ProfileFormQuestion>;

/** GET forms-management/profile/answers/{profileUuid}: one profile form's submitted answers, as the profile shows them. */
export const ProfileFormAnswers = z.object({
  form: z.object({
    uuid: z.string(),
    title: z.string(),
    /** Its questions in order (no section headings). */
    fields: z.array(ProfileFormQuestion),
    /** Whether others who may view the profile see these answers too (else only its member and operators). */
    showOnProfile: z.boolean(),
  }),
  answers: Answers,
  submittedAt: z.string(),
  /** What the caller may do: download the files answered (the profile's member and operators). */
  can: z.object({ downloadFiles: z.boolean() }),
});
export type ProfileFormAnswers = z.infer<typeof ProfileFormAnswers>;

/** GET forms-management/{uuid}/check-access. */
export const FormAccess = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  submitted: z.boolean(),
});
export type FormAccess = z.infer<typeof FormAccess>;
