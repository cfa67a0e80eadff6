import { ActionIcon, Anchor, Avatar, Group, Indicator, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Conversation } from '@ventura/shared';
import { Link } from 'react-router';
import { useIsOnline } from '../../../api/realtime-state.ts';
import { publicProfilePath } from '../../../core/profile-path.ts';
import classes from '../chat.module.css';
import { conversationLine } from '../present.ts';

/** Who the conversation is with: avatar with the online dot, name (to their profile), type and organisation. */
export function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const { peer } = conversation;
  const online = useIsOnline(peer?.userId);
  const profilePath = peer ? publicProfilePath(peer.accountType, peer.uuid) : '';
  const line = conversationLine(conversation);
  const status = peer ? (online ? 'Online' : 'Offline') : conversation.members.map((member) => member.name).join(', ');

  return (
    <Group className={classes.paneHeader} gap="sm" wrap="nowrap">
      <ActionIcon
        component={Link}
        to="/chat/conversations"
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Back to conversations"
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <Indicator color="green" position="bottom-end" offset={5} size={11} withBorder disabled={!online} aria-hidden>
        <Avatar src={peer?.avatar ?? null} name={conversation.title} color="initials" variant="filled" alt="" />
      </Indicator>
      <div style={{ minWidth: 0, flex: '1 1 auto' }}>
        <Title order={2} size="h5" lineClamp={1}>
          {profilePath ? (
            <Anchor component={Link} to={profilePath} c="inherit" underline="hover">
              {conversation.title}
            </Anchor>
          ) : (
            conversation.title
          )}
        </Title>
        <Text size="xs" c="dimmed" truncate="end">
          {[line, status].filter(Boolean).join(' · ')}
        </Text>
      </div>
    </Group>
  );
}
