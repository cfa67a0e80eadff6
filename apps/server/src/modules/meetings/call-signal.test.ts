import { randomUUID } from 'node:crypto';
import { callSignalEvent, meetingRoom } from '@ventura/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { connectToTenant, startTwoServers } from '../../../test/sockets.ts';
import { cast } from '../connections/test-kit.ts';
import { meetings } from './tables.ts';

const redisUrl = process.env.REDIS_URL;

type Answer = { ok: boolean; message?: string };
const join = (socket: Socket, room: string) =>
  new Promise<Answer>((resolve) => socket.emit('joinRoom', room, (answer: Answer) => resolve(answer)));
const nextSignal = (socket: Socket, ms = 800) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve('none'), ms);
    socket.once(callSignalEvent, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * The built-in call's signalling over Socket.IO: only the meeting's two sides join its room while the
 * call is open, and a well-formed signal reaches the other side, never its sender.
 */
describe(redisUrl ? 'call signalling across servers through Redis' : 'call signalling on one server', () => {
  let servers: Awaited<ReturnType<typeof startTwoServers>>;
  let g: Awaited<ReturnType<typeof tenantGraph<'founder' | 'investor' | 'stranger'>>>;
  const sockets: Socket[] = [];
  const open = async (token: string, second = false) => {
    const socket = await connectToTenant(second ? servers.second : servers.first, token);
    sockets.push(socket);
    return socket;
  };
  const makeMeeting = async (startsInMinutes: number) => {
    const uuid = randomUUID();
    const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
    await servers.database.db.insert(meetings).values({
      uuid,
      tenantId: g.tenant.id,
      type: 'fundraising',
      organizerProfileId: g.people.founder.profileId,
      attendeeProfileId: g.people.investor.profileId,
      attendeeName: g.people.investor.name,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      timeZone: 'UTC',
      videoLink: `http://localhost/meetings/${uuid}/call`,
      status: 'scheduled',
    });
    return uuid;
  };

  beforeAll(async () => {
    servers = await startTwoServers(redisUrl);
    const t: TestApp = { app: servers.first, database: servers.database, close: async () => {} };
    g = await tenantGraph(t, 'localhost', { founder: cast.founder, investor: cast.investor, stranger: cast.mentor });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await servers?.close();
  });

  it('relays a description from one side to the other, stamped with the sender, never back', async () => {
    const uuid = await makeMeeting(-1);
    const room = meetingRoom(uuid);
    const founder = await open(g.people.founder.token);
    const investor = await open(g.people.investor.token, true);
    // The call took place, and may be rated, once both sides joined it.
    const rateable = async () =>
      (
        await servers.first.inject({
          method: 'GET',
          url: `/api/v1/meetings/${uuid}/rating`,
          headers: { host: 'localhost', authorization: `Bearer ${g.people.founder.token}` },
        })
      ).json().data.can.rate;
    expect(await join(founder, room)).toEqual({ ok: true });
    expect(await rateable()).toBe(false);
    expect(await join(investor, room)).toEqual({ ok: true });
    expect(await rateable()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const heard = nextSignal(investor);
    const echoed = nextSignal(founder);
    const offer = { room, kind: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1' } };
    founder.emit(callSignalEvent, { ...offer, userId: 'forged' });
    expect(await heard).toEqual({ ...offer, userId: g.people.founder.userId });
    expect(await echoed).toBe('none');

    const back = nextSignal(founder);
    const candidate = {
      room,
      kind: 'candidate',
      candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' },
    };
    investor.emit(callSignalEvent, candidate);
    expect(await back).toEqual({ ...candidate, userId: g.people.investor.userId });
  });

  it('drops an invalid signal and one for a room the sender is not in', async () => {
    const uuid = await makeMeeting(-1);
    const room = meetingRoom(uuid);
    const founder = await open(g.people.founder.token);
    const investor = await open(g.people.investor.token);
    await join(founder, room);
    await join(investor, room);
    const invalid = nextSignal(investor);
    founder.emit(callSignalEvent, { room, kind: 'shout' });
    founder.emit(callSignalEvent, {
      room,
      kind: 'description',
      description: { type: 'offer', sdp: 'x'.repeat(20_001) },
    });
    founder.emit(callSignalEvent, 'hello');
    expect(await invalid).toBe('none');

    // A room the socket never joined, and a room that is not a meeting's (the founder's own user room).
    const other = await makeMeeting(-1);
    const otherRoom = meetingRoom(other);
    await join(investor, otherRoom);
    const outsider = nextSignal(investor);
    founder.emit(callSignalEvent, { room: otherRoom, kind: 'hello' });
    expect(await outsider).toBe('none');
  });

  it('keeps a stranger, another tenant and a closed call out of the room', async () => {
    const uuid = await makeMeeting(-1);
    const stranger = await open(g.people.stranger.token);
    expect(await join(stranger, meetingRoom(uuid))).toEqual({ ok: false, message: 'You cannot join this room' });
    const founder = await open(g.people.founder.token);
    const investor = await open(g.people.investor.token);
    await join(founder, meetingRoom(uuid));
    await join(investor, meetingRoom(uuid));
    const overheard = nextSignal(stranger);
    founder.emit(callSignalEvent, { room: meetingRoom(uuid), kind: 'hello' });
    expect(await overheard).toBe('none');

    const t: TestApp = { app: servers.first, database: servers.database, close: async () => {} };
    const elsewhere = await tenantGraph(t, 'alpha.localhost', { investor: cast.investor });
    const visitor = await connectToTenant(servers.first, elsewhere.people.investor.token, 'alpha.localhost');
    sockets.push(visitor);
    expect((await join(visitor, meetingRoom(uuid))).ok).toBe(false);

    const later = await makeMeeting(60);
    expect((await join(founder, meetingRoom(later))).ok).toBe(false);
    expect((await join(founder, meetingRoom('not-a-uuid'))).ok).toBe(false);
    expect((await join(founder, meetingRoom(randomUUID()))).ok).toBe(false);
  });
});
