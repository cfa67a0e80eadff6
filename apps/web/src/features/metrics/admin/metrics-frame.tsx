import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';

type Props = {
  title: string;
  description: string;
  /** A way back up: from the types to the portfolio. */
  back?: { to: string; label: string };
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A growth-metrics page in the console's frame: its heading (and the document's title), what it is for, its
 * actions and content. With the tenant's growth_metrics flag off the server answers nothing, so the page
 * says so instead (and where an operator switches it on).
 */
export function MetricsFrame({ title, description, back, actions, children }: Props) {
  const tenant = useTenant();
  const operator = useSessionUser()?.role === 'operator';
  useDocumentTitle(`${title} | Console | ${tenant.name}`);
  const on = tenant.features.growth_metrics;
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
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {on ? actions : null}
      </Group>
      {on ? (
        children
      ) : (
        <Alert color="gray" title="Growth metrics are off">
          {operator ? (
            <Text size="sm">
              Startups do not report metrics on {tenant.name}.{' '}
              <Anchor component={Link} to="/admin/settings" size="sm">
                Switch growth metrics on in Settings
              </Anchor>
            </Text>
          ) : (
            <Text size="sm">Startups do not report metrics on {tenant.name}.</Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
