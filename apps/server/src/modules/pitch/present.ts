import {
  type PitchCategory,
  type PitchClip,
  type PitchCompile,
  PitchKind,
  type PitchTopic,
  pitchKindLabels,
} from '@ventura/shared';
import { fileUrl } from '../../platform/storage/index.ts';
import type { ClipRow, CompileRow, TopicRow } from './repo.ts';

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const presentTopic = (row: TopicRow): PitchTopic => ({
  id: row.id,
  code: row.code,
  title: row.name,
  prompt: row.description,
  seconds: row.seconds ?? 60,
});

/** categoryTopics: the kinds the tenant has, each with its topics, all ordered by id. */
export const presentCategories = (rows: readonly TopicRow[]): PitchCategory[] =>
  rows.flatMap((category) => {
    const kind = PitchKind.safeParse(category.code);
    if (category.parentCode !== null || !kind.success) return [];
    return [
      {
        id: category.id,
        kind: kind.data,
        title: category.name,
        description: category.description,
        topics: rows.filter((row) => row.parentCode === category.code).map(presentTopic),
      },
    ];
  });

export const presentClip = (topicId: number, row: ClipRow | undefined): PitchClip => ({
  topicId,
  script: row?.script ?? '',
  status: row?.status ?? null,
  failure: row?.failure ?? null,
  videoUrl: row?.videoKey ? fileUrl(row.videoKey) : null,
  seconds: seconds(row?.durationMs ?? null),
  uploadedAt: iso(row?.uploadedAt ?? null),
});

export const presentCompile = (kind: PitchKind, row: CompileRow | undefined): PitchCompile => ({
  kind,
  status: row?.status ?? 'none',
  failure: row?.failure ?? null,
  requestedAt: iso(row?.requestedAt ?? null),
  videoUrl: row?.videoKey ? fileUrl(row.videoKey) : null,
  posterUrl: row?.posterKey ? fileUrl(row.posterKey) : null,
  seconds: seconds(row?.durationMs ?? null),
  compiledAt: iso(row?.compiledAt ?? null),
});

/** A compiled pitch to watch, titled with its kind. */
export const presentWatchable = (row: CompileRow & { videoKey: string }) => ({
  ...presentCompile(row.kind, row),
  videoUrl: fileUrl(row.videoKey),
  title: pitchKindLabels[row.kind],
});
