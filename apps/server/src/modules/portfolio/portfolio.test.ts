import { CsvImportReport, limits, PortfolioPage } from '@ventura/shared';
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
let seq = 0;
/** A founder email no other test uses. */
const founderEmail = (label: string) => `${label}-${Date.now()}-${++seq}@founders.test`;

const graph = () =>
  tenantGraph(t, host, {
    partner: { type: 'partner', organizationName: 'Orbit Labs', approvalStatus: 'approved' },
    pending: { type: 'partner', organizationName: 'Pending Partners', approvalStatus: 'submitted' },
    founder: { type: 'startup', organizationName: 'Existing Startup' },
  });

const outboxBody = async (to: string) => {
  const res = await call(t.app, { method: 'GET', host, url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json().data[0]?.body as string | undefined) ?? '';
};
/** The invitation link's token, as the founder reads it in the mail. */
const invitationToken = async (to: string) => {
  const token = (await outboxBody(to)).match(/\/partners\/join\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no partner invitation for ${to}`);
  return token;
};
const portfolio = async (token: string, query = '') => {
  const res = await api('GET', `/partners/startups${query}`, token);
  expect(res.statusCode).toBe(200);
  return PortfolioPage.parse(res.json().data);
};
const entriesOf = async (partnerProfileId: number) =>
  rows(`select email, status, source from portfolio_entries where partner_profile_id = ${partnerProfileId}`);
const csvUpload = (token: string, content: Buffer | string, filename = 'startups.csv') =>
  upload(t.app, {
    host,
    url: '/api/v1/partners/upload/csv',
    token,
    file: { name: 'file', filename, type: 'text/csv', content },
  });

describe('POST partners/add-startup', () => {
  it('invites the founder by email and creates nobody until they accept; accepting makes their startup', async () => {
    const { people } = await graph();
    const email = founderEmail('nova');
    const users = await rows('select count(*)::int as n from users');
    const added = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Nova Robotics',
      founderName: 'Lin Chen',
      email: email.toUpperCase(),
      website: 'https://nova.example.com',
      message: 'Welcome to the Orbit cohort!',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: `Invitation sent to ${email}`,
      data: { startupName: 'Nova Robotics', email, status: 'invited', source: 'added', startup: null },
    });
    expect(await rows('select count(*)::int as n from users')).toEqual(users);
    expect(await outboxBody(email)).toContain('Welcome to the Orbit cohort!');

    const again = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Nova Again',
      founderName: 'Lin Chen',
      email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This startup is already in your portfolio',
      errors: ['This startup is already in your portfolio'],
    });

    const token = await invitationToken(email);
    const shown = await api('GET', `/public/partner-invitations/${token}`);
    expect(shown.json().data).toMatchObject({
      organisation: 'Orbit Labs',
      invitedBy: people.partner.name,
      name: 'Lin Chen',
      startupName: 'Nova Robotics',
      accountType: 'startup',
      contact: email,
      channel: 'email',
      hasAccount: false,
      hasStartup: false,
    });
    const accepted = await api('POST', `/public/partner-invitations/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().data;
    expect(session.user).toMatchObject({ name: 'Lin Chen', accountType: 'startup' });
    expect((await api('GET', '/users/profile', session.accessToken)).json().data).toMatchObject({
      email,
      emailVerified: true,
      organizationName: 'Nova Robotics',
      approvalStatus: 'draft',
    });
    expect((await api('POST', `/public/partner-invitations/${token}/accept`)).statusCode).toBe(404);

    const [joined] = (await portfolio(people.partner.token)).items;
    expect(joined).toMatchObject({ email, status: 'joined', expiresAt: null });
    expect(joined?.startup).toMatchObject({
      name: 'Nova Robotics',
      path: expect.stringMatching(/^\/startups\/profile\/[0-9a-f-]{36}\/nova-robotics$/),
      approvalStatus: 'draft',
    });
  });

  it('refuses bad bodies naming the field, and stores nothing', async () => {
    const { people } = await graph();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ startupName: 'Acme', founderName: 'Al', email: 'not-an-email' }, /^body\.email: Enter a valid email address/],
      [
        { startupName: 'A', founderName: 'Al Smith', email: founderEmail('a') },
        /^body\.startupName: Enter the startup name/,
      ],
      [{ startupName: 'Acme', founderName: 'Al', email: founderEmail('b'), status: 'joined' }, /status/],
      [{ startupName: 'Acme', founderName: 'Al', email: founderEmail('c'), tenantId: 'x' }, /tenantId/],
      [{ startupName: 'Acme', founderName: 'Al', email: founderEmail('d'), website: 'not a site' }, /^body\.website: /],
      [
        { startupName: 'Acme', founderName: 'Al', email: founderEmail('e'), message: 'x'.repeat(1001) },
        /^body\.message: /,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await api('POST', '/partners/add-startup', people.partner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.stringMatching(error)]));
    }
    expect(await entriesOf(people.partner.profileId)).toEqual([]);
  });

  it('is only for signed-in, approved partners', async () => {
    const { people } = await graph();
    const body = { startupName: 'Acme', founderName: 'Al Smith', email: founderEmail('who') };
    expect((await api('POST', '/partners/add-startup', undefined, body)).statusCode).toBe(401);
    const notPartner = await api('POST', '/partners/add-startup', people.founder.token, body);
    expect(notPartner.statusCode).toBe(403);
    expect(notPartner.json().message).toBe('Only a partner profile has a portfolio of startups');
    const pending = await api('POST', '/partners/add-startup', people.pending.token, body);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Your partner profile must be approved before you add startups');
    expect((await api('GET', '/partners/startups', people.founder.token)).statusCode).toBe(403);
    expect(await entriesOf(people.pending.profileId)).toEqual([]);
    expect(await portfolio(people.pending.token)).toMatchObject({
      can: { invite: false },
      blockedReason: 'Your partner profile must be approved before you add startups',
    });
    expect(await portfolio(people.partner.token)).toMatchObject({ can: { invite: true }, blockedReason: null });
  });

  it(`stops at ${limits.portfolioInvitationsPerDay} founders a day`, async () => {
    const { tenant, people } = await graph();
    await rows(
      `insert into portfolio_entries (tenant_id, partner_profile_id, source, status, startup_name, founder_name, email, invited_at)
       select '${tenant.id}', ${people.partner.profileId}, 'added', 'invited', 'S' || i, 'F' || i, 'f' || i || '@bulk.test', now()
       from generate_series(1, ${limits.portfolioInvitationsPerDay}) as i`,
    );
    const res = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'One Too Many',
      founderName: 'Late Founder',
      email: founderEmail('late'),
    });
    expect(res.statusCode).toBe(429);
    const report = CsvImportReport.parse(
      (
        await csvUpload(
          people.partner.token,
          `startup_name,founder_name,email\nLate Co,Late One,${founderEmail('l')}\n`,
        )
      ).json().data,
    );
    expect(report.imported).toEqual([]);
    expect(report.refused[0]?.errors[0]).toMatch(/^row: Past today's limit/);
  });
});

describe('POST partners/upload/csv', () => {
  it('imports the good rows, invites their founders, and reports each refused row with its reasons', async () => {
    const { people } = await graph();
    const [known, good1, good2] = [founderEmail('known'), founderEmail('good1'), founderEmail('good2')];
    await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Known Co',
      founderName: 'Kim Known',
      email: known,
    });
    const csv = [
      'Startup Name;Founder Name;Email;Website;Message;Extra',
      `Alpha Grid;Asha Rao;${good1};alphagrid.io;"Grid storage,\nfor villages";ignored`,
      '',
      `Beta Farms;Bo Lee;${good2};;;`,
      'Gamma;Gia;not-an-email;;;',
      `Delta Dup;Dee;${good1.toUpperCase()};;;`,
      `Known Again;Kim Known;${known};;;`,
      ';;;https://lost.example.com;;',
      `Epsilon;Eli Ray;${founderEmail('eps')};not a website;;`,
    ].join('\r\n');
    const res = await csvUpload(people.partner.token, `\uFEFF${csv}`);
    expect(res.statusCode).toBe(200);
    const report = CsvImportReport.parse(res.json().data);
    expect(res.json().message).toBe('2 startups imported, 5 rows refused');
    expect(report.rows).toBe(7);
    expect(report.imported).toEqual([
      { row: 2, startupName: 'Alpha Grid', email: good1 },
      { row: 5, startupName: 'Beta Farms', email: good2 },
    ]);
    expect(report.refused).toEqual([
      { row: 6, startupName: 'Gamma', email: 'not-an-email', errors: ['email: Enter a valid email address'] },
      { row: 7, startupName: 'Delta Dup', email: good1, errors: ['email: The same founder is on line 2'] },
      {
        row: 8,
        startupName: 'Known Again',
        email: known,
        errors: ['email: This founder is already in your portfolio'],
      },
      {
        row: 9,
        startupName: null,
        email: null,
        errors: expect.arrayContaining([
          'startup_name: Enter the startup name',
          "founder_name: Enter the founder's name",
          'email: Enter a valid email address',
        ]),
      },
      {
        row: 10,
        startupName: 'Epsilon',
        email: expect.stringContaining('eps'),
        errors: ['website: Enter a valid website, such as https://example.com'],
      },
    ]);
    expect(await outboxBody(good1)).toMatch(/\/partners\/join\//);
    const page = await portfolio(people.partner.token, '?status=invited&search=farms');
    expect(page.items).toEqual([
      expect.objectContaining({ startupName: 'Beta Farms', source: 'csv', status: 'invited', website: null }),
    ]);
    expect(page.total).toBe(1);
    expect(page.counts).toEqual({ submitted: 0, invited: 3, joined: 0, declined: 0 });
    const alpha = (await portfolio(people.partner.token, '?search=alpha grid')).items[0];
    expect(alpha).toMatchObject({ website: 'alphagrid.io', message: 'Grid storage,\nfor villages' });
  });

  it('refuses a file it cannot read whole, naming the problem, and stores nothing', async () => {
    const { people } = await graph();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const header = 'startup_name,founder_name,email\n';
    const tooMany =
      header + Array.from({ length: limits.portfolioCsvRows + 1 }, (_, i) => `S${i},F${i},f${i}@x.test`).join('\n');
    const cases: [Buffer | string, number, string][] = [
      [png, 400, 'file: This is not a CSV file: save the sheet as CSV (UTF-8) and upload that'],
      ['', 400, 'file: The file is empty'],
      ['name,founder_name,mail\nA,B,c@d.test\n', 400, 'file: The header has no "startup_name" column'],
      [header, 400, 'file: The file has a header but no rows'],
      [
        tooMany,
        400,
        `file: The file has ${limits.portfolioCsvRows + 1} rows; import at most ${limits.portfolioCsvRows} at a time`,
      ],
      [Buffer.alloc(limits.portfolioCsvBytes + 1, 'a'), 413, 'file: File is larger than 1024 KB'],
    ];
    for (const [content, status, error] of cases) {
      const res = await csvUpload(people.partner.token, content);
      expect(res.statusCode, error).toBe(status);
      expect(res.json().errors).toContain(error);
    }
    const missing = await csvUpload(people.partner.token, 'startup_name\nA\n');
    expect(missing.json().errors).toEqual([
      'file: The header has no "founder_name" column',
      'file: The header has no "email" column',
    ]);
    const json = await api('POST', '/partners/upload/csv', people.partner.token, { file: 'a,b,c' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toMatch(/^file: /);
    const blank = await csvUpload(people.partner.token, 'startup_name,founder_name,email\n,,\n\n');
    expect(blank.json().errors).toEqual(['file: The file has a header but no rows']);
    expect((await csvUpload(people.pending.token, `${header}A Co,Ann Lee,${founderEmail('p')}\n`)).statusCode).toBe(
      403,
    );
    expect(await entriesOf(people.partner.profileId)).toEqual([]);
  });
});

describe('POST partners/public/submission/{id}', () => {
  it("records a founder's submission for the partner to review, tells the partner, and answers alike on a repeat", async () => {
    const { people } = await graph();
    const email = founderEmail('self');
    const body = {
      startupName: 'Self Starter',
      founderName: 'Sam Self',
      email,
      message: 'We build solar cold storage for farmers.',
    };
    const res = await api('POST', `/partners/public/submission/${people.partner.uuid}`, undefined, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { partner: 'Orbit Labs' },
      message: 'Thank you. Orbit Labs will review your startup and write to you.',
    });
    expect(await outboxBody(people.partner.email)).toContain('We build solar cold storage for farmers.');
    const repeat = await api('POST', `/partners/public/submission/${people.partner.uuid}`, undefined, body);
    expect(repeat.statusCode).toBe(201);
    expect(await entriesOf(people.partner.profileId)).toEqual([{ email, status: 'submitted', source: 'submission' }]);
    // Nothing is sent to an address a visitor typed until the partner invites it.
    expect(await outboxBody(email)).toBe('');

    const [entry] = (await portfolio(people.partner.token, '?status=submitted')).items;
    if (!entry) throw new Error('no submission listed');
    const invited = await api('POST', `/partners/startups/${entry.id}/invite`, people.partner.token);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ message: `Invitation sent to ${email}`, data: { status: 'invited' } });
    expect(await invitationToken(email)).toMatch(/^[\w-]{43}$/);
    const soon = await api('POST', `/partners/startups/${entry.id}/invite`, people.partner.token);
    expect(soon.statusCode).toBe(429);
  });

  it('answers 404 for a profile that is not an approved partner of this tenant, and 400 for a bad body', async () => {
    const { people } = await graph();
    const body = {
      startupName: 'Nope Co',
      founderName: 'No One',
      email: founderEmail('nope'),
      message: 'A message long enough.',
    };
    for (const uuid of [people.pending.uuid, people.founder.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await api('POST', `/partners/public/submission/${uuid}`, undefined, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Partner not found');
    }
    const alpha = await call(t.app, {
      method: 'POST',
      host: 'alpha.localhost:3000',
      url: `/api/v1/partners/public/submission/${people.partner.uuid}`,
      body,
    });
    expect(alpha.statusCode).toBe(404);
    const short = await api('POST', `/partners/public/submission/${people.partner.uuid}`, undefined, {
      ...body,
      message: 'hi',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatch(/^body\.message: Tell the partner/);
    expect((await api('POST', '/partners/public/submission/not-a-uuid', undefined, body)).json().errors[0]).toMatch(
      /^params\.id: /,
    );
    expect(await entriesOf(people.partner.profileId)).toEqual([]);
  });
});

describe('answering an invitation', () => {
  it("links a signed-in founder's existing startup profile rather than making another", async () => {
    const { people } = await graph();
    const added = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Existing Startup',
      founderName: people.founder.name,
      email: people.founder.email,
    });
    expect(added.statusCode).toBe(201);
    const token = await invitationToken(people.founder.email);
    expect((await api('GET', `/public/partner-invitations/${token}`)).json().data).toMatchObject({
      hasAccount: true,
      hasStartup: true,
    });
    const anonymous = await api('POST', `/public/partner-invitations/${token}/accept`);
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().message).toBe(
      `An account already signs in with ${people.founder.email}. Sign in with it, then accept again.`,
    );
    const accepted = await api('POST', `/public/partner-invitations/${token}/accept`, people.founder.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user.uuid).toBe(people.founder.uuid);
    expect(await rows(`select count(*)::int as n from profiles where user_id = '${people.founder.userId}'`)).toEqual([
      { n: 1 },
    ]);
    expect((await portfolio(people.partner.token)).items[0]?.startup?.uuid).toBe(people.founder.uuid);
  });

  it("keeps the entry when the joined startup's profile or the partner who added it is deleted", async () => {
    const { people } = await graph();
    const helper = await tenantGraph(t, host, { member: { type: 'other' } });
    await rows(
      `insert into portfolio_entries (tenant_id, partner_profile_id, added_by, startup_profile_id, source, status, startup_name, founder_name, email)
       select tenant_id, ${people.partner.profileId}, '${helper.people.member.userId}', ${people.founder.profileId}, 'added', 'joined', 'Gone Co', 'Gone Founder', 'gone@founders.test'
       from profiles where id = ${people.partner.profileId}`,
    );
    await rows(`delete from profiles where id = ${people.founder.profileId}`);
    await rows(`delete from users where id = '${helper.people.member.userId}'`);
    expect(
      await rows(
        `select status, startup_profile_id, added_by, tenant_id is not null as tenanted from portfolio_entries where partner_profile_id = ${people.partner.profileId}`,
      ),
    ).toEqual([{ status: 'joined', startup_profile_id: null, added_by: null, tenanted: true }]);
  });

  it('declining closes the link, and the partner cannot invite that founder again', async () => {
    const { people } = await graph();
    const email = founderEmail('decline');
    const added = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Declined Co',
      founderName: 'Dee Clyne',
      email,
    });
    const token = await invitationToken(email);
    expect((await api('POST', `/public/partner-invitations/${token}/decline`)).statusCode).toBe(200);
    expect((await api('GET', `/public/partner-invitations/${token}`)).json().message).toBe(
      'This invitation is no longer valid',
    );
    const again = await api('POST', `/partners/startups/${added.json().data.id}/invite`, people.partner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Dee Clyne declined your invitation');
  });

  it('a withdrawn invitation no longer opens; a link is refused on another tenant', async () => {
    const { people } = await graph();
    const email = founderEmail('withdraw');
    const added = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Withdrawn Co',
      founderName: 'Will Drawn',
      email,
    });
    const token = await invitationToken(email);
    const other = await call(t.app, {
      method: 'GET',
      host: 'alpha.localhost:3000',
      url: `/api/v1/public/partner-invitations/${token}`,
    });
    expect(other.statusCode).toBe(404);
    const removed = await api('DELETE', `/partners/startups/${added.json().data.id}`, people.partner.token);
    expect(removed.json()).toEqual({ message: 'Invitation withdrawn' });
    expect((await api('POST', `/public/partner-invitations/${token}/accept`)).statusCode).toBe(404);
    expect((await api('GET', '/public/partner-invitations/short')).statusCode).toBe(400);
  });
});

describe('GET partners/admin-console', () => {
  it("answers the console's address to an approved partner, and refuses others", async () => {
    const { people } = await graph();
    const res = await api('GET', '/partners/admin-console', people.partner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatch(/^https?:\/\/localhost(:\d+)?\/admin$/);
    const pending = await api('GET', '/partners/admin-console', people.pending.token);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Gets activated once the profile is approved.');
    expect((await api('GET', '/partners/admin-console', people.founder.token)).statusCode).toBe(403);
    expect((await api('GET', '/partners/admin-console')).statusCode).toBe(401);
  });

  it('answers a program-office member with a partner id too, once approved: the programs it runs', async () => {
    const { tenant, people } = await tenantGraph(t, host, {
      member: { type: 'program_office', approvalStatus: 'approved' },
      waiting: { type: 'program_office', approvalStatus: 'submitted' },
      alone: { type: 'program_office', approvalStatus: 'approved' },
    });
    await rows(
      `update profiles set partner_id = (select uuid from partners where tenant_id = '${tenant.id}' order by name limit 1)
       where id in (${people.member.profileId}, ${people.waiting.profileId})`,
    );
    await t.app.identitySettled();
    const res = await api('GET', '/partners/admin-console', people.member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatch(/^https?:\/\/localhost(:\d+)?\/programs\/manage$/);
    const waiting = await api('GET', '/partners/admin-console', people.waiting.token);
    expect([waiting.statusCode, waiting.json().message]).toEqual([403, 'Gets activated once the profile is approved.']);
    const alone = await api('GET', '/partners/admin-console', people.alone.token);
    expect([alone.statusCode, alone.json().message]).toEqual([
      403,
      'The admin console is for partners and their program office members',
    ]);
  });
});

describe("another partner's portfolio", () => {
  it('is out of reach: not listed, not invited, not removed', async () => {
    const { people } = await graph();
    const other = await tenantGraph(t, 'alpha.localhost:3000', {
      partner: { type: 'partner', approvalStatus: 'approved' },
    });
    const added = await api('POST', '/partners/add-startup', people.partner.token, {
      startupName: 'Mine Co',
      founderName: 'Min Owner',
      email: founderEmail('mine'),
    });
    const id = added.json().data.id;
    const rival = await tenantGraph(t, host, { partner: { type: 'partner', approvalStatus: 'approved' } });
    expect((await portfolio(rival.people.partner.token)).items).toEqual([]);
    expect((await api('POST', `/partners/startups/${id}/invite`, rival.people.partner.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/partners/startups/${id}`, rival.people.partner.token)).statusCode).toBe(404);
    const alpha = await call(t.app, {
      method: 'DELETE',
      host: 'alpha.localhost:3000',
      url: `/api/v1/partners/startups/${id}`,
      token: other.people.partner.token,
    });
    expect(alpha.statusCode).toBe(404);
    expect(await entriesOf(people.partner.profileId)).toHaveLength(1);
  });
});
