import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notificationCountsQuery } from '../../../api/notification-counts.ts';
import { useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import corner from '../../../ui/corner-badge.module.css';
import { chatOn, unreadBadge } from '../present.ts';

/**
 * The header's way to the conversations, with the unread messages on its corner (GET notifications/count,
 * which the bell keeps fresh). Only where the tenant has chat and the server says the profile may message.
 */
export default function MessagesButton() {
  const tenant = useTenant();
  const user = useSessionUser();
  const profile = useStoredProfile();
  const shown = chatOn(tenant) && profile !== null && profile.uuid === user?.uuid && profile.can.message;
  const counts = useQuery({ ...notificationCountsQuery(), enabled: shown });
  if (!shown) return null;
  const unread = counts.data?.unreadMessageCount;
  const badge = unreadBadge(unread);

  return (
    <Tooltip label="Messages">
      <ActionIcon
        component={Link}
        to="/chat/conversations"
        variant="default"
        size="lg"
        radius="md"
        aria-label={badge ? `Messages, ${badge} unread` : 'Messages'}
        className={corner.anchor}
      >
        <IconMessages size={20} aria-hidden />
        {badge ? (
          <span className={corner.badge} aria-hidden>
            {badge}
          </span>
        ) : null}
      </ActionIcon>
    </Tooltip>
  );
}
