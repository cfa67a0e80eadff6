import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { cast, notificationsOf, pairRows, setConnectionSetting, waitForMail } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let other: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    investor2: cast.investor2,
    mentor: { type: 'mentor', name: 'Mira Draft', approvalStatus: 'draft' },
    drafter: { type: 'startup', name: 'Dev Draft', organizationName: 'Draft Labs', approvalStatus: 'submitted' },
    seeker: { type: 'job_seeker', name: 'Jay Seeker', approvalStatus: 'approved' },
    bystander: { type: 'corporate', name: 'Cora Corp', approvalStatus: 'approved' },
    corporate: { type: 'corporate', name: 'Cole Corp', approvalStatus: 'approved' },
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  other = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const { api, rows } = testClient(() => t, 'localhost');
const send = (token: string, profileUUID: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/connections/send/request', token, { profileUUID, ...extra });
const counts = async (token: string) => (await api('GET', '/connections/types/counts', token)).json().data;
/** The user ids each published delivery went to, in order. */
const publishedTo = () => {
  const spy = vi.spyOn(t.app.notifier, 'publish');
  return () => spy.mock.calls.map(([delivery]) => [...delivery.userIds]);
};

describe('sending a connection request', () => {
  it('needs a session on every connections route', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/connections/send/request'],
      ['POST', '/connections/investor'],
      ['GET', `/connections/check/request/${uuid}`],
      ['DELETE', `/connections/${uuid}`],
      ['GET', '/connections/list/basic/all'],
      ['GET', `/connections/check_user_online_status?userIds=${uuid}`],
      ['GET', `/connections/parent-user/group/${uuid}`],
      ['GET', `/connections/${uuid}/document`],
    ] as const) {
      expect(
        (await api(method, url, undefined, method === 'POST' ? { profileUUID: uuid } : undefined)).statusCode,
      ).toBe(401);
    }
  });

  it('stores a pending request, tells the receiver in the app and by email with answer links, and counts it', async () => {
    const { founder, investor } = g.people;
    const published = publishedTo();
    const res = await send(founder.token, investor.uuid, { message: '  We are raising a seed round  ' });
    expect(res.statusCode).toBe(200);
    const state = res.json().data;
    expect(state).toMatchObject({
      companyUUID: investor.uuid,
      connectionStatus: 'pending',
      direction: 'sent',
      actionMessage: null,
    });
    expect(await pairRows(t, founder.profileId, investor.profileId)).toEqual([
      expect.objectContaining({
        uuid: state.connectionUUID,
        status: 'pending',
        message: 'We are raising a seed round',
      }),
    ]);
    expect(await notificationsOf(t, investor.userId)).toEqual([
      {
        kind: 'connection_requested',
        title: 'Asha Founder (Solar Sprout) wants to connect with you',
        body: 'We are raising a seed round',
        url: '/connections?tab=received',
      },
    ]);
    expect(published()).toEqual([[investor.userId]]);
    const mail = await waitForMail(t, investor.email);
    expect(mail.subject).toBe('Asha Founder (Solar Sprout) wants to connect on Ventura Startup Mission');
    expect(mail.body).toMatch(/Accept: http:\/\/localhost(:\d+)?\/connection-request\?token=[^&\s]+&action=accept/);
    expect(mail.body).toMatch(/Reject: http:\/\/localhost(:\d+)?\/connection-request\?token=[^&\s]+&action=reject/);
    expect(mail.body).toContain('We are raising a seed round');

    expect(await counts(investor.token)).toEqual({ connections: 0, received: 1, sent: 0 });
    expect(await counts(founder.token)).toEqual({ connections: 0, received: 0, sent: 1 });
    const sent = (await api('GET', '/connections/requests/sent', founder.token)).json().data;
    expect(sent.items.map((c: { other: { uuid: string } }) => c.other.uuid)).toEqual([investor.uuid]);
    const received = (await api('GET', '/connections/requests/received', investor.token)).json().data;
    expect(received.items[0]).toMatchObject({
      direction: 'received',
      can: { accept: true, reject: true, withdraw: false, remove: false },
    });
    expect(sent.items[0].can).toEqual({ accept: false, reject: false, withdraw: true, remove: false });
  });

  it('answers where the caller stands with a profile, for both ends, and null for anyone else', async () => {
    const { founder, investor, bystander } = g.people;
    const asSender = (await api('GET', `/connections/check/request/${investor.uuid}`, founder.token)).json().data;
    expect(asSender).toMatchObject({ connectionStatus: 'pending', direction: 'sent', companyUUID: investor.uuid });
    const asReceiver = (await api('GET', `/connections/check/request/${founder.uuid}`, investor.token)).json().data;
    expect(asReceiver).toMatchObject({ connectionStatus: 'pending', direction: 'received', companyUUID: founder.uuid });
    expect((await api('GET', `/connections/check/request/${founder.uuid}`, bystander.token)).json()).toEqual({
      data: null,
    });
    const foreign = await api('GET', `/connections/check/request/${other.people.founder.uuid}`, founder.token);
    expect(foreign.statusCode).toBe(404);
    expect((await api('GET', '/connections/check/request/not-a-uuid', founder.token)).statusCode).toBe(400);
  });

  it('refuses a second request between the same two profiles, either way, with 409 and nothing stored', async () => {
    const { founder, investor } = g.people;
    const again = await send(founder.token, investor.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['You have already sent a connection request to this profile']);
    const back = await send(investor.token, founder.uuid);
    expect(back.statusCode).toBe(409);
    expect(back.json().errors).toEqual([
      'This profile has already asked to connect with you: answer their request instead',
    ]);
    expect(await pairRows(t, founder.profileId, investor.profileId)).toHaveLength(1);
  });

  it('lets the database settle two requests sent at once across a pair: one lands, the other is a 409', async () => {
    const { cofounder, investor2 } = g.people;
    const answers = await Promise.all([send(cofounder.token, investor2.uuid), send(investor2.token, cofounder.uuid)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await pairRows(t, cofounder.profileId, investor2.profileId)).toHaveLength(1);
    // Nor does a row written past the service get in: the live pair index refuses it (the service says 409).
    await expect(
      rows(sql`insert into connections (tenant_id, from_profile_id, to_profile_id)
               values (${g.tenant.id}, ${investor2.profileId}, ${cofounder.profileId})`),
    ).rejects.toThrow();
  });

  it('refuses what the tenant and its matrix do not allow, saying why, and stores nothing', async () => {
    const { founder, investor, investor2, mentor, seeker, cofounder } = g.people;
    const before = await rows(sql`select count(*)::int as n from connections where tenant_id = ${g.tenant.id}`);
    const cases = [
      [founder.token, founder.uuid, 403, 'You cannot send a connection request to yourself'],
      [investor.token, investor2.uuid, 403, 'Investor profiles cannot connect with Investor profiles here'],
      [founder.token, mentor.uuid, 403, 'This profile is not approved yet: it cannot be asked to connect'],
      [seeker.token, cofounder.uuid, 403, 'Job Seeker accounts cannot send connection requests'],
      [founder.token, other.people.founder.uuid, 404, 'Profile not found'],
      [founder.token, '00000000-0000-4000-8000-000000000000', 404, 'Profile not found'],
    ] as const;
    for (const [token, target, status, message] of cases) {
      const res = await send(token, target);
      expect([res.statusCode, res.json().errors]).toEqual([status, [message]]);
    }
    expect(await rows(sql`select count(*)::int as n from connections where tenant_id = ${g.tenant.id}`)).toEqual(
      before,
    );
  });

  it('takes requests only from approved profiles, locked tenant or not: nobody is told, nothing is stored', async () => {
    const { drafter, investor2 } = g.people;
    const published = publishedTo();
    const refusal = 'Your profile must be approved before it can send connection requests';
    const refused = await send(drafter.token, investor2.uuid, { message: 'Before our approval' });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: refusal, errors: [refusal] }]);
    // Where the tenant locks unapproved profiles the answer is the same.
    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,profiles_locked}', 'true')
                   where id = ${g.tenant.id}`);
    t.app.tenants.clear();
    try {
      expect((await send(drafter.token, investor2.uuid)).json().errors).toEqual([refusal]);
    } finally {
      await rows(sql`update tenants set settings = jsonb_set(settings, '{features,profiles_locked}', 'false')
                     where id = ${g.tenant.id}`);
      t.app.tenants.clear();
    }
    // Not even the document that would go with a request to an investor.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections/upload/document',
      headers: { host: 'localhost', authorization: `Bearer ${drafter.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([upload.statusCode, upload.json().message]).toEqual([403, refusal]);
    expect(await pairRows(t, drafter.profileId, investor2.profileId)).toEqual([]);
    const told = await notificationsOf(t, investor2.userId);
    expect(told.filter((notice) => String(notice.title).includes('Dev Draft'))).toEqual([]);
    expect(published()).toEqual([]);
    // Their public profile does not offer Connect to them either.
    const seen = await api('GET', `/investors/public/${investor2.uuid}`, drafter.token);
    expect(seen.json().data.can).toMatchObject({ connect: false });
  });

  it('refuses bad bodies with 400 naming the field, the tenant’s own message length included', async () => {
    const { cofounder, bystander } = g.people;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { profileUUID: bystander.uuid, message: 'x'.repeat(501) },
        'body.message: The message can be at most 500 characters',
      ],
      [
        { profileUUID: bystander.uuid, message: 'x'.repeat(limits.connectionMessageLength + 1) },
        `body.message: The message can be at most ${limits.connectionMessageLength} characters`,
      ],
      [{ profileUUID: bystander.uuid, extra: true }, 'body: "extra" is not a field here: remove it'],
      [{ profileUUID: 'someone' }, 'body.profileUUID: Choose a profile to connect with'],
      [{}, 'body.profileUUID: Profile ID is required'],
    ];
    for (const [body, error] of cases) {
      const res = await api('POST', '/connections/send/request', cofounder.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(error);
    }
    // A shorter limit of the tenant's own applies too.
    await setConnectionSetting(t, g.tenant.id, 'maxMessageLength', 20);
    const short = await send(cofounder.token, bystander.uuid, { message: 'x'.repeat(21) });
    expect(short.json().errors).toEqual(['body.message: The message can be at most 20 characters']);
    await setConnectionSetting(t, g.tenant.id, 'maxMessageLength', 500);
    expect(await pairRows(t, cofounder.profileId, bystander.profileId)).toEqual([]);
  });

  it('allows a profile at most its daily number of requests (429, nothing stored)', async () => {
    const { bystander, cofounder } = g.people;
    const day = 24 * 60 * 60 * 1000;
    const windowStart = new Date(Date.now() - (Date.now() % day));
    await rows(sql`insert into throttle_counters (tenant_id, key, window_start, hits)
                   values (${g.tenant.id}, ${`connections:requests:profile:${bystander.profileId}`},
                           ${windowStart.toISOString()}, ${limits.connectionRequestsPerDay})`);
    const res = await send(bystander.token, cofounder.uuid);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain(`at most ${limits.connectionRequestsPerDay} connection requests a day`);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await pairRows(t, bystander.profileId, cofounder.profileId)).toEqual([]);
    // The refused request did not count: the counter stays at the limit.
    expect(
      await rows(sql`select hits from throttle_counters
                      where key = ${`connections:requests:profile:${bystander.profileId}`}`),
    ).toEqual([{ hits: limits.connectionRequestsPerDay }]);
  });
});

describe('answering and ending connections', () => {
  it('lets only the receiver answer: a stranger gets 404, the sender 403, and nothing changes', async () => {
    const { founder, investor, bystander } = g.people;
    const uuid = (await api('GET', `/connections/check/request/${investor.uuid}`, founder.token)).json().data
      .connectionUUID;
    expect((await api('PATCH', `/connections/accept/${uuid}`, bystander.token, {})).statusCode).toBe(404);
    expect((await api('PATCH', `/connections/accept/${uuid}`, founder.token, {})).statusCode).toBe(403);
    expect((await api('PATCH', `/connections/accept/${uuid}`, investor.token, { note: 'x' })).statusCode).toBe(400);
    expect((await api('PATCH', `/connections/accept/${uuid}`, other.people.founder.token, {})).statusCode).toBe(401);
    expect(await rows(sql`select status from connections where uuid = ${uuid}`)).toEqual([{ status: 'pending' }]);
  });

  it('accepting tells the requester (notification to the accepter’s profile, and an email) and moves the counts', async () => {
    const { founder, investor } = g.people;
    const uuid = (await api('GET', `/connections/check/request/${investor.uuid}`, founder.token)).json().data
      .connectionUUID;
    const published = publishedTo();
    const res = await api('PATCH', `/connections/accept/${uuid}`, investor.token, { actionMessage: 'Happy to talk' });
    expect(res.json().data).toEqual({ connectionUUID: uuid, connectionStatus: 'accepted' });
    expect(published()).toEqual([[founder.userId]]);
    expect((await notificationsOf(t, founder.userId))[0]).toEqual({
      kind: 'connection_accepted',
      title: 'Ivan Investor (Seed Fund) accepted your connection request',
      body: null,
      url: `/investors/profile/${investor.uuid}/seed-fund`,
    });
    const mail = await waitForMail(t, founder.email, 'accepted');
    expect(mail.body).toContain(`/investors/profile/${investor.uuid}/seed-fund`);
    expect(await counts(founder.token)).toEqual({ connections: 1, received: 0, sent: 0 });
    expect(await counts(investor.token)).toEqual({ connections: 1, received: 0, sent: 0 });
    // Answered already: the receiver is told so (409), and it stays accepted.
    const again = await api('PATCH', `/connections/reject/${uuid}`, investor.token, {});
    expect([again.statusCode, again.json()]).toEqual([
      409,
      {
        message: 'This request was already answered or withdrawn',
        errors: ['This request was already answered or withdrawn'],
      },
    ]);
    expect((await api('PATCH', `/connections/accept/${uuid}`, investor.token)).statusCode).toBe(409);
    expect((await api('PATCH', `/connections/accept/${uuid}`, founder.token)).statusCode).toBe(403);
    expect(await rows(sql`select status from connections where uuid = ${uuid}`)).toEqual([{ status: 'accepted' }]);
    // Accepted: a new request either way is a duplicate.
    expect((await send(investor.token, founder.uuid)).json().errors).toEqual([
      'You are already connected with this profile',
    ]);
  });

  it('rejecting changes only the counts of the requester, and the pair may ask again later', async () => {
    const { bystander, cofounder } = g.people;
    await rows(sql`delete from throttle_counters where key = ${`connections:requests:profile:${bystander.profileId}`}`);
    const uuid = (await send(bystander.token, cofounder.uuid)).json().data.connectionUUID;
    const published = publishedTo();
    const res = await api('PATCH', `/connections/reject/${uuid}`, cofounder.token, { actionMessage: 'Not now' });
    expect(res.json().data).toEqual({ connectionUUID: uuid, connectionStatus: 'rejected' });
    expect(published()).toEqual([[bystander.userId]]);
    expect(await notificationsOf(t, bystander.userId)).toEqual([]);
    expect(await counts(bystander.token)).toEqual({ connections: 0, received: 0, sent: 0 });
    // Rejected requests stay as history; a new one may follow.
    expect((await send(bystander.token, cofounder.uuid)).statusCode).toBe(200);
    expect((await pairRows(t, bystander.profileId, cofounder.profileId)).map((row) => row.status)).toEqual([
      'rejected',
      'pending',
    ]);
  });

  it('answers with no body at all: the message is optional', async () => {
    const { corporate, investor2 } = g.people;
    for (const answer of ['accept', 'reject'] as const) {
      const uuid = (await send(corporate.token, investor2.uuid)).json().data.connectionUUID;
      const res = await api('PATCH', `/connections/${answer}/${uuid}`, investor2.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.connectionStatus).toBe(`${answer}ed`);
      const [row] = await rows(sql`select status, action_message from connections where uuid = ${uuid}`);
      expect(row).toEqual({ status: `${answer}ed`, action_message: null });
      if (answer === 'accept') await api('DELETE', `/connections/${uuid}`, investor2.token);
    }
  });

  it('lets the sender withdraw a waiting request and either end remove an accepted one; the other end’s counts change', async () => {
    const { bystander, cofounder, founder, investor, seeker } = g.people;
    const waiting = (await api('GET', `/connections/check/request/${cofounder.uuid}`, bystander.token)).json().data
      .connectionUUID;
    // The receiver rejects rather than withdraws; someone else's request is not there for a stranger.
    expect((await api('DELETE', `/connections/${waiting}`, cofounder.token)).json().errors).toEqual([
      'Only the sender can withdraw a request: reject it instead',
    ]);
    expect((await api('DELETE', `/connections/${waiting}`, seeker.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/connections/${waiting}`, other.people.founder.token)).statusCode).toBe(401);
    const receivedBefore = (await counts(cofounder.token)).received;
    const published = publishedTo();
    const withdrawn = await api('DELETE', `/connections/${waiting}`, bystander.token);
    expect(withdrawn.json()).toEqual({ data: { connectionUUID: waiting }, message: 'Connection removed' });
    expect(published()).toEqual([[cofounder.userId]]);
    expect(await counts(cofounder.token)).toMatchObject({ received: receivedBefore - 1 });
    expect((await pairRows(t, bystander.profileId, cofounder.profileId)).map((row) => row.status)).toEqual([
      'rejected',
    ]);
    // The rejected history is not withdrawn.
    const rejected = (await rows(sql`select uuid from connections where from_profile_id = ${bystander.profileId}`))[0];
    expect((await api('DELETE', `/connections/${rejected?.uuid}`, bystander.token)).statusCode).toBe(409);

    const accepted = (await api('GET', `/connections/check/request/${founder.uuid}`, investor.token)).json().data
      .connectionUUID;
    expect((await api('DELETE', `/connections/${accepted}`, investor.token)).statusCode).toBe(200);
    expect(await pairRows(t, founder.profileId, investor.profileId)).toEqual([]);
    expect(await counts(founder.token)).toEqual({ connections: 0, received: 0, sent: 0 });
    expect((await api('DELETE', `/connections/${accepted}`, investor.token)).statusCode).toBe(404);
  });
});
