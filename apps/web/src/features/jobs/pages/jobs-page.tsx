import { Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { HiringProfile, HiringProfileState } from '@ventura/shared';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSessionUser, useStoredProfile } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { hiringProfileQuery } from '../api.ts';
import { HiringProfileForm } from '../components/hiring-profile-form.tsx';
import { JobBrowser } from '../components/job-browser.tsx';
import { PostedJobs } from '../components/posted-jobs.tsx';
import { jobPaths } from '../paths.ts';
import { jobsOn } from '../present.ts';

type Tab = 'browse' | 'posted';

/** The caller's hiring profile in a line, with a way to change it. */
function HiringProfileCard({ profile }: { profile: HiringProfile }) {
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your hiring profile">
      {editing ? (
        <HiringProfileForm
          profile={profile}
          onSaved={edit.close}
          secondary={
            <Button variant="default" onClick={edit.close}>
              Cancel
            </Button>
          }
        />
      ) : (
        <Group justify="space-between" gap="sm">
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              Hiring as
            </Text>
            <Text fw={600} truncate="end">
              {profile.companyName}
            </Text>
          </Stack>
          <Button variant="default" size="xs" onClick={edit.open}>
            Edit hiring profile
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** The first step of hiring: how the caller's jobs will present them. */
function StartHiring() {
  const profile = useStoredProfile();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="start-hiring">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="start-hiring">
            Set up hiring
          </Title>
          <Text size="sm" c="dimmed">
            Say how your jobs present you. You can post jobs once this is saved.
          </Text>
        </Stack>
        <HiringProfileForm profile={null} fallbackName={profile?.organizationName ?? ''} />
      </Stack>
    </Paper>
  );
}

function PostedPanel({ state }: { state: HiringProfileState }) {
  if (!state.hiringProfile) return <StartHiring />;
  return (
    <Stack gap="md">
      <HiringProfileCard profile={state.hiringProfile} />
      <PostedJobs />
    </Stack>
  );
}

function MemberJobs() {
  const [params, setParams] = useSearchParams();
  const hiring = useQuery(hiringProfileQuery());
  const canHire = hiring.data?.canHire === true;
  const tab: Tab = canHire && params.get('tab') === 'posted' ? 'posted' : 'browse';
  const postJob = canHire && hiring.data?.hiringProfile;

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Jobs</Title>
          <Text c="dimmed">Find a role, or hire for your team.</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={jobPaths.applied} variant="default">
            Your applications
          </Button>
          {postJob ? (
            <Button component={Link} to={jobPaths.newJob} leftSection={<IconPlus size={16} aria-hidden />}>
              Post a job
            </Button>
          ) : null}
        </Group>
      </Group>
      {hiring.isError ? (
        <LoadError
          title="Your hiring profile could not be loaded"
          error={hiring.error}
          fallback="Please try again."
          onRetry={() => void hiring.refetch()}
          retrying={hiring.isFetching}
        />
      ) : null}
      {hiring.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading jobs">
          <Skeleton h={36} w={280} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : canHire ? (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value === 'posted' ? { tab: 'posted' } : {}, { replace: true, preventScrollReset: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="browse">Browse jobs</Tabs.Tab>
            <Tabs.Tab value="posted">Posted by you</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="browse" pt="md">
            <JobBrowser scope="member" />
          </Tabs.Panel>
          <Tabs.Panel value="posted" pt="md">
            {hiring.data ? <PostedPanel state={hiring.data} /> : null}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <>
          {hiring.data?.cannotHireReason ? (
            <Text size="sm" c="dimmed">
              {hiring.data.cannotHireReason}{' '}
              <Anchor component={Link} to={jobPaths.applied} size="sm">
                See your applications
              </Anchor>
            </Text>
          ) : null}
          <JobBrowser scope="member" />
        </>
      )}
    </Stack>
  );
}

/**
 * /jobs: for members, the job search, and for those who may hire their posted jobs (by applicants'
 * status), the hiring profile and Post a job. A visitor is sent to the public search.
 */
export function JobsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const location = useLocation();
  useDocumentTitle(`Jobs | ${tenant.name}`);
  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user) return <Navigate to={`${jobPaths.search}${location.search}`} replace />;
  return <MemberJobs key={user.uuid} />;
}
