import { Anchor, Badge, Button, Center, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ApplicationStatus, applicationStatuses, type Job } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { fetchJobsError, myJobsQuery } from '../api.ts';
import { jobPaths } from '../paths.ts';
import { applicantTotal, countText, deadlineText, statusColors, statusLabel, todayIn } from '../present.ts';
import { viewerTimeZone } from '../zones.ts';
import { useJobStatus } from './owner-actions.tsx';

/** A job's applicants per status, as small badges (the statuses with none left out). */
export function ApplicantCounts({ counts }: { counts: Job['applicantCounts'] }) {
  const shown = applicationStatuses.filter((status: ApplicationStatus) => (counts?.[status] ?? 0) > 0);
  if (shown.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No applicants yet
      </Text>
    );
  return (
    <Group gap={6}>
      {shown.map((status) => (
        <Badge key={status} color={statusColors[status]} variant="light" tt="none">
          {statusLabel(status)}: {counts?.[status] ?? 0}
        </Badge>
      ))}
    </Group>
  );
}

function PostedJob({ job, today }: { job: Job; today: string }) {
  const titleId = useId();
  const status = useJobStatus();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor component={Link} to={jobPaths.details(job.uuid)} fw={600} id={titleId}>
              {job.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {deadlineText(job, today)} · {countText(applicantTotal(job.applicantCounts), 'applicant')}
            </Text>
          </Stack>
          <Badge color={job.status === 'open' ? 'green' : 'gray'} variant="light">
            {job.status === 'open' ? 'Open' : 'Closed'}
          </Badge>
        </Group>
        <ApplicantCounts counts={job.applicantCounts} />
        <Group gap="xs">
          <Button
            component={Link}
            to={jobPaths.applicants(job.uuid)}
            size="xs"
            aria-label={`Applicants of ${job.title}`}
          >
            Applicants
          </Button>
          {job.can.edit ? (
            <>
              <Button
                component={Link}
                to={jobPaths.edit(job.uuid)}
                size="xs"
                variant="default"
                aria-label={`Edit ${job.title}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => status.toggle(job)}
                loading={status.pending}
                aria-label={`${job.status === 'closed' ? 'Reopen' : 'Close'} ${job.title}`}
              >
                {job.status === 'closed' ? 'Reopen' : 'Close'}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The jobs of the caller's hiring profile, open and closed, with their applicants per status. */
export function PostedJobs() {
  const [page, setPage] = useState(1);
  const jobs = useQuery(myJobsQuery(page));
  const today = todayIn(viewerTimeZone());

  if (jobs.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your jobs">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (jobs.isError) {
    return (
      <LoadError
        title={fetchJobsError}
        error={jobs.error}
        fallback="Your jobs could not be loaded. Please try again."
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isFetching}
      />
    );
  }
  if (jobs.data.items.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" ta="center" maw={420}>
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconBriefcase size={26} />
          </ThemeIcon>
          <Title order={3} size="h4">
            You have not posted a job yet
          </Title>
          <Text size="sm" c="dimmed">
            Post a role and applicants show here, by status.
          </Text>
          <Button component={Link} to={jobPaths.newJob} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
            Post a job
          </Button>
        </Stack>
      </Center>
    );
  }
  const pages = Math.max(1, Math.ceil(jobs.data.total / jobs.data.limit));
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Jobs posted by you">
        {jobs.data.items.map((job) => (
          <li key={job.uuid}>
            <PostedJob job={job} today={today} />
          </li>
        ))}
      </Stack>
      <PageNav label="Pages of your jobs" pages={pages} page={page} onChange={setPage} />
    </Stack>
  );
}
