import { ActionIcon, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots, IconEye, IconEyeOff, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Post } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useDeletePost, useSetVisibility } from '../writes.ts';
import { ReportDialog } from './report-dialog.tsx';

type Props = {
  post: Post;
  onEdit: () => void;
  /** After the post is deleted (its own page goes back to the feed). */
  onDeleted?: (() => void) | undefined;
};

/** The ⋯ menu of a post: what the server says this viewer may do with it, and nothing else. */
export function PostMenu({ post, onEdit, onDeleted }: Props) {
  const remove = useDeletePost();
  const visibility = useSetVisibility();
  const [reporting, setReporting] = useState(false);
  const { can } = post;
  if (!can.edit && !can.delete && !can.report && !can.moderate) return null;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this post?',
      children: 'It goes from the wall for everyone, with its comments and reactions. This cannot be undone.',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(post.uuid, {
          onSuccess: () => {
            notify.success('Post deleted');
            onDeleted?.();
          },
          onError: (error) => notify.error(errorText(error, 'The post could not be deleted')),
        }),
    });

  const setHidden = (hidden: boolean) =>
    visibility.mutate(
      { uuid: post.uuid, hidden },
      {
        onSuccess: () => notify.success(hidden ? 'The post is hidden from members' : 'The post is visible again'),
        onError: (error) => notify.error(errorText(error, 'The post could not be changed')),
      },
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the post by ${post.author.name}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can.edit ? (
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              Edit
            </Menu.Item>
          ) : null}
          {can.moderate ? (
            <Menu.Item
              leftSection={post.hidden ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
              onClick={() => setHidden(!post.hidden)}
              disabled={visibility.isPending}
            >
              {post.hidden ? 'Show to members again' : 'Hide from members'}
            </Menu.Item>
          ) : null}
          {can.report ? (
            <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
              Report
            </Menu.Item>
          ) : null}
          {can.delete ? (
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmDelete}>
              Delete
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {reporting ? <ReportDialog item="post" uuid={post.uuid} onClose={() => setReporting(false)} /> : null}
    </>
  );
}
