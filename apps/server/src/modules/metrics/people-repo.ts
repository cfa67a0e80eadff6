import { and, asc, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { containsPattern } from '../../platform/db/like.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { connections } from '../connections/tables.ts';
import { startupProfiles } from '../profiles/tables.ts';
import { programApplications, programReviewers, programs } from '../programs/tables.ts';
import { metricComments, metricInvites, metricRequests, metricReviewers, metricTypes, metricValues } from './tables.ts';

// The people around a startup's metrics: its reviewers and who may become one, invitations, requests
// and comments. Every query is inside the tenant.

const userOfProfile = and(eq(users.tenantId, profiles.tenantId), eq(users.id, profiles.userId));
const personFields = { profile: profiles, userName: users.name };

/** Profiles with their users' names, by id. */
export const peopleByIds = async (db: Db, tenantId: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, { profile: typeof profiles.$inferSelect; userName: string }>();
  const rows = await db
    .select(personFields)
    .from(profiles)
    .innerJoin(users, userOfProfile)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.profile.id, row]));
};

export const profilesByUuids = (db: Db, tenantId: string, uuids: string[]) =>
  uuids.length === 0
    ? Promise.resolve([])
    : db
        .select(personFields)
        .from(profiles)
        .innerJoin(users, userOfProfile)
        .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.uuid, uuids)));

export const reviewerIds = async (db: Db, tenantId: string, startupId: number) =>
  (
    await db
      .select({ id: metricReviewers.reviewerProfileId })
      .from(metricReviewers)
      .where(and(eq(metricReviewers.tenantId, tenantId), eq(metricReviewers.startupProfileId, startupId)))
      .orderBy(asc(metricReviewers.createdAt))
  ).map((row) => row.id);

export const isReviewer = async (db: Db, tenantId: string, startupId: number, profileId: number) => {
  const [row] = await db
    .select({ id: metricReviewers.reviewerProfileId })
    .from(metricReviewers)
    .where(
      and(
        eq(metricReviewers.tenantId, tenantId),
        eq(metricReviewers.startupProfileId, startupId),
        eq(metricReviewers.reviewerProfileId, profileId),
      ),
    );
  return row !== undefined;
};

/** Replaces the reviewers with exactly these (an invited one stays only if listed). */
export const setReviewers = async (db: Db, tenantId: string, startupId: number, ids: number[]) => {
  await db
    .delete(metricReviewers)
    .where(
      and(
        eq(metricReviewers.tenantId, tenantId),
        eq(metricReviewers.startupProfileId, startupId),
        ids.length > 0 ? sql`${metricReviewers.reviewerProfileId} <> all(${sql.param(ids)}::int[])` : undefined,
      ),
    );
  if (ids.length > 0) {
    await db
      .insert(metricReviewers)
      .values(ids.map((id) => ({ tenantId, startupProfileId: startupId, reviewerProfileId: id })))
      .onConflictDoNothing();
  }
};

export const addReviewer = (db: Db, tenantId: string, startupId: number, reviewerId: number) =>
  db
    .insert(metricReviewers)
    .values({ tenantId, startupProfileId: startupId, reviewerProfileId: reviewerId, invited: true })
    .onConflictDoNothing();

const other = alias(profiles, 'other_profile');

/**
 * Who a startup may choose, with why: its connected investors and mentors, its partner's people, and
 * reviewers of programs it applied to; approved profiles only, by words of the name.
 */
export const candidates = async (
  db: Db,
  tenantId: string,
  startup: { id: number; partnerId: string | null },
  filter: { q?: string | undefined; limit: number; offset: number },
) => {
  const words = filter.q ? containsPattern(filter.q) : null;
  const connected = sql`
    select case when c.from_profile_id = ${startup.id} then c.to_profile_id else c.from_profile_id end as id,
           'Connected ' || (case p.account_type when 'investor' then 'investor' else 'mentor' end) as reason
      from ${connections} c
      join ${profiles} p on p.tenant_id = c.tenant_id
       and p.id = case when c.from_profile_id = ${startup.id} then c.to_profile_id else c.from_profile_id end
     where c.tenant_id = ${tenantId} and c.status = 'accepted'
       and (c.from_profile_id = ${startup.id} or c.to_profile_id = ${startup.id})
       and p.account_type in ('investor', 'mentor')`;
  const partnerPeople = startup.partnerId
    ? sql`
    union all
    select p.id, 'Your partner' as reason from ${profiles} p
     where p.tenant_id = ${tenantId} and p.account_type = 'partner' and p.partner_id = ${startup.partnerId}`
    : sql``;
  const programPeople = sql`
    union all
    (select distinct on (r.user_id) rp.id, 'Reviewer of ' || pr.title as reason
      from ${programApplications} a
      join ${programs} pr on pr.tenant_id = a.tenant_id and pr.id = a.program_id
      join ${programReviewers} r on r.tenant_id = a.tenant_id and r.program_id = a.program_id
      join ${profiles} rp on rp.tenant_id = r.tenant_id and rp.user_id = r.user_id
     where a.tenant_id = ${tenantId} and a.profile_id = ${startup.id} and a.status <> 'draft'
       and rp.approval_status = 'approved' and rp.account_type <> 'startup'
     order by r.user_id, rp.id)`;
  const result = await db.execute(sql`
    with options as (${connected} ${partnerPeople} ${programPeople}),
    chosen as (select distinct on (id) id, reason from options order by id, reason)
    select p.id, chosen.reason, count(*) over () as total
      from chosen
      join ${profiles} p on p.tenant_id = ${tenantId} and p.id = chosen.id
      join ${users} u on u.tenant_id = p.tenant_id and u.id = p.user_id
     where p.approval_status = 'approved' and p.id <> ${startup.id} and u.status = 'active'
       ${words ? sql`and (u.name ilike ${words} or p.organization_name ilike ${words})` : sql``}
     order by lower(coalesce(p.organization_name, u.name)), p.id
     limit ${filter.limit} offset ${filter.offset}`);
  const rows = (result as unknown as { rows: { id: number; reason: string; total: string | number }[] }).rows;
  return { rows: rows.map((row) => ({ id: Number(row.id), reason: row.reason })), total: Number(rows[0]?.total ?? 0) };
};

/** Whether each of these profiles is among the startup's candidates (the same rules, by id). */
export const candidateIds = async (db: Db, tenantId: string, startup: { id: number; partnerId: string | null }) => {
  const { rows } = await candidates(db, tenantId, startup, { limit: 1000, offset: 0 });
  return new Set(rows.map((row) => row.id));
};

// ---- Invitations ----

export const insertInvite = async (db: Db, row: typeof metricInvites.$inferInsert) => {
  const [created] = await db.insert(metricInvites).values(row).returning();
  return created;
};

export const openInvites = (db: Db, tenantId: string, startupId: number) =>
  db
    .select({ email: metricInvites.email, expiresAt: metricInvites.expiresAt })
    .from(metricInvites)
    .where(
      and(
        eq(metricInvites.tenantId, tenantId),
        eq(metricInvites.startupProfileId, startupId),
        isNull(metricInvites.acceptedAt),
        gt(metricInvites.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(metricInvites.createdAt))
    .limit(50);

export const findInvite = async (db: Db, tenantId: string, tokenHash: string) => {
  const [row] = await db
    .select()
    .from(metricInvites)
    .where(and(eq(metricInvites.tenantId, tenantId), eq(metricInvites.tokenHash, tokenHash)));
  return row;
};

export const acceptInvite = (db: Db, tenantId: string, id: number, profileId: number) =>
  db
    .update(metricInvites)
    .set({ acceptedAt: sql`now()`, acceptedProfileId: profileId })
    .where(and(eq(metricInvites.tenantId, tenantId), eq(metricInvites.id, id), isNull(metricInvites.acceptedAt)))
    .returning({ id: metricInvites.id });

// ---- Requests and comments ----

export const insertRequest = async (db: Db, row: typeof metricRequests.$inferInsert) => {
  const [created] = await db.insert(metricRequests).values(row).returning();
  return created;
};

export const listRequests = (db: Db, tenantId: string, startupId: number) =>
  db
    .select()
    .from(metricRequests)
    .where(and(eq(metricRequests.tenantId, tenantId), eq(metricRequests.startupProfileId, startupId)))
    .orderBy(sql`${metricRequests.answeredAt} is not null`, desc(metricRequests.createdAt))
    .limit(20);

/** A submission answers every open request of the startup. */
export const answerRequests = (db: Db, tenantId: string, startupId: number) =>
  db
    .update(metricRequests)
    .set({ answeredAt: sql`now()` })
    .where(
      and(
        eq(metricRequests.tenantId, tenantId),
        eq(metricRequests.startupProfileId, startupId),
        isNull(metricRequests.answeredAt),
      ),
    );

export const insertComment = async (db: Db, row: typeof metricComments.$inferInsert) => {
  const [created] = await db.insert(metricComments).values(row).returning();
  return created;
};

export const listComments = (db: Db, tenantId: string, startupId: number) =>
  db
    .select()
    .from(metricComments)
    .where(and(eq(metricComments.tenantId, tenantId), eq(metricComments.startupProfileId, startupId)))
    .orderBy(desc(metricComments.createdAt))
    .limit(50);

// ---- A reviewer's startups ----

/** The startups that chose this reviewer, by words of the name, with their newest submitted period and open requests. */
export const reviewedStartups = async (
  db: Db,
  tenantId: string,
  reviewerId: number,
  filter: { q?: string | undefined; limit: number; offset: number },
  lastClosed: { monthly: string; quarterly: string },
) => {
  const words = filter.q ? containsPattern(filter.q) : null;
  const where = and(
    eq(metricReviewers.tenantId, tenantId),
    eq(metricReviewers.reviewerProfileId, reviewerId),
    words ? or(ilike(other.organizationName, words), ilike(users.name, words)) : undefined,
  );
  const rows = await db
    .select({
      profile: other,
      userName: users.name,
      lastReported: sql<string | null>`(select max(v.period_start)::text from ${metricValues} v
        where v.tenant_id = ${metricReviewers.tenantId} and v.startup_profile_id = ${metricReviewers.startupProfileId}
          and v.status = 'submitted')`,
      openRequests: sql<number>`(select count(*)::int from ${metricRequests} q
        where q.tenant_id = ${metricReviewers.tenantId} and q.startup_profile_id = ${metricReviewers.startupProfileId}
          and q.reviewer_profile_id = ${reviewerId} and q.answered_at is null)`,
      // Active types with nothing submitted for their last closed period (not before the startup was founded).
      pending: sql<number>`(select count(*)::int from ${metricTypes} t
        where t.tenant_id = ${metricReviewers.tenantId} and t.retired_at is null
          and coalesce((select sp.founded_year from ${startupProfiles} sp
                where sp.tenant_id = t.tenant_id and sp.profile_id = ${metricReviewers.startupProfileId}), 0)
              <= extract(year from (case t.period when 'quarterly' then ${lastClosed.quarterly} else ${lastClosed.monthly} end)::date)
          and not exists (select 1 from ${metricValues} v
            where v.tenant_id = t.tenant_id and v.startup_profile_id = ${metricReviewers.startupProfileId}
              and v.metric_type_id = t.id and v.status = 'submitted'
              and v.period_start = (case t.period when 'quarterly' then ${lastClosed.quarterly} else ${lastClosed.monthly} end)::date))`,
      total: sql<number>`count(*) over ()`,
    })
    .from(metricReviewers)
    .innerJoin(other, and(eq(other.tenantId, metricReviewers.tenantId), eq(other.id, metricReviewers.startupProfileId)))
    .innerJoin(
      users,
      and(eq(users.tenantId, other.tenantId), eq(users.id, other.userId), ne(users.status, 'suspended')),
    )
    .where(where)
    .orderBy(desc(metricReviewers.createdAt), asc(other.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: Number(rows[0]?.total ?? 0) };
};
