import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { preparedFor } from '../../platform/db/prepared.ts';
import { prefixQuery } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { eventRegistrations, events } from './tables.ts';

export type EventRow = typeof events.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

export const findEvent = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.uuid, uuid)))
    .limit(1);
  return row;
};

/** The event's row, locked until the transaction ends: registrations to one event queue behind it. */
export const lockEvent = async (tx: Db, tenantId: string, id: number) => {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
    .for('update');
  return row;
};

export type EventFilter = {
  words: string[];
  when: 'upcoming' | 'past' | 'all';
  mode?: EventRow['mode'] | undefined;
  /** Only these statuses (members: published). */
  statuses: EventRow['status'][];
  isPublic?: boolean;
  /** Only the events this profile registered for (not declined). */
  registeredProfileId?: number | undefined;
  /** Whose registration to read beside each event (none for visitors). */
  viewerProfileId?: number | undefined;
  now: Date;
  limit: number;
  offset: number;
};

/** Whose registration a list joins beside each event (a member has at most one per event); none: no join matches. */
type Viewer = number | ReturnType<typeof sql.placeholder> | undefined;
const viewersRegistration = (viewer: Viewer) =>
  viewer === undefined
    ? sql`false`
    : and(
        eq(eventRegistrations.tenantId, events.tenantId),
        eq(eventRegistrations.eventId, events.id),
        eq(eventRegistrations.profileId, viewer),
      );

/**
 * The page with the viewer's registration and, beside each row, how many match: one statement (a
 * tenant has tens of events, not millions).
 */
const pageQuery = (db: Db, where: SQL | undefined, order: SQL[], viewer: Viewer) =>
  db
    .select({ event: events, registration: eventRegistrations, total: sql<number>`count(*) over ()` })
    .from(events)
    .leftJoin(eventRegistrations, viewersRegistration(viewer))
    .where(where)
    .orderBy(...order);

const soonestFirst = [asc(events.startsAt), asc(events.id)];

/**
 * The published events not ended, soonest first, with no search or filter (what the events page and
 * visitors read first) as named prepared statements per database handle, as the programs list, the job
 * board and the feed do: one for members, one for visitors (public events only).
 */
const upcomingListOf = preparedFor((db: Db) => {
  const list = (publicOnly: boolean) =>
    pageQuery(
      db,
      and(
        eq(events.tenantId, sql.placeholder('tenantId')),
        eq(events.status, 'published'),
        publicOnly ? eq(events.isPublic, true) : undefined,
        gt(events.endsAt, sql.placeholder('now')),
      ),
      soonestFirst,
      // null for visitors: matches no registration
      sql.placeholder('viewer'),
    )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(publicOnly ? 'events_upcoming_public' : 'events_upcoming');
  return { visitors: list(true), members: list(false) };
});
const isUpcomingList = (filter: EventFilter) =>
  filter.when === 'upcoming' &&
  filter.words.length === 0 &&
  !filter.mode &&
  filter.registeredProfileId === undefined &&
  filter.statuses.length === 1 &&
  filter.statuses[0] === 'published' &&
  filter.isPublic !== false;

/** An event as a list shows it: with the viewer's registration, if any. */
export type ListedEvent = { event: EventRow; registration: RegistrationRow | null };
type ListedRow = ListedEvent & { total: number };

/** A page of events: upcoming soonest first, past and all latest first. */
export const listEvents = async (db: Db, tenantId: string, filter: EventFilter) => {
  const conditions: (SQL | undefined)[] = [
    eq(events.tenantId, tenantId),
    inArray(events.status, filter.statuses),
    filter.isPublic === undefined ? undefined : eq(events.isPublic, filter.isPublic),
    filter.mode ? eq(events.mode, filter.mode) : undefined,
    filter.words.length > 0 ? sql`${events.searchVector} @@ ${prefixQuery(filter.words)}` : undefined,
    filter.when === 'upcoming' ? gt(events.endsAt, filter.now) : undefined,
    filter.when === 'past' ? lte(events.endsAt, filter.now) : undefined,
    filter.registeredProfileId === undefined
      ? undefined
      : sql`exists (select 1 from ${eventRegistrations} r where r.tenant_id = ${events.tenantId}
               and r.event_id = ${events.id} and r.profile_id = ${filter.registeredProfileId}
               and r.response_action <> 'declined')`,
  ];
  const where = and(...conditions);
  const found = isUpcomingList(filter)
    ? ((await upcomingListOf(db)[filter.isPublic ? 'visitors' : 'members'].execute({
        tenantId,
        now: filter.now,
        limit: filter.limit,
        offset: filter.offset,
        viewer: filter.viewerProfileId ?? null,
      })) as ListedRow[])
    : await pageQuery(
        db,
        where,
        filter.when === 'upcoming' ? soonestFirst : [desc(events.startsAt), desc(events.id)],
        filter.viewerProfileId,
      )
        .limit(filter.limit)
        .offset(filter.offset);
  const rows: ListedEvent[] = found.map(({ event, registration }) => ({ event, registration }));
  if (found.length > 0) return { rows, total: Number(found[0]?.total ?? 0) };
  // Past the end (or nothing matches): only a count tells how many there are.
  const total = filter.offset === 0 ? [] : await db.select({ n: count() }).from(events).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
};

/** The events a profile registered for (not declined) that overlap [from, to), with the registration, at most 500. */
export const registeredBetween = (
  db: Db,
  tenantId: string,
  profileId: number,
  from: Date,
  to: Date,
): Promise<ListedEvent[]> =>
  db
    .select({ event: events, registration: eventRegistrations })
    .from(eventRegistrations)
    .innerJoin(events, and(eq(events.tenantId, eventRegistrations.tenantId), eq(events.id, eventRegistrations.eventId)))
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.profileId, profileId),
        ne(eventRegistrations.responseAction, 'declined'),
        eq(events.status, 'published'),
        lt(events.startsAt, to),
        gt(events.endsAt, from),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(500);

export const memberRegistration = async (db: Db, tenantId: string, eventId: number, profileId: number) => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.profileId, profileId),
      ),
    )
    .limit(1);
  return row;
};

export const visitorRegistration = async (db: Db, tenantId: string, eventId: number, email: string) => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.eventId, eventId),
        sql`${eventRegistrations.profileId} is null`,
        sql`lower(${eventRegistrations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
};

export const findRegistration = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.tenantId, tenantId), eq(eventRegistrations.uuid, uuid)))
    .limit(1);
  return row;
};

/** The slots of an office-hours event held now (not declined), from `from` on. */
export const heldSlots = async (db: Db, tenantId: string, eventId: number, from: Date) => {
  const rows = await db
    .select({ startsAt: eventRegistrations.slotStartsAt })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.eventId, eventId),
        ne(eventRegistrations.responseAction, 'declined'),
        gte(eventRegistrations.slotStartsAt, from),
      ),
    )
    .limit(5000);
  return new Set(rows.flatMap((row) => (row.startsAt ? [row.startsAt.getTime()] : [])));
};

/** A page of an event's registrations, oldest first, with the email of members (their user's). */
export const registrationPage = async (db: Db, tenantId: string, eventId: number, limit: number, offset: number) => {
  const where = and(eq(eventRegistrations.tenantId, tenantId), eq(eventRegistrations.eventId, eventId));
  const [rows, total] = await Promise.all([
    db
      .select({ registration: eventRegistrations, profileUuid: profiles.uuid, memberEmail: users.email })
      .from(eventRegistrations)
      .leftJoin(
        profiles,
        and(eq(profiles.tenantId, eventRegistrations.tenantId), eq(profiles.id, eventRegistrations.profileId)),
      )
      .leftJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
      .where(where)
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(eventRegistrations).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
};

/** Everyone who still stands registered (attending or tentative), at most 5000: who hears of a change. */
export const standingRegistrations = (db: Db, tenantId: string, eventId: number) =>
  db
    .select({ registration: eventRegistrations, userId: profiles.userId })
    .from(eventRegistrations)
    .leftJoin(
      profiles,
      and(eq(profiles.tenantId, eventRegistrations.tenantId), eq(profiles.id, eventRegistrations.profileId)),
    )
    .where(
      and(
        eq(eventRegistrations.tenantId, tenantId),
        eq(eventRegistrations.eventId, eventId),
        ne(eventRegistrations.responseAction, 'declined'),
      ),
    )
    .limit(5000);

/** Events whose files include this key (the tenant's), to check who may download it. */
export const eventWithFile = async (db: Db, tenantId: string, key: string) => {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), sql`${events.files} @> ${JSON.stringify([{ key }])}::jsonb`))
    .limit(1);
  return row;
};

export const eventById = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)))
    .limit(1);
  return row;
};

/** The uuids of events by id, as a map. */
export const eventUuids = async (db: Db, tenantId: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: events.id, uuid: events.uuid })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, ids)));
  return new Map(rows.map((row) => [row.id, row.uuid]));
};
