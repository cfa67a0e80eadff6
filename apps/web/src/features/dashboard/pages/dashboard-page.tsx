import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { greetingFor, type Profile } from '@ventura/shared';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../app/session.ts';
import { useTenant } from '../../../app/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { connectionsShown } from '../approval.ts';
import { ConnectionStats } from '../components/connection-stats.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { QuickLinks } from '../components/quick-links.tsx';

const fetchErrorText = 'Error while fetching dashboard details!';

/** The home of every account type that has a dashboard: greeting, profile, connections, quick links. */
export function DashboardPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const profile = useCurrentProfile();
  useDocumentTitle(`Dashboard | ${tenant.name}`);
  const name = profile.data?.name ?? user?.name;
  const greeting = greetingFor(new Date().getHours());

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{name ? `${greeting}, ${name}` : greeting}</Title>
        <Text c="dimmed">Here is where your profile and your network stand today.</Text>
      </Stack>

      {profile.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading your dashboard">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </SimpleGrid>
      ) : profile.isError ? (
        <LoadError
          title={fetchErrorText}
          error={profile.error}
          fallback="Your profile could not be loaded."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <DashboardContent
          profile={profile.data}
          withConnections={connectionsShown(tenant.features, profile.data.approvalStatus)}
        />
      )}
    </Stack>
  );
}

function DashboardContent({ profile, withConnections }: { profile: Profile; withConnections: boolean }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard profile={profile} />
        {withConnections ? <ConnectionStats /> : null}
      </SimpleGrid>
      <QuickLinks profile={profile} withConnections={withConnections} />
    </>
  );
}
