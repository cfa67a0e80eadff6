import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { PagedList } from '../../../ui/paged-list.tsx';
import { myBookingsPageSize, myBookingsQuery } from '../api.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { facilityPaths } from '../paths.ts';

type When = 'upcoming' | 'past';

function BookingList({ when }: { when: When }) {
  const [page, setPage] = useState(1);
  const bookings = useQuery(myBookingsQuery(when, page));
  return (
    <PagedList
      query={bookings}
      what={`your ${when} bookings`}
      empty={when === 'upcoming' ? 'No upcoming bookings. Book a facility to see it here.' : 'No past bookings yet.'}
      pageSize={myBookingsPageSize}
      paging={{ label: 'Bookings', page, onPage: setPage }}
    >
      {(answer) => (
        <Stack gap="sm">
          {answer.items.map((booking) => (
            <BookingCard key={booking.uuid} booking={booking} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

/**
 * /facilities-management/my-bookings (issue 40, signed in): the caller's bookings, upcoming soonest first and past
 * latest first, each with its status, its .ics while it holds its time, and Cancel before the facility's cut-off.
 */
export function MyBookingsPage() {
  const tenant = useTenant();
  useDocumentTitle(`My bookings | ${tenant.name}`);
  const [when, setWhen] = useState<When>('upcoming');
  return (
    <Stack gap="lg" w="100%" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>My bookings</Title>
          <Text c="dimmed">Rooms, labs, equipment and desks you booked.</Text>
        </Stack>
        <Anchor component={Link} to={facilityPaths.list}>
          Book a facility
        </Anchor>
      </Group>
      <Tabs value={when} onChange={(value) => setWhen(value === 'past' ? 'past' : 'upcoming')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <BookingList when="upcoming" />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <BookingList when="past" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
