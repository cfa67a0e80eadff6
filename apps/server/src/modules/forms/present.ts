import { type AdminFormSubmission, type Form, type FormSubmission, slugOf } from '@ventura/shared';
import type { FormRow, SubmissionRow } from './repo.ts';

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
