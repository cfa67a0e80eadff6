import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconLock, IconLockOpen, IconUsers } from '@tabler/icons-react';
import type { Job } from '@ventura/shared';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { jobPaths } from '../paths.ts';
import { applicantTotal } from '../present.ts';
import { useUpdateJob } from '../writes.ts';

/** Close a job (after asking) or open it again. */
export function useJobStatus() {
  const update = useUpdateJob();
  const setOpen = (job: Job, open: boolean) =>
    update.mutate(
      { uuid: job.uuid, body: { status: open ? 'open' : 'closed' } },
      {
        onSuccess: () => notify.success(open ? `${job.title} is open again` : `${job.title} is closed`),
        onError: (error) => notify.error(errorText(error, 'Error while creating challenge/job')),
      },
    );
  const toggle = (job: Job) => {
    if (job.status === 'closed') {
      setOpen(job, true);
      return;
    }
    modals.openConfirmModal({
      title: 'Close this job?',
      children: (
        <Text size="sm">
          It stops taking applications and leaves the search. Its applicants stay, and you can open it again.
        </Text>
      ),
      labels: { confirm: 'Close job', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => setOpen(job, false),
    });
  };
  return { toggle, pending: update.isPending };
}

/** What the job's owner does from its page: edit it, see its applicants, close or reopen it. */
export function OwnerActions({ job }: { job: Job }) {
  const status = useJobStatus();
  if (!job.can.edit && !job.can.seeApplicants) return null;
  return (
    <Group gap="sm">
      {job.can.seeApplicants ? (
        <Button component={Link} to={jobPaths.applicants(job.uuid)} leftSection={<IconUsers size={16} aria-hidden />}>
          Applicants ({applicantTotal(job.applicantCounts)})
        </Button>
      ) : null}
      {job.can.edit ? (
        <>
          <Button
            component={Link}
            to={jobPaths.edit(job.uuid)}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Edit
          </Button>
          <Button
            variant="default"
            onClick={() => status.toggle(job)}
            loading={status.pending}
            leftSection={
              job.status === 'closed' ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />
            }
          >
            {job.status === 'closed' ? 'Reopen job' : 'Close job'}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
