import { Checkbox, Stack, Table } from '@mantine/core';
import { type AccountType, accountTypeLabels, type ConsoleSettings } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSaveMatrix } from '../api.ts';
import { entriesOf, gridChanged, gridOf, type MatrixCell, matrixTypes, pairKey, withPermission } from './matrix.ts';
import { SaveBar } from './save-bar.tsx';
import { SectionFrame } from './section-frame.tsx';

const plural = (type: AccountType) => `${accountTypeLabels[type]}s`;
/** The first column stays in view while the grid scrolls sideways. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

const permissions: Array<{ key: keyof MatrixCell; label: string; verb: string }> = [
  { key: 'canSearch', label: 'search', verb: 'find' },
  { key: 'canConnect', label: 'connect', verb: 'connect with' },
];

/** Who may find and connect with whom: a row per type that looks, a column per type it looks for. */
export function MatrixSection({ saved }: { saved: ConsoleSettings }) {
  const types = matrixTypes(saved.settings.users);
  const [grid, setGrid] = useState(() => gridOf(saved.matrix, types));
  const save = useSaveMatrix();
  const changed = gridChanged(grid, types, saved.matrix);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    save.mutate(entriesOf(grid, types, saved.matrix), {
      onSuccess: (next) => {
        setGrid(gridOf(next.matrix, matrixTypes(next.settings.users)));
        notify.success('Connection rules saved');
      },
      onError: (error) => notify.error(errorText(error, 'The connection rules could not be saved')),
    });
  };

  return (
    <SectionFrame
      title="Connection rules"
      description="Each row is a type of member; each column the type they look for. 'search' lets them find those profiles in the directories, 'connect' lets them ask to connect. Only the account types switched on are listed."
      onSubmit={submit}
    >
      <Table.ScrollContainer minWidth={160 + types.length * 120}>
        <Table withColumnBorders withTableBorder verticalSpacing="xs">
          <Table.Caption>Rows: who is looking. Columns: whom they look for.</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" style={stickyColumn}>
                Member type
              </Table.Th>
              {types.map((target) => (
                <Table.Th key={target} scope="col">
                  {accountTypeLabels[target]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((viewer) => (
              <Table.Tr key={viewer}>
                <Table.Th scope="row" style={stickyColumn}>
                  {accountTypeLabels[viewer]}
                </Table.Th>
                {types.map((target) => {
                  const key = pairKey(viewer, target);
                  const cell = grid[key];
                  return (
                    <Table.Td key={target}>
                      <Stack gap={6}>
                        {permissions.map((permission) => (
                          <Checkbox
                            key={permission.key}
                            size="xs"
                            label={permission.label}
                            aria-label={`${plural(viewer)} may ${permission.verb} ${plural(target).toLowerCase()}`}
                            checked={cell?.[permission.key] ?? false}
                            onChange={(event) => {
                              const allowed = event.currentTarget.checked;
                              setGrid((current) => withPermission(current, key, permission.key, allowed));
                            }}
                          />
                        ))}
                      </Stack>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SaveBar
        changed={changed}
        saving={save.isPending}
        onDiscard={() => setGrid(gridOf(saved.matrix, types))}
        label="Save connection rules"
      />
    </SectionFrame>
  );
}
