/**
 * Seconds between two codes to one recipient on the journeys' server (production: 30). Journeys sign the
 * same people in from several files at once, and some ask one person for a second code on purpose; at 30 s
 * each of those waited half a minute doing nothing. Long enough still for the sign-in journey to see the
 * countdown and no Resend button.
 */
export const codeResendSeconds = 10;

/** Resolves once a code sent at `sentAt` (ms) may be followed by another to the same recipient. */
export const resendAllowed = (sentAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + (codeResendSeconds + 1) * 1000 - Date.now())));
