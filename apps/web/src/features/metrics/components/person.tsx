import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { MetricPerson } from '@ventura/shared';

/** What a person is: 'Investor · Northwind Capital'. */
export const personRole = (person: Pick<MetricPerson, 'accountTypeLabel' | 'organizationName'>) =>
  person.organizationName ? `${person.accountTypeLabel} · ${person.organizationName}` : person.accountTypeLabel;

/** A person in a list: avatar, name, and what they are. */
export function PersonLine({ person, extra }: { person: MetricPerson; extra?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={person.avatar} alt="" name={person.name} color="initials" size={36} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {person.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {extra ? `${personRole(person)} · ${extra}` : personRole(person)}
        </Text>
      </Stack>
    </Group>
  );
}
