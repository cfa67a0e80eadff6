import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminFacility } from '@ventura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { adminFacilitiesQuery } from '../api.ts';
import { KindBadge } from '../components/badges.tsx';
import { capacityText, slotText } from '../format.ts';
import { FacilityFormModal } from './facility-form-modal.tsx';

function FacilityTable({
  facilities,
  onEdit,
}: {
  facilities: readonly AdminFacility[];
  onEdit: (f: AdminFacility) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Facilities" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Capacity</Table.Th>
            <Table.Th scope="col">Booking</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facilities.map((facility) => (
            <Table.Tr key={facility.uuid}>
              <Table.Th scope="row">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {facility.name}
                </Text>
                {facility.location ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    {facility.location}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <KindBadge kind={facility.kind} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{capacityText(facility.capacity)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {slotText(facility.slotMinutes)}
                  {facility.needsApproval ? ', needs approval' : ''}
                </Text>
                {facility.pendingBookings > 0 ? (
                  <Anchor component={Link} to="/admin/facility-bookings" size="xs">
                    {facility.pendingBookings} waiting for approval
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge
                  component="span"
                  variant="filled"
                  color={facility.active ? 'green.9' : 'gray.7'}
                  miw="max-content"
                >
                  {facility.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit ${facility.name}`}
                  onClick={() => onEdit(facility)}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/facilities (issue 40, operators): the rooms, labs, equipment and desks members book, inactive ones too,
 * added and edited in a modal with their weekly hours, slot grid, rules and photos.
 */
export function FacilitiesAdminPage() {
  const tenant = useTenant();
  useDocumentTitle(`Facilities | Console | ${tenant.name}`);
  const offered = tenant.features.facility_management;
  const facilities = useQuery({ ...adminFacilitiesQuery(), enabled: offered });
  // undefined: the form is closed; null: adding a facility.
  const [editing, setEditing] = useState<AdminFacility | null | undefined>(undefined);

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4} maw={720}>
          <Title order={1}>Facilities</Title>
          <Text c="dimmed">
            What members of {tenant.name} may book: each with its opening hours, slot length, capacity and rules. A
            facility that needs approval holds the time until you approve or decline.
          </Text>
        </Stack>
        {offered ? (
          <Group gap="sm">
            <Button component={Link} to="/admin/facility-bookings" variant="default">
              Bookings
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
              Add a facility
            </Button>
          </Group>
        ) : null}
      </Group>
      {offered ? (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <QueryView query={facilities} errorTitle="The facilities could not be loaded" loadingHeight={200}>
              {(all) =>
                all.length === 0 ? (
                  <Center py="xl">
                    <Text c="dimmed">No facilities yet. Add the first one.</Text>
                  </Center>
                ) : (
                  <FacilityTable facilities={all} onEdit={setEditing} />
                )
              }
            </QueryView>
          </Paper>
          <FacilityFormModal facility={editing} onClose={() => setEditing(undefined)} />
        </>
      ) : (
        <Alert color="gray" title="Not turned on">
          Facility bookings are not turned on for {tenant.name}. Turn on the facility_management feature flag to offer
          them.
        </Alert>
      )}
    </Stack>
  );
}
