import {
  type AdminFormSubmission,
  type Form,
  type FormSubmission,
  type ProfileFormAnswers,
  type ProfileFormQuestion,
  questionsOf,
  slugOf,
} from '@ventura/shared';
import type { FormRow, ProfileAnswersRow, SubmissionRow } from './repo.ts';

/** A form as it goes out; the number of submissions only to those who manage forms. */
export const presentForm = (form: FormRow, options: { withCount: boolean }): Form => ({
  id: form.id,
  uuid: form.uuid,
  code: form.code,
  slug: slugOf(form.title),
  title: form.title,
  description: form.description,
  fields: form.fields,
  audience: form.audience,
  accountTypes: form.accountTypes,
  attachToProfile: form.attachToProfile,
  showOnProfile: form.showOnProfile,
  status: form.status,
  createdAt: form.createdAt.toISOString(),
  updatedAt: form.updatedAt.toISOString(),
  ...(options.withCount ? { submissionCount: form.submissionCount } : {}),
});

export const presentSubmission = (submission: SubmissionRow, formUuid: string): FormSubmission => ({
  uuid: submission.uuid,
  formUuid,
  status: submission.status,
  answers: submission.answers,
  progress: submission.progress,
  submittedAt: submission.submittedAt?.toISOString() ?? null,
  updatedAt: submission.updatedAt.toISOString(),
});

/** A submission as operators read it: a member's (their profile) or a visitor's (name and email). */
export const presentAdminSubmission = (
  submission: SubmissionRow,
  formUuid: string,
  member: { profileUuid: string | null; memberName: string | null; memberEmail: string | null },
): AdminFormSubmission => ({
  ...presentSubmission(submission, formUuid),
  profileUuid: member.profileUuid,
  name: submission.name ?? member.memberName,
  email: submission.email ?? member.memberEmail,
});

/** One profile form's submitted answers as a profile shows them: its questions, not how they are asked. */
export const presentProfileAnswers = (row: ProfileAnswersRow, can: { downloadFiles: boolean }): ProfileFormAnswers => ({
  form: {
    uuid: row.formUuid,
    title: row.title,
    fields: questionsOf(row.fields).map(
      (field): ProfileFormQuestion => ({
        key: field.key,
        type: field.type,
        label: field.label,
        ...(field.options ? { options: field.options } : {}),
        ...(field.type === 'rating' && field.max !== undefined ? { max: field.max } : {}),
      }),
    ),
    showOnProfile: row.showOnProfile,
  },
  answers: row.answers,
  submittedAt: (row.submittedAt ?? row.updatedAt).toISOString(),
  can,
});
