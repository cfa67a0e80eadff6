import { Card, Flex, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ProfileDashboard, shortCount } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';

/** Each count with the connections tab that lists it. */
const tiles = [
  { key: 'accepted', tab: 'connections', label: 'Connections' },
  { key: 'pendingReceived', tab: 'received', label: 'Requests received' },
  { key: 'pendingSent', tab: 'sent', label: 'Requests sent' },
] as const;

/** How many connections and pending requests the profile has, each a way into its list. */
export function ConnectionStats({ counts }: { counts: ProfileDashboard['connections'] }) {
  const headingId = useId();

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
