import { Anchor, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCalendarEvent, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Interview, meetingOutcomeLabels } from '@ventura/shared';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { serverFieldErrors } from '../../../ui/form-errors.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { interviewQuery, interviewSlotsQuery } from '../api.ts';
import { type InterviewSend, InterviewWhenForm } from '../components/interview-when-form.tsx';
import { OutcomeForm } from '../components/outcome-form.tsx';
import { interviewFieldOf, rescheduleBody, rescheduleErrors } from '../interview-form.ts';
import { jobPaths } from '../paths.ts';
import { interviewStatusInfo, jobsOn, uuidPattern } from '../present.ts';
import { useChangeInterview } from '../writes.ts';
import { interviewTimes, isUpcoming, minutesBetween, viewerTimeZone } from '../zones.ts';

/** The organiser's actions: another time, cancel, and (once it has started) the outcome. */
function OrganiserActions({ interview, viewerZone }: { interview: Interview; viewerZone: string }) {
  const change = useChangeInterview(interview.uuid);
  const [rescheduling, reschedule] = useDisclosure(false);
  const [recording, record] = useDisclosure(false);
  const { can } = interview;
  if (!can.reschedule && !can.cancel && !can.recordOutcome) return null;

  const sendReschedule = ({ values, failed }: InterviewSend) =>
    change.mutate(
      { kind: 'reschedule', body: rescheduleBody(values, viewerZone) },
      {
        onSuccess: () => {
          notify.success('The interview is moved; the candidate is told');
          reschedule.close();
        },
        onError: (error) =>
          failed(serverFieldErrors(error, interviewFieldOf), errorText(error, 'The interview could not be moved')),
      },
    );
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this interview?',
      children: <Text size="sm">{interview.candidateName} is told it is cancelled.</Text>,
      labels: { confirm: 'Cancel interview', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        change.mutate(
          { kind: 'cancel' },
          {
            onSuccess: () => notify.success('The interview is cancelled'),
            onError: (error) => notify.error(errorText(error, 'The interview could not be cancelled')),
          },
        ),
    });
  return (
    <>
      <Group gap="sm">
        {can.recordOutcome ? <Button onClick={record.open}>Record outcome</Button> : null}
        {can.reschedule ? (
          <Button variant="default" onClick={reschedule.open}>
            Reschedule
          </Button>
        ) : null}
        {can.cancel ? (
          <Button variant="subtle" color="red" onClick={confirmCancel} loading={change.isPending && !rescheduling}>
            Cancel interview
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={rescheduling}
        onClose={reschedule.close}
        title="Move the interview"
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <InterviewWhenForm
          initialValues={{
            startsAt: interview.startsAt,
            durationMinutes: String(minutesBetween(interview.startsAt, interview.endsAt)),
            videoLink: '',
            agenda: '',
          }}
          timeZone={viewerZone}
          slotsOf={(durationMinutes) =>
            interviewSlotsQuery({ kind: 'interview', uuid: interview.uuid }, durationMinutes)
          }
          validate={(values) => rescheduleErrors(values, viewerZone)}
          send={sendReschedule}
          pending={change.isPending}
          submitLabel="Move interview"
          withDetails={false}
          secondary={
            <Button variant="default" onClick={reschedule.close}>
              Cancel
            </Button>
          }
        />
      </Modal>
      <Modal
        opened={recording}
        onClose={record.close}
        title="How did it go?"
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <OutcomeForm
          interviewUuid={interview.uuid}
          onDone={record.close}
          secondary={
            <Button variant="default" onClick={record.close}>
              Cancel
            </Button>
          }
        />
      </Modal>
    </>
  );
}

function InterviewView({ interview }: { interview: Interview }) {
  const viewerZone = useMemo(() => viewerTimeZone(), []);
  const times = interviewTimes(interview, viewerZone);
  const status = interviewStatusInfo[interview.status];
  const joinable = interview.status === 'scheduled' && isUpcoming(interview);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={1} size="h2">
            Interview: {interview.job.title}
          </Title>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text c="dimmed">
          <Anchor component={Link} to={jobPaths.details(interview.job.uuid)} inherit underline="always">
            {interview.job.title}
          </Anchor>{' '}
          at {interview.job.employer.companyName} · candidate {interview.candidateName}
        </Text>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="When">
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Stack gap={2} miw={0}>
              <Text fw={600}>{times.viewer}</Text>
              {times.organiser ? (
                <Text size="sm" c="dimmed">
                  For the organiser: {times.organiser}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {joinable && interview.call.kind === 'built_in' ? (
            <Button
              component={Link}
              to={interview.call.url}
              leftSection={<IconVideo size={18} aria-hidden />}
              w="fit-content"
            >
              Join the call
            </Button>
          ) : null}
          {joinable && interview.call.kind === 'external' ? (
            <Button
              component="a"
              href={interview.call.url}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconVideo size={18} aria-hidden />}
              w="fit-content"
            >
              Join the call
            </Button>
          ) : null}
        </Stack>
      </Paper>

      {interview.agenda ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Agenda
          </Title>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{interview.agenda}</Text>
        </Stack>
      ) : null}

      {interview.outcome ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Outcome">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>Outcome</Text>
              <Badge color="grape" variant="light" tt="none">
                {meetingOutcomeLabels[interview.outcome]}
              </Badge>
            </Group>
            {interview.outcomeNote ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {interview.outcomeNote}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : null}

      <OrganiserActions interview={interview} viewerZone={viewerZone} />
    </Stack>
  );
}

/**
 * /job-interview/{uuid}: an interview for both sides (signed in): the job and candidate, the time in the
 * viewer's zone (and the organiser's when it differs), Join the call, the agenda and status; the organiser
 * reschedules, cancels and records the outcome.
 */
export function InterviewPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const valid = uuidPattern.test(uuid);
  const interview = useQuery({ ...interviewQuery(uuid), enabled: valid && jobsOn(tenant) && user !== null });
  useDocumentTitle(`Interview | ${tenant.name}`);

  if (!jobsOn(tenant)) return <Navigate to={paths.notFound} replace />;
  if (!user)
    return (
      <SignInPrompt
        message="Sign in to see this interview"
        intro="Interviews are open to the candidate and the employer."
      />
    );
  const status = interview.error instanceof ApiError ? interview.error.status : null;
  if (!valid || status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;

  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      {interview.isPending ? (
        <Skeleton h={280} radius="md" role="status" aria-label="Loading the interview" />
      ) : interview.isError ? (
        <LoadError
          title="The interview could not be loaded"
          error={interview.error}
          fallback="Please try again."
          onRetry={() => void interview.refetch()}
          retrying={interview.isFetching}
        />
      ) : (
        <InterviewView interview={interview.data} />
      )}
    </Stack>
  );
}
