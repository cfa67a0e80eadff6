import type { MentorOfferInput, PageRequest } from '@ventura/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { wordsOf } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { meetings, mentorOffers, mentorSessions } from '../meetings/tables.ts';

/* Queries of mentorship hours; every one takes the tenant first and keeps it in the WHERE. */

export type OfferRow = typeof mentorOffers.$inferSelect;
export type SessionRow = typeof mentorSessions.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type PersonRow = { profile: typeof profiles.$inferSelect; userName: string };

/** Booked minutes count while the session is pending, scheduled or done; not once declined or cancelled. */
const holdsTime = inArray(meetings.status, ['pending', 'scheduled', 'completed']);
const bothConfirmed = and(isNotNull(mentorSessions.mentorConfirmedAt), isNotNull(mentorSessions.startupConfirmedAt));

/** The first and the next month's first instant (UTC) around a moment. */
export const monthOf = (at: Date) => {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
};

export const findPerson = async (db: Db, tenantId: string, where: { id: number } | { uuid: string }) => {
  const [row] = await db
    .select({ profile: profiles, userName: users.name })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(eq(profiles.tenantId, tenantId), 'id' in where ? eq(profiles.id, where.id) : eq(profiles.uuid, where.uuid)),
    )
    .limit(1);
  return row;
};

export const findOffer = async (db: Db, tenantId: string, mentorProfileId: number, options = { lock: false }) => {
  const query = db
    .select()
    .from(mentorOffers)
    .where(and(eq(mentorOffers.tenantId, tenantId), eq(mentorOffers.mentorProfileId, mentorProfileId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

export const saveOffer = async (
  db: Db,
  tenantId: string,
  mentorProfileId: number,
  input: z.output<typeof MentorOfferInput>,
) => {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(mentorOffers)
    .values({ tenantId, mentorProfileId, ...values })
    .onConflictDoUpdate({ target: [mentorOffers.tenantId, mentorOffers.mentorProfileId], set: values })
    .returning();
  if (!row) throw new Error('The offer was not stored');
  return row;
};

/** Minutes of a mentor's sessions that start in [from, to) and still hold their time. */
export const bookedMinutes = async (db: Db, tenantId: string, mentorProfileId: number, from: Date, to: Date) => {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${mentorSessions.bookedMinutes}), 0)::int` })
    .from(mentorSessions)
    .innerJoin(meetings, and(eq(meetings.tenantId, mentorSessions.tenantId), eq(meetings.id, mentorSessions.meetingId)))
    .where(
      and(
        eq(mentorSessions.tenantId, tenantId),
        eq(mentorSessions.mentorProfileId, mentorProfileId),
        holdsTime,
        gte(meetings.startsAt, from),
        lt(meetings.startsAt, to),
      ),
    );
  return row?.minutes ?? 0;
};

/** Each mentor's minutes booked this month and confirmed by both sides in all. */
export const minutesOf = async (db: Db, tenantId: string, mentorProfileIds: number[], now: Date) => {
  const result = new Map<number, { booked: number; confirmed: number }>();
  if (mentorProfileIds.length === 0) return result;
  const { start, end } = monthOf(now);
  const rows = await db
    .select({
      mentorProfileId: mentorSessions.mentorProfileId,
      booked: sql<number>`coalesce(sum(${mentorSessions.bookedMinutes}) filter (where ${meetings.status} in ('pending', 'scheduled', 'completed') and ${meetings.startsAt} >= ${start.toISOString()}::timestamptz and ${meetings.startsAt} < ${end.toISOString()}::timestamptz), 0)::int`,
      confirmed: sql<number>`coalesce(sum(${mentorSessions.mentorMinutes}) filter (where ${mentorSessions.mentorConfirmedAt} is not null and ${mentorSessions.startupConfirmedAt} is not null), 0)::int`,
    })
    .from(mentorSessions)
    .innerJoin(meetings, and(eq(meetings.tenantId, mentorSessions.tenantId), eq(meetings.id, mentorSessions.meetingId)))
    .where(and(eq(mentorSessions.tenantId, tenantId), inArray(mentorSessions.mentorProfileId, mentorProfileIds)))
    .groupBy(mentorSessions.mentorProfileId);
  for (const row of rows) result.set(row.mentorProfileId, { booked: row.booked, confirmed: row.confirmed });
  return result;
};

/** Active offers of mentor profiles, by words of the mentor's name or the topics, A to Z, paged. */
export const listOffers = async (db: Db, tenantId: string, query: { q?: string | undefined } & PageRequest) => {
  const words = wordsOf(query.q).map((word) =>
    or(ilike(users.name, containsPattern(word)), ilike(mentorOffers.topics, containsPattern(word))),
  );
  const where = and(
    eq(mentorOffers.tenantId, tenantId),
    eq(mentorOffers.active, true),
    eq(profiles.accountType, 'mentor'),
    eq(users.status, 'active'),
    ...words,
  );
  const from = () =>
    db
      .select({ offer: mentorOffers, profile: profiles, userName: users.name })
      .from(mentorOffers)
      .innerJoin(
        profiles,
        and(eq(profiles.tenantId, mentorOffers.tenantId), eq(profiles.id, mentorOffers.mentorProfileId)),
      )
      .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)));
  const [items, [total]] = await Promise.all([
    from().where(where).orderBy(asc(users.name), asc(profiles.id)).limit(query.limit).offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(mentorOffers)
      .innerJoin(
        profiles,
        and(eq(profiles.tenantId, mentorOffers.tenantId), eq(profiles.id, mentorOffers.mentorProfileId)),
      )
      .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

export const insertSession = async (db: Db, values: typeof mentorSessions.$inferInsert) => {
  const [row] = await db.insert(mentorSessions).values(values).returning();
  if (!row) throw new Error('The session was not stored');
  return row;
};

const otherProfile = alias(profiles, 'other_profile');
const otherUser = alias(users, 'other_user');

/** Sessions with their meeting and the other side's profile, as `me` (a mentor or a startup) sees them. */
const sessionsOf = (db: Db, tenantId: string, me: { id: number; accountType: string }) => {
  const mine = me.accountType === 'mentor' ? mentorSessions.mentorProfileId : mentorSessions.startupProfileId;
  const theirs = me.accountType === 'mentor' ? mentorSessions.startupProfileId : mentorSessions.mentorProfileId;
  const query = db
    .select({ session: mentorSessions, meeting: meetings, other: otherProfile, otherName: otherUser.name })
    .from(mentorSessions)
    .innerJoin(meetings, and(eq(meetings.tenantId, mentorSessions.tenantId), eq(meetings.id, mentorSessions.meetingId)))
    .innerJoin(otherProfile, and(eq(otherProfile.tenantId, mentorSessions.tenantId), eq(otherProfile.id, theirs)))
    .innerJoin(otherUser, and(eq(otherUser.tenantId, otherProfile.tenantId), eq(otherUser.id, otherProfile.userId)));
  return { query, mine: and(eq(mentorSessions.tenantId, tenantId), eq(mine, me.id)) };
};
export type SessionView = {
  session: SessionRow;
  meeting: MeetingRow;
  other: typeof profiles.$inferSelect;
  otherName: string;
};

/** One of the caller's sessions by its id; another's (or another tenant's) is not found. */
export const findSession = async (
  db: Db,
  tenantId: string,
  me: { id: number; accountType: string },
  uuid: string,
): Promise<SessionView | undefined> => {
  const { query, mine } = sessionsOf(db, tenantId, me);
  const [row] = await query.where(and(mine, eq(mentorSessions.uuid, uuid))).limit(1);
  return row;
};

/** The caller's sessions of a tab: pending (awaiting an answer), upcoming (scheduled, not ended), past. */
export const listSessions = async (
  db: Db,
  tenantId: string,
  me: { id: number; accountType: string },
  query: { tab: 'pending' | 'upcoming' | 'past' } & PageRequest,
  now: Date,
) => {
  const tabs: Record<typeof query.tab, SQL | undefined> = {
    pending: eq(meetings.status, 'pending'),
    upcoming: and(eq(meetings.status, 'scheduled'), gt(meetings.endsAt, now)),
    past: or(
      inArray(meetings.status, ['declined', 'cancelled', 'completed']),
      and(eq(meetings.status, 'scheduled'), lte(meetings.endsAt, now)),
    ),
  };
  const { query: rows, mine } = sessionsOf(db, tenantId, me);
  const where = and(mine, tabs[query.tab]);
  const order = query.tab === 'past' ? desc(meetings.startsAt) : asc(meetings.startsAt);
  const [items, [total]] = await Promise.all([
    rows.where(where).orderBy(order, asc(mentorSessions.id)).limit(query.limit).offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(mentorSessions)
      .innerJoin(
        meetings,
        and(eq(meetings.tenantId, mentorSessions.tenantId), eq(meetings.id, mentorSessions.meetingId)),
      )
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

/** Writes one side's confirmation, only if that side had not confirmed yet; answers the row or nothing. */
export const confirmSide = async (
  db: Db,
  tenantId: string,
  sessionId: number,
  side: 'mentor' | 'startup',
  confirmation: { minutes: number; notes: string },
) => {
  const now = new Date();
  const [row] =
    side === 'mentor'
      ? await db
          .update(mentorSessions)
          .set({ mentorConfirmedAt: now, mentorMinutes: confirmation.minutes, mentorNotes: confirmation.notes })
          .where(
            and(
              eq(mentorSessions.tenantId, tenantId),
              eq(mentorSessions.id, sessionId),
              sql`${mentorSessions.mentorConfirmedAt} is null`,
            ),
          )
          .returning()
      : await db
          .update(mentorSessions)
          .set({ startupConfirmedAt: now, startupMinutes: confirmation.minutes, startupNotes: confirmation.notes })
          .where(
            and(
              eq(mentorSessions.tenantId, tenantId),
              eq(mentorSessions.id, sessionId),
              sql`${mentorSessions.startupConfirmedAt} is null`,
            ),
          )
          .returning();
  return row;
};

/** The caller's sessions confirmed by both sides, totalled per counterpart (the mentor's minutes). */
export const totalsOf = async (db: Db, tenantId: string, me: { id: number; accountType: string }) => {
  const { query, mine } = sessionsOf(db, tenantId, me);
  const rows = await query.where(and(mine, bothConfirmed));
  const byOther = new Map<
    number,
    { other: SessionView['other']; otherName: string; minutes: number; sessions: number }
  >();
  for (const row of rows) {
    const entry = byOther.get(row.other.id) ?? { other: row.other, otherName: row.otherName, minutes: 0, sessions: 0 };
    entry.minutes += row.session.mentorMinutes ?? row.session.bookedMinutes;
    entry.sessions += 1;
    byOther.set(row.other.id, entry);
  }
  return [...byOther.values()].sort((a, b) => b.minutes - a.minutes || a.otherName.localeCompare(b.otherName));
};
