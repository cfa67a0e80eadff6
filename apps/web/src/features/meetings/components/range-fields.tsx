import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TimeRange } from '@ventura/shared';
import { newRange } from '../availability-form.ts';

type Props = {
  /** What the ranges belong to, in the labels: 'Monday', 'Date 2'. */
  name: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  /** Problems by range index. */
  errorOf: (index: number) => string | undefined;
  max?: number;
};

/** Time ranges of one day: start and end inputs (type=time, keyboard friendly), add and remove. */
export function RangeFields({ name, ranges, onChange, errorOf, max = 6 }: Props) {
  const set = (index: number, change: Partial<TimeRange>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...change } : range)));
  return (
    <Stack gap="xs">
      {ranges.map((range, index) => {
        const suffix = index === 0 ? '' : ` (${index + 1})`;
        const error = errorOf(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id; their order is their identity
          <Stack key={index} gap={2}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="time"
                label={`${name} start time${suffix}`}
                value={range.startTime}
                onChange={(event) => set(index, { startTime: event.currentTarget.value })}
                error={Boolean(error)}
                w={130}
              />
              <TextInput
                type="time"
                label={`${name} end time${suffix}`}
                value={range.endTime}
                onChange={(event) => set(index, { endTime: event.currentTarget.value })}
                error={Boolean(error)}
                w={130}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${name} hours${suffix}`}
                onClick={() => onChange(ranges.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {error ? (
              <Text size="xs" c="red" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {ranges.length < max ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...ranges, ranges.length === 0 ? newRange() : { startTime: '', endTime: '' }])}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Add hours on ${name}`}
        >
          Add hours
        </Button>
      ) : null}
    </Stack>
  );
}
