import { awaitingUploadStatuses, type PageRequest } from '@ventura/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { profiles } from '../../platform/identity/index.ts';
import { notifications } from '../../platform/notify/tables.ts';
import { conversationMembers } from '../chat/tables.ts';
import { connections } from '../connections/tables.ts';
import { documentRequests } from '../documents/tables.ts';
import { meetings, mentorSessions } from '../meetings/tables.ts';
import { programApplications, programDocuments, programs } from '../programs/tables.ts';

export const listNotifications = async (db: Db, tenantId: string, userId: string, paging: PageRequest) => {
  const mine = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return { items, total: total?.n ?? 0 };
};

export const markRead = async (db: Db, tenantId: string, userId: string, uuid?: string) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        uuid ? eq(notifications.uuid, uuid) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
};

export const findNotification = async (db: Db, tenantId: string, userId: string, uuid: string) => {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.uuid, uuid)))
    .limit(1);
  return row;
};

/**
 * Every counter of GET notifications/count that exists so far, in one statement of index-only counts.
 * Documents owed are the office requests and the program documents asked or sent back; program forms owed
 * are draft applications to programs still open. Mentor hours and meetings add theirs as they arrive.
 */
export const readCounts = async (db: Db, tenantId: string, userId: string, profile: ProfileRow) => {
  const organisation = profile.parentId ?? profile.id;
  const [row] = await db
    .select({
      pendingConnectionCount: sql<number>`(select count(*) from ${connections} where ${and(
        eq(connections.tenantId, tenantId),
        eq(connections.toProfileId, profile.id),
        eq(connections.status, 'pending'),
      )})::int`,
      sentConnectionCount: sql<number>`(select count(*) from ${connections} where ${and(
        eq(connections.tenantId, tenantId),
        eq(connections.fromProfileId, profile.id),
        inArray(connections.status, ['pending', 'pending_moderation']),
      )})::int`,
      unreadNotificationCount: sql<number>`(select count(*) from ${notifications} where ${and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      )})::int`,
      pendingDocumentsUploadCount: sql<number>`(select count(*) from ${documentRequests} where ${and(
        eq(documentRequests.tenantId, tenantId),
        eq(documentRequests.startupProfileId, organisation),
        inArray(documentRequests.status, [...awaitingUploadStatuses]),
      )})::int + (select count(*) from ${programDocuments} inner join ${programApplications} on ${and(
        eq(programApplications.tenantId, programDocuments.tenantId),
        eq(programApplications.id, programDocuments.applicationId),
      )} where ${and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.profileId, organisation),
        inArray(programApplications.status, ['draft', 'in_review']),
        inArray(programDocuments.status, [...awaitingUploadStatuses]),
      )})::int`,
      pendingProgramFormSubmissionCount: sql<number>`(select count(*) from ${programApplications} inner join ${programs} on ${and(
        eq(programs.tenantId, programApplications.tenantId),
        eq(programs.id, programApplications.programId),
      )} where ${and(
        eq(programApplications.tenantId, tenantId),
        eq(programApplications.profileId, organisation),
        eq(programApplications.status, 'draft'),
        sql`${programs.closesAt} > now()`,
      )})::int`,
      unreadMessageCount: sql<number>`(select coalesce(sum(${conversationMembers.unreadCount}), 0) from ${conversationMembers} where ${and(
        eq(conversationMembers.tenantId, tenantId),
        eq(conversationMembers.profileId, profile.id),
      )})::int`,
      pendingAcceptanceMeetingCount: sql<number>`(select count(*) from ${meetings} where ${and(
        eq(meetings.tenantId, tenantId),
        eq(meetings.awaitingProfileId, profile.id),
        eq(meetings.status, 'pending'),
        sql`${meetings.type} <> 'mentorship'`,
      )})::int`,
      pendingAcceptanceMentorHoursCount: sql<number>`(select count(*) from ${meetings} where ${and(
        eq(meetings.tenantId, tenantId),
        eq(meetings.awaitingProfileId, profile.id),
        eq(meetings.status, 'pending'),
        eq(meetings.type, 'mentorship'),
      )})::int + (select count(*) from ${mentorSessions} inner join ${meetings} on ${and(
        eq(meetings.tenantId, mentorSessions.tenantId),
        eq(meetings.id, mentorSessions.meetingId),
      )} where ${and(
        eq(mentorSessions.tenantId, tenantId),
        eq(mentorSessions.mentorProfileId, profile.id),
        isNull(mentorSessions.mentorConfirmedAt),
        inArray(meetings.status, ['scheduled', 'completed']),
        sql`${meetings.endsAt} < now()`,
      )})::int + (select count(*) from ${mentorSessions} inner join ${meetings} on ${and(
        eq(meetings.tenantId, mentorSessions.tenantId),
        eq(meetings.id, mentorSessions.meetingId),
      )} where ${and(
        eq(mentorSessions.tenantId, tenantId),
        eq(mentorSessions.startupProfileId, profile.id),
        isNull(mentorSessions.startupConfirmedAt),
        inArray(meetings.status, ['scheduled', 'completed']),
        sql`${meetings.endsAt} < now()`,
      )})::int`,
      totalProfileViews: profiles.totalViews,
    })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profile.id)));
  return {
    pendingConnectionCount: row?.pendingConnectionCount ?? 0,
    sentConnectionCount: row?.sentConnectionCount ?? 0,
    unreadNotificationCount: row?.unreadNotificationCount ?? 0,
    unreadMessageCount: row?.unreadMessageCount ?? 0,
    pendingAcceptanceMentorHoursCount: row?.pendingAcceptanceMentorHoursCount ?? 0,
    pendingDocumentsUploadCount: row?.pendingDocumentsUploadCount ?? 0,
    pendingProgramFormSubmissionCount: row?.pendingProgramFormSubmissionCount ?? 0,
    pendingAcceptanceMeetingCount: row?.pendingAcceptanceMeetingCount ?? 0,
    totalProfileViews: row?.totalProfileViews ?? 0,
  };
};
