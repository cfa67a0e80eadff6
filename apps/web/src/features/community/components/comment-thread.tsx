import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Comment, Post, PostAuthor } from '@ventura/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../core/session.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { threadQuery } from '../api.ts';
import { itemsOf } from '../cache.ts';
import classes from '../community.module.css';
import { mentionName } from '../mentions.ts';
import { countText } from '../present.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentItem } from './comment-item.tsx';
import { type Draft, emptyDraft } from './mention-textarea.tsx';

/** A reply being written: under which comment, to whom, and a new signal each time Reply is chosen. */
type Replying = { parentUuid: string; to: PostAuthor; signal: number };

/** A reply starts with its addressee mentioned, unless the writer answers themself. */
const replyDraft = (to: PostAuthor, myProfileUuid: string | null): Draft => {
  if (to.uuid === myProfileUuid) return emptyDraft;
  const name = mentionName(to.name);
  return { text: `@${name} `, mentions: [{ name, uuid: to.uuid }] };
};

type RepliesProps = {
  post: Post;
  parent: Comment;
  replying: Replying | null;
  onReply: (comment: Comment) => void;
  onStopReplying: () => void;
};

/** A top-level comment's replies: 'View N replies' until asked for, and the reply box while replying. */
function Replies({ post, parent, replying, onReply, onStopReplying }: RepliesProps) {
  const [opened, setOpened] = useState(false);
  const myProfileUuid = useSessionUser()?.uuid ?? null;
  const shown = opened || replying !== null;
  const replies = useInfiniteQuery({ ...threadQuery(post.uuid, parent.uuid), enabled: shown && parent.replyCount > 0 });
  const items = itemsOf(replies.data);
  if (!shown && parent.replyCount === 0) return null;
  return (
    <Stack gap="xs" className={classes.replies}>
      {shown ? null : (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setOpened(true)}
          aria-expanded={false}
        >
          View {countText(parent.replyCount, 'reply', 'replies')}
        </Button>
      )}
      {shown && replies.isPending && parent.replyCount > 0 ? <Loader size="xs" aria-label="Loading replies" /> : null}
      {shown && replies.isError ? (
        <LoadError
          title="The replies could not be loaded"
          error={replies.error}
          onRetry={() => void replies.refetch()}
          retrying={replies.isFetching}
        />
      ) : null}
      {shown ? items.map((reply) => <CommentItem key={reply.uuid} comment={reply} onReply={onReply} />) : null}
      {shown && replies.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => void replies.fetchNextPage()}
          loading={replies.isFetchingNextPage}
        >
          More replies
        </Button>
      ) : null}
      {replying ? (
        <CommentBox
          key={`${replying.parentUuid}-${replying.to.uuid}`}
          postUuid={post.uuid}
          parentUuid={parent.uuid}
          initial={replyDraft(replying.to, myProfileUuid)}
          label={`Reply to ${replying.to.name}`}
          focusSignal={replying.signal}
          onSent={() => {
            setOpened(true);
            onStopReplying();
          }}
          onCancel={onStopReplying}
        />
      ) : null}
    </Stack>
  );
}

type Props = {
  post: Post;
  /** Changes whenever the comment box should take the focus (the post's Comment button). */
  focusSignal?: number | undefined;
};

/** A post's comments, oldest first, each with its replies; the box for a new comment at the end. */
export function CommentThread({ post, focusSignal }: Props) {
  const thread = useInfiniteQuery(threadQuery(post.uuid, null));
  const comments = itemsOf(thread.data);
  const [replying, setReplying] = useState<Replying | null>(null);

  const startReply = (comment: Comment) =>
    setReplying({ parentUuid: comment.parentUUID ?? comment.uuid, to: comment.author, signal: Date.now() });

  return (
    <Stack gap="sm" pt="xs">
      {thread.isPending && post.commentCount > 0 ? (
        <Center>
          <Loader size="sm" aria-label="Loading comments" />
        </Center>
      ) : null}
      {thread.isError ? (
        <LoadError
          title="The comments could not be loaded"
          error={thread.error}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
        />
      ) : null}
      {thread.isSuccess && comments.length === 0 && !post.can.comment ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : null}
      {comments.length > 0 ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {comments.map((comment) => (
            <Stack component="li" key={comment.uuid} gap="xs">
              <CommentItem comment={comment} onReply={startReply} />
              <Replies
                post={post}
                parent={comment}
                replying={replying?.parentUuid === comment.uuid ? replying : null}
                onReply={startReply}
                onStopReplying={() => setReplying(null)}
              />
            </Stack>
          ))}
        </Stack>
      ) : null}
      {thread.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
        >
          More comments
        </Button>
      ) : null}
      {post.can.comment ? <CommentBox postUuid={post.uuid} label="Write a comment" focusSignal={focusSignal} /> : null}
    </Stack>
  );
}
