import { z } from 'zod';
import { AccountType } from './accounts.ts';
import { NotificationKind, notificationCountKeys } from './activity.ts';
import { limits } from './constants.ts';
import { pageQuery, pageSizes } from './paging.ts';

/** One notification as GET notifications lists it. */
export const Notification = z.object({
  uuid: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string().nullable(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPaging = z.object(pageQuery(pageSizes.list));
export type NotificationPaging = z.infer<typeof NotificationPaging>;

/** GET notifications/count: every counter of product.md 3 (all start at 0), and the profile's views. */
export const NotificationCountsAnswer = z.object({
  ...Object.fromEntries(notificationCountKeys.map((key) => [key, z.number().int()])),
  totalProfileViews: z.number().int(),
} as Record<(typeof notificationCountKeys)[number] | 'totalProfileViews', z.ZodNumber>);
export type NotificationCountsAnswer = z.infer<typeof NotificationCountsAnswer>;

/**
 * The icon each kind of notification carries when its sender names no picture of its own (a connection
 * notice carries the other profile's avatar; an operator's broadcast the megaphone): a name the web
 * draws, so every notification has an icon (spec 3: a notification carries title, icon and url).
 */
export const notificationIcons = {
  connection_requested: 'user-plus',
  connection_accepted: 'user-check',
  connection_rejected: 'user-x',
  connection_moderation: 'shield-check',
  message_notification_received: 'message',
  platform: 'megaphone',
  community_mention: 'at',
  community_comment: 'message-circle',
  community_reply: 'message-reply',
  job_application_status: 'briefcase',
  job_interview: 'calendar-event',
  job_applicant: 'user-search',
  challenge_status: 'trophy',
  challenge_participant: 'target-arrow',
  program_application_status: 'rocket',
  program_applicant: 'clipboard-check',
  meeting_request: 'calendar-plus',
  meeting_update: 'calendar-event',
  meeting_reminder: 'alarm',
  mentor_session: 'school',
  event_registration: 'ticket',
  event_update: 'calendar-event',
  event_reminder: 'alarm',
  metrics_reminder: 'chart-line',
  metrics_update_requested: 'chart-arrows',
  metrics_comment: 'message-chart',
  metrics_submitted: 'chart-bar',
  pitch_ready: 'movie',
  pitch_failed: 'movie-off',
  certificate_issued: 'certificate',
  perk_claimed: 'gift',
  ticket_reply: 'lifebuoy',
  ticket_status: 'lifebuoy',
  booking_requested: 'door-enter',
  booking_decided: 'calendar-check',
  booking_cancelled: 'calendar-x',
  ip_stage: 'bulb',
  milestone_submitted: 'flag',
  milestone_reviewed: 'flag-check',
  milestone_overdue: 'flag',
  payment_received: 'receipt',
  payment_failed: 'credit-card-off',
  membership_ended: 'receipt-off',
  match_digest: 'heart-handshake',
} as const satisfies Record<NotificationKind, string>;
export type NotificationIconName = (typeof notificationIcons)[NotificationKind];

/** A notification as the socket carries it (spec: title, icon, url), with its kind for the toast rule. */
export const RealtimeNotification = z.object({
  title: z.string(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  kind: NotificationKind,
});
export type RealtimeNotification = z.infer<typeof RealtimeNotification>;

/** POST notifications/platform: an operator's broadcast to every member, or to one account type. */
export const PlatformNotificationBody = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Write a title')
    .max(limits.broadcastTitleLength, `The title can be at most ${limits.broadcastTitleLength} characters`),
  body: z
    .string()
    .trim()
    .max(limits.broadcastBodyLength, `The message can be at most ${limits.broadcastBodyLength} characters`)
    .optional(),
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)/, 'The link must be a path in this site, starting with /')
    .optional(),
  accountType: AccountType.optional(),
});
export type PlatformNotificationBody = z.infer<typeof PlatformNotificationBody>;
export const PlatformNotificationAnswer = z.object({ queued: z.literal(true) });

/** Socket events and rooms (spec calls 7.16). */
export const socketEvents = {
  joinRoom: 'joinRoom',
  leaveRoom: 'leaveRoom',
  fetchCount: 'fetch-count',
  notification: 'notification',
  onlineUsers: 'online_users',
  onlineUsersList: 'online-users',
  startTyping: 'start_typing',
  endTyping: 'end_typing',
  /** Chat (spec 3): to `conversation_{uuid}` and every member's own room, once per socket. */
  messageReceived: 'message_received',
  replyMessageReceived: 'reply_message_received',
  messageDeleted: 'message_deleted',
  /** A member read a conversation up to a message: their other tabs clear the badge, the others see 'Seen'. */
  conversationRead: 'conversation_read',
} as const;
export const onlineUsersRoom = 'online_users';
