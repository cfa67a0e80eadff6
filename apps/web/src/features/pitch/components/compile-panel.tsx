import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { pitchErrors } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { formatSeconds } from '../../../ui/countdown.ts';
import { fullTime } from '../../../ui/time.ts';
import { useCompilePitch } from '../api.ts';
import {
  compileReadiness,
  compileRunning,
  compileStateColors,
  compileStateLabels,
  compileStateText,
  type KindView,
} from '../status.ts';
import { PitchPlayer } from './pitch-player.tsx';

type Props = { view: KindView; startupUuid: string; startupName: string };

/**
 * The kind's compiled pitch: Compile pitch once every topic has a clip (ready or processing), the state of
 * the compile as the socket reports it, and the video once ready. The last ready video keeps playing while
 * a new one compiles. A refusal shows the server's words (a compile already running, topics missing).
 */
export function CompilePanel({ view, startupUuid, startupName }: Props) {
  const headingId = useId();
  const reasonId = useId();
  const compile = useCompilePitch();
  const [problem, setProblem] = useState<string | null>(null);
  const readiness = compileReadiness(view);
  const state = view.compile;

  const request = () => {
    setProblem(null);
    compile.mutate(
      { startupUuid, kind: view.kind },
      { onError: (error) => setProblem(errorText(error, pitchErrors.compile)) },
    );
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            Compiled pitch
          </Title>
          <Badge color={compileStateColors[state.status]} variant="filled">
            {compileStateLabels[state.status]}
          </Badge>
        </Group>
        <Text size="sm" role="status">
          {compileStateText(state)}
          {compileRunning(state) && state.videoUrl ? ' The last version plays until the new one is ready.' : ''}
        </Text>
        {state.videoUrl ? (
          <Stack gap={6} maw={720}>
            <PitchPlayer
              kind={view.kind}
              startupName={startupName}
              videoUrl={state.videoUrl}
              posterUrl={state.posterUrl}
            />
            <Text size="xs" c="dimmed">
              {[
                state.seconds !== null ? formatSeconds(Math.round(state.seconds)) : null,
                state.compiledAt ? `compiled ${fullTime(state.compiledAt)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert" title="The pitch could not be compiled">
            {problem}
          </Alert>
        ) : null}
        <Stack gap={4} align="flex-start">
          <Button
            onClick={request}
            disabled={!readiness.enabled}
            loading={compile.isPending}
            leftSection={<IconMovie size={18} aria-hidden />}
            aria-describedby={reasonId}
          >
            {state.videoUrl ? 'Compile pitch again' : 'Compile pitch'}
          </Button>
          <Text size="xs" c="dimmed" id={reasonId}>
            {readiness.reason}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
