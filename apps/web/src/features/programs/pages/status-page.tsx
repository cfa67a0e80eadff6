import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  type ApplicationDetails,
  type Program,
  programApplicationStatusLabels,
  programStageLabels,
  programStages,
} from '@ventura/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { FormFill } from '../../../ui/form-fields/form-fill.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { applicationQuery, useWithdrawApplication } from '../api.ts';
import { ProgramAction } from '../components/program-action.tsx';
import { ProgramDocuments } from '../components/program-documents.tsx';
import { ProgramFrame } from '../components/program-frame.tsx';
import { ApplicationHistory, StageProgress } from '../components/stage-progress.tsx';
import { applicationStatusColors, canWithdraw, dateText } from '../present.ts';
import { useRouteProgram } from '../use-route-program.ts';

const ignore = () => {};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Take the application back, after asking; the server refuses once it is decided. */
function WithdrawButton({ application }: { application: ApplicationDetails }) {
  const withdraw = useWithdrawApplication();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Withdraw your application?',
      children: (
        <Text size="sm">
          Your application to {application.program.title} is taken back and its reviewers stop looking at it. You cannot
          send it again.
        </Text>
      ),
      labels: { confirm: 'Withdraw', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(application.uuid, {
          onSuccess: () => notify.success('Your application was withdrawn'),
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
            notify.error(errorText(error));
          },
        }),
    });
  return (
    <Button variant="default" color="red" onClick={confirm} loading={withdraw.isPending}>
      Withdraw application
    </Button>
  );
}

function ApplicationStatusView({ program, application }: { program: Program; application: ApplicationDetails }) {
  const draft = application.status === 'draft';
  const ended = application.status === 'withdrawn' || application.status === 'rejected';
  const stagesWithDocuments = programStages.filter((stage) =>
    application.documents.some((document) => document.stage === stage),
  );
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {program.code}
          {application.submittedAt ? ` · sent ${dateText(application.submittedAt)}` : ''}
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          Your application to {program.title}
        </Title>
        <Group gap="xs">
          <Badge color={applicationStatusColors[application.status]} variant="light" tt="none" size="lg">
            {programApplicationStatusLabels[application.status]}
          </Badge>
          <Text size="sm" c="dimmed">
            {programStageLabels[application.stage]} stage
          </Text>
        </Group>
      </Stack>
      {draft ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title="Not sent yet" styles={readableAlertTitle}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{application.progress}% answered. Send it before the program closes.</Text>
            <Button component={Link} to={programPaths.apply(program.code, program.family)} size="xs">
              Continue application
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <StageProgress stage={application.stage} status={application.status} />
      <Card title="History">
        <ApplicationHistory history={application.history} />
      </Card>
      {stagesWithDocuments.map((stage) => (
        <Card key={stage} title={`Documents: ${programStageLabels[stage]}`}>
          <ProgramDocuments
            documents={application.documents.filter((document) => document.stage === stage)}
            readOnly={ended}
            label={`Documents for ${programStageLabels[stage].toLowerCase()}`}
          />
        </Card>
      ))}
      <Card title="Your answers">
        {application.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            This program asks no questions.
          </Text>
        ) : (
          <FormFill fields={application.fields} answers={application.answers} onChange={ignore} readOnly />
        )}
      </Card>
      {canWithdraw(application.status) ? (
        <Group justify="flex-end">
          <WithdrawButton application={application} />
        </Group>
      ) : null}
    </Stack>
  );
}

function Status({ program }: { program: Program }) {
  const mine = program.myApplication;
  const details = useQuery({
    ...applicationQuery(program.uuid, mine?.uuid ?? ''),
    enabled: mine !== null && mine.status !== 'external',
  });
  if (!mine || mine.status === 'external') {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {program.title}
          </Title>
          <Text>
            {mine
              ? 'You applied on the program’s own site; it tells you how your application goes.'
              : 'You have not applied to this program.'}
          </Text>
          <ProgramAction program={program} />
        </Stack>
      </Paper>
    );
  }
  return (
    <QueryView query={details} errorTitle="Your application could not be loaded" loadingHeight={480}>
      {(application) => <ApplicationStatusView program={program} application={application} />}
    </QueryView>
  );
}

/**
 * /programs/{code}/status (signed in): where the caller's application stands: its stage among the four and
 * its status, what happened and what the reviewers said, the documents each stage asks for with their
 * uploads, the answers sent, and Withdraw while it is not decided.
 */
export function ApplicationStatusPage() {
  const tenant = useTenant();
  const { code, program } = useRouteProgram();
  useDocumentTitle(`Application status: ${program.data?.title ?? 'Program'} | ${tenant.name}`);
  return (
    <ProgramFrame
      code={code}
      program={program}
      back={(loaded) => ({ to: programPaths.details(loaded.code, loaded.family), label: 'About the program' })}
    >
      {(loaded) => <Status program={loaded} />}
    </ProgramFrame>
  );
}
