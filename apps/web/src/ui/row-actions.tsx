import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type Props = {
  /** What the row is, for the buttons' accessible names: 'Edit Seed fund results'. */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  /** The remove button's word: 'Delete' (gone for good) or 'Remove' (out of a list). */
  removeWord?: 'Delete' | 'Remove';
};

/** A console table row's Edit and Delete (or Remove) buttons, each named after the row. */
export function RowActions({ name, onEdit, onRemove, removeWord = 'Delete' }: Props) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        color="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={`${removeWord} ${name}`}
        onClick={onRemove}
      >
        {removeWord}
      </Button>
    </Group>
  );
}
