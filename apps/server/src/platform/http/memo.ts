/**
 * Values kept in memory for a few seconds, by key. Concurrent misses share one load, a failed load is
 * not kept, and the map is bounded: when full, the oldest entry goes (a Map keeps insertion order), so a
 * flood of distinct keys can neither grow it without limit nor empty it for everyone else.
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
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now + ttlSeconds * 1000 });
      value.catch(() => entries.delete(key));
      return value;
    },
    /** Drops every entry whose key starts so (a tenant's answers, after a write that changes them). */
    forget(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
};
export type Memo<T> = ReturnType<typeof createMemo<T>>;
