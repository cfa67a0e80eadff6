import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@ventura/shared';
import { statusColors, statusLabel } from '../present.ts';

/** An application's status as a badge, in the colour of its status. */
export function StatusBadge({ status, size = 'md' }: { status: ApplicationStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={statusColors[status]} variant="light" size={size} miw="max-content">
      {statusLabel(status)}
    </Badge>
  );
}
