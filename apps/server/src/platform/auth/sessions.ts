import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { AuthContext } from '../identity/caller.ts';
import { listUserProfiles } from '../identity/repo.ts';
import { type ProfileRow, profiles, type User, users } from '../identity/tables.ts';
import { sessions } from './tables.ts';
import { newToken, sha256 } from './tokens.ts';

export const sessionDays = 30;
/** A session an operator opens as a member (and any session derived from it) lasts hours, not days. */
export const borrowedSessionHours = 2;
/** A session unused this long ends, whatever its absolute expiry: days for members, minutes when borrowed. */
export const sessionIdleDays = 14;
export const borrowedSessionIdleMinutes = 30;
/** Use is written down at most this often per session, so reads stay reads. */
export const sessionTouchMs = 5 * 60 * 1000;

/** How long the session may sit unused before it ends. */
export const idleLimitMs = (auth: AuthContext) =>
  auth.impersonatorId ? borrowedSessionIdleMinutes * 60 * 1000 : sessionIdleDays * 24 * 60 * 60 * 1000;

export type { AuthContext, ProfileRow, User };

/** Opens a session for one of the user's profiles and returns the bearer token (shown once, stored hashed). */
export const openSession = async (
  db: Db,
  input: { tenantId: string; userId: string; profileId: number; impersonatorId?: string | null },
) => {
  const token = newToken();
  await db.insert(sessions).values({
    tenantId: input.tenantId,
    userId: input.userId,
    profileId: input.profileId,
    impersonatorId: input.impersonatorId ?? null,
    tokenHash: sha256(token),
    expiresAt: new Date(
      Date.now() + (input.impersonatorId ? borrowedSessionHours * 60 : sessionDays * 24 * 60) * 60 * 1000,
    ),
  });
  return token;
};

/**
 * The live session of a token hash on this tenant, with its expiry; a token of another tenant is simply
 * not found.
 */
export const findSession = async (
  db: Db,
  tenantId: string,
  tokenHash: string,
): Promise<{ auth: AuthContext; expiresAt: Date; lastSeenAt: Date } | undefined> => {
  const [row] = await db
    .select({ session: sessions, user: users, profile: profiles })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, tenantId)))
    .innerJoin(profiles, and(eq(profiles.id, sessions.profileId), eq(profiles.tenantId, tenantId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const auth = {
    sessionId: row.session.id,
    user: row.user,
    profile: row.profile,
    impersonatorId: row.session.impersonatorId,
  };
  return { auth, expiresAt: row.session.expiresAt, lastSeenAt: row.session.lastSeenAt };
};

/** Writes down that the session is in use (no other process caches this, so nothing is announced). */
export const touchSession = (db: Db, tenantId: string, sessionId: string, at: Date) =>
  db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeSession = (db: Db, tenantId: string, sessionId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends every live session of a user, or every one but `exceptSessionId` (sign out everywhere else). */
export const revokeUserSessions = async (db: Db, tenantId: string, userId: string, exceptSessionId?: string) => {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
};

/** The profile a user signs in to: the one of their latest session, else their first. */
export const defaultProfile = async (db: Db, tenantId: string, userId: string) => {
  const [recent] = await db
    .select({ profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (recent) return recent.profile;
  const [first] = await listUserProfiles(db, tenantId, userId);
  return first;
};
