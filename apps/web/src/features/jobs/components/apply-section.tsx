import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import type { Job } from '@ventura/shared';
import { Link } from 'react-router';
import type { StoredUser } from '../../../core/session.ts';
import { jobPaths } from '../paths.ts';
import { ApplyForm } from './apply-form.tsx';
import { PublicApplyForm } from './public-apply-form.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The caller's application to this job: its status and where to follow it. */
function MyApplicationCard({ job }: { job: Job }) {
  if (!job.myApplication) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Your application">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <Title order={2} size="h4">
            You applied
          </Title>
          <StatusBadge status={job.myApplication.status} />
        </Group>
        <Text size="sm" c="dimmed">
          You are told when {job.employer.companyName} moves your application on.
        </Text>
        <Button component={Link} to={jobPaths.applied} variant="light">
          See your applications
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * How the viewer may apply, as the job and the server's `can` say: the status of their application, a
 * link out for an external job, the form for an inbuilt one (signed in, or the visitor's form signed out),
 * or why they cannot.
 */
export function ApplySection({ job, user }: { job: Job; user: StoredUser | null }) {
  if (job.myApplication) return <MyApplicationCard job={job} />;
  if (job.can.edit) return null;
  if (!job.acceptingApplications) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title="Applications are closed">
        {job.can.cannotApplyReason ?? 'This job no longer takes applications.'}
      </Alert>
    );
  }
  if (job.applicationMode === 'external' && job.externalUrl) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Apply">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{job.employer.companyName} takes applications for this job on its own site.</Text>
          <Button
            component="a"
            href={job.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Apply on the employer's site
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (!user) return <PublicApplyForm job={job} />;
  if (!job.can.apply) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title="You cannot apply to this job">
        {job.can.cannotApplyReason ?? 'Applying is not open to your profile.'}
      </Alert>
    );
  }
  return <ApplyForm job={job} isJobSeeker={user.accountType === 'job_seeker'} />;
}
