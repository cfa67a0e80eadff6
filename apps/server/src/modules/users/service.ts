import {
  type AccountType,
  accountTypeLabels,
  type CreateProfile,
  type TeamMemberInput,
  type UpdateProfile,
} from '@ventura/shared';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/index.ts';
import { type AuthContext, openSession, revokeSession, revokeUserSessions } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import { profileDetails, recipientOf, sendEmailVerification } from '../auth/service.ts';
import { emailVerifications } from '../auth/tables.ts';
import { accountPolicy } from './policy.ts';
import {
  deleteUsersWithoutProfiles,
  findProfileByUuid,
  findUserByContact,
  findUserProfile,
  listTeamMembers,
} from './repo.ts';
import { profiles, users } from './tables.ts';

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
  if (!tenant.settings.users[type])
    throw forbidden(`${accountTypeLabels[type]} profiles are not open on ${tenant.name}`);
  if (await findUserProfile(db, tenant.id, auth.user.id, type)) {
    throw conflict(`You already have a ${type.replace('_', ' ')} profile`);
  }
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

export const updateProfile = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; auth: AuthContext; body: z.output<typeof UpdateProfile>; origin: string },
) => {
  const { tenant, auth, body } = input;
  const emailChanged = body.email !== undefined && body.email !== auth.user.email;
  if (emailChanged && !accountPolicy.changeSignIn(auth)) {
    throw forbidden('An operator signed in as a member cannot change how the member signs in');
  }
  if (body.email === null && !auth.user.mobileNumber) {
    throw badRequest('Keep an email address: it is how you sign in', [
      'body.email: Keep an email address: it is how you sign in',
    ]);
  }
  if (emailChanged && body.email && (await findUserByContact(db, tenant.id, { email: body.email }))) {
    throw conflict('Another account already uses this email address');
  }
  const [user] = await db
    .update(users)
    .set({
      // Field by field: a body is never spread into an update, whatever its schema lets through later.
      name: body.name,
      gender: body.gender,
      email: body.email,
      whatsappNumber: body.whatsappNumber,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, auth.user.id)))
    .returning();
  if (!user) throw notFound('Your account was not found');
  if (emailChanged && body.email) {
    await sendEmailVerification(db, mailer, { tenant, userId: user.id, email: body.email, origin: input.origin });
  }
  return user;
};

/** Sends a fresh verification link for the account's unverified email. */
export const resendEmailVerification = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; auth: AuthContext; origin: string },
) => {
  const { email, emailVerifiedAt } = input.auth.user;
  if (!email) throw badRequest('Add an email address first');
  if (emailVerifiedAt) throw conflict('Your email address is already verified');
  const [recent] = await db
    .select({ id: emailVerifications.id })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.tenantId, input.tenant.id),
        eq(emailVerifications.userId, input.auth.user.id),
        gt(emailVerifications.createdAt, new Date(Date.now() - 60_000)),
      ),
    )
    .limit(1);
  if (recent) throw tooMany('A link was sent less than a minute ago. Check your inbox, or try again in a minute.');
  await sendEmailVerification(db, mailer, {
    tenant: input.tenant,
    userId: input.auth.user.id,
    email,
    origin: input.origin,
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

/** Deletes the caller's account with its profiles, sessions and the team members under it. */
export const deleteAccount = async (db: Db, input: { tenant: Tenant; auth: AuthContext; ip: string }) => {
  const { tenant, auth } = input;
  if (!accountPolicy.closeAccount(auth)) throw forbidden('Only the account holder can do this');
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenant.id), eq(profiles.userId, auth.user.id)));
    const ownedIds = owned.map((p) => p.id);
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
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: null,
      action: 'account.delete',
      subjectType: 'user',
      subjectId: auth.user.id,
      ip: input.ip,
    });
  });
};

export const addTeamMember = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; auth: AuthContext; body: z.output<typeof TeamMemberInput> },
) => {
  const { tenant, auth, body } = input;
  if (!accountPolicy.manageTeam(auth.profile)) throw forbidden('You cannot add users to this profile');
  if (await findUserByContact(db, tenant.id, body))
    throw conflict('This person already has an account on this platform');
  const member = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: tenant.id,
        name: body.name,
        email: body.email ?? null,
        countryCode: body.email ? null : (body.countryCode ?? null),
        mobileNumber: body.email ? null : (body.mobileNumber ?? null),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const [profile] = await tx
      .insert(profiles)
      .values({
        tenantId: tenant.id,
        userId: user.id,
        accountType: auth.profile.accountType,
        organizationName: auth.profile.organizationName,
        organizationLogo: auth.profile.organizationLogo,
        approvalStatus: auth.profile.approvalStatus,
        partnerId: auth.profile.partnerId,
        canAddMembers: false,
        parentId: auth.profile.id,
      })
      .returning();
    if (!profile) throw new Error('profile insert returned nothing');
    return { user, profile };
  });
  const organisation = auth.profile.organizationName ?? auth.user.name;
  await mailer.send(db, {
    tenantId: tenant.id,
    channel: body.email ? 'email' : 'sms',
    to: recipientOf(body),
    subject: `${auth.user.name} added you to ${organisation} on ${tenant.name}`,
    body: `${auth.user.name} added you to ${organisation} on ${tenant.name}. Sign in with this ${body.email ? 'email address' : 'mobile number'} to join.`,
  });
  return member;
};

export const removeTeamMember = async (db: Db, input: { tenant: Tenant; auth: AuthContext; uuid: string }) => {
  const { tenant, auth } = input;
  if (!accountPolicy.manageTeam(auth.profile)) throw forbidden('You cannot remove users from this profile');
  const member = await findProfileByUuid(db, tenant.id, input.uuid);
  if (!member || member.profile.parentId !== auth.profile.id) throw notFound('Team member not found');
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(and(eq(profiles.tenantId, tenant.id), eq(profiles.id, member.profile.id)));
    await deleteUsersWithoutProfiles(tx, tenant.id, [member.user.id]);
  });
};

export const teamOf = (db: Db, tenantId: string, auth: AuthContext) => {
  if (!accountPolicy.manageTeam(auth.profile)) throw forbidden('You cannot manage users of this profile');
  return listTeamMembers(db, tenantId, auth.profile.id);
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
