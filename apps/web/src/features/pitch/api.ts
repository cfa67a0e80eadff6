import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PitchClip,
  PitchCompile,
  PitchFilesAnswer,
  type PitchKind,
  type PitchScriptBody,
  StartupPitchesAnswer,
} from '@ventura/shared';
import { useCallback } from 'react';
import { ApiError, api, type ResponseSchema } from '../../api/client.ts';
import { type UploadProgress, uploadWithProgress } from '../../api/upload.ts';
import { withClip, withCompile, withScript } from './cache.ts';
import { somethingRunning } from './status.ts';

/* The pitch recorder's calls (calls.md 7.14, under /api/v1/pitch-deck): reads, keys and writes. */

export const pitchKeys = {
  all: ['pitch'] as const,
  /** The caller's startup's scripts, clips and compiles, with the topics. */
  files: ['pitch', 'files'] as const,
  startup: (uuid: string) => ['pitch', 'startup', uuid] as const,
};

/** A refusal (400, 401, 403, 404) will not change by asking again; a failure of the network may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** While a clip transcodes or a compile runs, asked again now and then in case a socket event was missed. */
const whileRunningMs = 20_000;

/** GET pitch-deck: the caller's startup's clips per kind, and each kind's topics in order. */
export const pitchFilesQuery = () =>
  queryOptions({
    queryKey: pitchKeys.files,
    queryFn: ({ signal }) => api.get('/pitch-deck', PitchFilesAnswer, { signal }),
    retry: retryUnlessRefused,
    refetchInterval: (query) => (query.state.data && somethingRunning(query.state.data) ? whileRunningMs : false),
  });

/**
 * GET pitch-deck/startup/{uuid}: a startup's compiled pitches that are ready; null when the server shows
 * none to the caller (404), which reads as having none.
 */
export const startupPitchesQuery = (startupUuid: string) =>
  queryOptions({
    queryKey: pitchKeys.startup(startupUuid),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/pitch-deck/startup/${encodeURIComponent(startupUuid)}`, StartupPitchesAnswer, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: retryUnlessRefused,
  });

/** Where a write of a kind goes: the kind, and its category's id that the paths take. */
export type KindTarget = { kind: PitchKind; categoryId: number };
export type TopicTarget = KindTarget & { topicId: number };

/** After a write the answer is read again: a clip's or compile's state may have moved on meanwhile. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return {
    update: (change: (answer: PitchFilesAnswer) => PitchFilesAnswer) =>
      queryClient.setQueryData<PitchFilesAnswer>(pitchKeys.files, (answer) => (answer ? change(answer) : answer)),
    refetch: () => queryClient.invalidateQueries({ queryKey: pitchKeys.all }),
  };
};

/**
 * POST script/{categoryId}/{topicId}: the topic's script, kept exactly as typed. Only the cached script
 * changes: the editor holds what is being typed. A plain call rather than a mutation, so that the last
 * words typed are still saved when the editor closes (a mutation's observer goes with its component).
 */
export const useSaveScript = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ kind, categoryId, topicId, script }: TopicTarget & PitchScriptBody) => {
      const store = (saved: string) =>
        queryClient.setQueryData<PitchFilesAnswer>(pitchKeys.files, (answer) =>
          answer ? withScript(answer, kind, topicId, saved) : answer,
        );
      // At once, so that the topic opened again before the answer comes shows what was typed.
      store(script);
      const clip = await api.post(`/pitch-deck/script/${categoryId}/${topicId}`, PitchClip, { body: { script } });
      store(clip.script);
      return clip;
    },
    [queryClient],
  );
};

/** DELETE delete/{categoryId}/{topicId}: the topic's video goes, its script stays. */
export const useDeleteClip = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ categoryId, topicId }: TopicTarget) =>
      api.delete(`/pitch-deck/delete/${categoryId}/${topicId}`, PitchClip),
    onSuccess: (clip, { kind }) => {
      refresh.update((answer) => withClip(answer, kind, clip));
      return refresh.refetch();
    },
  });
};

const Deleted: ResponseSchema<{ deleted: number }> = {
  parse: (data) => ({
    deleted:
      typeof data === 'object' && data !== null && 'deleted' in data && typeof data.deleted === 'number'
        ? data.deleted
        : 0,
  }),
};

/** DELETE bulk_delete/{categoryId}: every clip of the kind and its compiled pitch; the scripts stay. */
export const useDeleteAllClips = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ categoryId }: KindTarget) => api.delete(`/pitch-deck/bulk_delete/${categoryId}`, Deleted),
    onSuccess: () => refresh.refetch(),
  });
};

/** POST compile/request/{startupUuid}/{kind}: the kind's topics joined in order; the compile starts queued. */
export const useCompilePitch = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ startupUuid, kind }: { startupUuid: string; kind: PitchKind }) =>
      api.post(`/pitch-deck/compile/request/${encodeURIComponent(startupUuid)}/${kind}`, PitchCompile),
    onSuccess: (compile) => {
      refresh.update((answer) => withCompile(answer, compile));
      return refresh.refetch();
    },
  });
};

/** A clip to upload: a recorded take or a chosen file, with the seconds recorded when they are known. */
export type ClipUpload = TopicTarget & {
  startupUuid: string;
  file: File;
  seconds: number | null;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST upload/{startupUuid}/{categoryId}/{topicId} (multipart): `videoTime` first, then the file, with the
 * bytes sent reported as they go. The clip answers 'processing' and takes its place at once.
 */
export const useUploadClip = () => {
  const refresh = useRefresh();
  return async ({ startupUuid, categoryId, topicId, kind, file, seconds, onProgress, signal }: ClipUpload) => {
    const form = new FormData();
    if (seconds !== null) form.append('videoTime', String(Math.round(seconds)));
    form.append('file', file, file.name);
    const data = await uploadWithProgress({
      path: `/pitch-deck/upload/${encodeURIComponent(startupUuid)}/${categoryId}/${topicId}`,
      form,
      onProgress,
      ...(signal ? { signal } : {}),
    });
    const clip = PitchClip.safeParse(data);
    if (!clip.success) throw new ApiError(200, 'The server sent an answer this page does not understand.');
    refresh.update((answer) => withClip(answer, kind, clip.data));
    void refresh.refetch();
    return clip.data;
  };
};
