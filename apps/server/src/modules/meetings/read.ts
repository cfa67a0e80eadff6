import type { MeetingListQuery, MeetingRangeQuery } from '@ventura/shared';
import { and, asc, desc, eq, gt, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { icsFile } from '../../platform/calendar/ics.ts';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf, pageAnswer } from '../../platform/db/paging.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { conflict } from '../../platform/errors.ts';
import { type MeetingRow, rangeOf } from './booking.ts';
import type { Calling } from './calling.ts';
import { loadSide, presentMeetings, presentOne } from './lookup.ts';
import { meetingPath } from './present.ts';
import { meetings } from './tables.ts';

/* What members read of their meetings (docs/meetings.md, Meetings): the list, the calendar, one meeting, its file. */

/** GET meetings/calendar covers at most this many days. */
export const maxCalendarRangeDays = 62;
const maxCalendarItems = 500;

/**
 * Which meetings are the caller's: their own profile's, and their organisation's interviews (the
 * organisation is the profile's parent, or the profile itself). Values or a prepared statement's placeholders.
 */
const mine = (profileId: number | Placeholder, organisationId: number | Placeholder): SQL =>
  or(
    eq(meetings.organizerProfileId, profileId),
    eq(meetings.attendeeProfileId, profileId),
    and(eq(meetings.type, 'job-interview'), eq(meetings.organizerProfileId, organisationId)),
  ) as SQL;

/** GET meetings: pending (waiting for anyone), upcoming (scheduled, not ended), past (the rest). */
export const list = async (m: Calling, query: z.output<typeof MeetingListQuery>) => {
  const now = new Date();
  const nowText = now.toISOString();
  const byTab: Record<typeof query.tab, SQL | undefined> = {
    pending: and(eq(meetings.status, 'pending'), gt(meetings.endsAt, now)),
    upcoming: and(eq(meetings.status, 'scheduled'), gt(meetings.endsAt, now)),
    past: or(
      inArray(meetings.status, ['declined', 'cancelled', 'completed']),
      sql`${meetings.endsAt} <= ${nowText}::timestamptz`,
    ),
  };
  const me = m.auth.profile;
  const where = and(eq(meetings.tenantId, m.tenant.id), mine(me.id, me.parentId ?? me.id), byTab[query.tab]);
  const [rows, [total]] = await Promise.all([
    m.db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(query.tab === 'past' ? desc(meetings.startsAt) : asc(meetings.startsAt), asc(meetings.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    m.db.select({ n: sql<number>`count(*)::int` }).from(meetings).where(where),
  ]);
  return pageAnswer(await presentMeetings(m, m.db, rows), total?.n ?? 0, query);
};

/**
 * The calendar's statement, named and prepared per database handle (as the events lists and the job
 * board are): members open the calendar on every visit, and building the statement cost more than
 * running it.
 */
const calendarOf = preparedFor((db: Db) =>
  db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.tenantId, sql.placeholder('tenantId')),
        mine(sql.placeholder('profileId'), sql.placeholder('organisationId')),
        ne(meetings.status, 'declined'),
        sql`${meetings.startsAt} < ${sql.placeholder('to')}`,
        sql`${meetings.endsAt} > ${sql.placeholder('from')}`,
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(maxCalendarItems)
    .prepare('meetings_calendar'),
);

/** GET meetings/calendar: the caller's meetings (all but declined) overlapping a range of at most 62 days. */
export const calendar = async (m: Calling, query: z.output<typeof MeetingRangeQuery>) => {
  const { from, to } = rangeOf(query, maxCalendarRangeDays);
  const me = m.auth.profile;
  const rows = (await calendarOf(m.db).execute({
    tenantId: m.tenant.id,
    profileId: me.id,
    organisationId: me.parentId ?? me.id,
    from: from.toISOString(),
    to: to.toISOString(),
  })) as MeetingRow[];
  return presentMeetings(m, m.db, rows);
};

/** GET meetings/{uuid}. */
export const getOne = async (m: Calling, uuid: string) => presentOne(m, (await loadSide(m, uuid)).meeting);

/** GET meetings/{uuid}/ics: the calendar file of a scheduled meeting. */
export const ics = async (m: Calling, uuid: string) => {
  const { meeting } = await loadSide(m, uuid);
  if (meeting.status !== 'scheduled' && meeting.status !== 'completed') {
    throw conflict('Only a scheduled meeting has a calendar file');
  }
  const [shown] = await presentMeetings(m, m.db, [meeting]);
  const origin = await m.origin(m.db);
  const url = `${origin}${meetingPath(meeting.uuid)}`;
  const callUrl = shown?.call.kind === 'external' ? shown.call.url : `${origin}${shown?.call.url ?? ''}`;
  const title = `Meeting with ${shown?.other.name ?? meeting.attendeeName}`;
  return {
    fileName: `meeting-${meeting.uuid}.ics`,
    text: icsFile({
      uid: meeting.uuid,
      title,
      description: [meeting.agenda ?? '', `Join: ${callUrl}`].filter(Boolean).join('\n\n'),
      location: callUrl,
      url,
      startsAt: meeting.startsAt,
      endsAt: meeting.endsAt,
      status: 'CONFIRMED',
      sequence: Math.floor(meeting.updatedAt.getTime() / 1000) % 2_000_000_000,
    }),
  };
};
