import { ActionIcon, Avatar, Menu, Text } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '@ventura/shared';
import { memo } from 'react';
import { splitLinks } from '../../../ui/text-links.ts';
import { fullTime } from '../../../ui/time.ts';
import classes from '../chat.module.css';
import { messageTime } from '../present.ts';
import { Attachment } from './attachment.tsx';

/** A message's words: text with its web links as anchors to a new tab; never HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

type Props = {
  message: ChatMessage;
  mine: boolean;
  myProfileUuid: string | null;
  startsGroup: boolean;
  endsGroup: boolean;
  /** The sender's name shows over the first message of a group in a team's conversation. */
  showName: boolean;
  seen: boolean;
  highlighted: boolean;
  canReply: boolean;
  canDelete: boolean;
  onReply: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  onQuoteClick: (messageUuid: string) => void;
};

/**
 * One message: the caller's on the right, others' on the left with the sender's avatar at the end of a
 * group. Its actions (reply, delete one's own) are a menu button beside it, reachable by keyboard.
 */
export const MessageRow = memo(function MessageRow({
  message,
  mine,
  myProfileUuid,
  startsGroup,
  endsGroup,
  showName,
  seen,
  highlighted,
  canReply,
  canDelete,
  onReply,
  onDelete,
  onQuoteClick,
}: Props) {
  const deleted = message.deletedAt !== null;
  const time = messageTime(message.createdAt);
  const who = mine ? 'You' : message.senderName;
  const quoted = message.replyTo;
  const quotedName = quoted && quoted.senderUUID === myProfileUuid ? 'You' : quoted?.senderName;
  const withActions = !deleted && (canReply || canDelete);

  return (
    <article
      id={`message-${message.uuid}`}
      className={classes.row}
      data-mine={mine || undefined}
      data-starts={startsGroup || undefined}
      data-highlight={highlighted || undefined}
      aria-label={`${who} at ${time}`}
    >
      {mine ? null : (
        <div className={classes.avatarSlot}>
          {endsGroup ? (
            <Avatar
              src={message.senderAvatar}
              name={message.senderName}
              color="initials"
              variant="filled"
              size={32}
              alt=""
            />
          ) : null}
        </div>
      )}
      <div className={classes.bubbleColumn}>
        {showName && startsGroup && !mine ? (
          <Text size="xs" c="dimmed" fw={600} px={4}>
            {message.senderName}
          </Text>
        ) : null}
        <div className={classes.bubbleLine}>
          <div
            className={classes.bubble}
            data-media={(message.attachment?.isImage && !message.text && !quoted && !deleted) || undefined}
          >
            {quoted ? (
              <button
                type="button"
                className={classes.quote}
                onClick={() => onQuoteClick(quoted.uuid)}
                aria-label={`Go to the message from ${quoted.senderName} this replies to`}
              >
                <Text span size="xs" fw={700} display="block">
                  {quotedName}
                </Text>
                <Text span size="xs" c="dimmed" lineClamp={2} fs={quoted.deleted ? 'italic' : undefined}>
                  {quoted.deleted ? 'This message was deleted' : quoted.excerpt}
                </Text>
              </button>
            ) : null}
            {deleted ? (
              <Text size="sm" className={classes.deleted}>
                This message was deleted
              </Text>
            ) : (
              <>
                {message.attachment ? <Attachment attachment={message.attachment} /> : null}
                {message.text ? (
                  <Text size="sm" component="div" mt={message.attachment ? 4 : 0}>
                    <MessageText text={message.text} />
                  </Text>
                ) : null}
              </>
            )}
          </div>
          {withActions ? (
            <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  className={classes.actions}
                  aria-label={`Actions for the message from ${who} at ${time}`}
                >
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canReply ? (
                  <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => onReply(message)}>
                    Reply
                  </Menu.Item>
                ) : null}
                {canDelete ? (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => onDelete(message)}
                  >
                    Delete
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </div>
        {endsGroup || seen ? (
          <Text className={classes.meta} component="div">
            <time dateTime={message.createdAt} title={fullTime(message.createdAt)}>
              {time}
            </time>
            {seen ? ' · Seen' : ''}
          </Text>
        ) : null}
      </div>
    </article>
  );
});
