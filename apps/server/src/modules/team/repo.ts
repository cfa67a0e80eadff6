import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { type Contact, profiles, signsInWith, users } from '../../platform/identity/index.ts';
import { teamInvitations } from './tables.ts';

export type Invitation = typeof teamInvitations.$inferSelect;

const open = () => and(isNull(teamInvitations.closedAt), gt(teamInvitations.expiresAt, new Date()));

const invitedContact = (contact: Contact) =>
  contact.email
    ? eq(teamInvitations.email, contact.email)
    : and(
        eq(teamInvitations.countryCode, contact.countryCode ?? ''),
        eq(teamInvitations.mobileNumber, contact.mobileNumber ?? ''),
      );

/** The members under a profile, oldest first (bounded by the team size limit). */
export const listMembers = (db: Db, tenantId: string, teamProfileId: number) =>
  db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.parentId, teamProfileId)))
    .orderBy(asc(profiles.id));

/** Invitations of a profile still waiting for an answer. */
export const listOpenInvitations = (db: Db, tenantId: string, teamProfileId: number) =>
  db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.profileId, teamProfileId), open()))
    .orderBy(asc(teamInvitations.createdAt));

/** Members plus open invitations: together they may not pass the team size limit. */
export const teamSize = async (db: Db, tenantId: string, teamProfileId: number) => {
  const [members] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.parentId, teamProfileId)));
  const [invited] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.profileId, teamProfileId), open()));
  return (members?.n ?? 0) + (invited?.n ?? 0);
};

export const invitationsSentSince = async (db: Db, tenantId: string, teamProfileId: number, since: Date) => {
  const [sent] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tenantId, tenantId),
        eq(teamInvitations.profileId, teamProfileId),
        gt(teamInvitations.createdAt, since),
      ),
    );
  return sent?.n ?? 0;
};

export const isInvited = async (db: Db, tenantId: string, teamProfileId: number, contact: Contact) => {
  const [row] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tenantId, tenantId),
        eq(teamInvitations.profileId, teamProfileId),
        open(),
        invitedContact(contact),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const isMember = async (db: Db, tenantId: string, teamProfileId: number, contact: Contact) => {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.parentId, teamProfileId), signsInWith(contact)))
    .limit(1);
  return row !== undefined;
};

/** An open invitation by its link's token, with the team profile and who sent it. */
export const findOpenInvitation = async (db: Db, tenantId: string, token: string) => {
  const [row] = await db
    .select({ invitation: teamInvitations, team: profiles, inviter: { name: users.name } })
    .from(teamInvitations)
    .innerJoin(profiles, and(eq(profiles.tenantId, tenantId), eq(profiles.id, teamInvitations.profileId)))
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, teamInvitations.invitedBy)))
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.tokenHash, sha256(token)), open()))
    .limit(1);
  return row;
};

/** Closes an open invitation once; false when it was already answered, withdrawn or lapsed. */
export const closeInvitation = async (
  db: Db,
  tenantId: string,
  where: { id: string; teamProfileId?: number },
  outcome: NonNullable<Invitation['outcome']>,
) => {
  const closed = await db
    .update(teamInvitations)
    .set({ closedAt: new Date(), outcome })
    .where(
      and(
        eq(teamInvitations.tenantId, tenantId),
        eq(teamInvitations.id, where.id),
        where.teamProfileId === undefined ? undefined : eq(teamInvitations.profileId, where.teamProfileId),
        open(),
      ),
    )
    .returning({ id: teamInvitations.id });
  return closed.length > 0;
};

export const contactOf = (invitation: Invitation): Contact =>
  invitation.email
    ? { email: invitation.email }
    : { countryCode: invitation.countryCode ?? '', mobileNumber: invitation.mobileNumber ?? '' };
