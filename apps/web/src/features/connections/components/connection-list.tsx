import { Alert, Button, Center, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../api/client.ts';
import { connectionsQuery } from '../api.ts';
import { type ConnectionTab, emptyTexts } from '../tabs.ts';
import { ConnectionItem } from './connection-item.tsx';

/** One tab's list with its loading, error and empty states. */
export function ConnectionList({ tab }: { tab: ConnectionTab }) {
  const query = useQuery(connectionsQuery(tab));

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
      <Alert color="red" title="Error while fetching connections!" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(query.error, 'The list could not be loaded. Please try again.')}</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
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
        <ConnectionItem key={connection.connectionUUID} connection={connection} />
      ))}
    </Stack>
  );
}
