import { ActionIcon, Group, NumberInput, Popover, Textarea } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { type MetricType, metricLimits, periodLabel } from '@ventura/shared';
import { unitSuffix } from '../format.ts';
import type { CellEdit, SavedValue } from '../grid.ts';

type Props = {
  type: MetricType;
  period: string;
  saved: SavedValue | undefined;
  edit: CellEdit | undefined;
  changed: boolean;
  invalid: boolean;
  onEdit: (edit: CellEdit) => void;
};

/** How a unit's number is typed: whole counts; amounts to the cent; nothing negative. */
const inputRules = (type: MetricType) => ({
  allowNegative: false,
  allowDecimal: type.unit !== 'count',
  decimalScale: type.unit === 'currency' ? 2 : type.unit === 'count' ? 0 : 1,
  thousandSeparator: type.unit === 'currency' || type.unit === 'count' ? ',' : undefined,
});

/** One cell of the reporting grid: the value with its unit, and a note behind a small button. */
export function MetricCell({ type, period, saved, edit, changed, invalid, onEdit }: Props) {
  const name = `${type.name}, ${periodLabel(period)}`;
  const value = edit ? edit.value : saved ? String(saved.value) : '';
  const note = edit ? edit.note : (saved?.note ?? '');
  const suffix = unitSuffix(type.unit);
  const status = changed ? 'Not saved yet' : saved?.status === 'draft' ? 'Draft' : undefined;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <NumberInput
        aria-label={name}
        size="xs"
        w={116}
        value={value}
        onChange={(next) => onEdit({ value: String(next), note })}
        rightSection={suffix || undefined}
        rightSectionPointerEvents="none"
        hideControls
        error={invalid}
        description={status}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ description: { fontStyle: changed ? 'italic' : undefined } }}
        {...inputRules(type)}
      />
      <Popover width={280} position="bottom-end" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant={note.trim() ? 'light' : 'subtle'}
            color={note.trim() ? undefined : 'gray'}
            size="md"
            aria-label={note.trim() ? `Note for ${name} (has a note)` : `Note for ${name}`}
          >
            <IconNote size={16} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Textarea
            label={`Note for ${name}`}
            description="Saved with the value"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={metricLimits.noteLength}
            value={note}
            onChange={(event) => onEdit({ value, note: event.currentTarget.value })}
          />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
