import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTenant } from '../../../core/tenant.ts';

type Props = {
  title: string;
  description: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A console page: its heading (and the document's title), what it is for, its actions and its content. */
export function ConsolePage({ title, description, actions, children }: Props) {
  const tenant = useTenant();
  useDocumentTitle(`${title} | Console | ${tenant.name}`);
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
