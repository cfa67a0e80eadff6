import { Alert, Anchor, Chip, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBuilding, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FacilityKind, facilityKindLabels, facilityKinds } from '@ventura/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { facilitiesQuery } from '../api.ts';
import { FacilityCard } from '../components/facility-card.tsx';
import { facilityPaths } from '../paths.ts';

const isKind = (value: string): value is FacilityKind => facilityKinds.some((kind) => kind === value);

/**
 * /facilities-management (issue 40, unguarded): the rooms, labs, equipment and desks members may book, narrowed
 * by kind and words; each opens its page with free slots. Signed out, the same list: booking asks to sign in.
 */
export function FacilitiesPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  useDocumentTitle(`Facilities | ${tenant.name}`);
  const offered = tenant.features.facility_management;
  const [kind, setKind] = useState<FacilityKind | 'all'>('all');
  const [words, setWords] = useState('');
  const facilities = useQuery({ ...facilitiesQuery(kind === 'all' ? null : kind), enabled: offered });
  const kindsId = useId();

  return (
    <Stack gap="lg" w="100%" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Facilities</Title>
          <Text c="dimmed">
            Rooms, labs, equipment and desks at {tenant.name}. Open one to see its free slots and book.
          </Text>
        </Stack>
        {user && offered ? (
          <Anchor component={Link} to={facilityPaths.myBookings}>
            My bookings
          </Anchor>
        ) : null}
      </Group>
      {offered ? (
        <>
          <Stack gap="sm">
            <TextInput
              label="Search facilities"
              placeholder="Name or location"
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              maw={480}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id={kindsId}>
                Kind
              </Text>
              <Group gap="xs" role="radiogroup" aria-labelledby={kindsId}>
                <Chip.Group value={kind} onChange={(value) => setKind(isKind(value) ? value : 'all')}>
                  <Chip value="all">All</Chip>
                  {facilityKinds.map((value) => (
                    <Chip key={value} value={value}>
                      {facilityKindLabels[value]}
                    </Chip>
                  ))}
                </Chip.Group>
              </Group>
            </Stack>
          </Stack>
          <QueryView query={facilities} errorTitle="The facilities could not be loaded" loadingHeight={240}>
            {(all) => {
              const needle = words.trim().toLowerCase();
              const shown = needle ? all.filter((f) => `${f.name} ${f.location}`.toLowerCase().includes(needle)) : all;
              if (shown.length === 0) {
                return (
                  <EmptyResults
                    icon={<IconBuilding size={26} />}
                    title={all.length === 0 ? 'No facilities here yet' : 'No facility matches'}
                    hint={
                      all.length === 0
                        ? 'Facilities appear here once they are listed.'
                        : 'Try other words or another kind.'
                    }
                    {...(all.length === 0 && kind === 'all'
                      ? {}
                      : {
                          action: {
                            label: 'Show all facilities',
                            onClick: () => {
                              setWords('');
                              setKind('all');
                            },
                          },
                        })}
                  />
                );
              }
              return (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed" role="status">
                    {shown.length} {shown.length === 1 ? 'facility' : 'facilities'}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="section" aria-label="Facilities">
                    {shown.map((facility) => (
                      <FacilityCard key={facility.uuid} facility={facility} />
                    ))}
                  </SimpleGrid>
                </Stack>
              );
            }}
          </QueryView>
        </>
      ) : (
        <Alert color="gray" title="Not offered here">
          {tenant.name} does not offer facility bookings.
        </Alert>
      )}
    </Stack>
  );
}
