import { useEffect, useId, useRef } from 'react';

/**
 * Keeps keyboard focus in a list whose items go away at a press ('Not interested'): once the list has
 * changed, the name of the item that took the removed one's place (or of the new last one) is focused,
 * rather than the page's start. `shown` is the list's ids, which change when an item leaves; `listId` goes
 * on the list.
 */
export const useRefocus = (shown: readonly string[]) => {
  const listId = useId();
  const removedAt = useRef<number | null>(null);
  const order = shown.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's order changes, which `order` says.
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const items = document.getElementById(listId)?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const next = items[Math.min(index, items.length - 1)];
    next?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [order]);
  const removing = (index: number) => {
    removedAt.current = index;
  };
  return { listId, removing };
};
