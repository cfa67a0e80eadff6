import { limits, type PostFile, type PostFileType } from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { uploadPostFile } from './api.ts';
import { postFileProblem, tooManyFilesText } from './present.ts';

/** A file chosen for the post being written: sent at once, its answer kept for the post. */
export type Upload = {
  key: string;
  name: string;
  type: PostFileType;
  /** An image's local picture while it uploads (an object URL). */
  localUrl: string | null;
  state: 'uploading' | 'done' | 'failed';
  file: PostFile | null;
  error: string | null;
};

let sequence = 0;

/**
 * The files of the post being written. Each is checked here (kind, size, how many) and uploaded as soon as
 * it is chosen; what could not go is said in `problems`. Removing a file stops its upload.
 */
export const useUploads = () => {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const current = useRef(uploads);
  current.current = uploads;

  const update = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((now) => now.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const add = useCallback(
    (files: readonly File[], type: PostFileType) => {
      const found: string[] = [];
      const room = limits.postFiles - current.current.filter((upload) => upload.state !== 'failed').length;
      const fitting = files.filter((file) => {
        const problem = postFileProblem(file, type);
        if (problem) found.push(problem);
        return problem === null;
      });
      if (fitting.length > room) found.push(tooManyFilesText);
      const chosen = fitting.slice(0, Math.max(0, room));
      setProblems(found);
      const added = chosen.map((file): Upload & { source: File } => {
        sequence += 1;
        return {
          key: `upload-${sequence}`,
          name: file.name,
          type,
          localUrl: type === 'image' ? URL.createObjectURL(file) : null,
          state: 'uploading',
          file: null,
          error: null,
          source: file,
        };
      });
      setUploads((now) => [...now, ...added.map(({ source: _source, ...upload }) => upload)]);
      for (const { key, source } of added) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadPostFile(source, type, controller.signal)
          .then((file) => update(key, { state: 'done', file }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            update(key, { state: 'failed', error: errorText(error, `${source.name} could not be uploaded`) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    const upload = current.current.find((candidate) => candidate.key === key);
    if (upload?.localUrl) URL.revokeObjectURL(upload.localUrl);
    setUploads((now) => now.filter((candidate) => candidate.key !== key));
    setProblems([]);
  }, []);

  const clear = useCallback(() => {
    for (const upload of current.current) if (upload.localUrl) URL.revokeObjectURL(upload.localUrl);
    setUploads([]);
    setProblems([]);
  }, []);

  // Leaving the page stops what is still uploading and lets the local pictures go.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const upload of current.current) if (upload.localUrl) URL.revokeObjectURL(upload.localUrl);
    },
    [],
  );

  const done = uploads.flatMap((upload) => (upload.file ? [upload.file] : []));
  return {
    uploads,
    problems,
    done,
    uploading: uploads.some((upload) => upload.state === 'uploading'),
    full: uploads.filter((upload) => upload.state !== 'failed').length >= limits.postFiles,
    add,
    remove,
    clear,
  };
};
