import { otpRules } from '@ventura/shared';
import type { FastifyRequest } from 'fastify';
import { byAddress, byRecipient, throttle } from '../../platform/throttle/index.ts';

/**
 * Counts one sign-in attempt (a code request or check, a contact or invite look-up) against the
 * caller's address and, when there is one, the recipient it is about; refuses it with 429 past the
 * limits. This is what keeps the member list from being read off these routes one guess at a time.
 */
export const countAttempt = (request: FastifyRequest, name: string, recipient?: string) => {
  const { attemptsPerAddress, attemptsPerRecipient } = request.server.config.otp;
  const windowSeconds = otpRules.attemptWindowSeconds;
  return throttle(request.db, request.tenant.id, [
    byAddress(request, name, { limit: attemptsPerAddress, windowSeconds }),
    ...(recipient ? [byRecipient(recipient, name, { limit: attemptsPerRecipient, windowSeconds })] : []),
  ]);
};
