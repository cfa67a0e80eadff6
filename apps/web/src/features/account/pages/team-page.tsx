import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { AddTeamMemberForm } from '../components/add-team-member-form.tsx';
import { TeamMemberList } from '../components/team-member-list.tsx';

/** Add/Delete User (spec 2, /team/list): the people who may sign in and act for this profile. */
export function TeamPage() {
  const tenant = useTenant();
  const profile = useCurrentProfile();
  useDocumentTitle(`Add/Delete User | ${tenant.name}`);
  const organization = profile.data?.organizationName ?? 'your profile';

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Add/Delete User</Title>
        <Text c="dimmed">
          Invite colleagues to sign in to {organization} with their own account, or take their access away.
        </Text>
      </Stack>
      <QueryView query={profile} errorTitle="Your profile could not be loaded" loadingHeight={320}>
        {(data) =>
          data.can.addMembers ? (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <AddTeamMemberForm profile={data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <TeamMemberList organization={organization} />
              </Grid.Col>
            </Grid>
          ) : (
            <Alert color="gray" title="This profile cannot have users">
              Users can be added only by the person who holds the profile, and only for account types that have a team.
            </Alert>
          )
        }
      </QueryView>
    </Stack>
  );
}
