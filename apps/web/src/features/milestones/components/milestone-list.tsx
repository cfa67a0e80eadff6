import { SimpleGrid, Stack } from '@mantine/core';
import type { Milestone } from '@ventura/shared';
import { Pager } from '../../../ui/pager.tsx';
import { milestonesPageSize } from '../api.ts';
import { MilestoneCard } from './milestone-card.tsx';

type Handlers = Omit<Parameters<typeof MilestoneCard>[0], 'milestone'>;
type Paging = { total: number; page: number; onPage: (page: number) => void };

/** A page of milestones as cards, two a row on wide screens, with the pages to move between. */
export function MilestoneList({
  milestones,
  label,
  paging,
  ...handlers
}: Handlers & { milestones: Milestone[]; label: string; paging: Paging }) {
  return (
    <Stack gap="sm">
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={label}
      >
        {milestones.map((milestone) => (
          <li key={milestone.uuid}>
            <MilestoneCard milestone={milestone} {...handlers} />
          </li>
        ))}
      </SimpleGrid>
      <Pager label={label} pageSize={milestonesPageSize} {...paging} />
    </Stack>
  );
}
