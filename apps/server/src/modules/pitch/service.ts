import {
  maxClipSeconds,
  type NewPitchTopic,
  type PitchCategory,
  type PitchFilesAnswer,
  type PitchKind,
  type PitchTopicBody,
  pitchKinds,
  pitchLimits,
  type StartupPitchesAnswer,
} from '@ventura/shared';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { organisationOf } from '../../platform/identity/organisation.ts';
import { accountPolicy } from '../../platform/identity/policy.ts';
import type { Media } from '../../platform/media/ffmpeg.ts';
import { probeVideo, videoTypeOf } from '../../platform/media/uploads.ts';
import type { Context, Member } from '../../platform/request-context.ts';
import { fileKey, newFileId } from '../../platform/storage/index.ts';
import { countUpload } from '../uploads/index.ts';
import { announce, removeKeys } from './effects.ts';
import { compileJob, transcodeJob } from './jobs.ts';
import { pitchPolicy } from './policy.ts';
import { presentCategories, presentClip, presentCompile, presentTopic, presentWatchable } from './present.ts';
import * as repo from './repo.ts';

export type PitchMember = Member & { media: Media };

const startupNotFound = 'Startup not found';
const compileRunningText = 'This pitch is being compiled: wait for it to finish before changing its clips';

/** Clock text for a length in seconds: 90 -> '1:30'. */
const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

// ---- The caller's startup ----

/** The startup the caller records for: its own, or the one whose team it belongs to (403 for other profiles). */
const ownStartup = async (m: PitchMember) => {
  if (!pitchPolicy.record(m.auth.profile)) throw forbidden('Pitches are recorded by startups');
  const startup = await repo.findStartupById(m.db, m.tenant.id, organisationOf(m.auth.profile));
  if (!startup) throw notFound(startupNotFound);
  return startup;
};

/** The caller's startup, which a path names by uuid: another startup's uuid is not found. */
const ownStartupNamed = async (m: PitchMember, uuid: string) => {
  const startup = await ownStartup(m);
  if (startup.uuid !== uuid) throw notFound(startupNotFound);
  return startup;
};

const categoriesOf = async (m: Context) => presentCategories(await repo.listTopicTerms(m.db, m.tenant.id));

/** A kind's category by its id, and one of its topics (404 for a topic of another kind or tenant). */
const topicOf = async (m: Context, categoryId: number, topicId: number) => {
  const categories = await categoriesOf(m);
  const category = categories.find((entry) => entry.id === categoryId);
  if (!category) throw notFound('Pitch category not found');
  const topic = category.topics.find((entry) => entry.id === topicId);
  if (!topic) {
    const elsewhere = categories.some((entry) => entry.topics.some((other) => other.id === topicId));
    throw elsewhere
      ? badRequest(`This topic is not part of the ${category.title}`, [
          `topicId: This topic is not part of the ${category.title}`,
        ])
      : notFound('Pitch topic not found');
  }
  return { category, topic };
};

const assertNotCompiling = async (m: Context, startupId: number, kind: PitchKind) => {
  if (await repo.compileRunning(m.db, m.tenant.id, startupId, kind)) throw conflict(compileRunningText);
};

// ---- Reading ----

/** GET pitch-deck: the caller's clips and compiles per kind, and the topics. */
export const files = async (m: PitchMember): Promise<PitchFilesAnswer> => {
  const startup = await ownStartup(m);
  const [categoryTopics, clips, compiles] = await Promise.all([
    categoriesOf(m),
    repo.listClips(m.db, m.tenant.id, startup.id),
    repo.listCompiles(m.db, m.tenant.id, startup.id),
  ]);
  const clipOf = new Map(clips.map((clip) => [clip.topicId, clip]));
  const formattedResults = Object.fromEntries(
    pitchKinds.map((kind) => {
      const topics = categoryTopics.find((category) => category.kind === kind)?.topics ?? [];
      return [
        kind,
        {
          clips: topics.map((topic) => presentClip(topic.id, clipOf.get(topic.id))),
          compile: presentCompile(
            kind,
            compiles.find((row) => row.kind === kind),
          ),
        },
      ];
    }),
  ) as PitchFilesAnswer['formattedResults'];
  return { startupUuid: startup.uuid, startupName: startup.name ?? '', formattedResults, categoryTopics };
};

/**
 * GET startup/{uuid}: the startup's compiled pitches. Anyone may watch those of an approved startup of an
 * active account (members only when the tenant keeps profiles to members); its team, the operators and
 * the reviewers of a program it applied to see them in any state. Anyone else: the same 404 as no startup.
 */
export const startupPitches = async (m: Context, uuid: string): Promise<StartupPitchesAnswer> => {
  const startup = await repo.findStartupByUuid(m.db, m.tenant.id, uuid);
  if (!startup) throw notFound(startupNotFound);
  const auth = m.auth;
  const isPublic =
    startup.approvalStatus === 'approved' &&
    startup.userStatus === 'active' &&
    (auth !== null || m.tenant.settings.profile_settings.public_profiles !== 'members');
  const privileged =
    auth !== null &&
    (accountPolicy.useConsole(auth) ||
      organisationOf(auth.profile) === startup.id ||
      (await repo.reviewsApplicationOf(m.db, m.tenant.id, auth.user.id, startup.id)));
  if (!isPublic && !privileged) throw notFound(startupNotFound);
  const compiles = await repo.listCompiles(m.db, m.tenant.id, startup.id);
  const watchable = compiles
    .filter((row): row is typeof row & { videoKey: string } => row.videoKey !== null)
    .sort((a, b) => pitchKinds.indexOf(a.kind) - pitchKinds.indexOf(b.kind))
    .map(presentWatchable);
  return { startupUuid: startup.uuid, startupName: startup.name ?? '', formattedResults: watchable };
};

// ---- Scripts and clips ----

export const saveScript = async (m: PitchMember, categoryId: number, topicId: number, script: string) => {
  const startup = await ownStartup(m);
  const { category } = await topicOf(m, categoryId, topicId);
  const row = await repo.saveScript(m.db, {
    tenantId: m.tenant.id,
    startupId: startup.id,
    topicId,
    kind: category.kind,
    script,
  });
  return presentClip(topicId, row);
};

const extensionOf: Record<string, string> = { 'video/webm': 'webm', 'video/mp4': 'mp4', 'video/quicktime': 'mov' };
const notAVideo = 'Upload a WebM, MP4 or QuickTime video';

/** The stored extension of a clip, told from its bytes (never its name): WebM, MP4 or QuickTime, else 400. */
const clipTypeOf = (bytes: Buffer) => videoTypeOf(bytes, extensionOf, notAVideo);

/** The clip's length, read by ffprobe: refused when it holds no video or runs past the topic's limit. */
const measureClip = async (
  media: Media,
  bytes: Buffer,
  extension: string,
  topic: { title: string; seconds: number },
) => {
  const probe = await probeVideo(media, bytes, extension, notAVideo);
  const limit = maxClipSeconds(topic.seconds);
  if (probe.seconds > limit + 0.5) {
    throw badRequest(`The clip is too long for ${topic.title}`, [
      `file: The clip runs ${clock(probe.seconds)}; ${topic.title} takes at most ${clock(limit)} (${clock(topic.seconds)} suggested)`,
    ]);
  }
  return probe.seconds;
};

/**
 * POST upload/{startup}/{category}/{topic}: checks the clip (type by its bytes, size, length for the
 * topic), stores it and queues its transcode in one transaction. The clip it replaces is removed after.
 * Nothing is stored or queued when a check fails.
 */
export const upload = async (
  m: PitchMember,
  input: { startupUuid: string; categoryId: number; topicId: number },
  readBytes: () => Promise<Buffer>,
) => {
  const startup = await ownStartupNamed(m, input.startupUuid);
  const { category, topic } = await topicOf(m, input.categoryId, input.topicId);
  await assertNotCompiling(m, startup.id, category.kind);
  await countUpload(m.db, m.tenant.id, m.auth.user.id);
  const bytes = await readBytes();
  const { extension, contentType } = await clipTypeOf(bytes);
  const seconds = await measureClip(m.media, bytes, extension, topic);
  const sourceKey = fileKey(m.tenant.id, newFileId(), 'clip', extension);
  await m.storage.put(sourceKey, bytes, contentType);
  let saved: Awaited<ReturnType<typeof repo.setUpload>>;
  try {
    saved = await m.db.transaction(async (tx) => {
      // A compile that started since the check above would read the clips this changes.
      if (await repo.compileRunning(tx, m.tenant.id, startup.id, category.kind)) throw conflict(compileRunningText);
      const result = await repo.setUpload(tx, {
        tenantId: m.tenant.id,
        startupId: startup.id,
        topicId: topic.id,
        kind: category.kind,
        sourceKey,
        durationMs: Math.round(seconds * 1000),
      });
      await m.jobs.send(tx, transcodeJob, {
        tenantId: m.tenant.id,
        startupId: startup.id,
        topicId: topic.id,
        sourceKey,
      });
      return result;
    });
  } catch (error) {
    await m.storage.delete(sourceKey).catch(() => undefined);
    throw error;
  }
  await removeKeys(m, saved.replaced);
  await announce(m, m.tenant.id, startup.id, {
    kind: category.kind,
    topicId: topic.id,
    clipStatus: 'processing',
    compileStatus: null,
  });
  return presentClip(topic.id, saved.row);
};

/** DELETE delete/{category}/{topic}: the topic's clip goes; its script stays. */
export const deleteClip = async (m: PitchMember, categoryId: number, topicId: number) => {
  const startup = await ownStartup(m);
  const { category } = await topicOf(m, categoryId, topicId);
  const { cleared, keys } = await m.db.transaction(async (tx) => {
    if (await repo.compileRunning(tx, m.tenant.id, startup.id, category.kind)) throw conflict(compileRunningText);
    return repo.clearClips(tx, m.tenant.id, startup.id, [topicId]);
  });
  if (cleared === 0) throw notFound('There is no clip for this topic');
  await removeKeys(m, keys);
  await announce(m, m.tenant.id, startup.id, { kind: category.kind, topicId, clipStatus: null, compileStatus: null });
  return presentClip(topicId, await repo.findClip(m.db, m.tenant.id, startup.id, topicId));
};

/** DELETE bulk_delete/{category}: every clip of the kind and its compiled pitch go; scripts stay. */
export const deleteKind = async (m: PitchMember, categoryId: number) => {
  const startup = await ownStartup(m);
  const category = (await categoriesOf(m)).find((entry) => entry.id === categoryId);
  if (!category) throw notFound('Pitch category not found');
  const { cleared, keys } = await m.db.transaction(async (tx) => {
    if (await repo.compileRunning(tx, m.tenant.id, startup.id, category.kind)) throw conflict(compileRunningText);
    const clips = await repo.clearClips(
      tx,
      m.tenant.id,
      startup.id,
      category.topics.map((topic) => topic.id),
    );
    const compiled = await repo.clearCompile(tx, m.tenant.id, startup.id, category.kind);
    return { cleared: clips.cleared, keys: [...clips.keys, ...compiled] };
  });
  await removeKeys(m, keys);
  await announce(m, m.tenant.id, startup.id, {
    kind: category.kind,
    topicId: null,
    clipStatus: null,
    compileStatus: 'none',
  });
  return { deleted: cleared };
};

// ---- Compiling ----

/**
 * POST compile/request/{startup}/{kind}: queues the compile when every topic of the kind has a clip
 * (400 naming those without one), unless one is already queued or running (409).
 */
export const requestCompile = async (m: PitchMember, startupUuid: string, kind: PitchKind) => {
  const startup = await ownStartupNamed(m, startupUuid);
  const category = (await categoriesOf(m)).find((entry) => entry.kind === kind);
  if (!category || category.topics.length === 0) throw badRequest('This pitch has no topics to record');
  const clips = new Map((await repo.listClips(m.db, m.tenant.id, startup.id)).map((clip) => [clip.topicId, clip]));
  const missing = category.topics.filter((topic) => {
    const status = clips.get(topic.id)?.status;
    return status !== 'ready' && status !== 'processing';
  });
  if (missing.length > 0) {
    throw badRequest(
      'Record every topic before compiling',
      missing.map((topic) =>
        clips.get(topic.id)?.status === 'failed'
          ? `topics: ${topic.title}: its clip could not be read; record it again`
          : `topics: ${topic.title} has no clip`,
      ),
    );
  }
  const row = await m.db.transaction(async (tx) => {
    const queued = await repo.queueCompile(tx, m.tenant.id, startup.id, kind);
    if (!queued) throw conflict('This pitch is already being compiled');
    await m.jobs.send(tx, compileJob, { tenantId: m.tenant.id, startupId: startup.id, kind });
    return queued;
  });
  await announce(m, m.tenant.id, startup.id, { kind, topicId: null, clipStatus: null, compileStatus: 'queued' });
  return presentCompile(kind, row);
};

// ---- Topics (the console) ----

export const topics = (m: Context): Promise<PitchCategory[]> => categoriesOf(m);

const assertOperator = (m: Member) => {
  if (!pitchPolicy.manageTopics(m.auth)) throw forbidden('Pitch topics are managed by the tenant’s operators');
};

export const addTopic = async (m: Member, { kind, ...body }: NewPitchTopic) => {
  assertOperator(m);
  const category = (await categoriesOf(m)).find((entry) => entry.kind === kind);
  if (!category) throw notFound('Pitch category not found');
  if (category.topics.length >= pitchLimits.topicsPerKind) {
    throw badRequest(`A pitch has at most ${pitchLimits.topicsPerKind} topics`);
  }
  const code = `${kind.replace('-pitch', '')}-${newFileId().slice(0, 12)}`;
  const row = await repo.insertTopic(m.db, { tenantId: m.tenant.id, kind, code, ...body });
  if (!row) throw conflict('The topic could not be added: try again');
  return presentTopic(row);
};

/** A topic (not a category) of the tenant, or 404. */
const ownTopic = async (m: Member, topicId: number) => {
  const row = await repo.findTopicTerm(m.db, m.tenant.id, topicId);
  if (!row || row.parentCode === null) throw notFound('Pitch topic not found');
  return row;
};

export const changeTopic = async (m: Member, topicId: number, body: PitchTopicBody) => {
  assertOperator(m);
  await ownTopic(m, topicId);
  const row = await repo.updateTopic(m.db, m.tenant.id, topicId, body);
  if (!row) throw notFound('Pitch topic not found');
  return presentTopic(row);
};

export const removeTopic = async (m: Member, topicId: number) => {
  assertOperator(m);
  await ownTopic(m, topicId);
  const used = await repo.clipsOfTopic(m.db, m.tenant.id, topicId);
  if (used > 0) {
    throw conflict(
      `Founders have recorded this topic (${used} ${used === 1 ? 'startup' : 'startups'}): it cannot be removed`,
    );
  }
  await repo.deleteTopic(m.db, m.tenant.id, topicId);
};
