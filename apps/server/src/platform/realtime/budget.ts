/**
 * How many events a client may send: `burst` at once, then `perSecond` on average (a token bucket that
 * holds `burst` tokens and gains `perSecond` a second). A socket that goes past a budget is disconnected.
 */
export type Budget = { burst: number; perSecond: number };

/*
 * What the web sends at most (apps/web/src/api/socket.ts and live-socket.ts, chat/live.ts, community/live.ts,
 * meetings/call): on each connection two joinRoom and, a second later, one online_users; a joinRoom and a
 * leaveRoom per thread, wall or call opened (and each room again after a reconnection); start_typing at
 * most every 3 s and end_typing; a call's setup is a hello, an offer or an answer, a few dozen ICE
 * candidates at most, then a bye. The budgets are several times the busiest of those moments.
 */

/** Any event of one socket. */
export const socketBudget: Budget = { burst: 100, perSecond: 5 };
/** Any event of a user's sockets in this process together (a few tabs, all reconnecting at once). */
export const userBudget: Budget = { burst: 300, perSecond: 15 };
/**
 * joinRoom asks that reach the database (a room this socket has no answer for yet), a user's sockets in
 * this process together: each is a query, so a flood of new room names costs at most this many.
 */
export const roomCheckBudget: Budget = { burst: 50, perSecond: 1 };

/** How long a socket's answer to a room stands before the database is asked again. */
export const roomAnswerMs = {
  /** Once let in, a socket may come back to the room (a thread reopened) without a query. */
  allowed: 60_000,
  /** Briefly: a call opens, a member is added to a conversation. */
  refused: 10_000,
};
/** Room answers one socket keeps (the oldest is forgotten first). */
export const roomAnswersKept = 100;

/** The largest message a client may send (maxHttpBufferSize): a call's offer (SDP up to 20,000 characters) with room to spare. */
export const maxClientMessageBytes = 64 * 1024;

export type Bucket = { take: () => boolean; full: () => boolean };

export const createBucket = (budget: Budget, now: () => number = Date.now): Bucket => {
  let tokens = budget.burst;
  let at = now();
  const refill = () => {
    const time = now();
    tokens = Math.min(budget.burst, tokens + ((time - at) / 1000) * budget.perSecond);
    at = time;
  };
  return {
    take() {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    full() {
      refill();
      return tokens >= budget.burst;
    },
  };
};

/** What one user's sockets in this process spend together. */
export type UserSpending = { events: Bucket; roomChecks: Bucket };

const sweepEveryMs = 60_000;

/**
 * Each user's spending in this process, kept while the user has a socket here and afterwards until it
 * has refilled: a user cannot start afresh by reconnecting.
 */
export const createUserBudgets = (now: () => number = Date.now) => {
  const users = new Map<string, UserSpending & { sockets: number }>();
  let sweptAt = now();
  const sweep = () => {
    sweptAt = now();
    for (const [key, user] of users) {
      if (user.sockets === 0 && user.events.full() && user.roomChecks.full()) users.delete(key);
    }
  };
  return {
    /** A socket of the user connected: what it spends with the user's other sockets. */
    join(tenantId: string, userId: string): UserSpending {
      if (now() - sweptAt > sweepEveryMs) sweep();
      const key = `${tenantId}/${userId}`;
      const user = users.get(key) ?? {
        events: createBucket(userBudget, now),
        roomChecks: createBucket(roomCheckBudget, now),
        sockets: 0,
      };
      user.sockets++;
      users.set(key, user);
      return user;
    },
    leave(tenantId: string, userId: string) {
      const user = users.get(`${tenantId}/${userId}`);
      if (user) user.sockets--;
    },
  };
};
