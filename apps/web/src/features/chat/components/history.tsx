import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { ChatMessage, Conversation } from '@ventura/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../core/notify.ts';
import classes from '../chat.module.css';
import { seenMessageUuid, threadRows } from '../thread.ts';
import { MessageRow } from './message-row.tsx';

type Props = {
  conversation: Conversation;
  /** Every loaded message, oldest first. */
  messages: readonly ChatMessage[];
  myProfileUuid: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onReply: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
};

/** Within this many pixels of the end counts as at the end. */
const nearEnd = 48;
/** Within this many pixels of the top, older messages load. */
const nearTop = 160;

/**
 * The history: day separators, messages grouped by sender, older ones loading when scrolled to the top
 * with the view kept where it was. It follows new messages while the reader is at the end (and always
 * after their own); otherwise a 'New messages' button takes them there.
 */
export function History({
  conversation,
  messages,
  myProfileUuid,
  hasOlder,
  loadingOlder,
  loadOlder,
  onReply,
  onDelete,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  /** The scroll height and position before older messages were asked for, to keep the view still after. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ first?: string | undefined; last?: string | undefined }>({});
  const [unseen, setUnseen] = useState(0);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const rows = useMemo(() => threadRows(messages, myProfileUuid), [messages, myProfileUuid]);
  const seen = seenMessageUuid(messages, myProfileUuid, conversation.peerReadAt);
  const first = messages[0]?.uuid;
  const last = messages.at(-1);
  const team = conversation.kind === 'team';

  const toEnd = useCallback((smooth = false) => {
    const element = scroller.current;
    if (!element) return;
    if (smooth) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    else element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setUnseen(0);
  }, []);

  const older = useCallback(() => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const before = shown.current;
    shown.current = { first, last: last?.uuid };
    if (!element || !last) return;
    if (before.last === undefined) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (first !== before.first && anchor.current) {
      // Older messages went in above: the view stays on what the reader was looking at.
      element.scrollTop = element.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    }
    if (last.uuid !== before.last) {
      if (atEnd.current || last.senderUUID === myProfileUuid) toEnd();
      else setUnseen((count) => count + 1);
    }
  }, [first, last, myProfileUuid, toEnd]);

  // A growing composer or a reply quote shrinks the view: the end stays in sight when it was.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A first page too short to scroll cannot be scrolled to its top: the next one is asked for at once.
  useEffect(() => {
    const element = scroller.current;
    if (element && hasOlder && !loadingOlder && element.scrollHeight <= element.clientHeight) older();
  }, [hasOlder, loadingOlder, older]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearEnd;
    if (atEnd.current && unseen > 0) setUnseen(0);
    if (element.scrollTop < nearTop) older();
  };

  const goToQuoted = useCallback((messageUuid: string) => {
    const target = document.getElementById(`message-${messageUuid}`);
    if (!target) {
      notify.info('That message is further up: scroll up to load it.');
      return;
    }
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    setHighlighted(messageUuid);
    setTimeout(() => setHighlighted((now) => (now === messageUuid ? null : now)), 1600);
  }, []);

  return (
    <div style={{ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex' }}>
      <div
        ref={scroller}
        className={classes.scroller}
        style={{ overflowAnchor: 'none' }}
        onScroll={onScroll}
        role="log"
        aria-label={`Messages with ${conversation.title}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that keyboards can scroll it
        tabIndex={0}
      >
        <div className={classes.history}>
          {hasOlder ? (
            <Center>
              {loadingOlder ? (
                <Loader size="sm" aria-label="Loading older messages" />
              ) : (
                <Button variant="subtle" size="compact-sm" onClick={older}>
                  Load older messages
                </Button>
              )}
            </Center>
          ) : messages.length > 0 ? (
            <Text size="xs" c="dimmed" ta="center" py="xs">
              The beginning of your conversation
            </Text>
          ) : null}
          {messages.length === 0 ? (
            <Stack align="center" justify="center" gap={4} py="xl" ta="center">
              <Text fw={600}>No messages yet</Text>
              <Text size="sm" c="dimmed">
                Say hello to {conversation.title}.
              </Text>
            </Stack>
          ) : null}
          {rows.map((row) =>
            row.kind === 'day' ? (
              <h3 key={row.key} className={classes.day}>
                {row.label}
              </h3>
            ) : (
              <MessageRow
                key={row.key}
                message={row.message}
                mine={row.mine}
                myProfileUuid={myProfileUuid}
                startsGroup={row.startsGroup}
                endsGroup={row.endsGroup}
                showName={team}
                seen={row.message.uuid === seen}
                highlighted={row.message.uuid === highlighted}
                canReply={conversation.can.send}
                canDelete={row.mine && conversation.can.deleteOwn}
                onReply={onReply}
                onDelete={onDelete}
                onQuoteClick={goToQuoted}
              />
            ),
          )}
        </div>
      </div>
      {unseen > 0 ? (
        <Button
          className={classes.jump}
          size="xs"
          radius="xl"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={() => toEnd(true)}
        >
          {unseen === 1 ? 'New message' : `${unseen} new messages`}
        </Button>
      ) : null}
    </div>
  );
}
