import type {
  AgendaItem,
  Answers,
  EventFile,
  EventMode,
  EventResponse,
  EventStatus,
  FormField,
  Speaker,
} from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../../platform/db/text-search.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * An event of the tenant (spec calls 7.13). Its agenda, speakers, questions and files are a handful
 * each, kept on the row as JSON. `attending_count` is kept by the registration writes, under a lock on
 * the event's row, so a full event refuses the next registration without counting.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mode: text('mode').$type<EventMode>().notNull(),
    location: text('location'),
    onlineLink: text('online_link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    capacity: integer('capacity'),
    /** A ticket's price before tax in the tenant's payment currency (docs/payments.md); null: free. */
    ticketPriceMinor: integer('ticket_price_minor'),
    slotMinutes: integer('slot_minutes'),
    agenda: jsonb('agenda').$type<AgendaItem[]>().notNull().default([]),
    speakers: jsonb('speakers').$type<Speaker[]>().notNull().default([]),
    questions: jsonb('questions').$type<FormField[]>().notNull().default([]),
    files: jsonb('files').$type<EventFile[]>().notNull().default([]),
    isPublic: boolean('is_public').notNull().default(false),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    attendingCount: integer('attending_count').notNull().default(0),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(description, 4000)), 'B')`,
    ),
  },
  (t) => [
    unique('events_tenant_id_id_key').on(t.tenantId, t.id),
    index('events_starts_idx').on(t.tenantId, t.status, t.startsAt),
    index('events_public_idx').on(t.tenantId, t.isPublic, t.startsAt),
    index('events_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * A registration to an event: a member's (profile) or a visitor's (name and email). One per member and
 * event, and one per email and event for visitors; changing the answer updates it. Office hours keep the
 * booked slot; two registrations never hold one slot (unique index over the attending ones).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    eventId: integer('event_id').notNull(),
    profileId: integer('profile_id'),
    name: text('name').notNull(),
    email: text('email'),
    responseAction: text('response_action').$type<EventResponse>().notNull(),
    timeZone: text('time_zone').notNull(),
    utcOffset: integer('utc_offset').notNull().default(0),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    meetingAgenda: text('meeting_agenda'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'event_registrations_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_registrations_profile_fk',
      columns: [t.tenantId, t.profileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('event_registrations_member_key')
      .on(t.tenantId, t.eventId, t.profileId)
      .where(sql`${t.profileId} is not null`),
    uniqueIndex('event_registrations_visitor_key')
      .on(t.tenantId, t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.profileId} is null`),
    uniqueIndex('event_registrations_slot_key')
      .on(t.tenantId, t.eventId, t.slotStartsAt)
      .where(sql`${t.slotStartsAt} is not null and ${t.responseAction} <> 'declined'`),
    index('event_registrations_event_idx').on(t.tenantId, t.eventId, t.createdAt),
    index('event_registrations_profile_idx').on(t.tenantId, t.profileId),
  ],
);

/**
 * A seat held for a member who went to pay for a ticket (docs/payments.md): it counts against the
 * capacity until it is taken (the payment confirmed: the member is registered), released (the payment
 * failed) or its time runs out. One per order.
 */
export const eventSeatHolds = pgTable(
  'event_seat_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    eventId: integer('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The order paying for it (modules/payments), by its uuid. */
    orderUuid: uuid('order_uuid').notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'event_seat_holds_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_seat_holds_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('event_seat_holds_order_key').on(t.tenantId, t.orderUuid),
    index('event_seat_holds_event_idx').on(t.tenantId, t.eventId, t.holdUntil),
  ],
);
