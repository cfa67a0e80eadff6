import { Anchor, Box, Button, Divider, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarQuestion, IconSchool, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { limits, type Notification, type NotificationCountsAnswer } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { useTenant } from '../../../core/tenant.ts';
import { notificationsQuery, useMarkRead } from '../api.ts';
import classes from '../notifications.module.css';
import { type WaitingLine, waitingLines } from '../present.ts';
import { MarkAllReadButton } from './mark-all-read-button.tsx';
import { NotificationRow } from './notification-row.tsx';

/** Notifications the popover shows; the page holds the rest. */
const shown = 6;

const waitingIcons: Record<WaitingLine['kind'], typeof IconUserPlus> = {
  connections: IconUserPlus,
  meetings: IconCalendarQuestion,
  mentorship: IconSchool,
};

type Props = { counts: NotificationCountsAnswer | undefined; onClose: () => void };

/**
 * The bell's popover: the latest notifications (opening one marks it read), what waits for an answer
 * (connection and meeting requests, mentorship sessions), 'Mark all as read' and the way to the whole list.
 */
export function BellPanel({ counts, onClose }: Props) {
  const headingId = useId();
  const tenant = useTenant();
  // The first page of /notifications: the two share one cached answer.
  const list = useQuery(notificationsQuery(1, limits.notificationsLimit));
  const markRead = useMarkRead();
  const unread = counts?.unreadNotificationCount ?? 0;
  const anyUnread = unread > 0 || (list.data?.items.some((item) => !item.read) ?? false);
  const waiting = waitingLines(counts, tenant.features);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.uuid);
    onClose();
  };

  return (
    <Stack gap={0} role="group" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" px="md" pt="sm" pb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          Notifications
        </Title>
        <MarkAllReadButton variant="subtle" size="compact-sm" anyUnread={anyUnread} />
      </Group>
      {waiting.length > 0 ? (
        <Stack component="ul" gap={4} px="md" pb="xs" m={0} style={{ listStyle: 'none' }} aria-label="Waiting for you">
          {waiting.map((line) => {
            const Icon = waitingIcons[line.kind];
            return (
              <li key={line.kind}>
                <Anchor component={Link} to={line.to} size="sm" onClick={onClose}>
                  <Group gap={6} wrap="nowrap" component="span">
                    <Icon size={16} aria-hidden />
                    {line.text}
                  </Group>
                </Anchor>
              </li>
            );
          })}
        </Stack>
      ) : null}
      <Divider />
      <Box className={classes.panelList} px={6} py={6}>
        {list.isPending ? (
          <Stack gap={6} role="status" p={6}>
            <VisuallyHidden>Loading notifications</VisuallyHidden>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={52} radius="md" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Stack gap="xs" p="sm" role="alert" align="flex-start">
            <Text size="sm" fw={600}>
              Error while fetching notifications data
            </Text>
            <Text size="sm" c="dimmed">
              {errorText(list.error, 'Please try again.')}
            </Text>
            <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
              Try again
            </Button>
          </Stack>
        ) : list.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg" px="md">
            No notifications yet. Connection requests and answers show here.
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.items.slice(0, shown).map((notification) => (
              <NotificationRow key={notification.uuid} notification={notification} onOpen={open} compact />
            ))}
          </Stack>
        )}
      </Box>
      <Divider />
      <Button component={Link} to="/notifications" variant="subtle" radius={0} fullWidth onClick={onClose}>
        See all notifications
      </Button>
    </Stack>
  );
}
