import { z } from 'zod';
import { NotificationSettingsAnswer, SocialLinksAnswer } from './account-settings.ts';
import { AccountType, ApprovalStatus, InvestorType, LookingFor } from './accounts.ts';
import { emailPattern, websitePattern } from './patterns.ts';

export { emailPattern, websitePattern } from './patterns.ts';

export const Email = z
  .string()
  .trim()
  .max(254)
  .regex(emailPattern, 'Enter a valid email address')
  .transform((v) => v.toLowerCase());

/** "+91", "91" or 91: the calling code of a country. */
export const CountryCallingCode = z
  .union([z.string().max(10, 'Enter a valid country code'), z.number()])
  .transform((v) => String(v).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, 'Enter a valid country code'));

/** The web sends the number as a number (empty when not numeric); strings of digits are accepted too. */
export const MobileNumber = z
  .union([z.string().max(32, 'Enter a valid mobile number'), z.number()])
  .transform((v) => String(v).trim().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{4,15}$/, 'Enter a valid mobile number'));

export const OtpCode = z
  .union([z.string().max(16, 'Enter the 6-digit code'), z.number()])
  .transform((v) => String(v).replace(/\D/g, ''))
  .pipe(z.string().length(6, 'Enter the 6-digit code'));

export const OtpSent = z.object({
  sentTo: z.string(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof OtpSent>;

/** Arrival parameters remembered by the web and sent with registration (spec 9). */
export const ArrivalInfo = z.object({
  referralCode: z.string().trim().max(64).optional(),
  program: z.string().trim().max(64).optional(),
  autoApply: z.boolean().optional(),
  inviteCode: z.string().trim().max(64).optional(),
  partner: z.string().trim().max(64).optional(),
});
export type ArrivalInfo = z.infer<typeof ArrivalInfo>;

const CompanyName = z.string({ error: 'Company name required' }).trim().min(1, 'Company name required').max(120);
const Website = z
  .string()
  .trim()
  .max(200)
  .regex(websitePattern, 'Enter a valid website')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Create-profile payloads of spec 5, one per account type. */
export const CreateStartupProfile = z.object({
  userType: z.literal('startup'),
  companyName: CompanyName,
  servicesLookingFor: z
    .array(LookingFor, { error: 'Select at least one option' })
    .min(1, 'Select at least one option')
    .max(LookingFor.options.length),
  applyingForSpecificEvent: z.boolean().default(false),
});
export const CreateCorporateProfile = z.object({
  userType: z.literal('corporate'),
  companyName: CompanyName,
  designation: z.string({ error: 'Designation is required' }).trim().min(1, 'Designation is required').max(120),
  applyingForSpecificEvent: z.boolean().default(false),
});
export const CreateInvestorProfile = z
  .object({
    userType: z.literal('investor'),
    investorType: InvestorType.default('organization'),
    organizationName: z.string().trim().max(120).optional(),
    website: Website,
    applyingForSpecificEvent: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.investorType !== 'individual' && !value.organizationName) {
      ctx.addIssue({ code: 'custom', message: 'Organization name is required', path: ['organizationName'] });
    }
  });
export const CreateDirectProfile = z.object({
  userType: z.enum(['mentor', 'service_provider']),
  applyingForSpecificEvent: z.boolean().default(false),
});
export const CreateProfile = z.discriminatedUnion('userType', [
  CreateStartupProfile,
  CreateCorporateProfile,
  CreateInvestorProfile,
  CreateDirectProfile,
]);
export type CreateProfile = z.input<typeof CreateProfile>;
export type CreateStartupProfile = z.input<typeof CreateStartupProfile>;
export type CreateCorporateProfile = z.input<typeof CreateCorporateProfile>;
export type CreateInvestorProfile = z.input<typeof CreateInvestorProfile>;

/** Registration after a verified sign-up code: who the person is, and their first profile. */
export const RegisterRequest = z.object({
  registrationToken: z.string().min(20).max(200),
  name: z.string().trim().min(2, 'Enter your name').max(120),
  email: Email.optional(),
  companyName: z.string().trim().max(120).optional(),
  designation: z.string().trim().max(120).optional(),
  organizationName: z.string().trim().max(120).optional(),
  investorType: InvestorType.optional(),
  website: Website,
  servicesLookingFor: z.array(LookingFor).max(LookingFor.options.length).optional(),
  applyingForSpecificEvent: z.boolean().default(false),
  arrival: ArrivalInfo.optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const SwitchProfile = z.object({ profileType: AccountType });
export type SwitchProfile = z.infer<typeof SwitchProfile>;

/** The user as the web stores it (spec 3): ids of the current profile, name and type. */
export const SessionUser = z.object({
  userId: z.string(),
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  accountType: AccountType,
  role: z.enum(['member', 'operator']),
  impersonated: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;
export const SessionEnvelope = z.object({ data: z.object({ user: SessionUser, accessToken: z.string() }) });
export type Session = z.infer<typeof SessionEnvelope>['data'];

export const Gender = z.enum(['female', 'male', 'non_binary', 'prefer_not_to_say']);
export type Gender = z.infer<typeof Gender>;

export const Profile = z.object({
  id: z.number().int(),
  uuid: z.string(),
  userId: z.string(),
  accountType: AccountType,
  accountTypeLabel: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  organizationName: z.string().nullable(),
  designation: z.string().nullable(),
  website: z.string().nullable(),
  investorType: InvestorType.nullable(),
  servicesLookingFor: z.array(LookingFor),
  approvalStatus: ApprovalStatus,
  canAddMembers: z.boolean(),
  parentId: z.number().int().nullable(),
  partnerId: z.string().nullable(),
  totalProfileViews: z.number().int(),
  /** The verified email the person signs in with. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link; it becomes `email` when the link is used. */
  pendingEmail: z.string().nullable(),
  gender: Gender.nullable(),
  mobileNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  accountStatus: z.enum(['active', 'deactivated']),
  newsletter: z.boolean(),
  /** The current profile's links to its pages elsewhere. */
  socialLinks: SocialLinksAnswer,
  /** Which notices also come by email. */
  notificationSettings: NotificationSettingsAnswer,
  /**
   * What the caller may do here. In an operator's borrowed session the sign-in email cannot change and
   * the account cannot be closed or deleted.
   */
  can: z.object({
    addMembers: z.boolean(),
    switchProfile: z.boolean(),
    changeSignIn: z.boolean(),
    closeAccount: z.boolean(),
    /** Edit the current profile: not a type without one, not while a submitted startup waits on a locked tenant. */
    edit: z.boolean(),
    /** Ask for approval as far as the status goes; completeness decides the rest (profile_completeness). */
    requestApproval: z.boolean(),
    /** Reach out to others at all (spec 4 limited access and locked profiles, spec 6 account types). */
    connect: z.boolean(),
    message: z.boolean(),
    /** Open the team's group conversation: an approved profile that owns a team or belongs to one. */
    teamChat: z.boolean(),
    /** Mentorship hours (mentor_hours on): mentors offer them, startups book them. */
    offerMentorHours: z.boolean(),
    bookMentorHours: z.boolean(),
    /** Challenges: corporates post them and keep My challenges; startups apply and keep My applications. */
    postChallenges: z.boolean(),
    applyToChallenges: z.boolean(),
    /** Growth metrics (growth_metrics on, approved profiles): startups report; other profiles review those that chose them. */
    reportMetrics: z.boolean(),
    reviewMetrics: z.boolean(),
    /** The pitch recorder: a startup profile or a member of a startup's team. */
    recordPitch: z.boolean(),
  }),
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfile = z
  .object({
    name: z.string().trim().min(2, 'Enter your name').max(120),
    gender: Gender.nullable(),
    email: Email.nullable(),
    whatsappNumber: MobileNumber.nullable(),
    /** A fresh confirmation code (POST users/confirmation-code): needed to change or remove the email. */
    code: OtpCode,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type UpdateProfile = z.input<typeof UpdateProfile>;

/**
 * A fresh one-time code that proves the account holder is present: asked before a sign-in identifier
 * changes and before the account is deleted (POST users/confirmation-code sends it).
 */
export const ConfirmationCode = z.object({ code: OtpCode });
export type ConfirmationCode = z.input<typeof ConfirmationCode>;

/** The answer of 'sign out everywhere else': how many other sessions were ended. */
export const SignedOutOthers = z.object({ ended: z.number().int() });
export type SignedOutOthers = z.infer<typeof SignedOutOthers>;

/** The answer of the deactivate toggle. */
export const AccountStatusResult = z.object({ status: z.enum(['active', 'deactivated']) });
export type AccountStatusResult = z.infer<typeof AccountStatusResult>;

export const ProfileTypeEntry = z.object({
  profileType: AccountType,
  label: z.string(),
  uuid: z.string(),
  organizationName: z.string().nullable(),
  organizationLogo: z.string().nullable(),
  approvalStatus: ApprovalStatus,
  current: z.boolean(),
});
export type ProfileTypeEntry = z.infer<typeof ProfileTypeEntry>;

export const ContactLookupQuery = z.object({
  userType: AccountType.optional(),
  investorType: InvestorType.optional(),
  countryCode: CountryCallingCode.optional(),
});
export const ContactLookupResult = z.object({ exists: z.boolean(), message: z.string() });

export const EmailVerification = z.object({
  emailAddress: Email,
  verificationId: z.string().trim().min(10).max(100),
});

/** A user under a profile: a member, or an invitation the invitee has not accepted yet. */
export const TeamMember = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  status: z.enum(['member', 'invited']),
  createdAt: z.string(),
  /** When an open invitation lapses; null for members. */
  expiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** What an invitation link shows its invitee before they accept or decline it. */
export const TeamInvitation = z.object({
  organisation: z.string(),
  invitedBy: z.string(),
  name: z.string(),
  accountType: AccountType,
  accountTypeLabel: z.string(),
  /** The invited email address or mobile number: the invitation is for whoever controls it. */
  contact: z.string(),
  channel: z.enum(['email', 'sms']),
  expiresAt: z.string(),
  /** An account already signs in with this contact: accepting then needs that account signed in. */
  hasAccount: z.boolean(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

export const InviteCodeInfo = z.object({
  code: z.string(),
  accountType: AccountType.nullable(),
  partner: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  program: z.string().nullable(),
});
export type InviteCodeInfo = z.infer<typeof InviteCodeInfo>;

export const BackdoorLogin = z.object({ profileUuid: z.string().uuid(), reason: z.string().trim().min(5).max(500) });

export const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  /** Files sent with the message (an event's .ics): the text itself, and where to download it. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string(), url: z.string() }))
    .default([]),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
