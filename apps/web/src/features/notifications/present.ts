import type { FeatureFlagName, NotificationCountsAnswer, NotificationKind } from '@ventura/shared';
import { shortCount } from '@ventura/shared';

/** What each kind of notification is about, in a few words: a toast's heading and the icon's label. */
export const kindLabels: Record<NotificationKind, string> = {
  connection_requested: 'Connection request',
  connection_accepted: 'Connection accepted',
  connection_rejected: 'Connection declined',
  connection_moderation: 'Request to moderate',
  message_notification_received: 'New message',
  platform: 'Announcement',
  community_mention: 'Mentioned on the community wall',
  community_comment: 'New comment on your post',
  community_reply: 'New reply to your comment',
  job_application_status: 'Job application update',
  job_interview: 'Interview',
  job_applicant: 'New applicant',
  challenge_status: 'Challenge application update',
  challenge_participant: 'New challenge participant',
  program_application_status: 'Program application update',
  program_applicant: 'New program application',
  meeting_request: 'Meeting request',
  meeting_update: 'Meeting update',
  meeting_reminder: 'Meeting reminder',
  mentor_session: 'Mentorship session',
  event_registration: 'Event registration',
  event_update: 'Event update',
  event_reminder: 'Event reminder',
  metrics_reminder: 'Growth metrics to report',
  metrics_update_requested: 'Metrics update requested',
  metrics_comment: 'Comment on your metrics',
  metrics_submitted: 'New growth metrics',
  pitch_ready: 'Your pitch is ready',
  pitch_failed: 'Your pitch could not be compiled',
  certificate_issued: 'New certificate',
  perk_claimed: 'Perk claimed',
  ticket_reply: 'Helpdesk reply',
  ticket_status: 'Ticket status',
  booking_requested: 'Booking request',
  booking_decided: 'Booking answered',
  booking_cancelled: 'Booking cancelled',
  ip_stage: 'IP request update',
  milestone_submitted: 'Milestone to confirm',
  milestone_reviewed: 'Milestone reviewed',
  milestone_overdue: 'Milestone overdue',
  payment_received: 'Payment received',
  payment_failed: 'Payment failed',
  membership_ended: 'Membership ended',
  match_digest: 'New matches',
};

/** The bell's accessible name: 'Notifications, 3 unread', or just 'Notifications' when none is or the count is unknown. */
export const bellLabel = (unread: number | undefined) =>
  unread && unread > 0 ? `Notifications, ${shortCount(unread)} unread` : 'Notifications';

/** The bell's badge: the unread count in short form (spec 9), or nothing when there is none. */
export const bellBadge = (unread: number | undefined) => (unread && unread > 0 ? shortCount(unread) : null);

/** An icon given as an image address ('/icons/x.svg', 'https://…'); anything else is a name the web draws itself. */
export const iconImage = (icon: string | null) =>
  icon && (icon.startsWith('/') || /^https?:\/\//.test(icon)) && !icon.startsWith('//') ? icon : null;

/** One line of the bell's 'waiting for your answer' list: what waits, and the page that answers it. */
export type WaitingLine = { kind: 'connections' | 'meetings' | 'mentorship'; to: string; text: string };

const waitingKinds: {
  kind: WaitingLine['kind'];
  count: keyof NotificationCountsAnswer;
  feature: FeatureFlagName;
  to: string;
  one: string;
  many: (count: string) => string;
}[] = [
  {
    kind: 'connections',
    count: 'pendingConnectionCount',
    feature: 'connections',
    to: '/connections?tab=received',
    one: 'One connection request is waiting for your answer',
    many: (count) => `${count} connection requests are waiting for your answer`,
  },
  {
    kind: 'meetings',
    count: 'pendingAcceptanceMeetingCount',
    feature: 'calendar',
    to: '/meetings?tab=pending',
    one: 'One meeting request is waiting for your answer',
    many: (count) => `${count} meeting requests are waiting for your answer`,
  },
  {
    kind: 'mentorship',
    count: 'pendingAcceptanceMentorHoursCount',
    feature: 'mentor_hours',
    to: '/mentorship-hours',
    one: 'One mentorship session is waiting for you',
    many: (count) => `${count} mentorship sessions are waiting for you`,
  },
];

/**
 * What waits for the member's answer, from the counts: connection requests, meeting requests and
 * mentorship sessions (to accept, or ended and to confirm). Only for the tenant's features, only non-zero.
 */
export const waitingLines = (
  counts: NotificationCountsAnswer | undefined,
  features: Partial<Record<FeatureFlagName, boolean>>,
): WaitingLine[] =>
  waitingKinds.flatMap((item) => {
    const count = counts?.[item.count] ?? 0;
    if (!features[item.feature] || count <= 0) return [];
    return [{ kind: item.kind, to: item.to, text: count === 1 ? item.one : item.many(shortCount(count)) }];
  });
