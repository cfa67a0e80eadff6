import type { Notification } from '@ventura/shared';
import type { NotificationRow } from './repo.ts';

export const presentNotification = (row: NotificationRow): Notification => ({
  uuid: row.uuid,
  kind: row.kind,
  title: row.title,
  body: row.body,
  icon: row.icon,
  url: row.url,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
