import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { type Comment, communityErrors, type ReactionType } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import classes from '../community.module.css';
import { useDeleteComment, useReact } from '../writes.ts';
import { AuthorAvatar, AuthorName } from './author-avatar.tsx';
import { PostText } from './post-text.tsx';
import { ReactButton } from './react-button.tsx';
import { ReactionCount } from './reaction-count.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { TimeAgo } from './time-ago.tsx';

type Props = {
  comment: Comment;
  /** Reply was chosen: the thread opens its reply box, addressed to this comment's author. */
  onReply: (comment: Comment) => void;
};

function CommentMenu({ comment }: { comment: Comment }) {
  const remove = useDeleteComment();
  const [reporting, setReporting] = useState(false);
  if (!comment.can.delete && !comment.can.report) return null;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: comment.parentUUID ? 'Delete this reply?' : 'Delete this comment?',
      children: comment.parentUUID
        ? 'It goes for everyone. This cannot be undone.'
        : 'It goes for everyone, with its replies. This cannot be undone.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(comment, { onError: (error) => notify.error(errorText(error, communityErrors.deleteComment)) }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`Actions for the comment by ${comment.author.name}`}
            loading={remove.isPending}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {comment.can.report ? (
            <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
              Report
            </Menu.Item>
          ) : null}
          {comment.can.delete ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              Delete
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {reporting ? <ReportDialog item="comment" uuid={comment.uuid} onClose={() => setReporting(false)} /> : null}
    </>
  );
}

/** One comment: who wrote it and when, its text, its reactions, and what the viewer may do with it. */
export function CommentItem({ comment, onReply }: Props) {
  const react = useReact();
  const setReaction = (type: ReactionType | null) =>
    react.mutate(
      { item: 'comment', uuid: comment.uuid, postUUID: comment.postUUID, type },
      { onError: (error) => notify.error(errorText(error, communityErrors.saveReaction)) },
    );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" id={`comment-${comment.uuid}`}>
      <AuthorAvatar author={comment.author} size={32} />
      <Stack gap={2} style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <div className={classes.bubble} style={{ flex: '0 1 auto' }}>
            <Group gap={6} wrap="wrap">
              <AuthorName author={comment.author} size="xs" />
              <Text size="xs" c="dimmed">
                {comment.author.accountTypeLabel}
              </Text>
            </Group>
            <PostText text={comment.text} size="sm" />
          </div>
          <CommentMenu comment={comment} />
        </Group>
        <Group gap={4} wrap="wrap" pl={4}>
          <Text size="xs" c="dimmed">
            <TimeAgo iso={comment.createdAt} />
          </Text>
          {comment.can.react ? (
            <ReactButton
              compact
              mine={comment.myReaction}
              onReact={setReaction}
              what={`the comment by ${comment.author.name}`}
            />
          ) : null}
          {comment.can.reply ? (
            <Button variant="subtle" color="gray" size="compact-xs" onClick={() => onReply(comment)}>
              Reply
            </Button>
          ) : null}
          <ReactionCount reactions={comment.reactions} total={comment.reactionCount} size="xs" />
        </Group>
      </Stack>
    </Group>
  );
}
