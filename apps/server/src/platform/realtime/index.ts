import { createAdapter } from '@socket.io/redis-adapter';
import { CallSignal, callSignalEvent, meetingRoomPrefix, onlineUsersRoom, socketEvents } from '@ventura/shared';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { liveSession } from '../auth/index.ts';
import { listenForTenantChanges } from '../tenancy/changes.ts';
import {
  createBucket,
  createUserBudgets,
  maxClientMessageBytes,
  roomAnswerMs,
  roomAnswersKept,
  socketBudget,
  type UserSpending,
} from './budget.ts';
import { createLocalPresence, createRedisPresence, type PresenceRedis } from './presence.ts';
import { roomOf } from './publisher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

type SocketData = { tenantId: string; userId: string; profileId: number; token: string };
type Answer = { ok: boolean; message?: string };
const maxRoomName = 200;
const refused: Answer = { ok: false, message: 'You cannot join this room' };

/**
 * Socket.IO on the API server's port (spec calls 7.16). A socket belongs to the tenant of its host and
 * to the session whose token it brings (`auth: { token }`); it starts in its user's room, joins only
 * rooms it may see, and counts its user as online while it is connected. With REDIS_URL set, rooms and
 * presence span every server process (Redis adapter); without it, they live in this process. Every
 * event a client sends counts against its socket's and its user's budgets (budget.ts): past one, the
 * socket is disconnected.
 */
export const attachRealtime = async (app: FastifyInstance) => {
  const config = app.config;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    // A larger message closes the connection before it is read.
    maxHttpBufferSize: maxClientMessageBytes,
  });
  const closers: Array<() => Promise<unknown>> = [];
  let closing = false;
  let presence = createLocalPresence();
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    const store = createClient({ url: config.redisUrl });
    // Redis going away degrades realtime to this process until the clients reconnect by themselves;
    // an 'error' event without a listener would end the process.
    const watch = (name: string, client: typeof pub) => {
      client.on('error', (error: Error) => app.log.warn({ err: error }, `realtime: Redis ${name} error`));
      client.on('ready', () => app.log.info(`realtime: Redis ${name} connected`));
    };
    watch('publisher', pub);
    watch('subscriber', sub);
    watch('presence', store);
    await Promise.all([pub.connect(), sub.connect(), store.connect()]);
    // The adapter does not wait for its publishes: one that fails while Redis is away would be an
    // unhandled rejection (which ends a Node process). The event is lost, as it would be anyway.
    const publish = pub.publish.bind(pub);
    (pub as { publish: typeof publish }).publish = (...args) =>
      publish(...args).catch((error: unknown) => {
        if (!closing) app.log.warn({ err: error }, 'realtime: an event could not reach Redis');
        return 0;
      });
    io.adapter(createAdapter(pub, sub));
    presence = createRedisPresence(store as unknown as PresenceRedis, (error) =>
      app.log.warn({ err: error }, 'realtime: presence unavailable'),
    );
    // Readiness (platform/health.ts) asks Redis too: without it, rooms and presence stop at this process.
    app.lifecycle.checks.set('redis', () => store.ping());
    closers.push(
      () => presence.close(),
      () => closeClient(pub),
      () => closeClient(sub),
      () => closeClient(store),
    );
  }
  app.realtime.attach(io, presence);

  io.use(async (socket, next) => {
    const host = socket.handshake.headers.host ?? '';
    const tenant = await app.tenants.byHost(app.db, host).catch(() => undefined);
    if (!tenant) return next(new Error(`No tenant is configured for the host "${host}"`));
    const token = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 500)
      return next(new Error('Sign in to continue'));
    const session = await liveSession(app, tenant.id, token).catch(() => undefined);
    if (!session) return next(new Error('Session expired'));
    const data: SocketData = {
      tenantId: tenant.id,
      userId: session.auth.user.id,
      profileId: session.auth.profile.id,
      token,
    };
    socket.data = data;
    return next();
  });

  /** Tells the user's connections that the user came online or left. */
  const announce = async (data: SocketData, online: boolean) => {
    if (closing) return;
    const audience = await app.realtime.audience(data.tenantId, data.userId);
    app.realtime.toUsers(data.tenantId, audience, socketEvents.onlineUsersList, {
      online: online ? [data.userId] : [],
      offline: online ? [] : [data.userId],
    });
  };

  /** The caller's connections who are online now: the list a socket gets after it says it is here. */
  const onlineList = async (data: SocketData) => {
    const audience = await app.realtime.audience(data.tenantId, data.userId);
    if (audience.length === 0) return [];
    const status = await app.realtime.online(data.tenantId, audience);
    return audience.filter((userId) => status[userId]);
  };

  /**
   * The answer to a socket's joinRoom: its own room and 'online_users' at once; a room a feature checks
   * from the socket's recent answers (roomAnswerMs) or else from the database, within the user's room
   * check budget ('over budget' when past it).
   */
  const mayJoin = (data: SocketData, room: string, answers: RoomAnswers, spending: UserSpending) => {
    if (room === data.userId || room === onlineUsersRoom) return Promise.resolve<Answer>({ ok: true });
    const known = answers.get(room);
    if (known && known.until > Date.now()) return known.answer;
    const registered = app.realtime.roomCheck(room);
    if (!registered) return Promise.resolve(refused);
    if (!spending.roomChecks.take()) return 'over budget';
    const answer = registered.check({ ...data, id: registered.id }).then(
      (ok): Answer => {
        entry.until = Date.now() + (ok ? roomAnswerMs.allowed : roomAnswerMs.refused);
        return ok ? { ok: true } : refused;
      },
      (error: unknown) => {
        answers.delete(room);
        throw error;
      },
    );
    // While the database answers, the same room asked again waits for this answer.
    const entry = { answer, until: Date.now() + roomAnswerMs.refused };
    answers.delete(room);
    answers.set(room, entry);
    if (answers.size > roomAnswersKept) answers.delete(answers.keys().next().value ?? room);
    return entry.answer;
  };

  // A socket lives as long as its session: when the database announces a change to the user (a logout,
  // a suspension, a revoked session), this process checks each of the user's sockets it holds.
  const byUser = new Map<string, Set<Socket>>();
  const recheck = (userId: string) => {
    for (const socket of byUser.get(userId) ?? []) {
      const data = socket.data as SocketData;
      void liveSession(app, data.tenantId, data.token)
        .then((session) => {
          if (!session) socket.disconnect(true);
        })
        .catch(() => {});
    }
  };
  const watcher = { forgetUser: recheck, clear: () => {} };
  app.identityWatchers.add(watcher);
  const userBudgets = createUserBudgets();

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const mine = byUser.get(data.userId) ?? new Set<Socket>();
    mine.add(socket);
    byUser.set(data.userId, mine);
    const reportFailure = (what: string) => (error: unknown) =>
      app.log.warn({ err: error }, `realtime: ${what} failed`);
    const own = createBucket(socketBudget);
    const spending = userBudgets.join(data.tenantId, data.userId);
    const answers: RoomAnswers = new Map();
    /** Past a budget: the socket goes, and the log says whose and which budget (no stack: nothing failed). */
    const cutOff = (budget: string) => {
      if (socket.disconnected) return;
      app.log.warn(
        { tenantId: data.tenantId, userId: data.userId, socketId: socket.id, budget },
        `realtime: socket disconnected: it went past its ${budget} budget`,
      );
      socket.disconnect(true);
    };
    socket.use((_packet, next) => {
      if (!own.take()) return cutOff('events per socket');
      if (!spending.events.take()) return cutOff('events per user');
      next();
    });
    socket.join(roomOf(data.tenantId, data.userId));
    void presence
      .join(data.tenantId, data.userId)
      .then((first) => (first ? announce(data, true) : undefined))
      .catch(reportFailure('presence'));

    socket.on(socketEvents.joinRoom, (room: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: Answer) => void) : () => {};
      if (typeof room !== 'string' || room.length === 0 || room.length > maxRoomName) {
        return reply({ ok: false, message: 'Name a room to join' });
      }
      const asked = mayJoin(data, room, answers, spending);
      if (asked === 'over budget') return cutOff('room checks per user');
      asked
        .then((answer) => {
          if (answer.ok) socket.join(roomOf(data.tenantId, room));
          reply(answer);
        })
        .catch((error: unknown) => {
          reportFailure('joinRoom')(error);
          reply({ ok: false, message: 'Something went wrong' });
        });
    });
    socket.on(socketEvents.leaveRoom, (room: unknown, ack?: unknown) => {
      // A socket never leaves its own user room: that is how the server reaches it.
      if (typeof room === 'string' && room !== data.userId) socket.leave(roomOf(data.tenantId, room));
      if (typeof ack === 'function') ack({ ok: true });
    });
    // Spec: a socket in 'online_users' says who it is (its user's id) a second after it connects; it
    // hears back which of its connections are online, and from then on who comes and goes.
    socket.on(socketEvents.onlineUsers, (userId: unknown) => {
      if (userId !== data.userId) return;
      onlineList(data)
        .then((online) => socket.emit(socketEvents.onlineUsersList, { online, offline: [] }))
        .catch(reportFailure('online-users'));
    });
    for (const event of [socketEvents.startTyping, socketEvents.endTyping]) {
      socket.on(event, (input: unknown) => {
        const room = (input as { room?: unknown } | null)?.room;
        if (typeof room !== 'string' || room.length > maxRoomName || room === data.userId) return;
        // Only to a room the socket is in (and so was allowed to join), never back to the typist.
        const scoped = roomOf(data.tenantId, room);
        if (socket.rooms.has(scoped)) socket.to(scoped).emit(event, { room, userId: data.userId });
      });
    }
    // The built-in call's WebRTC signalling (offers, answers, candidates): a well-formed signal goes to the
    // others in a meeting room the socket joined (so was allowed into), stamped with who sent it.
    socket.on(callSignalEvent, (input: unknown) => {
      const signal = CallSignal.safeParse(input);
      if (!signal.success || !signal.data.room.startsWith(meetingRoomPrefix)) return;
      const scoped = roomOf(data.tenantId, signal.data.room);
      if (socket.rooms.has(scoped)) socket.to(scoped).emit(callSignalEvent, { ...signal.data, userId: data.userId });
    });
    socket.on('disconnect', () => {
      userBudgets.leave(data.tenantId, data.userId);
      const held = byUser.get(data.userId);
      held?.delete(socket);
      if (held?.size === 0) byUser.delete(data.userId);
      // Shutting down: the process's presence goes with it (its Redis keys are removed as it closes).
      if (closing) return;
      void presence
        .leave(data.tenantId, data.userId)
        .then((gone) => (gone ? announce(data, false) : undefined))
        .catch(reportFailure('presence'));
    });
  });

  app.decorate('io', io);
  listenForTenantChanges(app);
  // Before the HTTP server stops listening: a WebSocket holds its connection open, so the server could not
  // finish closing while one is left. Closing the transports (not disconnecting the sockets, which would
  // tell the clients to stay away) makes each client reconnect by itself, through the proxy, to a process
  // that is still serving. The rest (rooms, the adapter, Redis) closes once the requests in flight are done.
  app.addHook('preClose', async () => {
    closing = true;
    app.identityWatchers.delete(watcher);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await Promise.all(closers.map((close) => close()));
  });
};

/** A socket's recent answers to joinRoom, by room name (the pending one too, so a burst asks once). */
type RoomAnswers = Map<string, { answer: Promise<Answer>; until: number }>;

/** Quits politely, but never hangs a shutdown on a Redis that is away or reconnecting. */
const closeClient = async (client: { quit: () => Promise<unknown>; destroy: () => void; isOpen: boolean }) => {
  const quit = client.quit().then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref());
  if (!(await Promise.race([quit, timeout])) && client.isOpen) client.destroy();
};
