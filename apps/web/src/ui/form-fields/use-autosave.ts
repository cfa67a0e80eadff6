import type { Answers } from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

type Options = {
  /** How long typing pauses before a draft is saved. */
  delayMs?: number;
  /** Off while the form cannot be saved (not loaded yet, already submitted). */
  enabled?: boolean;
};

/**
 * Saves the answers as a draft once they stop changing for `delayMs`: one save at a time, and the latest
 * answers saved after one in flight. The answers it starts with count as saved. `flush()` saves what is
 * pending now (before a submit or leaving) and resolves when it is stored.
 */
export function useAutosave(
  save: (answers: Answers) => Promise<unknown>,
  answers: Answers,
  { delayMs = 800, enabled = true }: Options = {},
) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const latest = useRef(answers);
  latest.current = answers;
  const saved = useRef(answers);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  const run = useCallback((): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (running.current) {
      // Save again once the one in flight is done, with what is latest then.
      return running.current.then(() => run());
    }
    const answers = latest.current;
    if (answers === saved.current) return Promise.resolve();
    setStatus('saving');
    const attempt = saveRef
      .current(answers)
      .then(() => {
        saved.current = answers;
        if (mounted.current) setStatus(latest.current === answers ? 'saved' : 'saving');
      })
      .catch(() => {
        if (mounted.current) setStatus('error');
      })
      .finally(() => {
        running.current = null;
      });
    running.current = attempt;
    return attempt;
  }, []);

  useEffect(() => {
    if (!enabled || answers === saved.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [answers, delayMs, enabled, run]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Takes the answers as saved without saving them (loaded from the server, or just submitted). */
  const markSaved = useCallback((answers: Answers) => {
    saved.current = answers;
  }, []);

  return { status, flush: run, markSaved };
}
