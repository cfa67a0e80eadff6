import { Button, Center } from '@mantine/core';
import { type RefObject, useEffect, useRef } from 'react';

type Props = {
  /** The scrolling box the sentinel sits in; the window when not given. */
  root?: RefObject<HTMLElement | null>;
  onVisible: () => void;
  /** While a page loads, seeing the sentinel again asks for nothing. */
  disabled: boolean;
  label: string;
};

/**
 * The end of a list that loads more: scrolling it into view asks for the next page, and it is also a
 * button, for keyboards and for browsers without IntersectionObserver.
 */
export function Sentinel({ root, onVisible, disabled, label }: Props) {
  const target = useRef<HTMLButtonElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const element = target.current;
    if (disabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { root: root?.current ?? null, rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, disabled]);

  return (
    <Center p="xs">
      <Button ref={target} variant="subtle" size="compact-sm" onClick={onVisible} disabled={disabled}>
        {label}
      </Button>
    </Center>
  );
}
