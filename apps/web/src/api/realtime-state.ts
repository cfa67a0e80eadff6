import { useSyncExternalStore } from 'react';

/*
 * What the realtime socket knows, kept apart from the socket client so that the shell's profile menu and
 * the connections list can read it without loading socket.io-client: whether the socket is connected,
 * and which users are online.
 */

type Listener = () => void;

const createStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

/**
 * The socket's state: 'idle' before it was started (or after sign-out), 'connecting' while it tries (also
 * between reconnection attempts), 'connected' once the server let it into the user's own room, 'offline'
 * when the server refused it (an expired session) and it stopped trying.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'offline';
export const realtimeStatus = createStore<RealtimeStatus>('idle');

export const useRealtimeStatus = () => useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.get);

/** A change of who is online, as the socket's `online-users` event carries it. */
export type PresenceChange = { online: readonly string[]; offline: readonly string[] };

/**
 * Who is online, by user id: seeded from GET connections/check_user_online_status and kept current by the
 * socket's `online-users` changes. Unknown users count as offline.
 */
const createPresence = () => {
  const store = createStore<ReadonlyMap<string, boolean>>(new Map());
  const merge = (entries: Iterable<readonly [string, boolean]>) => {
    const next = new Map(store.get());
    let changed = false;
    for (const [userId, online] of entries) {
      if (next.get(userId) === online) continue;
      next.set(userId, online);
      changed = true;
    }
    if (changed) store.set(next);
  };
  return {
    isOnline: (userId: string) => store.get().get(userId) === true,
    /** The server's answer for some users: what it says about them replaces what was known. */
    seed: (statuses: Readonly<Record<string, boolean>>) => merge(Object.entries(statuses)),
    /** A change the socket announced. A user named in both lists ends up offline (the later state wins). */
    apply: (change: PresenceChange) =>
      merge([
        ...change.online.map((userId) => [userId, true] as const),
        ...change.offline.map((userId) => [userId, false] as const),
      ]),
    /** Forgets everyone: after sign-out, nobody's presence belongs to the next person. */
    clear: () => store.set(new Map()),
    subscribe: store.subscribe,
    snapshot: store.get,
  };
};

export const presence = createPresence();

/** Whether a user is online now; false for an unknown user or no user id at all. */
export const useIsOnline = (userId: string | null | undefined) =>
  useSyncExternalStore(presence.subscribe, () => (userId ? presence.isOnline(userId) : false));
