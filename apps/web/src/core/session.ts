import type { Profile, Session, SessionUser } from '@ventura/shared';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session, kept in localStorage as the spec names it: `user` (the stored user with its
 * accessToken) and `profile` (the current profile without email, gender, mobile and WhatsApp numbers).
 * Other tabs see changes through the storage event.
 */
export type StoredUser = SessionUser & { accessToken: string };
export type StoredProfile = Omit<Profile, 'email' | 'gender' | 'mobileNumber' | 'whatsappNumber'>;

const userKey = 'user';
const profileKey = 'profile';
/**
 * Keys of one visit (spec 9 clears them at start): the invite and the partner the visitor came
 * through. The partner is kept while someone is signed in (a partner-only tenant lets its members
 * back in on reload), so a session's end takes all of them with it.
 */
export const visitKeys = ['inviteData', 'inviteCode', 'partner'] as const;
const listeners = new Set<() => void>();

const read = <T>(key: string, storage: Storage = localStorage): T | null => {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

let cachedUser: StoredUser | null = read<StoredUser>(userKey);
let cachedProfile: StoredProfile | null = read<StoredProfile>(profileKey);

const notify = () => {
  for (const listener of listeners) listener();
};

export const sessionStore = {
  user: () => cachedUser,
  profile: () => cachedProfile,
  token: () => cachedUser?.accessToken ?? null,
  /** Stores a new session (sign-in, sign-up, profile switch); the profile is fetched afresh after. */
  signIn(session: Session) {
    cachedUser = { ...session.user, accessToken: session.accessToken };
    cachedProfile = null;
    localStorage.setItem(userKey, JSON.stringify(cachedUser));
    localStorage.removeItem(profileKey);
    notify();
  },
  setProfile(profile: Profile) {
    const { email: _e, gender: _g, mobileNumber: _m, whatsappNumber: _w, ...stored } = profile;
    cachedProfile = stored;
    localStorage.setItem(profileKey, JSON.stringify(stored));
    notify();
  },
  /**
   * Forgets the session on this device: user (with its token), profile and, when someone was signed
   * in, the keys of their visit. A signed-out visitor keeps the partner and invite they arrived with.
   * The server session is revoked by the caller, if it can be.
   */
  clear() {
    const hadSession = cachedUser !== null || localStorage.getItem(userKey) !== null;
    cachedUser = null;
    cachedProfile = null;
    localStorage.removeItem(userKey);
    localStorage.removeItem(profileKey);
    if (hadSession) for (const key of visitKeys) localStorage.removeItem(key);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage after another tab changed it. */
  reload() {
    cachedUser = read<StoredUser>(userKey);
    cachedProfile = read<StoredProfile>(profileKey);
    notify();
  },
};

/** Whether a session is stored in this storage (one origin is one tenant, so it is this tenant's). */
export const hasStoredSession = (storage: Storage) => read<StoredUser>(userKey, storage) !== null;

export const useSessionUser = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
export const useStoredProfile = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.profile);
