import { Avatar, Group, Text } from '@mantine/core';

/** Who offers a perk: their logo (or initials) and name. */
export function Provider({ name, logo, size = 'sm' }: { name: string; logo: string | null; size?: 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar
        src={logo}
        alt=""
        name={name}
        variant="filled"
        color="gray.7"
        size={size === 'sm' ? 28 : 40}
        radius="sm"
        aria-hidden
      />
      <Text size={size} fw={500} truncate>
        <Text span size={size} c="dimmed" fw={400}>
          By{' '}
        </Text>
        {name}
      </Text>
    </Group>
  );
}
