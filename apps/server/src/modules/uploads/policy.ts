import type { ProfileRole } from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';

/** Who may upload what, as pure functions of the caller's current profile. */
export const uploadPolicy = {
  /** A role's logo is uploaded from a profile of that role only (a mentor cannot set a startup's logo). */
  logo: (profile: ProfileRow, role: ProfileRole) => profile.accountType === role,
};
