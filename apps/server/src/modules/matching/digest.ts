import { type AccountType, emailNotices, type Match } from '@ventura/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { type JobDefinition, type Jobs, jobIdFor, jobType } from '../../platform/jobs/index.ts';
import type { Delivery, Notifier, NotifyInput } from '../../platform/notify/notifier.ts';
import { listConnectionMatrix, type Tenant } from '../../platform/tenancy/repo.ts';
import { tenants } from '../../platform/tenancy/tables.ts';
import { createLabels } from '../search/index.ts';
import { type MatchingContext, matchesOf, openKindsOf } from './service.ts';
import { matchDigestItems } from './tables.ts';

/**
 * The week whose new matches are told (an ISO week, '2026-W48'), and where a run that used up its time
 * stopped: the tenant it was on and the last member told, which the next job of the chain goes on from.
 */
export type DigestWeek = { week: string; tenantId?: string; after?: number };
export const weeklyDigestJob = jobType<DigestWeek>('matching.weekly-digest');

const day = 86_400_000;
/** A digest later than this after its Monday morning is not sent: the next week's will be. */
const lateAfterDays = 3;
/** When a week's digest is due: its Monday at 08:00 UTC. */
const dueHour = 8;
const slice = 200;
/** A run goes on to another slice for this long, then hands over to a job of its own (at 1M, hours of work). */
const runMs = 60_000;
/** Matches looked at per kind, and new ones told per digest. */
const perKind = 10;
const perDigest = 5;
const digestTypes: AccountType[] = ['startup', 'investor', 'mentor'];

/** Monday 00:00 UTC of a date's ISO week. */
const mondayOn = (date: Date) => {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday;
};

/** The ISO week of a date: the year and number of the week that holds its Thursday. */
export const weekOf = (date: Date) => {
  const thursday = new Date(mondayOn(date).getTime() + 3 * day);
  const year = thursday.getUTCFullYear();
  const number = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * day)) + 1;
  return `${year}-W${String(number).padStart(2, '0')}`;
};

/** Monday 00:00 UTC of an ISO week: week 1 is the one that holds 4 January. */
export const weekStart = (week: string) => {
  const [year, number] = week.split('-W').map(Number);
  return new Date(mondayOn(new Date(Date.UTC(year ?? 0, 0, 4))).getTime() + ((number ?? 1) - 1) * 7 * day);
};

const dueAt = (week: string) => new Date(weekStart(week).getTime() + dueHour * 3_600_000);
const weekAfter = (week: string) => weekOf(new Date(weekStart(week).getTime() + 7 * day));

/** One job per week, whoever queues it: its id is made from the week (and where a continuation goes on). */
const jobIdOf = (week: string, from?: { tenantId: string; after: number }) =>
  jobIdFor(weeklyDigestJob, from ? `${week}:${from.tenantId}:${from.after}` : week);

const queueWeek = (jobs: Jobs, db: Db, week: string, now: Date) =>
  jobs.send(
    db,
    weeklyDigestJob,
    { week },
    {
      id: jobIdOf(week),
      startAfterSeconds: Math.max(1, Math.round((dueAt(week).getTime() - now.getTime()) / 1000)),
    },
  );

/**
 * Queues this week's digest for Monday 08:00 UTC, or next week's when that has passed, unless it is
 * already queued or done.
 */
export const scheduleDigest = (jobs: Jobs, db: Db, now = new Date()) => {
  const week = weekOf(now);
  return queueWeek(jobs, db, dueAt(week) > now ? week : weekAfter(week), now);
};

type Member = { id: number; userId: string; accountType: AccountType };
type Digest = { member: Member; matches: Match[] };

/**
 * The tenant's listed startups, investors and mentors of active accounts after `after`, by id, but those
 * told this week already: a retry of the week's job passes over them.
 */
const membersOf = (db: Db, tenantId: string, after: number, since: Date, size: number) =>
  db
    .select({ id: profiles.id, userId: profiles.userId, accountType: profiles.accountType })
    .from(profiles)
    .innerJoin(users, and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId)))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.listed, true),
        inArray(profiles.accountType, digestTypes),
        eq(users.status, 'active'),
        gt(profiles.id, after),
        sql`not exists (select 1 from ${matchDigestItems} d where d.tenant_id = ${tenantId}
              and d.profile_id = ${profiles.id} and d.sent_at >= ${since.toISOString()})`,
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(size);

/** A member's best matches no digest told them of yet, best first across kinds (equal scores in the kinds' order). */
const newMatchesOf = async (ctx: MatchingContext, member: Member, kinds: ReturnType<typeof openKindsOf>) => {
  const lists = await Promise.all(kinds.map((kind) => matchesOf(ctx, member, kind, perKind)));
  const found = lists.flatMap((list) => list.items).filter((match) => match.score > 0);
  if (found.length === 0) return [];
  const told = await ctx.db
    .select({ uuid: matchDigestItems.matchUuid })
    .from(matchDigestItems)
    .where(
      and(
        eq(matchDigestItems.tenantId, ctx.tenant.id),
        eq(matchDigestItems.profileId, member.id),
        inArray(
          matchDigestItems.matchUuid,
          found.map((match) => match.uuid),
        ),
      ),
    );
  const known = new Set(told.map((row) => row.uuid));
  return found
    .filter((match) => !known.has(match.uuid))
    .sort((a, b) => b.score - a.score)
    .slice(0, perDigest);
};

const nameOf = (match: Match) => match.profile?.name ?? match.opportunity?.title ?? '';
const lineOf = (match: Match) => {
  const reason = match.reasons[0]?.text;
  return `- ${nameOf(match)}, ${match.score}% match${reason ? `: ${reason}` : ''}`;
};

/** What the member is told: in the app, the count and the best one; by email, each with why. */
const noticeOf = (tenant: Tenant, origin: string, member: Member, matches: Match[]): NotifyInput => {
  const [best] = matches;
  const title = `${matches.length} new ${matches.length === 1 ? 'match' : 'matches'} for you this week`;
  const reason = best?.reasons[0]?.text;
  return {
    tenantId: tenant.id,
    userIds: [member.userId],
    kind: 'match_digest',
    title,
    body: best ? `${nameOf(best)}${reason ? `: ${reason}` : ''}` : null,
    url: '/matches',
    email: {
      notice: 'matchDigest',
      subject: `${title} on ${tenant.name}`,
      text: [
        `Your new matches on ${tenant.name} this week:`,
        '',
        ...matches.map(lineOf),
        '',
        `See all your matches, and why, at ${origin}/matches`,
        '',
        `To stop this email, turn off “${emailNotices.matchDigest}” under Email at ${origin}/account/edit/profile`,
      ].join('\n'),
    },
  };
};

/**
 * The weekly digest: tells each listed startup, investor and mentor of a tenant with directories on
 * (show_ecosystem) of their best new matches (in the app, and by email under the matchDigest setting),
 * at most five, none told before, then queues itself for the next week. A member with nothing new hears
 * nothing; a run more than three days late sends nothing and only queues the next week.
 */
export const createWeeklyDigest = (deps: {
  db: Db;
  jobs: Jobs;
  notifier: Notifier;
  origin: (tenantId: string) => Promise<string>;
  now?: () => Date;
  /** Members a slice holds, and how long a run goes on before handing over (tests make them small). */
  slice?: number;
  runMs?: number;
}): JobDefinition<DigestWeek> => {
  const labels = createLabels();

  /** Remembered and told in one transaction: when telling fails, the retry finds them still new. */
  const tell = async (tenant: Tenant, origin: string, digests: Digest[], now: Date) => {
    if (digests.length === 0) return [];
    return deps.db.transaction(async (tx) => {
      const told: Delivery[] = [];
      for (const { member, matches } of digests) {
        const fresh = await tx
          .insert(matchDigestItems)
          .values(
            matches.map((match) => ({ tenantId: tenant.id, profileId: member.id, matchUuid: match.uuid, sentAt: now })),
          )
          .onConflictDoNothing()
          .returning({ uuid: matchDigestItems.matchUuid });
        // Another run told some of them meanwhile: only the rest are new.
        const uuids = new Set(fresh.map((row) => row.uuid));
        const news = matches.filter((match) => uuids.has(match.uuid));
        if (news.length > 0) told.push(await deps.notifier.record(tx, noticeOf(tenant, origin, member, news)));
      }
      return told;
    });
  };

  /**
   * Tells a tenant's members after `after`, a slice at a time; the last member told when the time is up
   * before the end, or null when the tenant is done.
   */
  const digestTenant = async (tenant: Tenant, week: string, now: Date, after: number, until: number) => {
    const { db, slice: size = slice } = deps;
    const ctx: MatchingContext = { db, tenant, labels };
    // Read before the transactions: the embedded database has one connection, busy inside them.
    const [origin, matrix] = await Promise.all([deps.origin(tenant.id), listConnectionMatrix(db, tenant.id)]);
    for (let from = after; ; ) {
      const members = await membersOf(db, tenant.id, from, weekStart(week), size);
      // Matches are made outside the transaction, which then only writes: it holds the connection briefly.
      const digests: Digest[] = [];
      for (const member of members) {
        const matches = await newMatchesOf(ctx, member, openKindsOf(tenant.settings, matrix, member.accountType));
        if (matches.length > 0) digests.push({ member, matches });
      }
      for (const delivery of await tell(tenant, origin, digests, now)) deps.notifier.publish(delivery);
      const last = members.at(-1);
      if (!last || members.length < size) return null;
      if (Date.now() >= until) return last.id;
      from = last.id;
    }
  };

  return {
    name: weeklyDigestJob.name,
    retryLimit: 3,
    retryDelaySeconds: 300,
    backoff: true,
    expireInSeconds: 3600,
    async run({ week, tenantId, after }) {
      const { db } = deps;
      const now = deps.now?.() ?? new Date();
      const until = Date.now() + (deps.runMs ?? runMs);
      if (now.getTime() - dueAt(week).getTime() <= lateAfterDays * day) {
        const on = await db
          .select()
          .from(tenants)
          .where(sql`(${tenants.settings} -> 'features' ->> 'show_ecosystem')::boolean is true`)
          .orderBy(asc(tenants.id));
        // A continuation goes on from its tenant and member; the tenants before it are done.
        for (const tenant of on.filter((row) => !tenantId || row.id >= tenantId)) {
          const stopped = await digestTenant(tenant, week, now, tenant.id === tenantId ? (after ?? 0) : 0, until);
          if (stopped !== null) {
            const from = { tenantId: tenant.id, after: stopped };
            await deps.jobs.send(db, weeklyDigestJob, { week, ...from }, { id: jobIdOf(week, from) });
            return;
          }
        }
      }
      await queueWeek(deps.jobs, db, weekAfter(week), now);
    },
  };
};
