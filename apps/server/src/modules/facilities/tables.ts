import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/*
 * Facility bookings (issue 40; product.md 2, /facilities-management and /facilities-management/my-bookings
 * under the facility_management flag): operators list rooms, labs, equipment and desks with their hours and
 * rules; members book free slots. The database itself refuses two live bookings of one facility that
 * overlap in time (an exclusion constraint, added by hand in the migration: drizzle cannot state one).
 */

/** A weekday's opening, in the tenant's time zone: 0 is Sunday; "09:00" to "18:00". */
export type OpeningHours = { day: number; opens: string; closes: string }[];

export const facilities = pgTable(
  'facilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    /** room, lab, equipment or desk. */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    /** How many people one booking may bring. */
    capacity: integer('capacity').notNull().default(1),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    /** IANA time zone the opening hours are in (the tenant's, when it was created). */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Bookings start on this grid and last whole slots. */
    slotMinutes: integer('slot_minutes').notNull().default(60),
    /** A booking may be cancelled until this many hours before it starts. */
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull().default(24),
    needsApproval: boolean('needs_approval').notNull().default(false),
    rules: text('rules').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('facilities_tenant_id_id_key').on(t.tenantId, t.id),
    index('facilities_list_idx').on(t.tenantId, t.active, t.name),
    check('facilities_capacity_check', sql`${t.capacity} between 1 and 10000`),
    check('facilities_slot_check', sql`${t.slotMinutes} between 5 and 1440`),
  ],
);

/**
 * A member's booking of a facility from starts_at to ends_at. pending (waiting for an operator when the
 * facility needs approval) and confirmed bookings hold their time; declined and cancelled ones free it.
 */
export const facilityBookings = pgTable(
  'facility_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    facilityId: integer('facility_id').notNull(),
    userId: uuid('user_id').notNull(),
    profileId: integer('profile_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** People coming, within the facility's capacity. */
    seats: integer('seats').notNull().default(1),
    purpose: text('purpose').notNull().default(''),
    status: text('status').notNull(),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'facility_bookings_facility_fk',
      columns: [t.tenantId, t.facilityId],
      foreignColumns: [facilities.tenantId, facilities.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'facility_bookings_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'facility_bookings_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'facility_bookings_decided_by_fk',
      columns: [t.tenantId, t.decidedByUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('set null'),
    check('facility_bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    // A facility's day or week (operators' calendar, free slots); a member's own bookings.
    index('facility_bookings_calendar_idx').on(t.tenantId, t.facilityId, t.startsAt),
    index('facility_bookings_member_idx').on(t.tenantId, t.userId, t.startsAt.desc()),
  ],
);
