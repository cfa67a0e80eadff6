import { type NotificationKind, notificationIcons } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { profiles, users } from '../identity/tables.ts';
import { notifications } from './tables.ts';

// The write side of notifications: what the notifier stores. Reading them (lists, counts, marking read)
// is the notifications feature's (modules/notifications).

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  kind: NotificationKind;
  title: string;
  body?: string | null | undefined;
  icon?: string | null | undefined;
  url?: string | null | undefined;
};

/** A notice's icon: the one its sender named (an avatar, the megaphone), else its kind's. */
export const iconOf = (notice: Pick<NewNotification, 'kind' | 'icon'>): string =>
  notice.icon ?? notificationIcons[notice.kind];

export const insertNotifications = (db: Db, tenantId: string, userIds: readonly string[], notice: NewNotification) =>
  userIds.length === 0
    ? Promise.resolve()
    : db.insert(notifications).values(
        userIds.map((userId) => ({
          tenantId,
          userId,
          kind: notice.kind,
          title: notice.title,
          body: notice.body ?? null,
          icon: iconOf(notice),
          url: notice.url ?? null,
        })),
      );

/**
 * A broadcast: one row for every active member of the tenant (or of one account type) with a user id
 * in (after, upTo], in one statement; the job walks the tenant in such slices.
 */
export const insertBroadcastSlice = async (
  db: Db,
  input: { tenantId: string; accountType: string | null; after: string | null; size: number; notice: NewNotification },
) => {
  const rows = await db.execute<{ user_id: string }>(sql`
    with slice as (
      select u.id from ${users} u
      where u.tenant_id = ${input.tenantId} and u.status = 'active' and u.role = 'member'
        ${input.after ? sql`and u.id > ${input.after}` : sql``}
        ${input.accountType ? sql`and exists (select 1 from ${profiles} p where p.tenant_id = u.tenant_id and p.user_id = u.id and p.account_type = ${input.accountType})` : sql``}
      order by u.id
      limit ${input.size}
    )
    insert into ${notifications} (tenant_id, user_id, kind, title, body, icon, url)
    select ${input.tenantId}, slice.id, ${input.notice.kind}, ${input.notice.title}, ${input.notice.body ?? null},
      ${iconOf(input.notice)}, ${input.notice.url ?? null}
    from slice
    returning user_id`);
  const ids = (rows as unknown as { rows: { user_id: string }[] }).rows.map((row) => row.user_id).sort();
  return ids;
};
