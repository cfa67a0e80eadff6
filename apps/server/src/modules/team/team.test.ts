import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TenantGraph, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';

let t: TestApp;
let g: TenantGraph<'aarav' | 'meera' | 'sara' | 'kwame' | 'stranger'>;
beforeAll(async () => {
  t = await createTestApp();
  g = await tenantGraph(t, 'localhost', {
    aarav: { type: 'startup', name: 'Aarav Mehta', organizationName: 'GreenLeaf Agritech' },
    meera: { type: 'corporate', name: 'Meera Iyer' },
    sara: { type: 'startup', name: 'Sara Ali' },
    kwame: { type: 'partner', name: 'Kwame Mensah' },
    stranger: { type: 'mentor' },
  });
});
afterAll(() => t.close());

const host = 'localhost:3000';
const { api, rows } = testClient(() => t, host);
/** The invitation link's token, as the invitee reads it in the message sent to them. */
const invitationToken = async (to: string) => {
  const res = await call(t.app, { method: 'GET', host, url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const body: string = res.json().data[0]?.body ?? '';
  const token = body.match(/\/team\/join\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation for ${to}`);
  return token;
};

describe('team membership is an invitation the invitee accepts', () => {
  it('creates nobody until the invitee accepts through the link; then they sign in to the team profile', async () => {
    const owner = g.people.aarav.token;
    const users = await rows('select count(*)::int as n from users');
    const invited = await api('POST', '/users/team-members', owner, { name: 'Nila Rao', email: 'nila@greenleaf.demo' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: 'Invitation sent to nila@greenleaf.demo',
      data: { name: 'Nila Rao', email: 'nila@greenleaf.demo', status: 'invited' },
    });
    expect(await rows('select count(*)::int as n from users')).toEqual(users);
    // The invited address is nobody's sign-in yet.
    const login = await api('POST', '/public/auth/mobile/login', undefined, { email: 'nila@greenleaf.demo' });
    expect(login.statusCode).toBe(404);
    const again = await api('POST', '/users/team-members', owner, { name: 'Nila Rao', email: 'nila@greenleaf.demo' });
    expect(again.json().message).toBe('This person is already invited');

    const token = await invitationToken('nila@greenleaf.demo');
    const shown = await api('GET', `/public/team-invitations/${token}`);
    expect(shown.json().data).toMatchObject({
      organisation: 'GreenLeaf Agritech',
      invitedBy: 'Aarav Mehta',
      name: 'Nila Rao',
      accountType: 'startup',
      contact: 'nila@greenleaf.demo',
      channel: 'email',
      hasAccount: false,
    });
    const accepted = await api('POST', `/public/team-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().data;
    expect(session.user).toMatchObject({ name: 'Nila Rao', accountType: 'startup' });
    expect((await api('GET', '/users/profile', session.accessToken)).json().data).toMatchObject({
      email: 'nila@greenleaf.demo',
      emailVerified: true,
      organizationName: 'GreenLeaf Agritech',
      can: { addMembers: false },
    });
    expect((await api('POST', `/public/team-invitations/${token}/accept`)).statusCode).toBe(404);
    const list = (await api('GET', '/users/team-members', owner)).json().data;
    expect(list).toEqual([expect.objectContaining({ name: 'Nila Rao', status: 'member', expiresAt: null })]);
    // A member cannot manage the team.
    expect(
      (await api('POST', '/users/team-members', session.accessToken, { name: 'Sub', email: 's@x.demo' })).statusCode,
    ).toBe(403);
  });

  it('an existing account accepts only when signed in as itself', async () => {
    const owner = g.people.meera.token;
    const { email } = g.people.sara;
    await api('POST', '/users/team-members', owner, { name: 'Sara', email });
    const token = await invitationToken(email);
    expect((await api('GET', `/public/team-invitations/${token}`)).json().data.hasAccount).toBe(true);
    const anonymous = await api('POST', `/public/team-invitations/${token}/accept`);
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().message).toBe(
      `An account already signs in with ${email}. Sign in with it, then accept again.`,
    );
    const someoneElse = g.people.stranger.token;
    expect((await api('POST', `/public/team-invitations/${token}/accept`, someoneElse)).statusCode).toBe(409);
    const sara = g.people.sara.token;
    const accepted = await api('POST', `/public/team-invitations/${token}/accept`, sara);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ accountType: 'corporate' });
    expect((await api('GET', '/users/profile', sara)).statusCode).toBe(401);
  });

  it('can be declined or withdrawn, and then opens nothing', async () => {
    const owner = g.people.aarav.token;
    await api('POST', '/users/team-members', owner, { name: 'Omar', countryCode: '91', mobileNumber: '9811122233' });
    const token = await invitationToken('+91 9811122233');
    expect((await api('POST', `/public/team-invitations/${token}/decline`)).json()).toEqual({
      message: 'Invitation declined',
    });
    expect((await api('GET', `/public/team-invitations/${token}`)).json()).toEqual({
      message: 'This invitation is no longer valid',
      errors: ['This invitation is no longer valid'],
    });

    const second = await api('POST', '/users/team-members', owner, {
      name: 'Omar',
      countryCode: '91',
      mobileNumber: '9811122233',
    });
    const stranger = g.people.meera.token;
    const uuid = second.json().data.uuid;
    expect((await api('DELETE', `/users/team-members/${uuid}`, stranger)).statusCode).toBe(404);
    expect((await api('DELETE', `/users/team-members/${uuid}`, owner)).json()).toEqual({
      message: 'Invitation withdrawn',
    });
    const withdrawn = await invitationToken('+91 9811122233');
    expect((await api('POST', `/public/team-invitations/${withdrawn}/accept`)).statusCode).toBe(404);
    expect((await api('GET', '/public/team-invitations/not-a-token')).statusCode).toBe(400);
  });

  it('refuses bad input without storing anything', async () => {
    const owner = g.people.aarav.token;
    const before = await rows('select count(*)::int as n from team_invitations');
    const bad = await api('POST', '/users/team-members', owner, { name: 'X', email: 'bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining(['body.name: Enter a name', 'body.email: Enter a valid email address']),
    );
    expect(await rows('select count(*)::int as n from team_invitations')).toEqual(before);
  });

  it(`holds at most ${limits.teamSize} users, and a profile sends at most ${limits.teamInvitationsPerDay} invitations a day`, async () => {
    const owner = g.people.kwame.token;
    const invite = (i: number) =>
      api('POST', '/users/team-members', owner, { name: `Guest ${i}`, email: `guest${i}@ignite.demo` });
    const statuses: number[] = [];
    for (let i = 0; i <= limits.teamInvitationsPerDay; i++) statuses.push((await invite(i)).statusCode);
    expect(statuses.slice(0, limits.teamInvitationsPerDay).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // Yesterday's invitations no longer count against the day, but they still fill the team: top it up
    // to one seat short, then race five invitations for the last seat.
    await t.database.db.execute(sql`update team_invitations set created_at = created_at - interval '2 days'`);
    await t.database.db.execute(sql`
      insert into team_invitations (tenant_id, profile_id, invited_by, name, email, token_hash, created_at, expires_at)
      select i.tenant_id, i.profile_id, i.invited_by, 'Filler ' || n, 'filler' || n || '@ignite.demo', md5(random()::text || n),
             now() - interval '2 days', now() + interval '7 days'
      from (select * from team_invitations where email = 'guest0@ignite.demo') i,
           generate_series(1, ${limits.teamSize - limits.teamInvitationsPerDay - 1}) n`);
    const raced = await Promise.all([1, 2, 3, 4, 5].map((i) => invite(100 + i).then((r) => r.statusCode)));
    expect(raced.sort()).toEqual([201, 409, 409, 409, 409]);
    const full = await invite(999);
    expect(full.json().message).toBe(
      `A team can have at most ${limits.teamSize} users. Remove someone or withdraw an invitation first.`,
    );
  });

  it('on a partner-only tenant, the link carries the team’s partner so the invitee is let in', async () => {
    const delta = testClient(() => t, 'delta.localhost');
    const [partner] = await rows(
      "select p.uuid from partners p join tenant_hosts h on h.tenant_id = p.tenant_id where h.host = 'delta.localhost' limit 1",
    );
    const partnerId = String(partner?.uuid);
    const { people } = await tenantGraph(t, 'delta.localhost', { farah: { type: 'startup', partnerId } });
    const farah = people.farah.token;
    const invited = await delta.api('POST', '/users/team-members', farah, {
      name: 'Dev Patel',
      email: 'dev@skyline.demo',
    });
    expect(invited.statusCode).toBe(201);
    const outbox = await call(t.app, {
      method: 'GET',
      host: 'delta.localhost',
      url: '/api/dev/outbox?to=dev%40skyline.demo',
    });
    expect(outbox.json().data[0].body).toMatch(new RegExp(`/team/join/[\\w-]+\\?partner=${partnerId}`));
    const token = String(outbox.json().data[0].body.match(/\/team\/join\/([\w-]+)/)?.[1]);
    // The invitation routes are entry routes: open to the invitee without a partner header.
    const shown = await delta.api('GET', `/public/team-invitations/${token}`);
    expect(shown.statusCode).toBe(200);
  });
});
