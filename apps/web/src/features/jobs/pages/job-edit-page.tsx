import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Job, NewJob } from '@ventura/shared';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { serverFieldErrors } from '../../../ui/form-errors.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { hiringProfileQuery, jobQuery } from '../api.ts';
import { JobForm, type JobFormSend } from '../components/job-form.tsx';
import {
  emptyJob,
  jobFieldOf,
  jobPatchBody,
  jobPatchErrors,
  jobValues,
  newJobBody,
  newJobErrors,
} from '../job-form.ts';
import { jobPaths } from '../paths.ts';
import { jobsOn, uuidPattern } from '../present.ts';
import { useCreateJob, useUpdateJob } from '../writes.ts';

/** The spec's text for a job that could not be saved (calls 8). */
export const saveJobErrorText = 'Error while creating challenge/job';

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        <span>{label}</span>
      </Group>
    </Anchor>
  );
}

/** The refusal of a save, on its fields and as the spec's toast. */
const refused = (error: unknown, failed: JobFormSend['failed']) => {
  const text = errorText(error, saveJobErrorText);
  const errors = serverFieldErrors(error, jobFieldOf);
  failed(errors, text);
  notify.error(text);
};

/** Signed in, with jobs on: else the 404 page or the sign-in card. */
function useGate() {
  const tenant = useTenant();
  const user = useSessionUser();
  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user) return <SignInPrompt message="Sign in to post jobs" intro={`Members of ${tenant.name} post jobs here.`} />;
  return null;
}

function NewJobForm() {
  const navigate = useNavigate();
  const create = useCreateJob();
  const hiring = useQuery(hiringProfileQuery());

  if (hiring.isPending) return <Skeleton h={480} radius="md" role="status" aria-label="Loading" />;
  if (hiring.isError) {
    return (
      <LoadError
        title="Your hiring profile could not be loaded"
        error={hiring.error}
        onRetry={() => void hiring.refetch()}
        retrying={hiring.isFetching}
      />
    );
  }
  if (!hiring.data.canHire || !hiring.data.hiringProfile) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          {hiring.data.canHire
            ? 'Set up your hiring profile first: it says how your jobs present you.'
            : (hiring.data.cannotHireReason ?? 'Your profile cannot post jobs.')}
        </Text>
        {hiring.data.canHire ? (
          <Button component={Link} to={jobPaths.posted}>
            Set up hiring
          </Button>
        ) : null}
      </Stack>
    );
  }
  const send = ({ values, failed }: JobFormSend) =>
    create.mutate(NewJob.parse(newJobBody(values)), {
      onSuccess: (job) => {
        notify.success(`${job.title} is posted`);
        void navigate(jobPaths.details(job.uuid));
      },
      onError: (error) => refused(error, failed),
    });
  return (
    <JobForm
      initialValues={emptyJob}
      validate={newJobErrors}
      send={send}
      pending={create.isPending}
      submitLabel="Post job"
      editing={false}
      secondary={
        <Button component={Link} to={jobPaths.posted} variant="default">
          Cancel
        </Button>
      }
    />
  );
}

/** /jobs/new: a hiring profile's new job. */
export function NewJobPage() {
  const tenant = useTenant();
  useDocumentTitle(`Post a job | ${tenant.name}`);
  const gate = useGate();
  if (gate) return gate;
  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <Back to={jobPaths.posted} label="Your jobs" />
      <Title order={1}>Post a job</Title>
      <NewJobForm />
    </Stack>
  );
}

function EditJobForm({ job }: { job: Job }) {
  const navigate = useNavigate();
  const update = useUpdateJob();
  const initial = jobValues(job);
  const send = ({ values, failed }: JobFormSend) => {
    const body = jobPatchBody(initial, values);
    if (Object.keys(body).length === 0) {
      notify.info('Nothing changed');
      return;
    }
    update.mutate(
      { uuid: job.uuid, body },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.title} is saved`);
          void navigate(jobPaths.details(saved.uuid));
        },
        onError: (error) => refused(error, failed),
      },
    );
  };
  return (
    <JobForm
      initialValues={initial}
      validate={(values) => jobPatchErrors(initial, values)}
      send={send}
      pending={update.isPending}
      submitLabel="Save job"
      editing
      secondary={
        <Button component={Link} to={jobPaths.details(job.uuid)} variant="default">
          Cancel
        </Button>
      }
    />
  );
}

/** /jobs/{uuid}/edit: the owner changes a job (only what changed is sent). A job that is not there opens the search. */
export function EditJobPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const valid = uuidPattern.test(uuid);
  const job = useQuery({ ...jobQuery(uuid, user?.uuid ?? null), enabled: valid && jobsOn(tenant) && user !== null });
  useDocumentTitle(`Edit ${job.data?.title ?? 'job'} | ${tenant.name}`);
  const gate = useGate();
  if (gate) return gate;
  const status = job.error instanceof ApiError ? job.error.status : null;
  if (!valid || status === 404 || status === 400)
    return <Navigate to={jobPaths.search} replace state={{ missingJob: true }} />;
  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <Back to={valid ? jobPaths.details(uuid) : jobPaths.jobs} label="The job" />
      <Title order={1}>Edit job</Title>
      {job.isPending ? (
        <Skeleton h={480} radius="md" role="status" aria-label="Loading the job" />
      ) : job.isError ? (
        <LoadError
          title="The job could not be loaded"
          error={job.error}
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      ) : job.data.can.edit ? (
        <EditJobForm key={job.data.updatedAt} job={job.data} />
      ) : (
        <Text>Only the employer who posted this job can edit it.</Text>
      )}
    </Stack>
  );
}
