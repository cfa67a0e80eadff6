import { createHmac, randomInt } from 'node:crypto';
import { type AccountType, otpRules } from '@ventura/shared';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OtpLimits } from '../../config.ts';
import { sameHash } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, tooMany } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Channel } from '../../platform/mail/tables.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { otpCodes } from './tables.ts';

/**
 * Sign-in, sign-up, confirming that the account holder is present before a sensitive change, or letting
 * another tenant copy the holder's profile (modules/profile-import).
 */
export type Purpose = 'login' | 'signup' | 'confirm' | 'export';
export type OtpRow = typeof otpCodes.$inferSelect;

export const invalidCodeMessage = 'Invalid or expired code';
export const tooManyTriesMessage = 'Too many wrong codes. Request a new code.';

/**
 * Codes at rest are an HMAC keyed with the server secret: a plain hash of six digits is reversed in a
 * millisecond by anyone who reads the table.
 */
const hashCode = (secret: string, tenantId: string, recipient: string, code: string) =>
  createHmac('sha256', secret).update(`${tenantId}:${recipient}:${code}`).digest('hex');
const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

/** Refuses a send that comes too soon or too often: per recipient, per IP address, and for the whole tenant. */
const checkSendLimits = async (db: Db, limits: OtpLimits, tenantId: string, recipient: string, ip: string) => {
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.recipient, recipient)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const waitSeconds = last ? Math.ceil(limits.resendSeconds - (Date.now() - last.createdAt.getTime()) / 1000) : 0;
  if (waitSeconds > 0) throw tooMany(`Please wait ${waitSeconds} seconds before asking for another code.`);
  const [byRecipient] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.recipient, recipient), gt(otpCodes.createdAt, hourAgo())));
  if ((byRecipient?.n ?? 0) >= limits.perRecipientPerHour) {
    throw tooMany('Too many codes were requested for this recipient. Try again in an hour.');
  }
  const [byIp] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.ip, ip), gt(otpCodes.createdAt, hourAgo())));
  if ((byIp?.n ?? 0) >= limits.perIpPerHour)
    throw tooMany('Too many codes were requested from your network. Try again later.');
  const [byTenant] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), gt(otpCodes.createdAt, hourAgo())));
  if ((byTenant?.n ?? 0) >= limits.perTenantPerHour) {
    throw tooMany('Sign-in codes are paused for a while because of unusual demand. Try again later.');
  }
};

/**
 * The code message carries no text a caller wrote (a sign-up name would let anyone send their words to
 * any number), and the code stays out of the email subject, which previews and logs show.
 */
const messageFor = (tenant: Tenant, purpose: Purpose, channel: Channel, code: string, audience?: string) => {
  const minutes = otpRules.ttlSeconds / 60;
  if (purpose === 'export') {
    const body = `Your ${tenant.name} code to copy your profile to ${audience ?? 'another platform'} is ${code}. It expires in ${minutes} minutes. If you did not ask for this, ignore this message: nothing is shared without the code.`;
    return channel === 'email'
      ? { subject: `Copy your ${tenant.name} profile to ${audience ?? 'another platform'}`, body }
      : { body };
  }
  const what = { login: 'sign-in', signup: 'verification', confirm: 'confirmation' }[purpose];
  const body = `Your ${tenant.name} ${what} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
  return channel === 'email' ? { subject: `Your ${tenant.name} ${what} code`, body } : { body };
};

/** Creates a new code for the recipient (older ones stop working) and sends it. */
export const sendCode = async (
  db: Db,
  mailer: Mailer,
  limits: OtpLimits,
  input: {
    tenant: Tenant;
    purpose: Purpose;
    channel: Channel;
    recipient: string;
    ip: string;
    accountType?: AccountType;
    partnerId?: string | null;
    name?: string | null;
    /** For an export code: the tenant the profile would go to, named in the message. */
    audience?: string;
  },
) => {
  const tenantId = input.tenant.id;
  const code = String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');
  // One transaction, one sender at a time per tenant: the limits are checked against what is committed,
  // so parallel sends cannot all pass a check that only one of them may pass.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${tenantId}`}))`);
    await checkSendLimits(tx, limits, tenantId, input.recipient, input.ip);
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(otpCodes.tenantId, tenantId),
          eq(otpCodes.recipient, input.recipient),
          eq(otpCodes.purpose, input.purpose),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      tenantId,
      purpose: input.purpose,
      channel: input.channel,
      recipient: input.recipient,
      accountType: input.accountType ?? null,
      partnerId: input.partnerId ?? null,
      name: input.name ?? null,
      codeHash: hashCode(limits.secret, tenantId, input.recipient, code),
      ip: input.ip,
      expiresAt: new Date(Date.now() + otpRules.ttlSeconds * 1000),
    });
  });
  const text = messageFor(input.tenant, input.purpose, input.channel, code, input.audience);
  await mailer.send(db, { tenantId, channel: input.channel, to: input.recipient, ...text, code });
  return {
    sentTo: input.recipient,
    channel: input.channel,
    expiresInSeconds: otpRules.ttlSeconds,
    resendInSeconds: limits.resendSeconds,
  };
};

/**
 * Spends the recipient's live code. Every failure reads the same, so a caller learns nothing about how
 * close a guess was. A guess is counted before it is compared, in one statement that only touches the
 * newest live code with tries left, so parallel guesses each count and at most five are ever compared;
 * the fifth wrong guess kills the code. Nothing ever brings a spent code back.
 */
export const consumeCode = async (
  db: Db,
  input: { tenantId: string; purpose: Purpose; recipient: string; code: string; secret: string },
): Promise<OtpRow> => {
  const newestLive = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.tenantId, input.tenantId),
        eq(otpCodes.recipient, input.recipient),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.tenantId, input.tenantId),
        eq(otpCodes.id, newestLive),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, otpRules.maxAttempts),
      ),
    )
    .returning();
  if (!counted) throw badRequest(invalidCodeMessage);
  const right = sameHash(counted.codeHash, hashCode(input.secret, input.tenantId, input.recipient, input.code));
  const lastTry = counted.attempts >= otpRules.maxAttempts;
  if (!right && !lastTry) throw badRequest(invalidCodeMessage);
  const [spent] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.tenantId, input.tenantId), eq(otpCodes.id, counted.id), isNull(otpCodes.consumedAt)))
    .returning();
  if (!right) throw badRequest(tooManyTriesMessage);
  if (!spent) throw badRequest(invalidCodeMessage); // a parallel request spent it first
  return spent;
};
