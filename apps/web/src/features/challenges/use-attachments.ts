import type { UploadedAttachment } from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/client.ts';
import { uploadAttachment } from './api.ts';
import { attachmentProblem } from './present.ts';

/** A file of the form being filled: one it had already (editing), or one chosen now and sent at once. */
export type Attachment = {
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  file: UploadedAttachment | null;
  error: string | null;
};

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `attachment-${sequence}`;
};

const stored = (file: UploadedAttachment): Attachment => ({
  key: file.uuid,
  name: file.name,
  state: 'done',
  file,
  error: null,
});

/**
 * The files of a challenge or an application. Each chosen file is checked here (kind by name, size, how
 * many) and uploaded (POST upload/attachment) as soon as it is chosen; the server checks the bytes. What
 * could not go is said in `problems`. Removing a file stops its upload.
 */
export const useAttachments = ({ limit, initial = [] }: { limit: number; initial?: readonly UploadedAttachment[] }) => {
  const [items, setItems] = useState<Attachment[]>(() => initial.map(stored));
  const [problems, setProblems] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const current = useRef(items);
  current.current = items;

  const update = useCallback((key: string, change: Partial<Attachment>) => {
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const found: string[] = [];
      const room = limit - current.current.filter((item) => item.state !== 'failed').length;
      const fitting = files.filter((file) => {
        const problem = attachmentProblem(file);
        if (problem) found.push(problem);
        return problem === null;
      });
      if (fitting.length > room) found.push(`You can attach at most ${limit} files.`);
      const chosen = fitting.slice(0, Math.max(0, room)).map((source) => ({ key: nextKey(), source }));
      setProblems(found);
      setItems((now) => [
        ...now,
        ...chosen.map(
          ({ key, source }): Attachment => ({
            key,
            name: source.name,
            state: 'uploading',
            file: null,
            error: null,
          }),
        ),
      ]);
      for (const { key, source } of chosen) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadAttachment(source, controller.signal)
          .then((file) => update(key, { state: 'done', file }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            update(key, { state: 'failed', error: errorText(error, `${source.name} could not be uploaded`) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [limit, update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((now) => now.filter((item) => item.key !== key));
    setProblems([]);
  }, []);

  // Leaving the page stops what is still uploading.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const done = items.flatMap((item) => (item.file ? [item.file] : []));
  return {
    items,
    problems,
    /** The uploaded files' ids, in the order shown: what the form sends. */
    uuids: done.map((file) => file.uuid),
    uploading: items.some((item) => item.state === 'uploading'),
    full: items.filter((item) => item.state !== 'failed').length >= limit,
    limit,
    add,
    remove,
  };
};

export type Attachments = ReturnType<typeof useAttachments>;
