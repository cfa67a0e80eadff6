import {
  completenessOf,
  type InvestorType,
  mainSectionOf,
  type ProfileAccountType,
  profileAccountTypes,
  profileTypes,
  sectionsOf,
} from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { loadSamples, type Samples, sampleBody } from '../../../test/profile-samples.ts';
import { decideApproval } from './approval.ts';

let t: TestApp;
const host = 'localhost';
const { api, rows } = testClient(() => t, host);
const _other = testClient(() => t, 'alpha.localhost');
let samples: Samples;

beforeAll(async () => {
  t = await createTestApp();
  const [tenant] = await rows(
    `select id from tenants join tenant_hosts h on h.tenant_id = tenants.id where h.host = 'localhost'`,
  );
  samples = await loadSamples(t.database, String(tenant?.id));
});
afterAll(() => t.close());

/** Every type, and each investor type, whose sections differ. */
type Variant = { type: ProfileAccountType; investorType: InvestorType | null };
const variants = profileAccountTypes.flatMap((type): Variant[] =>
  type === 'investor'
    ? (['organization', 'individual'] as const).map((investorType) => ({ type, investorType }))
    : [{ type, investorType: null }],
);

describe.each(variants)('a $type profile ($investorType)', ({ type, investorType }) => {
  const def = profileTypes[type];
  const role = def.rolePath;

  it('saves every section and reads it back, and completeness reaches 100 with the lists filled', async () => {
    const { people } = await tenantGraph(t, host, { me: { type, investorType } });
    const token = people.me.token;
    const start = await api('GET', `/${role}/profile_completeness`, token);
    expect(start.statusCode).toBe(200);
    expect(start.json().data.complete).toBe(false);
    for (const section of sectionsOf(type, investorType)) {
      const body = sampleBody(section.fields, samples);
      const saved = await api('PATCH', `/${section.api}`, token, body);
      expect(saved.statusCode, `${section.api}: ${saved.body}`).toBe(200);
      for (const [key, value] of Object.entries(body)) expect(saved.json().data.values[key], key).toEqual(value);
    }
    for (const list of def.lists) {
      const added = await api('POST', `/${list.api}`, token, sampleBody(list.fields, samples));
      expect(added.statusCode, added.body).toBe(200);
    }
    const own = (await api('GET', `/${role}/information`, token)).json().data;
    expect(own.sections).toEqual(sectionsOf(type, investorType).map((s) => s.key));
    expect(own.completeness).toMatchObject({ percentage: 100, complete: true, missing: [] });
    expect(own.can).toMatchObject({ edit: true, requestApproval: true });
  });

  it('PATCH information saves the main section', async () => {
    const { people } = await tenantGraph(t, host, { me: { type, investorType } });
    const main = mainSectionOf(type, investorType);
    const res = await api('PATCH', `/${role}/information`, people.me.token, { about: 'Saved through information' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.values.about).toBe('Saved through information');
    expect(main.fields.some((f) => f.key === 'about')).toBe(true);
  });

  it('is refused to another account type, to a signed-out caller, and for fields of other sections', async () => {
    const otherType = type === 'startup' ? 'mentor' : 'startup';
    const { people } = await tenantGraph(t, host, { me: { type, investorType }, them: { type: otherType } });
    expect((await api('GET', `/${role}/information`, people.them.token)).statusCode).toBe(403);
    expect((await api('PATCH', `/${role}/information`, people.them.token, { about: 'x' })).statusCode).toBe(403);
    expect((await api('GET', `/${role}/information`)).statusCode).toBe(401);
    const section = mainSectionOf(type, investorType);
    const res = await api('PATCH', `/${section.api}`, people.me.token, { about: 'ok', approvalStatus: 'approved' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toMatch(/approvalStatus/);
    const [row] = await rows(`select approval_status, about from profiles where id = ${people.me.profileId}`);
    expect(row).toMatchObject({ approval_status: 'draft', about: null });
  });
});

describe('bad input on a section', () => {
  const section = profileTypes.startup.sections[0];
  if (!section) throw new Error('startup has no sections');

  it.each([
    ['a wrong type', { teamSize: 'twelve' }, 'teamSize'],
    ['over-long text', { tagline: 'x'.repeat(141) }, 'tagline'],
    ['a required field cleared', { name: '' }, 'name'],
    ['a year in the future', { foundedYear: 2999 }, 'foundedYear'],
    ['a bad web address', { website: 'not a site' }, 'website'],
    ['an unknown choice', { servicesLookingFor: ['everything'] }, 'servicesLookingFor'],
    ['an unknown field', { tenantId: 'someone-else' }, 'tenantId'],
    ['an unknown country', { countryCode: 'ZZ' }, 'countryCode'],
    ['a state of another country', { countryCode: 'US', stateCode: 'MH' }, 'stateCode'],
    ['a city of another state', { countryCode: 'IN', stateCode: 'MH', city: 'Chennai' }, 'city'],
    ['nothing at all', {}, ''],
  ])('%s is a 400 naming the field, and nothing is stored', async (_, body, field) => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const res = await api('PATCH', `/${section.api}`, people.me.token, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    expect(res.json().errors.join(' ')).toContain(field);
    const [row] = await rows(
      `select organization_name, tagline, country_code, updated_at = created_at as untouched from profiles where id = ${people.me.profileId}`,
    );
    expect(row).toMatchObject({ tagline: null, country_code: null, untouched: true });
    expect(await rows(`select 1 from startup_profiles where profile_id = ${people.me.profileId}`)).toEqual([]);
  });

  it('refuses a term the tenant does not offer', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const res = await api('PATCH', '/startups/industry-technology', people.me.token, {
      industries: ['not-an-industry'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^body\.industries: 'not-an-industry'/);
  });

  it('refuses a cheque range the wrong way round', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'investor' } });
    const res = await api('PATCH', '/investors/investments-information', people.me.token, {
      ticketMin: 900,
      ticketMax: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(/^body\.ticketMax/);
  });

  it('a new country clears the state and city not sent with it', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const placed = await api('PATCH', '/startups/information', people.me.token, samples.place);
    expect(placed.statusCode, placed.body).toBe(200);
    const moved = await api('PATCH', '/startups/information', people.me.token, { countryCode: 'US' });
    expect(moved.json().data.values).toMatchObject({ countryCode: 'US', stateCode: null, city: null });
  });
});

describe('startup lists', () => {
  it('adds, changes, orders and removes founders; another profile cannot touch them', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' }, rival: { type: 'startup' } });
    const first = await api('POST', '/startups/founders', people.me.token, { name: 'Asha Rao', designation: 'CEO' });
    const second = await api('POST', '/startups/founders', people.me.token, {
      name: 'Vikram Shah',
      designation: 'CTO',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const id = first.json().data.id;
    const changed = await api('PATCH', `/startups/founders/${id}`, people.me.token, { bio: 'Built two companies' });
    expect(changed.json().data.values).toMatchObject({ name: 'Asha Rao', bio: 'Built two companies' });
    const list = await api('GET', '/startups/founders', people.me.token);
    expect(list.json().data.map((f: { values: { name: string } }) => f.values.name)).toEqual([
      'Asha Rao',
      'Vikram Shah',
    ]);
    expect((await api('PATCH', `/startups/founders/${id}`, people.rival.token, { bio: 'hijacked' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/startups/founders/${id}`, people.rival.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/startups/founders/${id}`, people.me.token)).statusCode).toBe(200);
    expect((await api('GET', '/startups/founders', people.me.token)).json().data).toHaveLength(1);
  });

  it('refuses a founder without a name, an unknown field and a commitment that ends before it starts', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const noName = await api('POST', '/startups/founders', people.me.token, { designation: 'CEO' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.join(' ')).toContain('name');
    expect(
      (await api('POST', '/startups/founders', people.me.token, { name: 'A', designation: 'B', profileId: 1 }))
        .statusCode,
    ).toBe(400);
    const backwards = await api('POST', '/startups/ongoing-commitments', people.me.token, {
      title: 'Cohort 5',
      organization: 'Hub',
      kind: 'acceleration',
      startDate: '2025-06-01',
      endDate: '2025-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(await rows(`select 1 from startup_commitments where profile_id = ${people.me.profileId}`)).toEqual([]);
  });
});

describe('approval', () => {
  const completeStartup = async () => {
    const { people, tenant } = await tenantGraph(t, host, { me: { type: 'startup' }, viewer: { type: 'investor' } });
    for (const section of profileTypes.startup.sections) {
      await api('PATCH', `/${section.api}`, people.me.token, sampleBody(section.fields, samples));
    }
    await api('POST', '/startups/founders', people.me.token, {
      name: 'Asha Rao',
      designation: 'CEO',
      email: 'asha@example.com',
    });
    return { people, tenant };
  };

  it('is refused while the profile is incomplete, naming what is missing', async () => {
    const { people } = await tenantGraph(t, host, { me: { type: 'startup' } });
    const res = await api('PATCH', '/startups/request/approval', people.me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toMatch(/Founders: At least one founder/);
    expect((await rows(`select approval_status from profiles where id = ${people.me.profileId}`))[0]).toEqual({
      approval_status: 'draft',
    });
  });

  it('goes draft → submitted → approved, and cannot be asked twice', async () => {
    const { people, tenant } = await completeStartup();
    const sent = await api('PATCH', '/startups/request/approval', people.me.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Profile approval request sent!',
      data: { approvalStatus: 'submitted' },
    });
    expect((await api('PATCH', '/startups/request/approval', people.me.token)).statusCode).toBe(409);
    await decideApproval(t.database.db, {
      tenantId: tenant.id,
      profileId: people.me.profileId,
      status: 'approved',
      message: null,
      actorUserId: people.operator.userId,
    });
    await t.app.identitySettled();
    const after = (await api('GET', '/startups/profile_completeness', people.me.token)).json().data;
    expect(after).toMatchObject({ approvalStatus: 'approved', isApproved: true, isRejected: false });
    expect((await api('PATCH', '/startups/request/approval', people.me.token)).statusCode).toBe(409);
    const audit = await rows(`select action from audit_log where subject_id = '${people.me.uuid}' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['profile.request_approval', 'profile.approved']);
  });

  it('after a rejection the holder may ask again, and sees the message', async () => {
    const { people, tenant } = await completeStartup();
    await api('PATCH', '/startups/request/approval', people.me.token);
    await decideApproval(t.database.db, {
      tenantId: tenant.id,
      profileId: people.me.profileId,
      status: 'rejected',
      message: 'Add revenue details',
      actorUserId: null,
    });
    await t.app.identitySettled();
    const seen = (await api('GET', '/startups/profile_completeness', people.me.token)).json().data;
    expect(seen).toMatchObject({ isRejected: true, approvalMessage: 'Add revenue details' });
    expect((await api('PATCH', '/startups/request/approval', people.me.token)).statusCode).toBe(200);
  });

  it('a submitted startup cannot edit on a tenant with disable_startup_profile_update, except in a borrowed session', async () => {
    const { people, tenant } = await completeStartup();
    await api('PATCH', '/startups/request/approval', people.me.token);
    await t.database.db.execute(
      `update tenants set settings = jsonb_set(settings, '{features,disable_startup_profile_update}', 'true') where id = '${tenant.id}'`,
    );
    t.app.tenants.clear();
    try {
      const res = await api('PATCH', '/startups/information', people.me.token, {
        tagline: 'Changed while under review',
      });
      expect(res.statusCode).toBe(403);
      expect((await api('GET', '/startups/information', people.me.token)).json().data).toMatchObject({
        can: { edit: false },
        editLockedReason: expect.stringMatching(/under review/),
      });
      const borrowed = await api('POST', '/admin/backdoor-login', people.operator.token, {
        profileUuid: people.me.uuid,
        reason: 'Fix a typo for the founder',
      });
      expect(borrowed.statusCode, borrowed.body).toBe(200);
      const asOperator = await api('PATCH', '/startups/information', borrowed.json().data.accessToken, {
        tagline: 'Fixed by the team',
      });
      expect(asOperator.statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        `update tenants set settings = jsonb_set(settings, '{features,disable_startup_profile_update}', 'false') where id = '${tenant.id}'`,
      );
      t.app.tenants.clear();
    }
  });

  it('completeness is the same pure function the web uses', () => {
    const result = completenessOf('mentor', null, {}, {});
    expect(result.complete).toBe(false);
    expect(result.percentage).toBe(0);
    expect(result.missing.map((m) => m.key)).toEqual([
      'mentor-information',
      'industry-technology',
      'engagement-details',
    ]);
  });
});

describe("the holder's own reads", () => {
  it('are never stale: a save, a list change, a new name and a view show on the next read', async () => {
    const { people } = await tenantGraph(t, host, { founder: { type: 'startup', organizationName: 'Fresh Reads' } });
    const token = people.founder.token;
    const percentage = async () => (await api('GET', '/startups/profile_completeness', token)).json().data.percentage;
    const before = await percentage();
    expect(await percentage()).toBe(before);
    const section = mainSectionOf('startup', null);
    expect((await api('PATCH', `/${section.api}`, token, sampleBody(section.fields, samples))).statusCode).toBe(200);
    const afterSave = await percentage();
    expect(afterSave).toBeGreaterThan(before);
    const founder = { name: 'Ada Founder', designation: 'CEO' };
    expect((await api('POST', '/startups/founders', token, founder)).statusCode).toBe(200);
    expect(await percentage()).toBeGreaterThan(afterSave);
    const own = async () => (await api('GET', '/startups/information', token)).json().data;
    expect((await own()).lists.founders).toHaveLength(1);
    await api('PATCH', '/users/profile', token, { name: 'Renamed Holder' });
    expect((await own()).personName).toBe('Renamed Holder');
    const views = async () => (await api('GET', '/startups/dashboard', token)).json().data.views.total;
    const seen = await views();
    await rows(`update profiles set total_views = total_views + 1 where id = ${people.founder.profileId}`);
    expect(await views()).toBe(seen + 1);
  });
});
