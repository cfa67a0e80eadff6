import { PartnerSubmissionInput, PortfolioStartupInput } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

/** The fields of a startup, as a partner adds it or as its founder submits it. */
export type StartupFormValues = {
  startupName: string;
  founderName: string;
  email: string;
  website: string;
  message: string;
};
export type StartupField = keyof StartupFormValues;

export const emptyStartup: StartupFormValues = {
  startupName: '',
  founderName: '',
  email: '',
  website: '',
  message: '',
};

const fields: readonly StartupField[] = ['startupName', 'founderName', 'email', 'website', 'message'];

/** Where a body path's problem shows: the request and the form name their fields alike. */
export const startupFieldOf = (path: string): StartupField | undefined => fields.find((field) => field === path);

/** POST partners/add-startup: trimmed, the optional website and message left out when blank. */
export const startupBody = (values: StartupFormValues): PortfolioStartupInput => {
  const website = values.website.trim();
  const message = values.message.trim();
  return {
    startupName: values.startupName.trim(),
    founderName: values.founderName.trim(),
    email: values.email.trim(),
    ...(website ? { website } : {}),
    ...(message ? { message } : {}),
  };
};

/** POST partners/public/submission/{id}: as a partner's, with the message always sent (it is asked for). */
export const submissionBody = (values: StartupFormValues): PartnerSubmissionInput => ({
  ...startupBody(values),
  message: values.message.trim(),
});

/** The form's errors, from the shared schema of the request it sends. */
export const startupErrors = (values: StartupFormValues): FieldErrors<StartupField> =>
  schemaFieldErrors(PortfolioStartupInput, startupBody(values), startupFieldOf);

export const submissionErrors = (values: StartupFormValues): FieldErrors<StartupField> =>
  schemaFieldErrors(PartnerSubmissionInput, submissionBody(values), startupFieldOf);
