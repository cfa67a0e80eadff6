import { randomBytes } from 'node:crypto';
import { type StartupMetrics, shiftPeriod } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, connect, lookAlikeTenants, type Person, tenantGraph } from '../../../test/factory.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { before, metricsHarness, month, suffix } from './test-kit.ts';

type Json = Record<string, unknown>;
const host = 'localhost';
const kit = metricsHarness(host);
const { rows, v2, newPartner } = kit;
let t: TestApp;
let tenantId = '';
beforeAll(() => {
  t = kit.app();
  tenantId = kit.tenantId();
});

/** A program that `reviewer` reviews and `applicant` applied to (a draft application when `status` says so). */
const newProgram = async (reviewer: Person, applicant: Person, status = 'in_review') => {
  const title = `Seed Sprint ${suffix()}`;
  const [program] = await rows(sql`
    insert into programs (tenant_id, family, code, title, summary, account_types, opens_at, closes_at, status)
    values (${tenantId}, 'program', ${title}, ${title}, 'A program of the metrics tests', array['startup'],
            now() - interval '30 days', now() + interval '30 days', 'published')
    returning id`);
  const programId = Number(program?.id);
  await rows(
    sql`insert into program_reviewers (tenant_id, program_id, user_id) values (${tenantId}, ${programId}, ${reviewer.userId})`,
  );
  await rows(sql`
    insert into program_applications (tenant_id, program_id, profile_id, user_id, status, submitted_at)
    values (${tenantId}, ${programId}, ${applicant.profileId}, ${applicant.userId}, ${status},
            ${status === 'draft' ? null : new Date().toISOString()})`);
  return { id: programId, title };
};

/** A startup with someone of every kind around it: who may review it, and who may not. */
const circle = async () => {
  const partnerId = await newPartner();
  const { people } = await tenantGraph(t, host, {
    founder: approvedMember('startup', { name: 'Asha Founder', organizationName: 'Kelp Labs', partnerId }),
    investor: approvedMember('investor', { name: 'Ines Investor', organizationName: 'Ines Capital' }),
    mentor: approvedMember('mentor', { name: 'Maya Mentor', organizationName: 'Maya Mentoring' }),
    asked: approvedMember('mentor', { name: 'Pia Pending', organizationName: 'Pia Advice' }),
    corporate: approvedMember('corporate', { name: 'Cora Corporate', organizationName: 'Cora Corp' }),
    partner: approvedMember('partner', { name: 'Pat Partner', organizationName: 'Pat Partners', partnerId }),
    programReviewer: approvedMember('mentor', { name: 'Rae Reviewer', organizationName: 'Rae Reviews' }),
    stranger: approvedMember('investor', { name: 'Sam Stranger', organizationName: 'Sam Fund' }),
  });
  await connect(t, people.founder, people.investor);
  await connect(t, people.mentor, people.founder);
  await connect(t, people.founder, people.asked, 'pending');
  await connect(t, people.founder, people.corporate);
  const program = await newProgram(people.programReviewer, people.founder);
  return { people, partnerId, program };
};

/** A startup and one investor it chose as its reviewer. */
const reviewed = async () => {
  const { people } = await tenantGraph(t, host, {
    founder: approvedMember('startup', { name: 'Asha Founder', organizationName: `Kelp Labs ${suffix()}` }),
    investor: approvedMember('investor', { name: 'Ines Investor', organizationName: 'Ines Capital' }),
    stranger: approvedMember('mentor', { name: 'Sam Stranger' }),
  });
  await connect(t, people.founder, people.investor);
  const chosen = await v2('PUT', '/metrics/reviewers', people.founder.token, {
    reviewersUUIDs: [people.investor.uuid],
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return people;
};

const reviewersOf = async (startup: Person) =>
  (
    await rows(sql`select p.uuid from metric_reviewers r
      join profiles p on p.tenant_id = r.tenant_id and p.id = r.reviewer_profile_id
      where r.startup_profile_id = ${startup.profileId} order by p.uuid`)
  ).map((row) => String(row.uuid));

const noticesOf = (person: Person, kind: string) =>
  rows(sql`select title, body, url from notifications where user_id = ${person.userId} and kind = ${kind} order by id`);

const outboxTo = (email: string) =>
  rows(sql`select subject, body from outbox_messages where "to" = ${email} order by id`);
const outboxCount = async () => Number((await rows('select count(*)::int as n from outbox_messages'))[0]?.n);

/** Invites `email` to review the founder's metrics and reads the token from the link in the email. */
const invite = async (founder: Person, email: string) => {
  const sent = await v2('POST', '/metrics/reviewers/invite', founder.token, { email, name: 'Vera Reviewer' });
  expect(sent.statusCode, sent.body).toBe(201);
  const [mail] = await outboxTo(email);
  const token = String(mail?.body).match(/\/growth-metrics\?invite=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link in ${String(mail?.body)}`);
  return token;
};

describe('reviewer candidates', () => {
  it('offers connected investors and mentors, the partner’s people and program reviewers, each with why', async () => {
    const { people, program } = await circle();
    const res = await v2('GET', '/metrics/reviewers/candidates', people.founder.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(4);
    // By name: Ines Capital, Maya Mentoring, Pat Partners, Rae Reviews. Not the pending connection, the
    // connected corporate or the stranger.
    expect(page.items.map((item: Json) => [item.uuid, item.reason, item.chosen])).toEqual([
      [people.investor.uuid, 'Connected investor', false],
      [people.mentor.uuid, 'Connected mentor', false],
      [people.partner.uuid, 'Your partner', false],
      [people.programReviewer.uuid, `Reviewer of ${program.title}`, false],
    ]);
    expect(page.items[0]).toMatchObject({ name: 'Ines Capital', accountType: 'investor' });

    await v2('PUT', '/metrics/reviewers', people.founder.token, { reviewersUUIDs: [people.partner.uuid] });
    const chosen = (await v2('GET', '/metrics/reviewers/candidates?q=pat', people.founder.token)).json().data;
    expect(chosen.total).toBe(1);
    expect(chosen.items).toEqual([expect.objectContaining({ uuid: people.partner.uuid, chosen: true })]);
    const byOrganisation = (await v2('GET', '/metrics/reviewers/candidates?q=Capital', people.founder.token)).json()
      .data;
    expect(byOrganisation.items.map((item: Json) => item.uuid)).toEqual([people.investor.uuid]);
    expect(
      (await v2('GET', '/metrics/reviewers/candidates?q=nobody-by-that-name', people.founder.token)).json().data,
    ).toMatchObject({ items: [], total: 0 });

    const second = (await v2('GET', '/metrics/reviewers/candidates?limit=2&pageNumber=2', people.founder.token)).json()
      .data;
    expect(second).toMatchObject({ total: 4, pageNumber: 2, limit: 2 });
    expect(second.items.map((item: Json) => item.uuid)).toEqual([people.partner.uuid, people.programReviewer.uuid]);
    const tooBig = await v2('GET', '/metrics/reviewers/candidates?limit=500', people.founder.token);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0]).toMatch(/^query\.limit: /);
  });

  it('is the startup’s own list: other profiles are refused, and nobody without a session', async () => {
    const { people } = await circle();
    const asInvestor = await v2('GET', '/metrics/reviewers/candidates', people.investor.token);
    expect(asInvestor.statusCode).toBe(403);
    expect((await v2('GET', '/metrics/reviewers/candidates')).statusCode).toBe(401);
  });

  it('offers a program reviewer only for a program the startup applied to, and as the profile that may review', async () => {
    const { people } = await tenantGraph(t, host, {
      founder: approvedMember('startup', { organizationName: 'Drafting Co' }),
      // A reviewer whose first profile is a startup: a startup does not review another's metrics.
      dual: approvedMember('startup', { name: 'Dee Dual', organizationName: 'Dee Startup', alsoHolds: ['mentor'] }),
      unsent: approvedMember('mentor', { name: 'Una Unsent', organizationName: 'Una Advice' }),
    });
    const program = await newProgram(people.dual, people.founder);
    await newProgram(people.unsent, people.founder, 'draft');
    const [mentorProfile] = await rows(
      sql`select uuid from profiles where user_id = ${people.dual.userId} and account_type = 'mentor'`,
    );
    const page = (await v2('GET', '/metrics/reviewers/candidates', people.founder.token)).json().data;
    expect(page.items.map((item: Json) => [item.uuid, item.accountType, item.reason])).toEqual([
      [String(mentorProfile?.uuid), 'mentor', `Reviewer of ${program.title}`],
    ]);
    const startupAsReviewer = await v2('PUT', '/metrics/reviewers', people.founder.token, {
      reviewersUUIDs: [people.dual.uuid],
    });
    expect(startupAsReviewer.statusCode).toBe(400);
  });
});

describe('PUT reviewers', () => {
  it('sets exactly the list given, and answers it', async () => {
    const { people } = await circle();
    const { founder } = people;
    const set = await v2('PUT', '/metrics/reviewers', founder.token, {
      reviewersUUIDs: [people.investor.uuid, people.programReviewer.uuid],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set
        .json()
        .data.map((person: Json) => person.uuid)
        .sort(),
    ).toEqual([people.investor.uuid, people.programReviewer.uuid].sort());
    expect(await reviewersOf(founder)).toEqual([people.investor.uuid, people.programReviewer.uuid].sort());

    const replaced = await v2('PUT', '/metrics/reviewers', founder.token, {
      reviewersUUIDs: [people.mentor.uuid, people.investor.uuid, people.mentor.uuid],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await reviewersOf(founder)).toEqual([people.investor.uuid, people.mentor.uuid].sort());
    const mine = (await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics;
    expect(mine.reviewers.map((person) => person.uuid).sort()).toEqual(
      [people.investor.uuid, people.mentor.uuid].sort(),
    );

    const none = await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: [] });
    expect(none.json().data).toEqual([]);
    expect(await reviewersOf(founder)).toEqual([]);
  });

  it('refuses, naming the index, a profile that is not a candidate or is another tenant’s, and changes nothing', async () => {
    const { people } = await circle();
    const { founder } = people;
    await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: [people.investor.uuid] });
    const kept = await reviewersOf(founder);

    for (const outsider of [people.stranger, people.corporate, people.asked]) {
      const refused = await v2('PUT', '/metrics/reviewers', founder.token, {
        reviewersUUIDs: [people.mentor.uuid, outsider.uuid],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.stringMatching(/^body\.reviewersUUIDs\.1: .+ cannot be chosen: /)]);
    }
    // The index is the one in the body, duplicates included.
    const afterDuplicate = await v2('PUT', '/metrics/reviewers', founder.token, {
      reviewersUUIDs: [people.mentor.uuid, people.mentor.uuid, people.stranger.uuid],
    });
    expect(afterDuplicate.json().errors).toEqual([
      expect.stringMatching(/^body\.reviewersUUIDs\.2: Sam Fund cannot be chosen: /),
    ]);

    const { away } = await lookAlikeTenants(t, { investor: approvedMember('investor') });
    const foreign = await v2('PUT', '/metrics/reviewers', founder.token, {
      reviewersUUIDs: [people.mentor.uuid, away.people.investor.uuid],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual(['body.reviewersUUIDs.1: There is no such profile here']);

    const malformed = await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: ['not-a-uuid'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(['body.reviewersUUIDs.0: This is not a profile id']);
    expect(await reviewersOf(founder)).toEqual(kept);

    const byInvestor = await v2('PUT', '/metrics/reviewers', people.investor.token, {
      reviewersUUIDs: [people.mentor.uuid],
    });
    expect(byInvestor.statusCode).toBe(403);
  });

  it('shows a chosen reviewer the submitted values only, with what a reviewer may do; a removed one gets 404', async () => {
    const people = await reviewed();
    const { founder, investor } = people;
    await v2('POST', '/metrics/save', founder.token, {
      metrics: [{ metric: 'revenue', period: month, value: 5000, note: 'First paying customer' }],
      submit: true,
    });
    await v2('POST', '/metrics/save', founder.token, {
      metrics: [
        { metric: 'revenue', period: before, value: 1200 },
        { metric: 'customers', period: month, value: 3 },
      ],
    });
    const own = (await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics;
    expect(own.metrics.revenue).toHaveLength(2);

    const seen = await v2('GET', `/metrics/all?startup=${founder.uuid}`, investor.token);
    expect(seen.statusCode, seen.body).toBe(200);
    const data = seen.json().data as StartupMetrics;
    expect(data.startup.uuid).toBe(founder.uuid);
    expect(data.metrics.revenue).toEqual([
      expect.objectContaining({ period: month, value: 5000, note: 'First paying customer', status: 'submitted' }),
    ]);
    expect(data.metrics.customers).toEqual([]);
    expect(data.can).toEqual({ edit: false, chooseReviewers: false, comment: true, requestUpdate: true });
    expect(data.invited).toEqual([]);

    await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: [] });
    const removed = await v2('GET', `/metrics/all?startup=${founder.uuid}`, investor.token);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe('Startup not found');
  });
});

describe('invitations by email', () => {
  it('emails a link; the approved invitee who accepts it reviews the startup, once', async () => {
    const { people } = await tenantGraph(t, host, {
      founder: approvedMember('startup', { name: 'Asha Founder', organizationName: `Kelp Labs ${suffix()}` }),
      mentor: approvedMember('mentor', { name: 'Vera Reviewer' }),
      other: approvedMember('investor', { name: 'Otto Other' }),
    });
    const { founder, mentor } = people;
    await v2('POST', '/metrics/save', founder.token, {
      metrics: [{ metric: 'revenue', period: month, value: 800 }],
      submit: true,
    });
    const email = `vera-${suffix()}@reviewers.test`;
    const sent = await v2('POST', '/metrics/reviewers/invite', founder.token, {
      email: email.toUpperCase(),
      name: 'Vera Reviewer',
      message: 'We would value your eye on our numbers',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({ email, expiresAt: expect.any(String) });
    const [mail] = await outboxTo(email);
    expect(String(mail?.body)).toContain('We would value your eye on our numbers');
    const token = String(mail?.body).match(/\/growth-metrics\?invite=([\w-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(20);
    const listed = (await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics;
    expect(listed.invited).toEqual([{ email, expiresAt: sent.json().data.expiresAt }]);

    expect((await v2('GET', `/metrics/all?startup=${founder.uuid}`, mentor.token)).statusCode).toBe(404);
    const accepted = await v2('POST', '/metrics/reviewers/accept', mentor.token, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.startup).toMatchObject({ uuid: founder.uuid, accountType: 'startup' });
    expect(await reviewersOf(founder)).toEqual([mentor.uuid]);

    const followed = (await v2('GET', '/metrics/reviewer/startups', mentor.token)).json().data;
    expect(followed.items.map((item: Json) => (item.startup as Json).uuid)).toEqual([founder.uuid]);
    const seen = await v2('GET', `/metrics/all?startup=${founder.uuid}`, mentor.token);
    expect(seen.statusCode).toBe(200);
    expect((seen.json().data as StartupMetrics).metrics.revenue).toEqual([
      expect.objectContaining({ period: month, value: 800, status: 'submitted' }),
    ]);
    expect(((await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics).invited).toEqual([]);

    // The same invitee again is no harm; anyone else finds it used.
    expect((await v2('POST', '/metrics/reviewers/accept', mentor.token, { token })).statusCode).toBe(200);
    const reused = await v2('POST', '/metrics/reviewers/accept', people.other.token, { token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This invitation has already been used');
    expect(await reviewersOf(founder)).toEqual([mentor.uuid]);

    // An invited reviewer may stay on the list the startup sets, though not a candidate.
    const kept = await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: [mentor.uuid] });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('lets only one of two members take the same invitation at once', async () => {
    const { people } = await tenantGraph(t, host, {
      founder: approvedMember('startup', { organizationName: `Race Co ${suffix()}` }),
      first: approvedMember('mentor'),
      second: approvedMember('investor'),
    });
    const token = await invite(people.founder, `race-${suffix()}@reviewers.test`);
    const answers = await Promise.all(
      [people.first, people.second].map((person) => v2('POST', '/metrics/reviewers/accept', person.token, { token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await reviewersOf(people.founder)).toHaveLength(1);
  });

  it('refuses a malformed address and sends nothing; an unknown token, an unapproved or a startup profile', async () => {
    const { people } = await tenantGraph(t, host, {
      founder: approvedMember('startup', { organizationName: `Kelp Labs ${suffix()}` }),
      otherStartup: approvedMember('startup'),
      unapproved: { type: 'mentor', name: 'Una Unapproved' },
      mentor: approvedMember('mentor'),
    });
    const { founder } = people;
    const sentBefore = await outboxCount();
    const invitesBefore = await rows('select count(*)::int as n from metric_invites');
    const malformed = await v2('POST', '/metrics/reviewers/invite', founder.token, {
      email: 'not an address',
      name: 'Vera Reviewer',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(['body.email: Enter a valid email address']);
    expect(await outboxCount()).toBe(sentBefore);
    expect(await rows('select count(*)::int as n from metric_invites')).toEqual(invitesBefore);
    const byMentor = await v2('POST', '/metrics/reviewers/invite', people.mentor.token, {
      email: 'someone@reviewers.test',
      name: 'Some One',
    });
    expect(byMentor.statusCode).toBe(403);
    expect(await outboxCount()).toBe(sentBefore);

    const unknown = await v2('POST', '/metrics/reviewers/accept', people.mentor.token, {
      token: randomBytes(24).toString('base64url'),
    });
    expect(unknown.statusCode).toBe(404);

    const token = await invite(founder, `una-${suffix()}@reviewers.test`);
    const unapproved = await v2('POST', '/metrics/reviewers/accept', people.unapproved.token, { token });
    expect(unapproved.statusCode).toBe(403);
    expect(unapproved.json().message).toBe('Growth metrics are open to approved profiles');
    const startup = await v2('POST', '/metrics/reviewers/accept', people.otherStartup.token, { token });
    expect(startup.statusCode).toBe(403);
    const itself = await v2('POST', '/metrics/reviewers/accept', founder.token, { token });
    expect(itself.statusCode).toBe(403);
    expect(await reviewersOf(founder)).toEqual([]);
    // Still open for the right person.
    expect((await v2('POST', '/metrics/reviewers/accept', people.mentor.token, { token })).statusCode).toBe(200);
  });
});

describe('update requests', () => {
  it('lets a reviewer ask; the team is told, and the next submission answers it and tells the reviewer', async () => {
    const people = await reviewed();
    const { founder, investor } = people;
    const asked = await v2('PATCH', '/metrics/request-update', investor.token, {
      startupUUID: founder.uuid,
      message: 'Could you add last month’s revenue?',
      metrics: ['revenue'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().data;
    expect(request).toMatchObject({
      message: 'Could you add last month’s revenue?',
      metrics: ['revenue'],
      answeredAt: null,
      reviewer: { uuid: investor.uuid },
    });
    expect(await noticesOf(founder, 'metrics_update_requested')).toEqual([
      expect.objectContaining({ body: 'Could you add last month’s revenue?', url: '/growth-metrics' }),
    ]);
    const open = (await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics;
    expect(open.requests).toEqual([expect.objectContaining({ uuid: request.uuid, answeredAt: null })]);
    const followed = (await v2('GET', '/metrics/reviewer/startups', investor.token)).json().data;
    expect(followed.items[0]).toMatchObject({ startup: { uuid: founder.uuid }, openRequests: 1 });

    // A draft does not answer it; a submission does.
    await v2('POST', '/metrics/save', founder.token, { metrics: [{ metric: 'revenue', period: month, value: 10 }] });
    expect(
      ((await v2('GET', '/metrics/all', founder.token)).json().data as StartupMetrics).requests[0]?.answeredAt,
    ).toBe(null);
    expect(await noticesOf(investor, 'metrics_submitted')).toEqual([]);
    const submitted = await v2('POST', '/metrics/save', founder.token, {
      metrics: [{ metric: 'revenue', period: month, value: 4200 }],
      submit: true,
    });
    expect(submitted.statusCode).toBe(201);
    const answered = (submitted.json().data as StartupMetrics).requests;
    expect(answered).toEqual([expect.objectContaining({ uuid: request.uuid, answeredAt: expect.any(String) })]);
    expect(await noticesOf(investor, 'metrics_submitted')).toEqual([
      expect.objectContaining({ body: month, url: `/growth-metrics?startup=${founder.uuid}` }),
    ]);
    expect((await v2('GET', '/metrics/reviewer/startups', investor.token)).json().data.items[0].openRequests).toBe(0);
  });

  it('refuses anyone but a reviewer, and an over-long message, storing nothing', async () => {
    const partnerId = await newPartner();
    const { people } = await tenantGraph(t, host, {
      founder: approvedMember('startup', { organizationName: `Kelp Labs ${suffix()}`, partnerId }),
      investor: approvedMember('investor'),
      stranger: approvedMember('mentor'),
      partner: approvedMember('partner', { partnerId }),
    });
    const { founder } = people;
    await connect(t, founder, people.investor);
    await v2('PUT', '/metrics/reviewers', founder.token, { reviewersUUIDs: [people.investor.uuid] });
    const body = { startupUUID: founder.uuid, message: 'Please report' };

    const stranger = await v2('PATCH', '/metrics/request-update', people.stranger.token, body);
    expect(stranger.statusCode).toBe(404);
    // Its partner and the startup itself see the metrics but do not ask.
    const partner = await v2('PATCH', '/metrics/request-update', people.partner.token, body);
    expect(partner.statusCode).toBe(403);
    expect(partner.json().message).toBe('Only the startup’s reviewers can ask it for an update');
    expect((await v2('PATCH', '/metrics/request-update', founder.token, body)).statusCode).toBe(403);
    expect((await v2('PATCH', '/metrics/request-update', people.operator.token, body)).statusCode).toBe(403);

    const long = await v2('PATCH', '/metrics/request-update', people.investor.token, {
      ...body,
      message: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual(['body.message: A message can be at most 1000 characters']);
    expect((await v2('PATCH', '/metrics/request-update', undefined, body)).statusCode).toBe(401);

    expect(await rows(sql`select id from metric_requests where startup_profile_id = ${founder.profileId}`)).toEqual([]);
    expect(await noticesOf(founder, 'metrics_update_requested')).toEqual([]);
  });
});

describe('comments', () => {
  it('lets the startup and its reviewers comment, each telling the other side; a stranger is refused', async () => {
    const people = await reviewed();
    const { founder, investor } = people;
    const mine = await v2('POST', '/metrics/comments', founder.token, {
      startupUUID: founder.uuid,
      body: 'Revenue is up on the pilots',
      metric: 'revenue',
      period: month,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().data).toMatchObject({
      author: { uuid: founder.uuid },
      metric: 'revenue',
      period: month,
      body: 'Revenue is up on the pilots',
    });
    expect(await noticesOf(investor, 'metrics_comment')).toHaveLength(1);

    const theirs = await v2('POST', '/metrics/comments', investor.token, {
      startupUUID: founder.uuid,
      body: 'Which pilots, and on what terms?',
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data).toMatchObject({ author: { uuid: investor.uuid }, metric: null, period: null });
    expect(await noticesOf(founder, 'metrics_comment')).toEqual([
      expect.objectContaining({ body: 'Which pilots, and on what terms?' }),
    ]);

    const refused = await v2('POST', '/metrics/comments', people.stranger.token, {
      startupUUID: founder.uuid,
      body: 'Let me in',
    });
    expect(refused.statusCode).toBe(404);
    const empty = await v2('POST', '/metrics/comments', investor.token, { startupUUID: founder.uuid, body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(['body.body: Write a comment']);

    for (const viewer of [founder, investor]) {
      const all = (await v2('GET', `/metrics/all?startup=${founder.uuid}`, viewer.token)).json().data as StartupMetrics;
      expect(all.comments.map((comment) => comment.body).sort()).toEqual(
        ['Revenue is up on the pilots', 'Which pilots, and on what terms?'].sort(),
      );
    }
    expect(
      await rows(sql`select body from metric_comments where startup_profile_id = ${founder.profileId} order by id`),
    ).toHaveLength(2);
  });
});

describe('GET reviewer/startups', () => {
  it('lists the startups that chose the caller, with the newest submitted period, what is pending and open requests', async () => {
    const { people } = await tenantGraph(t, host, {
      kelp: approvedMember('startup', { name: 'Asha Founder', organizationName: `Kelp Labs ${suffix()}` }),
      tide: approvedMember('startup', { name: 'Tomas Tide', organizationName: `Tide Works ${suffix()}` }),
      investor: approvedMember('investor'),
      other: approvedMember('mentor'),
    });
    const { kelp, tide, investor } = people;
    for (const startup of [kelp, tide]) {
      await connect(t, startup, investor);
      await v2('PUT', '/metrics/reviewers', startup.token, { reviewersUUIDs: [investor.uuid] });
    }
    await v2('POST', '/metrics/save', kelp.token, {
      metrics: [
        { metric: 'revenue', period: before, value: 100 },
        { metric: 'headcount', period: month, value: 4 },
      ],
      submit: true,
    });
    // A draft is not a report.
    await v2('POST', '/metrics/save', tide.token, { metrics: [{ metric: 'revenue', period: month, value: 9 }] });
    await v2('PATCH', '/metrics/request-update', investor.token, { startupUUID: tide.uuid, message: 'Any news?' });

    const res = await v2('GET', '/metrics/reviewer/startups', investor.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    const itemOf = (startup: Person) =>
      page.items.find((item: { startup: Json }) => item.startup.uuid === startup.uuid);
    const pendingOf = async (startup: Person) =>
      ((await v2('GET', '/metrics/all', startup.token)).json().data as StartupMetrics).pending.length;
    expect(itemOf(kelp)).toEqual({
      startup: expect.objectContaining({ uuid: kelp.uuid }),
      lastReported: month,
      pending: await pendingOf(kelp),
      openRequests: 0,
    });
    expect(itemOf(tide)).toEqual({
      startup: expect.objectContaining({ uuid: tide.uuid }),
      lastReported: null,
      pending: await pendingOf(tide),
      openRequests: 1,
    });

    const searched = (await v2('GET', '/metrics/reviewer/startups?q=tide', investor.token)).json().data;
    expect(searched.items.map((item: { startup: Json }) => item.startup.uuid)).toEqual([tide.uuid]);
    const paged = (await v2('GET', '/metrics/reviewer/startups?limit=1&pageNumber=2', investor.token)).json().data;
    expect(paged).toMatchObject({ total: 2, pageNumber: 2, limit: 1 });
    expect(paged.items).toHaveLength(1);
    expect((await v2('GET', '/metrics/reviewer/startups', people.other.token)).json().data).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('GET charts', () => {
  const chartUrl = (query: string) => `/metrics/charts?${query}`;

  it('draws the own startup’s metric over the last twelve periods, with gaps and growth', async () => {
    const { people } = await tenantGraph(t, host, { founder: approvedMember('startup') });
    const { founder } = people;
    await rows(sql`update startup_profiles set founded_year = 2015 where profile_id = ${founder.profileId}`);
    await v2('POST', '/metrics/save', founder.token, {
      metrics: [
        { metric: 'revenue', period: shiftPeriod(month, -4), value: 80 },
        { metric: 'revenue', period: shiftPeriod(month, -2), value: 100 },
        { metric: 'revenue', period: before, value: 150 },
      ],
      submit: true,
    });
    await v2('POST', '/metrics/save', founder.token, { metrics: [{ metric: 'revenue', period: month, value: 120 }] });
    const res = await v2('GET', chartUrl('metric=revenue'), founder.token);
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json().data;
    expect(chart.metric).toMatchObject({ key: 'revenue', period: 'monthly' });
    expect(chart.periods).toHaveLength(12);
    expect(chart.periods.at(-1)).toBe(month);
    expect(chart.periods[0]).toBe(shiftPeriod(month, -11));
    expect(chart.series).toHaveLength(1);
    const points = chart.series[0].points;
    expect(chart.series[0].startup.uuid).toBe(founder.uuid);
    expect(points).toHaveLength(12);
    expect(points.slice(-5)).toEqual([
      { period: shiftPeriod(month, -4), value: 80, growth: null },
      { period: shiftPeriod(month, -3), value: null, growth: null },
      { period: shiftPeriod(month, -2), value: 100, growth: null },
      { period: before, value: 150, growth: 50 },
      // The startup sees its own draft; its growth from 150 to 120 is -20 %.
      { period: month, value: 120, growth: -20 },
    ]);
    expect(points[0]).toEqual({ period: shiftPeriod(month, -11), value: null, growth: null });

    const narrowed = (
      await v2('GET', chartUrl(`metric=revenue&from=${shiftPeriod(month, -2)}&to=${before}`), founder.token)
    ).json().data;
    expect(narrowed.periods).toEqual([shiftPeriod(month, -2), before]);

    const unknown = await v2('GET', chartUrl('metric=nonsense'), founder.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no metric 'nonsense'");
    const tooLong = await v2('GET', chartUrl('metric=revenue&from=2020-01&to=2023-12'), founder.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual(['query.from: Choose at most 36 periods']);
    const backwards = await v2('GET', chartUrl(`metric=revenue&from=${month}&to=${before}`), founder.token);
    expect(backwards.statusCode).toBe(400);
    expect((await v2('GET', chartUrl('metric=revenue&from=2020-13'), founder.token)).statusCode).toBe(400);
    expect((await v2('GET', chartUrl('metric=revenue'))).statusCode).toBe(401);
  });

  it('compares the startups a reviewer follows, submitted values only; one it does not follow is a 404', async () => {
    const { people } = await tenantGraph(t, host, {
      kelp: approvedMember('startup', { organizationName: `Kelp Labs ${suffix()}` }),
      tide: approvedMember('startup', { organizationName: `Tide Works ${suffix()}` }),
      elsewhere: approvedMember('startup'),
      investor: approvedMember('investor'),
    });
    const { kelp, tide, investor } = people;
    for (const startup of [kelp, tide]) {
      await connect(t, startup, investor);
      await v2('PUT', '/metrics/reviewers', startup.token, { reviewersUUIDs: [investor.uuid] });
    }
    await v2('POST', '/metrics/save', kelp.token, {
      metrics: [
        { metric: 'customers', period: before, value: 10 },
        { metric: 'customers', period: month, value: 15 },
      ],
      submit: true,
    });
    await v2('POST', '/metrics/save', tide.token, { metrics: [{ metric: 'customers', period: month, value: 99 }] });
    const res = await v2('GET', chartUrl(`metric=customers&startups=${kelp.uuid},${tide.uuid}`), investor.token);
    expect(res.statusCode, res.body).toBe(200);
    const series = res.json().data.series;
    expect(series.map((s: { startup: Json }) => s.startup.uuid)).toEqual([kelp.uuid, tide.uuid]);
    expect(series[0].points.slice(-2)).toEqual([
      { period: before, value: 10, growth: null },
      { period: month, value: 15, growth: 50 },
    ]);
    // Tide's draft stays Tide's.
    expect(series[1].points.every((point: Json) => point.value === null)).toBe(true);

    const notFollowed = await v2(
      'GET',
      chartUrl(`metric=customers&startups=${kelp.uuid},${people.elsewhere.uuid}`),
      investor.token,
    );
    expect(notFollowed.statusCode).toBe(404);
    const tooMany = await v2(
      'GET',
      chartUrl(`metric=customers&startups=${Array(7).fill(kelp.uuid).join(',')}`),
      investor.token,
    );
    expect(tooMany.statusCode).toBe(400);
    // A reviewer has no startup of its own to chart.
    expect((await v2('GET', chartUrl('metric=customers'), investor.token)).statusCode).toBe(403);
  });
});
