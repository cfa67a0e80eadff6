import { Badge, NativeSelect, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatSeconds } from '../../../ui/countdown.ts';
import { type TopicEntry, topicStateColors, topicStateLabels } from '../status.ts';

type Props = {
  topics: TopicEntry[];
  selected: number;
  onSelect: (topicId: number) => void;
};

/** '1. Problem · Ready'. */
const optionText = (entry: TopicEntry, index: number) =>
  `${index + 1}. ${entry.topic.title} · ${topicStateLabels[entry.state]}`;

/**
 * The kind's topics in order (by id), each with its suggested length and its state; the chosen one's
 * panel shows beside the list. The failure's reason shows in the topic's panel.
 */
export function TopicList({ topics, selected, onSelect }: Props) {
  const headingId = useId();
  return (
    <Paper component="nav" aria-labelledby={headingId} withBorder radius="lg" p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5" id={headingId} px="xs" pt={4}>
          Topics
        </Title>
        <Stack component="ol" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
          {topics.map((entry, index) => {
            const current = entry.topic.id === selected;
            return (
              <li key={entry.topic.id}>
                <NavLink
                  component="button"
                  type="button"
                  onClick={() => onSelect(entry.topic.id)}
                  active={current}
                  aria-current={current ? 'step' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  label={`${index + 1}. ${entry.topic.title}`}
                  description={
                    <Text span size="xs" c="dimmed">
                      Suggested {formatSeconds(entry.topic.seconds)}
                    </Text>
                  }
                  rightSection={
                    <Badge size="sm" variant="filled" color={topicStateColors[entry.state]}>
                      {topicStateLabels[entry.state]}
                    </Badge>
                  }
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The same choice on a phone: a select above the topic's panel. */
export function TopicSelect({ topics, selected, onSelect }: Props) {
  return (
    <NativeSelect
      label="Topic"
      value={String(selected)}
      onChange={(event) => onSelect(Number(event.currentTarget.value))}
      data={topics.map((entry, index) => ({ value: String(entry.topic.id), label: optionText(entry, index) }))}
    />
  );
}
