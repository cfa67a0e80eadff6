import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarDown, IconMapPin } from '@tabler/icons-react';
import type { Booking } from '@ventura/shared';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { downloadBookingIcs, useCancelBooking } from '../api.ts';
import { bookingWhen } from '../format.ts';
import { facilityPath } from '../paths.ts';
import { KindBadge, StatusBadge } from './badges.tsx';

/** The .ics of a booking, downloaded with the session. */
export function IcsButton({ booking }: { booking: Booking }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadBookingIcs(booking.uuid);
    } catch (error) {
      notify.error(errorText(error, 'The calendar file could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconCalendarDown size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Add ${booking.facility.name} to calendar (.ics)`}
    >
      .ics
    </Button>
  );
}

/** Cancel, after a confirmation that says the time is given up; shown only while the booking allows it. */
export function CancelButton({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  if (!booking.can.cancel) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: `Cancel your booking of ${booking.facility.name}?`,
      children: `${bookingWhen(booking.startsAt, booking.endsAt, booking.facility.timeZone)}. The time becomes free for others.`,
      labels: { confirm: 'Cancel booking', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(booking.uuid, {
          onSuccess: () => notify.success('Booking cancelled'),
          onError: (error) => notify.error(errorText(error, 'The booking could not be cancelled')),
        }),
    });
  return (
    <Button variant="light" color="red" size="xs" onClick={confirm} loading={cancel.isPending}>
      Cancel
    </Button>
  );
}

/** One booking: the facility, when, how many, its status, and what may be done with it. */
export function BookingCard({ booking, actions }: { booking: Booking; actions?: ReactNode }) {
  const titleId = useId();
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const cutoffPassed = live && !booking.can.cancel && new Date(booking.cancelUntil) < new Date();
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <StatusBadge status={booking.status} />
              <KindBadge kind={booking.facility.kind} />
            </Group>
            <Title order={3} size="h4" id={titleId}>
              <Anchor component={Link} to={facilityPath(booking.facility.uuid)} inherit>
                {booking.facility.name}
              </Anchor>
            </Title>
          </Stack>
          <Group gap="xs">
            {actions}
            {live ? <IcsButton booking={booking} /> : null}
            <CancelButton booking={booking} />
          </Group>
        </Group>
        <Text fw={500}>{bookingWhen(booking.startsAt, booking.endsAt, booking.facility.timeZone)}</Text>
        {booking.facility.location ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{booking.facility.location}</Text>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {booking.seats} {booking.seats === 1 ? 'person' : 'people'}
          {booking.purpose ? ` · ${booking.purpose}` : ''}
        </Text>
        {booking.declineReason ? <Text size="sm">Reason: {booking.declineReason}</Text> : null}
        {cutoffPassed ? (
          <Text size="xs" c="dimmed">
            The cancellation cut-off has passed; ask an operator to cancel it.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
