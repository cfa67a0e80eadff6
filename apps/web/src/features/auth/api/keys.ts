/** Query keys of this feature. Everything under 'auth' belongs to the signed-in person and is dropped at sign-out. */
export const authKeys = {
  all: ['auth'] as const,
  profile: (profileUuid: string) => ['auth', 'profile', profileUuid] as const,
  profileTypes: (profileUuid: string) => ['auth', 'profile-types', profileUuid] as const,
  contact: (kind: 'email' | 'mobile', value: string, userType: string) =>
    ['auth', 'contact', kind, value, userType] as const,
  invite: (code: string) => ['auth', 'invite', code] as const,
  emailVerification: (verificationUid: string, emailAddress: string) =>
    ['auth', 'email-verification', verificationUid, emailAddress] as const,
  ssoButtons: ['auth', 'sso-buttons'] as const,
  outbox: (recipient: string) => ['dev-outbox', recipient] as const,
};
