import { type Challenge, ChallengePatch, type ChallengeStatus, limits, NewChallenge } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/*
 * The challenge form (new and edit): its values, the body each sends, and the problems the shared schemas
 * find in them, placed on the form's fields.
 */

/** A question as the editor holds it: a key for the list, and the uuid of a question already saved. */
export type QuestionDraft = { key: string; uuid?: string | undefined; text: string; required: boolean };

export type ChallengeFormValues = {
  title: string;
  problemStatement: string;
  industries: string[];
  rewards: string;
  eligibility: string;
  /** YYYY-MM-DD, as a date input gives it. */
  deadline: string;
  questions: QuestionDraft[];
  status: ChallengeStatus;
};

let sequence = 0;
const newKey = () => {
  sequence += 1;
  return `question-${sequence}`;
};

export const emptyChallengeValues = (): ChallengeFormValues => ({
  title: '',
  problemStatement: '',
  industries: [],
  rewards: '',
  eligibility: '',
  deadline: '',
  questions: [],
  status: 'open',
});

/** What a saved challenge fills the edit form with. */
export const challengeValues = (challenge: Challenge): ChallengeFormValues => ({
  title: challenge.title,
  problemStatement: challenge.problemStatement,
  industries: challenge.industries.map((industry) => industry.code),
  rewards: challenge.rewards,
  eligibility: challenge.eligibility,
  deadline: challenge.deadline.slice(0, 10),
  questions: challenge.questions.map((question) => ({
    key: question.uuid,
    uuid: question.uuid,
    text: question.text,
    required: question.required,
  })),
  status: challenge.status,
});

// ---- The questions editor's moves (pure, so the editor stays a view) ----

export const addQuestion = (questions: readonly QuestionDraft[]): QuestionDraft[] =>
  questions.length >= limits.challengeQuestions
    ? [...questions]
    : [...questions, { key: newKey(), text: '', required: true }];

export const removeQuestion = (questions: readonly QuestionDraft[], key: string) =>
  questions.filter((question) => question.key !== key);

/** The question moved one place up (-1) or down (+1); the list unchanged at either end. */
export const moveQuestion = (questions: readonly QuestionDraft[], key: string, by: -1 | 1) => {
  const from = questions.findIndex((question) => question.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
};

export const changeQuestion = (questions: readonly QuestionDraft[], key: string, change: Partial<QuestionDraft>) =>
  questions.map((question) => (question.key === key ? { ...question, ...change } : question));

// ---- Bodies ----

const questionsBody = (questions: readonly QuestionDraft[]) =>
  questions.map(({ uuid, text, required }) => ({ ...(uuid ? { uuid } : {}), text, required }));

/** POST challenges: the form as a new challenge. */
export const newChallengeBody = (values: ChallengeFormValues, attachmentUUIDs: readonly string[]): NewChallenge => ({
  title: values.title,
  problemStatement: values.problemStatement,
  industries: values.industries,
  rewards: values.rewards,
  eligibility: values.eligibility,
  deadline: values.deadline,
  attachmentUUIDs: [...attachmentUUIDs],
  questions: questionsBody(values.questions),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH challenges/{uuid}: only what changed, so a challenge whose deadline has passed can still be
 * closed or reworded without choosing a new date. Attachments and questions go whole when they changed
 * (the server replaces the lists), questions with their uuids.
 */
export const challengePatchBody = (
  saved: ChallengeFormValues,
  savedAttachmentUUIDs: readonly string[],
  values: ChallengeFormValues,
  attachmentUUIDs: readonly string[],
): ChallengePatch => {
  const patch: ChallengePatch = {};
  if (values.title !== saved.title) patch.title = values.title;
  if (values.problemStatement !== saved.problemStatement) patch.problemStatement = values.problemStatement;
  if (!same(values.industries, saved.industries)) patch.industries = values.industries;
  if (values.rewards !== saved.rewards) patch.rewards = values.rewards;
  if (values.eligibility !== saved.eligibility) patch.eligibility = values.eligibility;
  if (values.deadline !== saved.deadline) patch.deadline = values.deadline;
  if (!same(attachmentUUIDs, savedAttachmentUUIDs)) patch.attachmentUUIDs = [...attachmentUUIDs];
  if (!same(questionsBody(values.questions), questionsBody(saved.questions))) {
    patch.questions = questionsBody(values.questions);
  }
  if (values.status !== saved.status) patch.status = values.status;
  return patch;
};

// ---- Problems, on the form's fields ----

export type ChallengeField = keyof ChallengeFormValues | 'attachments' | `questions.${number}.text`;

const plainFields = [
  'title',
  'problemStatement',
  'industries',
  'rewards',
  'eligibility',
  'deadline',
  'status',
] as const satisfies readonly ChallengeField[];

/** Where a problem of a body path shows: 'attachmentUUIDs.2' on the files, 'questions.1.text' on that question. */
export const challengeFieldOf = (path: string): ChallengeField | undefined => {
  if (path.startsWith('attachmentUUIDs')) return 'attachments';
  const question = /^questions\.(\d+)/.exec(path);
  if (question) return `questions.${Number(question[1])}.text`;
  if (path === 'questions') return 'questions';
  return plainFields.find((field) => field === path.split('.')[0]);
};

/** The problems of a new challenge's form, by the shared NewChallenge. */
export const newChallengeErrors = (
  values: ChallengeFormValues,
  attachmentUUIDs: readonly string[],
): FieldErrors<ChallengeField> =>
  schemaFieldErrors(NewChallenge, newChallengeBody(values, attachmentUUIDs), challengeFieldOf);

/** The problems of an edit, by the shared ChallengePatch: only what changed is checked, as only it is sent. */
export const challengePatchErrors = (
  saved: ChallengeFormValues,
  savedAttachmentUUIDs: readonly string[],
  values: ChallengeFormValues,
  attachmentUUIDs: readonly string[],
): FieldErrors<ChallengeField> =>
  schemaFieldErrors(
    ChallengePatch,
    challengePatchBody(saved, savedAttachmentUUIDs, values, attachmentUUIDs),
    challengeFieldOf,
  );
