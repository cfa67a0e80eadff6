import fs from 'node:fs';
import path from 'node:path';
import { type PitchKind, pitchKindLabels, pitchLimits } from '@ventura/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import { type JobContext, type JobDefinition, jobType } from '../../platform/jobs/index.ts';
import { type Media, MediaError, withWorkFolder } from '../../platform/media/ffmpeg.ts';
import type { Notifier } from '../../platform/notify/notifier.ts';
import type { Realtime } from '../../platform/realtime/publisher.ts';
import { fileKey, newFileId, type Storage } from '../../platform/storage/index.ts';
import { announce, removeKeys } from './effects.ts';
import { presentCategories } from './present.ts';
import * as repo from './repo.ts';

type ClipJob = { tenantId: string; startupId: number; topicId: number; sourceKey: string };
type CompileJob = { tenantId: string; startupId: number; kind: PitchKind };

export const transcodeJob = jobType<ClipJob>('pitch.transcode-clip');
export const compileJob = jobType<CompileJob>('pitch.compile');

export type PitchJobDeps = {
  db: Db;
  storage: Storage;
  media: Media;
  realtime: Realtime;
  notifier: Notifier;
  log: FastifyBaseLogger;
};

/** A reason a person can act on: the compile stops with it, and the clips stay as they are. */
class CompileFailure extends Error {}

/** Copies a stored file to a local path (ffmpeg reads files). */
/** A stored file that is no longer there: another worker finished with it first, or it was replaced. */
class SourceGone extends Error {}

const download = async (storage: Storage, key: string, target: string) => {
  const file = await storage.get(key);
  if (!file) throw new SourceGone(key);
  await fs.promises.writeFile(target, file.body);
  return target;
};

/**
 * Transcodes a clip's upload to the output format and points the clip at the result, if it still waits
 * for that upload. Answers the local file of the result (inside `folder`) and whether it was used.
 * A file ffmpeg cannot read marks the clip failed, with the reason; its upload stays, for another try.
 */
const transcodeClip = async (deps: PitchJobDeps, job: ClipJob, folder: string) => {
  const { db, storage, media } = deps;
  const extension = path.extname(job.sourceKey);
  const source = await download(storage, job.sourceKey, path.join(folder, `source-${job.topicId}${extension}`));
  const target = path.join(folder, `clip-${job.topicId}.mp4`);
  try {
    const probe = await media.probe(source);
    await media.transcode(source, target, { audio: probe.audio });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    const failure = `The clip could not be read: ${error.message}`;
    if (await repo.markClipFailed(db, { ...job, failure })) {
      await announceClip(deps, job, 'failed');
    }
    throw new CompileFailure(failure);
  }
  const measured = await media.probe(target);
  const videoKey = fileKey(job.tenantId, newFileId(), 'pitch', 'mp4');
  await storage.putFile(videoKey, target, 'video/mp4');
  const used = await repo.markClipReady(db, {
    ...job,
    videoKey,
    durationMs: Math.round((measured.seconds ?? 0) * 1000),
  });
  if (used) {
    await removeKeys(deps, [job.sourceKey]);
    await announceClip(deps, job, 'ready');
  } else {
    await removeKeys(deps, [videoKey]);
  }
  return target;
};

const announceClip = async (deps: PitchJobDeps, job: ClipJob, status: 'ready' | 'failed') => {
  const clip = await repo.findClip(deps.db, job.tenantId, job.startupId, job.topicId);
  if (clip)
    await announce(deps, job.tenantId, job.startupId, {
      kind: clip.kind,
      topicId: job.topicId,
      clipStatus: status,
      compileStatus: null,
    });
};

/** The transcode of one uploaded clip. A clip that cannot be read ends failed at once: retrying reads it no better. */
export const createTranscodeJob = (deps: PitchJobDeps): JobDefinition<ClipJob> => ({
  name: transcodeJob.name,
  retryLimit: 2,
  retryDelaySeconds: 10,
  backoff: true,
  expireInSeconds: 15 * 60,
  async run(job) {
    const clip = await repo.findClip(deps.db, job.tenantId, job.startupId, job.topicId);
    // A newer upload, a delete, or a compile that transcoded it first: nothing to do.
    if (clip?.status !== 'processing' || clip.sourceKey !== job.sourceKey) return;
    try {
      await withWorkFolder((folder) => transcodeClip(deps, job, folder));
    } catch (error) {
      // A failed clip is marked so; an upload already gone was transcoded by a compile, or replaced.
      if (!(error instanceof CompileFailure || error instanceof SourceGone)) throw error;
    }
  },
});

/**
 * The compile of a kind: a title card with the startup's name, then for each topic in order a card with
 * its title and its clip, joined by copying the streams into one MP4 (index first), with a poster from
 * the opening card. A clip still waiting for its transcode is transcoded here. A clip that cannot be
 * read, or a join that fails, ends the compile failed with the reason; the clips stay.
 */
export const createCompileJob = (deps: PitchJobDeps): JobDefinition<CompileJob> => ({
  name: compileJob.name,
  retryLimit: 1,
  retryDelaySeconds: 30,
  backoff: false,
  expireInSeconds: 30 * 60,
  async run(job, context) {
    const { db, tenantId, startupId, kind } = { db: deps.db, ...job };
    if (!(await repo.startCompile(db, tenantId, startupId, kind))) return;
    await announce(deps, tenantId, startupId, { kind, topicId: null, clipStatus: null, compileStatus: 'compiling' });
    try {
      const result = await withWorkFolder((folder) => compile(deps, job, folder));
      const replaced = await db.transaction((tx) => repo.finishCompile(tx, tenantId, startupId, kind, result));
      await removeKeys(deps, replaced);
      await finished(deps, job, { ready: true });
    } catch (error) {
      const reason = failureOf(error, context);
      if (reason === undefined) throw error;
      deps.log.warn({ err: error, tenantId, startupId, kind }, 'a pitch compile failed');
      await repo.finishCompile(db, tenantId, startupId, kind, { failure: reason });
      await finished(deps, job, { ready: false, reason });
    }
  },
});

/** The reason to show for a failed compile, or undefined to let the queue try again (a passing fault). */
const failureOf = (error: unknown, context: JobContext) => {
  if (error instanceof CompileFailure) return error.message;
  if (error instanceof MediaError) return `The pitch could not be put together: ${error.message}`;
  return context.lastAttempt
    ? 'The pitch could not be compiled because of a fault on the server: try again'
    : undefined;
};

const compile = async (deps: PitchJobDeps, job: CompileJob, folder: string) => {
  const { db, storage, media } = deps;
  const [terms, clips, startup, background] = await Promise.all([
    repo.listTopicTerms(db, job.tenantId),
    repo.listClips(db, job.tenantId, job.startupId),
    repo.findStartupById(db, job.tenantId, job.startupId),
    repo.brandColorOf(db, job.tenantId),
  ]);
  const topics = presentCategories(terms).find((category) => category.kind === job.kind)?.topics ?? [];
  if (topics.length === 0) throw new CompileFailure('This pitch has no topics');
  const clipOf = new Map(clips.map((clip) => [clip.topicId, clip]));
  const card = async (name: string, lines: [string, string?]) => {
    const target = path.join(folder, `${name}.mp4`);
    await media.titleCard(target, { lines, seconds: pitchLimits.titleCardSeconds, background });
    return target;
  };

  /** A clip's file, read by ffprobe first: a damaged one stops the compile with its topic named. */
  let expected = pitchLimits.titleCardSeconds * (topics.length + 1);
  const readable = async (title: string, file: string) => {
    try {
      const { seconds } = await media.probe(file);
      expected += seconds ?? 0;
      return file;
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      throw new CompileFailure(`The clip of ${title} could not be read (${error.message}): record it again`);
    }
  };

  const pieces = [await card('opening', [startup?.name ?? 'Our pitch', pitchKindLabels[job.kind]])];
  for (const [index, topic] of topics.entries()) {
    const clip = clipOf.get(topic.id);
    pieces.push(await card(`card-${index}`, [topic.title, `${index + 1} of ${topics.length}`]));
    if (clip?.status === 'ready' && clip.videoKey) {
      const file = await download(storage, clip.videoKey, path.join(folder, `clip-${topic.id}.mp4`)).catch(() => {
        throw new CompileFailure(`The clip of ${topic.title} is missing: record it again`);
      });
      pieces.push(await readable(topic.title, file));
    } else if (clip?.status === 'processing' && clip.sourceKey) {
      const clipJob = {
        tenantId: job.tenantId,
        startupId: job.startupId,
        topicId: topic.id,
        sourceKey: clip.sourceKey,
      };
      const file = await transcodeClip(deps, clipJob, folder).catch(async (error: unknown) => {
        // The clip's own transcode job finished first (and removed the upload): take its result.
        if (error instanceof SourceGone) {
          const now = await repo.findClip(db, job.tenantId, job.startupId, topic.id);
          if (now?.status === 'ready' && now.videoKey) {
            return download(storage, now.videoKey, path.join(folder, `clip-${topic.id}.mp4`));
          }
          throw new CompileFailure(`The clip of ${topic.title} is missing: record it again`);
        }
        throw error instanceof CompileFailure ? new CompileFailure(`${topic.title}: ${error.message}`) : error;
      });
      pieces.push(await readable(topic.title, file));
    } else if (clip?.status === 'failed') {
      throw new CompileFailure(`${topic.title}: ${clip.failure ?? 'its clip could not be read'}. Record it again`);
    } else {
      throw new CompileFailure(`${topic.title} has no clip: record it and compile again`);
    }
  }

  const output = path.join(folder, 'pitch.mp4');
  await media.concat(pieces, output);
  const poster = path.join(folder, 'poster.jpg');
  await media.poster(output, poster, pitchLimits.titleCardSeconds / 2);
  const probe = await media.probe(output);
  // The concat demuxer ends early, without an error, at a piece it cannot open.
  if (probe.seconds === null || Math.abs(probe.seconds - expected) > 1) {
    throw new CompileFailure('The compiled pitch came out shorter than its clips: compile it again');
  }
  const fileId = newFileId();
  const videoKey = fileKey(job.tenantId, fileId, 'pitch', 'mp4');
  const posterKey = fileKey(job.tenantId, fileId, 'poster', 'jpg');
  await storage.putFile(videoKey, output, 'video/mp4');
  await storage.putFile(posterKey, poster, 'image/jpeg');
  return { videoKey, posterKey, durationMs: Math.round((probe.seconds ?? 0) * 1000) };
};

/** Tells the startup's people: a notification (bell, toast) and the socket event the recorder listens to. */
const finished = async (
  deps: PitchJobDeps,
  job: CompileJob,
  outcome: { ready: true } | { ready: false; reason: string },
) => {
  const label = pitchKindLabels[job.kind];
  await deps.notifier.notify(deps.db, {
    tenantId: job.tenantId,
    userIds: await teamUserIds(deps.db, job.tenantId, job.startupId),
    kind: outcome.ready ? 'pitch_ready' : 'pitch_failed',
    title: outcome.ready
      ? `Your ${label.toLowerCase()} is ready to watch`
      : `Your ${label.toLowerCase()} could not be compiled`,
    body: outcome.ready ? 'It plays on your public profile.' : outcome.reason,
    url: `/startups/edit/pitch-deck/${job.kind}`,
  });
  await announce(deps, job.tenantId, job.startupId, {
    kind: job.kind,
    topicId: null,
    clipStatus: null,
    compileStatus: outcome.ready ? 'ready' : 'failed',
  });
};

export const createPitchJobs = (deps: PitchJobDeps) => [createTranscodeJob(deps), createCompileJob(deps)];
