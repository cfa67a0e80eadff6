import { accountTypeLabels, limits, type TeamMemberInput } from '@ventura/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthContext, openSession, revokeSession } from '../../platform/auth/sessions.ts';
import { newToken, sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { conflict, forbidden, notFound, tooMany } from '../../platform/errors.ts';
import {
  accountPolicy,
  deleteUsersWithoutProfiles,
  dropPendingClaims,
  findProfileByUuid,
  findUserByContact,
  findUserProfile,
  profiles,
  recipientOf,
  users,
} from '../../platform/identity/index.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { Tenant } from '../../platform/tenancy/repo.ts';
import {
  closeInvitation,
  contactOf,
  findOpenInvitation,
  invitationsSentSince,
  isInvited,
  isMember,
  listMembers,
  listOpenInvitations,
  teamSize,
} from './repo.ts';
import { teamInvitations } from './tables.ts';

export const invalidInvitationMessage = 'This invitation is no longer valid';
const dayMs = 24 * 60 * 60 * 1000;

const assertManager = (auth: AuthContext) => {
  if (!accountPolicy.manageTeam(auth.profile)) throw forbidden('You cannot manage users of this profile');
};

export const listTeam = async (db: Db, tenantId: string, auth: AuthContext) => {
  assertManager(auth);
  const [members, invitations] = await Promise.all([
    listMembers(db, tenantId, auth.profile.id),
    listOpenInvitations(db, tenantId, auth.profile.id),
  ]);
  return { members, invitations };
};

/**
 * Invites someone to the caller's team. Nothing is created for the invitee until they accept through
 * the link sent to the contact given, so nobody can claim another person's address this way. A team
 * holds at most `limits.teamSize` users, and a profile sends at most `limits.teamInvitationsPerDay`
 * invitations a day: the message goes to an address the caller typed.
 */
export const inviteMember = async (
  db: Db,
  mailer: Mailer,
  input: { tenant: Tenant; auth: AuthContext; body: z.output<typeof TeamMemberInput>; origin: string },
) => {
  const { tenant, auth, body } = input;
  assertManager(auth);
  const contact = body.email
    ? { email: body.email }
    : { countryCode: body.countryCode, mobileNumber: body.mobileNumber };
  const token = newToken();
  const invitation = await db.transaction(async (tx) => {
    // One invitation at a time per team, so parallel requests cannot all pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${tenant.id}:${auth.profile.id}`}))`);
    if (await isMember(tx, tenant.id, auth.profile.id, contact)) throw conflict('This person is already in your team');
    if (await isInvited(tx, tenant.id, auth.profile.id, contact)) throw conflict('This person is already invited');
    if ((await teamSize(tx, tenant.id, auth.profile.id)) >= limits.teamSize) {
      throw conflict(
        `A team can have at most ${limits.teamSize} users. Remove someone or withdraw an invitation first.`,
      );
    }
    const since = new Date(Date.now() - dayMs);
    if ((await invitationsSentSince(tx, tenant.id, auth.profile.id, since)) >= limits.teamInvitationsPerDay) {
      throw tooMany(`You can send ${limits.teamInvitationsPerDay} invitations a day. Try again tomorrow.`);
    }
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        tenantId: tenant.id,
        profileId: auth.profile.id,
        invitedBy: auth.user.id,
        name: body.name,
        email: body.email ?? null,
        countryCode: body.email ? null : (body.countryCode ?? null),
        mobileNumber: body.email ? null : (body.mobileNumber ?? null),
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + limits.teamInvitationDays * dayMs),
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  });
  const organisation = auth.profile.organizationName ?? auth.user.name;
  // On a partner-only tenant the web admits a visitor who comes by a partner's link: the team's partner.
  const partner = auth.profile.partnerId ? `?partner=${auth.profile.partnerId}` : '';
  const link = `${input.origin}/team/join/${token}${partner}`;
  await mailer.send(db, {
    tenantId: tenant.id,
    channel: body.email ? 'email' : 'sms',
    to: recipientOf(body),
    subject: `${auth.user.name} invited you to join ${organisation} on ${tenant.name}`,
    body: `${auth.user.name} invited you to join ${organisation} on ${tenant.name}. Open this link to accept or decline: ${link}\nThe invitation is open for ${limits.teamInvitationDays} days.`,
    code: token,
  });
  return invitation;
};

/** Removes a member of the caller's team, or withdraws an invitation still open. */
export const removeFromTeam = async (db: Db, input: { tenant: Tenant; auth: AuthContext; uuid: string }) => {
  const { tenant, auth } = input;
  assertManager(auth);
  if (await closeInvitation(db, tenant.id, { id: input.uuid, teamProfileId: auth.profile.id }, 'withdrawn')) {
    return 'withdrawn' as const;
  }
  const member = await findProfileByUuid(db, tenant.id, input.uuid);
  if (!member || member.profile.parentId !== auth.profile.id) throw notFound('Team member not found');
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(and(eq(profiles.tenantId, tenant.id), eq(profiles.id, member.profile.id)));
    await deleteUsersWithoutProfiles(tx, tenant.id, [member.user.id]);
  });
  return 'removed' as const;
};

const openInvitation = async (db: Db, tenantId: string, token: string) => {
  const found = await findOpenInvitation(db, tenantId, token);
  if (!found) throw notFound(invalidInvitationMessage);
  return found;
};

/** What the invitee sees before answering. */
export const showInvitation = async (db: Db, tenant: Tenant, token: string) => {
  const { invitation, team, inviter } = await openInvitation(db, tenant.id, token);
  const contact = contactOf(invitation);
  return {
    organisation: team.organizationName ?? inviter.name,
    invitedBy: inviter.name,
    name: invitation.name,
    accountType: team.accountType,
    accountTypeLabel: accountTypeLabels[team.accountType],
    contact: recipientOf(contact),
    channel: invitation.email ? ('email' as const) : ('sms' as const),
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: (await findUserByContact(db, tenant.id, contact)) !== undefined,
  };
};

/**
 * Accepts an invitation: the link went to the invited contact, so using it proves that contact. A
 * person who has no account here gets one signing in with it; an existing account must be signed in
 * to take the team profile. Answers the new session, on the team profile.
 */
export const acceptInvitation = async (db: Db, input: { tenant: Tenant; token: string; auth: AuthContext | null }) => {
  const { tenant, auth } = input;
  const { invitation, team } = await openInvitation(db, tenant.id, input.token);
  const contact = contactOf(invitation);
  const holder = await findUserByContact(db, tenant.id, contact);
  if (holder && auth?.user.id !== holder.id) {
    throw conflict(`An account already signs in with ${recipientOf(contact)}. Sign in with it, then accept again.`);
  }
  if (holder && (await findUserProfile(db, tenant.id, holder.id, team.accountType))) {
    throw conflict(`You already have a ${accountTypeLabels[team.accountType]} profile on ${tenant.name}`);
  }
  return db.transaction(async (tx) => {
    if (!(await closeInvitation(tx, tenant.id, { id: invitation.id }, 'accepted'))) {
      throw notFound(invalidInvitationMessage);
    }
    if (invitation.email) await dropPendingClaims(tx, tenant.id, invitation.email);
    const [user] = holder
      ? [holder]
      : await tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            name: invitation.name,
            email: invitation.email,
            emailVerifiedAt: invitation.email ? new Date() : null,
            countryCode: invitation.countryCode,
            mobileNumber: invitation.mobileNumber,
          })
          .returning();
    if (!user) throw new Error('user insert returned nothing');
    const [profile] = await tx
      .insert(profiles)
      .values({
        tenantId: tenant.id,
        userId: user.id,
        accountType: team.accountType,
        organizationName: team.organizationName,
        organizationLogo: team.organizationLogo,
        approvalStatus: team.approvalStatus,
        partnerId: team.partnerId,
        canAddMembers: false,
        parentId: team.id,
      })
      .returning();
    if (!profile) throw new Error('profile insert returned nothing');
    if (auth) await revokeSession(tx, tenant.id, auth.sessionId);
    const accessToken = await openSession(tx, { tenantId: tenant.id, userId: user.id, profileId: profile.id });
    return { user, profile, accessToken };
  });
};

export const declineInvitation = async (db: Db, tenant: Tenant, token: string) => {
  const { invitation } = await openInvitation(db, tenant.id, token);
  if (!(await closeInvitation(db, tenant.id, { id: invitation.id }, 'declined'))) {
    throw notFound(invalidInvitationMessage);
  }
};
