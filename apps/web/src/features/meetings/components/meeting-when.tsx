import { Stack, Text } from '@mantine/core';
import { sameClock, spanText } from '../../../ui/zones.ts';

/** When something happens: in the viewer's zone, and in the zone it was set in when that clock reads otherwise. */
export function MeetingWhen({
  startsAt,
  endsAt,
  timeZone,
  viewerZone,
  otherLabel = 'Their time',
}: {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  viewerZone: string;
  otherLabel?: string;
}) {
  const differs = !sameClock(viewerZone, timeZone, startsAt);
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Text span fw={600}>
          Your time:{' '}
        </Text>
        {spanText(startsAt, endsAt, viewerZone)}
      </Text>
      {differs ? (
        <Text size="sm" c="dimmed">
          {otherLabel}: {spanText(startsAt, endsAt, timeZone)}
        </Text>
      ) : null}
    </Stack>
  );
}
