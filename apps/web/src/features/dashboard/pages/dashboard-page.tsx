import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  greetingFor,
  isProfileAccountType,
  mainSectionOf,
  type ProfileAccountType,
  type ProfileDashboard,
} from '@ventura/shared';
import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { profileKeys, useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { BannerStrip, Testimonials } from '../../content-blocks/index.ts';
import { RecommendedMatches } from '../../matches/index.ts';
import { dashboardQuery } from '../api.ts';
import { CompletenessCard } from '../components/completeness-card.tsx';
import { ConnectionStats } from '../components/connection-stats.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { QuickLinks } from '../components/quick-links.tsx';

const fetchErrorText = 'Error while fetching dashboard details!';

/**
 * The home of every account type that has a dashboard: greeting, the operators' banners, profile and
 * approval, completeness, a startup's recommended investors, connections, quick links and what members say.
 */
export function DashboardPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const current = useCurrentProfile();
  useDocumentTitle(`Dashboard | ${tenant.name}`);
  const name = current.data?.name ?? user?.name;
  const greeting = greetingFor(new Date().getHours());

  // A tenant without dashboards (show_dashboard off) sends its members to their profile's main page.
  if (!tenant.features.show_dashboard && user && isProfileAccountType(user.accountType)) {
    return <Navigate to={mainSectionOf(user.accountType, current.data?.investorType ?? null).page} replace />;
  }
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{name ? `${greeting}, ${name}` : greeting}</Title>
        <Text c="dimmed">Here is where your profile and your network stand today.</Text>
      </Stack>
      <BannerStrip />
      {/* The routes give a dashboard only to types with a profile; the check is for the compiler. */}
      {user && isProfileAccountType(user.accountType) ? (
        <Dashboard type={user.accountType} profileUuid={user.uuid} />
      ) : null}
    </Stack>
  );
}

function Dashboard({ type, profileUuid }: { type: ProfileAccountType; profileUuid: string }) {
  const dashboard = useQuery(dashboardQuery(type, profileUuid));
  const current = useCurrentProfile();
  const queryClient = useQueryClient();
  const rejected = dashboard.data?.completeness.isRejected === true;

  // A rejection decided since sign-in: the shell's watch looks at the profile's completeness again
  // (it signs the profile out where the tenant says so).
  useEffect(() => {
    if (rejected) void queryClient.invalidateQueries({ queryKey: profileKeys.current(profileUuid) });
  }, [rejected, profileUuid, queryClient]);

  if (dashboard.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading your dashboard">
        <Skeleton h={260} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </SimpleGrid>
    );
  }
  if (dashboard.isError) {
    return (
      <LoadError
        title={fetchErrorText}
        error={dashboard.error}
        fallback="Your dashboard could not be loaded."
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  return (
    <DashboardContent
      type={type}
      dashboard={dashboard.data}
      addMembers={current.data?.can.addMembers ?? false}
      organizationName={current.data?.organizationName ?? null}
    />
  );
}

type ContentProps = {
  type: ProfileAccountType;
  dashboard: ProfileDashboard;
  addMembers: boolean;
  organizationName: string | null;
};

function DashboardContent({ type, dashboard, addMembers, organizationName }: ContentProps) {
  // The server says whether this profile reaches out at all (connections on, no limited access).
  const withConnections = dashboard.can.connect;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard dashboard={dashboard} />
        <CompletenessCard type={type} dashboard={dashboard} />
      </SimpleGrid>
      {/* A startup's best investors with why (issue 44); it hides itself where the tenant gives it none. */}
      {type === 'startup' || type === 'investor' || type === 'mentor' ? (
        <Suspense fallback={null}>
          <RecommendedMatches />
        </Suspense>
      ) : null}
      {withConnections ? <ConnectionStats counts={dashboard.connections} /> : null}
      <QuickLinks withConnections={withConnections} addMembers={addMembers} organizationName={organizationName} />
      <Testimonials />
    </>
  );
}
