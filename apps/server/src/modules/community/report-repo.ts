import type { PageRequest, ReportReason } from '@ventura/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles, users } from '../../platform/identity/tables.ts';
import { userOfAuthor } from './authors.ts';
import { postReports } from './tables.ts';

/** Files a report once per member and item; answers false when the member had reported it already. */
export const insertReport = async (
  db: Db,
  values: {
    tenantId: string;
    postId: number;
    commentId: number | null;
    reporterProfileId: number;
    reason: ReportReason;
    note: string | null;
  },
) => {
  const rows = await db.insert(postReports).values(values).onConflictDoNothing().returning({ id: postReports.id });
  return rows.length > 0;
};

/** Reported items (a post, or a comment), open or decided, the longest waiting first. */
export const listReportedItems = (db: Db, tenantId: string, input: { open: boolean } & PageRequest) =>
  db
    .select({
      postId: postReports.postId,
      commentId: postReports.commentId,
      reportCount: sql<number>`count(*)::int`,
      firstReportedAt: sql<string>`min(${postReports.createdAt})`.mapWith((value: string | Date) => new Date(value)),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(postReports)
    .where(
      and(
        eq(postReports.tenantId, tenantId),
        input.open ? isNull(postReports.decidedAt) : sql`${postReports.decidedAt} is not null`,
      ),
    )
    .groupBy(postReports.postId, postReports.commentId)
    .orderBy(input.open ? sql`min(${postReports.createdAt})` : sql`max(${postReports.decidedAt}) desc`)
    .limit(input.limit)
    .offset(offsetOf(input));

const decider = alias(users, 'decider');

/** Every report of these posts (and their comments), with the reporter's name and the decider's. */
export const reportsOf = (db: Db, tenantId: string, postIds: number[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ report: postReports, reporterName: users.name, deciderName: decider.name })
        .from(postReports)
        .innerJoin(
          profiles,
          and(eq(profiles.tenantId, postReports.tenantId), eq(profiles.id, postReports.reporterProfileId)),
        )
        .innerJoin(users, userOfAuthor)
        .leftJoin(decider, and(eq(decider.tenantId, postReports.tenantId), eq(decider.id, postReports.decidedBy)))
        .where(and(eq(postReports.tenantId, tenantId), inArray(postReports.postId, postIds)))
        .orderBy(desc(postReports.createdAt));

/** Decides every open report of an item (a post's own, or one comment's). */
export const decideReports = (
  db: Db,
  tenantId: string,
  item: { postId: number; commentId: number | null },
  decision: { decision: 'hide' | 'delete' | 'dismiss'; note: string | null; by: string },
) =>
  db
    .update(postReports)
    .set({ decision: decision.decision, decisionNote: decision.note, decidedBy: decision.by, decidedAt: new Date() })
    .where(
      and(
        eq(postReports.tenantId, tenantId),
        eq(postReports.postId, item.postId),
        item.commentId === null ? isNull(postReports.commentId) : eq(postReports.commentId, item.commentId),
        isNull(postReports.decidedAt),
      ),
    )
    .returning({ id: postReports.id });
