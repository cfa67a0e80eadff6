import { notificationIcons } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
let people: Record<'founder' | 'investor' | 'mentor' | 'operator', Person>;
let tenantId: string;
let otherTenant: Record<'founder' | 'operator', Person>;

beforeAll(async () => {
  t = await createTestApp();
  const graph = await tenantGraph(t, 'localhost', {
    founder: { type: 'startup' },
    investor: { type: 'investor' },
    mentor: { type: 'mentor' },
  });
  people = graph.people;
  tenantId = graph.tenant.id;
  otherTenant = (await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup' } })).people;
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const count = async (token: string) => (await api('GET', '/notifications/count', token)).json().data;
const notify = async (userIds: string[], title: string) => {
  await t.app.notifier.notify(t.app.db, {
    tenantId,
    userIds,
    kind: 'connection_requested',
    title,
    url: '/connections',
  });
  await t.app.identitySettled();
};
const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
};

describe('notification counts', () => {
  it('needs a session', async () => {
    expect((await api('GET', '/notifications/count')).statusCode).toBe(401);
    expect((await api('GET', '/notifications')).statusCode).toBe(401);
    expect((await api('PATCH', '/notifications/mark-all-read', undefined, {})).statusCode).toBe(401);
  });

  it('answers every counter of the spec, each starting at 0', async () => {
    expect(await count(people.founder.token)).toEqual({
      pendingConnectionCount: 0,
      sentConnectionCount: 0,
      unreadNotificationCount: 0,
      unreadMessageCount: 0,
      pendingAcceptanceMentorHoursCount: 0,
      pendingDocumentsUploadCount: 0,
      pendingProgramFormSubmissionCount: 0,
      pendingAcceptanceMeetingCount: 0,
      totalProfileViews: 0,
    });
  });

  it('moves as soon as the database changes, though the answer is kept in memory', async () => {
    await count(people.investor.token);
    await notify([people.investor.userId], 'First');
    expect((await count(people.investor.token)).unreadNotificationCount).toBe(1);
    // A request written straight into the table (no code path of ours) still reaches the counts.
    await t.database.db.execute(sql`insert into connections (tenant_id, from_profile_id, to_profile_id, status)
      values (${tenantId}, ${people.mentor.profileId}, ${people.investor.profileId}, 'pending')`);
    // A request that writes waits for this before it answers (platform/auth barriers); a test writing
    // behind the server's back waits by hand.
    await t.app.identitySettled();
    expect(await count(people.investor.token)).toMatchObject({ pendingConnectionCount: 1, unreadNotificationCount: 1 });
    expect((await count(people.mentor.token)).sentConnectionCount).toBe(1);
  });
});

describe('the notifications list', () => {
  it('pages the caller’s own notifications, newest first, and marks them read', async () => {
    for (const title of ['One', 'Two', 'Three']) await notify([people.mentor.userId], title);
    const page = (await api('GET', '/notifications?limit=2', people.mentor.token)).json().data;
    expect(page).toMatchObject({ total: 3, pageNumber: 1, limit: 2 });
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(['Three', 'Two']);
    expect(page.items[0]).toMatchObject({ kind: 'connection_requested', url: '/connections', read: false });

    const [first] = page.items;
    expect((await api('PATCH', `/notifications/${first.uuid}/read`, people.mentor.token, {})).json().data).toEqual({
      updated: 1,
    });
    expect((await count(people.mentor.token)).unreadNotificationCount).toBe(2);
    // Someone else's notification is not there for them.
    expect((await api('PATCH', `/notifications/${first.uuid}/read`, people.founder.token, {})).statusCode).toBe(404);
    expect((await api('PATCH', '/notifications/mark-all-read', people.mentor.token, {})).json().data).toEqual({
      updated: 2,
    });
    expect((await count(people.mentor.token)).unreadNotificationCount).toBe(0);
  });

  it('gives every notification an icon (spec 3): the picture its sender named, else its kind’s', async () => {
    const { investor } = people;
    const kinds = ['meeting_request', 'job_interview', 'event_reminder', 'community_mention'] as const;
    for (const kind of kinds) {
      const delivery = await t.app.notifier.notify(t.app.db, {
        tenantId,
        userIds: [investor.userId],
        kind,
        title: `About ${kind}`,
      });
      // What the socket carries, as the list does.
      expect(delivery.notification?.icon).toBe(notificationIcons[kind]);
    }
    await t.app.notifier.notify(t.app.db, {
      tenantId,
      userIds: [investor.userId],
      kind: 'connection_accepted',
      title: 'With a picture',
      icon: '/files/avatar.png',
    });
    // A row stored before every kind had an icon is listed with its kind's.
    await rows(sql`insert into notifications (tenant_id, user_id, kind, title)
                   values (${tenantId}, ${investor.userId}, 'job_applicant', 'Stored without one')`);
    const items = (await api('GET', '/notifications?limit=50', investor.token)).json().data.items;
    const iconOf = (title: string) => items.find((n: { title: string }) => n.title === title)?.icon;
    for (const kind of kinds) expect(iconOf(`About ${kind}`)).toBe(notificationIcons[kind]);
    expect(iconOf('With a picture')).toBe('/files/avatar.png');
    expect(iconOf('Stored without one')).toBe('user-search');
    expect(items.every((n: { icon: string | null }) => typeof n.icon === 'string' && n.icon.length > 0)).toBe(true);
  });

  it('refuses bad paging and ids with 400', async () => {
    for (const query of ['limit=101', 'limit=0', 'pageNumber=0', 'pageNumber=x']) {
      const res = await api('GET', `/notifications?${query}`, people.mentor.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await api('PATCH', '/notifications/not-a-uuid/read', people.mentor.token, {})).statusCode).toBe(400);
  });
});

describe('platform broadcasts', () => {
  const queued = async () =>
    (await rows(sql`select count(*)::int as n from pgboss.job where name = 'notifications.broadcast'`))[0]?.n;

  it('are for operators only, and bad input queues nothing', async () => {
    const before = await queued();
    expect((await api('POST', '/notifications/platform', people.founder.token, { title: 'Hello' })).statusCode).toBe(
      403,
    );
    for (const body of [
      {},
      { title: '' },
      { title: 'x'.repeat(121) },
      { title: 'Hi', url: 'https://evil.example.com' },
      { title: 'Hi', url: '//evil.example.com' },
      { title: 'Hi', accountType: 'wizard' },
      { title: 'Hi', tenantId: otherTenant.founder.userId },
    ]) {
      const res = await api('POST', '/notifications/platform', people.operator.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    expect(await queued()).toBe(before);
  });

  it('reach every member of the tenant, or of one type, through a job; never another tenant', async () => {
    const res = await api('POST', '/notifications/platform', people.operator.token, {
      title: 'Demo day on Friday',
      body: 'Bring your deck',
      url: '/events',
      accountType: 'investor',
    });
    expect(res.statusCode).toBe(202);
    const investorNotices = await until(
      async () => (await api('GET', '/notifications', people.investor.token)).json().data.items,
      (items: { kind: string }[]) => items.some((n) => n.kind === 'platform'),
    );
    expect(investorNotices[0]).toMatchObject({ kind: 'platform', title: 'Demo day on Friday', url: '/events' });
    const founderKinds = (await api('GET', '/notifications', people.founder.token)).json().data.items;
    expect(founderKinds.some((n: { kind: string }) => n.kind === 'platform')).toBe(false);

    expect(
      (await api('POST', '/notifications/platform', people.operator.token, { title: 'Everyone' })).statusCode,
    ).toBe(202);
    const everyone = await until(
      async () => (await api('GET', '/notifications', people.founder.token)).json().data.items,
      (items: { title: string }[]) => items.some((n) => n.title === 'Everyone'),
    );
    expect(everyone.some((n: { title: string }) => n.title === 'Everyone')).toBe(true);
    const elsewhere = (await alpha.api('GET', '/notifications', otherTenant.founder.token)).json().data.items;
    expect(elsewhere).toEqual([]);
    expect(await rows(sql`select count(*)::int as n from audit_log where action = 'notification.broadcast'`)).toEqual([
      { n: 2 },
    ]);
  });
});
