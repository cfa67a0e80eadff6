import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { ShownList, ShownSection } from '../present.ts';
import { FieldList } from './field-list.tsx';

/** A titled card of the profile: one section, or one list. */
function ProfilePart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One section of the profile with the fields that have values. */
export function ProfileSection({ part, withAudience }: { part: ShownSection; withAudience: boolean }) {
  return (
    <ProfilePart title={part.section.title}>
      <FieldList fields={part.fields} withAudience={withAudience} />
    </ProfilePart>
  );
}

/** A list of the profile (founders, advisors...): a card per item with its name and role. */
export function ProfileList({ part, withAudience }: { part: ShownList; withAudience: boolean }) {
  return (
    <ProfilePart title={part.list.title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {part.items.map((item) => (
          <Paper key={item.id} component="article" aria-label={item.title} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group wrap="nowrap" gap="sm">
                <Avatar name={item.title} color="initials" radius="xl" alt="" />
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{item.title}</Text>
                  {item.subtitle ? (
                    <Text size="sm" c="dimmed">
                      {item.subtitle}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              {item.fields.length > 0 ? (
                <FieldList fields={item.fields} columns={1} withAudience={withAudience} />
              ) : null}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </ProfilePart>
  );
}
