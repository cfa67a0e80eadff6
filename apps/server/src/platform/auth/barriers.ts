import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { identityChannel } from './session-cache.ts';

const prefix = `barrier:${randomBytes(6).toString('hex')}:`;
const maxWaitMs = 1000;

export const isBarrier = (payload: string) => payload.startsWith('barrier:');

/**
 * Notifications reach a listener in commit order. Sending a marker of our own and waiting until it
 * comes back proves that every announcement committed before it (the write this request just made)
 * has been handled by this process. Waits at most a second: the database may be away.
 */
export const createBarriers = (db: Db) => {
  let sequence = 0;
  const waiting = new Map<string, () => void>();
  return {
    reached: (payload: string) => waiting.get(payload)?.(),
    pass: async () => {
      const marker = `${prefix}${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        timer = setTimeout(resolve, maxWaitMs);
      });
      try {
        await db.execute(sql`select pg_notify(${identityChannel}, ${marker})`);
        await back;
      } catch {
        // The database is away: nothing was written, so there is nothing to wait for.
      } finally {
        clearTimeout(timer);
        waiting.delete(marker);
      }
    },
  };
};
