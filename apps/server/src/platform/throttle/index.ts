import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { throttleCounters } from './tables.ts';

/** How many calls one key may make in one window. */
export type Limit = { limit: number; windowSeconds: number };

/** One counted key: who (an address, a recipient) and the limit that applies to it. */
export type ThrottleKey = { key: string; limit: Limit; message: string };

export const tooManyAttemptsMessage = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts this call against each key (one atomic upsert each, so parallel calls and other server
 * processes count too) and refuses it with 429 and Retry-After once any key is over its limit.
 */
export const throttle = async (db: Db, tenantId: string, keys: ThrottleKey[]) => {
  const now = Date.now();
  for (const { key, limit, message } of keys) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(now - (now % windowMs));
    const [row] = await db
      .insert(throttleCounters)
      .values({ tenantId, key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [throttleCounters.tenantId, throttleCounters.key, throttleCounters.windowStart],
        set: { hits: sql`${throttleCounters.hits} + 1` },
      })
      .returning({ hits: throttleCounters.hits });
    if ((row?.hits ?? 0) > limit.limit) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
      throw new HttpError(429, message, [message], { 'retry-after': String(retryAfter) });
    }
  }
};

/** The calling address, as a throttle key (the socket's, or the trusted proxy's report of it). */
export const byAddress = (request: FastifyRequest, name: string, limit: Limit): ThrottleKey => ({
  key: `${name}:ip:${request.ip}`,
  limit,
  message: tooManyAttemptsMessage,
});

/** A recipient (an email or a phone number), as a throttle key. */
export const byRecipient = (recipient: string, name: string, limit: Limit): ThrottleKey => ({
  key: `${name}:to:${recipient}`,
  limit,
  message: tooManyAttemptsMessage,
});

/** Windows that ended more than a day ago are of no use: dropped now and then. */
export const pruneThrottle = (db: Db) =>
  db.delete(throttleCounters).where(lt(throttleCounters.windowStart, new Date(Date.now() - 24 * 60 * 60 * 1000)));

/** Prunes old windows once an hour while the server runs (a job once the job queue exists). */
export const registerThrottlePruning = (app: FastifyInstance) => {
  const timer = setInterval(
    () => {
      pruneThrottle(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pruning throttle counters failed'));
    },
    60 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
