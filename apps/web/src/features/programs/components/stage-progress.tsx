import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCheck, IconCircleDot, IconX } from '@tabler/icons-react';
import {
  type ApplicationEvent,
  type ProgramApplicationStatus,
  type ProgramStage,
  programApplicationStatusLabels,
  programStageLabels,
  programStages,
} from '@ventura/shared';
import type { ReactNode } from 'react';
import { dateTimeText, stageIndex } from '../present.ts';

type StepState = 'done' | 'current' | 'stopped' | 'ahead';

const stepState = (index: number, current: number, status: ProgramApplicationStatus): StepState => {
  if (status === 'selected') return 'done';
  if (index < current) return 'done';
  if (index > current) return 'ahead';
  return status === 'rejected' || status === 'withdrawn' ? 'stopped' : 'current';
};

const stepIcon: Record<StepState, { color: string; icon: ReactNode; text: string }> = {
  done: { color: 'green', icon: <IconCheck size={16} />, text: 'done' },
  current: { color: 'blue', icon: <IconCircleDot size={16} />, text: 'current stage' },
  stopped: { color: 'red', icon: <IconX size={16} />, text: 'ended here' },
  ahead: { color: 'gray', icon: null, text: 'to come' },
};

/** The four stages as steps, the application's own marked (done, current, or where it ended). */
export function StageProgress({ stage, status }: { stage: ProgramStage; status: ProgramApplicationStatus }) {
  const current = stageIndex(stage);
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Stages"
    >
      {programStages.map((each, index) => {
        const state = stepState(index, current, status);
        const look = stepIcon[state];
        return (
          <Paper
            component="li"
            key={each}
            withBorder
            radius="md"
            p="xs"
            aria-current={state === 'current' || state === 'stopped' ? 'step' : undefined}
            bd={state === 'current' ? '2px solid var(--mantine-color-blue-filled)' : undefined}
          >
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon
                color={look.color}
                variant={state === 'ahead' ? 'default' : 'light'}
                radius="xl"
                size={26}
                aria-hidden
              >
                {look.icon ?? <Text size="xs">{index + 1}</Text>}
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {programStageLabels[each]}
                </Text>
                <Text size="xs" c="dimmed">
                  {look.text}
                </Text>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** What happened to the application, newest last, with the reviewers' messages. */
export function ApplicationHistory({ history }: { history: readonly ApplicationEvent[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Timeline active={history.length - 1} bulletSize={18} lineWidth={2}>
      {history.map((event) => (
        <Timeline.Item
          key={`${event.at}-${event.stage}-${event.status}`}
          title={`${programStageLabels[event.stage]} · ${programApplicationStatusLabels[event.status]}`}
        >
          <Text size="xs" c="dimmed">
            <time dateTime={event.at}>{dateTimeText(event.at)}</time>
          </Text>
          {event.message ? (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {event.message}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
