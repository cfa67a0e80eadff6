import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { newNonce, readActionToken, signActionToken } from './action-token.ts';
import { actionLinkIn, cast, notificationsOf, pairRows, waitForMail } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let alphaTenantId: string;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    mentor: cast.mentor,
    corporate: cast.corporate,
    partner: cast.partner,
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  alphaTenantId = (await tenantGraph(t, 'alpha.localhost', {})).tenant.id;
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const alpha = testClient(() => t, 'alpha.localhost');
const act = (token: string, action: 'accept' | 'reject', extra: Record<string, unknown> = {}) =>
  api('POST', '/public/connections/action', undefined, { token, action, ...extra });
const tokenRows = (connectionUuid: string) =>
  rows(sql`select k.used_at is not null as used from connection_action_tokens k
             join connections c on c.id = k.connection_id where c.uuid = ${connectionUuid}`);

/** A request from the founder to `to`, and the token of the links in the email it sent. */
const requestTo = async (to: { uuid: string; email: string }) => {
  const sent = await api('POST', '/connections/send/request', g.people.founder.token, { profileUUID: to.uuid });
  expect(sent.statusCode).toBe(200);
  const mail = await waitForMail(t, to.email, 'connection-request?token=');
  return { uuid: String(sent.json().data.connectionUUID), body: mail.body };
};

describe('answering a request from its email link', () => {
  it('accepts once, without a session, and tells the requester as an in-app accept does', async () => {
    const { founder, mentor } = g.people;
    const { uuid, body } = await requestTo(mentor);
    const accept = actionLinkIn(body, 'accept');
    const reject = actionLinkIn(body, 'reject');
    // One token for both links: whichever is used first spends it.
    expect(accept.token).toBe(reject.token);
    expect(readActionToken(t.app.config.otp.secret, accept.token)).toMatchObject({
      tenantId: g.tenant.id,
      connectionUuid: uuid,
      receiverUserId: mentor.userId,
    });

    const res = await act(accept.token, 'accept', { actionMessage: 'Glad to help' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ connectionStatus: 'accepted', requesterName: 'Asha Founder' });
    expect(await pairRows(t, founder.profileId, mentor.profileId)).toEqual([
      expect.objectContaining({ uuid, status: 'accepted' }),
    ]);
    expect(await rows(sql`select action_message from connections where uuid = ${uuid}`)).toEqual([
      { action_message: 'Glad to help' },
    ]);
    expect((await notificationsOf(t, founder.userId))[0]).toMatchObject({ kind: 'connection_accepted' });
    expect(await tokenRows(uuid)).toEqual([{ used: true }]);

    // Used: the other link of the same email, or the same one again, changes nothing.
    for (const again of [act(reject.token, 'reject'), act(accept.token, 'accept')]) {
      const res2 = await again;
      expect(res2.statusCode).toBe(409);
      expect(res2.json().errors).toEqual(['This link has already been used']);
    }
    expect((await pairRows(t, founder.profileId, mentor.profileId))[0]).toMatchObject({ status: 'accepted' });
  });

  it('rejects from the link and changes only the requester’s counts', async () => {
    const { founder, corporate } = g.people;
    const { uuid, body } = await requestTo(corporate);
    const res = await act(actionLinkIn(body, 'reject').token, 'reject');
    expect(res.json().data).toEqual({ connectionStatus: 'rejected', requesterName: 'Asha Founder' });
    expect(await rows(sql`select status from connections where uuid = ${uuid}`)).toEqual([{ status: 'rejected' }]);
    expect((await notificationsOf(t, founder.userId)).filter((n) => n.kind === 'connection_rejected')).toEqual([]);
  });

  it('refuses a forged, altered, foreign, expired or malformed token with a clear 4xx, and changes nothing', async () => {
    const { founder, partner } = g.people;
    const { uuid, body } = await requestTo(partner);
    const { token } = actionLinkIn(body, 'accept');
    const claims = readActionToken(t.app.config.otp.secret, token);
    if (!claims) throw new Error('the email carried no readable token');
    const [payload = '', signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const invalid = 'This link is not valid: open the request from your connections instead';
    const cases: Array<[string, string, number, string]> = [
      ['signed with another key', signActionToken('another secret entirely', claims), 400, invalid],
      ['signature altered', `${payload}.${flipped}`, 400, invalid],
      [
        'payload altered, signature kept',
        `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), u: founder.userId })).toString('base64url')}.${signature}`,
        400,
        invalid,
      ],
      [
        'another tenant’s',
        signActionToken(t.app.config.otp.secret, { ...claims, tenantId: alphaTenantId }),
        400,
        invalid,
      ],
      [
        'expired',
        signActionToken(t.app.config.otp.secret, { ...claims, expiresAt: new Date(Date.now() - 1000) }),
        400,
        'This link has expired: open the request from your connections instead',
      ],
      [
        'a nonce never issued',
        signActionToken(t.app.config.otp.secret, { ...claims, nonce: newNonce() }),
        409,
        'This request was withdrawn or already answered',
      ],
      ['not a token', 'hello.world', 400, invalid],
      ['a session token', founder.token, 400, invalid],
    ];
    for (const [what, forged, status, message] of cases) {
      const res = await act(forged, 'accept');
      const errors = status === 400 ? [`body.token: ${message}`] : [message];
      expect([what, res.statusCode, res.json().errors]).toEqual([what, status, errors]);
    }
    // The genuine link on another tenant's host is refused too, as a link that tenant never issued.
    const onAlpha = await alpha.api('POST', '/public/connections/action', undefined, { token, action: 'accept' });
    expect([onAlpha.statusCode, onAlpha.json().errors]).toEqual([400, [`body.token: ${invalid}`]]);
    expect(await rows(sql`select status from connections where uuid = ${uuid}`)).toEqual([{ status: 'pending' }]);
    expect(await tokenRows(uuid)).toEqual([{ used: false }]);

    // Bad bodies: unknown keys, an unknown action, an over-long message.
    for (const bad of [
      { token, action: 'accept', extra: 1 },
      { token, action: 'maybe' },
      { token, action: 'accept', actionMessage: 'x'.repeat(501) },
      { token: '', action: 'accept' },
    ]) {
      expect((await api('POST', '/public/connections/action', undefined, bad)).statusCode).toBe(400);
    }
    // The link still works after all that.
    expect((await act(token, 'accept')).statusCode).toBe(200);
  });

  it('refuses a link whose stored expiry passed, and one whose request was answered in the app or withdrawn', async () => {
    const { founder } = g.people;
    const late = await tenantGraph(t, 'localhost', {
      a: { type: 'individual', approvalStatus: 'approved' },
      b: { type: 'service_provider', approvalStatus: 'approved' },
      c: { type: 'program_office', approvalStatus: 'approved' },
    });
    const { a, b, c } = late.people;

    const expired = await requestTo(a);
    await rows(sql`update connection_action_tokens set expires_at = now() - interval '1 minute'
                    where connection_id = (select id from connections where uuid = ${expired.uuid})`);
    const res = await act(actionLinkIn(expired.body, 'accept').token, 'accept');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This link has expired: open the request from your connections instead',
    ]);
    expect(await rows(sql`select status from connections where uuid = ${expired.uuid}`)).toEqual([
      { status: 'pending' },
    ]);

    const answered = await requestTo(b);
    expect((await api('PATCH', `/connections/reject/${answered.uuid}`, b.token, {})).statusCode).toBe(200);
    const late1 = await act(actionLinkIn(answered.body, 'accept').token, 'accept');
    expect([late1.statusCode, late1.json().message]).toEqual([409, 'This request was already answered or withdrawn']);
    expect(await rows(sql`select status from connections where uuid = ${answered.uuid}`)).toEqual([
      { status: 'rejected' },
    ]);
    expect(await tokenRows(answered.uuid)).toEqual([{ used: false }]);

    const withdrawn = await requestTo(c);
    expect((await api('DELETE', `/connections/${withdrawn.uuid}`, founder.token)).statusCode).toBe(200);
    const late2 = await act(actionLinkIn(withdrawn.body, 'accept').token, 'accept');
    expect([late2.statusCode, late2.json().message]).toEqual([409, 'This request was withdrawn or already answered']);
    expect(await pairRows(t, founder.profileId, c.profileId)).toEqual([]);
  });
});
