import { Container, Group, SegmentedControl, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type EventMode, eventModeLabels, eventModes } from '@ventura/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../ui/paged-list.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { type EventFilters, type EventTab, eventListQuery, eventsPageSize, eventTabs } from '../api.ts';
import { EventCard } from '../components/event-card.tsx';
import { eventPaths } from '../paths.ts';

const tabLabels: Record<EventTab, string> = { upcoming: 'Upcoming', past: 'Past', mine: 'My events' };
const empties: Record<EventTab, string> = {
  upcoming: 'No upcoming events.',
  past: 'No past events.',
  mine: 'You have not registered for any event yet.',
};

const filtersOf = (params: URLSearchParams): EventFilters => {
  const tab = eventTabs.find((each) => each === params.get('tab')) ?? 'upcoming';
  const mode = eventModes.find((each) => each === params.get('mode')) ?? null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { tab, q: params.get('q') ?? '', mode, page };
};

/** /calender/events: upcoming, past and my events, searched and filtered by mode, a page at a time. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const events = useQuery(eventListQuery(filters));

  const change = useCallback(
    (changes: Partial<Record<'tab' | 'q' | 'mode' | 'page', string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const search = useCallback((q: string) => change({ q }), [change]);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>Events</Title>
        <SegmentedControl
          aria-label="Which events"
          data={eventTabs.map((tab) => ({ value: tab, label: tabLabels[tab] }))}
          value={filters.tab}
          onChange={(tab) => change({ tab: tab === 'upcoming' ? null : tab })}
          style={{ alignSelf: 'flex-start' }}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 16rem' }}>
            <SearchField label="Search events" placeholder="Title or description" value={filters.q} onSearch={search} />
          </div>
          <Select
            label="Online or in person"
            data={[
              { value: 'any', label: 'Online and in person' },
              ...eventModes.map((mode: EventMode) => ({ value: mode, label: eventModeLabels[mode] })),
            ]}
            value={filters.mode ?? 'any'}
            onChange={(mode) => change({ mode: mode === 'any' ? null : mode })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        <PagedList
          query={events}
          what="the events"
          empty={filters.q || filters.mode ? 'No events match your search.' : empties[filters.tab]}
          pageSize={eventsPageSize}
          paging={{ label: 'Event pages', page: filters.page, onPage: (page) => change({ page: String(page) }) }}
        >
          {(page) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {page.items.map((event) => (
                <EventCard key={event.uuid} event={event} to={eventPaths.details(event.uuid)} />
              ))}
            </SimpleGrid>
          )}
        </PagedList>
      </Stack>
    </Container>
  );
}
