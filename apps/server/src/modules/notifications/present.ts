import type { Notification } from '@ventura/shared';
import { iconOf, type NotificationRow } from '../../platform/notify/store.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  uuid: row.uuid,
  kind: row.kind,
  title: row.title,
  body: row.body,
  // Rows stored before every kind had an icon get their kind's.
  icon: iconOf(row),
  url: row.url,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
