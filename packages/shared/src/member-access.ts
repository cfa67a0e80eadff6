/*
 * What a member may reach, as the spec words it: one rule each that the server's routes, the menu and the
 * pages all ask. Plain functions without zod: the web's first screen needs them for its menu and guards.
 */
import type { accountTypes } from './account-types.ts';

type TypeName = (typeof accountTypes)[number];

/**
 * Directories only some account types may open (product.md 2, Connect: "/search/investors (only for
 * startup, investor, corporate, partner, mentor, program office viewers)"). The others are open to every
 * type the connection matrix lets search them.
 */
export const directoryViewerTypes: Readonly<Partial<Record<TypeName, readonly TypeName[]>>> = {
  investor: ['startup', 'investor', 'corporate', 'partner', 'mentor', 'program_office'],
};

/** Directories a signed-out visitor may browse, where the tenant shows profiles to everyone. */
export const signedOutDirectoryTypes: readonly TypeName[] = ['startup'];

/** What of a tenant decides who searches which directory. */
export type DirectoryRules = {
  users: Readonly<Partial<Record<TypeName, boolean>>>;
  /** The tenant's profile_settings.public_profiles. */
  publicProfiles: 'everyone' | 'members';
  matrix: readonly { profileType: string; otherProfileType: string; canSearch: boolean }[];
};

/**
 * Whether a viewer (null: signed out) may search the directory of `type` (spec 2 and 6): the tenant
 * enables the type; signed out, only a public directory of a tenant that shows profiles to everyone;
 * signed in, a type the directory is open to and the matrix lets search it.
 */
export const maySearchDirectory = (viewer: TypeName | null, type: TypeName, rules: DirectoryRules) => {
  if (rules.users[type] !== true) return false;
  if (viewer === null) return signedOutDirectoryTypes.includes(type) && rules.publicProfiles === 'everyone';
  const viewers = directoryViewerTypes[type];
  if (viewers && !viewers.includes(viewer)) return false;
  return rules.matrix.some(
    (entry) => entry.profileType === viewer && entry.otherProfileType === type && entry.canSearch,
  );
};

/**
 * Limited access (product.md 4): the tenant's limited_access feature is on and the operators gave the
 * profile that status. It loses My Actions and Messages: the menu hides them, their pages and calls refuse.
 */
export const isLimitedAccess = (features: { limited_access: boolean }, approvalStatus: string | null | undefined) =>
  features.limited_access && approvalStatus === 'limited_access';

/** The limited-access refusals, as the server answers them (403). */
export const limitedAccessMessages = {
  connections: 'Your profile has limited access: connections are not open to it',
  messages: 'Your profile has limited access: messages are not open to it',
} as const;

/**
 * The Admin Console button (product.md 4): shown only for a partner, or a program-office member with a
 * partner id, where the incubator module is on; enabled only once the profile is approved (before that
 * it says 'Gets activated once the profile is approved.').
 */
export type AdminConsoleButton = 'hidden' | 'inactive' | 'open';
export const adminConsoleButtonOf = (
  profile: { accountType: TypeName; partnerId: string | null; approvalStatus: string },
  features: { incubator_module_enabled: boolean },
): AdminConsoleButton => {
  if (!features.incubator_module_enabled) return 'hidden';
  const holder =
    profile.accountType === 'partner' || (profile.accountType === 'program_office' && profile.partnerId !== null);
  if (!holder) return 'hidden';
  return profile.approvalStatus === 'approved' ? 'open' : 'inactive';
};
export const adminConsoleInactiveText = 'Gets activated once the profile is approved.';
