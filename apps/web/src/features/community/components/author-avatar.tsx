import { Anchor, Avatar } from '@mantine/core';
import type { PostAuthor } from '@ventura/shared';
import { Link } from 'react-router';
import { publicProfilePath } from '../../../core/profile-path.ts';

/** Where an author's public profile is; '' for account types without one. */
export const authorPath = (author: Pick<PostAuthor, 'accountType' | 'uuid'>) =>
  publicProfilePath(author.accountType, author.uuid);

/** An author's name, linking to their profile where they have one. */
export function AuthorName({ author, size = 'sm' }: { author: PostAuthor; size?: 'sm' | 'xs' }) {
  const path = authorPath(author);
  if (!path) return <span>{author.name}</span>;
  return (
    <Anchor component={Link} to={path} c="inherit" fw={600} size={size} underline="hover">
      {author.name}
    </Anchor>
  );
}

/** An author's picture (their initials without one); decorative, since their name is beside it. */
export function AuthorAvatar({ author, size = 40 }: { author: PostAuthor; size?: number }) {
  return <Avatar src={author.avatar} name={author.name} alt="" size={size} radius="xl" aria-hidden />;
}
