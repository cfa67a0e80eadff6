import { arrivalParams } from '@ventura/shared';
import { hasStoredSession, visitKeys } from '../core/session.ts';

/** Keys left by an earlier visit that must not carry over to this one (spec 9). */
export const keysClearedAtStart = visitKeys;

/**
 * Runs once at start: forgets the previous visit's invite and partner, then remembers the arrival
 * query parameters (referral code, program, auto-apply flag, user type, invite code, partner). A
 * signed-in member keeps the partner they came through: on a partner-only tenant it is part of
 * their session, so a reload, a profile switch or an email link does not shut them out.
 */
export const rememberArrival = (search: string, storage: Storage) => {
  const signedIn = hasStoredSession(storage);
  for (const key of keysClearedAtStart) {
    if (!(signedIn && key === 'partner')) storage.removeItem(key);
  }
  const params = new URLSearchParams(search);
  for (const key of arrivalParams) {
    const value = params.get(key);
    if (value !== null && value !== '') storage.setItem(key, value);
  }
};

/** The partner the visitor arrived through, if any. */
export const arrivedPartner = (storage: Storage) => storage.getItem('partner');
