import { Text } from '@mantine/core';
import { sameClock, viewerTimeZone } from '../../../ui/zones.ts';
import { timeRange } from '../time.ts';

type Props = { startsAt: string; endsAt: string; timeZone: string; size?: 'sm' | 'md' };

/** When an event is, on the viewer's clock, and on the event's own when that differs. */
export function EventWhen({ startsAt, endsAt, timeZone, size = 'sm' }: Props) {
  return (
    <div>
      <Text size={size} fw={500}>
        <time dateTime={startsAt}>{timeRange(startsAt, endsAt)}</time>
      </Text>
      {sameClock(viewerTimeZone(), timeZone, startsAt) ? null : (
        <Text size="xs" c="dimmed">
          {timeRange(startsAt, endsAt, timeZone)} ({timeZone})
        </Text>
      )}
    </div>
  );
}
