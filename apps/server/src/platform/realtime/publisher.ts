import type { Server } from 'socket.io';
import { createLocalPresence, type Presence } from './presence.ts';

/**
 * Rooms as the spec names them (a user's id, 'online_users', 'conversation_{id}'), kept apart per tenant
 * inside Socket.IO: a room name from one tenant never reaches another tenant's sockets.
 */
export const roomOf = (tenantId: string, room: string) => `${tenantId}/${room}`;

/**
 * Who may join a room other than their own user room and 'online_users': a feature registers a check
 * for its prefix (chat: 'conversation_'). A room nobody registered cannot be joined.
 */
export type RoomCheck = (input: {
  tenantId: string;
  userId: string;
  profileId: number;
  id: string;
}) => Promise<boolean>;

/** Whose sockets hear that a user came online or left: that user's connections (modules/connections). */
export type PresenceAudience = (tenantId: string, userId: string) => Promise<string[]>;

/**
 * Which of `candidates` a user may see online, by one feature's reckoning (connections: accepted
 * connections; chat: members of a conversation the user is in). The users no circle names are told
 * apart from nobody: they are answered as offline.
 */
export type PresenceCircle = (tenantId: string, userId: string, candidates: readonly string[]) => Promise<string[]>;

/**
 * What the rest of the server uses to reach sockets. It exists before (and without) the socket server:
 * in tests and scripts that never attach one, events go nowhere and nobody is online.
 */
export const createRealtime = () => {
  let io: Server | undefined;
  let presence: Presence = createLocalPresence();
  const roomChecks = new Map<string, RoomCheck>();
  let audience: PresenceAudience = async () => [];
  const circles: PresenceCircle[] = [];
  return {
    attach(server: Server, shared: Presence) {
      io = server;
      presence = shared;
    },
    get presence() {
      return presence;
    },
    get attached() {
      return io !== undefined;
    },
    /** Sends an event to every socket of each user (any server process, through Redis when there is one). */
    toUsers(tenantId: string, userIds: readonly string[], event: string, payload?: unknown) {
      if (!io || userIds.length === 0) return;
      const target = io.to(userIds.map((userId) => roomOf(tenantId, userId)));
      if (payload === undefined) target.emit(event);
      else target.emit(event, payload);
    },
    toRoom(tenantId: string, room: string, event: string, payload?: unknown) {
      io?.to(roomOf(tenantId, room)).emit(event, payload);
    },
    /**
     * Sends an event to every socket in a room and to every socket of these users, once per socket even
     * when it is in both (one publish through Redis): a chat event reaches an open thread and the list.
     */
    toRoomAndUsers(tenantId: string, room: string, userIds: readonly string[], event: string, payload: unknown) {
      io?.to([roomOf(tenantId, room), ...userIds.map((userId) => roomOf(tenantId, userId))]).emit(event, payload);
    },
    /** Sends an event to the sockets of these users that are not in the room (who is not looking at it). */
    toUsersOutside(tenantId: string, userIds: readonly string[], room: string, event: string, payload?: unknown) {
      if (!io || userIds.length === 0) return;
      const target = io.to(userIds.map((userId) => roomOf(tenantId, userId))).except(roomOf(tenantId, room));
      if (payload === undefined) target.emit(event);
      else target.emit(event, payload);
    },
    online: (tenantId: string, userIds: readonly string[]) => presence.online(tenantId, userIds),
    allowRooms(prefix: string, check: RoomCheck) {
      roomChecks.set(prefix, check);
    },
    roomCheck(room: string) {
      for (const [prefix, check] of roomChecks)
        if (room.startsWith(prefix)) return { check, id: room.slice(prefix.length) };
      return undefined;
    },
    setPresenceAudience(next: PresenceAudience) {
      audience = next;
    },
    audience: (tenantId: string, userId: string) => audience(tenantId, userId),
    allowPresence(circle: PresenceCircle) {
      circles.push(circle);
    },
    /**
     * Who of `candidates` the user sees online or offline as they are: the user themself and anyone in
     * one of the circles. Nobody else is asked about (their presence stays unknown to the user).
     */
    async presenceVisibleTo(tenantId: string, userId: string, candidates: readonly string[]) {
      const visible = new Set(candidates.filter((candidate) => candidate === userId));
      const others = new Set(candidates.filter((candidate) => candidate !== userId));
      if (others.size === 0) return visible;
      const found = await Promise.all(circles.map((circle) => circle(tenantId, userId, [...others])));
      for (const id of found.flat()) if (others.has(id)) visible.add(id);
      return visible;
    },
  };
};
export type Realtime = ReturnType<typeof createRealtime>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
