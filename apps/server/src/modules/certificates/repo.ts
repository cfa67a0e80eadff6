import type { CertificateSource } from '@ventura/shared';
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { eventRegistrations, events } from '../events/tables.ts';
import { mentorSessions } from '../meetings/tables.ts';
import { programApplications, programs } from '../programs/tables.ts';
import { certificates } from './tables.ts';

export type CertificateRow = typeof certificates.$inferSelect & { recipientProfileUuid: string | null };

const columns = {
  id: certificates.id,
  tenantId: certificates.tenantId,
  code: certificates.code,
  recipientProfileId: certificates.recipientProfileId,
  recipientName: certificates.recipientName,
  title: certificates.title,
  reason: certificates.reason,
  source: certificates.source,
  sourceUuid: certificates.sourceUuid,
  facts: certificates.facts,
  signature: certificates.signature,
  keyId: certificates.keyId,
  issuedByUserId: certificates.issuedByUserId,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
  recipientProfileUuid: profiles.uuid,
};

const withRecipient = (db: Db) =>
  db
    .select(columns)
    .from(certificates)
    .leftJoin(
      profiles,
      and(eq(profiles.tenantId, certificates.tenantId), eq(profiles.id, certificates.recipientProfileId)),
    );

export const findByCode = async (db: Db, tenantId: string, code: string) => {
  const [row] = await withRecipient(db).where(and(eq(certificates.tenantId, tenantId), eq(certificates.code, code)));
  return row;
};

/** A page of certificates, newest first: one more row than asked, for the paging (countedPage). */
export const listPage = (
  db: Db,
  tenantId: string,
  filter: { recipientIds?: readonly number[]; q?: string | undefined },
  page: { limit: number; offset: number },
) => {
  const where = and(
    eq(certificates.tenantId, tenantId),
    filter.recipientIds ? inArray(certificates.recipientProfileId, [...filter.recipientIds]) : undefined,
    filter.q
      ? or(
          ilike(certificates.recipientName, containsPattern(filter.q)),
          ilike(certificates.title, containsPattern(filter.q)),
          ilike(certificates.code, containsPattern(filter.q)),
        )
      : undefined,
  );
  return {
    rows: withRecipient(db)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    matching: db.select({ id: certificates.id }).from(certificates).where(where),
  };
};

export type NewCertificate = Omit<typeof certificates.$inferInsert, 'id'>;

/** Stores a certificate unless the person has one for this group already: the row, or undefined. */
export const insertCertificate = async (db: Db, row: NewCertificate) => {
  const [stored] = await db.insert(certificates).values(row).onConflictDoNothing().returning({ id: certificates.id });
  return stored;
};

export const revoke = async (db: Db, tenantId: string, code: string, reason: string) => {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id });
  return row;
};

/** Who already holds a certificate of a group: their profile ids, and the names of those without a profile. */
export const holdersOf = async (db: Db, tenantId: string, source: CertificateSource, sourceUuid: string | null) => {
  const rows = await db
    .select({ profileId: certificates.recipientProfileId, name: certificates.recipientName })
    .from(certificates)
    .where(
      and(
        eq(certificates.tenantId, tenantId),
        eq(certificates.source, source),
        sourceUuid === null ? isNull(certificates.sourceUuid) : eq(certificates.sourceUuid, sourceUuid),
        isNull(certificates.revokedAt),
      ),
    );
  return {
    profiles: new Set(rows.flatMap((row) => (row.profileId === null ? [] : [row.profileId]))),
    names: new Set(rows.flatMap((row) => (row.profileId === null ? [row.name] : []))),
  };
};

// ---- Recipients ----

/** The name a certificate prints for a profile: a startup's (or other organisation's) name, else the person's. */
const printedName = sql<string>`coalesce(nullif(${profiles.organizationName}, ''), ${users.name})`;

export type Recipient = { profileId: number | null; name: string };

export const findMember = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select({ profileId: profiles.id, name: printedName, status: users.status })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid)));
  return row;
};

/** The profiles whose certificates a user holds: their own, and the organisations whose team they are in. */
export const heldProfileIds = async (db: Db, tenantId: string, userId: string) => {
  const rows = await db
    .select({ id: profiles.id, parentId: profiles.parentId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)));
  return [...new Set(rows.flatMap((row) => [row.id, ...(row.parentId === null ? [] : [row.parentId])]))];
};

/** An event's attending registrations (members and visitors), and the event. */
export const eventAttendees = async (db: Db, tenantId: string, eventUuid: string) => {
  const [event] = await db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.uuid, eventUuid)));
  if (!event) return undefined;
  const rows = await db
    .select({ profileId: eventRegistrations.profileId, name: eventRegistrations.name })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.eventId, event.id),
        eq(eventRegistrations.responseAction, 'attending'),
      ),
    )
    .orderBy(eventRegistrations.id);
  return { title: event.title, recipients: rows satisfies Recipient[] };
};

/** A program's selected applicants. */
export const programSelected = async (db: Db, tenantId: string, programUuid: string) => {
  const [program] = await db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(and(eq(programs.tenantId, tenantId), eq(programs.uuid, programUuid)));
  if (!program) return undefined;
  const rows = await db
    .select({ profileId: profiles.id, name: printedName })
    .from(programApplications)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, programApplications.tenantId), eq(profiles.id, programApplications.profileId)),
    )
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.programId, program.id),
        eq(programApplications.status, 'selected'),
      ),
    )
    .orderBy(programApplications.id);
  return { title: program.title, recipients: rows satisfies Recipient[] };
};

/** Mentors with at least `minMinutes` of sessions both sides confirmed (the mentor's minutes), and their hours. */
export const mentorsWithHours = async (db: Db, tenantId: string, minMinutes: number) =>
  db
    .select({
      profileId: profiles.id,
      name: users.name,
      minutes: sql<number>`sum(${mentorSessions.mentorMinutes})::int`,
    })
    .from(mentorSessions)
    .innerJoin(
      profiles,
      and(eq(profiles.tenantId, mentorSessions.tenantId), eq(profiles.id, mentorSessions.mentorProfileId)),
    )
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(mentorSessions.tenantId, tenantId),
        sql`${mentorSessions.mentorConfirmedAt} is not null and ${mentorSessions.startupConfirmedAt} is not null`,
      ),
    )
    .groupBy(profiles.id, users.name)
    .having(sql`sum(${mentorSessions.mentorMinutes}) >= ${minMinutes}`)
    .orderBy(profiles.id)
    .limit(5000);

/** The user behind each of some profiles. */
export const usersOfProfiles = async (db: Db, tenantId: string, profileIds: readonly number[]) => {
  if (profileIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...profileIds])));
  return new Map(rows.map((row) => [row.id, row.userId]));
};
