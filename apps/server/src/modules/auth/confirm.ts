import type { OtpLimits } from '../../config.ts';
import type { AuthContext, User } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { accountPolicy, recipientOf } from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { consumeCode, sendCode } from './otp.ts';

export const codeNeededMessage = 'Enter the confirmation code we sent you';

/** Where a person proves they are present: the verified email they sign in with, else their mobile. */
const signInContact = (user: User) =>
  user.email
    ? { channel: 'email' as const, recipient: user.email }
    : {
        channel: 'sms' as const,
        recipient: recipientOf({ countryCode: user.countryCode ?? '', mobileNumber: user.mobileNumber ?? '' }),
      };

/**
 * Sends a fresh code to the account's own sign-in contact. A stolen or borrowed session alone cannot
 * change how the account signs in or delete it: that takes this code too.
 */
export const sendConfirmationCode = (
  db: Db,
  mailer: Mailer,
  limits: OtpLimits,
  input: { tenant: Tenant; auth: AuthContext; ip: string },
) => {
  if (!accountPolicy.changeSignIn(input.auth)) {
    throw forbidden('An operator signed in as a member cannot confirm changes for the member');
  }
  return sendCode(db, mailer, limits, {
    tenant: input.tenant,
    purpose: 'confirm',
    ip: input.ip,
    ...signInContact(input.auth.user),
  });
};

/** Spends the account holder's confirmation code; a missing or wrong code is a 400 and nothing happens. */
export const confirmHolder = async (
  db: Db,
  input: { tenantId: string; user: User; code: string | undefined; secret: string },
) => {
  if (!input.code) throw badRequest(codeNeededMessage, [`body.code: ${codeNeededMessage}`]);
  await consumeCode(db, {
    tenantId: input.tenantId,
    purpose: 'confirm',
    recipient: signInContact(input.user).recipient,
    code: input.code,
    secret: input.secret,
  });
};
