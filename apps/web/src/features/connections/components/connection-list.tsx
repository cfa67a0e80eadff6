import { Center, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSeedPresence } from '../../../api/presence.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { connectionsQuery } from '../api.ts';
import { type ConnectionTab, emptyTexts } from '../tabs.ts';
import { ConnectionItem } from './connection-item.tsx';

/** One tab's list with its loading, error and empty states. */
export function ConnectionList({ tab }: { tab: ConnectionTab }) {
  const query = useQuery(connectionsQuery(tab));
  // Online dots for the people one is connected with (the socket announces only connections' presence).
  useSeedPresence(
    tab === 'connections' ? (query.data?.items.flatMap((connection) => connection.other.userId ?? []) ?? []) : [],
  );

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>Loading</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={88} radius="md" />
        ))}
      </Stack>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        title="Error while fetching connections!"
        error={query.error}
        fallback="The list could not be loaded. Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (query.data.items.length === 0) {
    const empty = emptyTexts[tab];
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" ta="center" maw={360}>
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconInbox size={26} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {empty.title}
          </Title>
          <Text c="dimmed" size="sm">
            {empty.message}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.items.map((connection) => (
        <ConnectionItem key={connection.connectionUUID} connection={connection} tab={tab} />
      ))}
    </Stack>
  );
}
