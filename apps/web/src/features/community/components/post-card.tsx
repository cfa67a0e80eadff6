import { Button, Group, Paper, Stack, UnstyledButton } from '@mantine/core';
import { IconMessageCircle, IconShare } from '@tabler/icons-react';
import { communityErrors, type Post, type ReactionType } from '@ventura/shared';
import { memo, useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import classes from '../community.module.css';
import { countText, shareUrl } from '../present.ts';
import { useReact } from '../writes.ts';
import { CommentThread } from './comment-thread.tsx';
import { PostBody } from './post-body.tsx';
import { PostEditor } from './post-editor.tsx';
import { PostHeader } from './post-header.tsx';
import { PostMenu } from './post-menu.tsx';
import { ReactButton } from './react-button.tsx';
import { ReactionCount } from './reaction-count.tsx';
import { ReactorsDialog } from './reactors-dialog.tsx';

/** Copies a post's address for sharing; where the clipboard is not allowed, the address is shown instead. */
const share = async (post: Post) => {
  const url = shareUrl(post.url);
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link to the post copied');
  } catch {
    notify.info(`Copy this link to share the post: ${url}`);
  }
};

type Props = {
  post: Post;
  /** The comments show from the start (the post's own page). */
  withComments?: boolean;
  /** After the post is deleted. */
  onDeleted?: () => void;
};

/**
 * A post on the wall: its author, text, files and link, its reactions and comments, and the actions the
 * server says this viewer may take. Signed out, it is only read (and shared).
 */
export const PostCard = memo(function PostCard({ post, withComments = false, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(withComments);
  const [focusSignal, setFocusSignal] = useState<number | undefined>(undefined);
  const [showReactors, setShowReactors] = useState(false);
  const react = useReact();
  const threadId = useId();
  // Who reacted is the members' to see; a visitor reads the count only.
  const signedIn = useSessionUser() !== null;

  const setReaction = (type: ReactionType | null) =>
    react.mutate(
      { item: 'post', uuid: post.uuid, postUUID: post.uuid, type },
      { onError: (error) => notify.error(errorText(error, communityErrors.saveReaction)) },
    );
  const comment = () => {
    setCommentsOpen(true);
    setFocusSignal(Date.now());
  };

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={`Post by ${post.author.name}`}
    >
      <Stack gap="sm">
        <PostHeader
          author={post.author}
          createdAt={post.createdAt}
          editedAt={post.editedAt}
          hidden={post.hidden}
          menu={<PostMenu post={post} onEdit={() => setEditing(true)} onDeleted={onDeleted} />}
        />
        {editing ? (
          <PostEditor post={post} onDone={() => setEditing(false)} />
        ) : (
          <PostBody text={post.text} files={post.files} linkPreview={post.linkPreview} />
        )}
        {post.reactionCount > 0 || post.commentCount > 0 ? (
          <Group justify="space-between" gap="xs">
            <ReactionCount
              reactions={post.reactions}
              total={post.reactionCount}
              onOpen={signedIn ? () => setShowReactors(true) : undefined}
            />
            {post.commentCount > 0 ? (
              <UnstyledButton
                ml="auto"
                fz="sm"
                c="dimmed"
                onClick={() => setCommentsOpen((open) => !open)}
                aria-expanded={commentsOpen}
                aria-controls={commentsOpen ? threadId : undefined}
              >
                {countText(post.commentCount, 'comment')}
              </UnstyledButton>
            ) : null}
          </Group>
        ) : null}
        <div className={classes.actions}>
          {post.can.react ? (
            <ReactButton mine={post.myReaction} onReact={setReaction} what={`the post by ${post.author.name}`} />
          ) : null}
          {post.can.comment ? (
            <Button
              variant="subtle"
              color="gray"
              px={8}
              leftSection={<IconMessageCircle size={18} aria-hidden />}
              onClick={comment}
            >
              Comment
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="gray"
            px={8}
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share(post)}
          >
            Share
          </Button>
        </div>
        {commentsOpen ? (
          <div id={threadId}>
            <CommentThread post={post} focusSignal={focusSignal} />
          </div>
        ) : null}
      </Stack>
      {showReactors ? <ReactorsDialog postUuid={post.uuid} onClose={() => setShowReactors(false)} /> : null}
    </Paper>
  );
});
