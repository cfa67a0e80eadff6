import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PostStats } from '@ventura/shared';
import { statsQuery } from '../api.ts';

const figures: Array<{ key: keyof PostStats; label: string }> = [
  { key: 'posts', label: 'Posts' },
  { key: 'comments', label: 'Comments' },
  { key: 'reactionsReceived', label: 'Reactions received' },
  { key: 'commentsReceived', label: 'Comments received' },
  { key: 'mentions', label: 'Mentions' },
];

/** The viewer's part in the wall, in numbers; nothing when they cannot be had (it is only a side note). */
export function StatsCard() {
  const stats = useQuery(statsQuery());
  if (stats.isError) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="community-stats">
      <Stack gap="sm">
        <Title order={2} size="h5" id="community-stats">
          You on the wall
        </Title>
        {stats.isPending ? (
          <Skeleton h={120} role="status" aria-label="Loading your numbers" />
        ) : (
          <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
            {figures.map(({ key, label }) => (
              <div key={key}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" fw={700} size="lg" m={0}>
                  {stats.data[key]}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
