import { Button, Center, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { appliedQuery } from '../api.ts';
import { ApplicationCard } from '../components/application-card.tsx';
import { InterviewLine } from '../components/interview-line.tsx';
import { ResumeCard } from '../components/resume-card.tsx';
import { jobPaths } from '../paths.ts';
import { jobsOn, upcomingInterviews } from '../present.ts';
import { viewerTimeZone } from '../zones.ts';

function Upcoming({ interviews }: { interviews: ReturnType<typeof upcomingInterviews> }) {
  const headingId = useId();
  const viewerZone = useMemo(() => viewerTimeZone(), []);
  if (interviews.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Upcoming interviews
        </Title>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {interviews.map((interview) => (
            <li key={interview.uuid}>
              <InterviewLine
                interview={interview}
                viewerZone={viewerZone}
                label={`${interview.job.title} · ${interview.job.employer.companyName}`}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function Empty() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center" maw={420}>
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconSearch size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          You have not applied to a job yet
        </Title>
        <Text size="sm" c="dimmed">
          Find a role that fits and apply; its progress shows here.
        </Text>
        <Button component={Link} to={jobPaths.search} mt="xs">
          Search jobs
        </Button>
      </Stack>
    </Center>
  );
}

function Applications({ isJobSeeker }: { isJobSeeker: boolean }) {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const applications = useQuery(appliedQuery(page));
  const items = applications.data?.items ?? [];
  const upcoming = useMemo(() => upcomingInterviews(items), [items]);

  const list = applications.isPending ? (
    <Stack gap="sm" role="status" aria-label="Loading your applications">
      <Skeleton h={200} radius="md" />
      <Skeleton h={200} radius="md" />
    </Stack>
  ) : applications.isError ? (
    <LoadError
      title="Your applications could not be loaded"
      error={applications.error}
      fallback="Please try again."
      onRetry={() => void applications.refetch()}
      retrying={applications.isFetching}
    />
  ) : items.length === 0 ? (
    <Empty />
  ) : (
    <Stack gap="md" aria-busy={applications.isPlaceholderData}>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your applications">
        {items.map((application) => (
          <li key={application.uuid}>
            <ApplicationCard application={application} />
          </li>
        ))}
      </Stack>
      <PageNav
        label="Pages of applications"
        pages={Math.ceil(applications.data.total / applications.data.limit)}
        page={page}
        onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </Stack>
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        {list}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <Upcoming interviews={upcoming} />
          {isJobSeeker ? <ResumeCard /> : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /applied/jobs: the job seeker's home (and any member's applications): each application with its status
 * and story, the interviews to come in the viewer's time zone, Withdraw, and the saved resume.
 */
export function AppliedJobsPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`Your applications | ${tenant.name}`);
  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user) {
    return (
      <SignInPrompt message="Sign in to see your applications" intro={`Your job applications on ${tenant.name}.`} />
    );
  }
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Your applications</Title>
          <Text c="dimmed">Where each job you applied to stands.</Text>
        </Stack>
        <Button
          component={Link}
          to={jobPaths.search}
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
        >
          Search jobs
        </Button>
      </Group>
      <Applications key={user.uuid} isJobSeeker={user.accountType === 'job_seeker'} />
    </Stack>
  );
}
