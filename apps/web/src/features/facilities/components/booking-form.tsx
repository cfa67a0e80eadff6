import { Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarDown, IconCircleCheck } from '@tabler/icons-react';
import { type Booking, type Facility, type FacilitySlot, facilityLimits } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { downloadBookingIcs, useBookFacility } from '../api.ts';
import { bookingWhen, clockOf } from '../format.ts';
import { facilityPaths } from '../paths.ts';

type Props = {
  facility: Facility;
  /** The chosen first slot, and the free slots that follow it without a gap (any of which may end the booking). */
  first: FacilitySlot;
  run: FacilitySlot[];
  onBooked: (booking: Booking) => void;
};

/** How long, who comes and why, for the chosen slot; answers with the booking and its .ics. */
export function BookingForm({ facility, first, run, onBooked }: Props) {
  const book = useBookFacility(facility.uuid);
  const [endsAt, setEndsAt] = useState(first.endsAt);
  const [seats, setSeats] = useState<number | string>(1);
  const [purpose, setPurpose] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const ends = run.map((slot) => ({ value: slot.endsAt, label: clockOf(slot.endsAt, facility.timeZone) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    book.mutate(
      { startsAt: first.startsAt, endsAt, seats: typeof seats === 'number' ? seats : 0, purpose },
      {
        onSuccess: (booking) => {
          notify.success(booking.status === 'pending' ? 'Booking requested.' : 'Booked.');
          onBooked(booking);
        },
        onError: (error) => setFailure(withoutFieldPath(errorText(error, 'The booking could not be made'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Book ${facility.name}`}>
      <Stack gap="sm">
        <Text fw={600}>{bookingWhen(first.startsAt, endsAt, facility.timeZone)}</Text>
        <Group grow align="flex-start">
          <Select
            label="Until"
            data={ends}
            value={endsAt}
            onChange={(value) => value && setEndsAt(value)}
            allowDeselect={false}
          />
          <NumberInput
            label="People"
            description={`At most ${facility.capacity}`}
            min={1}
            max={facility.capacity}
            allowDecimal={false}
            allowNegative={false}
            value={seats}
            onChange={setSeats}
          />
        </Group>
        <Textarea
          label="Purpose"
          description={facility.needsApproval ? 'Operators read this when they decide' : 'Optional'}
          autosize
          minRows={2}
          maxLength={facilityLimits.purposeLength}
          value={purpose}
          onChange={(event) => setPurpose(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" role="alert" title="Not booked">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={book.isPending}>
            {facility.needsApproval ? 'Request booking' : 'Book'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a member sees once booked: confirmed or waiting, the time, the .ics, and the way to their bookings. */
export function BookedNotice({ booking, onAnother }: { booking: Booking; onAnother: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const pending = booking.status === 'pending';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBookingIcs(booking.uuid);
    } catch (error) {
      notify.error(errorText(error, 'The calendar file could not be downloaded'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Alert
      color={pending ? 'yellow' : 'green'}
      icon={<IconCircleCheck aria-hidden />}
      title={pending ? 'Booking requested' : 'Booked'}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm">
          {booking.facility.name}, {bookingWhen(booking.startsAt, booking.endsAt, booking.facility.timeZone)}.{' '}
          {pending ? 'An operator will approve or decline it; you will be told.' : 'See you there.'}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconCalendarDown size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            Add to calendar (.ics)
          </Button>
          <Button component={Link} to={facilityPaths.myBookings} variant="subtle">
            My bookings
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            Book another time
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
