import { ActionIcon, Center, Loader, Popover, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { notificationCountsQuery } from '../../../api/notification-counts.ts';
import corner from '../../../ui/corner-badge.module.css';
import classes from '../notifications.module.css';
import { bellBadge, bellLabel } from '../present.ts';

// The list, its mark-all button and links load on the first open: the header stays light.
const BellPanel = lazy(async () => ({ default: (await import('./bell-panel.tsx')).BellPanel }));

/**
 * The header's bell (signed in only): the unread count in short form on its corner, the latest
 * notifications in a popover. Its count query is what refreshes the counters every 30 s (spec 9).
 */
export default function NotificationBell() {
  const counts = useQuery(notificationCountsQuery());
  const [opened, setOpened] = useState(false);
  const unread = counts.data?.unreadNotificationCount;
  const badge = bellBadge(unread);
  const label = bellLabel(unread);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label="Notifications" disabled={opened}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((open) => !open)}
            className={corner.anchor}
          >
            <IconBell size={20} aria-hidden />
            {badge ? (
              <span className={corner.badge} aria-hidden>
                {badge}
              </span>
            ) : null}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" className={classes.panel}>
        {opened ? (
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" aria-label="Loading notifications" />
              </Center>
            }
          >
            <BellPanel counts={counts.data} onClose={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
