import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type Program, programApplicationStatusLabels, programStageLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { rememberProgramArrival } from '../../../core/program-arrival.ts';
import { programPaths } from '../../../core/program-paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { ProgramAction } from '../components/program-action.tsx';
import { ProgramFrame } from '../components/program-frame.tsx';
import { ProgramOverview, whoMayApply } from '../components/program-overview.tsx';
import { applicationStatusColors, dateTimeText, windowOf } from '../present.ts';
import { useRouteProgram } from '../use-route-program.ts';

/** Why the viewer sees no Apply, or what Apply will do; nothing when the button says it all. */
function ApplyNote({ program }: { program: Program }) {
  const user = useSessionUser();
  const dates = windowOf(program);
  if (program.myApplication) {
    const mine = program.myApplication;
    return (
      <Group gap="xs">
        <Text size="sm">Your application</Text>
        <Badge color={applicationStatusColors[mine.status]} variant="light" tt="none">
          {programApplicationStatusLabels[mine.status]}
        </Badge>
        {mine.status === 'draft' ? (
          <Text size="sm" c="dimmed">
            {mine.progress}% answered
          </Text>
        ) : mine.status === 'external' ? null : (
          <Text size="sm" c="dimmed">
            {programStageLabels[mine.stage]} stage
          </Text>
        )}
      </Group>
    );
  }
  if (dates.state === 'upcoming') return <Text size="sm">Applications open {dateTimeText(program.opensAt)}.</Text>;
  if (dates.state === 'closed') return <Text size="sm">Applications are closed.</Text>;
  if (program.externalUrl) return <Text size="sm">This program takes applications on its own site.</Text>;
  if (!user) {
    return (
      <Text size="sm">
        Create an account to apply; you come back here to start.{' '}
        <Anchor component={Link} to={paths.login} onClick={() => rememberProgramArrival(program.code)}>
          Already a member? Sign in
        </Anchor>
      </Text>
    );
  }
  if (!program.accountTypes.includes(user.accountType)) {
    return <Text size="sm">Only {whoMayApply(program.accountTypes)} may apply to this program.</Text>;
  }
  return <Text size="sm">Your answers are kept as you go; send them when you are ready.</Text>;
}

function ProgramDetails({ program }: { program: Program }) {
  const dates = windowOf(program);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color={dates.color} variant="light" tt="none">
            {dates.label}
          </Badge>
          <Text size="sm" c="dimmed">
            {program.code}
            {program.office ? ` · run by ${program.office.name}` : ''}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {program.title}
        </Title>
        <Text size="lg">{program.summary}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
            <Text fw={600}>{dates.text}</Text>
            <ApplyNote program={program} />
          </Stack>
          <ProgramAction program={program} size="md" />
        </Group>
      </Paper>
      <ManagerLinks program={program} />
      <ProgramOverview program={program} />
    </Stack>
  );
}

/** The program's reviewers and managers find their own pages from here. */
function ManagerLinks({ program }: { program: Program }) {
  const user = useSessionUser();
  if (!program.canReview && !program.canManage) return null;
  return (
    <Group gap="sm">
      {program.canReview ? (
        <Button component={Link} to={programPaths.review(program.code)} variant="default">
          Review applications
        </Button>
      ) : null}
      {program.canManage ? (
        <Button component={Link} to={programPaths.editFor(program.uuid, user?.role)} variant="default">
          Edit program
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * /programs/{code} (unguarded; `?family=` names the family when the link knows it): the whole program,
 * its dates, stages, documents and video topics, and Apply, Continue application or View status.
 */
export function ProgramDetailsPage() {
  const tenant = useTenant();
  const { code, program } = useRouteProgram();
  useDocumentTitle(`${program.data?.title ?? 'Program'} | ${tenant.name}`);
  return (
    <ProgramFrame code={code} program={program}>
      {(loaded) => <ProgramDetails program={loaded} />}
    </ProgramFrame>
  );
}
