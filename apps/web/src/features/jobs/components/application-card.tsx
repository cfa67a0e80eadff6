import { Anchor, Button, FileButton, Group, Paper, Spoiler, Stack, Text, Timeline } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUpload } from '@tabler/icons-react';
import type { MyApplication } from '@ventura/shared';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { jobPaths } from '../paths.ts';
import { applicationTimeline, dayText, resumeAccept, resumeProblem } from '../present.ts';
import { useUploadApplicationResume, useWithdraw } from '../writes.ts';
import { ResumeFile } from './resume-file.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Add the resume that did not go with an application. */
function AddResume({ application }: { application: MyApplication }) {
  const upload = useUploadApplicationResume();
  const resetRef = useRef<() => void>(null);
  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = resumeProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    upload.mutate(
      { applicationUuid: application.uuid, file },
      {
        onSuccess: () => notify.success('Your resume was added'),
        onError: (error) => notify.error(withoutFieldPath(errorText(error, 'The resume could not be uploaded'))),
      },
    );
  };
  return (
    <FileButton onChange={choose} accept={resumeAccept} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          loading={upload.isPending}
        >
          Add a resume
        </Button>
      )}
    </FileButton>
  );
}

/** An application as its applicant sees it: the job, its status and story, what was sent, and Withdraw. */
export function ApplicationCard({ application }: { application: MyApplication }) {
  const titleId = useId();
  const withdraw = useWithdraw();
  const steps = applicationTimeline(application);

  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: 'Withdraw your application?',
      children: (
        <Text size="sm">
          {application.job.employer.companyName} will no longer consider you for {application.job.title}. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Withdraw', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(application.uuid, {
          onSuccess: () => notify.success('Your application was withdrawn'),
          onError: (error) => notify.error(errorText(error, 'The application could not be withdrawn')),
        }),
    });

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={jobPaths.details(application.job.uuid)} fw={600} id={titleId}>
              {application.job.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {application.job.employer.companyName}
              {application.job.status === 'closed' ? ' · job closed' : ''}
            </Text>
          </Stack>
          <StatusBadge status={application.status} />
        </Group>

        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
          {steps.map((step) => (
            <Timeline.Item
              key={step.key}
              title={
                step.interviewUuid ? (
                  <Anchor component={Link} to={jobPaths.interview(step.interviewUuid)} size="sm" fw={500}>
                    {step.title}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={500}>
                    {step.title}
                  </Text>
                )
              }
            >
              <Text size="xs" c="dimmed">
                {dayText(step.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>

        {application.coverLetter ? (
          <Spoiler maxHeight={48} showLabel="Show your cover letter" hideLabel="Hide">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {application.coverLetter}
            </Text>
          </Spoiler>
        ) : null}
        {application.resume ? <ResumeFile file={application.resume} /> : null}

        {application.canWithdraw ? (
          <Group gap="xs">
            {application.resume ? null : <AddResume application={application} />}
            <Button size="xs" variant="subtle" color="red" onClick={confirmWithdraw} loading={withdraw.isPending}>
              Withdraw
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
