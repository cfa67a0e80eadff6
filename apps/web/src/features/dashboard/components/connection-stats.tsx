import { Card, Flex, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ProfileDashboard, shortCount } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { connectionCountsQuery } from '../../../api/connection-counts.ts';

/** Each count with the connections tab that lists it. */
const tiles = [
  { key: 'accepted', tab: 'connections', label: 'Connections' },
  { key: 'pendingReceived', tab: 'received', label: 'Requests received' },
  { key: 'pendingSent', tab: 'sent', label: 'Requests sent' },
] as const;

/**
 * How many connections and pending requests the profile has, each a way into its list. The dashboard's
 * numbers show first; the live counts (GET connections/types/counts) follow them, and those refresh on
 * every socket event and every change to a connection (spec 9), so a request or an acceptance arriving
 * while the dashboard is open shows at once.
 */
export function ConnectionStats({ counts: loaded }: { counts: ProfileDashboard['connections'] }) {
  const headingId = useId();
  const live = useQuery(connectionCountsQuery());
  const counts: ProfileDashboard['connections'] = live.data
    ? { accepted: live.data.connections, pendingReceived: live.data.received, pendingSent: live.data.sent }
    : loaded;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Your network
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {tiles.map((tile) => (
            <Card
              key={tile.key}
              component={Link}
              to={`/connections?tab=${tile.tab}`}
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
                <Text fw={700} fz={28} lh={1.2} miw={40}>
                  {shortCount(counts[tile.key])}
                </Text>
                <Text size="sm" c="dimmed">
                  {tile.label}
                </Text>
              </Flex>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
