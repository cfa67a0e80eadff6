import { arrivalParams } from '@ventura/shared';

/** Keys left by an earlier visit that must not carry over to this one (spec 9). */
export const keysClearedAtStart = ['inviteData', 'inviteCode', 'partner'] as const;

/**
 * Runs once at start: forgets the previous visit's invite and partner, then remembers the arrival
 * query parameters (referral code, program, auto-apply flag, user type, invite code, partner).
 */
export const rememberArrival = (search: string, storage: Storage) => {
  for (const key of keysClearedAtStart) storage.removeItem(key);
  const params = new URLSearchParams(search);
  for (const key of arrivalParams) {
    const value = params.get(key);
    if (value !== null && value !== '') storage.setItem(key, value);
  }
};

/** The partner the visitor arrived through, if any. */
export const arrivedPartner = (storage: Storage) => storage.getItem('partner');
