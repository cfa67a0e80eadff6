import {
  Button,
  Center,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBellOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { limits, type Notification } from '@ventura/shared';
import { useSearchParams } from 'react-router';
import { notificationCountsQuery } from '../../../api/notification-counts.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { notificationsQuery, useMarkRead } from '../api.ts';
import { MarkAllReadButton } from '../components/mark-all-read-button.tsx';
import { NotificationRow } from '../components/notification-row.tsx';
import { pageFromParam } from '../paging.ts';

const limit = limits.notificationsLimit;

/** Everything the signed-in person was told, newest first, a page at a time; the page is kept in the URL. */
export function NotificationsPage() {
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const list = useQuery(notificationsQuery(page, limit));
  const counts = useQuery(notificationCountsQuery());
  const markRead = useMarkRead();
  useDocumentTitle(`Notifications | ${tenant.name}`);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.uuid);
  };
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  const unreadOnPage = list.data?.items.some((item) => !item.read) ?? false;
  const unread = counts.data?.unreadNotificationCount;
  const anyUnread = unread === undefined ? unreadOnPage : unread > 0 || unreadOnPage;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / limit)) : 1;

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed">
            {unread ? `${unread} unread` : 'Connection requests, answers and announcements for you.'}
          </Text>
        </Stack>
        <MarkAllReadButton variant="default" anyUnread={anyUnread} confirm />
      </Group>

      {list.isPending ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>Loading notifications</VisuallyHidden>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={76} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError
          title="Error while fetching notifications data"
          error={list.error}
          fallback="The notifications could not be loaded. Please try again."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <Center py="xl">
          <Stack align="center" gap="xs" ta="center" maw={360}>
            <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
              <IconBellOff size={26} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {page > 1 ? 'Nothing on this page' : 'No notifications yet'}
            </Title>
            <Text c="dimmed" size="sm">
              {page > 1
                ? 'There are fewer notifications now than when this page was opened.'
                : 'When someone asks to connect with you or answers your request, it shows here.'}
            </Text>
            {page > 1 ? (
              <Button variant="default" onClick={() => goTo(1)}>
                Go to the first page
              </Button>
            ) : null}
          </Stack>
        </Center>
      ) : (
        <>
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Notifications"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {list.data.items.map((notification) => (
              <NotificationRow
                key={notification.uuid}
                notification={notification}
                onOpen={open}
                onMarkRead={(item) => markRead.mutate(item.uuid)}
                markingRead={markRead.isPending && markRead.variables === notification.uuid}
              />
            ))}
          </Stack>
          {pages > 1 ? (
            <Group component="nav" aria-label="Notification pages" justify="center">
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={goTo}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
