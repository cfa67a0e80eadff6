import { Avatar, Group, Indicator, Text, VisuallyHidden } from '@mantine/core';
import type { Conversation } from '@ventura/shared';
import { Link } from 'react-router';
import { useIsOnline } from '../../../api/realtime-state.ts';
import { fullTime } from '../../../ui/time.ts';
import classes from '../chat.module.css';
import { lastMessageLine, listTime, unreadBadge } from '../present.ts';

type Props = { conversation: Conversation; active: boolean; myProfileUuid: string | null };

/** A conversation in the list: who, the last message, when, and how many are unread; the row is its link. */
export function ConversationItem({ conversation, active, myProfileUuid }: Props) {
  const online = useIsOnline(conversation.peer?.userId);
  const line = lastMessageLine(conversation.lastMessage, myProfileUuid) ?? 'No messages yet';
  const unread = conversation.unreadCount;
  const badge = unreadBadge(unread);
  const when = conversation.lastMessage?.createdAt ?? conversation.lastActivityAt;
  const avatar = conversation.peer?.avatar ?? null;

  return (
    <li>
      <Link
        to={`/chat/conversations/${conversation.uuid}`}
        className={classes.item}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
      >
        <Indicator color="green" position="bottom-end" offset={5} size={11} withBorder disabled={!online} aria-hidden>
          <Avatar src={avatar} name={conversation.title} color="initials" variant="filled" alt="" />
        </Indicator>
        <div className={classes.itemText}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={unread > 0 ? 700 : 600} size="sm" truncate="end">
              {conversation.title}
              {online ? <VisuallyHidden> (online)</VisuallyHidden> : null}
            </Text>
            <Text size="xs" c="dimmed" style={{ flex: '0 0 auto' }}>
              <time dateTime={when} title={fullTime(when)}>
                {listTime(when)}
              </time>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text
              size="sm"
              c={unread > 0 ? undefined : 'dimmed'}
              fw={unread > 0 ? 500 : undefined}
              fs={conversation.lastMessage?.deleted ? 'italic' : undefined}
              truncate="end"
            >
              {line}
            </Text>
            {badge ? (
              <>
                <span className={classes.unread} aria-hidden>
                  {badge}
                </span>
                <VisuallyHidden>{unread === 1 ? ', 1 unread message' : `, ${unread} unread messages`}</VisuallyHidden>
              </>
            ) : null}
          </Group>
        </div>
      </Link>
    </li>
  );
}
