import { randomUUID } from 'node:crypto';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/modules/articles/tables.ts';
import { attachments } from '../src/modules/attachments/tables.ts';
import { emailVerifications, inviteCodes, otpCodes } from '../src/modules/auth/tables.ts';
import { certificates } from '../src/modules/certificates/tables.ts';
import { challengeParticipants, challenges } from '../src/modules/challenges/tables.ts';
import { chatMessages, conversationMembers, conversations } from '../src/modules/chat/tables.ts';
import {
  commentReactions,
  postComments,
  postMentions,
  postReactions,
  postReports,
  posts,
  postUploads,
} from '../src/modules/community/tables.ts';
import { connectionActionTokens, connectionAttachments, connections } from '../src/modules/connections/tables.ts';
import { dataExports } from '../src/modules/data-export/tables.ts';
import { connectionDocuments, documentRequests } from '../src/modules/documents/tables.ts';
import { eventRegistrations, eventSeatHolds, events } from '../src/modules/events/tables.ts';
import { facilities, facilityBookings } from '../src/modules/facilities/tables.ts';
import { platformFeedback } from '../src/modules/feedback/tables.ts';
import { formFiles, formSubmissions, forms } from '../src/modules/forms/tables.ts';
import { ticketFiles, ticketIssueTypes, ticketMessages, tickets } from '../src/modules/helpdesk/tables.ts';
import { ipRequestEvents, ipRequestFiles, ipRequests } from '../src/modules/ip/tables.ts';
import { hiringProfiles, jobApplications, jobs, seekerResumes } from '../src/modules/jobs/tables.ts';
import { matchDigestItems, matchFeedback, matchItemFeedback, matchKeys } from '../src/modules/matching/tables.ts';
import {
  availabilities,
  meetingRatings,
  meetings,
  mentorOffers,
  mentorSessions,
} from '../src/modules/meetings/tables.ts';
import {
  metricComments,
  metricInvites,
  metricReminders,
  metricRequests,
  metricReviewers,
  metricTypes,
  metricValues,
} from '../src/modules/metrics/tables.ts';
import { milestones, milestoneTemplates } from '../src/modules/milestones/tables.ts';
import { pitchClips, pitchCompiles } from '../src/modules/pitch/tables.ts';
import { portfolioEntries } from '../src/modules/portfolio/tables.ts';
import { importGrants, profileImports, profileShares } from '../src/modules/profile-import/tables.ts';
import { detailTables } from '../src/modules/profiles/store.ts';
import {
  jobSeekerEducation,
  jobSeekerExperience,
  profileViews,
  startupAdvisors,
  startupCommitments,
  startupFounders,
} from '../src/modules/profiles/tables.ts';
import {
  programApplicationEvents,
  programApplications,
  programDocuments,
  programNotes,
  programReviewers,
  programReviews,
  programs,
} from '../src/modules/programs/tables.ts';
import { savedFilters } from '../src/modules/search/tables.ts';
import { ssoAttempts, ssoProviders } from '../src/modules/sso/tables.ts';
import { perkClaims, perks } from '../src/modules/startup-kit/tables.ts';
import { teamInvitations } from '../src/modules/team/tables.ts';
import { wishlistEntries } from '../src/modules/wishlist/tables.ts';
import { sessions } from '../src/platform/auth/tables.ts';
import type { Database, Db } from '../src/platform/db/index.ts';
import { partners, profiles, users } from '../src/platform/identity/tables.ts';
import { notifications } from '../src/platform/notify/tables.ts';
import { membershipPlans, memberships } from '../src/platform/payments/tables.ts';
import { taxonomyTerms } from '../src/platform/reference/tables.ts';
import { connect, lookAlikeTenants, type Person } from './factory.ts';
import { openTestDatabase, sqlRows, type TestApp } from './helpers.ts';

/*
 * The database itself keeps every row inside its tenant: each reference between tenant-owned rows is a
 * composite (tenant_id, id) foreign key, so a row of one tenant pointing at another tenant's record is
 * refused whatever the code above it does. Checked on the real database, one case per foreign key, and
 * the catalogue is checked for a foreign key that skips the tenant.
 */

/** The records a new row may point at: the writing tenant's own, or the other tenant's. */
type Parents = {
  userId: string;
  profileId: number;
  partnerUuid: string;
  sessionId: string;
  termCode: string;
  connectionId: number;
  attachmentId: number;
  conversationId: number;
  messageId: number;
  postId: number;
  commentId: number;
  hiringProfileId: number;
  jobId: number;
  jobApplicationId: number;
  challengeId: number;
  formId: number;
  programId: number;
  programApplicationId: number;
  meetingId: number;
  eventId: number;
  metricTypeId: number;
  pitchTopicId: number;
  perkId: number;
  facilityId: number;
  issueTypeId: number;
  ticketId: number;
  ticketMessageId: number;
  ipRequestId: number;
  milestoneTemplateId: number;
  planId: number;
  ssoProviderId: number;
};
type Case = { constraint: string; insert: (db: Db, parent: Parents) => Promise<unknown> };

const termKind = 'industries';
const later = () => new Date(Date.now() + 60 * 60 * 1000);
const nextMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

let t: TestApp;
let database: Database;
/** The tenant that writes (alpha), its own parents, and the other tenant's (ventura). */
let writer: string;
let own: Parents;
let foreign: Parents;
/** A profile of the writing tenant besides `own.profileId`, for connections, which need two. */
let ownOther: number;

/** A user of the writing tenant besides `own.userId` (reviewers are unique per program and user). */
let ownOtherUser: string;
const programValues = (code: string, extra: Partial<typeof programs.$inferInsert> = {}) => ({
  tenantId: writer,
  family: 'program' as const,
  code,
  title: 'Probe program',
  summary: 'Probe',
  accountTypes: ['startup' as const],
  opensAt: new Date(),
  closesAt: later(),
  ...extra,
});

const meetingValues = (extra: Partial<typeof meetings.$inferInsert> = {}) => ({
  tenantId: writer,
  type: 'fundraising' as const,
  organizerProfileId: own.profileId,
  attendeeProfileId: ownOther,
  attendeeName: 'Probe attendee',
  startsAt: later(),
  endsAt: later(),
  timeZone: 'UTC',
  videoLink: '/meetings/probe',
  ...extra,
});
/** A meeting of the writing tenant that no mentorship session holds yet. */
const freshMeeting = async (db: Db) => {
  const [row] = await db.insert(meetings).values(meetingValues()).returning({ id: meetings.id });
  return row?.id ?? 0;
};

/** Every composite foreign key of the schema, with an insert into the writing tenant that uses it. */
const cases: Case[] = [
  {
    constraint: 'profiles_user_fk',
    insert: (db, p) => db.insert(profiles).values({ tenantId: writer, userId: p.userId, accountType: 'mentor' }),
  },
  {
    constraint: 'profiles_parent_fk',
    insert: (db, p) =>
      db
        .insert(profiles)
        .values({ tenantId: writer, userId: own.userId, accountType: 'mentor', parentId: p.profileId }),
  },
  {
    constraint: 'profiles_partner_fk',
    insert: (db, p) =>
      db
        .insert(profiles)
        .values({ tenantId: writer, userId: own.userId, accountType: 'mentor', partnerId: p.partnerUuid }),
  },
  ...(['user', 'profile', 'impersonator'] as const).map(
    (ref): Case => ({
      constraint: `sessions_${ref}_fk`,
      insert: (db, p) =>
        db.insert(sessions).values({
          tenantId: writer,
          userId: ref === 'user' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          impersonatorId: ref === 'impersonator' ? p.userId : null,
          tokenHash: randomUUID(),
          expiresAt: later(),
        }),
    }),
  ),
  ...(['profile', 'inviter'] as const).map(
    (ref): Case => ({
      constraint: `team_invitations_${ref}_fk`,
      insert: (db, p) =>
        db.insert(teamInvitations).values({
          tenantId: writer,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          invitedBy: ref === 'inviter' ? p.userId : own.userId,
          name: 'Invitee',
          email: 'invitee@example.com',
          tokenHash: randomUUID(),
          expiresAt: later(),
        }),
    }),
  ),
  ...(['user', 'session'] as const).map(
    (ref): Case => ({
      constraint: `email_verifications_${ref}_fk`,
      insert: (db, p) =>
        db.insert(emailVerifications).values({
          tenantId: writer,
          userId: ref === 'user' ? p.userId : own.userId,
          sessionId: ref === 'session' ? p.sessionId : null,
          email: 'new@example.com',
          expiresAt: later(),
        }),
    }),
  ),
  ...(['from', 'to'] as const).map(
    (end): Case => ({
      constraint: `connections_${end}_profile_fk`,
      insert: (db, p) =>
        db.insert(connections).values({
          tenantId: writer,
          fromProfileId: end === 'from' ? p.profileId : ownOther,
          toProfileId: end === 'to' ? p.profileId : ownOther,
        }),
    }),
  ),
  // A request to an investor may carry a document of its tenant, moderated by an operator of its tenant.
  {
    constraint: 'connections_attachment_fk',
    insert: (db, p) =>
      db.insert(connections).values({
        tenantId: writer,
        fromProfileId: own.profileId,
        toProfileId: ownOther,
        attachmentId: p.attachmentId,
      }),
  },
  {
    constraint: 'connections_moderated_by_fk',
    insert: (db, p) =>
      db
        .insert(connections)
        .values({ tenantId: writer, fromProfileId: own.profileId, toProfileId: ownOther, moderatedBy: p.userId }),
  },
  {
    constraint: 'connection_attachments_profile_fk',
    insert: (db, p) =>
      db.insert(connectionAttachments).values({
        tenantId: writer,
        profileId: p.profileId,
        fileKey: 'k/connection-attachments/deck.pdf',
        fileName: 'Deck.pdf',
        fileKind: 'pdf',
        fileSize: 1,
      }),
  },
  // An email link's nonce belongs to a connection of its own tenant.
  {
    constraint: 'connection_action_tokens_connection_fk',
    insert: (db, p) =>
      db
        .insert(connectionActionTokens)
        .values({ nonce: randomUUID(), tenantId: writer, connectionId: p.connectionId, expiresAt: later() }),
  },
  {
    constraint: 'notifications_user_fk',
    insert: (db, p) =>
      db.insert(notifications).values({ tenantId: writer, userId: p.userId, kind: 'platform', title: 'Probe' }),
  },
  // A program office's request to a startup for a document: both ends are profiles of its tenant.
  ...(['office', 'startup'] as const).map(
    (side): Case => ({
      constraint: `document_requests_${side}_profile_fk`,
      insert: (db, p) =>
        db.insert(documentRequests).values({
          tenantId: writer,
          officeProfileId: side === 'office' ? p.profileId : ownOther,
          startupProfileId: side === 'startup' ? p.profileId : ownOther,
          title: 'Pitch deck',
          description: 'The latest deck',
        }),
    }),
  ),
  // An investor's connection document belongs to a profile of its own tenant.
  {
    constraint: 'connection_documents_profile_fk',
    insert: (db, p) =>
      db
        .insert(connectionDocuments)
        .values({ tenantId: writer, profileId: p.profileId, fileKey: 'k/terms.pdf', fileKind: 'pdf', fileSize: 1 }),
  },
  // A saved directory filter belongs to a profile of its own tenant.
  {
    constraint: 'saved_filters_profile_fk',
    insert: (db, p) =>
      db
        .insert(savedFilters)
        .values({ tenantId: writer, profileId: p.profileId, accountType: 'investor', name: 'Mine', filters: {} }),
  },
  // A partner's portfolio: the partner, the founder's startup once joined, and who added it.
  ...(['partner', 'startup', 'added_by'] as const).map(
    (ref): Case => ({
      constraint: `portfolio_entries_${ref}_fk`,
      insert: (db, p) =>
        db.insert(portfolioEntries).values({
          tenantId: writer,
          partnerProfileId: ref === 'partner' ? p.profileId : own.profileId,
          startupProfileId: ref === 'startup' ? p.profileId : null,
          addedBy: ref === 'added_by' ? p.userId : null,
          source: 'added',
          status: 'invited',
          startupName: 'Probe Co',
          founderName: 'Probe Founder',
          email: `${randomUUID()}@probe.test`,
        }),
    }),
  ),
  // Each account type's own row, and the lists and views of a profile.
  ...Object.values(detailTables).map(
    (table): Case => ({
      constraint: `${getTableName(table)}_profile_fk`,
      // The profile may have its row already (demo data): the probe replaces it, and a refusal undoes that.
      insert: (db, p) =>
        db.transaction(async (tx) => {
          await tx.delete(table).where(eq(table.profileId, p.profileId));
          await tx.insert(table).values({ tenantId: writer, profileId: p.profileId });
        }),
    }),
  ),
  {
    constraint: 'startup_founders_profile_fk',
    insert: (db, p) => db.insert(startupFounders).values({ tenantId: writer, profileId: p.profileId, name: 'F' }),
  },
  {
    constraint: 'startup_advisors_profile_fk',
    insert: (db, p) => db.insert(startupAdvisors).values({ tenantId: writer, profileId: p.profileId, name: 'A' }),
  },
  {
    constraint: 'startup_commitments_profile_fk',
    insert: (db, p) => db.insert(startupCommitments).values({ tenantId: writer, profileId: p.profileId, title: 'C' }),
  },
  {
    constraint: 'job_seeker_experience_profile_fk',
    insert: (db, p) => db.insert(jobSeekerExperience).values({ tenantId: writer, profileId: p.profileId, title: 'E' }),
  },
  {
    constraint: 'job_seeker_education_profile_fk',
    insert: (db, p) =>
      db.insert(jobSeekerEducation).values({ tenantId: writer, profileId: p.profileId, institution: 'I' }),
  },
  {
    constraint: 'profile_views_profile_fk',
    insert: (db, p) =>
      db.insert(profileViews).values({ tenantId: writer, profileId: p.profileId, viewerKey: 'u:x', day: '2026-01-01' }),
  },
  {
    constraint: 'otp_codes_partner_fk',
    insert: (db, p) =>
      db.insert(otpCodes).values({
        tenantId: writer,
        purpose: 'signup',
        channel: 'email',
        recipient: 'someone@example.com',
        partnerId: p.partnerUuid,
        codeHash: 'x',
        expiresAt: later(),
      }),
  },
  {
    constraint: 'invite_codes_partner_fk',
    insert: (db, p) =>
      db.insert(inviteCodes).values({ tenantId: writer, code: `CODE-${randomUUID()}`, partnerId: p.partnerUuid }),
  },
  {
    constraint: 'platform_feedback_user_fk',
    insert: (db, p) => db.insert(platformFeedback).values({ tenantId: writer, userId: p.userId, ratings: 'good' }),
  },
  // A conversation is between profiles of its tenant (or a team of it), and so are its members and messages.
  ...(['low', 'high'] as const).map(
    (side): Case => ({
      constraint: `conversations_profile_${side}_fk`,
      insert: (db, p) =>
        db.insert(conversations).values({
          tenantId: writer,
          kind: 'direct',
          profileLow: side === 'low' ? p.profileId : ownOther,
          profileHigh: side === 'high' ? p.profileId : ownOther,
        }),
    }),
  ),
  {
    constraint: 'conversations_team_profile_fk',
    // The writing tenant's own probe profile has its team conversation already: its other profile is used.
    insert: (db, p) =>
      db
        .insert(conversations)
        .values({ tenantId: writer, kind: 'team', teamProfileId: p === own ? ownOther : p.profileId }),
  },
  {
    constraint: 'conversation_members_conversation_fk',
    insert: (db, p) =>
      db
        .insert(conversationMembers)
        .values({ tenantId: writer, conversationId: p.conversationId, profileId: ownOther }),
  },
  {
    constraint: 'conversation_members_profile_fk',
    insert: (db, p) =>
      db
        .insert(conversationMembers)
        .values({ tenantId: writer, conversationId: own.conversationId, profileId: p.profileId }),
  },
  ...(['conversation', 'sender', 'reply_to'] as const).map(
    (ref): Case => ({
      constraint: `chat_messages_${ref}_fk`,
      insert: (db, p) =>
        db.insert(chatMessages).values({
          tenantId: writer,
          conversationId: ref === 'conversation' ? p.conversationId : own.conversationId,
          senderProfileId: ref === 'sender' ? p.profileId : own.profileId,
          replyToId: ref === 'reply_to' ? p.messageId : null,
          body: 'Probe',
        }),
    }),
  ),
  // A post, its comments, reactions, mentions, uploads and reports are all of the post's tenant.
  {
    constraint: 'posts_author_fk',
    insert: (db, p) => db.insert(posts).values({ tenantId: writer, authorProfileId: p.profileId, body: 'Probe' }),
  },
  ...(['uploader', 'post'] as const).map(
    (ref): Case => ({
      constraint: `post_uploads_${ref}_fk`,
      insert: (db, p) =>
        db.insert(postUploads).values({
          tenantId: writer,
          uploaderProfileId: ref === 'uploader' ? p.profileId : own.profileId,
          postId: ref === 'post' ? p.postId : own.postId,
          type: 'document',
          kind: 'pdf',
          name: 'Probe.pdf',
          size: 1,
          key: `${writer}/post-files/probe.pdf`,
        }),
    }),
  ),
  ...(['post', 'author', 'parent'] as const).map(
    (ref): Case => ({
      constraint: `post_comments_${ref}_fk`,
      insert: (db, p) =>
        db.insert(postComments).values({
          tenantId: writer,
          postId: ref === 'post' ? p.postId : own.postId,
          authorProfileId: ref === 'author' ? p.profileId : own.profileId,
          parentId: ref === 'parent' ? p.commentId : null,
          body: 'Probe',
        }),
    }),
  ),
  ...(['post', 'profile'] as const).flatMap((ref): Case[] => [
    {
      constraint: `post_reactions_${ref}_fk`,
      insert: (db, p) =>
        db.insert(postReactions).values({
          tenantId: writer,
          postId: ref === 'post' ? p.postId : own.postId,
          profileId: ref === 'profile' ? p.profileId : ownOther,
          type: 'like',
        }),
    },
    {
      constraint: `post_mentions_${ref}_fk`,
      insert: (db, p) =>
        db.insert(postMentions).values({
          tenantId: writer,
          postId: ref === 'post' ? p.postId : own.postId,
          profileId: ref === 'profile' ? p.profileId : ownOther,
        }),
    },
  ]),
  ...(['comment', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `comment_reactions_${ref}_fk`,
      insert: (db, p) =>
        db.insert(commentReactions).values({
          tenantId: writer,
          commentId: ref === 'comment' ? p.commentId : own.commentId,
          profileId: ref === 'profile' ? p.profileId : ownOther,
          type: 'like',
        }),
    }),
  ),
  ...(['post', 'comment', 'reporter'] as const).map(
    (ref): Case => ({
      constraint: `post_reports_${ref}_fk`,
      insert: (db, p) =>
        db.insert(postReports).values({
          tenantId: writer,
          postId: ref === 'post' ? p.postId : own.postId,
          commentId: ref === 'comment' ? p.commentId : null,
          reporterProfileId: ref === 'reporter' ? p.profileId : ownOther,
          reason: 'spam',
        }),
    }),
  ),
  // A document uploaded ahead of its form belongs to a profile of its tenant.
  {
    constraint: 'attachments_uploader_fk',
    insert: (db, p) =>
      db.insert(attachments).values({
        tenantId: writer,
        uploaderProfileId: p.profileId,
        key: `${writer}/attachments/probe.pdf`,
        name: 'Probe.pdf',
        kind: 'pdf',
        size: 1,
      }),
  },
  // A job is posted by a hiring profile of its tenant, itself of a profile of the tenant.
  {
    constraint: 'hiring_profiles_profile_fk',
    // The writing tenant's own probe profile has its hiring profile already (one a profile): its other profile is used.
    insert: (db, p) =>
      db
        .insert(hiringProfiles)
        .values({ tenantId: writer, profileId: p === own ? ownOther : p.profileId, companyName: 'Probe Co' }),
  },
  {
    constraint: 'jobs_hiring_profile_fk',
    insert: (db, p) =>
      db.insert(jobs).values({
        tenantId: writer,
        hiringProfileId: p.hiringProfileId,
        title: 'Probe job',
        description: 'Probe',
        employmentType: 'full_time',
        workMode: 'remote',
        deadline: nextMonth(),
      }),
  },
  // An application is to a job of its tenant, by a user and profile of it (or by a signed-out visitor).
  ...(['job', 'user', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `job_applications_${ref}_fk`,
      insert: (db, p) =>
        db.insert(jobApplications).values({
          tenantId: writer,
          jobId: ref === 'job' ? p.jobId : own.jobId,
          applicantUserId: ref === 'user' ? p.userId : null,
          applicantProfileId: ref === 'profile' ? p.profileId : null,
          name: 'Probe Applicant',
        }),
    }),
  ),
  {
    constraint: 'seeker_resumes_profile_fk',
    insert: (db, p) =>
      db.insert(seekerResumes).values({
        tenantId: writer,
        profileId: p.profileId,
        resume: { key: `${writer}/resumes/probe.pdf`, name: 'Probe.pdf', kind: 'pdf', size: 1, uploadedAt: '' },
      }),
  },
  // A meeting is between profiles of its tenant, about a job application of it.
  ...(['organizer', 'attendee', 'job_application'] as const).map(
    (ref): Case => ({
      constraint: `meetings_${ref}_fk`,
      insert: (db, p) =>
        db.insert(meetings).values({
          tenantId: writer,
          type: 'job-interview',
          organizerProfileId: ref === 'organizer' ? p.profileId : own.profileId,
          attendeeProfileId: ref === 'attendee' ? p.profileId : null,
          attendeeName: 'Probe Attendee',
          jobApplicationId: ref === 'job_application' ? p.jobApplicationId : null,
          startsAt: later(),
          endsAt: later(),
          timeZone: 'UTC',
          videoLink: 'https://meet.example.com/probe',
        }),
    }),
  ),
  // A corporate's challenge, and a startup's application to it, are all of the challenge's tenant.
  {
    constraint: 'challenges_corporate_fk',
    insert: (db, p) =>
      db.insert(challenges).values({
        tenantId: writer,
        corporateProfileId: p.profileId,
        title: 'Probe challenge',
        problemStatement: 'Probe',
        rewards: 'None',
        eligibility: 'Anyone',
        deadline: nextMonth(),
      }),
  },
  ...(['challenge', 'startup'] as const).map(
    (ref): Case => ({
      constraint: `challenge_participants_${ref}_fk`,
      insert: (db, p) =>
        db.insert(challengeParticipants).values({
          tenantId: writer,
          challengeId: ref === 'challenge' ? p.challengeId : own.challengeId,
          startupProfileId: ref === 'startup' ? p.profileId : ownOther,
          pitch: 'Probe',
        }),
    }),
  ),
  {
    constraint: 'taxonomy_terms_parent_fk',
    insert: (db, p) =>
      db.insert(taxonomyTerms).values({
        tenantId: writer,
        kind: termKind,
        code: `term-${randomUUID()}`,
        name: 'A sub-term',
        parentCode: p.termCode,
      }),
  },
  // A form's answers and uploads are of the form's tenant, and so are the members who give them.
  ...(['form', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `form_submissions_${ref}_fk`,
      insert: (db, p) =>
        db.insert(formSubmissions).values({
          tenantId: writer,
          formId: ref === 'form' ? p.formId : own.formId,
          profileId: ref === 'profile' ? p.profileId : ownOther,
        }),
    }),
  ),
  ...(['form', 'uploader'] as const).map(
    (ref): Case => ({
      constraint: `form_files_${ref}_fk`,
      insert: (db, p) =>
        db.insert(formFiles).values({
          tenantId: writer,
          formId: ref === 'form' ? p.formId : own.formId,
          fieldKey: 'deck',
          uploaderProfileId: ref === 'uploader' ? p.profileId : ownOther,
          key: `${writer}/documents/probe.pdf`,
          name: 'Deck.pdf',
          kind: 'pdf',
          size: 1,
        }),
    }),
  ),
  // A program runs on a form of its tenant, by an office of its tenant.
  {
    constraint: 'programs_form_fk',
    insert: (db, p) =>
      db.insert(programs).values(programValues(`FK-${randomUUID().slice(0, 8)}`, { formId: p.formId })),
  },
  {
    constraint: 'programs_office_fk',
    insert: (db, p) =>
      db.insert(programs).values(programValues(`FK-${randomUUID().slice(0, 8)}`, { officeProfileId: p.profileId })),
  },
  ...(['program', 'user'] as const).map(
    (ref): Case => ({
      constraint: `program_reviewers_${ref}_fk`,
      insert: (db, p) =>
        db.insert(programReviewers).values({
          tenantId: writer,
          programId: ref === 'program' ? p.programId : own.programId,
          userId: ref === 'user' ? p.userId : ownOtherUser,
        }),
    }),
  ),
  // An application is a profile's, of a program, started by a user, all of its tenant.
  ...(['program', 'profile', 'user'] as const).map(
    (ref): Case => ({
      constraint: `program_applications_${ref}_fk`,
      insert: async (db, p) => {
        // The parents' own application holds (program, profile) already: a profile's case applies to a new program.
        const [fresh] = await db
          .insert(programs)
          .values(programValues(`FK-${randomUUID().slice(0, 8)}`))
          .returning({ id: programs.id });
        return db.insert(programApplications).values({
          tenantId: writer,
          programId: ref === 'program' ? p.programId : (fresh?.id ?? 0),
          profileId: ref === 'profile' ? p.profileId : ownOther,
          userId: ref === 'user' ? p.userId : own.userId,
        });
      },
    }),
  ),
  {
    constraint: 'program_application_events_application_fk',
    insert: (db, p) =>
      db
        .insert(programApplicationEvents)
        .values({ tenantId: writer, applicationId: p.programApplicationId, stage: 'application', status: 'in_review' }),
  },
  ...(['application', 'reviewer'] as const).map(
    (ref): Case => ({
      constraint: `program_reviews_${ref}_fk`,
      insert: (db, p) =>
        db.insert(programReviews).values({
          tenantId: writer,
          applicationId: ref === 'application' ? p.programApplicationId : own.programApplicationId,
          reviewerUserId: ref === 'reviewer' ? p.userId : ownOtherUser,
          scores: {},
          total: 0,
        }),
    }),
  ),
  ...(['application', 'author'] as const).map(
    (ref): Case => ({
      constraint: `program_notes_${ref}_fk`,
      insert: (db, p) =>
        db.insert(programNotes).values({
          tenantId: writer,
          applicationId: ref === 'application' ? p.programApplicationId : own.programApplicationId,
          authorUserId: ref === 'author' ? p.userId : own.userId,
          body: 'Probe note',
        }),
    }),
  ),
  {
    constraint: 'meetings_awaiting_fk',
    insert: (db, p) => db.insert(meetings).values(meetingValues({ awaitingProfileId: p.profileId })),
  },
  // One availability and one mentor offer per profile: a second of the own profile changes nothing.
  {
    constraint: 'availabilities_profile_fk',
    insert: (db, p) =>
      db
        .insert(availabilities)
        .values({ tenantId: writer, profileId: p.profileId, type: 'anytime', timeZone: 'UTC' })
        .onConflictDoNothing(),
  },
  {
    constraint: 'mentor_offers_mentor_fk',
    insert: (db, p) =>
      db.insert(mentorOffers).values({ tenantId: writer, mentorProfileId: p.profileId }).onConflictDoNothing(),
  },
  ...(['meeting', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `meeting_ratings_${ref}_fk`,
      insert: (db, p) =>
        db.insert(meetingRatings).values({
          tenantId: writer,
          meetingId: ref === 'meeting' ? p.meetingId : own.meetingId,
          profileId: ref === 'profile' ? p.profileId : ownOther,
          ratings: 'good',
        }),
    }),
  ),
  ...(['meeting', 'mentor', 'startup'] as const).map(
    (ref): Case => ({
      constraint: `mentor_sessions_${ref}_fk`,
      insert: async (db, p) =>
        db.insert(mentorSessions).values({
          tenantId: writer,
          meetingId: ref === 'meeting' ? p.meetingId : await freshMeeting(db),
          mentorProfileId: ref === 'mentor' ? p.profileId : ownOther,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          topic: 'Probe topic',
          bookedMinutes: 60,
        }),
    }),
  ),
  ...(['event', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `event_registrations_${ref}_fk`,
      insert: (db, p) =>
        db.insert(eventRegistrations).values({
          tenantId: writer,
          eventId: ref === 'event' ? p.eventId : own.eventId,
          profileId: ref === 'profile' ? p.profileId : null,
          name: 'Probe registrant',
          email: ref === 'profile' ? null : `probe-${randomUUID().slice(0, 8)}@example.com`,
          responseAction: 'attending',
          timeZone: 'UTC',
        }),
    }),
  ),
  // A verdict on a match is between two profiles of its tenant.
  ...(['profile', 'target'] as const).map(
    (ref): Case => ({
      constraint: `match_feedback_${ref}_fk`,
      insert: (db, p) =>
        db
          .insert(matchFeedback)
          .values({
            tenantId: writer,
            profileId: ref === 'profile' ? p.profileId : ownOther,
            targetProfileId: ref === 'target' ? p.profileId : ownOther,
            verdict: 'good',
          })
          .onConflictDoNothing(),
    }),
  ),
  // A profile's match keys, its verdicts on challenges and programs and what its digests told it are its own.
  {
    constraint: 'match_keys_profile_fk',
    insert: (db, p) =>
      db
        .insert(matchKeys)
        .values({ tenantId: writer, profileId: p.profileId, accountType: 'startup', keys: [] })
        .onConflictDoNothing(),
  },
  {
    constraint: 'match_item_feedback_profile_fk',
    insert: (db, p) =>
      db
        .insert(matchItemFeedback)
        .values({ tenantId: writer, profileId: p.profileId, itemKind: 'challenge', itemId: 1, verdict: 'good' })
        .onConflictDoNothing(),
  },
  {
    constraint: 'match_digest_items_profile_fk',
    insert: (db, p) =>
      db
        .insert(matchDigestItems)
        .values({ tenantId: writer, profileId: p.profileId, matchUuid: randomUUID() })
        .onConflictDoNothing(),
  },
  ...(['owner', 'target'] as const).map(
    (ref): Case => ({
      constraint: `wishlist_entries_${ref}_fk`,
      insert: (db, p) =>
        db
          .insert(wishlistEntries)
          .values({
            tenantId: writer,
            ownerProfileId: ref === 'owner' ? p.profileId : ownOther,
            targetProfileId: ref === 'target' ? p.profileId : ownOther,
            userAccountType: 'mentor',
          })
          .onConflictDoNothing(),
    }),
  ),
  ...(['startup', 'type'] as const).map(
    (ref): Case => ({
      constraint: `metric_values_${ref}_fk`,
      insert: (db, p) =>
        db.insert(metricValues).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          metricTypeId: ref === 'type' ? p.metricTypeId : own.metricTypeId,
          periodStart: `20${10 + Math.floor(Math.random() * 80)}-0${1 + Math.floor(Math.random() * 9)}-01`,
          value: 1,
        }),
    }),
  ),
  ...(['startup', 'reviewer'] as const).map(
    (ref): Case => ({
      constraint: `metric_reviewers_${ref}_fk`,
      insert: (db, p) =>
        db.insert(metricReviewers).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          reviewerProfileId: ref === 'reviewer' ? p.profileId : ownOther,
        }),
    }),
  ),
  ...(['startup', 'inviter'] as const).map(
    (ref): Case => ({
      constraint: `metric_invites_${ref}_fk`,
      insert: (db, p) =>
        db.insert(metricInvites).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          invitedByProfileId: ref === 'inviter' ? p.profileId : own.profileId,
          email: 'probe@example.com',
          name: 'Probe',
          tokenHash: randomUUID(),
          expiresAt: later(),
        }),
    }),
  ),
  ...(['startup', 'reviewer'] as const).map(
    (ref): Case => ({
      constraint: `metric_requests_${ref}_fk`,
      insert: (db, p) =>
        db.insert(metricRequests).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          reviewerProfileId: ref === 'reviewer' ? p.profileId : ownOther,
          message: 'Probe',
        }),
    }),
  ),
  ...(['startup', 'author'] as const).map(
    (ref): Case => ({
      constraint: `metric_comments_${ref}_fk`,
      insert: (db, p) =>
        db.insert(metricComments).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          authorProfileId: ref === 'author' ? p.profileId : ownOther,
          body: 'Probe',
        }),
    }),
  ),
  {
    constraint: 'metric_reminders_startup_fk',
    insert: (db, p) =>
      db.insert(metricReminders).values({ tenantId: writer, startupProfileId: p.profileId, period: randomUUID() }),
  },
  ...(['startup', 'topic'] as const).map(
    (ref): Case => ({
      constraint: `pitch_clips_${ref}_fk`,
      insert: (db, p) =>
        db.insert(pitchClips).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          topicId: ref === 'topic' ? p.pitchTopicId : own.pitchTopicId,
          kind: 'fundraising-pitch',
        }),
    }),
  ),
  ...(['recipient', 'issuer'] as const).map(
    (ref): Case => ({
      constraint: `certificates_${ref}_fk`,
      insert: (db, p) =>
        db.insert(certificates).values({
          tenantId: writer,
          code: `PROB-E${randomUUID().slice(0, 3).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`,
          recipientProfileId: ref === 'recipient' ? p.profileId : own.profileId,
          recipientName: 'Probe',
          title: 'Probe',
          reason: 'Probe',
          source: 'manual',
          facts: '{}',
          signature: 'x',
          keyId: 'x',
          issuedByUserId: ref === 'issuer' ? p.userId : own.userId,
          issuedAt: new Date(),
        }),
    }),
  ),
  {
    constraint: 'articles_author_fk',
    insert: (db, p) =>
      db.insert(articles).values({
        tenantId: writer,
        kind: 'news',
        slug: `probe-${randomUUID()}`,
        title: 'Probe',
        audience: { scope: 'public' },
        createdByUserId: p.userId,
      }),
  },
  {
    constraint: 'perks_partner_fk',
    insert: (db, p) =>
      db.insert(perks).values({
        tenantId: writer,
        partnerUuid: p.partnerUuid,
        title: 'Probe',
        kind: 'credits',
        summary: 'Probe',
        value: 'Probe',
        code: 'PROBE',
        eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: null, programUuids: [] },
      }),
  },
  ...(['perk', 'startup', 'user'] as const).map(
    (ref): Case => ({
      constraint: `perk_claims_${ref}_fk`,
      insert: (db, p) =>
        db.insert(perkClaims).values({
          tenantId: writer,
          perkId: ref === 'perk' ? p.perkId : own.perkId,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          claimedByUserId: ref === 'user' ? p.userId : own.userId,
        }),
    }),
  ),
  ...(['user', 'plan'] as const).map(
    (ref): Case => ({
      constraint: `memberships_${ref}_fk`,
      insert: (db, p) =>
        db.insert(memberships).values({
          tenantId: writer,
          userId: ref === 'user' ? p.userId : ownOtherUser,
          planId: ref === 'plan' ? p.planId : own.planId,
          provider: 'stripe',
          // Ended, so that the writer's users hold no live membership the probes would collide with.
          status: 'ended',
        }),
    }),
  ),
  ...(['event', 'user'] as const).map(
    (ref): Case => ({
      constraint: `event_seat_holds_${ref}_fk`,
      insert: (db, p) =>
        db.insert(eventSeatHolds).values({
          tenantId: writer,
          eventId: ref === 'event' ? p.eventId : own.eventId,
          userId: ref === 'user' ? p.userId : own.userId,
          orderUuid: randomUUID(),
          holdUntil: later(),
        }),
    }),
  ),
  ...(['facility', 'user', 'profile', 'decided_by'] as const).map(
    (ref): Case => ({
      constraint: `facility_bookings_${ref}_fk`,
      insert: (db, p) =>
        db.insert(facilityBookings).values({
          tenantId: writer,
          facilityId: ref === 'facility' ? p.facilityId : own.facilityId,
          userId: ref === 'user' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          decidedByUserId: ref === 'decided_by' ? p.userId : null,
          // A slot of its own for each probe, so the no-overlap constraint never answers first.
          startsAt: new Date(Date.UTC(2090, 0, 1, ['facility', 'user', 'profile', 'decided_by'].indexOf(ref))),
          endsAt: new Date(Date.UTC(2090, 0, 1, ['facility', 'user', 'profile', 'decided_by'].indexOf(ref), 30)),
          status: 'confirmed',
        }),
    }),
  ),
  ...(['raised_by', 'profile', 'issue_type', 'assignee'] as const).map(
    (ref): Case => ({
      constraint: `tickets_${ref}_fk`,
      insert: (db, p) =>
        db.insert(tickets).values({
          tenantId: writer,
          number: 800_000 + Math.floor(Math.random() * 99_999),
          raisedByUserId: ref === 'raised_by' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          issueTypeId: ref === 'issue_type' ? p.issueTypeId : own.issueTypeId,
          assigneeUserId: ref === 'assignee' ? p.userId : null,
          subject: 'Probe',
          description: 'Probe',
          replyToken: randomUUID(),
        }),
    }),
  ),
  ...(['ticket', 'author'] as const).map(
    (ref): Case => ({
      constraint: `ticket_messages_${ref}_fk`,
      insert: (db, p) =>
        db.insert(ticketMessages).values({
          tenantId: writer,
          ticketId: ref === 'ticket' ? p.ticketId : own.ticketId,
          authorUserId: ref === 'author' ? p.userId : own.userId,
          body: 'Probe',
        }),
    }),
  ),
  ...(['ticket', 'message'] as const).map(
    (ref): Case => ({
      constraint: `ticket_files_${ref}_fk`,
      insert: (db, p) =>
        db.insert(ticketFiles).values({
          tenantId: writer,
          ticketId: ref === 'ticket' ? p.ticketId : own.ticketId,
          messageId: ref === 'message' ? p.ticketMessageId : own.ticketMessageId,
          storageKey: 'probe',
          fileName: 'probe.pdf',
          kind: 'pdf',
          size: 1,
        }),
    }),
  ),
  ...(['requester', 'profile', 'facilitator'] as const).map(
    (ref): Case => ({
      constraint: `ip_requests_${ref}_fk`,
      insert: (db, p) =>
        db.insert(ipRequests).values({
          tenantId: writer,
          requesterUserId: ref === 'requester' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          facilitatorUserId: ref === 'facilitator' ? p.userId : null,
          kind: 'trademark',
          title: 'Probe',
          description: 'Probe',
        }),
    }),
  ),
  ...(['request', 'author'] as const).map(
    (ref): Case => ({
      constraint: `ip_request_events_${ref}_fk`,
      insert: (db, p) =>
        db.insert(ipRequestEvents).values({
          tenantId: writer,
          ipRequestId: ref === 'request' ? p.ipRequestId : own.ipRequestId,
          authorUserId: ref === 'author' ? p.userId : own.userId,
          note: 'Probe',
        }),
    }),
  ),
  {
    constraint: 'ip_request_files_request_fk',
    insert: (db, p) =>
      db.insert(ipRequestFiles).values({
        tenantId: writer,
        ipRequestId: p.ipRequestId,
        storageKey: 'probe',
        fileName: 'probe.pdf',
        kind: 'pdf',
        size: 1,
      }),
  },
  ...(['program', 'partner', 'author'] as const).map(
    (ref): Case => ({
      constraint: `milestone_templates_${ref}_fk`,
      insert: (db, p) =>
        db.insert(milestoneTemplates).values({
          tenantId: writer,
          programId: ref === 'program' ? p.programId : null,
          partnerUuid: ref === 'partner' ? p.partnerUuid : null,
          createdByUserId: ref === 'author' ? p.userId : null,
          title: 'Probe',
          category: 'product',
        }),
    }),
  ),
  ...(['startup', 'template', 'program', 'confirmed_by'] as const).map(
    (ref): Case => ({
      constraint: `milestones_${ref}_fk`,
      insert: (db, p) =>
        db.insert(milestones).values({
          tenantId: writer,
          startupProfileId: ref === 'startup' ? p.profileId : own.profileId,
          templateId: ref === 'template' ? p.milestoneTemplateId : null,
          programId: ref === 'program' ? p.programId : null,
          confirmedByUserId: ref === 'confirmed_by' ? p.userId : null,
          title: 'Probe',
          category: 'product',
          dueOn: nextMonth(),
        }),
    }),
  ),
  {
    constraint: 'import_grants_user_fk',
    insert: (db, p) =>
      db.insert(importGrants).values({
        tenantId: writer,
        userId: p.userId,
        audienceTenantId: writer,
        tokenHash: randomUUID(),
        recipient: 'probe@example.test',
        expiresAt: later(),
      }),
  },
  ...(['user', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `profile_shares_${ref}_fk`,
      insert: (db, p) =>
        db.insert(profileShares).values({
          tenantId: writer,
          userId: ref === 'user' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          targetTenantId: writer,
          importUuid: randomUUID(),
        }),
    }),
  ),
  ...(['user', 'profile'] as const).map(
    (ref): Case => ({
      constraint: `profile_imports_${ref}_fk`,
      insert: (db, p) =>
        db.insert(profileImports).values({
          tenantId: writer,
          userId: ref === 'user' ? p.userId : own.userId,
          profileId: ref === 'profile' ? p.profileId : own.profileId,
          sourceTenantId: writer,
          shareUuid: randomUUID(),
        }),
    }),
  ),
  ...(['provider', 'user'] as const).map(
    (ref): Case => ({
      constraint: `sso_attempts_${ref}_fk`,
      insert: (db, p) =>
        db.insert(ssoAttempts).values({
          tenantId: writer,
          providerId: ref === 'provider' ? p.ssoProviderId : own.ssoProviderId,
          userId: ref === 'user' ? p.userId : null,
          stateHash: randomUUID(),
          nonce: 'probe',
          codeVerifier: 'probe',
          expiresAt: later(),
        }),
    }),
  ),
  {
    constraint: 'data_exports_user_fk',
    insert: (db, p) => db.insert(dataExports).values({ tenantId: writer, userId: p.userId }),
  },
  {
    constraint: 'pitch_compiles_startup_fk',
    insert: (db, p) =>
      db.insert(pitchCompiles).values({
        tenantId: writer,
        startupProfileId: p.profileId,
        kind: 'sales-pitch',
        status: 'none',
      }),
  },
  {
    constraint: 'program_documents_application_fk',
    insert: (db, p) =>
      db.insert(programDocuments).values({
        tenantId: writer,
        applicationId: p.programApplicationId,
        key: `probe_${randomUUID().slice(0, 8).replaceAll('-', '')}`,
        stage: 'application',
        title: 'Probe document',
      }),
  },
];

/** The foreign key a failed statement broke, found through the driver's error and its causes. */
const violatedKey = (error: unknown): string | undefined => {
  for (let e = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    if ('code' in e && e.code === '23503' && 'constraint' in e && typeof e.constraint === 'string') return e.constraint;
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
};

/** What an insert did: 'stored', the foreign key it broke, or another error's message. */
const attempt = async (insert: () => Promise<unknown>) => {
  try {
    await insert();
    return 'stored';
  } catch (error) {
    return violatedKey(error) ?? `failed otherwise: ${error instanceof Error ? error.message : String(error)}`;
  }
};

/** Runs the insert in a transaction that is rolled back, so a case that succeeds leaves nothing behind. */
const attemptAndUndo = (db: Db, insert: (tx: Db) => Promise<unknown>) =>
  attempt(() =>
    db.transaction(async (tx) => {
      await insert(tx);
      throw new Undo();
    }),
  ).then((outcome) => (outcome.includes(Undo.message) ? 'stored' : outcome));
class Undo extends Error {
  static readonly message = 'undo the probe';
  constructor() {
    super(Undo.message);
  }
}

/** The rows of a person's tenant that a probe points at: theirs, and the connection given. */
const parentsOf = async (db: Db, slug: string, person: Person, connection: { id: number }): Promise<Parents> => {
  const row = { tenantId: person.tenantId, userId: person.userId, profileId: person.profileId };
  const [partner] = await db
    .select({ uuid: partners.uuid })
    .from(partners)
    .where(eq(partners.tenantId, row.tenantId))
    .limit(1);
  if (!partner) throw new Error(`No partner on ${slug}`);
  const [session] = await db
    .insert(sessions)
    .values({
      tenantId: row.tenantId,
      userId: row.userId,
      profileId: row.profileId,
      tokenHash: randomUUID(),
      expiresAt: later(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('No session stored');
  // A term only this tenant has, so the other tenant can only reach it across the tenant line.
  const termCode = `only-${slug}`;
  await db.insert(taxonomyTerms).values({ tenantId: row.tenantId, kind: termKind, code: termCode, name: slug });
  // A request document of its own.
  const [attachment] = await db
    .insert(connectionAttachments)
    .values({
      tenantId: row.tenantId,
      profileId: row.profileId,
      fileKey: `${row.tenantId}/connection-attachments/probe.pdf`,
      fileName: 'Probe.pdf',
      fileKind: 'pdf',
      fileSize: 1,
    })
    .returning({ id: connectionAttachments.id });
  if (!attachment) throw new Error(`No document on ${slug}`);
  // A team conversation of the profile, with one message in it.
  const [conversation] = await db
    .insert(conversations)
    .values({ tenantId: row.tenantId, kind: 'team', teamProfileId: row.profileId })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error(`No conversation on ${slug}`);
  const [message] = await db
    .insert(chatMessages)
    .values({ tenantId: row.tenantId, conversationId: conversation.id, senderProfileId: row.profileId, body: 'Hi' })
    .returning({ id: chatMessages.id });
  if (!message) throw new Error(`No message on ${slug}`);
  // A post of the profile, with one comment on it.
  const [post] = await db
    .insert(posts)
    .values({ tenantId: row.tenantId, authorProfileId: row.profileId, body: 'Probe post' })
    .returning({ id: posts.id });
  if (!post) throw new Error(`No post on ${slug}`);
  const [comment] = await db
    .insert(postComments)
    .values({ tenantId: row.tenantId, postId: post.id, authorProfileId: row.profileId, body: 'Probe comment' })
    .returning({ id: postComments.id });
  if (!comment) throw new Error(`No comment on ${slug}`);
  // The profile's hiring profile (the demo's employers have theirs already), a job of it and a visitor's
  // application to that job.
  const [hiring] = await db
    .insert(hiringProfiles)
    .values({ tenantId: row.tenantId, profileId: row.profileId, companyName: 'Probe Co' })
    .onConflictDoUpdate({ target: [hiringProfiles.tenantId, hiringProfiles.profileId], set: { updatedAt: new Date() } })
    .returning({ id: hiringProfiles.id });
  if (!hiring) throw new Error(`No hiring profile on ${slug}`);
  const [job] = await db
    .insert(jobs)
    .values({
      tenantId: row.tenantId,
      hiringProfileId: hiring.id,
      title: 'Probe job',
      description: 'Probe',
      employmentType: 'full_time',
      workMode: 'remote',
      deadline: nextMonth(),
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error(`No job on ${slug}`);
  const [application] = await db
    .insert(jobApplications)
    .values({ tenantId: row.tenantId, jobId: job.id, name: 'Probe Visitor' })
    .returning({ id: jobApplications.id });
  if (!application) throw new Error(`No job application on ${slug}`);
  // A challenge of the profile.
  const [challenge] = await db
    .insert(challenges)
    .values({
      tenantId: row.tenantId,
      corporateProfileId: row.profileId,
      title: 'Probe challenge',
      problemStatement: 'Probe',
      rewards: 'None',
      eligibility: 'Anyone',
      deadline: nextMonth(),
    })
    .returning({ id: challenges.id });
  if (!challenge) throw new Error(`No challenge on ${slug}`);
  // A form of the tenant, a program on it, and the profile's application to that program.
  const [form] = await db
    .insert(forms)
    .values({ tenantId: row.tenantId, code: `probe-${randomUUID().slice(0, 8)}`, title: 'Probe form' })
    .returning({ id: forms.id });
  if (!form) throw new Error(`No form on ${slug}`);
  const [program] = await db
    .insert(programs)
    .values({
      tenantId: row.tenantId,
      family: 'program',
      code: `PROBE-${randomUUID().slice(0, 8)}`,
      title: 'Probe program',
      summary: 'Probe',
      accountTypes: ['startup'],
      opensAt: new Date(),
      closesAt: later(),
      formId: form.id,
    })
    .returning({ id: programs.id });
  if (!program) throw new Error(`No program on ${slug}`);
  const [programApplication] = await db
    .insert(programApplications)
    .values({ tenantId: row.tenantId, programId: program.id, profileId: row.profileId, userId: row.userId })
    .returning({ id: programApplications.id });
  if (!programApplication) throw new Error(`No program application on ${slug}`);
  const [meeting] = await db
    .insert(meetings)
    .values({
      tenantId: row.tenantId,
      type: 'fundraising',
      organizerProfileId: row.profileId,
      attendeeName: 'Probe attendee',
      startsAt: later(),
      endsAt: later(),
      timeZone: 'UTC',
      videoLink: '/meetings/probe',
    })
    .returning({ id: meetings.id });
  if (!meeting) throw new Error(`No meeting on ${slug}`);
  const [event] = await db
    .insert(events)
    .values({
      tenantId: row.tenantId,
      title: 'Probe event',
      mode: 'online',
      startsAt: later(),
      endsAt: later(),
      timeZone: 'UTC',
    })
    .returning({ id: events.id });
  if (!event) throw new Error(`No event on ${slug}`);
  const [metricType] = await db
    .insert(metricTypes)
    .values({
      tenantId: row.tenantId,
      key: `probe_${randomUUID().slice(0, 8)}`,
      name: 'Probe',
      unit: 'count',
      period: 'monthly',
      position: 99,
    })
    .returning({ id: metricTypes.id });
  if (!metricType) throw new Error(`No metric type on ${slug}`);
  const [pitchTopic] = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .where(
      and(
        eq(taxonomyTerms.tenantId, row.tenantId),
        eq(taxonomyTerms.kind, 'pitch-video-topics'),
        eq(taxonomyTerms.parentCode, 'fundraising-pitch'),
      ),
    )
    .limit(1);
  if (!pitchTopic) throw new Error(`No pitch topic on ${slug}`);
  const [perk] = await db
    .insert(perks)
    .values({
      tenantId: row.tenantId,
      title: 'Probe perk',
      kind: 'credits',
      summary: 'Probe',
      value: 'Probe',
      code: 'PROBE',
      eligibility: { approvedOnly: true, fundingStages: [], maxCompanyAgeYears: null, programUuids: [] },
    })
    .returning({ id: perks.id });
  if (!perk) throw new Error(`No perk on ${slug}`);
  const [facility] = await db
    .insert(facilities)
    .values({ tenantId: row.tenantId, name: 'Probe room', kind: 'room' })
    .returning({ id: facilities.id });
  if (!facility) throw new Error(`No facility on ${slug}`);
  const [issueType] = await db
    .insert(ticketIssueTypes)
    .values({ tenantId: row.tenantId, name: `Probe ${randomUUID()}` })
    .returning({ id: ticketIssueTypes.id });
  if (!issueType) throw new Error(`No issue type on ${slug}`);
  const [ticket] = await db
    .insert(tickets)
    .values({
      tenantId: row.tenantId,
      number: 900_000 + Math.floor(Math.random() * 99_999),
      raisedByUserId: row.userId,
      issueTypeId: issueType.id,
      subject: 'Probe',
      description: 'Probe',
      replyToken: randomUUID(),
    })
    .returning({ id: tickets.id });
  if (!ticket) throw new Error(`No ticket on ${slug}`);
  const [ticketMessage] = await db
    .insert(ticketMessages)
    .values({ tenantId: row.tenantId, ticketId: ticket.id, authorUserId: row.userId, body: 'Probe' })
    .returning({ id: ticketMessages.id });
  if (!ticketMessage) throw new Error(`No ticket message on ${slug}`);
  const [ipRequest] = await db
    .insert(ipRequests)
    .values({
      tenantId: row.tenantId,
      requesterUserId: row.userId,
      profileId: row.profileId,
      kind: 'patent',
      title: 'Probe',
      description: 'Probe',
    })
    .returning({ id: ipRequests.id });
  if (!ipRequest) throw new Error(`No IP request on ${slug}`);
  const [milestoneTemplate] = await db
    .insert(milestoneTemplates)
    .values({ tenantId: row.tenantId, title: 'Probe', category: 'product' })
    .returning({ id: milestoneTemplates.id });
  if (!milestoneTemplate) throw new Error(`No milestone template on ${slug}`);
  const [plan] = await db
    .insert(membershipPlans)
    .values({
      tenantId: row.tenantId,
      name: 'Probe',
      priceMinor: 100,
      currency: 'INR',
      interval: 'yearly',
      unlocks: { features: [], accountTypes: [], eventSeats: 0 },
    })
    .returning({ id: membershipPlans.id });
  if (!plan) throw new Error(`No membership plan on ${slug}`);
  const [ssoProvider] = await db
    .insert(ssoProviders)
    .values({ tenantId: row.tenantId, label: 'Probe', issuer: 'https://id.example.test', clientId: 'probe' })
    .returning({ id: ssoProviders.id });
  if (!ssoProvider) throw new Error(`No SSO provider on ${slug}`);
  return {
    planId: plan.id,
    ssoProviderId: ssoProvider.id,
    ipRequestId: ipRequest.id,
    milestoneTemplateId: milestoneTemplate.id,
    facilityId: facility.id,
    issueTypeId: issueType.id,
    ticketId: ticket.id,
    ticketMessageId: ticketMessage.id,
    perkId: perk.id,
    pitchTopicId: pitchTopic.id,
    metricTypeId: metricType.id,
    meetingId: meeting.id,
    eventId: event.id,
    formId: form.id,
    programId: program.id,
    programApplicationId: programApplication.id,
    postId: post.id,
    commentId: comment.id,
    userId: row.userId,
    profileId: row.profileId,
    partnerUuid: partner.uuid,
    sessionId: session.id,
    termCode,
    connectionId: connection.id,
    attachmentId: attachment.id,
    conversationId: conversation.id,
    messageId: message.id,
    hiringProfileId: hiring.id,
    jobId: job.id,
    jobApplicationId: application.id,
    challengeId: challenge.id,
  };
};

/**
 * A test app for the factory on a database of its own, with an empty app: this file talks to the database
 * alone, and building the real app would cost it seconds.
 */
const databaseOnly = async (): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase();
  const app = Fastify();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
};

beforeAll(async () => {
  t = await databaseOnly();
  database = t.database;
  const { db } = database;
  // The same people on both tenants: each writer is connected with a contact, and not with `other`, so
  // that a new connection of the writer and `other` is not a duplicate.
  const { home, away } = await lookAlikeTenants(t, {
    writer: { type: 'startup' },
    other: { type: 'investor' },
    contact: { type: 'corporate' },
  });
  foreign = await parentsOf(
    db,
    'ventura',
    home.people.writer,
    await connect(t, home.people.writer, home.people.contact),
  );
  own = await parentsOf(db, 'alpha', away.people.writer, await connect(t, away.people.writer, away.people.contact));
  writer = away.tenant.id;
  ownOther = away.people.other.profileId;
  ownOtherUser = away.people.other.userId;
});
afterAll(() => t.close());

describe('composite tenant keys', () => {
  it.each(cases.map((c) => [c.constraint, c] as const))('%s refuses a parent of another tenant', async (_, c) => {
    const { db } = database;
    // The same row is fine with the writing tenant's own parent, so the refusal below is the tenant line.
    expect(await attemptAndUndo(db, (tx) => c.insert(tx, own))).toBe('stored');
    expect(await attempt(() => c.insert(db, foreign))).toBe(c.constraint);
  });

  it('refuses an update that moves a reference into another tenant', async () => {
    const { db } = database;
    const outcome = await attempt(() =>
      db
        .update(sessions)
        .set({ profileId: foreign.profileId })
        .where(and(eq(sessions.tenantId, writer), eq(sessions.id, own.sessionId))),
    );
    expect(outcome).toBe('sessions_profile_fk');
  });

  it('keeps the ON DELETE rules: a user going takes their sessions, also those they borrowed', async () => {
    const { db } = database;
    const [operator] = await db
      .insert(users)
      .values({ tenantId: writer, name: 'Short-lived operator', role: 'operator' })
      .returning({ id: users.id });
    if (!operator) throw new Error('No operator stored');
    await db.insert(sessions).values({
      tenantId: writer,
      userId: own.userId,
      profileId: own.profileId,
      impersonatorId: operator.id,
      tokenHash: randomUUID(),
      expiresAt: later(),
    });
    await db.delete(users).where(and(eq(users.tenantId, writer), eq(users.id, operator.id)));
    const left = await sqlRows(
      database,
      sql`select count(*)::int as n from sessions where impersonator_id = ${operator.id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('lets a profile that applied to a job go: the application stays, without the profile', async () => {
    const { db } = database;
    let kept: unknown[] = [];
    const outcome = await attemptAndUndo(db, async (tx) => {
      const [application] = await tx
        .insert(jobApplications)
        .values({ tenantId: writer, jobId: own.jobId, applicantProfileId: ownOther, name: 'Leaving Applicant' })
        .returning({ id: jobApplications.id });
      await tx.delete(profiles).where(and(eq(profiles.tenantId, writer), eq(profiles.id, ownOther)));
      kept = await tx
        .select({ tenantId: jobApplications.tenantId, profileId: jobApplications.applicantProfileId })
        .from(jobApplications)
        .where(and(eq(jobApplications.tenantId, writer), eq(jobApplications.id, application?.id ?? -1)));
    });
    expect(outcome).toBe('stored');
    expect(kept).toEqual([{ tenantId: writer, profileId: null }]);
  });

  it('has a cross-tenant case above for every foreign key between tenant-owned tables, and each includes the tenant', async () => {
    const keys = await sqlRows(
      database,
      sql`select c.conname as name, c.conrelid::regclass::text as "table",
            (select array_to_string(array_agg(a.attname order by k.i), ',') from unnest(c.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as columns,
            (select array_to_string(array_agg(a.attname order by k.i), ',') from unnest(c.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n) as "references"
          from pg_constraint c
         where c.contype = 'f' and c.connamespace = 'public'::regnamespace
           and c.confrelid <> 'tenants'::regclass
           and exists (select 1 from pg_attribute a
                        where a.attrelid = c.confrelid and a.attname = 'tenant_id' and not a.attisdropped)
`,
    );
    const skippingTenant = keys.filter(
      (k) => !String(k.columns).startsWith('tenant_id,') || !String(k.references).startsWith('tenant_id,'),
    );
    expect(skippingTenant).toEqual([]);
    expect(keys.map((k) => String(k.name)).sort()).toEqual(cases.map((c) => c.constraint).sort());
  });

  it('leaves no id column of a tenant-owned table without a foreign key, but those that must outlive their row', async () => {
    // The audit log is history: it names its actor by value, so deleting an account neither erases nor blocks it.
    const byValue = [
      'audit_log.actor_user_id',
      'forms.created_by_user_id',
      'program_application_events.actor_user_id',
      'programs.created_by_user_id',
      'events.created_by_user_id',
      // Who last changed a metric value, and who took an invitation: history, named by value.
      'metric_invites.accepted_profile_id',
      'metric_values.updated_by_profile_id',
      // Orders are the tenant's books: they name the buyer, the plan and the event by value and outlive them,
      // as do the payment alerts and refunds (who did it).
      'orders.event_id',
      'orders.plan_id',
      'orders.profile_id',
      'orders.user_id',
      'payment_alerts.user_id',
      'payment_refunds.by_user_id',
    ];
    const loose = await sqlRows(
      database,
      sql`select c.table_name || '.' || c.column_name as "column"
            from information_schema.columns c
           where c.table_schema = 'public' and right(c.column_name, 3) = '_id' and c.column_name <> 'tenant_id'
             and c.data_type in ('uuid', 'integer')
             and exists (select 1 from information_schema.columns t
                          where t.table_schema = 'public' and t.table_name = c.table_name and t.column_name = 'tenant_id')
             and not exists (select 1 from pg_constraint k join pg_attribute a
                               on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
                              where k.contype = 'f' and k.conrelid = (quote_ident(c.table_name))::regclass
                                and a.attname = c.column_name)
  `,
    );
    expect(loose.map((row) => String(row.column)).sort()).toEqual([...byValue].sort());
  });
});
