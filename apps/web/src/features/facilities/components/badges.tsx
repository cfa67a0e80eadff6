import { Badge } from '@mantine/core';
import { type BookingStatus, bookingStatusLabels, type FacilityKind, facilityKindLabels } from '@ventura/shared';

/* The feature's badges, filled with dark shades so that white text reads in both schemes. */

const kindColors: Record<FacilityKind, string> = {
  room: 'blue.9',
  lab: 'grape.9',
  equipment: 'cyan.9',
  desk: 'teal.9',
};
const statusColors: Record<BookingStatus, string> = {
  pending: 'yellow.9',
  confirmed: 'green.9',
  declined: 'red.9',
  cancelled: 'gray.8',
};

export function KindBadge({ kind }: { kind: FacilityKind }) {
  return (
    <Badge component="span" color={kindColors[kind]} variant="filled" miw="max-content">
      {facilityKindLabels[kind]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge component="span" color={statusColors[status]} variant="filled" miw="max-content">
      {bookingStatusLabels[status]}
    </Badge>
  );
}

export function ApprovalBadge() {
  return (
    <Badge component="span" color="orange.9" variant="filled" miw="max-content">
      Needs approval
    </Badge>
  );
}
