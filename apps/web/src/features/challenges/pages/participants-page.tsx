import { Anchor, Badge, Button, Center, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type ChallengeInfo,
  type ParticipantStatus,
  participantStatuses,
  participantStatusLabels,
} from '@ventura/shared';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { challengeInfoQuery, participantsQuery } from '../api.ts';
import { ParticipantCard } from '../components/participant-card.tsx';
import { pageCount } from '../filters.ts';
import { challengePaths } from '../paths.ts';
import { challengeErrors, deadlineInfo } from '../present.ts';
import type { SearchArrival } from './search-page.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Tab = ParticipantStatus | 'all';
const tabValues: readonly Tab[] = ['all', ...participantStatuses];
const tabOf = (value: string | null): Tab => tabValues.find((tab) => tab === value) ?? 'all';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** How many participants a tab holds, from the owner's summary. */
export const tabCount = (counts: ChallengeInfo['participantCounts'], tab: Tab) =>
  tab === 'all' ? participantStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : (counts[tab] ?? 0);

function ParticipantList({
  uuid,
  tab,
  page,
  onPage,
}: {
  uuid: string;
  tab: Tab;
  page: number;
  onPage: (page: number) => void;
}) {
  const participants = useQuery(participantsQuery(uuid, tab, page));
  return (
    <QueryView query={participants} errorTitle={challengeErrors.fetch} loadingHeight={280}>
      {(list) =>
        list.items.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">
              {tab === 'all'
                ? 'No startup has applied yet.'
                : `No participant is ${participantStatusLabels[tab].toLowerCase()}.`}
            </Text>
          </Center>
        ) : (
          <Stack gap="md" aria-busy={participants.isPlaceholderData || undefined}>
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Participants">
              {list.items.map((participant) => (
                <ParticipantCard key={participant.uuid} participant={participant} />
              ))}
            </Stack>
            {list.total > list.limit ? (
              <Center component="nav" aria-label="Participant pages">
                <Pagination total={pageCount(list.total, list.limit)} value={page} onChange={onPage} size="sm" />
              </Center>
            ) : null}
          </Stack>
        )
      }
    </QueryView>
  );
}

function Participants({ uuid }: { uuid: string }) {
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const info = useQuery(challengeInfoQuery(uuid));
  useDocumentTitle(`Participants${info.data ? ` of ${info.data.challenge.title}` : ''} | ${tenant.name}`);

  const status = info.error instanceof ApiError ? info.error.status : null;
  if (status === 404 || status === 400) {
    const arrival: SearchArrival = { missingChallenge: true };
    return <Navigate to={challengePaths.search} replace state={arrival} />;
  }
  const choose = (value: string | null) => {
    const next = tabOf(value);
    setParams(next === 'all' ? {} : { status: next });
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Anchor component={Link} to={challengePaths.mine} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span>My challenges</span>
        </Group>
      </Anchor>
      <QueryView query={info} errorTitle={challengeErrors.fetch} loadingHeight={120}>
        {({ challenge, participantCounts }) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={4} miw={0} style={{ flex: '1 1 18rem' }}>
                <Title order={1}>Participants</Title>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={challengePaths.details(challenge.uuid)}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {challenge.title}
                  </Anchor>
                  <Badge color={challenge.status === 'open' ? 'green' : 'gray'}>
                    {challenge.status === 'open' ? 'Open' : 'Closed'}
                  </Badge>
                  {challenge.status === 'open' ? (
                    <Badge color={deadlineInfo(challenge).color} variant="light" tt="none">
                      {deadlineInfo(challenge).label}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
              {challenge.can.edit ? (
                <Button
                  component={Link}
                  to={challengePaths.edit(challenge.uuid)}
                  variant="default"
                  leftSection={<IconPencil size={18} aria-hidden />}
                >
                  Edit challenge
                </Button>
              ) : null}
            </Group>
            <Tabs value={tab} onChange={choose}>
              <Tabs.List style={{ flexWrap: 'wrap' }}>
                {tabValues.map((value) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    rightSection={
                      <Badge size="sm" variant="light" color="gray" aria-hidden>
                        {tabCount(participantCounts, value)}
                      </Badge>
                    }
                    aria-label={`${value === 'all' ? 'All' : participantStatusLabels[value]}: ${tabCount(participantCounts, value)}`}
                  >
                    {value === 'all' ? 'All' : participantStatusLabels[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <ParticipantList
              uuid={uuid}
              tab={tab}
              page={page}
              onPage={(next) => setParams({ ...(tab === 'all' ? {} : { status: tab }), page: String(next) })}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** /challenges/{uuid}/participants (the owner): the startups that applied, by status, and their moves. */
export function ParticipantsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  if (!uuidPattern.test(uuid)) {
    const arrival: SearchArrival = { missingChallenge: true };
    return <Navigate to={challengePaths.search} replace state={arrival} />;
  }
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to see the participants"
        intro={`Corporates of ${tenant.name} see who applied to their challenges here.`}
      />
    );
  }
  return <Participants key={`${uuid}:${user.uuid}`} uuid={uuid} />;
}
