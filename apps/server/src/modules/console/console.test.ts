import {
  ApprovalPage,
  AuditPage,
  ConsoleOverview,
  ConsoleProfileDetail,
  MemberLookupPage,
  MemberPage,
} from '@ventura/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost:3000';
const { api, rows } = testClient(() => t, host);

let graphs = 0;
/** People of the main tenant; the startup waiting for approval has a name no other graph has. */
const graph = () =>
  tenantGraph(t, host, {
    waiting: { type: 'startup', organizationName: `Queue Robotics ${++graphs}`, approvalStatus: 'submitted' },
    draft: { type: 'mentor', name: 'Drafty Mentor', approvalStatus: 'draft' },
    member: { type: 'investor', approvalStatus: 'approved' },
  });

/** Audit entries of things done (a borrowed session's attempts are recorded apart, whatever their outcome). */
const auditCount = async () =>
  (await rows(`select count(*)::int as n from audit_log where action <> 'borrowed_session.write'`))[0]?.n;
const outboxBody = async (to: string) => {
  const res = await call(t.app, { method: 'GET', host, url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json().data[0] as { subject: string; body: string } | undefined;
};

describe('who may use the console', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, Record<string, unknown>?][] = [
    ['GET', '/admin/overview'],
    ['GET', '/admin/approvals'],
    ['GET', `/admin/profiles/${uuid}`],
    ['POST', `/admin/profiles/${uuid}/decision`, { decision: 'approved' }],
    ['POST', '/admin/profiles/approve', { uuids: [uuid] }],
    ['GET', '/admin/members'],
    ['GET', '/admin/members/lookup?search=abc'],
    ['POST', `/admin/members/${uuid}/deactivate`, { reason: 'Spam account' }],
    ['POST', `/admin/members/${uuid}/reactivate`, { reason: 'Spoke to them' }],
    ['GET', '/admin/settings'],
    ['PATCH', '/admin/settings', { layout: 'top' }],
    ['PUT', '/admin/connection-matrix', { entries: [] }],
    ['GET', '/admin/audit'],
    ['GET', '/admin/audit/export'],
    ['GET', '/admin/maintenance'],
    [
      'POST',
      '/admin/maintenance',
      {
        title: 'Upgrade',
        message: 'Down for an hour',
        startsAt: '2030-01-01T00:00:00Z',
        endsAt: '2030-01-01T01:00:00Z',
      },
    ],
    ['PATCH', '/admin/maintenance/1', { maintenanceOn: true }],
    ['GET', '/admin/invite-codes'],
    ['POST', '/admin/invite-codes', { code: 'HACKED' }],
    ['DELETE', '/admin/invite-codes/1'],
  ];

  it('refuses the signed out (401), members (403), borrowed sessions (403) and other tenants (401), changing nothing', async () => {
    const { people } = await graph();
    const alpha = await tenantGraph(t, 'alpha.localhost:3000', {});
    const borrowed = await api('POST', '/admin/backdoor-login', people.operator.token, {
      profileUuid: people.member.uuid,
      reason: 'Checking what the member sees',
    });
    expect(borrowed.statusCode).toBe(200);
    const before = await auditCount();
    const settings = await rows('select settings from tenants order by slug');
    for (const [method, url, body] of routes) {
      const as = (token?: string) => api(method as 'GET', url, token, body);
      expect((await as()).statusCode, `${method} ${url} signed out`).toBe(401);
      const member = await as(people.member.token);
      expect(member.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(member.json()).toEqual({
        message: 'Only the platform team can use the console',
        errors: ['Only the platform team can use the console'],
      });
      expect((await as(borrowed.json().data.accessToken)).statusCode, `${method} ${url} borrowed`).toBe(403);
      expect((await as(alpha.people.operator.token)).statusCode, `${method} ${url} other tenant`).toBe(401);
    }
    expect(await auditCount()).toBe(before);
    expect(await rows('select settings from tenants order by slug')).toEqual(settings);
  });
});

describe('the approval queue', () => {
  it('lists profiles waiting longest first, filters by type, words and completeness, and counts each state', async () => {
    const { people } = await graph();
    const waitingName = `Queue Robotics ${graphs}`;
    const res = await api('GET', `/admin/approvals?search=${waitingName}`, people.operator.token);
    expect(res.statusCode).toBe(200);
    const page = ApprovalPage.parse(res.json().data);
    expect(page.items).toEqual([
      expect.objectContaining({
        uuid: people.waiting.uuid,
        accountType: 'startup',
        label: 'Startup',
        name: waitingName,
        email: people.waiting.email,
        approvalStatus: 'submitted',
        deactivated: false,
      }),
    ]);
    expect(page.counts.submitted).toBeGreaterThanOrEqual(1);
    const drafts = ApprovalPage.parse(
      (await api('GET', '/admin/approvals?status=draft&type=mentor&completenessMax=10', people.operator.token)).json()
        .data,
    );
    expect(drafts.items.map((row) => row.uuid)).toContain(people.draft.uuid);
    expect(drafts.items.every((row) => row.accountType === 'mentor' && row.completeness <= 10)).toBe(true);
    const complete = ApprovalPage.parse(
      (
        await api('GET', '/admin/approvals?status=all&completenessMin=100&sort=completeness', people.operator.token)
      ).json().data,
    );
    expect(complete.items.every((row) => row.completeness === 100)).toBe(true);
    const paged = ApprovalPage.parse(
      (await api('GET', '/admin/approvals?status=all&limit=2&pageNumber=2&sort=name', people.operator.token)).json()
        .data,
    );
    expect(paged).toMatchObject({ pageNumber: 2, limit: 2 });
    expect(paged.items.length).toBeLessThanOrEqual(2);
  });

  it('holds job seekers like every type the tenant offers: listed, read, decided on and counted', async () => {
    const { people } = await tenantGraph(t, host, {
      seeker: { type: 'job_seeker', name: 'Waiting Seeker', organizationName: null, approvalStatus: 'submitted' },
    });
    const token = people.operator.token;
    const queue = ApprovalPage.parse((await api('GET', '/admin/approvals?type=job_seeker', token)).json().data);
    expect(queue.items).toContainEqual(
      expect.objectContaining({ uuid: people.seeker.uuid, accountType: 'job_seeker', label: 'Job Seeker' }),
    );
    const overview = ConsoleOverview.parse((await api('GET', '/admin/overview', token)).json().data);
    expect(overview.profiles).toContainEqual(
      expect.objectContaining({ accountType: 'job_seeker', approvalStatus: 'submitted' }),
    );
    expect((await api('GET', `/admin/profiles/${people.seeker.uuid}`, token)).statusCode).toBe(200);
    const decided = await api('POST', `/admin/profiles/${people.seeker.uuid}/decision`, token, {
      decision: 'approved',
    });
    expect([decided.statusCode, decided.json().message]).toEqual([200, 'Waiting Seeker approved']);
    await t.app.identitySettled();
    const completeness = await api('GET', '/job-seekers/profile_completeness', people.seeker.token);
    expect(completeness.json().data).toMatchObject({ approvalStatus: 'approved', isApproved: true });
  });

  it('refuses bad filters naming them', async () => {
    const { people } = await graph();
    for (const [query, error] of [
      ['status=pending', /^query\.status: /],
      ['type=alien', /^query\.type: /],
      ['from=yesterday', /^query\.from: Use a date as YYYY-MM-DD/],
      ['limit=1000', /^query\.limit: /],
      ['completenessMin=101', /^query\.completenessMin: /],
      ['tenantId=x', /tenantId/],
    ] as const) {
      const res = await api('GET', `/admin/approvals?${query}`, people.operator.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0]).toMatch(error);
    }
  });

  it('reads all of a profile, contact fields included, with its completeness and history', async () => {
    const { people } = await graph();
    const res = await api('GET', `/admin/profiles/${people.waiting.uuid}`, people.operator.token);
    expect(res.statusCode).toBe(200);
    const detail = ConsoleProfileDetail.parse(res.json().data);
    expect(detail.profile).toMatchObject({ uuid: people.waiting.uuid, viewer: 'operator', withheld: [] });
    expect(detail.completeness.approvalStatus).toBe('submitted');
    expect(detail.history).toEqual([]);
    const other = await tenantGraph(t, 'alpha.localhost:3000', { x: { type: 'startup' } });
    expect((await api('GET', `/admin/profiles/${other.people.x.uuid}`, people.operator.token)).statusCode).toBe(404);
  });
});

describe('decisions', () => {
  it('approves a submitted profile: audited before and after, the holder is told by email and sees it', async () => {
    const { people } = await graph();
    const res = await api('POST', `/admin/profiles/${people.waiting.uuid}/decision`, people.operator.token, {
      decision: 'approved',
      message: 'Welcome to the cohort!',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Queue Robotics ${graphs} approved`,
      data: { approvalStatus: 'approved', approvalDecidedAt: expect.any(String) },
    });
    const mail = await outboxBody(people.waiting.email);
    expect(mail?.subject).toBe('Your Startup profile on Ventura Startup Mission is approved');
    expect(mail?.body).toContain('Welcome to the cohort!');
    await t.app.identitySettled();
    expect((await api('GET', '/users/profile', people.waiting.token)).json().data.approvalStatus).toBe('approved');
    const detail = ConsoleProfileDetail.parse(
      (await api('GET', `/admin/profiles/${people.waiting.uuid}`, people.operator.token)).json().data,
    );
    expect(detail.history[0]).toMatchObject({
      action: 'profile.approved',
      actor: { id: people.operator.userId, name: 'Platform operator' },
      detail: {
        before: { approvalStatus: 'submitted', approvalMessage: null },
        after: { approvalStatus: 'approved', approvalMessage: 'Welcome to the cohort!' },
      },
      ip: expect.any(String),
    });
  });

  it('a rejection or limited access must say why: 400, nothing changed, nothing audited', async () => {
    const { people } = await graph();
    const before = await auditCount();
    for (const body of [
      { decision: 'rejected' },
      { decision: 'limited_access', message: '   ' },
      { decision: 'maybe', message: 'x' },
      { decision: 'approved', approvalStatus: 'approved' },
    ]) {
      const res = await api('POST', `/admin/profiles/${people.waiting.uuid}/decision`, people.operator.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0]).toMatch(/^body/);
    }
    const rejected = await api('POST', `/admin/profiles/${people.waiting.uuid}/decision`, people.operator.token, {
      decision: 'rejected',
    });
    expect(rejected.json().errors).toEqual(['body.message: Tell the member why, so they know what to change']);
    expect(await auditCount()).toBe(before);
    expect(await rows(`select approval_status from profiles where uuid = '${people.waiting.uuid}'`)).toEqual([
      { approval_status: 'submitted' },
    ]);
  });

  it("rejects with the operators' words, which the holder reads on their completeness; team members follow", async () => {
    const { tenant, people } = await graph();
    await rows(
      `insert into users (tenant_id, name, email) values ('${tenant.id}', 'Team Mate', 'mate-${people.waiting.uuid}@team.test')`,
    );
    await rows(
      `insert into profiles (tenant_id, user_id, account_type, approval_status, parent_id)
       select '${tenant.id}', id, 'startup', 'submitted', ${people.waiting.profileId} from users where email = 'mate-${people.waiting.uuid}@team.test'`,
    );
    const res = await api('POST', `/admin/profiles/${people.waiting.uuid}/decision`, people.operator.token, {
      decision: 'rejected',
      message: 'Add your pitch deck, please.',
    });
    expect(res.statusCode).toBe(200);
    await t.app.identitySettled();
    const completeness = await api('GET', '/startups/profile_completeness', people.waiting.token);
    expect(completeness.json().data).toMatchObject({
      approvalStatus: 'rejected',
      isRejected: true,
      approvalMessage: 'Add your pitch deck, please.',
    });
    expect(await rows(`select approval_status from profiles where parent_id = ${people.waiting.profileId}`)).toEqual([
      { approval_status: 'rejected' },
    ]);
  });

  it('approves a selection, skipping what is approved already or not found', async () => {
    const { people } = await graph();
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await api('POST', '/admin/profiles/approve', people.operator.token, {
      uuids: [people.waiting.uuid, people.draft.uuid, people.member.uuid, missing],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: '2 profiles approved',
      data: {
        approved: [people.waiting.uuid, people.draft.uuid],
        skipped: [
          { uuid: people.member.uuid, reason: 'Already approved' },
          { uuid: missing, reason: 'Profile not found' },
        ],
      },
    });
    const empty = await api('POST', '/admin/profiles/approve', people.operator.token, { uuids: [] });
    expect(empty.json().errors).toEqual(['body.uuids: Choose at least one profile']);
  });
});

describe('members', () => {
  it('finds accounts with their profiles; deactivating signs the member out and refuses sign-in until re-activated', async () => {
    const { people } = await graph();
    const listed = await api('GET', `/admin/members?search=${people.member.email}`, people.operator.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const found = MemberPage.parse(listed.json().data);
    expect(found.items).toEqual([
      expect.objectContaining({
        id: people.member.userId,
        status: 'active',
        role: 'member',
        profiles: [expect.objectContaining({ uuid: people.member.uuid, accountType: 'investor', label: 'Investor' })],
      }),
    ]);
    const reason = { reason: 'Reported for spam' };
    const off = await api('POST', `/admin/members/${people.member.userId}/deactivate`, people.operator.token, reason);
    expect(off.statusCode).toBe(200);
    expect((await api('GET', '/users/profile', people.member.token)).statusCode).toBe(401);
    const login = await api('POST', '/public/auth/mobile/login', undefined, { email: people.member.email });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(
      'Your account on Ventura Startup Mission is suspended. Contact the Ventura Startup Mission team for help.',
    );
    const again = await api('POST', `/admin/members/${people.member.userId}/deactivate`, people.operator.token, reason);
    expect(again.statusCode).toBe(409);
    const suspended = MemberPage.parse(
      (await api('GET', '/admin/members?status=suspended', people.operator.token)).json().data,
    );
    expect(suspended.items.map((m) => m.id)).toContain(people.member.userId);
    const on = await api('POST', `/admin/members/${people.member.userId}/reactivate`, people.operator.token, {
      reason: 'Cleared after review',
    });
    expect(on.statusCode).toBe(200);
    expect((await api('POST', '/public/auth/mobile/login', undefined, { email: people.member.email })).statusCode).toBe(
      200,
    );
    const history = AuditPage.parse(
      (await api('GET', `/admin/audit?subject=${people.member.userId}`, people.operator.token)).json().data,
    );
    expect(history.items.map((entry) => entry.action)).toEqual(['member.restore', 'member.suspend']);
    expect(history.items[1]?.detail).toEqual({
      reason: 'Reported for spam',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
  });

  it('refuses acting on oneself, another operator, another tenant, or without a reason', async () => {
    const { people } = await graph();
    const second = await tenantGraph(t, host, { op: { type: 'other', role: 'operator' } });
    const alpha = await tenantGraph(t, 'alpha.localhost:3000', { x: { type: 'startup' } });
    const reason = { reason: 'Testing the rules' };
    const self = await api(
      'POST',
      `/admin/members/${people.operator.userId}/deactivate`,
      people.operator.token,
      reason,
    );
    expect(self.statusCode).toBe(409);
    // The list says the same before anyone tries: neither row offers suspending nor signing in as.
    const listed = MemberPage.parse((await api('GET', '/admin/members?limit=100', people.operator.token)).json().data);
    const canOf = (id: string) => listed.items.find((member) => member.id === id)?.can;
    expect(canOf(people.operator.userId)).toEqual({ changeStatus: false, signInAs: false });
    expect(canOf(second.people.op.userId)).toEqual({ changeStatus: false, signInAs: false });
    expect(canOf(people.member.userId)).toEqual({ changeStatus: true, signInAs: true });
    const peer = await api(
      'POST',
      `/admin/members/${second.people.op.userId}/deactivate`,
      people.operator.token,
      reason,
    );
    expect(peer.statusCode).toBe(403);
    const foreign = await api(
      'POST',
      `/admin/members/${alpha.people.x.userId}/deactivate`,
      people.operator.token,
      reason,
    );
    expect(foreign.statusCode).toBe(404);
    const silent = await api('POST', `/admin/members/${people.member.userId}/deactivate`, people.operator.token, {});
    expect(silent.statusCode).toBe(400);
    expect(await rows(`select status from users where id = '${people.member.userId}'`)).toEqual([{ status: 'active' }]);
  });
});

describe('the member look-up (the audit log’s Who)', () => {
  it('finds members by any part of the name, in name order and paged, and names the member of an id', async () => {
    const { people } = await tenantGraph(t, host, {
      first: { type: 'startup', name: 'Zebulon Quillfeather' },
      second: { type: 'mentor', name: 'Anouk Quillfeather' },
    });
    await tenantGraph(t, 'alpha.localhost:3000', { elsewhere: { type: 'startup', name: 'Quillfeather Alpha' } });
    const lookup = async (query: string) => {
      const res = await api('GET', `/admin/members/lookup?${query}`, people.operator.token);
      expect(res.statusCode, res.body).toBe(200);
      return MemberLookupPage.parse(res.json().data);
    };
    expect(await lookup('search=quillFEATHER')).toEqual({
      items: [
        { id: people.second.userId, name: 'Anouk Quillfeather', email: people.second.email, role: 'member' },
        { id: people.first.userId, name: 'Zebulon Quillfeather', email: people.first.email, role: 'member' },
      ],
      pageNumber: 1,
      limit: 10,
      hasMore: false,
    });
    const firstPage = await lookup('search=quillfeather&limit=1');
    expect([firstPage.items.map((item) => item.name), firstPage.hasMore]).toEqual([['Anouk Quillfeather'], true]);
    const secondPage = await lookup('search=quillfeather&limit=1&pageNumber=2');
    expect([secondPage.items.map((item) => item.name), secondPage.hasMore]).toEqual([['Zebulon Quillfeather'], false]);
    expect((await lookup(`id=${people.operator.userId}`)).items).toEqual([
      { id: people.operator.userId, name: 'Platform operator', email: people.operator.email, role: 'operator' },
    ]);
  });

  it('refuses what it cannot look up with a 400 naming the field', async () => {
    const { people } = await graph();
    for (const [query, error] of [
      ['search=ab', 'query.search: Type at least 3 characters of a name'],
      ['', 'query.search: Give a name to search or a member id'],
      ['id=42', 'query.id: This is not a member id'],
      ['search=abc&limit=21', /^query\.limit: /],
      ['search=abc&tenantId=x', /tenantId/],
    ] as const) {
      const res = await api('GET', `/admin/members/lookup?${query}`, people.operator.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0], query).toMatch(error);
    }
  });
});

describe('tenant settings', () => {
  const alphaHost = 'alpha.localhost:3000';
  const alphaApi = testClient(() => t, alphaHost).api;
  const verify = async () =>
    (await call(t.app, { method: 'GET', host: alphaHost, url: '/api/v1/verify-tenant?host=alpha.localhost' })).json()
      .data;

  it('applies a change at once, on the next read of the brand, and audits what changed before and after', async () => {
    const { people } = await tenantGraph(t, alphaHost, {});
    const before = await verify();
    const layout = before.layout === 'top' ? 'side' : 'top';
    const res = await alphaApi('PATCH', '/admin/settings', people.operator.token, {
      name: 'Alpha Founders Network',
      layout,
      branding: { colors: { primary: '#0f766e' } },
      features: { jobs: false },
      users: { mentor: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Settings saved');
    const after = await verify();
    expect(after).toMatchObject({ name: 'Alpha Founders Network', layout });
    expect(after.branding.colors).toEqual({ ...before.branding.colors, primary: '#0f766e' });
    expect(after.features.jobs).toBe(false);
    expect(after.users.mentor).toBe(false);
    const [entry] = AuditPage.parse(
      (await alphaApi('GET', '/admin/audit?action=tenant.', people.operator.token)).json().data,
    ).items;
    expect(entry?.detail).toMatchObject({
      before: { layout: before.layout, name: before.name, features: expect.objectContaining({ jobs: true }) },
      after: { layout, name: 'Alpha Founders Network', features: expect.objectContaining({ jobs: false }) },
    });
  });

  it('takes an uploaded logo as an image file and shows it in the brand at once; refuses what is not an image', async () => {
    const { people } = await tenantGraph(t, alphaHost, {});
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const send = (content: Buffer, asset = 'headerLogo') =>
      upload(t.app, {
        host: alphaHost,
        url: `/api/v1/admin/branding/${asset}`,
        token: people.operator.token,
        file: { name: 'file', filename: 'logo.png', type: 'image/png', content },
      });
    const res = await send(png);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.settings.branding.headerLogo;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\/[\w-]+-512\.webp$/);
    expect((await verify()).branding.headerLogo).toBe(url);
    const served = await call(t.app, { method: 'GET', host: alphaHost, url });
    expect(served.headers['content-type']).toBe('image/webp');
    const svg = await send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.statusCode).toBe(400);
    expect((await send(png, 'banner')).statusCode).toBe(400);
    expect((await verify()).branding.headerLogo).toBe(url);
  });

  it('sends meetings to the video service and back to the built-in call', async () => {
    const { people } = await tenantGraph(t, alphaHost, {});
    for (const videoCall of ['external', 'built_in']) {
      const res = await alphaApi('PATCH', '/admin/settings', people.operator.token, { meetings: { videoCall } });
      expect(res.statusCode, res.body).toBe(200);
      expect((await verify()).meetings).toEqual({ videoCall });
    }
  });

  it('refuses unknown flags, account types and keys, malformed colours and addresses: 400, nothing changed', async () => {
    const { people } = await tenantGraph(t, alphaHost, {});
    const settings = await rows(`select settings, name from tenants where slug = 'alpha'`);
    const audits = await auditCount();
    for (const [body, error] of [
      [{ features: { teleport: true } }, /teleport/],
      [{ users: { alien: true } }, /^body\.users/],
      [
        { branding: { colors: { primary: 'teal' } } },
        /^body\.branding\.colors\.primary: Colour must be a #rrggbb value/,
      ],
      [{ branding: { logo: 'javascript:alert(1)' } }, /^body\.branding\.logo: /],
      [{ main_website_url: 'ftp://example.com' }, /^body\.main_website_url: /],
      [{ meeting_time_slot_difference_in_mins: 7 }, /Choose 5, 10, 15, 20, 30 or 60 minutes/],
      [{ meetings: { videoCall: 'zoom' } }, /^body\.meetings\.videoCall: Choose built_in or external/],
      [{ meetings: { room: 'x' } }, /room/],
      [{ global: { s3Url: '/x' } }, /global/],
      [{}, /Send at least one setting to change/],
      [{ layout: 'diagonal' }, /^body\.layout: /],
    ] as const) {
      const res = await alphaApi('PATCH', '/admin/settings', people.operator.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.join(' ')).toMatch(error);
    }
    expect(await rows(`select settings, name from tenants where slug = 'alpha'`)).toEqual(settings);
    expect(await auditCount()).toBe(audits);
  });

  it('replaces the connection matrix as a grid, refusing unknown types and repeated pairs', async () => {
    const { people } = await tenantGraph(t, alphaHost, {});
    const entries = [
      { profileType: 'startup', otherProfileType: 'investor', canSearch: true, canConnect: true },
      { profileType: 'investor', otherProfileType: 'startup', canSearch: true, canConnect: false },
    ];
    const res = await alphaApi('PUT', '/admin/connection-matrix', people.operator.token, { entries });
    expect(res.statusCode).toBe(200);
    expect((await verify()).connection_matrix).toEqual(entries);
    const alien = await alphaApi('PUT', '/admin/connection-matrix', people.operator.token, {
      entries: [{ profileType: 'alien', otherProfileType: 'startup', canSearch: true, canConnect: true }],
    });
    expect(alien.statusCode).toBe(400);
    expect(alien.json().errors[0]).toMatch(/^body\.entries\.0\.profileType: /);
    const twice = await alphaApi('PUT', '/admin/connection-matrix', people.operator.token, {
      entries: [entries[0], entries[0]],
    });
    expect(twice.json().errors).toEqual(['body.entries: Each pair of account types may appear once']);
    expect((await verify()).connection_matrix).toEqual(entries);
  });
});

describe('the audit log and the overview', () => {
  it('exports the filtered log as CSV, keeping formula-like cells as text', async () => {
    const { people } = await graph();
    await api('POST', `/admin/profiles/${people.waiting.uuid}/decision`, people.operator.token, {
      decision: 'limited_access',
      message: '=HYPERLINK("http://evil")',
    });
    const res = await api('GET', `/admin/audit/export?subject=${people.waiting.uuid}`, people.operator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-ventura-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, line] = res.body.split('\r\n');
    expect(header).toBe('at,action,actor,actor_id,subject_type,subject_id,ip,detail');
    expect(line).toContain('profile.limited_access,Platform operator');
    expect(line).toContain('=HYPERLINK');
    expect(res.body.split('\r\n')).toHaveLength(2);
  });

  it('counts profiles by type and state, accounts by state, and sign-ups for twelve weeks', async () => {
    const { people } = await graph();
    const overview = ConsoleOverview.parse((await api('GET', '/admin/overview', people.operator.token)).json().data);
    expect(overview.signupsPerWeek).toHaveLength(12);
    expect(overview.signupsPerWeek.at(-1)?.count).toBeGreaterThanOrEqual(4);
    expect(overview.pendingApprovals).toBeGreaterThanOrEqual(1);
    expect(overview.members.active).toBeGreaterThanOrEqual(4);
    expect(overview.profiles).toContainEqual(
      expect.objectContaining({ accountType: 'startup', approvalStatus: 'submitted', count: expect.any(Number) }),
    );
  });
});

describe('maintenance windows and invite codes', () => {
  const gammaHost = 'gamma.localhost:3000';
  const gamma = testClient(() => t, gammaHost).api;
  const maintenance = async () =>
    (await call(t.app, { method: 'GET', host: gammaHost, url: '/api/v1/verify-tenant?host=gamma.localhost' })).json()
      .data.maintenance_mode;

  it('announces a window at once, switches it on and off, and refuses withdrawing it while on', async () => {
    const { people } = await tenantGraph(t, gammaHost, {});
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 90_000_000).toISOString();
    const created = await gamma('POST', '/admin/maintenance', people.operator.token, {
      title: 'Database upgrade',
      message: 'The platform pauses for an hour.',
      startsAt,
      endsAt,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ state: 'announced', active: true, maintenanceOn: false });
    expect(await maintenance()).toMatchObject({ title: 'Database upgrade', active: true, maintenance_on: false });
    const id = created.json().data.id;
    const on = await gamma('PATCH', `/admin/maintenance/${id}`, people.operator.token, { maintenanceOn: true });
    expect(on.json()).toMatchObject({
      message: 'Maintenance is on: members see the maintenance page',
      data: { state: 'on' },
    });
    expect((await maintenance()).maintenance_on).toBe(true);
    const withdraw = await gamma('PATCH', `/admin/maintenance/${id}`, people.operator.token, { active: false });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json().errors).toEqual(['body.active: Switch maintenance off before withdrawing its notice']);
    await gamma('PATCH', `/admin/maintenance/${id}`, people.operator.token, { maintenanceOn: false, active: false });
    expect((await maintenance()).maintenance_on).toBe(false);
    const backwards = await gamma('POST', '/admin/maintenance', people.operator.token, {
      title: 'Backwards',
      message: 'Ends before it starts.',
      startsAt: endsAt,
      endsAt: startsAt,
    });
    expect(backwards.json().errors).toEqual(['body.endsAt: The window must end after it starts']);
    const history = AuditPage.parse(
      (await gamma('GET', '/admin/audit?action=maintenance.', people.operator.token)).json().data,
    );
    expect(history.items.map((entry) => entry.action)).toEqual([
      'maintenance.change',
      'maintenance.change',
      'maintenance.schedule',
    ]);
  });

  it('creates invite codes that sign people up, refuses repeats and unknown partners, and retires them', async () => {
    const { people } = await graph();
    const created = await api('POST', '/admin/invite-codes', people.operator.token, {
      code: 'demo-day-26',
      accountType: 'startup',
      maxUses: 50,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Invite code DEMO-DAY-26 created',
      data: { code: 'DEMO-DAY-26', accountType: 'startup', maxUses: 50, uses: 0, partner: null },
    });
    const again = await api('POST', '/admin/invite-codes', people.operator.token, { code: 'DEMO-DAY-26' });
    expect(again.statusCode).toBe(409);
    const partnerless = await api('POST', '/admin/invite-codes', people.operator.token, {
      code: 'PARTNER-X',
      partnerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(partnerless.json().errors).toEqual(['body.partnerId: No partner of yours has this id']);
    const bad = await api('POST', '/admin/invite-codes', people.operator.token, { code: 'no spaces!' });
    expect(bad.json().errors[0]).toMatch(/^body\.code: Use 4 to 32 letters, digits or dashes/);
    const opens = await api('GET', '/verify-invite-code/DEMO-DAY-26');
    expect(opens.statusCode, opens.body).toBe(200);
    expect(opens.json().data).toMatchObject({ code: 'DEMO-DAY-26', accountType: 'startup' });
    const listed = (await api('GET', '/admin/invite-codes', people.operator.token)).json().data;
    expect(listed.map((code: { code: string }) => code.code)).toContain('DEMO-DAY-26');
    const id = created.json().data.id;
    expect((await api('DELETE', `/admin/invite-codes/${id}`, people.operator.token)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/invite-codes/${id}`, people.operator.token)).statusCode).toBe(404);
    expect((await api('GET', '/verify-invite-code/DEMO-DAY-26')).statusCode).toBe(404);
  });
});
