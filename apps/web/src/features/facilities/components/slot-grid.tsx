import { Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FacilitySlot } from '@ventura/shared';
import { LoadError } from '../../../ui/load-error.tsx';
import { slotsQuery } from '../api.ts';
import { addDays, dayLabel } from '../format.ts';

type Props = {
  facilityUuid: string;
  /** Today on the facility's clock: the first day offered. */
  today: string;
  date: string;
  onDate: (date: string) => void;
  /** The chosen first slot's start, if any. */
  chosen: string | null;
  onChoose: (slot: FacilitySlot, daySlots: FacilitySlot[]) => void;
};

const stateWords: Record<FacilitySlot['state'], string> = {
  free: 'free',
  taken: 'taken',
  mine: 'booked by you',
  past: 'past',
};

/**
 * A week of days to choose from (today first, on the facility's clock) and the chosen day's slots: free ones
 * are buttons, taken, past and the caller's own are shown greyed and cannot be chosen.
 */
export function SlotGrid({ facilityUuid, today, date, onDate, chosen, onChoose }: Props) {
  const slots = useQuery(slotsQuery(facilityUuid, date));
  const weekStart = addDays(today, Math.floor(dayOffset(today, date) / 7) * 7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const daySlots = slots.data?.days[0]?.slots ?? [];

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Button
          variant="default"
          px="xs"
          aria-label="Earlier week"
          disabled={weekStart <= today}
          onClick={() => onDate(addDays(weekStart, -7))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </Button>
        <Group gap={6} style={{ flex: 1, overflowX: 'auto' }} wrap="nowrap" role="group" aria-label="Day">
          {days.map((day) => (
            <Button
              key={day}
              size="sm"
              px="sm"
              variant={day === date ? 'filled' : 'default'}
              aria-pressed={day === date}
              onClick={() => onDate(day)}
              style={{ flexShrink: 0 }}
            >
              {day === today ? 'Today' : dayLabel(day)}
            </Button>
          ))}
        </Group>
        <Button variant="default" px="xs" aria-label="Later week" onClick={() => onDate(addDays(weekStart, 7))}>
          <IconChevronRight size={18} aria-hidden />
        </Button>
      </Group>
      {slots.isPending ? (
        <Skeleton h={120} radius="md" role="status" aria-label="Loading slots" />
      ) : slots.isError ? (
        <LoadError
          title="The slots could not be loaded"
          error={slots.error}
          fallback="Please try again."
          onRetry={() => void slots.refetch()}
          retrying={slots.isFetching}
        />
      ) : daySlots.length === 0 ? (
        <Text c="dimmed">Closed on {dayLabel(date)}. Choose another day.</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 3, xs: 4, lg: 5 }}
          spacing="xs"
          role="group"
          aria-label={`Slots on ${dayLabel(date)}`}
          style={{ opacity: slots.isPlaceholderData ? 0.6 : 1 }}
        >
          {daySlots.map((slot) => {
            const free = slot.state === 'free';
            const picked = chosen === slot.startsAt;
            return (
              <Button
                key={slot.startsAt}
                px={4}
                variant={picked ? 'filled' : free ? 'outline' : 'light'}
                color={free || picked ? undefined : 'gray'}
                disabled={!free}
                aria-pressed={free ? picked : undefined}
                aria-label={`${slot.time}, ${stateWords[slot.state]}`}
                onClick={() => onChoose(slot, daySlots)}
                style={slot.state === 'taken' || slot.state === 'past' ? { textDecoration: 'line-through' } : undefined}
              >
                {slot.time}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        Times are on the facility’s clock ({slots.data?.timeZone ?? '…'}). Struck-through slots are taken or past.
      </Text>
    </Stack>
  );
}

const dayOffset = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
