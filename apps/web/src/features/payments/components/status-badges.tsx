import { Badge } from '@mantine/core';
import {
  type MembershipStatus,
  membershipStatusLabels,
  type OrderStatus,
  orderStatusLabels,
  type PlanStatus,
} from '@ventura/shared';

/* Statuses filled with dark shades, so that white text reads in both colour schemes. */

const orderColors: Record<OrderStatus, string> = {
  pending: 'yellow.9',
  paid: 'green.9',
  failed: 'red.9',
  expired: 'gray.8',
  refunded: 'violet.9',
  partially_refunded: 'violet.9',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge component="span" color={orderColors[status]} variant="filled" miw="max-content">
      {orderStatusLabels[status]}
    </Badge>
  );
}

const membershipColors: Record<MembershipStatus, string> = { active: 'green.9', past_due: 'orange.9', ended: 'gray.8' };

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return (
    <Badge component="span" color={membershipColors[status]} variant="filled" miw="max-content">
      {membershipStatusLabels[status]}
    </Badge>
  );
}

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return (
    <Badge component="span" color={status === 'active' ? 'green.9' : 'gray.8'} variant="filled" miw="max-content">
      {status === 'active' ? 'Active' : 'Archived'}
    </Badge>
  );
}
