import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { pitchKindLabels } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatSeconds } from '../../../ui/countdown.ts';
import { fullTime } from '../../../ui/time.ts';
import { recorderPath } from '../paths.ts';
import {
  compileRunning,
  compileStateColors,
  compileStateLabels,
  compileStateText,
  type KindView,
  progressText,
} from '../status.ts';
import { PitchPlayer } from './pitch-player.tsx';

type Props = { view: KindView; startupName: string };

/** A pitch kind on the pitch deck home: how far it is recorded, its compiled pitch and its state, and Record. */
export function KindCard({ view, startupName }: Props) {
  const headingId = useId();
  const label = pitchKindLabels[view.kind];
  const { compile } = view;
  const total = view.topics.length;
  const percentage = total === 0 ? 0 : Math.round((view.recorded / total) * 100);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {label}
          </Title>
          <Badge color={compileStateColors[compile.status]} variant="filled">
            {compileStateLabels[compile.status]}
          </Badge>
        </Group>
        {view.category.description ? (
          <Text size="sm" c="dimmed">
            {view.category.description}
          </Text>
        ) : null}
        <Stack gap={6}>
          <Text size="sm">{progressText(view)}</Text>
          <Progress value={percentage} aria-label={`${label}: ${progressText(view).toLowerCase()}`} radius="xl" />
        </Stack>
        {compile.videoUrl ? (
          <Stack gap={6}>
            <PitchPlayer
              kind={view.kind}
              startupName={startupName}
              videoUrl={compile.videoUrl}
              posterUrl={compile.posterUrl}
            />
            <Text size="xs" c="dimmed">
              {[
                compile.seconds !== null ? formatSeconds(Math.round(compile.seconds)) : null,
                compile.compiledAt ? `compiled ${fullTime(compile.compiledAt)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ) : null}
        {compile.status === 'failed' ? (
          <Alert color="red" variant="light" title="The compile failed">
            {compile.failure ?? 'Please try again from the recorder.'}
          </Alert>
        ) : compileRunning(compile) || (compile.status !== 'ready' && !compile.videoUrl) ? (
          <Text size="sm" c="dimmed">
            {compileStateText(compile)}
            {compileRunning(compile) && compile.videoUrl ? ' The last version plays until the new one is ready.' : ''}
          </Text>
        ) : null}
        <Group>
          <Button
            component={Link}
            to={recorderPath(view.kind)}
            leftSection={<IconVideo size={18} aria-hidden />}
            aria-label={`Record the ${label.toLowerCase()}`}
          >
            Record
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
