import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { slotDays, slotWeek } from '../../../ui/slots.ts';
import { dayInZone } from '../../../ui/zones.ts';
import { slotsQuery } from '../api.ts';

const shownDays = 3;
const shownPerDay = 8;

/**
 * The free times others see in the coming week, as the server cuts them from the saved availability (so the
 * preview never guesses at the server's rules): a few days, a few times each, in the viewer's zone.
 */
export function SlotPreview({ profileUuid, zone }: { profileUuid: string; zone: string }) {
  const { from, to } = slotWeek(dayInZone(new Date(), zone), zone);
  const slots = useQuery(slotsQuery(profileUuid, from, to));
  const days = slots.data ? slotDays(slots.data.slots, zone, slots.data.timeZone).slice(0, shownDays) : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="slot-preview">
      <Stack gap="xs">
        <Title order={2} size="h5" id="slot-preview">
          What others see this week
        </Title>
        {slots.isPending ? <Skeleton h={60} /> : null}
        {slots.isError ? (
          <Text size="sm" c="dimmed">
            The preview could not be loaded.
          </Text>
        ) : null}
        {slots.data && days.length === 0 ? (
          <Text size="sm" c="dimmed">
            No free times in the next seven days.
          </Text>
        ) : null}
        {days.map((day) => (
          <Stack key={day.day} gap={2}>
            <Text size="sm" fw={600}>
              {day.title}
            </Text>
            <Group gap={6}>
              {day.slots.slice(0, shownPerDay).map((slot) => (
                <Text key={slot.startsAt} size="sm" c="dimmed">
                  {slot.time}
                </Text>
              ))}
              {day.slots.length > shownPerDay ? (
                <Text size="sm" c="dimmed">
                  and {day.slots.length - shownPerDay} more
                </Text>
              ) : null}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
