import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTenant } from '../../../core/tenant.ts';

type Props = { title: string; description: string; actions?: ReactNode; children: ReactNode };

/**
 * A manager's page of programs: its heading (and the document's title), what it is for, its actions and
 * its content. Not the console's own frame, so the page reads the same inside the console and outside it.
 */
export function PageFrame({ title, description, actions, children }: Props) {
  const tenant = useTenant();
  useDocumentTitle(`${title} | ${tenant.name}`);
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
