import { SimpleGrid } from '@mantine/core';
import type { Milestone } from '@ventura/shared';
import { MilestoneCard } from './milestone-card.tsx';

type Handlers = Omit<Parameters<typeof MilestoneCard>[0], 'milestone'>;

/** Milestones as cards, two a row on wide screens. */
export function MilestoneList({
  milestones,
  label,
  ...handlers
}: Handlers & { milestones: Milestone[]; label: string }) {
  return (
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
  );
}
