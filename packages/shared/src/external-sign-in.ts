import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { OtpSent, SessionUser } from './auth.ts';

/*
 * Signing in from elsewhere (issue 42; calls.md 7.2 `public/auth-external/login` and
 * `login/verify/import`):
 * - importing a profile held on another tenant of the deployment, proven with a code that tenant sends,
 *   field by field, optionally kept in step afterwards;
 * - single sign-on through a tenant's own OpenID Connect provider;
 * - a member's whole data as a zip, prepared by a job.
 */

/** Where a profile comes from: the host of another tenant, as its members type it into their browser. */
export const ImportSourceHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(300, 'Enter the address of the platform your profile is on')
  .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Enter the address of the platform your profile is on')
      .max(253)
      .regex(
        /^[a-z0-9.-]+(:\d{1,5})?$/,
        'Enter the address of the platform your profile is on, like startups.example.org',
      ),
  );

const contactShape = {
  source: ImportSourceHost,
  countryCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Choose a country code')
    .optional(),
  mobileNumber: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, 'Enter a valid mobile number')
    .optional(),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254).optional(),
};
const oneContact = (value: { mobileNumber?: string; email?: string; countryCode?: string }, ctx: z.RefinementCtx) => {
  if (Boolean(value.mobileNumber) === Boolean(value.email)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a mobile number or an email address', path: ['email'] });
  } else if (value.mobileNumber && !value.countryCode) {
    ctx.addIssue({ code: 'custom', message: 'Choose a country code', path: ['countryCode'] });
  }
};

/** POST public/auth-external/login: send a code from the source tenant to the person's account there. */
export const ExternalLoginRequest = z.object(contactShape).superRefine(oneContact);
export type ExternalLoginRequest = z.input<typeof ExternalLoginRequest>;
export const ImportSource = z.object({ name: z.string(), host: z.string() });
export type ImportSource = z.infer<typeof ImportSource>;
export const ExternalCodeSent = OtpSent.extend({ source: ImportSource });
export type ExternalCodeSent = z.infer<typeof ExternalCodeSent>;

/** POST public/auth-external/login/verify/import: the code, answered with what may be imported. */
export const ExternalLoginVerify = z
  .object({
    ...contactShape,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .superRefine(oneContact);
export type ExternalLoginVerify = z.input<typeof ExternalLoginVerify>;

/** A field's value as stored: text, a number, a yes/no, or a list of codes or words. */
export const ImportValue = z.union([
  z.string().max(20_000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(500)).max(100),
  z.null(),
]);
export type ImportValue = z.infer<typeof ImportValue>;

export const ImportField = z.object({
  key: z.string(),
  label: z.string(),
  /** The section of the profile the field is in, as the profile's edit page names it. */
  section: z.string(),
  value: ImportValue,
  /** The value in words (labels of codes, yes/no). */
  display: z.string(),
  /** Why this tenant would refuse the value as it is (a list it does not have, a rule it keeps); null when fine. */
  problem: z.string().nullable(),
});
export type ImportField = z.infer<typeof ImportField>;

export const importFileKeys = ['logo', 'avatar'] as const;
export const ImportFileKey = z.enum(importFileKeys);
export type ImportFileKey = z.infer<typeof ImportFileKey>;
export const ImportFile = z.object({
  key: ImportFileKey,
  label: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  problem: z.string().nullable(),
});
export type ImportFile = z.infer<typeof ImportFile>;

export const ImportableProfile = z.object({
  accountType: AccountType,
  /** The profile's name on the source (the organisation's, or the person's). */
  name: z.string(),
  /** Whether this tenant takes new profiles of this account type; when not, why. */
  allowed: z.boolean(),
  notAllowedReason: z.string().nullable(),
  fields: z.array(ImportField),
  files: z.array(ImportFile),
});
export type ImportableProfile = z.infer<typeof ImportableProfile>;

export const ImportPreview = z.object({
  importToken: z.string(),
  expiresInSeconds: z.number().int(),
  source: ImportSource,
  person: z.object({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  profiles: z.array(ImportableProfile),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/**
 * POST public/auth-external/import: the account made here from the chosen fields and files, with values the
 * person corrected for fields this tenant refused as they were. Answered 201 with a session.
 */
export const ImportRequest = z
  .object({
    importToken: z.string().min(20).max(600),
    accountType: AccountType,
    fields: z.array(z.string().max(64)).max(100),
    files: z.array(ImportFileKey).max(importFileKeys.length).default([]),
    values: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'Not a field of the profile'), ImportValue)
      .refine((values) => Object.keys(values).length <= 100, 'At most 100 corrected fields')
      // OpenAPI 3.0 has no propertyNames: the keys' bound goes as an extension, as in forms.ts.
      .meta({ maxProperties: 100, 'x-propertyNames': { type: 'string', maxLength: 64 } })
      .default({}),
    keepInStep: z.boolean().default(false),
  })
  .strict();
export type ImportRequest = z.input<typeof ImportRequest>;

/** A profile copied between tenants, seen from either side. */
export const profileLinkDirections = ['imported_from', 'copied_to'] as const;
export const ProfileLink = z.object({
  uuid: z.string(),
  direction: z.enum(profileLinkDirections),
  /** The tenant on the other side. */
  other: ImportSource,
  accountType: AccountType,
  profileName: z.string(),
  fields: z.array(z.string()),
  /** Later changes on the source flow to the copy, each time the source is saved. */
  keepInStep: z.boolean(),
  status: z.enum(['linked', 'unlinked']),
  unlinkedBy: z.enum(['source', 'target']).nullable(),
  createdAt: z.string(),
  syncedAt: z.string().nullable(),
  /** Fields the last update could not copy, each with why. */
  lastProblems: z.array(z.string()),
});
export type ProfileLink = z.infer<typeof ProfileLink>;
export const ProfileLinkChange = z.object({ keepInStep: z.boolean() }).strict();
export type ProfileLinkChange = z.infer<typeof ProfileLinkChange>;

/** An origin of another Ventura deployment: `https://startups.example.org`, without a path. */
export const DeploymentOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === v.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'Enter the address of the other platform, like https://startups.example.org')
  .transform((v) => v.replace(/\/$/, ''));
export const trustedOriginsMax = 20;

/**
 * The console's settings: may this tenant's members take their profiles to other tenants, and which other
 * deployments' members may bring theirs here.
 */
export const ExternalSignInSettings = z.object({
  profileExportAllowed: z.boolean(),
  trustedOrigins: z.array(z.string()),
});
export type ExternalSignInSettings = z.infer<typeof ExternalSignInSettings>;
export const ExternalSignInSettingsChange = z
  .object({
    profileExportAllowed: z.boolean().optional(),
    trustedOrigins: z
      .array(DeploymentOrigin)
      .max(trustedOriginsMax, `At most ${trustedOriginsMax} other platforms`)
      .optional(),
  })
  .strict();
export type ExternalSignInSettingsChange = z.input<typeof ExternalSignInSettingsChange>;

/* Single sign-on through a tenant's OpenID Connect provider. */

export const SsoProvider = z.object({
  uuid: z.string(),
  label: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** The secret is write-only: its last four characters, or null when none is stored. */
  clientSecretHint: z.string().nullable(),
  scopes: z.string(),
  enabled: z.boolean(),
  /** People without an account here may make one with it (choosing an account type). */
  allowSignUp: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  createdAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

const issuerUrl = z
  .string()
  .trim()
  .url('Enter the issuer address, like https://accounts.google.com')
  .max(500)
  .refine((v) => /^https?:\/\//.test(v), 'The issuer address starts with https://');
const ssoProviderFields = {
  label: z.string().trim().min(2, 'Name the button, like "Company Google account"').max(60),
  issuer: issuerUrl,
  clientId: z.string().trim().min(1, 'Enter the client ID').max(300),
  clientSecret: z.string().trim().min(1, 'Enter the client secret').max(500),
  scopes: z
    .string()
    .trim()
    .max(300)
    .regex(/^[\w:./ -]*$/, 'Scopes are words separated by spaces'),
  enabled: z.boolean(),
  allowSignUp: z.boolean(),
};
export const SsoProviderInput = z
  .object({
    ...ssoProviderFields,
    clientSecret: ssoProviderFields.clientSecret.optional(),
    scopes: ssoProviderFields.scopes.default('openid email profile'),
    enabled: ssoProviderFields.enabled.default(true),
    allowSignUp: ssoProviderFields.allowSignUp.default(true),
  })
  .strict();
export type SsoProviderInput = z.input<typeof SsoProviderInput>;
/** A change names only what changes: no defaults, so a field left out keeps its stored value. */
export const SsoProviderChange = z.object(ssoProviderFields).partial().strict();
export type SsoProviderChange = z.input<typeof SsoProviderChange>;

/** The sign-in page's buttons. */
export const SsoButton = z.object({ uuid: z.string(), label: z.string() });
export type SsoButton = z.infer<typeof SsoButton>;

/** POST public/auth/sso/complete: the one-time ticket the callback handed the web, and for a newcomer the type. */
export const SsoComplete = z
  .object({ ticket: z.string().min(20).max(200), accountType: AccountType.optional() })
  .strict();
export type SsoComplete = z.input<typeof SsoComplete>;
export const SsoCompletion = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signed_in'),
    user: SessionUser,
    accessToken: z.string(),
  }),
  z.object({
    status: z.literal('choose_account_type'),
    name: z.string(),
    email: z.string(),
    accountTypes: z.array(AccountType),
  }),
]);
export type SsoCompletion = z.infer<typeof SsoCompletion>;

/* Taking everything with you. */

export const dataExportStatuses = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const DataExportStatus = z.enum(dataExportStatuses);
export type DataExportStatus = z.infer<typeof DataExportStatus>;
export const DataExportPart = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type DataExportPart = z.infer<typeof DataExportPart>;
export const DataExport = z.object({
  uuid: z.string(),
  status: DataExportStatus,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** What the zip holds, part by part; what deleting the account removes or anonymises. */
  parts: z.array(DataExportPart),
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** How long a ready export may be downloaded, and how soon another may be asked for. */
export const dataExportKeepDays = 7;
export const dataExportsPerDay = 3;
/** Sign-in buttons a tenant may show. */
export const ssoProvidersMax = 5;
