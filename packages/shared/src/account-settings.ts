import { z } from 'zod';
import { websitePattern } from './patterns.ts';

/** The networks a profile may link to from its page. */
export const socialNetworks = ['linkedin', 'twitter', 'facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialNetworkLabels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

const SocialLink = z.union([
  z.literal('').transform(() => null),
  z.string().trim().max(300).regex(websitePattern, 'Enter a web address such as https://linkedin.com/in/you'),
  z.null(),
]);

/** PATCH users/profile/social-links: the current profile's links; null or '' removes one. */
export const SocialLinks = z
  .strictObject(
    Object.fromEntries(socialNetworks.map((network) => [network, SocialLink.optional()])) as Record<
      SocialNetwork,
      z.ZodOptional<typeof SocialLink>
    >,
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export const SocialLinksAnswer = z.partialRecord(z.enum(socialNetworks), z.string());

/** Notices a person may choose to receive by email as well as in the app. */
export const emailNotices = {
  connectionRequests: 'Someone asks to connect',
  connectionAccepted: 'Someone accepts your request',
  messages: 'New messages while you are away',
  approvalUpdates: 'Decisions about your profile',
  meetingRequests: 'Meeting and mentorship requests, and answers to yours',
  eventReminders: 'Reminders before events and meetings',
  communityActivity: 'Mentions, comments and replies on the community wall',
  applicationUpdates: 'News of your job and challenge applications and interviews',
  newApplicants: 'New applicants to your jobs and challenges',
  metricUpdates: 'Growth metrics: reminders to report, and reviewers’ requests and comments',
  helpdeskUpdates: 'Helpdesk: replies and changes to your tickets',
  bookingUpdates: 'Facility bookings: requests, answers and cancellations',
  ipUpdates: 'IP requests: moves between stages and notes',
  milestoneUpdates: 'Milestones: evidence to confirm, reviews, and overdue reminders',
  paymentUpdates: 'Payments: receipts, failed renewals and memberships ending',
  matchDigest: 'A weekly digest of your new matches',
} as const;
export type EmailNotice = keyof typeof emailNotices;
export type NotificationSettings = Partial<Record<EmailNotice, boolean>>;
const noticeKeys = Object.keys(emailNotices) as [EmailNotice, ...EmailNotice[]];

/** PATCH users/profile/notification-settings: any of the email notices on or off. */
export const NotificationSettingsBody = z
  .strictObject(
    Object.fromEntries(noticeKeys.map((key) => [key, z.boolean().optional()])) as Record<
      EmailNotice,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export const NotificationSettingsAnswer = z.object(
  Object.fromEntries(noticeKeys.map((key) => [key, z.boolean()])) as Record<EmailNotice, z.ZodBoolean>,
);

/** Every notice is on until the person turns it off. */
export const effectiveNotificationSettings = (stored: NotificationSettings): Record<EmailNotice, boolean> =>
  Object.fromEntries(noticeKeys.map((key) => [key, stored[key] ?? true])) as Record<EmailNotice, boolean>;

/** PATCH users/profile/subscribe-to-newsletter. */
export const NewsletterBody = z.strictObject({ subscribed: z.boolean() });
