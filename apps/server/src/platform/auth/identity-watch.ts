/**
 * Caches of things that belong to a person (their profiles as others see them) drop what they hold
 * the same way the session cache does: the database announces every change to a user or profile on the
 * identity channel, and each watcher forgets that user's entries. A watcher serves nothing while the
 * announcements may be missed (`live()` is false).
 */
export type IdentityWatcher = { forgetUser: (userId: string) => void; clear: () => void };

/** Values kept per key for a short time, dropped when their user changes or announcements stop. */
export const createIdentityCache = <V>(options: { ttlMs: number; maxEntries: number; live: () => boolean }) => {
  type Entry = { value: V; userId: string; until: number };
  const byKey = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let epoch = 0;
  const clear = () => {
    epoch++;
    byKey.clear();
    byUser.clear();
  };
  return {
    get(key: string): V | undefined {
      if (!options.live()) return undefined;
      const entry = byKey.get(key);
      if (!entry || entry.until <= Date.now()) return undefined;
      return entry.value;
    },
    /** Read before the database lookup and passed to `set`: a change announced meanwhile wins. */
    get epoch() {
      return epoch;
    },
    set(key: string, userId: string, value: V, lookupEpoch: number) {
      if (!options.live() || lookupEpoch !== epoch) return;
      if (byKey.size >= options.maxEntries) clear();
      byKey.set(key, { value, userId, until: Date.now() + options.ttlMs });
      const keys = byUser.get(userId) ?? new Set<string>();
      keys.add(key);
      byUser.set(userId, keys);
    },
    forgetUser(userId: string) {
      epoch++;
      for (const key of byUser.get(userId) ?? []) byKey.delete(key);
      byUser.delete(userId);
    },
    clear,
  };
};
