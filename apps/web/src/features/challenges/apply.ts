import { type ApplyToChallenge as ApplyBody, ApplyToChallenge, type ChallengeQuestion } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/*
 * The application form of a challenge: the pitch, an answer per question (the required ones enforced) and
 * files. Its fields are 'pitch', 'answers.<question uuid>' and 'files'.
 */

export type ApplyValues = { pitch: string; answers: Record<string, string> };

export const answerField = (questionUuid: string) => `answers.${questionUuid}`;

export const requiredAnswerText = 'Answer this question: it is required';

export const emptyApplyValues = (questions: readonly ChallengeQuestion[]): ApplyValues => ({
  pitch: '',
  answers: Object.fromEntries(questions.map((question) => [question.uuid, ''])),
});

/** The body of POST participants/{uuid}/apply: answers in the challenge's order, blank ones left out. */
export const applyBody = (
  values: ApplyValues,
  questions: readonly ChallengeQuestion[],
  fileUUIDs: readonly string[],
): ApplyBody => ({
  pitch: values.pitch,
  answers: questions.flatMap((question) => {
    const answer = (values.answers[question.uuid] ?? '').trim();
    return answer ? [{ questionUUID: question.uuid, answer }] : [];
  }),
  fileUUIDs: [...fileUUIDs],
});

/** Where a problem of a body path shows: 'answers.1.answer' on the question that answer was sent for. */
export const applyFieldOf =
  (body: ApplyBody) =>
  (path: string): string | undefined => {
    if (path === 'pitch') return 'pitch';
    if (path.startsWith('fileUUIDs')) return 'files';
    const answer = /^answers\.(\d+)/.exec(path);
    const sent = answer ? body.answers?.[Number(answer[1])] : undefined;
    return sent ? answerField(sent.questionUUID) : undefined;
  };

/**
 * The problems of the form: the shared ApplyToChallenge (pitch, lengths, how many files) and, as the
 * schema cannot know the challenge, every required question left blank.
 */
export const applyErrors = (
  values: ApplyValues,
  questions: readonly ChallengeQuestion[],
  fileUUIDs: readonly string[],
): FieldErrors<string> => {
  const body = applyBody(values, questions, fileUUIDs);
  const errors = schemaFieldErrors(ApplyToChallenge, body, applyFieldOf(body));
  for (const question of questions) {
    const field = answerField(question.uuid);
    if (question.required && !(values.answers[question.uuid] ?? '').trim() && !errors[field]) {
      errors[field] = requiredAnswerText;
    }
  }
  return errors;
};
