import { Anchor, Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { adminEventListQuery, registrantsPageSize } from '../api.ts';
import { placesText, statusLabels } from '../labels.ts';
import { eventPaths } from '../paths.ts';
import { timeRange } from '../time.ts';
import { AdminFrame } from './admin-frame.tsx';

/** /admin/events: every event of the tenant (drafts, published, cancelled), searched, a page at a time. */
export function EventsAdminPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const events = useQuery(adminEventListQuery({ q, page }));
  const change = useCallback(
    (next: { q?: string; page?: number }) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.q !== undefined) {
            if (next.q) params.set('q', next.q);
            else params.delete('q');
          }
          if (next.page && next.page > 1) params.set('page', String(next.page));
          else params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );
  const search = useCallback((text: string) => change({ q: text }), [change]);

  return (
    <AdminFrame
      title="Events"
      description="Events and office hours: create them, publish them, and see who registered."
      actions={
        <Button component={Link} to={eventPaths.adminNew} leftSection={<IconPlus size={16} aria-hidden />}>
          New event
        </Button>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SearchField label="Search events" placeholder="Title or description" value={q} onSearch={search} />
          <PagedList
            query={events}
            what="the events"
            empty={q ? 'No events match your search.' : 'No events yet.'}
            pageSize={registrantsPageSize}
            paging={{ label: 'Event pages', page, onPage: (next) => change({ page: next }) }}
          >
            {(data) => (
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover aria-label="Events">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Title</Table.Th>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Places</Table.Th>
                      <Table.Th>Registrations</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((event) => (
                      <Table.Tr key={event.uuid}>
                        <Table.Td>
                          <Anchor component={Link} to={eventPaths.adminEdit(event.uuid)}>
                            {event.title}
                          </Anchor>
                          {event.isPublic ? (
                            <Text size="xs" c="dimmed">
                              Public
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{timeRange(event.startsAt, event.endsAt)}</Table.Td>
                        <Table.Td>
                          <Badge color={statusLabels[event.status].color} variant="light">
                            {statusLabels[event.status].label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {event.attendingCount} attending · {placesText(event.placesLeft)}
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={eventPaths.adminRegistrations(event.uuid)}
                            aria-label={`Registrations of ${event.title}`}
                          >
                            Registrations
                          </Anchor>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </PagedList>
        </Stack>
      </Paper>
    </AdminFrame>
  );
}
