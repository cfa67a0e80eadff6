import type { AccountType } from '@ventura/shared';
import { and, asc, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { Contact } from './contact.ts';
import { profiles, users } from './tables.ts';

// Tenant-scoped lookups of people and their profiles: every function takes the tenant id first.

/** The users whose sign-in contact is this one: a verified email, or a mobile number. */
export const signsInWith = (contact: Contact) =>
  contact.email
    ? eq(users.email, contact.email)
    : and(eq(users.countryCode, contact.countryCode ?? ''), eq(users.mobileNumber, contact.mobileNumber ?? ''));

export const findUserByContact = async (db: Db, tenantId: string, contact: Contact) => {
  const where = signsInWith(contact);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), where))
    .limit(1);
  return user;
};

export const findUser = async (db: Db, tenantId: string, userId: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return user;
};

export const listUserProfiles = (db: Db, tenantId: string, userId: string) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .orderBy(asc(profiles.id));

export const findUserProfile = async (db: Db, tenantId: string, userId: string, accountType: AccountType) => {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId), eq(profiles.accountType, accountType)))
    .limit(1);
  return profile;
};

export const findProfileByUuid = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)))
    .limit(1);
  return row;
};

/** Deletes the users left without any profile among the given ones. */
export const deleteUsersWithoutProfiles = (db: Db, tenantId: string, userIds: string[]) =>
  userIds.length === 0
    ? Promise.resolve()
    : db
        .delete(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            inArray(users.id, userIds),
            notExists(db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, users.id))),
          ),
        );

/** A verified owner takes over an address: other accounts' unverified claims on it lapse. */
export const dropPendingClaims = async (db: Db, tenantId: string, email: string, exceptUserId?: string) => {
  await db
    .update(users)
    .set({ pendingEmail: null, updatedAt: new Date() })
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.pendingEmail, email),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
};

type NewUser = typeof users.$inferInsert;
type NewProfile = typeof profiles.$inferInsert;

/**
 * A new member, inside the caller's transaction: the person, with the email they proved on arrival marked
 * verified (other accounts' unverified claims on it lapse), and their first profile. Sign-up, single
 * sign-on and a profile brought from another tenant all arrive this way.
 */
export const insertMember = async (
  db: Db,
  input: {
    tenantId: string;
    person: Omit<NewUser, 'tenantId' | 'email' | 'emailVerifiedAt'> & { provenEmail: string | null };
    profile: Omit<NewProfile, 'tenantId' | 'userId'>;
  },
) => {
  const { tenantId } = input;
  const { provenEmail, ...person } = input.person;
  if (provenEmail) await dropPendingClaims(db, tenantId, provenEmail);
  const [user] = await db
    .insert(users)
    .values({ ...person, tenantId, email: provenEmail, emailVerifiedAt: provenEmail ? new Date() : null })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const [profile] = await db
    .insert(profiles)
    .values({ ...input.profile, tenantId, userId: user.id })
    .returning();
  if (!profile) throw new Error('profile insert returned nothing');
  return { user, profile };
};

/**
 * The tenant's operators who can act (active accounts), by name: who hears of what waits for the tenant (a
 * request to moderate, a booking to approve, a ticket nobody holds), and whom work may be assigned to.
 */
export const activeOperators = (db: Db, tenantId: string, limit = 500) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'operator'), eq(users.status, 'active')))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);

/** The ids of the tenant's active operators (activeOperators). */
export const operatorUserIds = async (db: Db, tenantId: string) =>
  (await activeOperators(db, tenantId)).map((operator) => operator.id);
