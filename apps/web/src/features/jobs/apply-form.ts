import { ApplyToJob, PublicApplication, ResumeEmailCheck } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';
import { resumeProblem } from './present.ts';

/** Which resume goes with an application: the job seeker's saved one, a file chosen now, or none. */
export type ResumeChoice = 'saved' | 'upload' | 'none';

export type ApplyValues = {
  coverLetter: string;
  phone: string;
  resume: ResumeChoice;
  file: File | null;
};
export type ApplyField = keyof ApplyValues;

export const emptyApply = (hasSavedResume: boolean): ApplyValues => ({
  coverLetter: '',
  phone: '',
  resume: hasSavedResume ? 'saved' : 'upload',
  file: null,
});

const applyFields: readonly ApplyField[] = ['coverLetter', 'phone', 'resume', 'file'];
const applyFieldOf = (path: string): ApplyField | undefined => applyFields.find((field) => field === path);

/** POST jobs/{uuid}/apply: trimmed, blanks as null; the saved resume only when it was chosen. */
export const applyBody = (values: ApplyValues): ApplyToJob => ({
  coverLetter: values.coverLetter.trim() || null,
  phone: values.phone.trim() || null,
  useProfileResume: values.resume === 'saved',
});

const fileErrors = (file: File | null, required: boolean): FieldErrors<'file'> => {
  if (!file) return required ? { file: 'Attach your resume, or choose to apply without one' } : {};
  const problem = resumeProblem(file);
  return problem ? { file: problem } : {};
};

/** The apply form's errors: the schema of the request, and the chosen file (the server checks it again). */
export const applyErrors = (values: ApplyValues): FieldErrors<ApplyField> => ({
  ...schemaFieldErrors(ApplyToJob, applyBody(values), applyFieldOf),
  ...(values.resume === 'upload' ? fileErrors(values.file, true) : {}),
});

// ---- Signed out ----

export type PublicApplyValues = {
  name: string;
  email: string;
  coverLetter: string;
  phone: string;
  file: File | null;
};
export type PublicApplyField = keyof PublicApplyValues;

export const emptyPublicApply: PublicApplyValues = { name: '', email: '', coverLetter: '', phone: '', file: null };

const publicFields: readonly PublicApplyField[] = ['name', 'email', 'coverLetter', 'phone', 'file'];
export const publicFieldOf = (path: string): PublicApplyField | undefined =>
  publicFields.find((field) => field === path);

/** POST resumes/check-email. */
export const emailCheckBody = (jobUUID: string, email: string) => ({ jobUUID, email: email.trim() });

/** The first step's errors: a name, and an address that can be checked. */
export const publicStartErrors = (jobUUID: string, values: PublicApplyValues): FieldErrors<PublicApplyField> => ({
  ...schemaFieldErrors(PublicApplication.pick({ name: true }), { name: values.name.trim() }, publicFieldOf),
  ...schemaFieldErrors(ResumeEmailCheck, emailCheckBody(jobUUID, values.email), publicFieldOf),
});

/** POST resumes/submit: the application of a visitor; the resume follows with the receipt's token. */
export const publicBody = (jobUUID: string, values: PublicApplyValues): PublicApplication => ({
  jobUUID,
  name: values.name.trim(),
  email: values.email.trim(),
  coverLetter: values.coverLetter.trim() || null,
  phone: values.phone.trim() || null,
});

/**
 * The whole form's errors. A visitor's application carries a resume: the employer knows nothing else of
 * them.
 */
export const publicErrors = (jobUUID: string, values: PublicApplyValues): FieldErrors<PublicApplyField> => {
  const file = values.file ? resumeProblem(values.file) : 'Attach your resume';
  return {
    ...schemaFieldErrors(PublicApplication, publicBody(jobUUID, values), publicFieldOf),
    ...(file ? { file } : {}),
  };
};
