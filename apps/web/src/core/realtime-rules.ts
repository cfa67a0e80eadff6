import type { NotificationKind } from '@ventura/shared';

/** Pages where a message notification would only repeat what the page already shows (spec 2). */
const conversationsPrefix = '/chat';

/**
 * Whether a notification that arrives over the socket shows as a toast: always, except a message
 * notification while the user is on a conversations page (product.md 2, "Profile dropdown and modals").
 */
export const showsToast = (kind: NotificationKind, pathname: string) =>
  !(
    kind === 'message_notification_received' &&
    (pathname === conversationsPrefix || pathname.startsWith(`${conversationsPrefix}/`))
  );

/**
 * The in-app path a notification leads to, or null. Only paths of this site count ('/connections?tab=x'):
 * a full address or a protocol-relative one ('//elsewhere') is not followed from a toast or a list.
 */
export const internalPath = (url: string | null | undefined): string | null => {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  return trimmed;
};
