import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { SlotList } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { ApiError, errorText } from '../api/client.ts';
import { addDays, longDayTitle } from './days.ts';
import { LoadError } from './load-error.tsx';
import { slotDays, slotWeek, slotWeekDays } from './slots.ts';
import { dayInZone, zoneText } from './zones.ts';

/** The query of someone's free slots between two instants (the host's availability, cut by the server). */
export type SlotsQuery<K extends QueryKey> = (
  from: string,
  to: string,
) => UseQueryOptions<SlotList, Error, SlotList, K>;

type Props<K extends QueryKey> = {
  /** Whose free slots: the host of the meeting or interview. */
  slotsOf: SlotsQuery<K>;
  viewerZone: string;
  /** The chosen slot's start, as the server wrote it. */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** Named so a page with two pickers keeps them apart. */
  label?: string;
  /** What a slot is for: 'Each meeting lasts 30 minutes.' */
  noun?: string;
  /** Said when the host is away (temporarily unavailable). */
  away?: ReactNode;
  /** The title when the server refuses the caller these times (403). */
  refusedTitle?: string;
};

/**
 * Someone's free slots a week at a time (from the viewer's today), by the viewer's local day, each a button
 * with the time in the viewer's zone and in the host's where their clock reads otherwise.
 */
export function SlotPicker<K extends QueryKey>({
  slotsOf,
  viewerZone,
  value,
  onChange,
  label = 'Free times',
  noun = 'meeting',
  away = 'They are away for now and cannot be booked.',
  refusedTitle = 'You cannot book this person',
}: Props<K>) {
  const today = dayInZone(new Date(), viewerZone);
  const [firstDay, setFirstDay] = useState(today);
  const { from, to } = slotWeek(firstDay, viewerZone);
  const slots = useQuery(slotsOf(from, to));
  const lastDay = addDays(firstDay, slotWeekDays - 1);

  return (
    <Stack gap="sm" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          onClick={() => setFirstDay(addDays(firstDay, -slotWeekDays))}
          disabled={firstDay <= today}
        >
          Previous week
        </Button>
        <Text size="sm" fw={500} ta="center" aria-live="polite">
          {longDayTitle(firstDay).replace(/^\w+ /, '')} – {longDayTitle(lastDay).replace(/^\w+ /, '')}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          onClick={() => setFirstDay(addDays(firstDay, slotWeekDays))}
        >
          Next week
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Times are in your time zone, {zoneText(viewerZone)}.
        {slots.data && slots.data.timeZone !== viewerZone ? ` Their zone: ${zoneText(slots.data.timeZone)}.` : ''}
      </Text>
      <SlotDays
        query={slots}
        viewerZone={viewerZone}
        value={value}
        onChange={onChange}
        noun={noun}
        away={away}
        refusedTitle={refusedTitle}
      />
    </Stack>
  );
}

function SlotDays({
  query,
  viewerZone,
  value,
  onChange,
  noun,
  away,
  refusedTitle,
}: {
  query: UseQueryResult<SlotList>;
  viewerZone: string;
  value: string | null;
  onChange: (startsAt: string) => void;
  noun: string;
  away: ReactNode;
  refusedTitle: string;
}) {
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status">
        <VisuallyHidden>Loading free times</VisuallyHidden>
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) {
      return (
        <Alert color="yellow" title={refusedTitle}>
          {errorText(query.error, 'These times are not open to you')}
        </Alert>
      );
    }
    return (
      <LoadError
        title="Free times could not be loaded"
        error={query.error}
        fallback="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = query.data;
  if (list.type === 'temporary_unavailable') {
    return <Text c="dimmed">{away}</Text>;
  }
  const days = slotDays(list.slots, viewerZone, list.timeZone);
  if (days.length === 0) return <Text c="dimmed">No free times this week. Try the next week.</Text>;
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {days.map((day) => (
        <Stack key={day.day} gap={6}>
          <Title order={3} size="h6">
            {day.title}
          </Title>
          <Group gap="xs">
            {day.slots.map((slot) => {
              const chosen = slot.startsAt === value;
              return (
                <Button
                  key={slot.startsAt}
                  size="xs"
                  variant={chosen ? 'filled' : 'default'}
                  aria-pressed={chosen}
                  aria-label={slot.label}
                  onClick={() => onChange(slot.startsAt)}
                >
                  {slot.time}
                  {slot.hostTime ? (
                    <Text span size="xs" c={chosen ? undefined : 'dimmed'} ml={6} aria-hidden>
                      ({slot.hostTime} theirs)
                    </Text>
                  ) : null}
                </Button>
              );
            })}
          </Group>
        </Stack>
      ))}
      <Text size="xs" c="dimmed">
        Each {noun} lasts {list.durationMinutes} minutes.
      </Text>
    </Stack>
  );
}
