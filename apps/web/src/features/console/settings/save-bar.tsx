import { Button, Group, Text } from '@mantine/core';

type Props = { changed: boolean; saving: boolean; onDiscard: () => void; label?: string };

/** The end of a settings section: whether it has unsaved changes, and saving or discarding them. */
export function SaveBar({ changed, saving, onDiscard, label = 'Save changes' }: Props) {
  return (
    <Group justify="flex-end" gap="sm" pt="xs">
      {changed ? (
        <Text size="sm" c="dimmed" mr="auto">
          Unsaved changes
        </Text>
      ) : null}
      <Button variant="default" onClick={onDiscard} disabled={!changed || saving}>
        Discard changes
      </Button>
      <Button type="submit" disabled={!changed} loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
