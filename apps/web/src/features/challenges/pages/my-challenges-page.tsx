import { Anchor, Badge, Button, Center, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPencil, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Challenge } from '@ventura/shared';
import { useId } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { PageNav } from '../../../ui/page-nav.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { type MyChallengesTab, myChallengesQuery } from '../api.ts';
import { pageCount } from '../filters.ts';
import { challengePaths } from '../paths.ts';
import { challengeErrors, countText, deadlineInfo } from '../present.ts';

const tabs: ReadonlyArray<{ value: MyChallengesTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];
const tabOf = (value: string | null): MyChallengesTab => tabs.find((tab) => tab.value === value)?.value ?? 'all';
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** One of the corporate's challenges: open or closed, deadline, how many applied, and what to do with it. */
function MyChallengeRow({ challenge }: { challenge: Challenge }) {
  const headingId = useId();
  const deadline = deadlineInfo(challenge);
  return (
    <Paper component="li" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={challengePaths.details(challenge.uuid)} inherit>
                {challenge.title}
              </Anchor>
            </Title>
            <Group gap="xs">
              <Badge color={challenge.status === 'open' ? 'green' : 'gray'}>
                {challenge.status === 'open' ? 'Open' : 'Closed'}
              </Badge>
              {challenge.status === 'open' ? (
                <Badge color={deadline.color} variant="light" tt="none">
                  {deadline.label}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Text size="sm" fw={600} miw="max-content">
            {countText(challenge.participantCount ?? 0, 'participant')}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={challengePaths.participants(challenge.uuid)}
            size="xs"
            leftSection={<IconUsers size={16} aria-hidden />}
            aria-label={`Participants of ${challenge.title}`}
          >
            Participants
          </Button>
          <Button
            component={Link}
            to={challengePaths.edit(challenge.uuid)}
            size="xs"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Edit ${challenge.title}`}
          >
            Edit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function MyChallenges() {
  const tenant = useTenant();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const challenges = useQuery(myChallengesQuery(tab, page));
  useDocumentTitle(`My challenges | ${tenant.name}`);

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>My challenges</Title>
          <Text c="dimmed">The challenges you posted, and the startups that applied to each.</Text>
        </Stack>
        <Button component={Link} to={challengePaths.create} leftSection={<IconPlus size={18} aria-hidden />}>
          New challenge
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setParams(tabOf(value) === 'all' ? {} : { status: tabOf(value) })}>
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryView query={challenges} errorTitle={challengeErrors.fetch} loadingHeight={240}>
        {(list) =>
          list.items.length === 0 ? (
            <Center py="xl">
              <Stack align="center" gap="xs" ta="center">
                <Text fw={500}>{tab === 'all' ? 'You have not posted a challenge yet' : `No ${tab} challenges`}</Text>
                {tab === 'all' ? (
                  <>
                    <Text size="sm" c="dimmed">
                      Post a problem you want solved; startups of {tenant.name} apply with their pitch.
                    </Text>
                    <Button component={Link} to={challengePaths.create} variant="default">
                      Post your first challenge
                    </Button>
                  </>
                ) : null}
              </Stack>
            </Center>
          ) : (
            <Stack gap="md">
              <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="My challenges">
                {list.items.map((challenge) => (
                  <MyChallengeRow key={challenge.uuid} challenge={challenge} />
                ))}
              </Stack>
              <PageNav
                label="Challenge pages"
                pages={pageCount(list.total, list.limit)}
                page={page}
                onChange={(next) => setParams({ ...(tab === 'all' ? {} : { status: tab }), page: String(next) })}
              />
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

/**
 * /challenges, the corporate's My Challenges: their challenges, open and closed, with participant counts.
 * Signed out, the visitor is asked to sign in; anyone but a corporate goes to the search (product.md 2).
 */
export function MyChallengesPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to see your challenges"
        intro={`Corporates of ${tenant.name} post challenges here.`}
      />
    );
  }
  if (user.accountType !== 'corporate') return <Navigate to={challengePaths.search} replace />;
  return <MyChallenges key={user.uuid} />;
}
