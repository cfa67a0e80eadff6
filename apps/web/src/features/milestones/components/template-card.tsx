import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type MilestoneTemplate, milestoneCategoryLabels } from '@ventura/shared';
import type { ReactNode } from 'react';
import { daysText } from '../format.ts';

const ownerText = (t: MilestoneTemplate) =>
  t.owner === 'program'
    ? `From ${t.ownerName}`
    : t.owner === 'partner'
      ? `From ${t.ownerName} (partner)`
      : `From ${t.ownerName}`;

/** A template as a card: whose it is, its category and how long it gives; `action` is what the caller may do. */
export function TemplateCard({ template: t, action }: { template: MilestoneTemplate; action: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t.title}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {ownerText(t)}
        </Text>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {t.title}
        </Title>
        <Group gap="xs">
          <Badge component="span" variant="default" radius="sm">
            {milestoneCategoryLabels[t.category]}
          </Badge>
          <Text size="sm" c="dimmed">
            Due {daysText(t.dueAfterDays)} after you take it on
          </Text>
        </Group>
        {t.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t.description}
          </Text>
        ) : null}
        <Group>{action}</Group>
      </Stack>
    </Card>
  );
}

export function AdoptButton({
  template,
  busy,
  onAdopt,
}: {
  template: MilestoneTemplate;
  busy: boolean;
  onAdopt: () => void;
}) {
  if (template.adopted) {
    return (
      <Text size="sm" c="dimmed">
        Taken on: it is in your milestones
      </Text>
    );
  }
  return (
    <Button size="compact-sm" loading={busy} onClick={onAdopt} aria-label={`Take on ${template.title}`}>
      Take on
    </Button>
  );
}
