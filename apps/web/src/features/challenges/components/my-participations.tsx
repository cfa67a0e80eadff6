import { Anchor, Badge, Button, Center, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { participantStatusLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { participationsQuery } from '../api.ts';
import { pageCount } from '../filters.ts';
import { challengePaths } from '../paths.ts';
import { challengeErrors, dateText, participantStatusColors } from '../present.ts';

type Props = { page: number; onPage: (page: number) => void };

/** A startup's own applications (GET challenges/participations): each challenge, when, and where it stands. */
export function MyParticipations({ page, onPage }: Props) {
  const participations = useQuery(participationsQuery(page));
  return (
    <QueryView query={participations} errorTitle={challengeErrors.fetch} loadingHeight={240}>
      {(list) =>
        list.items.length === 0 ? (
          <Center py="xl">
            <Stack align="center" gap="xs" ta="center">
              <Text fw={500}>You have not applied to a challenge yet</Text>
              <Text size="sm" c="dimmed">
                Your applications and where they stand show here.
              </Text>
              <Button component={Link} to={challengePaths.search} variant="default">
                Find challenges
              </Button>
            </Stack>
          </Center>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="My applications">
              {list.items.map((participation) => (
                <Paper component="li" key={participation.uuid} withBorder radius="lg" p="md">
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                      <Anchor
                        component={Link}
                        to={challengePaths.details(participation.challenge.uuid)}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {participation.challenge.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {participation.challenge.corporate.companyName} · applied {dateText(participation.appliedAt)} ·
                        deadline {dateText(participation.challenge.deadline)}
                      </Text>
                    </Stack>
                    <Badge color={participantStatusColors[participation.status]} miw="max-content">
                      {participantStatusLabels[participation.status]}
                    </Badge>
                  </Group>
                </Paper>
              ))}
            </Stack>
            {list.total > list.limit ? (
              <Center component="nav" aria-label="Application pages">
                <Pagination total={pageCount(list.total, list.limit)} value={page} onChange={onPage} size="sm" />
              </Center>
            ) : null}
          </Stack>
        )
      }
    </QueryView>
  );
}
