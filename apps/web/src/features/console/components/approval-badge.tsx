import { Badge } from '@mantine/core';
import type { ApprovalStatus } from '@ventura/shared';
import { approvalInfo } from '../../../ui/approval-status.ts';

/** A profile's approval state as a badge, in the words and colours the members' pages use; never cut short. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge component="span" color={approvalInfo[status].color} size="sm" miw="max-content">
      {approvalInfo[status].label}
    </Badge>
  );
}
