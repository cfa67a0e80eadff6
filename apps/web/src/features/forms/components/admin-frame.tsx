import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';

type Props = {
  title: string;
  description?: string;
  /** A way back up: the list of forms, the form. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** A forms page in the console's frame: where it leads back to, its heading, what it is for, its actions. */
export function AdminFrame({ title, description, back, actions, children }: Props) {
  const tenant = useTenant();
  useDocumentTitle(`${title} | Console | ${tenant.name}`);
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            <span>{back.label}</span>
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
