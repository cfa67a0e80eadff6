import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePerson, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { cast } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let alpha: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
let teammate: Awaited<ReturnType<typeof makePerson>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    mentor: cast.mentor,
    corporate: cast.corporate,
    draft: { type: 'startup', name: 'Dora Draft', organizationName: 'Draft Co', approvalStatus: 'draft' },
  });

const { api, rows } = testClient(() => t, 'localhost');

/** Sends a request from `from` to `to` and has `to` answer it. */
const connect = async (from: { token: string }, to: { token: string; uuid: string }, answer?: 'accept' | 'reject') => {
  const sent = await api('POST', '/connections/send/request', from.token, { profileUUID: to.uuid });
  expect(sent.statusCode).toBe(200);
  const uuid = sent.json().data.connectionUUID;
  if (answer) expect((await api('PATCH', `/connections/${answer}/${uuid}`, to.token, {})).statusCode).toBe(200);
  return uuid;
};

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  alpha = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
  // The investor's colleague: a team member profile under the investor's.
  teammate = await makePerson(t, g.tenant, { type: 'investor', name: 'Tara Teammate', approvalStatus: 'approved' });
  await rows(sql`update profiles set parent_id = ${g.people.investor.profileId} where id = ${teammate.profileId}`);
  const { founder, investor, mentor, corporate } = g.people;
  await connect(founder, investor, 'accept');
  await connect(mentor, founder, 'accept');
  await connect(founder, corporate);
  await connect(teammate, founder);
});
afterAll(() => t.close());

describe('connections as lists and pickers', () => {
  it('narrows the accepted connections by the other’s name and account type, still paged', async () => {
    const { founder } = g.people;
    const names = async (query: string) =>
      (await api('GET', `/connections${query}`, founder.token))
        .json()
        .data.items.map((c: { other: { name: string } }) => c.other.name);
    expect(await names('')).toEqual(['Meera Mentor', 'Ivan Investor']);
    expect(await names('?q=seed')).toEqual(['Ivan Investor']);
    expect(await names('?q=meera')).toEqual(['Meera Mentor']);
    expect(await names('?accountType=mentor')).toEqual(['Meera Mentor']);
    expect(await names('?q=seed&accountType=mentor')).toEqual([]);
    expect(await names('?q=%25')).toEqual([]);
    const page = (await api('GET', '/connections?limit=1&pageNumber=2', founder.token)).json().data;
    expect(page).toMatchObject({ total: 2, pageNumber: 2, limit: 1 });
    expect((await api('GET', `/connections?q=${'x'.repeat(101)}`, founder.token)).statusCode).toBe(400);
    expect((await api('GET', '/connections?accountType=robot', founder.token)).statusCode).toBe(400);
  });

  it('lists the accepted connections’ people for pickers, by name, and nothing still waiting', async () => {
    const res = (await api('GET', '/connections/list/basic/all', g.people.founder.token)).json().data;
    expect(res).toEqual([
      {
        uuid: g.people.investor.uuid,
        userId: g.people.investor.userId,
        name: 'Ivan Investor',
        organizationName: 'Seed Fund',
        accountType: 'investor',
        avatar: null,
      },
      expect.objectContaining({ uuid: g.people.mentor.uuid, name: 'Meera Mentor' }),
    ]);
    expect((await api('GET', '/connections/list/basic/all', g.people.corporate.token)).json().data).toEqual([]);
  });
});

describe('online status', () => {
  it('asks presence about the tenant’s own users only; any other id is simply offline', async () => {
    const { founder, investor, mentor } = g.people;
    const online = vi
      .spyOn(t.app.realtime, 'online')
      .mockImplementation(async (_tenantId, userIds) =>
        Object.fromEntries(userIds.map((id) => [id, id === investor.userId])),
      );
    const foreign = alpha.people.founder.userId;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await api(
      'GET',
      `/connections/check_user_online_status?userIds=${investor.userId},${mentor.userId},${foreign},${unknown}`,
      founder.token,
    );
    expect(res.json().data).toEqual({
      [investor.userId]: true,
      [mentor.userId]: false,
      [foreign]: false,
      [unknown]: false,
    });
    expect(online).toHaveBeenCalledTimes(1);
    expect(online.mock.calls[0]?.[0]).toBe(g.tenant.id);
    expect([...(online.mock.calls[0]?.[1] ?? [])].sort()).toEqual([investor.userId, mentor.userId].sort());
    online.mockRestore();

    const tooMany = Array.from({ length: limits.onlineStatusUsers + 1 }, () => unknown).join(',');
    expect(
      (await api('GET', `/connections/check_user_online_status?userIds=${tooMany}`, founder.token)).statusCode,
    ).toBe(400);
    expect((await api('GET', '/connections/check_user_online_status?userIds=abc', founder.token)).statusCode).toBe(400);
    expect((await api('GET', '/connections/check_user_online_status', founder.token)).statusCode).toBe(400);
  });

  it('shows presence only to connections, conversation members and oneself; anyone else looks offline', async () => {
    const { founder, investor, mentor, corporate, draft } = g.people;
    // Everyone is online: only who may see it is told so.
    const online = vi
      .spyOn(t.app.realtime, 'online')
      .mockImplementation(async (_tenantId, userIds) => Object.fromEntries(userIds.map((id) => [id, true])));
    const ask = async (as: { token: string }, ids: string[]) => {
      const res = await api('GET', `/connections/check_user_online_status?userIds=${ids.join(',')}`, as.token);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    // The founder: connected with the investor and the mentor; a request to the corporate still pending;
    // the draft profile and the investor's teammate are strangers.
    expect(
      await ask(founder, [investor.userId, mentor.userId, corporate.userId, draft.userId, teammate.userId]),
    ).toEqual({
      [investor.userId]: true,
      [mentor.userId]: true,
      [corporate.userId]: false,
      [draft.userId]: false,
      [teammate.userId]: false,
    });
    // A stranger asking about the founder learns nothing, and presence is not even asked about them.
    online.mockClear();
    expect(await ask(draft, [founder.userId, investor.userId])).toEqual({
      [founder.userId]: false,
      [investor.userId]: false,
    });
    expect(online).not.toHaveBeenCalled();
    // Oneself, always.
    expect(await ask(draft, [draft.userId])).toEqual({ [draft.userId]: true });

    // A conversation the founder and the corporate are both in (say, from before a connection was removed).
    const [conversation] = await rows(sql`
      insert into conversations (tenant_id, kind, profile_low, profile_high)
      values (${g.tenant.id}, 'direct', ${Math.min(founder.profileId, corporate.profileId)},
              ${Math.max(founder.profileId, corporate.profileId)})
      returning id`);
    await rows(sql`
      insert into conversation_members (tenant_id, conversation_id, profile_id)
      values (${g.tenant.id}, ${conversation?.id}, ${founder.profileId}),
             (${g.tenant.id}, ${conversation?.id}, ${corporate.profileId})`);
    expect(await ask(founder, [corporate.userId, draft.userId])).toEqual({
      [corporate.userId]: true,
      [draft.userId]: false,
    });
    expect(await ask(corporate, [founder.userId, investor.userId])).toEqual({
      [founder.userId]: true,
      [investor.userId]: false,
    });
    online.mockRestore();
  });
});

describe('an organisation’s people', () => {
  it('lists the owner and the team with the caller’s connection to each, from any member’s uuid', async () => {
    const { founder, investor } = g.people;
    const expected = [
      expect.objectContaining({
        uuid: investor.uuid,
        isParent: true,
        connectionStatus: 'accepted',
        name: 'Ivan Investor',
      }),
      expect.objectContaining({
        uuid: teammate.uuid,
        userId: teammate.userId,
        isParent: false,
        connectionStatus: 'pending',
        accountType: 'investor',
      }),
    ];
    for (const uuid of [investor.uuid, teammate.uuid]) {
      const res = await api('GET', `/connections/parent-user/group/${uuid}`, founder.token);
      expect(res.json().data).toEqual(expected);
    }
    const asStranger = (await api('GET', `/connections/parent-user/group/${investor.uuid}`, g.people.corporate.token))
      .json()
      .data.map((m: { connectionStatus: string | null }) => m.connectionStatus);
    expect(asStranger).toEqual([null, null]);
  });

  it('answers 404 for another tenant’s profile, and for an unapproved one to anyone outside it', async () => {
    const { founder, draft, operator } = g.people;
    expect(
      (await api('GET', `/connections/parent-user/group/${alpha.people.founder.uuid}`, founder.token)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/connections/parent-user/group/${draft.uuid}`, founder.token)).statusCode).toBe(404);
    expect((await api('GET', `/connections/parent-user/group/${draft.uuid}`, draft.token)).statusCode).toBe(200);
    expect((await api('GET', `/connections/parent-user/group/${draft.uuid}`, operator.token)).statusCode).toBe(200);
    expect((await api('GET', '/connections/parent-user/group/nope', founder.token)).statusCode).toBe(400);
  });
});
