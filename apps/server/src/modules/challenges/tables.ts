import type { ChallengeQuestion, ChallengeStatus, ParticipantStatus } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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
import { profiles } from '../../platform/identity/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';
import type { StoredFile } from '../attachments/tables.ts';

export type StoredAnswer = { questionUUID: string; answer: string };

/**
 * A corporate's challenge. Questions and files are kept on the row as JSON (a handful each); the number
 * of participants is kept as they apply, so a list reads no other table.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    corporateProfileId: integer('corporate_profile_id').notNull(),
    title: text('title').notNull(),
    problemStatement: text('problem_statement').notNull(),
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    rewards: text('rewards').notNull(),
    eligibility: text('eligibility').notNull(),
    deadline: date('deadline').notNull(),
    status: text('status').$type<ChallengeStatus>().notNull().default('open'),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    questions: jsonb('questions').$type<ChallengeQuestion[]>().notNull().default([]),
    participantCount: integer('participant_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', left(problem_statement, 4000)), 'B')`,
    ),
  },
  (t) => [
    foreignKey({
      name: 'challenges_corporate_fk',
      columns: [t.tenantId, t.corporateProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    unique('challenges_tenant_id_id_key').on(t.tenantId, t.id),
    index('challenges_open_idx').on(t.tenantId, t.id.desc()).where(sql`${t.status} = 'open'`),
    index('challenges_corporate_idx').on(t.tenantId, t.corporateProfileId, t.id.desc()),
    index('challenges_search_idx').using('gin', t.searchVector),
    index('challenges_industries_idx').using('gin', t.industries),
  ],
);

/** A startup's application to a challenge: one per startup per challenge. */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    tenantId: tenantIdColumn(),
    challengeId: bigint('challenge_id', { mode: 'number' }).notNull(),
    startupProfileId: integer('startup_profile_id').notNull(),
    pitch: text('pitch').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    status: text('status').$type<ParticipantStatus>().notNull().default('applied'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'challenge_participants_challenge_fk',
      columns: [t.tenantId, t.challengeId],
      foreignColumns: [challenges.tenantId, challenges.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'challenge_participants_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    uniqueIndex('challenge_participants_once_idx').on(t.tenantId, t.challengeId, t.startupProfileId),
    index('challenge_participants_list_idx').on(t.tenantId, t.challengeId, t.status, t.id),
    index('challenge_participants_startup_idx').on(t.tenantId, t.startupProfileId, t.id.desc()),
  ],
);
