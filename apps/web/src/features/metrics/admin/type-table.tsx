import { ActionIcon, Badge, Button, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { type MetricType, metricUnitLabels } from '@ventura/shared';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useOrderMetricTypes, usePatchMetricType } from './api.ts';
import { metricPeriodLabels } from './labels.ts';
import { RenameModal } from './rename-modal.tsx';

type Direction = 'up' | 'down';

const moveButtonId = (key: string, direction: Direction) => `metric-type-${key}-move-${direction}`;

/** The keys in order with one moved a step up or down; the same order when it cannot move. */
const movedKeys = (types: readonly MetricType[], index: number, direction: Direction) => {
  const keys = types.map((type) => type.key);
  const other = direction === 'up' ? index - 1 : index + 1;
  const [moving, swapped] = [keys[index], keys[other]];
  if (moving === undefined || swapped === undefined) return keys;
  keys[index] = swapped;
  keys[other] = moving;
  return keys;
};

/**
 * The tenant's metric types in the startups' order, each with its unit, period, whether it is required and
 * whether it is retired; an operator renames, requires, retires or brings back a type, and moves it a step
 * up or down (the whole order goes to the server).
 */
export function TypeTable({ types }: { types: MetricType[] }) {
  const patch = usePatchMetricType();
  const order = useOrderMetricTypes();
  const [renaming, setRenaming] = useState<MetricType | null>(null);
  // The move button to give focus back to once the moved row has settled in its new place.
  const focusAfterMove = useRef<{ key: string; direction: Direction } | null>(null);

  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved || order.isPending) return;
    focusAfterMove.current = null;
    const same = document.getElementById(moveButtonId(moved.key, moved.direction));
    const other = document.getElementById(moveButtonId(moved.key, moved.direction === 'up' ? 'down' : 'up'));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  });

  const change = (type: MetricType, changes: { required?: boolean; retired?: boolean }, done: string) =>
    patch.mutate(
      { key: type.key, patch: changes },
      {
        onSuccess: () => notify.success(done),
        onError: (error) => notify.error(errorText(error, `${type.name} could not be changed`)),
      },
    );

  const move = (type: MetricType, index: number, direction: Direction) => {
    focusAfterMove.current = { key: type.key, direction };
    order.mutate(movedKeys(types, index, direction), {
      onSuccess: () => notify.success(`${type.name} moved ${direction}.`),
      onError: (error) => notify.error(errorText(error, 'The order could not be saved')),
    });
  };

  const busy = (type: MetricType) => patch.isPending && patch.variables?.key === type.key;

  return (
    <>
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Caption>
            {types.length} metric {types.length === 1 ? 'type' : 'types'}, in the order startups see them
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Key</Table.Th>
              <Table.Th scope="col">Unit</Table.Th>
              <Table.Th scope="col">Period</Table.Th>
              <Table.Th scope="col">Required</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type, index) => (
              <Table.Tr key={type.key}>
                <Table.Th scope="row" fw={500}>
                  <Text inherit c={type.retired ? 'dimmed' : undefined}>
                    {type.name}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {type.key}
                  </Text>
                </Table.Td>
                <Table.Td>{metricUnitLabels[type.unit]}</Table.Td>
                <Table.Td>{metricPeriodLabels[type.period]}</Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Required: ${type.name}`}
                    checked={type.required}
                    disabled={busy(type)}
                    onChange={(event) => {
                      const required = event.currentTarget.checked;
                      change(
                        type,
                        { required },
                        required ? `${type.name} is now required.` : `${type.name} is now optional.`,
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {type.retired ? (
                    <Badge color="gray" variant="light">
                      Retired
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Active
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Tooltip label="Rename">
                      <ActionIcon variant="subtle" aria-label={`Rename ${type.name}`} onClick={() => setRenaming(type)}>
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move up">
                      <ActionIcon
                        id={moveButtonId(type.key, 'up')}
                        variant="subtle"
                        aria-label={`Move up: ${type.name}`}
                        disabled={index === 0 || order.isPending}
                        onClick={() => move(type, index, 'up')}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Move down">
                      <ActionIcon
                        id={moveButtonId(type.key, 'down')}
                        variant="subtle"
                        aria-label={`Move down: ${type.name}`}
                        disabled={index === types.length - 1 || order.isPending}
                        onClick={() => move(type, index, 'down')}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={type.retired ? `Bring back ${type.name}` : `Retire ${type.name}`}
                      loading={busy(type)}
                      onClick={() =>
                        change(
                          type,
                          { retired: !type.retired },
                          type.retired
                            ? `${type.name} is back: startups are asked for it again.`
                            : `${type.name} retired: its values stay, startups are no longer asked for it.`,
                        )
                      }
                    >
                      {type.retired ? 'Bring back' : 'Retire'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {renaming ? <RenameModal type={renaming} onClose={() => setRenaming(null)} /> : null}
    </>
  );
}
