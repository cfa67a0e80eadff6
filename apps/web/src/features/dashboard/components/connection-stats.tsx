import { Card, Flex, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { shortCount } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { connectionCountsQuery } from '../../../api/connection-counts.ts';
import { LoadError } from '../../../ui/load-error.tsx';

const tiles = [
  { key: 'connections', label: 'Connections' },
  { key: 'received', label: 'Requests received' },
  { key: 'sent', label: 'Requests sent' },
] as const;

/** How many connections and pending requests the profile has, each a way into its list. */
export function ConnectionStats() {
  const headingId = useId();
  const counts = useQuery(connectionCountsQuery());

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Your network
        </Title>
        {counts.isError ? (
          <LoadError
            title="Error while fetching dashboard details!"
            error={counts.error}
            fallback="The connection counts could not be loaded."
            onRetry={() => void counts.refetch()}
            retrying={counts.isFetching}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {tiles.map((tile) => (
              <Card
                key={tile.key}
                component={Link}
                to={`/connections?tab=${tile.key}`}
                withBorder
                radius="md"
                padding="sm"
              >
                {/* A row on phones, a tile from the xs breakpoint on. */}
                <Flex
                  direction={{ base: 'row', xs: 'column' }}
                  align={{ base: 'center', xs: 'flex-start' }}
                  gap={{ base: 'sm', xs: 0 }}
                >
                  {counts.isPending ? (
                    <Skeleton h={32} w={40} aria-hidden />
                  ) : (
                    <Text fw={700} fz={28} lh={1.2} miw={40}>
                      {shortCount(counts.data[tile.key])}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {tile.label}
                  </Text>
                </Flex>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
