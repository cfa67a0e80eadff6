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
const listeners = new Set<() => void>();

const read = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
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
  /** Forgets the session on this device (the server session is revoked by the caller, if it can be). */
  clear() {
    cachedUser = null;
    cachedProfile = null;
    localStorage.removeItem(userKey);
    localStorage.removeItem(profileKey);
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

export const useSessionUser = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.user);
export const useStoredProfile = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.profile);
