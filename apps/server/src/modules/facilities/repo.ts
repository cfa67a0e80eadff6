import type { BookingStatus, FacilityKind } from '@ventura/shared';
import { and, asc, desc, eq, getTableColumns, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/identity/tables.ts';
import { facilities, facilityBookings } from './tables.ts';

export type FacilityRow = typeof facilities.$inferSelect;

/** The statuses that hold a facility's time (the exclusion constraint's, too). */
export const liveStatuses: BookingStatus[] = ['pending', 'confirmed'];

/** Words of a search as an ILIKE pattern, its wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Active facilities, A to Z, of one kind or matching a name or location (a tenant has tens: capped). */
export const listActive = (
  db: Db,
  tenantId: string,
  filter: { kind?: FacilityKind | undefined; q?: string | undefined },
) => {
  const where: SQL[] = [eq(facilities.tenantId, tenantId), eq(facilities.active, true)];
  if (filter.kind) where.push(eq(facilities.kind, filter.kind));
  if (filter.q) {
    const pattern = containing(filter.q);
    const match = or(ilike(facilities.name, pattern), ilike(facilities.location, pattern));
    if (match) where.push(match);
  }
  return db
    .select()
    .from(facilities)
    .where(and(...where))
    .orderBy(asc(facilities.name), asc(facilities.id))
    .limit(200);
};

export const listAll = (db: Db, tenantId: string) =>
  db
    .select()
    .from(facilities)
    .where(eq(facilities.tenantId, tenantId))
    .orderBy(desc(facilities.active), asc(facilities.name), asc(facilities.id))
    .limit(500);

export const findFacility = async (db: Db, tenantId: string, uuid: string): Promise<FacilityRow | undefined> => {
  const [row] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantId), eq(facilities.uuid, uuid)));
  return row;
};

export const insertFacility = async (db: Db, row: typeof facilities.$inferInsert) => {
  const [stored] = await db.insert(facilities).values(row).returning();
  return stored;
};

export const updateFacility = async (
  db: Db,
  tenantId: string,
  uuid: string,
  patch: Partial<typeof facilities.$inferInsert>,
) => {
  const [stored] = await db
    .update(facilities)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(facilities.tenantId, tenantId), eq(facilities.uuid, uuid)))
    .returning();
  return stored;
};

/** How many bookings wait for approval, per facility id. */
export const pendingCounts = async (db: Db, tenantId: string) => {
  const rows = await db
    .select({ facilityId: facilityBookings.facilityId, count: sql<number>`count(*)::int` })
    .from(facilityBookings)
    .where(and(eq(facilityBookings.tenantId, tenantId), eq(facilityBookings.status, 'pending')))
    .groupBy(facilityBookings.facilityId);
  return new Map(rows.map((row) => [row.facilityId, row.count]));
};

// ---- Bookings ----

/** Live bookings of a facility that overlap [from, to): what makes slots taken. */
export const liveBookingsBetween = (db: Db, tenantId: string, facilityId: number, from: Date, to: Date) =>
  db
    .select({ startsAt: facilityBookings.startsAt, endsAt: facilityBookings.endsAt, userId: facilityBookings.userId })
    .from(facilityBookings)
    .where(
      and(
        eq(facilityBookings.tenantId, tenantId),
        eq(facilityBookings.facilityId, facilityId),
        inArray(facilityBookings.status, liveStatuses),
        lt(facilityBookings.startsAt, to),
        gt(facilityBookings.endsAt, from),
      ),
    )
    .orderBy(asc(facilityBookings.startsAt))
    .limit(2000);

/** Stores a booking; the exclusion constraint refuses it (23P01) when a live one overlaps. */
export const insertBooking = async (db: Db, row: typeof facilityBookings.$inferInsert) => {
  const [stored] = await db.insert(facilityBookings).values(row).returning({ uuid: facilityBookings.uuid });
  return stored;
};

/** A member's live bookings that have not ended. */
export const upcomingCount = async (db: Db, tenantId: string, userId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(facilityBookings)
    .where(
      and(
        eq(facilityBookings.tenantId, tenantId),
        eq(facilityBookings.userId, userId),
        inArray(facilityBookings.status, liveStatuses),
        gt(facilityBookings.endsAt, sql`now()`),
      ),
    );
  return row?.count ?? 0;
};

const bookingColumns = {
  ...getTableColumns(facilityBookings),
  facilityUuid: facilities.uuid,
  facilityName: facilities.name,
  facilityKind: facilities.kind,
  facilityLocation: facilities.location,
  timeZone: facilities.timeZone,
  cancelCutoffHours: facilities.cancelCutoffHours,
  memberName: sql<string>`coalesce(${users.name}, '')`,
  memberEmail: users.email,
};
export type BookingRow = typeof facilityBookings.$inferSelect & {
  facilityUuid: string;
  facilityName: string;
  facilityKind: string;
  facilityLocation: string;
  timeZone: string;
  cancelCutoffHours: number;
  memberName: string;
  memberEmail: string | null;
};

const bookingsWithFacility = (db: Db) =>
  db
    .select(bookingColumns)
    .from(facilityBookings)
    .innerJoin(
      facilities,
      and(eq(facilities.tenantId, facilityBookings.tenantId), eq(facilities.id, facilityBookings.facilityId)),
    )
    .leftJoin(users, and(eq(users.tenantId, facilityBookings.tenantId), eq(users.id, facilityBookings.userId)));

export const findBooking = async (db: Db, tenantId: string, uuid: string): Promise<BookingRow | undefined> => {
  const [row] = await bookingsWithFacility(db).where(
    and(eq(facilityBookings.tenantId, tenantId), eq(facilityBookings.uuid, uuid)),
  );
  return row;
};

type Window = { limit: number; offset: number };

/** A member's bookings: upcoming (not ended, soonest first) or past (ended, latest first); one more than the page. */
export const myBookingsPage = (db: Db, tenantId: string, userId: string, when: 'upcoming' | 'past', page: Window) => {
  const where = and(
    eq(facilityBookings.tenantId, tenantId),
    eq(facilityBookings.userId, userId),
    when === 'upcoming' ? gt(facilityBookings.endsAt, sql`now()`) : lte(facilityBookings.endsAt, sql`now()`),
  );
  return {
    rows: bookingsWithFacility(db)
      .where(where)
      .orderBy(
        when === 'upcoming' ? asc(facilityBookings.startsAt) : desc(facilityBookings.startsAt),
        asc(facilityBookings.id),
      )
      .limit(page.limit + 1)
      .offset(page.offset),
    matching: db.select({ id: facilityBookings.id }).from(facilityBookings).where(where),
  };
};

export type CalendarFilter = { facilityId?: number; status?: BookingStatus; from?: Date; to?: Date };

/** The console's bookings in a window, by start; one more than the page. */
export const calendarPage = (db: Db, tenantId: string, filter: CalendarFilter, page: Window) => {
  const where: SQL[] = [eq(facilityBookings.tenantId, tenantId)];
  if (filter.facilityId !== undefined) where.push(eq(facilityBookings.facilityId, filter.facilityId));
  if (filter.status) where.push(eq(facilityBookings.status, filter.status));
  if (filter.from) where.push(gt(facilityBookings.endsAt, filter.from));
  if (filter.to) where.push(lt(facilityBookings.startsAt, filter.to));
  const condition = and(...where);
  return {
    rows: bookingsWithFacility(db)
      .where(condition)
      .orderBy(asc(facilityBookings.startsAt), asc(facilityBookings.id))
      .limit(page.limit + 1)
      .offset(page.offset),
    matching: db.select({ id: facilityBookings.id }).from(facilityBookings).where(condition),
  };
};

/**
 * Moves a booking from one of `from` to a new status, in one statement, so two operators deciding at once
 * cannot both win: answers the row, or undefined when its status had moved meanwhile.
 */
export const moveBooking = async (
  db: Db,
  tenantId: string,
  id: number,
  from: BookingStatus[],
  patch: Partial<typeof facilityBookings.$inferInsert>,
) => {
  const [moved] = await db
    .update(facilityBookings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(
      and(eq(facilityBookings.tenantId, tenantId), eq(facilityBookings.id, id), inArray(facilityBookings.status, from)),
    )
    .returning({ id: facilityBookings.id });
  return moved;
};

/** The facility's row, locked until the transaction ends: one booking of it at a time. */
export const lockFacility = async (tx: Db, tenantId: string, id: number) => {
  await tx
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.tenantId, tenantId), eq(facilities.id, id)))
    .for('update');
};
