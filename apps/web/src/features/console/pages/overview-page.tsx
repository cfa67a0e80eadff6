import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import { overviewQuery } from '../api.ts';
import { ConsolePage } from '../components/console-page.tsx';
import { ProfilesByType } from '../components/profiles-by-type.tsx';
import { SignupsChart } from '../components/signups-chart.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { profilesByType } from '../overview.ts';

/** The console's home: what waits for a decision, who is here, and how fast people join. */
export function OverviewPage() {
  const overview = useQuery(overviewQuery());
  return (
    <ConsolePage title="Overview" description="What waits for the team, who is here, and how fast people join.">
      <QueryView query={overview} errorTitle="The overview could not be loaded" loadingHeight={420}>
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              <StatCard
                label="Waiting for approval"
                value={data.pendingApprovals}
                hint="Profiles that asked for a decision."
                link={{ to: '/admin/approvals', text: 'Review the queue' }}
              />
              <StatCard label="Active members" value={data.members.active} hint="Accounts that can sign in." />
              <StatCard
                label="Suspended accounts"
                value={data.members.suspended}
                hint="Stopped by the team: no sign-in."
                link={{ to: '/admin/members?status=suspended', text: 'See suspended accounts' }}
              />
              <StatCard
                label="Deactivated by their holder"
                value={data.members.deactivated}
                hint="Hidden until they sign in again."
              />
            </SimpleGrid>
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="signups-heading">
              <Stack gap="sm">
                <Title order={2} size="h4" id="signups-heading">
                  Sign-ups per week
                </Title>
                <Text size="sm" c="dimmed">
                  New accounts in each of the last 12 weeks (weeks start on Monday).
                </Text>
                <SignupsChart weeks={data.signupsPerWeek} />
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profiles-heading">
              <Stack gap="sm">
                <Title order={2} size="h4" id="profiles-heading">
                  Profiles
                </Title>
                <ProfilesByType summaries={profilesByType(data.profiles)} />
              </Stack>
            </Paper>
          </Stack>
        )}
      </QueryView>
    </ConsolePage>
  );
}
