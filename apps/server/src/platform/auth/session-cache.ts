import type { AuthContext } from './sessions.ts';

type Entry = { auth: AuthContext; tenantId: string; until: number; lastSeenAt: number };
/** A session as found: who it is, and when it was last used. */
export type FoundSession = { auth: AuthContext; lastSeenAt: number };

/**
 * Sessions looked up by token hash, kept in memory so a signed-in read costs no query. Revocation stays
 * immediate: the database announces every change to a user, profile or session (a trigger on the
 * 'identity_changed' channel) and each process drops that user's entries; this process also drops the
 * caller's entries after each of its writes. While the announcements may be missed (the listening
 * connection is down, or none was set up) nothing is served from or kept in memory.
 */
export const createSessionCache = (options: { ttlSeconds?: number; maxEntries?: number } = {}) => {
  const ttlMs = (options.ttlSeconds ?? 60) * 1000;
  const maxEntries = options.maxEntries ?? 20_000;
  const byHash = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let live = false;
  // Bumped by every invalidation: a lookup that started before one must not fill the cache after it.
  let epoch = 0;

  const clear = () => {
    epoch++;
    byHash.clear();
    byUser.clear();
  };

  return {
    get(tenantId: string, tokenHash: string): FoundSession | undefined {
      if (!live) return undefined;
      const entry = byHash.get(tokenHash);
      if (!entry) return undefined;
      if (entry.tenantId !== tenantId || entry.until <= Date.now()) return undefined;
      return entry;
    },
    /** Notes a use of the session that was just written down. */
    seen(tokenHash: string, at: number) {
      const entry = byHash.get(tokenHash);
      if (entry) entry.lastSeenAt = at;
    },
    /** Read before the database lookup and passed to `set`. */
    get epoch() {
      return epoch;
    },
    /** Keeps a session found in the database until it expires or ttlSeconds pass, whichever is first. */
    set(
      tenantId: string,
      tokenHash: string,
      found: { auth: AuthContext; expiresAt: Date; lastSeenAt: Date },
      lookupEpoch: number,
    ) {
      if (!live || lookupEpoch !== epoch) return;
      const { auth, expiresAt } = found;
      if (byHash.size >= maxEntries) clear();
      const until = Math.min(Date.now() + ttlMs, expiresAt.getTime());
      byHash.set(tokenHash, { auth, tenantId, until, lastSeenAt: found.lastSeenAt.getTime() });
      const hashes = byUser.get(auth.user.id) ?? new Set<string>();
      hashes.add(tokenHash);
      byUser.set(auth.user.id, hashes);
    },
    forgetUser(userId: string) {
      epoch++;
      for (const hash of byUser.get(userId) ?? []) byHash.delete(hash);
      byUser.delete(userId);
    },
    /** Whether announcements flow; any change of state starts from an empty cache. */
    setLive(next: boolean) {
      live = next;
      clear();
    },
    get isLive() {
      return live;
    },
    get size() {
      return byHash.size;
    },
  };
};
export type SessionCache = ReturnType<typeof createSessionCache>;

export const identityChannel = 'identity_changed';
