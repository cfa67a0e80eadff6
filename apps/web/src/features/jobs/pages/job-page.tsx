import { Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { jobQuery } from '../api.ts';
import { ApplySection } from '../components/apply-section.tsx';
import { EmployerCard, JobBody, JobHeading } from '../components/job-details.tsx';
import { OwnerActions } from '../components/owner-actions.tsx';
import { jobPaths } from '../paths.ts';
import { jobsOn, uuidPattern } from '../present.ts';

/** What the search page is told when a job's address led nowhere (MissingJobNotice reads it). */
export type MissingJobState = { missingJob: true };
const missing: MissingJobState = { missingJob: true };

function BackToJobs({ signedIn }: { signedIn: boolean }) {
  return (
    <Anchor component={Link} to={signedIn ? jobPaths.jobs : jobPaths.search} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>All jobs</span>
      </Group>
    </Anchor>
  );
}

/**
 * /jobs/{uuid}/details: a job in full for anyone, its employer, and how to apply (or the caller's
 * application, or the owner's actions). A job that is not there opens the job search (spec 2).
 */
export function JobPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const valid = uuidPattern.test(uuid);
  const job = useQuery({ ...jobQuery(uuid, user?.uuid ?? null), enabled: valid && jobsOn(tenant) });
  useDocumentTitle(`${job.data?.title ?? 'Job'} | ${tenant.name}`);

  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  const status = job.error instanceof ApiError ? job.error.status : null;
  if (!valid || status === 404 || status === 400) return <Navigate to={jobPaths.search} replace state={missing} />;

  return (
    <Stack gap="md" maw={1120} mx="auto" w="100%">
      <BackToJobs signedIn={user !== null} />
      {job.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the job">
          <Skeleton h={64} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : job.isError ? (
        <LoadError
          title="The job could not be loaded"
          error={job.error}
          fallback="Please try again."
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      ) : (
        <>
          <JobHeading job={job.data} />
          <OwnerActions job={job.data} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <JobBody job={job.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <ApplySection job={job.data} user={user} />
                <EmployerCard job={job.data} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
