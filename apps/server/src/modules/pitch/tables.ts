import type { PitchClipStatus, PitchCompileStatus, PitchKind } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from '../../platform/identity/tables.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import { tenantIdColumn } from '../../platform/tenancy/tables.ts';

/**
 * A startup's script and clip for one pitch topic (a taxonomy term of pitch-video-topics). The script is
 * kept as typed, with or without a clip. `sourceKey` is the upload as it came, until the transcode job
 * has made `videoKey` from it (one MP4 format for every clip, so that a compile joins them by copying).
 */
export const pitchClips = pgTable(
  'pitch_clips',
  {
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    topicId: integer('topic_id').notNull(),
    kind: text('kind').$type<PitchKind>().notNull(),
    script: text('script').notNull().default(''),
    status: text('status').$type<PitchClipStatus>(),
    failure: text('failure'),
    sourceKey: text('source_key'),
    videoKey: text('video_key'),
    /** The length measured on the server, in milliseconds. */
    durationMs: integer('duration_ms'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.startupProfileId, t.topicId] }),
    foreignKey({
      name: 'pitch_clips_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    // A topic with clips cannot be removed (the console says so); the database holds it too.
    foreignKey({
      name: 'pitch_clips_topic_fk',
      columns: [t.tenantId, t.topicId],
      foreignColumns: [taxonomyTerms.tenantId, taxonomyTerms.id],
    }),
    check('pitch_clips_status_check', sql`${t.status} is null or ${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/**
 * A startup's compiled pitch of one kind: the state of its newest compile, and the last pitch that
 * compiled (which keeps playing while a new one is queued or compiling).
 */
export const pitchCompiles = pgTable(
  'pitch_compiles',
  {
    tenantId: tenantIdColumn(),
    startupProfileId: integer('startup_profile_id').notNull(),
    kind: text('kind').$type<PitchKind>().notNull(),
    status: text('status').$type<PitchCompileStatus>().notNull(),
    failure: text('failure'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    videoKey: text('video_key'),
    posterKey: text('poster_key'),
    durationMs: integer('duration_ms'),
    compiledAt: timestamp('compiled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.startupProfileId, t.kind] }),
    foreignKey({
      name: 'pitch_compiles_startup_fk',
      columns: [t.tenantId, t.startupProfileId],
      foreignColumns: [profiles.tenantId, profiles.id],
    }).onDelete('cascade'),
    check('pitch_compiles_status_check', sql`${t.status} in ('none', 'queued', 'compiling', 'ready', 'failed')`),
  ],
);
