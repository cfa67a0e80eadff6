import { type HiringProfile, HiringProfileBody } from '@ventura/shared';
import { type FieldErrors, schemaFieldErrors } from '../../ui/form-errors.ts';

export type HiringValues = { companyName: string; about: string; website: string; contactEmail: string };
export type HiringField = keyof HiringValues;

const fields: readonly HiringField[] = ['companyName', 'about', 'website', 'contactEmail'];
export const hiringFieldOf = (path: string): HiringField | undefined => fields.find((field) => field === path);

/** The form's start: the hiring profile as it is, or the name the member's profile goes by. */
export const hiringValues = (profile: HiringProfile | null, fallbackName = ''): HiringValues => ({
  companyName: profile?.companyName ?? fallbackName,
  about: profile?.about ?? '',
  website: profile?.website ?? '',
  contactEmail: profile?.contactEmail ?? '',
});

/** PATCH jobs/hiring-profile: trimmed; what is left empty is cleared. */
export const hiringBody = (values: HiringValues): HiringProfileBody => ({
  companyName: values.companyName.trim(),
  about: values.about.trim() || null,
  website: values.website.trim() || null,
  contactEmail: values.contactEmail.trim() || null,
});

export const hiringErrors = (values: HiringValues): FieldErrors<HiringField> =>
  schemaFieldErrors(HiringProfileBody, hiringBody(values), hiringFieldOf);
