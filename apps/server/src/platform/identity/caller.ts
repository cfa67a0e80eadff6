import type { ProfileRow, User } from './tables.ts';

/**
 * Who is calling: the signed-in user, the profile they act as, their session, and the operator acting in
 * their session if any. platform/auth makes it from the bearer token; identity's policies read it.
 */
export type AuthContext = { sessionId: string; user: User; profile: ProfileRow; impersonatorId: string | null };
