/**
 * Values kept in memory for a few seconds, by key. Concurrent misses share one load, a failed load is
 * not kept, and the map is bounded so a flood of distinct keys cannot grow it without limit.
 */
export const createMemo = <T>(ttlSeconds: number, maxEntries = 10_000) => {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    remember(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      // A real promise, settled once: a query builder is a thenable that runs its query at every await,
      // so keeping the builder itself would query the database at each hit.
      const value = Promise.resolve().then(load);
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, expires: now + ttlSeconds * 1000 });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
};
export type Memo<T> = ReturnType<typeof createMemo<T>>;
