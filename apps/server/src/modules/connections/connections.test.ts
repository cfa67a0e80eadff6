import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
let aarav: string;
let meera: string;
let away: TenantGraph<'isha' | 'tom'>;
/** Aarav is connected with Rohan, asked by Meera, and has asked David; on Alpha, Tom has asked Isha. */
beforeAll(async () => {
  t = await createTestApp();
  const { people } = await tenantGraph(t, 'localhost', {
    aarav: { type: 'startup', name: 'Aarav Mehta', approvalStatus: 'approved' },
    rohan: {
      type: 'investor',
      name: 'Rohan Kapoor',
      organizationName: 'Northstar Ventures',
      approvalStatus: 'approved',
    },
    meera: { type: 'corporate', name: 'Meera Iyer', approvalStatus: 'approved' },
    david: { type: 'mentor', name: 'David Chen', approvalStatus: 'approved' },
  });
  await connect(t, people.aarav, people.rohan);
  await connect(t, people.meera, people.aarav, 'pending');
  await connect(t, people.aarav, people.david, 'pending');
  away = await tenantGraph(t, 'alpha.localhost', {
    isha: { type: 'investor', name: 'Isha Verma', approvalStatus: 'approved' },
    tom: { type: 'startup', name: 'Tom Baker', approvalStatus: 'approved' },
  });
  await connect(t, away.people.tom, away.people.isha, 'pending');
  aarav = people.aarav.token;
  meera = people.meera.token;
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');

describe('connections', () => {
  it('needs a session', async () => {
    expect((await api('GET', '/connections')).statusCode).toBe(401);
    expect((await api('GET', '/connections/requests/received')).statusCode).toBe(401);
    expect(
      (await api('PATCH', '/connections/accept/00000000-0000-4000-8000-000000000000', undefined, {})).statusCode,
    ).toBe(401);
  });

  it('lists accepted connections and pending requests with the spec defaults', async () => {
    const accepted = (await api('GET', '/connections', aarav)).json().data;
    expect(accepted).toMatchObject({ total: 1, pageNumber: 1, limit: 500 });
    expect(accepted.items[0]).toMatchObject({
      connectionStatus: 'accepted',
      other: { name: 'Rohan Kapoor', organizationName: 'Northstar Ventures' },
      can: { accept: false, reject: false, withdraw: false, remove: true },
    });
    const received = (await api('GET', '/connections/requests/received', aarav)).json().data;
    expect(received.items.map((c: { other: { name: string } }) => c.other.name)).toEqual(['Meera Iyer']);
    expect(received.items[0].can).toEqual({ accept: true, reject: true, withdraw: false, remove: false });
    const sent = (await api('GET', '/connections/requests/sent', aarav)).json().data;
    expect(sent.items[0]).toMatchObject({
      direction: 'sent',
      other: { name: 'David Chen' },
      can: { accept: false, withdraw: true, remove: false },
    });
    expect((await api('GET', '/connections/types/counts', aarav)).json().data).toEqual({
      connections: 1,
      received: 1,
      sent: 1,
    });
  });

  it('refuses bad paging and unknown list kinds with 400', async () => {
    expect((await api('GET', '/connections?limit=501', aarav)).statusCode).toBe(400);
    expect((await api('GET', '/connections?pageNumber=0', aarav)).statusCode).toBe(400);
    expect((await api('GET', '/connections/requests/everyone', aarav)).statusCode).toBe(400);
  });

  it('lets only the receiver answer, once, and keeps bad input from changing anything', async () => {
    const [request] = (await api('GET', '/connections/requests/received', aarav)).json().data.items;
    const uuid = request.connectionUUID;
    expect((await api('PATCH', `/connections/accept/${uuid}`, meera, {})).statusCode).toBe(403);
    const long = await api('PATCH', `/connections/accept/${uuid}`, aarav, { actionMessage: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContain('body.actionMessage: The message can be at most 500 characters');
    expect(await rows(sql`select status from connections where uuid = ${uuid}`)).toEqual([{ status: 'pending' }]);

    const accepted = await api('PATCH', `/connections/accept/${uuid}`, aarav, { actionMessage: 'Happy to connect' });
    expect(accepted.json().data).toEqual({ connectionUUID: uuid, connectionStatus: 'accepted' });
    // Answered once: the receiver is told it is settled (409), not that it is someone else's to answer.
    expect((await api('PATCH', `/connections/reject/${uuid}`, aarav, {})).statusCode).toBe(409);
    expect((await api('GET', '/connections/types/counts', aarav)).json().data).toEqual({
      connections: 2,
      received: 0,
      sent: 1,
    });
  });

  it('never shows or answers another tenant’s connections', async () => {
    const isha = away.people.isha.token;
    const [request] = (await alpha.api('GET', '/connections/requests/received', isha)).json().data.items;
    expect(request.other.name).toBe('Tom Baker');
    expect((await api('PATCH', `/connections/reject/${request.connectionUUID}`, aarav, {})).statusCode).toBe(404);
    expect((await api('GET', '/connections', isha)).statusCode).toBe(401);
  });
});
