import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TicketStats } from '@ventura/shared';
import { durationText } from '../format.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The helpdesk at a glance: what waits now, and how fast and how well it helped in the last 30 days. */
export function StatsCards({ stats }: { stats: TicketStats }) {
  const waiting = stats.openByStatus.open + stats.openByStatus.reopened;
  const working = stats.openByStatus.in_progress + stats.openByStatus.waiting_on_member;
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" component="section" aria-label="Helpdesk figures">
      <Figure label="Waiting for an answer" value={String(waiting)} />
      <Figure label="Being worked on" value={String(working)} />
      <Figure label="Median first answer" value={durationText(stats.medianFirstAnswerSeconds)} />
      <Figure label="Median time to resolve" value={durationText(stats.medianResolveSeconds)} />
      <Figure
        label={`Rating (${stats.ratings})`}
        value={stats.averageRating === null ? '—' : `${stats.averageRating.toFixed(1)} / 5`}
      />
    </SimpleGrid>
  );
}
