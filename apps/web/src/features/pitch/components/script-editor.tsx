import { Text, Textarea } from '@mantine/core';
import { pitchErrors, pitchLimits } from '@ventura/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatSeconds } from '../../../ui/countdown.ts';
import { type TopicTarget, useSaveScript } from '../api.ts';
import { readingSeconds, wordCount } from '../teleprompter.ts';

/** How long typing pauses before the script is saved. */
export const scriptSaveDelayMs = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Props = {
  target: TopicTarget;
  value: string;
  onChange: (script: string) => void;
  /** While a take is recorded the teleprompter shows the script: it does not change under the reader. */
  disabled: boolean;
  wordsPerMinute: number;
  topicSeconds: number;
};

/**
 * The topic's script, kept exactly as typed: saved a moment after typing pauses and when the field is
 * left, and once more if the panel closes with words unsaved. A quiet 'Saved' says it is kept; a failure
 * says so in the spec's words, and the next change tries again.
 */
export function ScriptEditor({ target, value, onChange, disabled, wordsPerMinute, topicSeconds }: Props) {
  const save = useSaveScript();
  const [status, setStatus] = useState<SaveState>('idle');
  // What the server holds (or has been sent); the latest typed; the pending save's timer.
  const savedRef = useRef(value);
  const latestRef = useRef(value);
  latestRef.current = value;
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;
  const mountedRef = useRef(false);

  const flush = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    const script = latestRef.current;
    if (script === savedRef.current) return;
    const before = savedRef.current;
    savedRef.current = script;
    if (mountedRef.current) setStatus('saving');
    save({ ...targetRef.current, script }).then(
      () => {
        if (mountedRef.current && latestRef.current === script) setStatus('saved');
      },
      () => {
        // Not kept: the next change or leaving the field sends it again.
        if (savedRef.current === script) savedRef.current = before;
        if (mountedRef.current) setStatus('failed');
      },
    );
  }, [save]);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      flush();
    };
  }, [flush]);

  const change = (script: string) => {
    onChange(script);
    latestRef.current = script;
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(flush, scriptSaveDelayMs);
  };

  const words = wordCount(value);
  const reading = readingSeconds(words, wordsPerMinute);
  return (
    <div>
      <Textarea
        label="Script"
        description={
          words === 0
            ? 'Write what you will say. The teleprompter shows it while you record.'
            : `${words} ${words === 1 ? 'word' : 'words'}: about ${formatSeconds(reading)} at your teleprompter speed (suggested ${formatSeconds(topicSeconds)}).`
        }
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={flush}
        disabled={disabled}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={pitchLimits.scriptLength}
      />
      {status === 'failed' ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {pitchErrors.script}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mt={4} role="status" mih={18}>
          {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Saved' : ''}
        </Text>
      )}
    </div>
  );
}
