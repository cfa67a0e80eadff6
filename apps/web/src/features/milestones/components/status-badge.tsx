import { Badge } from '@mantine/core';
import { type MilestoneStatus, milestoneStatusLabels } from '@ventura/shared';

/* Filled with dark shades so that white text reads in both schemes. */
const colors: Record<MilestoneStatus, string> = {
  planned: 'gray.8',
  in_progress: 'blue.9',
  completed: 'yellow.9',
  confirmed: 'green.9',
};

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  return (
    <Badge component="span" color={colors[status]} variant="filled" miw="max-content">
      {milestoneStatusLabels[status]}
    </Badge>
  );
}

export function OverdueBadge() {
  return (
    <Badge component="span" color="red.9" variant="filled" miw="max-content">
      Overdue
    </Badge>
  );
}
