import { profileTypes } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { loadSamples, sampleBody } from '../../../test/profile-samples.ts';
import { decideApproval } from './approval.ts';

let t: TestApp;
const host = 'localhost';
const { api, rows } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setProfileSettings = async (tenantId: string, settings: Record<string, string>) => {
  await t.database.db.execute(
    `update tenants set settings = jsonb_set(settings, '{profile_settings}', settings->'profile_settings' || '${JSON.stringify(settings)}'::jsonb) where id = '${tenantId}'`,
  );
  t.app.tenants.clear();
};

/** An approved startup with every section filled, a founder with an email, and people around it. */
const world = async () => {
  const graph = await tenantGraph(t, host, {
    startup: { type: 'startup', organizationName: 'Séance Robotics' },
    friend: { type: 'investor' },
    // Approved: connection requests go between approved profiles.
    stranger: { type: 'investor', approvalStatus: 'approved' },
  });
  const { people, tenant } = graph;
  const samples = await loadSamples(t.database, tenant.id);
  for (const section of profileTypes.startup.sections) {
    await api('PATCH', `/${section.api}`, people.startup.token, {
      ...sampleBody(section.fields, samples),
      ...(section.key === 'startup-information'
        ? { name: 'Séance Robotics', registrationNumber: 'DPIIT-SECRET-42' }
        : {}),
      ...(section.key === 'financial-details'
        ? { pitchDeckUrl: 'https://decks.example.com/secret', fundingRaised: 2_500_000 }
        : {}),
    });
  }
  await api('POST', '/startups/founders', people.startup.token, {
    name: 'Asha Rao',
    designation: 'CEO',
    email: 'asha.private@example.com',
  });
  await decideApproval(t.database.db, {
    tenantId: tenant.id,
    profileId: people.startup.profileId,
    status: 'approved',
    message: null,
    actorUserId: null,
  });
  await t.app.identitySettled();
  await t.database.db.execute(
    `insert into connections (tenant_id, from_profile_id, to_profile_id, status) values ('${tenant.id}', ${people.friend.profileId}, ${people.startup.profileId}, 'accepted')`,
  );
  return graph;
};

describe('public profiles', () => {
  it('show each kind of viewer only what it may see, and never a private field to the wrong one', async () => {
    const { people } = await world();
    const url = `/startups/public/${people.startup.uuid}`;

    const anonymous = await api('GET', url);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const seen = anonymous.json().data;
    expect(seen).toMatchObject({
      viewer: 'anonymous',
      name: 'Séance Robotics',
      slug: 'seance-robotics',
      profileUrl: `/startups/profile/${people.startup.uuid}/seance-robotics`,
    });
    expect(anonymous.body).not.toContain('DPIIT-SECRET-42');
    expect(anonymous.body).not.toContain('decks.example.com');
    expect(anonymous.body).not.toContain('asha.private@example.com');
    expect(anonymous.body).not.toContain('2500000');
    expect(seen.values.about).toEqual(expect.any(String));
    expect(seen.lists.founders[0].values).toEqual(expect.objectContaining({ name: 'Asha Rao' }));
    expect(seen.withheld).toEqual(expect.arrayContaining([{ label: 'Funding raised to date', reason: 'sign_in' }]));
    expect(seen.can).toEqual({ edit: false, connect: false, message: false });

    const stranger = (await api('GET', url, people.stranger.token)).json().data;
    expect(stranger.viewer).toBe('member');
    expect(stranger.values.fundingRaised).toBe(2_500_000);
    expect(stranger.values.registrationNumber).toBeUndefined();
    expect(stranger.lists.founders[0].values.email).toBeUndefined();
    expect(stranger.withheld).toEqual(expect.arrayContaining([{ label: 'Registration number', reason: 'connect' }]));
    expect(stranger.can.connect).toBe(true);

    const friend = (await api('GET', url, people.friend.token)).json().data;
    expect(friend.viewer).toBe('connection');
    expect(friend.values).toMatchObject({
      registrationNumber: 'DPIIT-SECRET-42',
      pitchDeckUrl: 'https://decks.example.com/secret',
    });
    expect(friend.lists.founders[0].values.email).toBe('asha.private@example.com');
    expect(friend.can).toMatchObject({ connect: false, message: true });

    const owner = (await api('GET', url, people.startup.token)).json().data;
    expect(owner).toMatchObject({ viewer: 'owner', can: { edit: true }, withheld: [] });
    const operator = (await api('GET', url, people.operator.token)).json().data;
    expect(operator.viewer).toBe('operator');
    expect(operator.values.registrationNumber).toBe('DPIIT-SECRET-42');

    const any = await api('GET', `/users/public_profile/${people.startup.uuid}`);
    expect(any.json().data.accountType).toBe('startup');
    expect((await api('GET', `/investors/public/${people.startup.uuid}`)).statusCode).toBe(404);
  });

  it('follow the tenant: contact fields to members or to nobody, and profiles to members only', async () => {
    const { people, tenant } = await world();
    const url = `/startups/public/${people.startup.uuid}`;
    try {
      await setProfileSettings(tenant.id, { private_fields_to: 'members' });
      expect((await api('GET', url, people.stranger.token)).json().data.values.registrationNumber).toBe(
        'DPIIT-SECRET-42',
      );
      await setProfileSettings(tenant.id, { private_fields_to: 'nobody' });
      const friend = (await api('GET', url, people.friend.token)).json().data;
      expect(friend.values.registrationNumber).toBeUndefined();
      expect(friend.withheld).toEqual([]);
      await setProfileSettings(tenant.id, { public_profiles: 'members' });
      const anonymous = await api('GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('Sign in to see this profile');
    } finally {
      await setProfileSettings(tenant.id, { public_profiles: 'everyone', private_fields_to: 'connections' });
    }
  });

  it('are not public before approval or after deactivation, and never across tenants', async () => {
    const { people, tenant } = await tenantGraph(t, host, { draft: { type: 'mentor' }, other: { type: 'investor' } });
    expect((await api('GET', `/mentors/public/${people.draft.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', `/mentors/public/${people.draft.uuid}`, people.other.token)).statusCode).toBe(404);
    expect((await api('GET', `/mentors/public/${people.draft.uuid}`, people.draft.token)).statusCode).toBe(200);
    await decideApproval(t.database.db, {
      tenantId: tenant.id,
      profileId: people.draft.profileId,
      status: 'approved',
      message: null,
      actorUserId: null,
    });
    await t.app.identitySettled();
    expect((await api('GET', `/mentors/public/${people.draft.uuid}`)).statusCode).toBe(200);
    expect((await alpha.api('GET', `/mentors/public/${people.draft.uuid}`)).statusCode).toBe(404);
    expect((await alpha.api('GET', `/users/public_profile/${people.draft.uuid}`)).statusCode).toBe(404);
    await t.database.db.execute(`update users set status = 'deactivated' where id = '${people.draft.userId}'`);
    await t.app.identitySettled();
    expect((await api('GET', `/mentors/public/${people.draft.uuid}`)).statusCode).toBe(404);
    expect((await api('GET', `/mentors/increment_views/${people.draft.uuid}`)).statusCode).toBe(404);
  });

  it('count a real view once per viewer a day, never the holder or a borrowed session', async () => {
    const { people } = await world();
    const url = `/startups/increment_views/${people.startup.uuid}`;
    expect((await api('GET', url, people.startup.token)).json().data).toEqual({ counted: false, totalViews: 0 });
    expect((await api('GET', url, people.stranger.token)).json().data).toEqual({ counted: true, totalViews: 1 });
    expect((await api('GET', url, people.stranger.token)).json().data).toEqual({ counted: false, totalViews: 1 });
    expect((await api('GET', url, people.friend.token)).json().data).toEqual({ counted: true, totalViews: 2 });
    const borrowed = await api('POST', '/admin/backdoor-login', people.operator.token, {
      profileUuid: people.stranger.uuid,
      reason: 'Checking a report',
    });
    expect((await api('GET', url, borrowed.json().data.accessToken)).json().data.counted).toBe(false);
    const dashboard = (await api('GET', '/startups/dashboard', people.startup.token)).json().data;
    expect(dashboard.views).toEqual({ total: 2, last30Days: 2 });
    const [views] = await rows(
      `select count(*)::int as n from profile_views where profile_id = ${people.startup.profileId}`,
    );
    expect(views).toEqual({ n: 2 });
  });
});

describe('compare', () => {
  it('puts public startups side by side, leaving out what is not one, and refuses a bad list', async () => {
    const { people } = await world();
    const { people: more } = await tenantGraph(t, host, { draft: { type: 'startup' }, investor: { type: 'investor' } });
    const ids = [people.startup.uuid, more.draft.uuid, more.investor.uuid].join(',');
    const res = await api('GET', `/public/compare/startups?ids=${ids}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([people.startup.uuid]);
    expect(res.body).not.toContain('DPIIT-SECRET-42');
    const five = Array.from({ length: 5 }, () => crypto.randomUUID()).join(',');
    const tooMany = await api('GET', `/public/compare/startups?ids=${five}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.join(' ')).toMatch(/at most 4/);
    expect((await api('GET', '/public/compare/investors?ids=not-an-id')).statusCode).toBe(400);
    expect((await api('GET', '/public/compare/investors')).statusCode).toBe(400);
  });
});

describe('short profile links', () => {
  const open = (path: string, on = host) => t.app.inject({ method: 'GET', url: path, headers: { host: on } });

  it('lead to the profile as it is named now, and an unknown or foreign code to the 404 page', async () => {
    const { people } = await world();
    const profile = (await api('GET', `/startups/public/${people.startup.uuid}`)).json().data;
    expect(profile.shortUrl).toMatch(/^\/p\/[0-9a-f]{10}$/);
    const own = (await api('GET', '/startups/information', people.startup.token)).json().data;
    expect(own.shortUrl).toBe(profile.shortUrl);

    const first = await open(profile.shortUrl);
    expect([first.statusCode, first.headers.location]).toEqual([302, profile.profileUrl]);
    // Renamed: the same short link leads to the new address.
    expect(
      (await api('PATCH', '/startups/information', people.startup.token, { name: 'Quiet Robotics' })).statusCode,
    ).toBe(200);
    const renamed = await open(`/p/${profile.shortUrl.slice(3).toUpperCase()}`);
    expect(renamed.headers.location).toBe(`/startups/profile/${people.startup.uuid}/quiet-robotics`);

    expect((await open('/p/0000000000')).headers.location).toBe('/errors/404');
    expect((await open('/p/not-a-code')).headers.location).toBe('/errors/404');
    // The code is this tenant's: on another tenant's host it leads nowhere.
    expect((await open(profile.shortUrl, 'alpha.localhost')).headers.location).toBe('/errors/404');
    const codes = await rows('select count(distinct short_code)::int as n, count(*)::int as total from profiles');
    expect(codes[0]?.n).toBe(codes[0]?.total);
  });

  it("lead to a job seeker's public page like any other type's", async () => {
    const { people } = await tenantGraph(t, host, {
      seeker: { type: 'job_seeker', name: 'Vikram Nair', approvalStatus: 'approved' },
    });
    const res = await api('GET', `/job-seekers/public/${people.seeker.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({
      accountType: 'job_seeker',
      name: 'Vikram Nair',
      profileUrl: `/job-seekers/profile/${people.seeker.uuid}/vikram-nair`,
    });
    const link = await open(profile.shortUrl);
    expect([link.statusCode, link.headers.location]).toEqual([302, profile.profileUrl]);
  });
});
