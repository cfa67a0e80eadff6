import {
  type AccountType,
  accountTypeLabels,
  type CreateProfile,
  isTypeOpen,
  type SocialNetwork,
  type UpdateProfile,
} from '@ventura/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import {
  type AuthContext,
  openSession,
  revokeSession,
  revokeUserSessions,
  type User,
} from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import {
  accountPolicy,
  deleteUsersWithoutProfiles,
  findProfileByUuid,
  findUserByContact,
  findUserProfile,
  profileDetails,
  profiles,
  users,
} from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { holdsAccountType, lockedAccountType } from '../../platform/payments/index.ts';
import { type FileRemoval, removeStoredFile } from '../../platform/storage/removal.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { assertVerificationAllowed, confirmHolder, sendEmailVerification, tellOldAddress } from '../auth/index.ts';
import { forgetMember } from '../data-export/index.ts';
import { cutLinksOf } from '../profile-import/index.ts';

/** Opens a session on another of the caller's profiles and closes the current one. */
export const switchProfile = async (db: Db, input: { tenant: Tenant; auth: AuthContext; profileType: AccountType }) => {
  const { tenant, auth } = input;
  if (!accountPolicy.switchProfile(tenant.settings))
    throw forbidden('Multiple profiles are not enabled on this platform');
  const profile = await findUserProfile(db, tenant.id, auth.user.id, input.profileType);
  if (!profile) throw notFound(`You have no ${input.profileType.replace('_', ' ')} profile`);
  const accessToken = await db.transaction(async (tx) => {
    await revokeSession(tx, tenant.id, auth.sessionId);
    return openSession(tx, {
      tenantId: tenant.id,
      userId: auth.user.id,
      profileId: profile.id,
      impersonatorId: auth.impersonatorId,
    });
  });
  return { profile, accessToken };
};

/** Adds a profile of another account type to the caller and switches to it. */
export const createProfile = async (
  db: Db,
  input: { tenant: Tenant; auth: AuthContext; body: z.output<typeof CreateProfile> },
) => {
  const { tenant, auth, body } = input;
  const type = body.userType;
  if (!accountPolicy.switchProfile(tenant.settings))
    throw forbidden('Multiple profiles are not enabled on this platform');
  if (!isTypeOpen(tenant.settings.users, type))
    throw forbidden(`${accountTypeLabels[type]} profiles are not open on ${tenant.name}`);
  if (await findUserProfile(db, tenant.id, auth.user.id, type)) {
    throw conflict(`You already have a ${type.replace('_', ' ')} profile`);
  }
  if (!(await holdsAccountType(db, tenant.id, auth.user.id, type))) throw lockedAccountType(type);
  const details = profileDetails(type, { ...body, registrationToken: '', name: auth.user.name });
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        tenantId: tenant.id,
        userId: auth.user.id,
        accountType: type,
        applyingForSpecificEvent: body.applyingForSpecificEvent,
        partnerId: auth.profile.partnerId,
        ...details,
      })
      .returning();
    if (!profile) throw new Error('profile insert returned nothing');
    await revokeSession(tx, tenant.id, auth.sessionId);
    const accessToken = await openSession(tx, {
      tenantId: tenant.id,
      userId: auth.user.id,
      profileId: profile.id,
      impersonatorId: auth.impersonatorId,
    });
    return { profile, accessToken };
  });
};

/**
 * Name, gender and WhatsApp change at once. The sign-in email does not: a new address waits as pending
 * until its link is used, removing it takes effect at once, and either needs a fresh confirmation code.
 * Sending the current address again cancels a pending change.
 */
export const updateProfile = async (
  db: Db,
  mailer: Mailer,
  input: {
    tenant: Tenant;
    auth: AuthContext;
    body: z.output<typeof UpdateProfile>;
    origin: string;
    secret: string;
  },
) => {
  const { tenant, auth, body } = input;
  const current = auth.user.email;
  const changesSignIn = body.email !== undefined && body.email !== current;
  if (changesSignIn) {
    if (!accountPolicy.changeSignIn(auth)) {
      throw forbidden('An operator signed in as a member cannot change how the member signs in');
    }
    if (body.email === null && !auth.user.mobileNumber) {
      throw badRequest('Keep an email address: it is how you sign in', [
        'body.email: Keep an email address: it is how you sign in',
      ]);
    }
    if (body.email && (await findUserByContact(db, tenant.id, { email: body.email }))) {
      throw conflict('Another account already uses this email address');
    }
    // Checked before the code is spent: a change refused for sending too often changes nothing.
    if (body.email) await assertVerificationAllowed(db, tenant.id, auth.user.id);
    await confirmHolder(db, { tenantId: tenant.id, user: auth.user, code: body.code, secret: input.secret });
  }
  const removesEmail = changesSignIn && body.email === null;
  const [user] = await db
    .update(users)
    .set({
      // Field by field: a body is never spread into an update, whatever its schema lets through later.
      name: body.name,
      gender: body.gender,
      whatsappNumber: body.whatsappNumber,
      ...(body.email === undefined ? {} : { pendingEmail: changesSignIn ? body.email : null }),
      ...(removesEmail ? { email: null, emailVerifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, auth.user.id)))
    .returning();
  if (!user) throw notFound('Your account was not found');
  if (removesEmail && current) {
    await revokeUserSessions(db, tenant.id, user.id, auth.sessionId);
    await tellOldAddress(db, mailer, { tenant, previous: current, next: null });
  }
  if (changesSignIn && body.email) {
    await sendEmailVerification(db, mailer, {
      tenant,
      userId: user.id,
      email: body.email,
      origin: input.origin,
      sessionId: auth.sessionId,
    });
  }
  return user;
};

/** Sends a fresh verification link for the address waiting to become the sign-in email. */
export const resendEmailVerification = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; auth: AuthContext; origin: string },
) => {
  const { pendingEmail, email } = input.auth.user;
  if (!pendingEmail) {
    if (email) throw conflict('Your email address is already verified');
    throw badRequest('Add an email address first');
  }
  await sendEmailVerification(db, mailer, {
    tenant: input.tenant,
    userId: input.auth.user.id,
    email: pendingEmail,
    origin: input.origin,
    sessionId: input.auth.sessionId,
  });
};

/** Deactivates (closing every session) or re-activates the caller's account. */
export const toggleDeactivation = async (db: Db, input: { tenant: Tenant; auth: AuthContext; ip: string }) => {
  const { tenant, auth } = input;
  if (!accountPolicy.closeAccount(auth)) throw forbidden('Only the account holder can do this');
  const status: 'active' | 'deactivated' = auth.user.status === 'active' ? 'deactivated' : 'active';
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, auth.user.id)));
    if (status === 'deactivated') await revokeUserSessions(tx, tenant.id, auth.user.id);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: status === 'deactivated' ? 'account.deactivate' : 'account.reactivate',
      subjectType: 'user',
      subjectId: auth.user.id,
      ip: input.ip,
    });
  });
  return status;
};

/**
 * Deletes the caller's account with its profiles, sessions and the team members under it; the holder
 * confirms with a fresh code. What the data export lists goes with it or is anonymised (forgetMember of
 * data-export: mentions, certificates, the outbox), and the files the member uploaded leave the store once
 * the deletion has committed.
 */
export const deleteAccount = async (
  db: Db,
  input: { tenant: Tenant; auth: AuthContext; ip: string; code: string; secret: string; files: FileRemoval },
) => {
  const { tenant, auth } = input;
  if (!accountPolicy.closeAccount(auth)) throw forbidden('Only the account holder can do this');
  await confirmHolder(db, { tenantId: tenant.id, user: auth.user, code: input.code, secret: input.secret });
  const keys = await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenant.id), eq(profiles.userId, auth.user.id)));
    const ownedIds = owned.map((p) => p.id);
    const team =
      ownedIds.length === 0
        ? []
        : await tx
            .select({ id: profiles.id })
            .from(profiles)
            .where(and(eq(profiles.tenantId, tenant.id), inArray(profiles.parentId, ownedIds)));
    const going = [...ownedIds, ...team.map((p) => p.id)];
    // Profiles copied to or from other tenants stop being linked, on the other side too.
    await cutLinksOf(tx, tenant.id, auth.user.id);
    const removed = await forgetMember(tx, { tenantId: tenant.id, user: auth.user, going }, async () => {
      if (ownedIds.length > 0) {
        const members = await tx
          .delete(profiles)
          .where(and(eq(profiles.tenantId, tenant.id), inArray(profiles.parentId, ownedIds)))
          .returning({ userId: profiles.userId });
        await tx.delete(users).where(and(eq(users.tenantId, tenant.id), eq(users.id, auth.user.id)));
        await deleteUsersWithoutProfiles(
          tx,
          tenant.id,
          members.map((m) => m.userId),
        );
      } else {
        await tx.delete(users).where(and(eq(users.tenantId, tenant.id), eq(users.id, auth.user.id)));
      }
    });
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'account.delete',
      subjectType: 'user',
      subjectId: auth.user.id,
      ip: input.ip,
    });
    return removed;
  });
  for (const key of keys) await removeStoredFile(input.files, key);
};

/** An operator opens a session as one of the tenant's users; recorded in the audit log. */
export const backdoorLogin = async (
  db: Db,
  input: { tenant: Tenant; auth: AuthContext; profileUuid: string; reason: string; ip: string },
) => {
  const { tenant, auth } = input;
  if (!accountPolicy.backdoorLogin(auth)) throw forbidden('Only platform operators can sign in as another user');
  const target = await findProfileByUuid(db, tenant.id, input.profileUuid);
  if (!target) throw notFound('Profile not found');
  const accessToken = await db.transaction(async (tx) => {
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: auth.user.id,
      action: 'auth.backdoor_login',
      subjectType: 'profile',
      subjectId: target.profile.uuid,
      detail: { reason: input.reason, userId: target.user.id },
      ip: input.ip,
    });
    return openSession(tx, {
      tenantId: tenant.id,
      userId: target.user.id,
      profileId: target.profile.id,
      impersonatorId: auth.user.id,
    });
  });
  return { ...target, accessToken };
};

/** Saves the account's newsletter choice or email notices and answers the account as saved. */
export const updateAccountSettings = async (
  db: Db,
  tenantId: string,
  auth: AuthContext,
  change: Partial<Pick<User, 'newsletter' | 'notificationSettings'>>,
) => {
  const [user] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, auth.user.id)))
    .returning();
  if (!user) throw notFound('Your account was not found');
  return user;
};

/** Merges links into the current profile's; a null removes one. */
export const updateSocialLinks = async (
  db: Db,
  tenantId: string,
  auth: AuthContext,
  body: Partial<Record<SocialNetwork, string | null>>,
) => {
  const links = { ...auth.profile.socialLinks };
  for (const [network, url] of Object.entries(body) as [SocialNetwork, string | null | undefined][]) {
    if (url === undefined) continue;
    if (url === null) delete links[network];
    else links[network] = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  }
  const [profile] = await db
    .update(profiles)
    .set({ socialLinks: links, updatedAt: new Date() })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, auth.profile.id)))
    .returning();
  if (!profile) throw notFound('Your profile was not found');
  return profile;
};
