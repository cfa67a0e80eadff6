import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { actionLinkIn, cast, notificationsOf, pairRows, setConnectionSetting, waitForMail } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let alpha: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    investor: cast.investor,
    mentor: cast.mentor,
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  alpha = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
  await setConnectionSetting(t, g.tenant.id, 'moderated', true);
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const queue = '/admin/connections/moderation';
const decide = (token: string, uuid: string, body: Record<string, unknown>) =>
  api('PATCH', `${queue}/${uuid}`, token, body);
let toInvestor = '';
let toMentor = '';

describe('moderated connection requests', () => {
  it('holds a request for the operators: the sender sees it waiting, the receiver does not see it, operators are told', async () => {
    const { founder, investor, mentor, operator } = g.people;
    const res = await api('POST', '/connections/send/request', founder.token, {
      profileUUID: investor.uuid,
      message: 'Intro please',
    });
    expect(res.json().data).toMatchObject({ connectionStatus: 'pending_moderation', direction: 'sent' });
    toInvestor = res.json().data.connectionUUID;
    toMentor = (await api('POST', '/connections/send/request', founder.token, { profileUUID: mentor.uuid })).json().data
      .connectionUUID;

    const sent = (await api('GET', '/connections/requests/sent', founder.token)).json().data;
    expect(sent.items.map((c: { connectionStatus: string }) => c.connectionStatus)).toEqual([
      'pending_moderation',
      'pending_moderation',
    ]);
    expect((await api('GET', '/connections/types/counts', founder.token)).json().data).toMatchObject({ sent: 2 });
    expect((await api('GET', '/connections/requests/received', investor.token)).json().data.total).toBe(0);
    expect((await api('GET', '/connections/types/counts', investor.token)).json().data).toMatchObject({ received: 0 });
    expect((await api('GET', `/connections/check/request/${founder.uuid}`, investor.token)).json().data).toBeNull();
    // Nor can the receiver answer it before the operators let it through.
    expect((await api('PATCH', `/connections/accept/${toInvestor}`, investor.token, {})).statusCode).toBe(404);
    expect(await notificationsOf(t, investor.userId)).toEqual([]);
    expect((await notificationsOf(t, operator.userId)).map((n) => n.kind)).toEqual([
      'connection_moderation',
      'connection_moderation',
    ]);
    expect((await notificationsOf(t, operator.userId))[0]).toMatchObject({
      body: 'Asha Founder (Solar Sprout) asked to connect with Meera Mentor',
      url: '/admin/connections',
    });
  });

  it('is the operators’ queue only: members get 403, signed-out callers 401, another tenant sees none of it', async () => {
    const { founder, investor } = g.people;
    expect((await api('GET', queue, founder.token)).statusCode).toBe(403);
    expect((await api('GET', queue)).statusCode).toBe(401);
    expect((await decide(investor.token, toInvestor, { decision: 'approve' })).statusCode).toBe(403);
    const alphaOperator = testClient(() => t, 'alpha.localhost');
    const foreign = await alphaOperator.api('GET', queue, alpha.people.operator.token);
    expect(foreign.json().data.items).toEqual([]);
    const foreignDecision = await alphaOperator.api('PATCH', `${queue}/${toInvestor}`, alpha.people.operator.token, {
      decision: 'approve',
    });
    expect(foreignDecision.statusCode).toBe(404);
    expect(await rows(sql`select status from connections where uuid = ${toInvestor}`)).toEqual([
      { status: 'pending_moderation' },
    ]);
  });

  it('lists the waiting requests with both ends, the longest waiting first, paged', async () => {
    const { operator } = g.people;
    const page = (await api('GET', `${queue}?limit=1`, operator.token)).json().data;
    expect(page).toMatchObject({ total: 2, pageNumber: 1, limit: 1 });
    expect(page.items).toEqual([
      expect.objectContaining({
        connectionUUID: toInvestor,
        requestMessage: 'Intro please',
        hasDocument: false,
        from: expect.objectContaining({ name: 'Asha Founder', organizationName: 'Solar Sprout' }),
        to: expect.objectContaining({ name: 'Ivan Investor', accountType: 'investor' }),
      }),
    ]);
    const second = (await api('GET', `${queue}?limit=1&pageNumber=2`, operator.token)).json().data;
    expect(second.items.map((c: { connectionUUID: string }) => c.connectionUUID)).toEqual([toMentor]);
    expect((await api('GET', `${queue}?limit=1000`, operator.token)).statusCode).toBe(400);
  });

  it('refuses bad decisions with 400 and changes nothing', async () => {
    const { operator } = g.people;
    for (const body of [
      { decision: 'approve', extra: true },
      { decision: 'maybe' },
      { decision: 'decline', note: 'x'.repeat(501) },
      {},
    ]) {
      expect((await decide(operator.token, toInvestor, body)).statusCode).toBe(400);
    }
    expect((await api('PATCH', `${queue}/not-a-uuid`, operator.token, { decision: 'approve' })).statusCode).toBe(400);
    expect(await rows(sql`select status from connections where uuid = ${toInvestor}`)).toEqual([
      { status: 'pending_moderation' },
    ]);
  });

  it('approving sends the request on: the receiver is told with answer links, and the decision is audited', async () => {
    const { founder, investor, operator } = g.people;
    const res = await decide(operator.token, toInvestor, { decision: 'approve', note: 'Looks fine' });
    expect(res.json()).toEqual({
      data: { connectionUUID: toInvestor, connectionStatus: 'pending' },
      message: 'Request sent on to its receiver',
    });
    expect((await pairRows(t, founder.profileId, investor.profileId))[0]).toMatchObject({
      status: 'pending',
      moderatedBy: operator.userId,
      note: 'Looks fine',
    });
    expect((await notificationsOf(t, investor.userId))[0]).toMatchObject({ kind: 'connection_requested' });
    expect((await api('GET', '/connections/types/counts', investor.token)).json().data).toMatchObject({ received: 1 });
    const mail = await waitForMail(t, investor.email, 'connection-request?token=');
    const { token } = actionLinkIn(mail.body, 'accept');
    expect(
      await rows(sql`select action, subject_type, subject_id, actor_user_id, detail->>'note' as note from audit_log
                      where subject_id = ${toInvestor}`),
    ).toEqual([
      {
        action: 'connection.moderation.approve',
        subject_type: 'connection',
        subject_id: toInvestor,
        actor_user_id: operator.userId,
        note: 'Looks fine',
      },
    ]);
    // Decided once: a second decision is a conflict.
    expect((await decide(operator.token, toInvestor, { decision: 'decline' })).statusCode).toBe(409);
    // And the receiver's email link works as for any request.
    const answer = await api('POST', '/public/connections/action', undefined, { token, action: 'accept' });
    expect(answer.json().data).toEqual({ connectionStatus: 'accepted', requesterName: 'Asha Founder' });
  });

  it('declining rejects the request with the note and tells the sender', async () => {
    const { founder, mentor, operator } = g.people;
    const res = await decide(operator.token, toMentor, { decision: 'decline', note: 'Please complete your profile' });
    expect(res.json().data).toEqual({ connectionUUID: toMentor, connectionStatus: 'rejected' });
    expect((await pairRows(t, founder.profileId, mentor.profileId))[0]).toMatchObject({
      status: 'rejected',
      note: 'Please complete your profile',
    });
    expect((await notificationsOf(t, founder.userId))[0]).toEqual({
      kind: 'connection_rejected',
      title: 'Your connection request to Meera Mentor was not approved',
      body: 'Please complete your profile',
      url: '/connections',
    });
    expect(await notificationsOf(t, mentor.userId)).toEqual([]);
    expect((await api('GET', queue, operator.token)).json().data.total).toBe(0);
    expect(await rows(sql`select action from audit_log where subject_id = ${toMentor}`)).toEqual([
      { action: 'connection.moderation.decline' },
    ]);
  });

  it('lets the sender withdraw a request still waiting, which the receiver never hears of', async () => {
    const { founder, mentor, operator } = g.people;
    const again = await api('POST', '/connections/send/request', founder.token, { profileUUID: mentor.uuid });
    const uuid = again.json().data.connectionUUID;
    expect((await api('DELETE', `/connections/${uuid}`, founder.token)).statusCode).toBe(200);
    expect((await api('GET', queue, operator.token)).json().data.total).toBe(0);
    expect((await decide(operator.token, uuid, { decision: 'approve' })).statusCode).toBe(404);
  });
});
