import { randomUUID } from 'node:crypto';
import type { CallInfo } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { cast } from '../connections/test-kit.ts';
import { meetings } from './tables.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let alphaPerson: Awaited<ReturnType<typeof tenantGraph<'investor'>>>['people']['investor'];
const graph = () =>
  tenantGraph(t, 'localhost', { founder: cast.founder, investor: cast.investor, stranger: cast.mentor });

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

type MeetingSpec = {
  startsIn?: number;
  lasts?: number;
  status?: 'pending' | 'scheduled' | 'declined' | 'cancelled' | 'completed';
  mode?: 'instant' | 'schedule_later';
  videoLink?: string;
  /** Both sides joined the built-in call (the call took place). */
  joined?: boolean;
};

/** A meeting between the founder (organiser) and the investor, straight in the table. */
const makeMeeting = async (spec: MeetingSpec = {}) => {
  const uuid = randomUUID();
  const startsAt = minutes(spec.startsIn ?? 0);
  await t.database.db.insert(meetings).values({
    uuid,
    tenantId: g.tenant.id,
    type: 'fundraising',
    mode: spec.mode ?? 'schedule_later',
    organizerProfileId: g.people.founder.profileId,
    attendeeProfileId: g.people.investor.profileId,
    attendeeName: g.people.investor.name,
    startsAt,
    endsAt: new Date(startsAt.getTime() + (spec.lasts ?? 30) * 60_000),
    timeZone: 'Europe/London',
    videoLink: spec.videoLink ?? `http://localhost:3000/meetings/${uuid}/call`,
    status: spec.status ?? 'scheduled',
    ...(spec.joined ? { organizerJoinedCallAt: startsAt, attendeeJoinedCallAt: startsAt } : {}),
  });
  return uuid;
};

const ratingsOf = (uuid: string) =>
  rows(
    `select r.profile_id, r.ratings, r.comments from meeting_ratings r join meetings m on m.id = r.meeting_id
     where m.uuid = '${uuid}' order by r.profile_id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  alphaPerson = (await tenantGraph(t, 'alpha.localhost', { investor: cast.investor })).people.investor;
});
afterAll(() => t?.close());

describe('GET meetings/{uuid}/call', () => {
  it('gives each side what its browser needs, the attendee being the polite one', async () => {
    const uuid = await makeMeeting({ startsIn: -5 });
    const organiser = await api('GET', `/meetings/${uuid}/call`, g.people.founder.token);
    expect(organiser.statusCode).toBe(200);
    const info: CallInfo = organiser.json().data;
    expect(info).toMatchObject({
      meetingUuid: uuid,
      kind: 'built_in',
      url: `/meetings/${uuid}/call`,
      room: `meeting_${uuid}`,
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
      polite: false,
      me: { name: 'Asha Founder', profileUuid: g.people.founder.uuid, userId: g.people.founder.userId },
      other: { name: 'Ivan Investor', accountType: 'investor', organizationName: 'Seed Fund' },
    });
    const attendee = await api('GET', `/meetings/${uuid}/call`, g.people.investor.token);
    expect(attendee.statusCode).toBe(200);
    expect(attendee.json().data).toMatchObject({ polite: true, me: { name: 'Ivan Investor' } });
    expect(attendee.json().data.other.name).toBe('Asha Founder');
  });

  it('opens 10 minutes before the start and closes at the end', async () => {
    const soon = await makeMeeting({ startsIn: 8 });
    expect((await api('GET', `/meetings/${soon}/call`, g.people.founder.token)).statusCode).toBe(200);
    const early = await makeMeeting({ startsIn: 30 });
    const refused = await api('GET', `/meetings/${early}/call`, g.people.founder.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The call opens 10 minutes before the meeting starts');
    const ended = await makeMeeting({ startsIn: -60, lasts: 30 });
    const late = await api('GET', `/meetings/${ended}/call`, g.people.investor.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This meeting has ended');
  });

  it('refuses a meeting that is not scheduled', async () => {
    const pending = await makeMeeting({ status: 'pending', startsIn: -1 });
    const res = await api('GET', `/meetings/${pending}/call`, g.people.investor.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This meeting has not been accepted yet');
    const cancelled = await makeMeeting({ status: 'cancelled', startsIn: -1 });
    expect((await api('GET', `/meetings/${cancelled}/call`, g.people.founder.token)).json().message).toBe(
      'This meeting was cancelled',
    );
  });

  it('opens an accepted instant call at once', async () => {
    const instant = await makeMeeting({ mode: 'instant', startsIn: 0 });
    expect((await api('GET', `/meetings/${instant}/call`, g.people.investor.token)).statusCode).toBe(200);
  });

  it('is not found for anyone else, another tenant or no meeting; 401 signed out; 400 for a bad id', async () => {
    const uuid = await makeMeeting({ startsIn: -1 });
    const stranger = await api('GET', `/meetings/${uuid}/call`, g.people.stranger.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Meeting not found');
    expect((await alpha.api('GET', `/meetings/${uuid}/call`, alphaPerson.token)).statusCode).toBe(404);
    expect((await api('GET', `/meetings/${randomUUID()}/call`, g.people.founder.token)).statusCode).toBe(404);
    expect((await api('GET', `/meetings/${uuid}/call`)).statusCode).toBe(401);
    expect((await api('GET', '/meetings/not-a-uuid/call', g.people.founder.token)).statusCode).toBe(400);
  });

  it("sends the tenant's external room when it prefers one, and an interview's own link", async () => {
    const uuid = await makeMeeting({ startsIn: -1 });
    await rows(
      `update tenants set settings = settings || '{"meetings":{"videoCall":"external"}}'::jsonb where id = '${g.tenant.id}'`,
    );
    t.app.tenants.clear();
    try {
      const res = await api('GET', `/meetings/${uuid}/call`, g.people.founder.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kind: 'external', url: `https://meet.jit.si/ventura-meeting-${uuid}` });
    } finally {
      await rows(`update tenants set settings = settings - 'meetings' where id = '${g.tenant.id}'`);
      t.app.tenants.clear();
    }
    const own = await makeMeeting({ startsIn: -1, videoLink: 'https://zoom.example.com/j/123' });
    const res = await api('GET', `/meetings/${own}/call`, g.people.investor.token);
    expect(res.json().data).toMatchObject({ kind: 'external', url: 'https://zoom.example.com/j/123' });
  });
});

describe('POST meetings/{uuid}/rating', () => {
  it('stores one rating per side, a second replacing the first', async () => {
    const uuid = await makeMeeting({ startsIn: -40, lasts: 30, joined: true });
    const first = await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, {
      ratings: 'good',
      comments: 'Clear sound',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ meetingUuid: uuid, ratings: 'good', comments: 'Clear sound' });
    await api('POST', `/meetings/${uuid}/rating`, g.people.investor.token, { ratings: 'excellent' });
    const again = await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, { ratings: 'loving_it' });
    expect(again.statusCode).toBe(200);
    const stored = await ratingsOf(uuid);
    // In profile order: the people of the graph are made at once, so either may come first.
    expect(stored).toEqual(
      [
        { profile_id: g.people.founder.profileId, ratings: 'loving_it', comments: '' },
        { profile_id: g.people.investor.profileId, ratings: 'excellent', comments: '' },
      ].sort((a, b) => a.profile_id - b.profile_id),
    );
  });

  it('reads back the caller’s own rating, each side its own', async () => {
    const uuid = await makeMeeting({ startsIn: -40, lasts: 30, joined: true });
    const before = await api('GET', `/meetings/${uuid}/rating`, g.people.founder.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ meetingUuid: uuid, rating: null, can: { rate: true }, notRateable: null });
    await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, { ratings: 'good', comments: 'Clear' });
    const mine = await api('GET', `/meetings/${uuid}/rating`, g.people.founder.token);
    expect(mine.json().data).toMatchObject({
      rating: { ratings: 'good', comments: 'Clear', ratedAt: expect.any(String) },
      can: { rate: true },
    });
    expect((await api('GET', `/meetings/${uuid}/rating`, g.people.investor.token)).json().data.rating).toBeNull();
    expect((await api('GET', `/meetings/${uuid}/rating`, g.people.stranger.token)).statusCode).toBe(404);
    expect((await alpha.api('GET', `/meetings/${uuid}/rating`, alphaPerson.token)).statusCode).toBe(404);
    expect((await api('GET', `/meetings/${uuid}/rating`)).statusCode).toBe(401);
  });

  it('refuses, and does not offer, a rating before the call took place, saying why', async () => {
    // A built-in call took place once both sides joined it: its start passing is not enough.
    const unjoined = await makeMeeting({ startsIn: -5 });
    const notYet = 'This call has not taken place: you can rate it once you have both joined it';
    const early = await api('POST', `/meetings/${unjoined}/rating`, g.people.founder.token, { ratings: 'good' });
    expect([early.statusCode, early.json().message]).toEqual([409, notYet]);
    expect((await api('GET', `/meetings/${unjoined}/rating`, g.people.founder.token)).json().data).toMatchObject({
      can: { rate: false },
      notRateable: notYet,
    });
    expect((await api('GET', `/meetings/${unjoined}`, g.people.founder.token)).json().data.can.rate).toBe(false);
    // Both joined a few minutes before the start (the call opens early): it took place.
    const metEarly = await makeMeeting({ startsIn: 5, joined: true });
    expect(
      (await api('POST', `/meetings/${metEarly}/rating`, g.people.founder.token, { ratings: 'good' })).statusCode,
    ).toBe(200);
    // An external room tells the server nothing: its call took place once the meeting started.
    const zoom = 'https://zoom.example.com/j/123';
    const external = await makeMeeting({ startsIn: 5, videoLink: zoom });
    const before = await api('POST', `/meetings/${external}/rating`, g.people.investor.token, { ratings: 'good' });
    expect([before.statusCode, before.json().message]).toEqual([
      409,
      'This call has not taken place yet: you can rate it once it has started',
    ]);
    const started = await makeMeeting({ startsIn: -5, videoLink: zoom });
    expect(
      (await api('POST', `/meetings/${started}/rating`, g.people.investor.token, { ratings: 'good' })).statusCode,
    ).toBe(200);
    const cancelled = await makeMeeting({ status: 'cancelled', startsIn: -60, joined: true });
    const none = await api('POST', `/meetings/${cancelled}/rating`, g.people.investor.token, { ratings: 'good' });
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'This meeting was cancelled: there is no call to rate',
    ]);
    expect(await ratingsOf(unjoined)).toEqual([]);
    expect(await ratingsOf(external)).toEqual([]);
  });

  it('refuses a call that could not have started', async () => {
    const pending = await makeMeeting({ status: 'pending', startsIn: -5 });
    const refused = await api('POST', `/meetings/${pending}/rating`, g.people.founder.token, { ratings: 'good' });
    expect(refused.statusCode).toBe(409);
    const later = await makeMeeting({ startsIn: 60 });
    expect(
      (await api('POST', `/meetings/${later}/rating`, g.people.founder.token, { ratings: 'good' })).statusCode,
    ).toBe(409);
    const declined = await makeMeeting({ status: 'declined', startsIn: -60 });
    expect(
      (await api('POST', `/meetings/${declined}/rating`, g.people.investor.token, { ratings: 'good' })).statusCode,
    ).toBe(409);
    expect(await ratingsOf(pending)).toEqual([]);
  });

  it('refuses bad input, strangers and other tenants, storing nothing', async () => {
    const uuid = await makeMeeting({ startsIn: -5 });
    const bad = await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, { ratings: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toContain('body.ratings');
    const long = await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, {
      ratings: 'good',
      comments: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.join()).toContain('Comments can be at most 2000 characters');
    const extra = await api('POST', `/meetings/${uuid}/rating`, g.people.founder.token, { ratings: 'good', stars: 5 });
    expect(extra.statusCode).toBe(400);
    const stranger = await api('POST', `/meetings/${uuid}/rating`, g.people.stranger.token, { ratings: 'good' });
    expect(stranger.statusCode).toBe(404);
    const other = await alpha.api('POST', `/meetings/${uuid}/rating`, alphaPerson.token, { ratings: 'good' });
    expect(other.statusCode).toBe(404);
    expect((await api('POST', `/meetings/${uuid}/rating`, undefined, { ratings: 'good' })).statusCode).toBe(401);
    expect(await ratingsOf(uuid)).toEqual([]);
  });
});

describe('ICE_SERVERS', () => {
  it('reads a JSON list of STUN and TURN servers, and refuses anything else', () => {
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:5349'], username: 'u', credential: 'p' },
    ];
    expect(loadConfig({ NODE_ENV: 'test', ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
    expect(loadConfig({ NODE_ENV: 'test' }).iceServers).toEqual([{ urls: 'stun:stun.l.google.com:19302' }]);
    for (const bad of ['not json', '{"urls":"stun:x"}', '[{"urls":"http://x"}]', '[{"url":"stun:x"}]']) {
      expect(() => loadConfig({ NODE_ENV: 'test', ICE_SERVERS: bad })).toThrow(ConfigError);
    }
  });
});
