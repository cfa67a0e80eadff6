import { type AccountType, isTypeOpen, limits } from '@ventura/shared';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { defaultProfile, openSession, revokeUserSessions } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import {
  type Contact,
  dropPendingClaims,
  findUserByContact,
  insertMember,
  profileDetails,
  type RegisterBody,
  recipientOf,
  users,
} from '../../platform/identity/index.ts';
import { partners } from '../../platform/identity/tables.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { directAccessMessage } from '../../platform/tenancy/state.ts';
import { consumeCode, type OtpRow } from './otp.ts';
import { emailVerifications, inviteCodes, otpCodes } from './tables.ts';

export const registrationMinutes = 30;
const emailVerificationDays = 7;

const contactNoun = (contact: Contact) => (contact.email ? 'email address' : 'mobile number');

/** Types a visitor may sign up as on this tenant: the enabled ones, but never the anonymous 'other'. */
export const assertSignupType = (tenant: Tenant, type: AccountType) => {
  if (!isTypeOpen(tenant.settings.users, type)) {
    throw badRequest(`Sign-up as ${type} is not open on ${tenant.name}`);
  }
};

export const assertNoAccount = async (db: Db, tenantId: string, contact: Contact) => {
  if (await findUserByContact(db, tenantId, contact)) {
    throw conflict(`An account with this ${contactNoun(contact)} already exists. Sign in instead.`);
  }
};

export const findPartner = async (db: Db, tenantId: string, partnerId: string | null | undefined) => {
  if (!partnerId) return undefined;
  const [partner] = await db
    .select({ uuid: partners.uuid, name: partners.name })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.uuid, partnerId)))
    .limit(1);
  return partner;
};

/** Verifies a sign-in code and opens a session on the user's usual profile. */
export const verifyLogin = async (
  db: Db,
  input: { tenant: Tenant; contact: Contact; code: string; secret: string },
) => {
  const tenantId = input.tenant.id;
  const recipient = recipientOf(input.contact);
  await consumeCode(db, { tenantId, purpose: 'login', recipient, code: input.code, secret: input.secret });
  const user = await findUserByContact(db, tenantId, input.contact);
  const profile = user && (await defaultProfile(db, tenantId, user.id));
  if (!user || !profile) throw badRequest('Invalid or expired code');
  assertMaySignIn(input.tenant, user);
  const accessToken = await openSession(db, { tenantId, userId: user.id, profileId: profile.id });
  return { user, profile, accessToken };
};

/** An account the tenant's operators suspended does not sign in until they restore it. */
export const assertMaySignIn = (tenant: Tenant, user: { status: string }) => {
  if (user.status === 'suspended') {
    throw forbidden(`Your account on ${tenant.name} is suspended. Contact the ${tenant.name} team for help.`);
  }
};

/** Spends a sign-up code and hands out a registration token for the registration call. */
export const verifySignup = async (
  db: Db,
  input: { tenantId: string; contact: Contact; code: string; type: AccountType; secret: string },
) => {
  const row = await consumeCode(db, {
    tenantId: input.tenantId,
    purpose: 'signup',
    recipient: recipientOf(input.contact),
    code: input.code,
    secret: input.secret,
  });
  if (row.accountType !== input.type) throw badRequest('Invalid or expired code');
  const registrationToken = newToken();
  await db
    .update(otpCodes)
    .set({ registrationTokenHash: sha256(registrationToken) })
    .where(and(eq(otpCodes.tenantId, input.tenantId), eq(otpCodes.id, row.id)));
  return { verified: true, registrationToken, expiresInSeconds: registrationMinutes * 60 };
};

/** The verified sign-up behind a registration token, if it is still unspent and fresh. */
const findRegistration = async (db: Db, tenantId: string, token: string): Promise<OtpRow> => {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.tenantId, tenantId),
        eq(otpCodes.registrationTokenHash, sha256(token)),
        isNull(otpCodes.registeredAt),
        isNotNull(otpCodes.consumedAt),
        gt(otpCodes.consumedAt, new Date(Date.now() - registrationMinutes * 60 * 1000)),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('Your verification has expired. Verify your mobile number or email again.');
  return row;
};

const parseRecipient = (recipient: string): Contact => {
  if (recipient.includes('@')) return { email: recipient };
  const [countryCode, mobileNumber] = recipient.replace(/^\+/, '').split(' ');
  return { countryCode, mobileNumber };
};

/** Creates the account and its first profile from a verified sign-up, then signs the person in. */
export const register = async (
  db: Db,
  mailer: Mailer,
  input: {
    tenant: Tenant;
    type: AccountType | undefined;
    body: RegisterBody;
    origin: string;
  },
) => {
  const tenantId = input.tenant.id;
  const signup = await findRegistration(db, tenantId, input.body.registrationToken);
  const type = signup.accountType;
  if (!type || (input.type && input.type !== type)) {
    throw badRequest(`This verification was made for another account type`);
  }
  assertSignupType(input.tenant, type);
  const details = profileDetails(type, input.body);
  const contact = parseRecipient(signup.recipient);
  const email = contact.email ?? input.body.email ?? null;
  await assertNoAccount(db, tenantId, contact);
  if (!contact.email && email) await assertNoAccount(db, tenantId, { email });
  const arrival = input.body.arrival ?? {};
  const partner =
    (await findPartner(db, tenantId, signup.partnerId)) ??
    (arrival.partner && isUuid(arrival.partner) ? await findPartner(db, tenantId, arrival.partner) : undefined);
  if (!input.tenant.settings.direct_access_allowed && !partner) throw forbidden(directAccessMessage(input.tenant));

  const created = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(otpCodes)
      .set({ registeredAt: new Date() })
      .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.id, signup.id), isNull(otpCodes.registeredAt)))
      .returning({ id: otpCodes.id });
    if (!spent) throw badRequest('Your verification has expired. Verify your mobile number or email again.');
    // An email given beside a mobile number is only a claim until its link is used; one proven by the
    // sign-up code is the person's at once, and unverified claims on it by others lapse.
    const { user, profile } = await insertMember(tx, {
      tenantId,
      person: {
        name: input.body.name,
        provenEmail: contact.email ?? null,
        pendingEmail: contact.email ? null : email,
        countryCode: contact.countryCode ?? null,
        mobileNumber: contact.mobileNumber ?? null,
        arrival,
      },
      profile: {
        accountType: type,
        applyingForSpecificEvent: input.body.applyingForSpecificEvent,
        partnerId: partner?.uuid ?? null,
        ...details,
      },
    });
    if (arrival.inviteCode) {
      await tx
        .update(inviteCodes)
        .set({ uses: sql`${inviteCodes.uses} + 1` })
        .where(and(eq(inviteCodes.tenantId, tenantId), eq(inviteCodes.code, arrival.inviteCode)));
    }
    const accessToken = await openSession(tx, { tenantId, userId: user.id, profileId: profile.id });
    return { user, profile, accessToken };
  });
  if (!contact.email && email) {
    await sendEmailVerification(db, mailer, {
      tenant: input.tenant,
      userId: created.user.id,
      email,
      origin: input.origin,
      sessionId: null,
    });
  }
  return created;
};

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Sends the link that turns a pending email into the sign-in email. Limited per account (one a minute,
 * a few a day): the mail goes to an address the caller typed. The link is a secret, masked at rest
 * like a code.
 */
/** Refuses a verification link sooner than a minute after the last, or past five a day, for one account. */
export const assertVerificationAllowed = async (db: Db, tenantId: string, userId: string) => {
  const sent = await db
    .select({ createdAt: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tenantId, tenantId),
        eq(emailVerifications.userId, userId),
        gt(emailVerifications.createdAt, new Date(Date.now() - 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(limits.emailVerificationsPerDay);
  if (sent[0] && sent[0].createdAt.getTime() > Date.now() - 60_000) {
    throw tooMany('A link was sent less than a minute ago. Check your inbox, or try again in a minute.');
  }
  if (sent.length >= limits.emailVerificationsPerDay) {
    throw tooMany('Too many verification links were sent today. Try again tomorrow.');
  }
};

export const sendEmailVerification = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; userId: string; email: string; origin: string; sessionId: string | null },
) => {
  const tenantId = input.tenant.id;
  await assertVerificationAllowed(db, tenantId, input.userId);
  const [row] = await db
    .insert(emailVerifications)
    .values({
      tenantId,
      userId: input.userId,
      email: input.email,
      sessionId: input.sessionId,
      expiresAt: new Date(Date.now() + emailVerificationDays * 24 * 60 * 60 * 1000),
    })
    .returning({ id: emailVerifications.id });
  if (!row) return;
  const link = `${input.origin}/verify/email/${row.id}/${encodeURIComponent(input.email)}`;
  await mailer.send(db, {
    tenantId,
    channel: 'email',
    to: input.email,
    subject: `Verify your email address for ${input.tenant.name}`,
    body: `Open this link to verify your email address: ${link}\nThe link works for ${emailVerificationDays} days.`,
    code: row.id,
  });
};

/**
 * Uses a verification link: the pending address becomes the sign-in email. When it replaces another
 * address, every other session ends and the old address is told.
 */
export const verifyEmail = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; email: string; verificationId: string },
) => {
  const tenantId = input.tenant.id;
  const invalid = badRequest('This verification link is invalid or has expired');
  if (!isUuid(input.verificationId)) throw invalid;
  const [row] = await db
    .select({ link: emailVerifications, user: users })
    .from(emailVerifications)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, emailVerifications.userId)))
    .where(
      and(
        eq(emailVerifications.tenantId, tenantId),
        eq(emailVerifications.id, input.verificationId),
        eq(emailVerifications.email, input.email),
        gt(emailVerifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw invalid;
  const { link, user } = row;
  if (link.verifiedAt || user.email === link.email) return { alreadyVerified: true };
  // A newer change, or a cancelled one, makes older links void.
  if (user.pendingEmail !== link.email) throw invalid;
  if (await findUserByContact(db, tenantId, { email: link.email })) {
    throw conflict('Another account already uses this email address');
  }
  const previous = user.email;
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ verifiedAt: new Date() })
      .where(and(eq(emailVerifications.tenantId, tenantId), eq(emailVerifications.id, link.id)));
    await tx
      .update(users)
      .set({ email: link.email, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, user.id), eq(users.pendingEmail, link.email)));
    await dropPendingClaims(tx, tenantId, link.email, user.id);
    if (previous) await revokeUserSessions(tx, tenantId, user.id, link.sessionId ?? undefined);
  });
  if (previous) await tellOldAddress(db, mailer, { tenant: input.tenant, previous, next: link.email });
  return { alreadyVerified: false };
};

/** The address that used to sign in learns that it no longer does, and to which address it moved. */
export const tellOldAddress = (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; previous: string; next: string | null },
) =>
  mailer.send(db, {
    tenantId: input.tenant.id,
    channel: 'email',
    to: input.previous,
    subject: `Your ${input.tenant.name} sign-in email was changed`,
    body: [
      input.next
        ? `Your ${input.tenant.name} account now signs in with ${input.next} instead of this address.`
        : `Your ${input.tenant.name} account no longer signs in with this address.`,
      'Every other device was signed out.',
      `If you did not make this change, contact the ${input.tenant.name} team at once.`,
    ].join('\n'),
  });

export const findInviteCode = async (db: Db, tenantId: string, code: string) => {
  const [row] = await db
    .select({ invite: inviteCodes, partner: { uuid: partners.uuid, name: partners.name } })
    .from(inviteCodes)
    .leftJoin(partners, and(eq(partners.uuid, inviteCodes.partnerId), eq(partners.tenantId, tenantId)))
    .where(and(eq(inviteCodes.tenantId, tenantId), eq(inviteCodes.code, code)))
    .limit(1);
  const invite = row?.invite;
  const usable =
    invite &&
    (!invite.expiresAt || invite.expiresAt > new Date()) &&
    (invite.maxUses === null || invite.uses < invite.maxUses);
  if (!row || !usable) throw notFound('This invite code is not valid');
  return {
    code: row.invite.code,
    accountType: row.invite.accountType,
    program: row.invite.program,
    partner: row.partner?.uuid ? { uuid: row.partner.uuid, name: row.partner.name } : null,
  };
};
