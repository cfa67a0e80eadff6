import { Center, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PostPage } from '@ventura/shared';
import { LoadError } from '../../../ui/load-error.tsx';
import { Sentinel } from '../../../ui/sentinel.tsx';
import { itemsOf } from '../cache.ts';
import { PostCard } from './post-card.tsx';

type Props = {
  feed: UseInfiniteQueryResult<InfiniteData<PostPage, unknown>>;
  /** What an empty feed says: a heading and a line. */
  empty: { title: string; text: string };
};

/** A feed in its states: loading, its error with a retry, empty, or its posts, older ones loading at the end. */
export function FeedList({ feed, empty }: Props) {
  if (feed.isPending) {
    return (
      <Stack gap="md" role="status">
        <VisuallyHidden>Loading posts</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={180} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (feed.isError) {
    return (
      <LoadError
        title="The posts could not be loaded"
        error={feed.error}
        fallback="Please try again."
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  }
  const posts = itemsOf(feed.data);
  if (posts.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" ta="center" maw={380}>
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconMessages size={26} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {empty.title}
          </Title>
          <Text c="dimmed" size="sm">
            {empty.text}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="md" aria-label="Posts" component="section">
        {posts.map((post) => (
          <PostCard key={post.uuid} post={post} />
        ))}
      </Stack>
      {feed.hasNextPage ? (
        <Sentinel
          onVisible={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
          label={feed.isFetchingNextPage ? 'Loading older posts…' : 'Show older posts'}
        />
      ) : (
        <Text size="sm" c="dimmed" ta="center" py="xs">
          That is everything for now.
        </Text>
      )}
    </Stack>
  );
}
