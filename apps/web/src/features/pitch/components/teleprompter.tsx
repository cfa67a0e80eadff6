import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { advanceWords, scrollOffset, wordCount } from '../teleprompter.ts';
import classes from './recorder.module.css';

type Props = {
  script: string;
  wordsPerMinute: number;
  /** Scrolls while true, from the top each time it starts; stays at the top otherwise. */
  running: boolean;
};

/** The next frame, or a timer's tick where the browser paints no frames (a background tab, tests). */
const nextFrame = (callback: (now: number) => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(() => callback(performance.now()), 50);
  return () => clearTimeout(id);
};

/**
 * The script over the camera's picture, scrolling at the speed chosen: it keeps its place when the
 * speed changes, and starts from the top with each take.
 */
export function Teleprompter({ script, wordsPerMinute, running }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const speed = useRef(wordsPerMinute);
  speed.current = wordsPerMinute;
  const words = wordCount(script);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.scrollTop = 0;
    if (!running) return;
    let read = 0;
    let last = performance.now();
    let cancel = nextFrame(function step(now: number) {
      read = advanceWords(read, (now - last) / 1000, speed.current);
      last = now;
      element.scrollTop = scrollOffset(read, words, element.scrollHeight - element.clientHeight);
      cancel = nextFrame(step);
    });
    return () => cancel();
  }, [running, words]);

  return (
    <section aria-label="Teleprompter" className={classes.teleprompter}>
      <div ref={box} className={classes.teleprompterText}>
        {script.trim() === '' ? (
          <Text c="gray.3" size="sm">
            Your script shows here while you record. Write it in the Script field.
          </Text>
        ) : (
          script
        )}
      </div>
    </section>
  );
}
