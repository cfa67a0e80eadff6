import { createHash, randomBytes } from 'node:crypto';
import type {
  AcceptMetricInvite,
  InviteMetricReviewer,
  MetricCandidateQuery,
  MetricReviewerCandidate,
  NewMetricComment,
  RequestMetricUpdate,
  ReviewedStartupQuery,
} from '@ventura/shared';
import { lastClosedPeriod, periodStart } from '@ventura/shared';
import type { z } from 'zod';
import { offsetOf, pageAnswer } from '../../platform/db/paging.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { teamUserIds } from '../../platform/identity/organisation.ts';
import type { Member } from '../../platform/request-context.ts';
import { assertTakesPart, ownStartup, type Startup, standingTo } from './access.ts';
import * as people from './people-repo.ts';
import { metricsPolicy } from './policy.ts';
import { presentComment, presentPerson, presentRequest } from './present.ts';

/** How long an emailed invitation to review stays open. */
export const inviteDays = 14;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const nameOf = (startup: Startup) => presentPerson(startup.profile, startup.userName).name;

/** GET reviewers/candidates: who the startup may choose, each with why, and whether chosen. */
export const candidates = async (m: Member, filter: z.output<typeof MetricCandidateQuery>) => {
  const startup = await ownStartup(m);
  const page = await people.candidates(m.db, m.tenant.id, startup.profile, {
    q: filter.q,
    limit: filter.limit,
    offset: offsetOf(filter),
  });
  const [named, chosen] = await Promise.all([
    people.peopleByIds(
      m.db,
      m.tenant.id,
      page.rows.map((row) => row.id),
    ),
    people.reviewerIds(m.db, m.tenant.id, startup.profile.id),
  ]);
  const items: MetricReviewerCandidate[] = page.rows.flatMap((row) => {
    const found = named.get(row.id);
    return found
      ? [{ ...presentPerson(found.profile, found.userName), reason: row.reason, chosen: chosen.includes(row.id) }]
      : [];
  });
  return pageAnswer(items, page.total, filter);
};

/**
 * Sets exactly who reviews the startup's metrics: each must be one of its candidates or already a
 * reviewer (one who came by invitation); anyone else, another tenant's profile included, is refused by
 * name and nothing changes.
 */
export const chooseReviewers = async (m: Member, startup: Startup, uuids: readonly string[]) => {
  const unique = [...new Set(uuids)];
  const found = await people.profilesByUuids(m.db, m.tenant.id, unique);
  const allowed = await people.candidateIds(m.db, m.tenant.id, startup.profile);
  for (const id of await people.reviewerIds(m.db, m.tenant.id, startup.profile.id)) allowed.add(id);
  // Named by their index in the body: a repeated uuid is checked where it first appears.
  const errors = uuids.flatMap((uuid, index) => {
    if (uuids.indexOf(uuid) !== index) return [];
    const row = found.find((f) => f.profile.uuid === uuid);
    if (!row) return [`body.reviewersUUIDs.${index}: There is no such profile here`];
    if (!allowed.has(row.profile.id)) {
      return [
        `body.reviewersUUIDs.${index}: ${presentPerson(row.profile, row.userName).name} cannot be chosen: choose connected investors and mentors, your partner, or program reviewers, or invite by email`,
      ];
    }
    return [];
  });
  if (errors.length > 0) throw badRequest(errors[0] ?? 'Choose reviewers from the list', errors);
  await people.setReviewers(
    m.db,
    m.tenant.id,
    startup.profile.id,
    found.map((row) => row.profile.id),
  );
};

/** PUT reviewers: the startup's reviewers, replaced. */
export const setReviewers = async (m: Member, uuids: readonly string[]) => {
  const startup = await ownStartup(m);
  await m.db.transaction((tx) => chooseReviewers({ ...m, db: tx }, startup, uuids));
  const ids = await people.reviewerIds(m.db, m.tenant.id, startup.profile.id);
  const named = await people.peopleByIds(m.db, m.tenant.id, ids);
  return ids.flatMap((id) => {
    const found = named.get(id);
    return found ? [presentPerson(found.profile, found.userName)] : [];
  });
};

/** POST reviewers/invite: an emailed link that makes whoever signs in with it a reviewer. */
export const invite = async (m: Member, body: z.output<typeof InviteMetricReviewer>) => {
  const startup = await ownStartup(m);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + inviteDays * 86_400_000);
  const origin = await m.origin(m.db);
  const startupName = nameOf(startup);
  await m.db.transaction(async (tx) => {
    await people.insertInvite(tx, {
      tenantId: m.tenant.id,
      startupProfileId: startup.profile.id,
      invitedByProfileId: m.auth.profile.id,
      email: body.email,
      name: body.name,
      tokenHash: hashOf(token),
      expiresAt,
    });
    const link = `${origin}/growth-metrics?invite=${token}`;
    await m.mailer.send(tx, {
      tenantId: m.tenant.id,
      channel: 'email',
      to: body.email,
      subject: `${m.auth.user.name} invited you to follow ${startupName}'s growth metrics on ${m.tenant.name}`,
      body: [
        `Hello ${body.name},`,
        '',
        `${m.auth.user.name} of ${startupName} invited you to review its growth metrics on ${m.tenant.name}: you will see what it reports each period, can comment, and can ask for an update.`,
        body.message ? `\nTheir message: ${body.message}\n` : '',
        `Sign in or sign up with this address, then open: ${link}`,
        `The invitation is open for ${inviteDays} days.`,
      ]
        .filter((line, index) => line !== '' || index === 1)
        .join('\n'),
      code: token,
    });
  });
  return { email: body.email, expiresAt: expiresAt.toISOString() };
};

/** POST reviewers/accept: the signed-in invitee becomes a reviewer of the startup that invited them. */
export const accept = async (m: Member, body: z.output<typeof AcceptMetricInvite>) => {
  assertTakesPart(m);
  const found = await people.findInvite(m.db, m.tenant.id, hashOf(body.token));
  if (!found || found.expiresAt.getTime() <= Date.now()) {
    throw notFound('This invitation has expired or does not exist: ask the startup to invite you again');
  }
  if (found.acceptedAt && found.acceptedProfileId !== m.auth.profile.id) {
    throw conflict('This invitation has already been used');
  }
  const startupRow = await people.peopleByIds(m.db, m.tenant.id, [found.startupProfileId]);
  const startup = startupRow.get(found.startupProfileId);
  if (!startup) throw notFound('This invitation has expired or does not exist: ask the startup to invite you again');
  if (!metricsPolicy.review(m.auth.profile) || metricsPolicy.owns(m.auth, startup.profile)) {
    throw forbidden('Switch to a profile that is not a startup to review its metrics');
  }
  await m.db.transaction(async (tx) => {
    const taken = await people.acceptInvite(tx, m.tenant.id, found.id, m.auth.profile.id);
    // Someone else may have taken it since it was read: only an open invitation is taken.
    if (taken.length === 0 && found.acceptedProfileId !== m.auth.profile.id) {
      throw conflict('This invitation has already been used');
    }
    await people.addReviewer(tx, m.tenant.id, found.startupProfileId, m.auth.profile.id);
  });
  return { startup: presentPerson(startup.profile, startup.userName) };
};

/** GET reviewer/startups: the startups whose metrics the caller follows, with what is pending. */
export const reviewedStartups = async (m: Member, filter: z.output<typeof ReviewedStartupQuery>) => {
  assertTakesPart(m);
  const today = new Date();
  const page = await people.reviewedStartups(
    m.db,
    m.tenant.id,
    m.auth.profile.id,
    { q: filter.q, limit: filter.limit, offset: offsetOf(filter) },
    {
      monthly: periodStart(lastClosedPeriod('monthly', today)),
      quarterly: periodStart(lastClosedPeriod('quarterly', today)),
    },
  );
  const items = page.rows.map((row) => ({
    startup: presentPerson(row.profile, row.userName),
    lastReported: row.lastReported ? row.lastReported.slice(0, 7) : null,
    pending: Number(row.pending),
    openRequests: Number(row.openRequests),
  }));
  return pageAnswer(items, page.total, filter);
};

/** PATCH request-update: a reviewer asks the startup to report; its team is told what was asked. */
export const requestUpdate = async (m: Member, body: z.output<typeof RequestMetricUpdate>) => {
  const standing = await standingTo(m, body.startupUUID);
  if (!standing.reviewer) throw forbidden('Only the startup’s reviewers can ask it for an update');
  const { startup } = standing;
  const reviewer = presentPerson(m.auth.profile, m.auth.user.name);
  const { row, delivery } = await m.db.transaction(async (tx) => {
    const created = await people.insertRequest(tx, {
      tenantId: m.tenant.id,
      startupProfileId: startup.profile.id,
      reviewerProfileId: m.auth.profile.id,
      message: body.message,
      metrics: body.metrics,
    });
    if (!created) throw new Error('metric request insert returned nothing');
    const told = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: await teamUserIds(tx, m.tenant.id, startup.profile.id),
      kind: 'metrics_update_requested',
      title: `${reviewer.name} asked for an update of your growth metrics`,
      body: body.message,
      url: '/growth-metrics',
      email: {
        notice: 'metricUpdates',
        subject: `${reviewer.name} asked ${nameOf(startup)} for an update of its growth metrics`,
        text: `${reviewer.name} asked for an update of your growth metrics on ${m.tenant.name}:\n\n${body.message}\n\nReport it at ${await m.origin(tx)}/growth-metrics`,
      },
    });
    return { row: created, delivery: told };
  });
  m.notifier.publish(delivery);
  return presentRequest(row, reviewer);
};

/** POST comments: a reviewer's or the startup's comment; the other side is told. */
export const comment = async (m: Member, body: z.output<typeof NewMetricComment>) => {
  const standing = await standingTo(m, body.startupUUID);
  if (!standing.own && !standing.reviewer) throw forbidden('Only the startup and its reviewers can comment');
  const { startup } = standing;
  const author = presentPerson(m.auth.profile, m.auth.user.name);
  const { row, delivery } = await m.db.transaction(async (tx) => {
    const created = await people.insertComment(tx, {
      tenantId: m.tenant.id,
      startupProfileId: startup.profile.id,
      authorProfileId: m.auth.profile.id,
      metricKey: body.metric ?? null,
      period: body.period ?? null,
      body: body.body,
    });
    if (!created) throw new Error('metric comment insert returned nothing');
    const recipients = standing.own
      ? [
          ...(
            await people.peopleByIds(tx, m.tenant.id, await people.reviewerIds(tx, m.tenant.id, startup.profile.id))
          ).values(),
        ].map((r) => r.profile.userId)
      : await teamUserIds(tx, m.tenant.id, startup.profile.id);
    const told = await m.notifier.record(tx, {
      tenantId: m.tenant.id,
      userIds: recipients.filter((id) => id !== m.auth.user.id),
      kind: 'metrics_comment',
      title: `${author.name} commented on ${standing.own ? `${nameOf(startup)}'s` : 'your'} growth metrics`,
      body: body.body.slice(0, 200),
      url: standing.own ? `/growth-metrics?startup=${startup.profile.uuid}` : '/growth-metrics',
      ...(standing.own
        ? {}
        : {
            email: {
              notice: 'metricUpdates' as const,
              subject: `${author.name} commented on your growth metrics`,
              text: `${author.name} wrote about your growth metrics on ${m.tenant.name}:\n\n${body.body}\n\nAnswer at ${await m.origin(tx)}/growth-metrics`,
            },
          }),
    });
    return { row: created, delivery: told };
  });
  m.notifier.publish(delivery);
  return presentComment(row, author);
};
