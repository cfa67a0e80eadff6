import { type Country, TeamMemberInput } from '@ventura/shared';
import { schemaFieldErrors } from '../../ui/form-errors.ts';

/** The Add User form: a name, and an email address or a mobile number with its country. */
export type TeamFormValues = {
  name: string;
  contact: 'email' | 'mobile';
  email: string;
  /** ISO code of the country whose calling code the mobile number uses. */
  country: string | null;
  mobileNumber: string;
};
export type TeamField = keyof TeamFormValues;

export type CallingCodeOption = { value: string; label: string; callingCode: string };

/** Countries as calling-code choices, leaving out those whose code is not a plain 1 to 4 digits. */
export const callingCodeOptions = (countries: readonly Country[]): CallingCodeOption[] =>
  countries.flatMap((country) => {
    const callingCode = country.phoneCode.trim().replace(/^\+/, '');
    return /^\d{1,4}$/.test(callingCode)
      ? [{ value: country.isoCode, label: `${country.name} (+${callingCode})`, callingCode }]
      : [];
  });

/** The first country that uses a calling code, to preselect the signed-in person's own. */
export const countryForCallingCode = (options: readonly CallingCodeOption[], callingCode: string | null) =>
  options.find((option) => option.callingCode === callingCode)?.value ?? null;

/** The request body of POST users/team-members: only the contact chosen is sent. */
export const teamMemberBody = (values: TeamFormValues, options: readonly CallingCodeOption[]): TeamMemberInput => {
  const name = values.name.trim();
  if (values.contact === 'email') return { name, email: values.email.trim() };
  const callingCode = options.find((option) => option.value === values.country)?.callingCode;
  return { name, mobileNumber: values.mobileNumber.trim(), ...(callingCode ? { countryCode: callingCode } : {}) };
};

/** Where a body key's problem shows: contact problems land on the contact field the person chose. */
export const teamFieldOf =
  (contact: TeamFormValues['contact']) =>
  (key: string): TeamField | undefined => {
    if (key === 'name') return 'name';
    if (key === 'countryCode') return 'country';
    if (key === 'email' || key === 'mobileNumber') return contact === 'email' ? 'email' : 'mobileNumber';
    return undefined;
  };

/** The form's errors, from the shared TeamMemberInput schema; an empty contact asks for that contact by name. */
export const teamFormErrors = (values: TeamFormValues, options: readonly CallingCodeOption[]) => {
  const errors = schemaFieldErrors(TeamMemberInput, teamMemberBody(values, options), teamFieldOf(values.contact));
  if (values.contact === 'email' && !values.email.trim()) errors.email = 'Enter an email address';
  if (values.contact === 'mobile' && !values.mobileNumber.trim()) errors.mobileNumber = 'Enter a mobile number';
  return errors;
};
