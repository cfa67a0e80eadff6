import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import type { PostAuthor } from '@ventura/shared';
import type { ReactNode } from 'react';
import { authorLine } from '../present.ts';
import { AuthorAvatar, AuthorName } from './author-avatar.tsx';
import { TimeAgo } from './time-ago.tsx';

type Props = {
  author: PostAuthor;
  /** When it was posted; null for a post not written yet (the composer's preview). */
  createdAt: string | null;
  editedAt: string | null;
  hidden: boolean;
  /** The post's menu, at the right. */
  menu?: ReactNode;
};

/** Who wrote a post and when: picture, name (to their profile), type and organisation, time, '(edited)'. */
export function PostHeader({ author, createdAt, editedAt, hidden, menu }: Props) {
  const line = authorLine(author);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <AuthorAvatar author={author} size={44} />
      <Stack gap={0} style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <AuthorName author={author} />
          {hidden ? (
            <Badge color="orange" variant="light" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />}>
              Hidden by the platform team
            </Badge>
          ) : null}
        </Group>
        {line ? (
          <Text size="xs" c="dimmed" truncate="end">
            {line}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {createdAt ? <TimeAgo iso={createdAt} /> : 'Now'}
          {editedAt ? ' · (edited)' : ''}
        </Text>
      </Stack>
      {menu}
    </Group>
  );
}
