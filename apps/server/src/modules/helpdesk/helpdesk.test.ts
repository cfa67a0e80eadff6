import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';

/*
 * The helpdesk against a real database: a member raises a ticket with a file, the helpdesk answers (timed,
 * moving it along), keeps internal notes the member never sees, assigns and resolves it, the member rates
 * it and may reopen it for a while; refusals for bad input, workflow moves it does not allow, someone
 * else's ticket, another tenant, the flag off; and replies by email.
 */

const host = 'localhost';
const inboundSecret = 'a-long-enough-inbound-secret-for-tests';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
const people = { operator: '', member: '', other: '' };
let typeId = 0;
let ticketUuid = '';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const count = async (table: 'tickets' | 'ticket_messages' | 'ticket_files' | 'ticket_issue_types') =>
  Number((await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);
const expectRefusal = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
};
const attach = (
  uuid: string,
  token: string,
  content: Buffer | string,
  extra: Array<{ name: string; content: string }> = [],
) =>
  upload(t.app, {
    host,
    url: `/api/v1/tickets/${uuid}/files`,
    token,
    parts: [...extra, { name: 'file', filename: 'error.pdf', type: 'application/pdf', content }],
  });
/** The notice emails queued for a person about a ticket (the email job's payloads). */
const emailsAbout = (number: number, email: string) =>
  rows(
    sql`select j.data->>'subject' as subject, j.data->>'text' as text, j.data->>'replyTo' as "replyTo" from pgboss.job j
        join users u on u.id::text = j.data->>'userId'
        where j.name = 'notifications.email' and u.email = ${email} and j.data->>'subject' like ${`[#${number}]%`}
        order by j.created_on`,
  );
const inbound = (body: Record<string, unknown>, secret = inboundSecret) =>
  call(t.app, {
    method: 'POST',
    host,
    url: '/api/v1/helpdesk/inbound-email',
    body,
    headers: { 'x-inbound-secret': secret },
  });

beforeAll(async () => {
  t = await createTestApp({ INBOUND_EMAIL_SECRET: inboundSecret, HELPDESK_REPLY_DOMAIN: 'help.ventura.test' });
  people.operator = await signIn('admin@ventura.demo');
  people.member = await signIn('aarav@greenleaf.demo');
  people.other = await signIn('rohan@northstar.demo');
  const [type] = await rows(
    sql`select t.id from ticket_issue_types t join tenant_hosts h on h.tenant_id = t.tenant_id where h.host = ${host} and t.name = 'Account and sign-in'`,
  );
  typeId = Number(type?.id);
}, 60_000);
afterAll(() => t.close());

describe('issue types', () => {
  it('offers members the active types and lets operators manage them', async () => {
    const offered = await api('GET', '/ticket-issue-types', people.member);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data.map((type: { name: string }) => type.name)).toContain('Account and sign-in');
    expect((await api('GET', '/ticket-issue-types')).statusCode).toBe(401);

    const before = await count('ticket_issue_types');
    expectRefusal(await api('POST', '/admin/ticket-issue-types', people.member, { name: 'Billing' }), 403);
    for (const bad of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'Billing', sortOrder: -1 },
      { title: 'Billing' },
    ]) {
      expectRefusal(await api('POST', '/admin/ticket-issue-types', people.operator, bad), 400);
    }
    expectRefusal(await api('POST', '/admin/ticket-issue-types', people.operator, { name: 'events' }), 409);
    expect(await count('ticket_issue_types')).toBe(before);

    const added = await api('POST', '/admin/ticket-issue-types', people.operator, { name: 'Billing', sortOrder: 5 });
    expect(added.statusCode).toBe(201);
    const billing = added.json().data;
    expect(billing).toMatchObject({ name: 'Billing', retired: false, tickets: 0 });
    expectRefusal(await api('PATCH', `/admin/ticket-issue-types/${billing.id}`, people.operator, {}), 400);
    const renamed = await api('PATCH', `/admin/ticket-issue-types/${billing.id}`, people.operator, {
      name: 'Billing and invoices',
    });
    expect(renamed.json().data.name).toBe('Billing and invoices');
    // Unused: deleted. In use (the seeded Profile and approval type): retired, and offered no more.
    expect((await api('DELETE', `/admin/ticket-issue-types/${billing.id}`, people.operator)).json().data).toEqual({
      removed: 'deleted',
    });
    const [used] = await rows(
      sql`select t.id from ticket_issue_types t join tenant_hosts h on h.tenant_id = t.tenant_id where h.host = ${host} and t.name = 'Profile and approval'`,
    );
    const listed = (await api('GET', '/admin/ticket-issue-types', people.operator)).json().data;
    expect(listed.find((x: { id: number }) => x.id === Number(used?.id))).toMatchObject({ tickets: 1, retired: false });
    const retired = await api('DELETE', `/admin/ticket-issue-types/${used?.id}`, people.operator);
    expect(retired.json().data).toEqual({ removed: 'retired' });
    const names = (await api('GET', '/ticket-issue-types', people.member))
      .json()
      .data.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Profile and approval');
    expectRefusal(
      await api('POST', '/tickets', people.member, { issueTypeId: Number(used?.id), subject: 'x', description: 'y' }),
      400,
    );
    await api('PATCH', `/admin/ticket-issue-types/${used?.id}`, people.operator, { retired: false });
  });
});

describe('a ticket from raising to rating', () => {
  it('refuses bad tickets and stores nothing', async () => {
    const before = await count('tickets');
    for (const bad of [
      { issueTypeId: typeId, subject: '', description: 'Help' },
      { issueTypeId: typeId, subject: 'Help', description: '' },
      { issueTypeId: 0, subject: 'Help', description: 'Help' },
      { issueTypeId: 999_999, subject: 'Help', description: 'Help' },
      { issueTypeId: typeId, subject: 'x'.repeat(151), description: 'Help' },
      { issueTypeId: typeId, subject: 'Help', description: 'Help', status: 'closed' },
    ]) {
      expectRefusal(await api('POST', '/tickets', people.member, bad), 400);
    }
    expect(
      (await api('POST', '/tickets', undefined, { issueTypeId: typeId, subject: 'a', description: 'b' })).statusCode,
    ).toBe(401);
    expect(await count('tickets')).toBe(before);
  });

  it('raises a numbered ticket the helpdesk hears of, with a file only its people may read', async () => {
    const raised = await api('POST', '/tickets', people.member, {
      issueTypeId: typeId,
      subject: 'Cannot sign in on my phone',
      description: 'The code never arrives on my phone.',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const ticket = raised.json().data;
    ticketUuid = ticket.uuid;
    expect(ticket).toMatchObject({
      status: 'open',
      issueType: 'Account and sign-in',
      raisedBy: 'Aarav Mehta',
      assignee: null,
      can: { reply: true, addNote: false, rate: false, assign: false, statuses: ['closed'] },
    });
    expect(ticket.number).toBeGreaterThan(1002);
    const told = await rows(
      sql`select n.title, n.url from notifications n join users u on u.id = n.user_id where u.email = 'admin@ventura.demo' and n.kind = 'ticket_reply' order by n.id desc limit 1`,
    );
    expect(told[0]).toMatchObject({ url: `/admin/tickets/${ticketUuid}` });
    expect(String(told[0]?.title)).toContain(`#${ticket.number}`);
    const [mail] = await emailsAbout(ticket.number, 'admin@ventura.demo');
    expect(String(mail?.text)).toContain('The code never arrives on my phone.');

    // Files: not a document (400), too large (413), someone else's ticket (404): nothing stored.
    const filesBefore = await count('ticket_files');
    expectRefusal(await attach(ticketUuid, people.member, 'MZ this is not a document'), 400);
    expectRefusal(await attach(ticketUuid, people.member, Buffer.alloc(10 * 1024 * 1024 + 1, 1)), 413);
    expectRefusal(await attach(ticketUuid, people.other, pdf), 404);
    expectRefusal(await attach(ticketUuid, people.member, pdf, [{ name: 'messageId', content: 'abc' }]), 400);
    expect(await count('ticket_files')).toBe(filesBefore);
    const stored = await attach(ticketUuid, people.member, pdf);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = stored.json().data;
    expect(file).toMatchObject({ name: 'error.pdf', kind: 'pdf' });
    for (const token of [people.member, people.operator]) {
      const read = await call(t.app, { method: 'GET', host, url: file.url, token });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-disposition']).toContain('error.pdf');
    }
    expect((await call(t.app, { method: 'GET', host, url: file.url, token: people.other })).statusCode).toBe(404);
  });

  it("keeps another member's ticket out of sight", async () => {
    expectRefusal(await api('GET', `/tickets/${ticketUuid}`, people.other), 404);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/messages`, people.other, { body: 'Me too' }), 404);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/status`, people.other, { status: 'closed' }), 404);
    const theirs = (await api('GET', '/tickets', people.other)).json().data;
    expect(theirs.items.map((x: { uuid: string }) => x.uuid)).not.toContain(ticketUuid);
    expectRefusal(await api('GET', '/admin/tickets', people.member), 403);
    expectRefusal(await api('PATCH', `/admin/tickets/${ticketUuid}`, people.member, { assigneeId: null }), 403);
  });

  it('times the first answer, moves the ticket along and hides internal notes from the member', async () => {
    const messagesBefore = await count('ticket_messages');
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/messages`, people.operator, { body: '' }), 400);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/messages`, people.member, { body: 'x'.repeat(8001) }), 400);
    expectRefusal(
      await api('POST', `/tickets/${ticketUuid}/messages`, people.member, { body: 'Note', internal: true }),
      403,
    );
    expect(await count('ticket_messages')).toBe(messagesBefore);

    const note = await api('POST', `/tickets/${ticketUuid}/messages`, people.operator, {
      body: 'Their number is on DND: check with the SMS provider.',
      internal: true,
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toMatchObject({ status: 'open', firstAnsweredAt: null });

    const answered = await api('POST', `/tickets/${ticketUuid}/messages`, people.operator, {
      body: 'Please try signing in by email while we look into it.',
    });
    expect(answered.json().data).toMatchObject({ status: 'in_progress', firstAnsweredAt: expect.any(String) });
    expect(answered.json().data.times.firstAnswerSeconds).toBeGreaterThanOrEqual(0);

    const seen = (await api('GET', `/tickets/${ticketUuid}`, people.member)).json().data;
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      'Please try signing in by email while we look into it.',
    ]);
    expect(seen.messages[0].author).toEqual({ name: expect.any(String), side: 'operator' });
    const all = (await api('GET', `/tickets/${ticketUuid}`, people.operator)).json().data;
    expect(all.messages).toHaveLength(2);
    expect(all.messages[0]).toMatchObject({ internal: true });
    // A file on the note stays the helpdesk's.
    const noteFile = await attach(ticketUuid, people.operator, pdf, [
      { name: 'messageId', content: String(all.messages[0].id) },
    ]);
    expect(noteFile.statusCode).toBe(201);
    const url = noteFile.json().data.url;
    expect((await call(t.app, { method: 'GET', host, url, token: people.member })).statusCode).toBe(404);
    expectRefusal(
      await attach(ticketUuid, people.member, pdf, [{ name: 'messageId', content: String(all.messages[1].id) }]),
      403,
    );

    const told = await rows(
      sql`select n.url from notifications n join users u on u.id = n.user_id where u.email = 'aarav@greenleaf.demo' and n.kind = 'ticket_reply' order by n.id desc`,
    );
    // The member heard of the answer only, never of the note.
    expect(told.filter((row) => row.url === `/tickets/${ticketUuid}`)).toHaveLength(1);
    // By email too, linking to the thread and giving the ticket's own reply address.
    const emails = await emailsAbout(all.number, 'aarav@greenleaf.demo');
    expect(emails).toHaveLength(1);
    expect(String(emails[0]?.text)).toContain(`/tickets/${ticketUuid}`);
    expect(String(emails[0]?.text)).toMatch(/support\+[0-9a-f]{24}@help\.ventura\.test/);
  });

  it('assigns to operators only, and lists the queue with filters', async () => {
    const [admin] = await rows(sql`select id from users where email = 'admin@ventura.demo' and role = 'operator'`);
    const [member] = await rows(sql`select id from users where email = 'aarav@greenleaf.demo'`);
    expectRefusal(await api('PATCH', `/admin/tickets/${ticketUuid}`, people.operator, { assigneeId: member?.id }), 400);
    expectRefusal(await api('PATCH', `/admin/tickets/${ticketUuid}`, people.operator, { assigneeId: 'me' }), 400);
    const assigned = await api('PATCH', `/admin/tickets/${ticketUuid}`, people.operator, { assigneeId: admin?.id });
    expect(assigned.json().data.assignee).toMatchObject({ id: admin?.id });

    const mine = (await api('GET', '/admin/tickets?assignee=me', people.operator)).json().data;
    expect(mine.items.map((x: { uuid: string }) => x.uuid)).toContain(ticketUuid);
    const unassigned = (await api('GET', '/admin/tickets?assignee=unassigned', people.operator)).json().data;
    expect(unassigned.items.map((x: { uuid: string }) => x.uuid)).not.toContain(ticketUuid);
    const number = assigned.json().data.number;
    const byNumber = (await api('GET', `/admin/tickets?status=all&q=%23${number}`, people.operator)).json().data;
    expect(byNumber.items.map((x: { uuid: string }) => x.uuid)).toEqual([ticketUuid]);
    const byWords = (await api('GET', '/admin/tickets?q=sign%20in%20on', people.operator)).json().data;
    expect(byWords.items[0]).toMatchObject({ uuid: ticketUuid, times: { firstAnswerSeconds: expect.any(Number) } });
    const resolvedOnly = (await api('GET', '/admin/tickets?status=resolved', people.operator)).json().data;
    expect(resolvedOnly.items.every((x: { status: string }) => x.status === 'resolved')).toBe(true);
    expectRefusal(await api('GET', '/admin/tickets?status=stuck', people.operator), 400);
    expectRefusal(await api('GET', '/admin/tickets?assignee=them', people.operator), 400);
  });

  it('allows only the moves of the workflow, then a rating once', async () => {
    // The helpdesk waits on the member; the member's reply brings it back.
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/status`, people.member, { status: 'resolved' }), 409);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/status`, people.operator, { status: 'open' }), 409);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/status`, people.operator, { status: 'done' }), 400);
    const waiting = await api('POST', `/tickets/${ticketUuid}/status`, people.operator, {
      status: 'waiting_on_member',
    });
    expect(waiting.json().data.status).toBe('waiting_on_member');
    const back = await api('POST', `/tickets/${ticketUuid}/messages`, people.member, { body: 'Email works, thanks.' });
    expect(back.json().data.status).toBe('in_progress');

    expectRefusal(await api('POST', `/tickets/${ticketUuid}/rating`, people.member, { rating: 5 }), 409);
    const resolved = await api('POST', `/tickets/${ticketUuid}/status`, people.operator, { status: 'resolved' });
    expect(resolved.json().data).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    const statusNotice = await rows(
      sql`select n.title from notifications n join users u on u.id = n.user_id where u.email = 'aarav@greenleaf.demo' and n.kind = 'ticket_status' order by n.id desc limit 1`,
    );
    expect(String(statusNotice[0]?.title)).toContain('resolved');
    const seen = (await api('GET', `/tickets/${ticketUuid}`, people.member)).json().data;
    expect(seen.can).toMatchObject({ rate: true, statuses: ['closed', 'reopened'] });
    expect(seen.reopenUntil).toEqual(expect.any(String));

    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 4, comment: 'x'.repeat(1001) }, {}]) {
      expectRefusal(await api('POST', `/tickets/${ticketUuid}/rating`, people.member, bad), 400);
    }
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/rating`, people.operator, { rating: 1 }), 403);
    const rated = await api('POST', `/tickets/${ticketUuid}/rating`, people.member, {
      rating: 4,
      comment: 'Fast help',
    });
    expect(rated.json().data).toMatchObject({ rating: 4, ratingComment: 'Fast help', can: { rate: false } });
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/rating`, people.member, { rating: 5 }), 409);

    const closed = await api('POST', `/tickets/${ticketUuid}/status`, people.member, { status: 'closed' });
    expect(closed.json().data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/messages`, people.member, { body: 'One more thing' }), 409);
    expectRefusal(await api('POST', `/tickets/${ticketUuid}/status`, people.operator, { status: 'in_progress' }), 409);
    expectRefusal(await attach(ticketUuid, people.member, pdf), 409);

    const stats = (await api('GET', '/admin/tickets/stats', people.operator)).json().data;
    expect(stats.ratings).toBeGreaterThanOrEqual(1);
    expect(stats.medianFirstAnswerSeconds).toEqual(expect.any(Number));
    expect(stats.medianResolveSeconds).toEqual(expect.any(Number));
    expect(stats.openByStatus.closed).toBeGreaterThanOrEqual(1);
    expectRefusal(await api('GET', '/admin/tickets/stats', people.member), 403);
  });

  it('reopens within the window, and not after it', async () => {
    const reopened = await api('POST', `/tickets/${ticketUuid}/status`, people.member, { status: 'reopened' });
    expect(reopened.json().data).toMatchObject({ status: 'reopened', reopenedCount: 1, closedAt: null });
    await api('POST', `/tickets/${ticketUuid}/status`, people.operator, { status: 'closed' });
    await rows(sql`update tickets set closed_at = now() - interval '8 days' where uuid = ${ticketUuid}`);
    const late = await api('POST', `/tickets/${ticketUuid}/status`, people.member, { status: 'reopened' });
    expectRefusal(late, 409);
    expect(late.json().message).toContain('7 days');
    expect((await api('GET', `/tickets/${ticketUuid}`, people.member)).json().data.status).toBe('closed');
  });
});

describe('replies by email', () => {
  let uuid = '';
  let token = '';
  let number = 0;
  beforeAll(async () => {
    const raised = await api('POST', '/tickets', people.member, {
      issueTypeId: typeId,
      subject: 'Invoice for the workshop',
      description: 'Where do I find it?',
    });
    uuid = raised.json().data.uuid;
    number = raised.json().data.number;
    token = String((await rows(sql`select reply_token from tickets where uuid = ${uuid}`))[0]?.reply_token);
  });

  it('puts the reply address in the email and the text, without the quoted mail, in the thread', async () => {
    await api('POST', `/tickets/${uuid}/messages`, people.operator, { body: 'It is under Billing.' });
    // The member's notice answers to the ticket's own address (its Reply-To), and says so.
    expect((await emailsAbout(number, 'aarav@greenleaf.demo')).at(-1)).toMatchObject({
      replyTo: `support+${token}@help.ventura.test`,
      text: expect.stringContaining('Reply to this email (or write to support+'),
    });
    expectRefusal(await inbound({ to: `support+${token}@help.ventura.test`, from: 'x', text: 'x' }, 'wrong'), 401);
    const before = await count('ticket_messages');
    const stranger = await inbound({
      to: `support+${token}@help.ventura.test`,
      from: 'Rohan <rohan@northstar.demo>',
      text: 'Let me in',
    });
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json().data.accepted).toBe(false);
    expect(
      (
        await inbound({ to: 'support+000000000000000000000000@x.test', from: 'aarav@greenleaf.demo', text: 'Hi' })
      ).json().data.accepted,
    ).toBe(false);
    expect(await count('ticket_messages')).toBe(before);

    const accepted = await inbound({
      to: `"Support" <support+${token}@help.ventura.test>`,
      from: 'Aarav Mehta <AARAV@greenleaf.demo>',
      text: 'Found it, thank you!\n\nOn Mon, 1 Dec 2026 at 10:00, Ventura <no-reply@ventura.local> wrote:\n> It is under Billing.',
    });
    expect(accepted.json().data).toEqual({ accepted: true });
    const thread = (await api('GET', `/tickets/${uuid}`, people.operator)).json().data.messages;
    expect(thread.at(-1)).toMatchObject({ body: 'Found it, thank you!', via: 'email', author: { side: 'member' } });
  });

  it('is not there without the configuration', async () => {
    const configured = { ...t.app.config.helpdesk };
    Object.assign(t.app.config.helpdesk, { inboundSecret: null, replyDomain: null });
    try {
      const res = await inbound({ to: `support+${token}@help.ventura.test`, from: 'aarav@greenleaf.demo', text: 'Hi' });
      expect(res.statusCode).toBe(404);
    } finally {
      Object.assign(t.app.config.helpdesk, configured);
    }
  });
});

describe('other tenants and the flag', () => {
  it('answers 404 while the flag is off, and never shows one tenant’s tickets on another', async () => {
    const [member] = await alpha.rows(
      sql`select u.email from users u join tenant_hosts h on h.tenant_id = u.tenant_id where h.host = 'alpha.localhost' and u.role = 'member' and u.email is not null and u.status = 'active' order by u.email limit 1`,
    );
    const alphaToken = await alpha.signIn(String(member?.email));
    expectRefusal(await alpha.api('GET', '/ticket-issue-types', alphaToken), 404);
    await rows(sql`update tenants set settings = jsonb_set(settings, '{features,ticket_management}', 'true')
                   where id = (select tenant_id from tenant_hosts where host = 'alpha.localhost')`);
    t.app.tenants.clear();
    expect((await alpha.api('GET', '/ticket-issue-types', alphaToken)).statusCode).toBe(200);
    expectRefusal(await alpha.api('GET', `/tickets/${ticketUuid}`, alphaToken), 404);
    const alphaOperator = await alpha.signIn('ops@alpha.demo');
    expectRefusal(await alpha.api('GET', `/tickets/${ticketUuid}`, alphaOperator), 404);
    expectRefusal(await alpha.api('PATCH', `/admin/tickets/${ticketUuid}`, alphaOperator, { assigneeId: null }), 404);
    expectRefusal(
      await alpha.api('POST', `/tickets/${ticketUuid}/status`, alphaOperator, { status: 'in_progress' }),
      404,
    );
    expectRefusal(
      await alpha.api('POST', '/tickets', alphaToken, { issueTypeId: typeId, subject: 'a', description: 'b' }),
      400,
    );
    const queue = (await alpha.api('GET', '/admin/tickets?status=all', alphaOperator)).json().data;
    expect(queue.items.map((x: { uuid: string }) => x.uuid)).not.toContain(ticketUuid);
  });
});
