import { Alert, Anchor, Button, Grid, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Booking, Facility, FacilitySlot } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { rememberAttemptedUrl } from '../../../core/after-login.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { facilityQuery } from '../api.ts';
import { ApprovalBadge, KindBadge } from '../components/badges.tsx';
import { BookedNotice, BookingForm } from '../components/booking-form.tsx';
import { FacilityPhoto } from '../components/facility-photo.tsx';
import { SlotGrid } from '../components/slot-grid.tsx';
import { capacityText, hoursByDay, slotText, todayIn } from '../format.ts';
import { facilityPaths } from '../paths.ts';

/** The free slots that follow `first` without a gap, `first` included: any of them may end a booking. */
const runFrom = (first: FacilitySlot, slots: FacilitySlot[]) => {
  const run: FacilitySlot[] = [];
  let end = first.startsAt;
  for (const slot of slots) {
    if (slot.startsAt < first.startsAt) continue;
    if (slot.startsAt !== end || slot.state !== 'free') break;
    run.push(slot);
    end = slot.endsAt;
  }
  return run;
};

/** Asks a visitor to sign in to book, and brings them back here afterwards. */
function SignInToBook() {
  const location = useLocation();
  return (
    <Stack gap="xs">
      <Text size="sm">Sign in to book a slot.</Text>
      <Button
        component={Link}
        to={paths.login}
        onClick={() => rememberAttemptedUrl(`${location.pathname}${location.search}`)}
      >
        Sign in to book
      </Button>
    </Stack>
  );
}

function BookingPanel({ facility }: { facility: Facility }) {
  const user = useSessionUser();
  const today = todayIn(facility.timeZone);
  const [date, setDate] = useState(today);
  const [choice, setChoice] = useState<{ first: FacilitySlot; run: FacilitySlot[] } | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const titleId = useId();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          Book a slot
        </Title>
        {booked ? (
          <BookedNotice
            booking={booked}
            onAnother={() => {
              setBooked(null);
              setChoice(null);
            }}
          />
        ) : (
          <>
            <SlotGrid
              facilityUuid={facility.uuid}
              today={today}
              date={date}
              onDate={(next) => {
                setDate(next < today ? today : next);
                setChoice(null);
              }}
              chosen={choice?.first.startsAt ?? null}
              onChoose={(slot, daySlots) => setChoice({ first: slot, run: runFrom(slot, daySlots) })}
            />
            {choice ? (
              user ? (
                <BookingForm
                  key={choice.first.startsAt}
                  facility={facility}
                  first={choice.first}
                  run={choice.run}
                  onBooked={setBooked}
                />
              ) : (
                <SignInToBook />
              )
            ) : (
              <Text size="sm" c="dimmed">
                Choose a free slot to book it.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function FacilityDetail({ facility }: { facility: Facility }) {
  const tenant = useTenant();
  useDocumentTitle(`${facility.name} | Facilities | ${tenant.name}`);
  const hoursId = useId();
  const [main, ...more] = facility.photos;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <FacilityPhoto photo={main} kind={facility.kind} name={facility.name} />
          {more.length > 0 ? (
            <SimpleGrid cols={4} spacing="xs">
              {more.map((photo, i) => (
                <Image
                  key={photo}
                  src={photo}
                  alt={`Photo ${i + 2} of ${facility.name}`}
                  radius="sm"
                  h={64}
                  fit="cover"
                />
              ))}
            </SimpleGrid>
          ) : null}
          <Stack gap={6}>
            {facility.location ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{facility.location}</Text>
              </Group>
            ) : null}
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{capacityText(facility.capacity)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">
                {slotText(facility.slotMinutes)}; cancel up to {facility.cancelCutoffHours} hours before
              </Text>
            </Group>
          </Stack>
          {facility.description ? (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{facility.description}</Text>
          ) : null}
          {facility.rules ? (
            <Alert color="gray" title="Rules">
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {facility.rules}
              </Text>
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Title order={2} size="h5" id={hoursId}>
              Opening hours ({facility.timeZone})
            </Title>
            <Table aria-labelledby={hoursId} withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                {hoursByDay(facility.openingHours).map(([day, hours]) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" w={64} fw={500}>
                      {day}
                    </Table.Th>
                    <Table.Td c={hours === 'Closed' ? 'dimmed' : undefined}>{hours}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <BookingPanel facility={facility} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * /facilities-management/{uuid} (issue 40, unguarded): a facility's photos, hours and rules beside its slot grid;
 * a member picks a free slot, how long and how many, and books (or asks, where operators approve). Signed out,
 * the grid shows and booking asks to sign in.
 */
export function FacilityPage() {
  const { uuid = '' } = useParams();
  const tenant = useTenant();
  const user = useSessionUser();
  const offered = tenant.features.facility_management;
  const facility = useQuery({ ...facilityQuery(uuid), enabled: offered });

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <Group justify="space-between">
        <Anchor component={Link} to={facilityPaths.list} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden /> All facilities
          </Group>
        </Anchor>
        {user && offered ? (
          <Anchor component={Link} to={facilityPaths.myBookings} size="sm">
            My bookings
          </Anchor>
        ) : null}
      </Group>
      {offered ? (
        <QueryView query={facility} errorTitle="This facility could not be loaded" loadingHeight={420}>
          {(found) => (
            <Stack gap="lg">
              <Stack gap={6}>
                <Group gap="xs">
                  <KindBadge kind={found.kind} />
                  {found.needsApproval ? <ApprovalBadge /> : null}
                </Group>
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {found.name}
                </Title>
              </Stack>
              <FacilityDetail facility={found} />
            </Stack>
          )}
        </QueryView>
      ) : (
        <Alert color="gray" title="Not offered here">
          {tenant.name} does not offer facility bookings.
        </Alert>
      )}
    </Stack>
  );
}
