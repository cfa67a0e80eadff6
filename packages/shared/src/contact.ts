import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { CountryCallingCode, Email, MobileNumber, OtpCode } from './auth.ts';

/*
 * Requests that name a person by mobile number or email address. A module of their own because the
 * mobile number is checked against its country's numbering plan (libphonenumber-js, about 30 KB
 * gzip): the web loads these when a form is used, not with every page that needs a session type.
 */

/** Either a full mobile number (country code + number, checked against the country's numbering plan) or an email. */
const contactRefinement = (
  value: { countryCode?: string; mobileNumber?: string; email?: string },
  ctx: z.RefinementCtx,
) => {
  const hasMobile = Boolean(value.mobileNumber);
  if (hasMobile === Boolean(value.email)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a mobile number or an email address', path: ['mobileNumber'] });
    return;
  }
  if (!hasMobile) return;
  if (!value.countryCode) {
    ctx.addIssue({ code: 'custom', message: 'Choose a country code', path: ['countryCode'] });
  } else if (!isValidPhoneNumber(`+${value.countryCode}${value.mobileNumber}`)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a valid mobile number', path: ['mobileNumber'] });
  }
};

const contactShape = {
  countryCode: CountryCallingCode.optional(),
  mobileNumber: MobileNumber.optional(),
  email: Email.optional(),
};

export const LoginRequest = z.object(contactShape).superRefine(contactRefinement);
export type LoginRequest = z.input<typeof LoginRequest>;
export const LoginVerify = z.object({ ...contactShape, code: OtpCode }).superRefine(contactRefinement);
export type LoginVerify = z.input<typeof LoginVerify>;

/** Sign-up codes go to a mobile number or to emailAddress, for an account type. */
const signupShape = {
  type: AccountType,
  countryCode: CountryCallingCode.optional(),
  mobileNumber: MobileNumber.optional(),
  emailAddress: Email.optional(),
  partnerId: z.string().uuid().optional().nullable(),
  name: z.string().trim().min(1).max(120).optional(),
};
const signupContact = <T extends { emailAddress?: string | undefined }>({ emailAddress, ...rest }: T) => ({
  ...rest,
  email: emailAddress,
});
export const SignupOtpSend = z.object(signupShape).transform(signupContact).superRefine(contactRefinement);
export type SignupOtpSend = z.input<typeof SignupOtpSend>;
export const SignupOtpVerify = z
  .object({ ...signupShape, code: OtpCode })
  .transform(signupContact)
  .superRefine(contactRefinement);
export type SignupOtpVerify = z.input<typeof SignupOtpVerify>;

export const TeamMemberInput = z
  .object({
    name: z.string().trim().min(2, 'Enter a name').max(120),
    countryCode: CountryCallingCode.optional(),
    mobileNumber: MobileNumber.optional(),
    email: Email.optional(),
  })
  .superRefine(contactRefinement);
export type TeamMemberInput = z.input<typeof TeamMemberInput>;
