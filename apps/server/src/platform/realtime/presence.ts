import { randomUUID } from 'node:crypto';

/** What presence asks of a Redis client (node-redis). */
type Multi = {
  hSet: (key: string, field: string, value: string) => Multi;
  hDel: (key: string, field: string) => Multi;
  sAdd: (key: string, members: string | string[]) => Multi;
  expire: (key: string, seconds: number) => Multi;
  del: (key: string) => Multi;
  exec: () => Promise<unknown>;
};
export type PresenceRedis = {
  isReady: boolean;
  multi: () => Multi;
  hGetAll: (key: string) => Promise<Record<string, string>>;
  hDel: (key: string, fields: string[]) => Promise<unknown>;
  sRem: (key: string, member: string) => Promise<unknown>;
  smIsMember: (key: string, members: string[]) => Promise<unknown>;
};

/**
 * Who is online: a user is online while at least one of their sockets is connected to any server
 * process. Each process counts its own sockets per user; with Redis, each also keeps the set of users it
 * holds (`presence:{tenant}:{process}`, refreshed every few seconds and expiring when the process dies),
 * so that any process can answer for all of them.
 */
export type Presence = {
  /** A socket of the user connected here; true when the user was not online here before. */
  join: (tenantId: string, userId: string) => Promise<boolean>;
  /** A socket left; true when the user has no socket left anywhere. */
  leave: (tenantId: string, userId: string) => Promise<boolean>;
  online: (tenantId: string, userIds: readonly string[]) => Promise<Record<string, boolean>>;
  /** Users with a socket on this process (the memory a socket costs is measured against this). */
  localCount: () => number;
  close: () => Promise<void>;
};

const heartbeatMs = 5_000;
const staleMs = 20_000;
const processesKey = 'presence:processes';

const localCounts = () => {
  const counts = new Map<string, Map<string, number>>();
  return {
    add(tenantId: string, userId: string) {
      let tenant = counts.get(tenantId);
      if (!tenant) {
        tenant = new Map();
        counts.set(tenantId, tenant);
      }
      const next = (tenant.get(userId) ?? 0) + 1;
      tenant.set(userId, next);
      return next === 1;
    },
    remove(tenantId: string, userId: string) {
      const tenant = counts.get(tenantId);
      const next = (tenant?.get(userId) ?? 0) - 1;
      if (!tenant || next > 0) {
        tenant?.set(userId, next);
        return false;
      }
      tenant.delete(userId);
      if (tenant.size === 0) counts.delete(tenantId);
      return true;
    },
    has: (tenantId: string, userId: string) => (counts.get(tenantId)?.get(userId) ?? 0) > 0,
    tenants: () => [...counts.entries()],
    size: () => [...counts.values()].reduce((sum, tenant) => sum + tenant.size, 0),
  };
};

const answer = (userIds: readonly string[], isOnline: (userId: string, index: number) => boolean) =>
  Object.fromEntries(userIds.map((userId, index) => [userId, isOnline(userId, index)]));

/** One process: its own sockets are all there is. */
export const createLocalPresence = (): Presence => {
  const local = localCounts();
  return {
    join: async (tenantId, userId) => local.add(tenantId, userId),
    leave: async (tenantId, userId) => local.remove(tenantId, userId),
    online: async (tenantId, userIds) => answer(userIds, (userId) => local.has(tenantId, userId)),
    localCount: () => local.size(),
    close: async () => {},
  };
};

/** Many processes on one Redis. Redis being away degrades answers to this process's own sockets. */
export const createRedisPresence = (redis: PresenceRedis, onError: (error: unknown) => void): Presence => {
  const local = localCounts();
  const processId = randomUUID();
  const keyOf = (tenantId: string, process: string = processId) => `presence:${tenantId}:${process}`;
  const ttlSeconds = Math.ceil(staleMs / 1000);
  const safely = async <T>(run: () => Promise<T>, fallback: T) => {
    if (!redis.isReady) return fallback;
    try {
      return await run();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };

  const heartbeat = async () => {
    const multi = redis.multi().hSet(processesKey, processId, String(Date.now()));
    for (const [tenantId, users] of local.tenants()) {
      // Re-announces every user, so that a Redis that restarted empty learns them again.
      if (users.size > 0) multi.sAdd(keyOf(tenantId), [...users.keys()]).expire(keyOf(tenantId), ttlSeconds);
    }
    await multi.exec();
  };
  const timer = setInterval(() => void safely(heartbeat, undefined), heartbeatMs);
  timer.unref();
  void safely(heartbeat, undefined);

  const liveProcesses = async () => {
    const all = await redis.hGetAll(processesKey);
    const now = Date.now();
    const entries = Object.entries(all);
    // Processes that died without closing: their sets have expired; forget them too.
    const dead = entries.filter(([, seen]) => now - Number(seen) > staleMs * 3).map(([id]) => id);
    if (dead.length > 0) await redis.hDel(processesKey, dead);
    return entries.filter(([, seen]) => now - Number(seen) < staleMs).map(([id]) => id);
  };

  const online: Presence['online'] = async (tenantId, userIds) => {
    const found = await safely(async () => {
      const processes = await liveProcesses();
      const hits = await Promise.all(
        processes.map(async (id) => (await redis.smIsMember(keyOf(tenantId, id), [...userIds])) as number[]),
      );
      return answer(userIds, (userId, index) => local.has(tenantId, userId) || hits.some((row) => row[index] === 1));
    }, null);
    return found ?? answer(userIds, (userId) => local.has(tenantId, userId));
  };

  return {
    async join(tenantId, userId) {
      const first = local.add(tenantId, userId);
      if (first) {
        await safely(() => redis.multi().sAdd(keyOf(tenantId), userId).expire(keyOf(tenantId), ttlSeconds).exec(), []);
      }
      return first;
    },
    async leave(tenantId, userId) {
      if (!local.remove(tenantId, userId)) return false;
      await safely(() => redis.sRem(keyOf(tenantId), userId), 0);
      return !(await online(tenantId, [userId]))[userId];
    },
    online,
    localCount: () => local.size(),
    async close() {
      clearInterval(timer);
      await safely(async () => {
        const multi = redis.multi().hDel(processesKey, processId);
        for (const [tenantId] of local.tenants()) multi.del(keyOf(tenantId));
        await multi.exec();
      }, undefined);
    },
  };
};
