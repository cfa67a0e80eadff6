import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { users } from '../../platform/identity/index.ts';

type User = Pick<typeof users.$inferSelect, 'id' | 'role' | 'status'>;

/** What an operator may do to a member's account from the console; pure functions of both. */
export const memberPolicy = {
  /** Why the operator may not suspend or restore this account, or null. */
  cannotChangeStatus: (auth: AuthContext, user: User): string | null => {
    if (user.id === auth.user.id) return 'You cannot suspend or restore your own account';
    if (user.role === 'operator') return "Another operator's account is managed by whoever runs the platform";
    return null;
  },
  /** Sign in as one of the account's profiles: a member's active account with a profile, never an operator's. */
  signInAs: (auth: AuthContext, user: User, profiles: number) =>
    user.id !== auth.user.id && user.role !== 'operator' && user.status !== 'suspended' && profiles > 0,
};
