import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Replica } from './replica.ts';
import type { Db } from './types.ts';
import { mayWrite } from './write-requests.ts';

/**
 * Which database a request reads: the read replica for the routes that say `config: { replica: true }`
 * (the heavy reads: directory and global search, feeds, the job board, public profiles, lists), the primary
 * for everything else. A write leaves a cookie that keeps the writer's reads on the primary for as long as
 * the replica may lag, so a member always sees their own change (read-your-writes), whichever process
 * answers next. The cookie holds only a moment; a forged one merely sends its holder's reads to the primary.
 */
export const primaryCookie = 'ventura_primary';

const cookiePattern = new RegExp(`(?:^|;\\s*)${primaryCookie}=(\\d+)`);

/** Whether the request carries a write's cookie that has not run out. */
const wroteLately = (request: FastifyRequest) => {
  const until = cookiePattern.exec(request.headers.cookie ?? '')?.[1];
  return until !== undefined && Number(until) > Date.now();
};

export const readsReplica = (request: FastifyRequest, replica: Replica) =>
  request.routeOptions.config.replica === true && request.method === 'GET' && replica.fresh() && !wroteLately(request);

/** Decorates `request.db` (primary or replica) and leaves the cookie on every answered write. */
export const registerReadRouting = (
  app: FastifyInstance,
  options: { db: Db; replica?: Replica; maxLagSeconds: number; secure: boolean },
) => {
  const { db, replica } = options;
  const chosen = Symbol('db');
  type Routed = FastifyRequest & { [chosen]?: Db };
  app.decorateRequest('db', {
    getter(this: Routed) {
      if (!replica) return db;
      // Decided once per request: its reads all see the same database.
      this[chosen] ??= readsReplica(this, replica) ? replica.db : db;
      return this[chosen];
    },
  });
  if (!replica) return;
  // The replica's lag is measured every second: one more second covers a look that just missed the write.
  const keepSeconds = Math.ceil(options.maxLagSeconds) + 1;
  const attributes = `Max-Age=${keepSeconds}; Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (mayWrite(request) && reply.statusCode < 400) {
      reply.header('set-cookie', `${primaryCookie}=${Date.now() + keepSeconds * 1000}; ${attributes}`);
    }
    return payload;
  });
};
