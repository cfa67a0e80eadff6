import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type PitchFilesAnswer, type PitchKind, pitchErrors, pitchKindLabels, pitchKinds } from '@ventura/shared';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { pitchFilesQuery, useDeleteAllClips } from '../api.ts';
import { CompilePanel } from '../components/compile-panel.tsx';
import { PitchGate } from '../components/pitch-gate.tsx';
import { TopicList, TopicSelect } from '../components/topic-list.tsx';
import { TopicPanel } from '../components/topic-panel.tsx';
import { usePitchLive } from '../live.ts';
import { kindOf, pitchPaths, recorderPath } from '../paths.ts';
import { compileRunning, type KindView, kindViewOf, progressText } from '../status.ts';
import { clampSpeed, teleprompterSpeeds } from '../teleprompter.ts';

/** The other kinds' recorders, one step away. */
function KindSwitch({ kind }: { kind: PitchKind }) {
  return (
    <Group component="nav" aria-label="Pitch kinds" gap="xs">
      {pitchKinds.map((other) => (
        <Button
          key={other}
          component={Link}
          to={recorderPath(other)}
          size="compact-sm"
          radius="xl"
          variant={other === kind ? 'light' : 'default'}
          aria-current={other === kind ? 'page' : undefined}
        >
          {pitchKindLabels[other]}
        </Button>
      ))}
    </Group>
  );
}

function DeleteAllButton({ view }: { view: KindView }) {
  const removeAll = useDeleteAllClips();
  const label = pitchKindLabels[view.kind];
  const hasClips = view.topics.some((entry) => entry.state !== 'not-recorded') || view.compile.videoUrl !== null;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete all clips of this pitch?',
      children: `Every clip of your ${label.toLowerCase()} and its compiled video are removed. Your scripts stay.`,
      labels: { confirm: 'Delete all clips', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeAll.mutate(
          { kind: view.kind, categoryId: view.category.id },
          {
            onSuccess: () => notify.success(`The clips of your ${label.toLowerCase()} are deleted`),
            onError: (error) => notify.error(errorText(error, pitchErrors.delete)),
          },
        ),
    });
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={confirm}
      disabled={!hasClips || compileRunning(view.compile)}
      loading={removeAll.isPending}
    >
      Delete all clips of this pitch
    </Button>
  );
}

function Recorder({ answer, view }: { answer: PitchFilesAnswer; view: KindView }) {
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [speed, setSpeed] = useLocalStorage<number>({
    key: 'pitch-teleprompter-speed',
    defaultValue: teleprompterSpeeds.default,
    getInitialValueInEffect: false,
  });
  const asked = Number(params.get('topic'));
  const entry = view.topics.find((item) => item.topic.id === asked) ?? view.topics[0];
  const choose = (topicId: number) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('topic', String(topicId));
        return next;
      },
      { replace: true },
    );

  if (!entry) return <Text>This pitch has no topics yet. Please check back later.</Text>;
  const target = { kind: view.kind, categoryId: view.category.id, topicId: entry.topic.id };
  const list = { topics: view.topics, selected: entry.topic.id, onSelect: choose };
  const panel = (
    <TopicPanel
      key={`${view.kind}-${entry.topic.id}`}
      target={target}
      startupUuid={answer.startupUuid}
      entry={entry}
      wordsPerMinute={clampSpeed(speed)}
      onSpeedChange={setSpeed}
    />
  );
  return (
    <Stack gap="lg">
      {wide ? (
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr)',
            gap: 'var(--mantine-spacing-lg)',
            alignItems: 'start',
          }}
        >
          <TopicList {...list} />
          {panel}
        </Box>
      ) : (
        <Stack gap="md">
          <TopicSelect {...list} />
          {panel}
        </Stack>
      )}
      <CompilePanel view={view} startupUuid={answer.startupUuid} startupName={answer.startupName} />
    </Stack>
  );
}

function KindRecorder({ kind }: { kind: PitchKind }) {
  const files = useQuery(pitchFilesQuery());
  usePitchLive(true);
  return (
    <QueryView query={files} errorTitle={pitchErrors.fetch} loadingHeight={480}>
      {(answer) => {
        const view = kindViewOf(answer, kind);
        if (!view) return <Text>This pitch is not set up yet. Please check back later.</Text>;
        return (
          <Stack gap="lg">
            <Group justify="space-between" gap="sm">
              <Text>{progressText(view)}</Text>
              <DeleteAllButton view={view} />
            </Group>
            <Recorder answer={answer} view={view} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/**
 * /startups/edit/pitch-deck/{kind} (issue 38; product.md 2 names fundraising-pitch, and the three kinds
 * open here): the kind's topics in order, and for the chosen one its prompt, its script (saved as typed),
 * the camera recorder with a teleprompter, the upload of a take or a file; then the compiled pitch.
 */
export function RecorderPage() {
  const tenant = useTenant();
  const kind = kindOf(useParams().kind);
  const label = kind ? pitchKindLabels[kind] : 'Pitch deck';
  useDocumentTitle(`${label} | ${tenant.name}`);
  if (!kind) return <Navigate to={paths.notFound} replace />;
  return (
    <PitchGate
      heading={
        <Stack gap="xs">
          <Anchor component={Link} to={pitchPaths.home} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              Pitch deck
            </Group>
          </Anchor>
          <Title order={1}>{label}</Title>
          <KindSwitch kind={kind} />
        </Stack>
      }
    >
      {() => <KindRecorder kind={kind} />}
    </PitchGate>
  );
}
