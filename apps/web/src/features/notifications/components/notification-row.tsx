import { Anchor, Box, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@ventura/shared';
import { Link } from 'react-router';
import { internalPath } from '../../../core/realtime-rules.ts';
import { fullTime, timeAgo } from '../../../ui/time.ts';
import classes from '../notifications.module.css';
import { KindIcon } from './kind-icon.tsx';

type Props = {
  notification: Notification;
  /** The notification was opened (its link followed): the caller marks it read. */
  onOpen: (notification: Notification) => void;
  /** The header's short list: smaller, the body on two lines at most, no button. */
  compact?: boolean;
  /** Shows 'Mark as read' on an unread notification (the page's list). */
  onMarkRead?: ((notification: Notification) => void) | undefined;
  markingRead?: boolean;
};

/**
 * A notification in a list: its icon, title (the link to where it leads, when it leads somewhere), body
 * and how long ago it came. Unread ones are tinted and marked, for screen readers too.
 */
export function NotificationRow({ notification, onOpen, compact = false, onMarkRead, markingRead = false }: Props) {
  const path = internalPath(notification.url);
  const unread = !notification.read;
  const titleSize = compact ? 'sm' : 'md';

  return (
    <Box component="li" className={classes.row} data-unread={unread || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <KindIcon kind={notification.kind} icon={notification.icon} size={compact ? 32 : 40} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          {path ? (
            <Anchor
              component={Link}
              to={path}
              fw={unread ? 700 : 500}
              size={titleSize}
              className={classes.titleLink}
              onClick={() => onOpen(notification)}
            >
              {notification.title}
              {unread ? (
                <>
                  {' '}
                  <VisuallyHidden>(unread)</VisuallyHidden>
                </>
              ) : null}
            </Anchor>
          ) : (
            <Text fw={unread ? 700 : 500} size={titleSize} className={classes.text}>
              {notification.title}
              {unread ? (
                <>
                  {' '}
                  <VisuallyHidden>(unread)</VisuallyHidden>
                </>
              ) : null}
            </Text>
          )}
          {notification.body ? (
            <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined} className={classes.text}>
              {notification.body}
            </Text>
          ) : null}
          <Group gap="sm" justify="space-between">
            <Tooltip label={fullTime(notification.createdAt)} withArrow openDelay={300}>
              <Text component="time" dateTime={notification.createdAt} size="xs" c="dimmed">
                {timeAgo(notification.createdAt)}
              </Text>
            </Tooltip>
            {unread && onMarkRead ? (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onMarkRead(notification)}
                disabled={markingRead}
                aria-label={`Mark “${notification.title}” as read`}
              >
                Mark as read
              </Button>
            ) : null}
          </Group>
        </Stack>
        {unread ? <span className={classes.unreadDot} aria-hidden /> : null}
      </Group>
    </Box>
  );
}
