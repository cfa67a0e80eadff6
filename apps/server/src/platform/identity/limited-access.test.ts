import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost';
const { api, rows } = testClient(() => t, host);

const setLimitedAccessFeature = async (tenantId: string, on: boolean) => {
  await rows(
    `update tenants set settings = jsonb_set(settings, '{features,limited_access}', '${on}') where id = '${tenantId}'`,
  );
  t.app.tenants.clear();
};

describe('limited access (product.md 4: My Actions and Messages are gone)', () => {
  it('refuses the connections and the conversations with a 403 that says why, storing nothing', async () => {
    const { tenant, people } = await tenantGraph(t, host, {
      limited: { type: 'investor', approvalStatus: 'limited_access' },
      peer: { type: 'startup', approvalStatus: 'approved' },
    });
    await rows(
      `insert into connections (tenant_id, from_profile_id, to_profile_id, status) values ('${tenant.id}', ${people.peer.profileId}, ${people.limited.profileId}, 'accepted')`,
    );
    const conversations = async () => (await rows('select count(*)::int as n from conversations'))[0]?.n;
    const before = await conversations();
    const connections = 'Your profile has limited access: connections are not open to it';
    const messages = 'Your profile has limited access: messages are not open to it';
    for (const [method, url, message, body] of [
      ['GET', '/connections', connections],
      ['GET', '/connections/requests/received', connections],
      ['GET', '/connections/types/counts', connections],
      ['GET', '/connections/list/basic/all', connections],
      ['GET', '/chat/conversations', messages],
      ['POST', '/chat/conversations', messages, { profileUUID: people.peer.uuid }],
    ] as const) {
      const res = await api(method, url, people.limited.token, body);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([403, { message, errors: [message] }]);
    }
    expect(await conversations()).toBe(before);
    // The other end still lists the connection; the approved are not concerned.
    expect((await api('GET', '/connections', people.peer.token)).statusCode).toBe(200);
    expect((await api('GET', '/chat/conversations', people.peer.token)).statusCode).toBe(200);
  });

  it('is no restriction where the tenant has the feature off', async () => {
    const { tenant, people } = await tenantGraph(t, host, {
      limited: { type: 'mentor', approvalStatus: 'limited_access' },
    });
    await setLimitedAccessFeature(tenant.id, false);
    try {
      expect((await api('GET', '/connections', people.limited.token)).statusCode).toBe(200);
      expect((await api('GET', '/chat/conversations', people.limited.token)).statusCode).toBe(200);
    } finally {
      await setLimitedAccessFeature(tenant.id, true);
    }
  });
});
