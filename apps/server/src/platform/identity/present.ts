import type { SessionUser } from '@ventura/shared';
import type { ProfileRow, User } from './tables.ts';

/** Who the session is: the user and the profile they act as, as every sign-in and switch answers it. */
export const presentSessionUser = (user: User, profile: ProfileRow, impersonated: boolean): SessionUser => ({
  userId: user.id,
  id: profile.id,
  uuid: profile.uuid,
  name: user.name,
  accountType: profile.accountType,
  role: user.role,
  impersonated,
});
