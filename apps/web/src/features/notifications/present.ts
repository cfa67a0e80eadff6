import { type NotificationKind, shortCount } from '@ventura/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** What each kind of notification is about, in a few words: a toast's heading and the icon's label. */
export const kindLabels: Record<NotificationKind, string> = {
  connection_requested: 'Connection request',
  connection_accepted: 'Connection accepted',
  connection_rejected: 'Connection declined',
  connection_moderation: 'Request to moderate',
  message_notification_received: 'New message',
  platform: 'Announcement',
};

/** The bell's accessible name: 'Notifications, 3 unread', or just 'Notifications' when none is or the count is unknown. */
export const bellLabel = (unread: number | undefined) =>
  unread && unread > 0 ? `Notifications, ${shortCount(unread)} unread` : 'Notifications';

/** The bell's badge: the unread count in short form (spec 9), or nothing when there is none. */
export const bellBadge = (unread: number | undefined) => (unread && unread > 0 ? shortCount(unread) : null);

/** How long ago, in words ('5 minutes ago'); a time a little ahead of this clock reads 'just now'. */
export const timeAgo = (iso: string, now: dayjs.ConfigType = undefined) => {
  const at = dayjs(iso);
  const reference = dayjs(now);
  if (!at.isValid()) return '';
  if (at.isAfter(reference)) return 'just now';
  return at.from(reference);
};

/** The full date and time, for the tooltip and the datetime of a relative time. */
export const fullTime = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** An icon given as an image address ('/icons/x.svg', 'https://…'); anything else is a name the web draws itself. */
export const iconImage = (icon: string | null) =>
  icon && (icon.startsWith('/') || /^https?:\/\//.test(icon)) && !icon.startsWith('//') ? icon : null;
