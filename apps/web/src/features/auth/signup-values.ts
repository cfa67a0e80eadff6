import type { FormErrors } from '@mantine/form';
import {
  type AccountType,
  type ArrivalInfo,
  CreateCorporateProfile,
  CreateInvestorProfile,
  CreateStartupProfile,
  type InvestorType,
  type LookingFor,
  type RegisterRequest as RegisterBody,
  RegisterRequest,
  type SignupOtpSend,
  SignupOtpSend as SignupOtpSendSchema,
  type SignupOtpVerify,
} from '@ventura/shared';
import { renamed, schemaFieldErrors } from '../../ui/form-errors.ts';
import { type ContactValues, mobileDigits } from './contact.ts';

/** Everything the sign-up form asks; which fields show depends on the account type. */
export type SignupValues = ContactValues & {
  name: string;
  channel: 'sms' | 'whatsapp';
  /** With a mobile sign-up: an optional email address, verified by a link. */
  verificationEmail: string;
  companyName: string;
  servicesLookingFor: LookingFor[];
  designation: string;
  investorType: InvestorType;
  organizationName: string;
  website: string;
  inviteCode: string;
};

export const emptySignup = (country: string, inviteCode: string): SignupValues => ({
  method: 'mobile',
  country,
  mobileNumber: '',
  email: '',
  name: '',
  channel: 'sms',
  verificationEmail: '',
  companyName: '',
  servicesLookingFor: [],
  designation: '',
  investorType: 'organization',
  organizationName: '',
  website: '',
  inviteCode,
});

/** Account types whose sign-up asks for an (optional) organization name besides the person. */
export const asksOrganization = (type: AccountType) =>
  type === 'partner' || type === 'program_office' || type === 'service_provider';

const trimmed = (value: string) => value.trim() || undefined;

/** The code request: type, the contact, the partner the visitor came through, the name for WhatsApp. */
export const codeRequest = (
  type: AccountType,
  values: SignupValues,
  callingCode: string,
  partnerId: string | undefined,
): SignupOtpSend => ({
  type,
  ...(values.method === 'email'
    ? { emailAddress: values.email.trim() }
    : { countryCode: callingCode, mobileNumber: mobileDigits(values.mobileNumber) }),
  ...(partnerId ? { partnerId } : {}),
  ...(values.method === 'mobile' && values.channel === 'whatsapp' ? { name: values.name.trim() } : {}),
});

export const codeCheck = (request: SignupOtpSend, code: string): SignupOtpVerify => ({ ...request, code });

/** The type's own fields, shaped as the shared create-profile schema of that type. */
const profileShape = (type: AccountType, values: SignupValues) => {
  switch (type) {
    case 'startup':
      return {
        schema: CreateStartupProfile,
        value: { userType: type, companyName: values.companyName, servicesLookingFor: values.servicesLookingFor },
      };
    case 'corporate':
      return {
        schema: CreateCorporateProfile,
        value: { userType: type, companyName: values.companyName, designation: values.designation },
      };
    case 'investor':
      return {
        schema: CreateInvestorProfile,
        value: {
          userType: type,
          investorType: values.investorType,
          organizationName: values.investorType === 'individual' ? undefined : trimmed(values.organizationName),
          website: values.website.trim(),
        },
      };
    default:
      return null;
  }
};

/**
 * Spec 5: a startup's Submit stays disabled until the company name is given and at least one
 * looking-for option is chosen (the shared create-startup schema says when that is).
 */
export const startupDetailsMissing = (
  type: AccountType,
  values: Pick<SignupValues, 'companyName' | 'servicesLookingFor'>,
) =>
  type === 'startup' &&
  !CreateStartupProfile.safeParse({
    userType: type,
    companyName: values.companyName,
    servicesLookingFor: values.servicesLookingFor,
  }).success;

const NameOnly = RegisterRequest.pick({ name: true });
const EmailOnly = RegisterRequest.pick({ email: true });

/** Checks the form with the shared schemas of the calls it leads to: the code request, registration, the profile. */
export const validateSignup = (type: AccountType, values: SignupValues, callingCode: string): FormErrors => {
  const profile = profileShape(type, values);
  return {
    ...schemaFieldErrors(NameOnly, { name: values.name }),
    ...schemaFieldErrors(
      SignupOtpSendSchema,
      codeRequest(type, values, callingCode, undefined),
      renamed({ countryCode: 'country', emailAddress: 'email' }),
    ),
    ...(values.method === 'mobile' && values.verificationEmail.trim()
      ? schemaFieldErrors(EmailOnly, { email: values.verificationEmail }, renamed({ email: 'verificationEmail' }))
      : {}),
    ...(profile ? schemaFieldErrors(profile.schema, profile.value) : {}),
  };
};

/** The registration call's body: the person, the profile's fields, and how they arrived. */
export const registration = (
  type: AccountType,
  values: SignupValues,
  registrationToken: string,
  arrival: ArrivalInfo,
): RegisterBody => {
  const organization =
    type === 'investor' && values.investorType !== 'individual'
      ? trimmed(values.organizationName)
      : asksOrganization(type)
        ? trimmed(values.organizationName)
        : undefined;
  return {
    registrationToken,
    name: values.name.trim(),
    ...(values.method === 'mobile' && trimmed(values.verificationEmail)
      ? { email: values.verificationEmail.trim() }
      : {}),
    ...(type === 'startup' || type === 'corporate' ? { companyName: values.companyName.trim() } : {}),
    ...(type === 'startup' ? { servicesLookingFor: values.servicesLookingFor } : {}),
    ...(type === 'corporate' ? { designation: values.designation.trim() } : {}),
    ...(type === 'investor' ? { investorType: values.investorType, website: trimmed(values.website) } : {}),
    ...(organization ? { organizationName: organization } : {}),
    applyingForSpecificEvent: Boolean(arrival.program),
    ...(Object.keys(arrival).length > 0 ? { arrival } : {}),
  };
};
