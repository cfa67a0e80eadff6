import {
  Alert,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AdminBooking, type AdminFacility, facilityLimits } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminFacilitiesQuery, calendarQuery, useDecideBooking } from '../api.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { addDays, bookingWhen, dateIn, dayLabel, midnightIn, todayIn } from '../format.ts';

/** Approve, and Decline with an optional reason in a small dialog; shown only where the booking allows it. */
function DecisionButtons({ booking }: { booking: AdminBooking }) {
  const decide = useDecideBooking();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const send = (approve: boolean) =>
    decide.mutate(
      { uuid: booking.uuid, approve, reason },
      {
        onSuccess: () => {
          notify.success(approve ? 'Booking approved; the member is told.' : 'Booking declined; the member is told.');
          setDeclining(false);
        },
        onError: (error) => notify.error(errorText(error, 'The booking could not be decided')),
      },
    );
  return (
    <>
      {booking.can.approve ? (
        <Button size="xs" color="green.9" onClick={() => send(true)} loading={decide.isPending && !declining}>
          Approve
        </Button>
      ) : null}
      {booking.can.decline ? (
        <Button size="xs" variant="default" onClick={() => setDeclining(true)}>
          Decline
        </Button>
      ) : null}
      <Modal opened={declining} onClose={() => setDeclining(false)} title={`Decline ${booking.member.name}'s booking?`}>
        <Stack gap="sm">
          <Text size="sm">
            {booking.facility.name}, {bookingWhen(booking.startsAt, booking.endsAt, booking.facility.timeZone)}. The
            time becomes free again.
          </Text>
          <Textarea
            label="Reason"
            description="Sent to the member"
            maxLength={facilityLimits.reasonLength}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
            <Button color="red" onClick={() => send(false)} loading={decide.isPending}>
              Decline booking
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function AdminBookingCard({ booking }: { booking: AdminBooking }) {
  return (
    <Stack gap={2}>
      <BookingCard booking={booking} actions={<DecisionButtons booking={booking} />} />
      <Text size="xs" c="dimmed" pl="md">
        Booked by {booking.member.name || 'a member'}
        {booking.member.email ? ` (${booking.member.email})` : ''}
      </Text>
    </Stack>
  );
}

function PendingSection() {
  const titleId = useId();
  const pending = useQuery(calendarQuery({ facility: null, status: 'pending', from: null, to: null, page: 1 }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          Waiting for approval
        </Title>
        <QueryView query={pending} errorTitle="The bookings could not be loaded" loadingHeight={120}>
          {(page) =>
            page.items.length === 0 ? (
              <Text c="dimmed">Nothing waits for approval.</Text>
            ) : (
              <Stack gap="sm">
                {page.items.map((booking) => (
                  <AdminBookingCard key={booking.uuid} booking={booking} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Paper>
  );
}

function CalendarSection({ facilities }: { facilities: readonly AdminFacility[] }) {
  const titleId = useId();
  const [facilityUuid, setFacilityUuid] = useState(facilities[0]?.uuid ?? null);
  const facility = facilities.find((f) => f.uuid === facilityUuid) ?? facilities[0];
  const timeZone = facility?.timeZone ?? 'UTC';
  const [span, setSpan] = useState<'day' | 'week'>('week');
  const [date, setDate] = useState(() => todayIn(timeZone));
  const days = span === 'day' ? 1 : 7;
  const dates = Array.from({ length: days }, (_, i) => addDays(date, i));
  const bookings = useQuery({
    ...calendarQuery({
      facility: facility?.uuid ?? null,
      status: null,
      from: midnightIn(date, timeZone),
      to: midnightIn(addDays(date, days), timeZone),
      page: 1,
    }),
    enabled: facility !== undefined,
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          Calendar
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Facility"
            data={facilities.map((f) => ({ value: f.uuid, label: f.name }))}
            value={facility?.uuid ?? null}
            onChange={setFacilityUuid}
            allowDeselect={false}
            w={260}
          />
          <SegmentedControl
            aria-label="Show"
            value={span}
            onChange={(value) => setSpan(value === 'day' ? 'day' : 'week')}
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
            ]}
          />
          <Group gap={4}>
            <Button
              variant="default"
              px="xs"
              aria-label={`Previous ${span}`}
              onClick={() => setDate(addDays(date, -days))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </Button>
            <Button variant="default" onClick={() => setDate(todayIn(timeZone))}>
              Today
            </Button>
            <Button variant="default" px="xs" aria-label={`Next ${span}`} onClick={() => setDate(addDays(date, days))}>
              <IconChevronRight size={18} aria-hidden />
            </Button>
          </Group>
        </Group>
        <Text fw={500} role="status">
          {span === 'day' ? dayLabel(date) : `${dayLabel(date)} – ${dayLabel(addDays(date, 6))}`} ({timeZone})
        </Text>
        <QueryView query={bookings} errorTitle="The calendar could not be loaded" loadingHeight={200}>
          {(page) => (
            <Stack gap="md">
              {dates.map((day) => {
                const onDay = page.items.filter((booking) => dateIn(booking.startsAt, timeZone) === day);
                return (
                  <Stack key={day} gap="xs">
                    <Title order={3} size="h5">
                      {dayLabel(day)}
                    </Title>
                    {onDay.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No bookings.
                      </Text>
                    ) : (
                      onDay.map((booking) => <AdminBookingCard key={booking.uuid} booking={booking} />)
                    )}
                  </Stack>
                );
              })}
              {page.total > page.items.length ? (
                <Text size="sm" c="dimmed">
                  Showing the first {page.items.length} of {page.total} bookings: choose a day to see the rest.
                </Text>
              ) : null}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/facility-bookings (issue 40, operators): bookings waiting for approval, approved or declined here, and a
 * facility's day or week of bookings with who booked them; an operator may cancel any booking until it ends.
 */
export function FacilityBookingsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Facility bookings | Console | ${tenant.name}`);
  const offered = tenant.features.facility_management;
  const facilities = useQuery({ ...adminFacilitiesQuery(), enabled: offered });

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Facility bookings</Title>
        <Text c="dimmed">Approve or decline requests, and see each facility’s day or week.</Text>
      </Stack>
      {offered ? (
        <>
          <PendingSection />
          <QueryView query={facilities} errorTitle="The facilities could not be loaded" loadingHeight={200}>
            {(all) =>
              all.length === 0 ? (
                <Center py="xl">
                  <Text c="dimmed">No facilities yet.</Text>
                </Center>
              ) : (
                <CalendarSection facilities={all} />
              )
            }
          </QueryView>
        </>
      ) : (
        <Alert color="gray" title="Not turned on">
          Facility bookings are not turned on for {tenant.name}.
        </Alert>
      )}
    </Stack>
  );
}
