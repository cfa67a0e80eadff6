import type { PitchKind } from '@ventura/shared';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { taxonomyTerms } from '../../platform/reference/tables.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { programApplications, programReviewers } from '../programs/tables.ts';
import { pitchClips, pitchCompiles } from './tables.ts';

const topicKind = 'pitch-video-topics' as const;

export type TopicRow = typeof taxonomyTerms.$inferSelect;
export type ClipRow = typeof pitchClips.$inferSelect;
export type CompileRow = typeof pitchCompiles.$inferSelect;

// ---- Topics: the taxonomy terms of pitch-video-topics; a category is a pitch kind, its topics hang under it ----

/** Every category and topic of the tenant, ordered by id (the spec's order). */
export const listTopicTerms = (db: Db, tenantId: string) =>
  db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, topicKind)))
    .orderBy(asc(taxonomyTerms.id));

export const findTopicTerm = async (db: Db, tenantId: string, id: number) => {
  const [row] = await db
    .select()
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, topicKind), eq(taxonomyTerms.id, id)));
  return row;
};

export const insertTopic = async (
  db: Db,
  input: { tenantId: string; kind: PitchKind; code: string; title: string; prompt: string | null; seconds: number },
) => {
  const [last] = await db
    .select({ position: max(taxonomyTerms.sortOrder) })
    .from(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, input.tenantId), eq(taxonomyTerms.kind, topicKind)));
  const [row] = await db
    .insert(taxonomyTerms)
    .values({
      tenantId: input.tenantId,
      kind: topicKind,
      code: input.code,
      name: input.title,
      description: input.prompt,
      parentCode: input.kind,
      seconds: input.seconds,
      sortOrder: (last?.position ?? 0) + 1,
    })
    .returning();
  return row;
};

export const updateTopic = async (
  db: Db,
  tenantId: string,
  id: number,
  patch: { title: string; prompt: string | null; seconds: number },
) => {
  const [row] = await db
    .update(taxonomyTerms)
    .set({ name: patch.title, description: patch.prompt, seconds: patch.seconds })
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, topicKind), eq(taxonomyTerms.id, id)))
    .returning();
  return row;
};

export const deleteTopic = (db: Db, tenantId: string, id: number) =>
  db
    .delete(taxonomyTerms)
    .where(and(eq(taxonomyTerms.tenantId, tenantId), eq(taxonomyTerms.kind, topicKind), eq(taxonomyTerms.id, id)));

/** How many startups hold a script or clip for a topic. */
export const clipsOfTopic = async (db: Db, tenantId: string, topicId: number) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pitchClips)
    .where(and(eq(pitchClips.tenantId, tenantId), eq(pitchClips.topicId, topicId)));
  return row?.count ?? 0;
};

// ---- Startups ----

const startupColumns = {
  id: profiles.id,
  uuid: profiles.uuid,
  userId: profiles.userId,
  name: profiles.organizationName,
  accountType: profiles.accountType,
  approvalStatus: profiles.approvalStatus,
  userStatus: users.status,
};

const startupQuery = (db: Db) =>
  db
    .select(startupColumns)
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)));

export type StartupRow = NonNullable<Awaited<ReturnType<typeof findStartupById>>>;

export const findStartupById = async (db: Db, tenantId: string, id: number) => {
  const [row] = await startupQuery(db).where(
    and(eq(profiles.tenantId, tenantId), eq(profiles.id, id), eq(profiles.accountType, 'startup')),
  );
  return row;
};

export const findStartupByUuid = async (db: Db, tenantId: string, uuid: string) => {
  const [row] = await startupQuery(db).where(
    and(eq(profiles.tenantId, tenantId), eq(profiles.uuid, uuid), eq(profiles.accountType, 'startup')),
  );
  return row;
};

/** Whether the user reviews a program the startup has sent an application to. */
export const reviewsApplicationOf = async (db: Db, tenantId: string, userId: string, startupId: number) => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(programApplications)
    .innerJoin(
      programReviewers,
      and(
        eq(programReviewers.tenantId, programApplications.tenantId),
        eq(programReviewers.programId, programApplications.programId),
      ),
    )
    .where(
      and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.profileId, startupId),
        sql`${programApplications.status} <> 'draft'`,
        eq(programReviewers.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The brand colour of the tenant, for the title cards. */
export const brandColorOf = async (db: Db, tenantId: string) => {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.branding?.colors?.primary ?? '#1f2937';
};

// ---- Clips ----

export const listClips = (db: Db, tenantId: string, startupId: number) =>
  db
    .select()
    .from(pitchClips)
    .where(and(eq(pitchClips.tenantId, tenantId), eq(pitchClips.startupProfileId, startupId)));

const clipKey = (tenantId: string, startupId: number, topicId: number) =>
  and(eq(pitchClips.tenantId, tenantId), eq(pitchClips.startupProfileId, startupId), eq(pitchClips.topicId, topicId));

export const findClip = async (db: Db, tenantId: string, startupId: number, topicId: number) => {
  const [row] = await db
    .select()
    .from(pitchClips)
    .where(clipKey(tenantId, startupId, topicId));
  return row;
};

export const saveScript = async (
  db: Db,
  input: { tenantId: string; startupId: number; topicId: number; kind: PitchKind; script: string },
) => {
  const [row] = await db
    .insert(pitchClips)
    .values({
      tenantId: input.tenantId,
      startupProfileId: input.startupId,
      topicId: input.topicId,
      kind: input.kind,
      script: input.script,
    })
    .onConflictDoUpdate({
      target: [pitchClips.tenantId, pitchClips.startupProfileId, pitchClips.topicId],
      set: { script: input.script, updatedAt: sql`now()` },
    })
    .returning();
  return row;
};

/** Points a topic's clip at a new upload, waiting to be transcoded; answers the row and the keys it replaced. */
export const setUpload = async (
  db: Db,
  input: {
    tenantId: string;
    startupId: number;
    topicId: number;
    kind: PitchKind;
    sourceKey: string;
    durationMs: number;
  },
) => {
  const previous = await db
    .select({ sourceKey: pitchClips.sourceKey, videoKey: pitchClips.videoKey })
    .from(pitchClips)
    .where(clipKey(input.tenantId, input.startupId, input.topicId))
    .for('update');
  const fields = {
    status: 'processing' as const,
    failure: null,
    sourceKey: input.sourceKey,
    videoKey: null,
    durationMs: input.durationMs,
    uploadedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(pitchClips)
    .values({
      tenantId: input.tenantId,
      startupProfileId: input.startupId,
      topicId: input.topicId,
      kind: input.kind,
      ...fields,
    })
    .onConflictDoUpdate({ target: [pitchClips.tenantId, pitchClips.startupProfileId, pitchClips.topicId], set: fields })
    .returning();
  const replaced = previous
    .flatMap((old) => [old.sourceKey, old.videoKey])
    .filter((key): key is string => key !== null);
  return { row: row as ClipRow, replaced };
};

type Awaiting = { tenantId: string; startupId: number; topicId: number; sourceKey: string };

/** Ends a clip's wait for an upload, if it still waits for that very upload (a newer upload or a delete wins). */
const settleClip = async (db: Db, input: Awaiting, set: Partial<typeof pitchClips.$inferInsert>) => {
  const rows = await db
    .update(pitchClips)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        clipKey(input.tenantId, input.startupId, input.topicId),
        eq(pitchClips.sourceKey, input.sourceKey),
        eq(pitchClips.status, 'processing'),
      ),
    )
    .returning({ topicId: pitchClips.topicId });
  return rows.length > 0;
};

/** Marks a clip transcoded; answers whether it still waited for this upload. */
export const markClipReady = (db: Db, input: Awaiting & { videoKey: string; durationMs: number }) =>
  settleClip(db, input, { status: 'ready', videoKey: input.videoKey, sourceKey: null, durationMs: input.durationMs });

/** Marks a clip unreadable, with the reason; its upload stays. */
export const markClipFailed = (db: Db, input: Awaiting & { failure: string }) =>
  settleClip(db, input, { status: 'failed', failure: input.failure });

/** Removes the videos of some topics' clips (scripts stay); answers how many had one and their keys. */
export const clearClips = async (db: Db, tenantId: string, startupId: number, topicIds: readonly number[]) => {
  if (topicIds.length === 0) return { cleared: 0, keys: [] as string[] };
  const where = and(
    eq(pitchClips.tenantId, tenantId),
    eq(pitchClips.startupProfileId, startupId),
    inArray(pitchClips.topicId, [...topicIds]),
    sql`${pitchClips.status} is not null`,
  );
  const before = await db
    .select({ sourceKey: pitchClips.sourceKey, videoKey: pitchClips.videoKey })
    .from(pitchClips)
    .where(where)
    .for('update');
  await db
    .update(pitchClips)
    .set({
      status: null,
      failure: null,
      sourceKey: null,
      videoKey: null,
      durationMs: null,
      uploadedAt: null,
      updatedAt: sql`now()`,
    })
    .where(where);
  const keys = before.flatMap((row) => [row.sourceKey, row.videoKey]).filter((key): key is string => key !== null);
  return { cleared: before.length, keys };
};

// ---- Compiles ----

export const listCompiles = (db: Db, tenantId: string, startupId: number) =>
  db
    .select()
    .from(pitchCompiles)
    .where(and(eq(pitchCompiles.tenantId, tenantId), eq(pitchCompiles.startupProfileId, startupId)));

const compileKey = (tenantId: string, startupId: number, kind: PitchKind) =>
  and(
    eq(pitchCompiles.tenantId, tenantId),
    eq(pitchCompiles.startupProfileId, startupId),
    eq(pitchCompiles.kind, kind),
  );

export const findCompile = async (db: Db, tenantId: string, startupId: number, kind: PitchKind) => {
  const [row] = await db
    .select()
    .from(pitchCompiles)
    .where(compileKey(tenantId, startupId, kind));
  return row;
};

/** Whether a compile of the kind is queued or running (clips may not change under it). */
export const compileRunning = async (db: Db, tenantId: string, startupId: number, kind: PitchKind) => {
  const row = await findCompile(db, tenantId, startupId, kind);
  return row?.status === 'queued' || row?.status === 'compiling';
};

/** Queues a compile unless one is queued or running: the row, or undefined when one already is. */
export const queueCompile = async (db: Db, tenantId: string, startupId: number, kind: PitchKind) => {
  const [row] = await db
    .insert(pitchCompiles)
    .values({ tenantId, startupProfileId: startupId, kind, status: 'queued', requestedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [pitchCompiles.tenantId, pitchCompiles.startupProfileId, pitchCompiles.kind],
      set: { status: 'queued', failure: null, requestedAt: sql`now()`, startedAt: null },
      setWhere: sql`${pitchCompiles.status} not in ('queued', 'compiling')`,
    })
    .returning();
  return row;
};

/** Moves a queued compile to compiling (or keeps a retried one there); false when it is no longer wanted. */
export const startCompile = async (db: Db, tenantId: string, startupId: number, kind: PitchKind) => {
  const rows = await db
    .update(pitchCompiles)
    .set({ status: 'compiling', startedAt: sql`now()` })
    .where(and(compileKey(tenantId, startupId, kind), inArray(pitchCompiles.status, ['queued', 'compiling'])))
    .returning({ kind: pitchCompiles.kind });
  return rows.length > 0;
};

/** The compile's end: the new pitch in place (answering the keys it replaced), or the reason it failed. */
export const finishCompile = async (
  db: Db,
  tenantId: string,
  startupId: number,
  kind: PitchKind,
  outcome: { videoKey: string; posterKey: string; durationMs: number } | { failure: string },
) => {
  const [before] = await db
    .select({ videoKey: pitchCompiles.videoKey, posterKey: pitchCompiles.posterKey })
    .from(pitchCompiles)
    .where(compileKey(tenantId, startupId, kind))
    .for('update');
  if ('failure' in outcome) {
    await db
      .update(pitchCompiles)
      .set({ status: 'failed', failure: outcome.failure })
      .where(compileKey(tenantId, startupId, kind));
    return [];
  }
  await db
    .update(pitchCompiles)
    .set({ status: 'ready', failure: null, ...outcome, compiledAt: sql`now()` })
    .where(compileKey(tenantId, startupId, kind));
  return [before?.videoKey, before?.posterKey].filter((key): key is string => Boolean(key));
};

/** Removes a compiled pitch (bulk delete); answers its keys. */
export const clearCompile = async (db: Db, tenantId: string, startupId: number, kind: PitchKind) => {
  const [before] = await db
    .delete(pitchCompiles)
    .where(compileKey(tenantId, startupId, kind))
    .returning({ videoKey: pitchCompiles.videoKey, posterKey: pitchCompiles.posterKey });
  return [before?.videoKey, before?.posterKey].filter((key): key is string => Boolean(key));
};
