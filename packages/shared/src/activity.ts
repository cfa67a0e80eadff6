import { z } from 'zod';
import { reactions } from './constants.ts';

// The job and meeting enums of product.md 3 live with their feature, in jobs.ts. Three of its job enums
// (yes/no; applied, granted, yet_to_apply; location type virtual, in_person) name no field or form in
// the spec, and none of ours takes them: the job form says where work happens by its work mode (on
// site, hybrid, remote), events by their own mode (online, in person), and a startup's government grants
// are chosen from the tenant's list. They are left out until the spec places them.

export const Reaction = z.enum(reactions);
export type Reaction = z.infer<typeof Reaction>;

export const NotificationKind = z.enum([
  'connection_requested',
  'connection_accepted',
  'connection_rejected',
  /** For operators: a request waits in the moderation queue. */
  'connection_moderation',
  'message_notification_received',
  /** An operator's broadcast to the tenant or to one account type. */
  'platform',
  /** The community wall: a member mentioned the recipient, commented on their post, or replied to their comment. */
  'community_mention',
  'community_comment',
  'community_reply',
  /** Jobs: an applicant's status changed or an interview was set (to the applicant); a new applicant (to the hiring side). */
  'job_application_status',
  'job_interview',
  'job_applicant',
  /** Challenges: a participant's status changed (to the startup); a new participant (to the corporate). */
  'challenge_status',
  'challenge_participant',
  /** Programs: a decision on an application (to the applicant); a sent application (to the program's managers). */
  'program_application_status',
  'program_applicant',
  /** Meetings: a request, proposal or answer (to the other side); a reminder before it starts (to both). */
  'meeting_request',
  'meeting_update',
  'meeting_reminder',
  /** Mentorship hours: a session booked, answered or confirmed (to the other side). */
  'mentor_session',
  /** Events: a registration confirmed, an event changed or cancelled, a reminder before it starts. */
  'event_registration',
  'event_update',
  'event_reminder',
  /** Growth metrics: a period closed with metrics to report, a reviewer asked for an update or commented (to the startup); new figures (to reviewers). */
  'metrics_reminder',
  'metrics_update_requested',
  'metrics_comment',
  'metrics_submitted',
  /** The pitch recorder: a compiled pitch is ready to watch, or could not be compiled (to the startup). */
  'pitch_ready',
  'pitch_failed',
  /** Certificates: an operator issued one to the recipient. */
  'certificate_issued',
  /** The startup booster kit: a startup claimed a partner's perk (to the partner). */
  'perk_claimed',
  /** The helpdesk: a reply in a ticket's thread (to the other side), its status changed (to the member). */
  'ticket_reply',
  'ticket_status',
  /** Facilities: a booking waits for approval (to operators), was approved or declined, or cancelled. */
  'booking_requested',
  'booking_decided',
  'booking_cancelled',
  /** IP requests: a request moved to another stage or got a note (to its member). */
  'ip_stage',
  /** Milestones: evidence to confirm (to reviewers), confirmed or sent back (to the startup), overdue. */
  'milestone_submitted',
  'milestone_reviewed',
  'milestone_overdue',
  /** Payments: a payment confirmed (receipt), a renewal that failed, a membership that ended (to the member). */
  'payment_received',
  'payment_failed',
  'membership_ended',
  /** Matches: the weekly digest of new matches (to the member). */
  'match_digest',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;
export const ChatEvent = z.enum(['message_received', 'reply_message_received', 'message_deleted']);
export type ChatEvent = z.infer<typeof ChatEvent>;

export const MeetingMode = z.enum(['instant', 'schedule_later']);
export type MeetingMode = z.infer<typeof MeetingMode>;
export const AvailabilityType = z.enum(['specific_days', 'temporary_unavailable', 'anytime', 'specific_dates']);
export type AvailabilityType = z.infer<typeof AvailabilityType>;
export const EventResponse = z.enum(['attending', 'tentative', 'declined']);
export type EventResponse = z.infer<typeof EventResponse>;
export const ConnectionStatus = z.enum(['pending', 'pending_moderation', 'accepted', 'rejected']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;
/** A connection "exists" (no new request allowed) in these states. */
export const existingConnectionStatuses: readonly ConnectionStatus[] = ['accepted', 'pending', 'pending_moderation'];

/** Notification counters; every one starts at 0. */
export const notificationCountKeys = [
  'pendingConnectionCount',
  'sentConnectionCount',
  'unreadNotificationCount',
  'unreadMessageCount',
  'pendingAcceptanceMentorHoursCount',
  'pendingDocumentsUploadCount',
  'pendingProgramFormSubmissionCount',
  'pendingAcceptanceMeetingCount',
] as const;
export type NotificationCounts = Record<(typeof notificationCountKeys)[number], number>;
