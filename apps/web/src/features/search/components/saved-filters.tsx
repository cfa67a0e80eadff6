import { ActionIcon, Button, Group, Menu, Skeleton, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBookmark, IconCheck, IconDeviceFloppy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DirectoryType, SavedFilter } from '@ventura/shared';
import { useId } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { savedFiltersQuery, useDeleteFilter, useSaveFilter, useUpdateFilter } from '../api.ts';
import { type DirectoryState, isNarrowed, sameSearch, savedFiltersOf, stateOfSaved } from '../filters.ts';
import classes from '../search.module.css';
import { FilterNameForm } from './filter-name-form.tsx';

const savedText = 'Filter saved';
const updatedText = 'Filter updated';
const deletedText = 'Filter deleted';

function SaveForm({ type, state, close }: { type: DirectoryType; state: DirectoryState; close: () => void }) {
  const save = useSaveFilter();
  return (
    <FilterNameForm
      initialName=""
      submitLabel="Save filter"
      pending={save.isPending}
      onCancel={close}
      onSubmit={(name, onFieldError) =>
        save.mutate(
          { name, accountType: type, filters: savedFiltersOf(type, state) },
          {
            onSuccess: () => {
              notify.success(savedText);
              close();
            },
            onError: (error) => {
              if (!onFieldError(error)) notify.error(errorText(error, 'Error while saving filter!'));
            },
          },
        )
      }
    />
  );
}

function RenameForm({ filter, close }: { filter: SavedFilter; close: () => void }) {
  const update = useUpdateFilter();
  return (
    <FilterNameForm
      initialName={filter.name}
      submitLabel="Rename"
      pending={update.isPending}
      onCancel={close}
      onSubmit={(name, onFieldError) =>
        update.mutate(
          { id: filter.id, body: { name } },
          {
            onSuccess: ({ message }) => {
              notify.success(message || updatedText);
              close();
            },
            onError: (error) => {
              if (!onFieldError(error)) notify.error(errorText(error, 'Error while updating filter!'));
            },
          },
        )
      }
    />
  );
}

/** "Save filter": keeps the current search under a name, for the signed-in viewer to come back to. */
export function SaveFilterButton({ type, state }: { type: DirectoryType; state: DirectoryState }) {
  const empty = !isNarrowed(state) && state.sort === null;
  const open = () => {
    const id = modals.open({
      title: 'Save filter',
      children: <SaveForm type={type} state={state} close={() => modals.close(id)} />,
    });
  };
  const button = (
    <Button variant="default" leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={open} disabled={empty}>
      Save filter
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip that says why hangs on a wrapper.
  return empty ? (
    <Tooltip label="Choose filters or a sort first">
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

type Props = {
  type: DirectoryType;
  state: DirectoryState;
  /** Opens the search a saved filter holds. */
  onApply: (next: DirectoryState) => void;
};

/**
 * The viewer's saved filters of this directory: apply one (the address then holds it), give it the
 * current filters, rename it, or delete it after asking.
 */
export function SavedFilters({ type, state, onApply }: Props) {
  const headingId = useId();
  const saved = useQuery(savedFiltersQuery(type));
  const update = useUpdateFilter();
  const remove = useDeleteFilter();

  const updateWithCurrent = (filter: SavedFilter) =>
    update.mutate(
      { id: filter.id, body: { filters: savedFiltersOf(type, state) } },
      {
        onSuccess: ({ message }) => notify.success(message || updatedText),
        onError: (error) => notify.error(errorText(error, 'Error while updating filter!')),
      },
    );
  const rename = (filter: SavedFilter) => {
    const id = modals.open({
      title: `Rename “${filter.name}”`,
      children: <RenameForm filter={filter} close={() => modals.close(id)} />,
    });
  };
  const confirmDelete = (filter: SavedFilter) =>
    modals.openConfirmModal({
      title: `Delete “${filter.name}”?`,
      children: <Text size="sm">The saved filter goes for good; the profiles it found stay where they are.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(filter.id, {
          onSuccess: () => notify.success(deletedText),
          onError: (error) => notify.error(errorText(error, 'Error while deleting filter!')),
        }),
    });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group gap={6}>
        <IconBookmark size={18} aria-hidden />
        <Title order={2} size="h4" id={headingId}>
          Saved filters
        </Title>
      </Group>
      {saved.isPending ? (
        <Skeleton h={72} radius="md" role="status" aria-label="Loading saved filters" />
      ) : saved.isError ? (
        <LoadError
          title="Saved filters could not be loaded"
          error={saved.error}
          fallback="Please try again."
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : saved.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Save a search to come back to it in one click.
        </Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {saved.data.map((filter) => {
            const current = sameSearch(type, stateOfSaved(type, filter.filters), state);
            return (
              <Group component="li" key={filter.id} gap={4} wrap="nowrap" justify="space-between">
                <UnstyledButton
                  className={classes.savedFilter}
                  onClick={() => onApply(stateOfSaved(type, filter.filters))}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`Apply saved filter ${filter.name}`}
                >
                  <Group gap={6} wrap="nowrap">
                    {current ? <IconCheck size={14} aria-hidden /> : null}
                    <Text size="sm" fw={current ? 700 : 500} truncate="end">
                      {filter.name}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`More for ${filter.name}`}>
                      <IconDots size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                      disabled={current}
                      onClick={() => updateWithCurrent(filter)}
                    >
                      Update with current filters
                    </Menu.Item>
                    <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => rename(filter)}>
                      Rename
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => confirmDelete(filter)}
                    >
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
