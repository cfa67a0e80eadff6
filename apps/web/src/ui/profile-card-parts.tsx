import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

/** Tags a profile card shows before '+n more'. */
const shownTags = 4;

/**
 * A profile card's industries (the directory's and a match's): the first four as badges, then '+n more';
 * nothing when there are none. `className` styles each badge (the directory's keeps long names on one line).
 */
export function CardTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, shownTags);
  const more = tags.length - shown.length;
  return (
    <Group gap={6}>
      {shown.map((tag) => (
        <Badge key={tag} variant="default" radius="sm" tt="none" fw={500} maw="100%" className={className}>
          {tag}
        </Badge>
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          +{more} more
        </Text>
      ) : null}
    </Group>
  );
}

/** A profile card's place, after a pin, cut to one line. */
export function CardPlace({ location }: { location: string }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
      <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" truncate="end">
        {location}
      </Text>
    </Group>
  );
}
