import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { clockInZone } from '../../../ui/zones.ts';
import { awaitsMe, type CalendarEntry, meetingStatusColor, meetingStatusText } from '../present.ts';
import classes from './calendar.module.css';

/** The words beside the colour, so a meeting and an event differ for everyone, not by colour alone. */
export const kindLabel = (entry: CalendarEntry) => (entry.kind === 'meeting' ? 'Meeting' : 'Event');

function KindIcon({ entry, size }: { entry: CalendarEntry; size: number }) {
  if (awaitsMe(entry)) return <IconAlertCircle size={size} aria-hidden />;
  return entry.kind === 'meeting' ? (
    <IconUsers size={size} aria-hidden />
  ) : (
    <IconCalendarEvent size={size} aria-hidden />
  );
}

const classOf = (entry: CalendarEntry) =>
  [classes.entry, entry.kind === 'meeting' ? classes.meeting : classes.event, awaitsMe(entry) ? classes.awaiting : '']
    .filter(Boolean)
    .join(' ');

/** An entry's accessible name: 'Meeting, 10:30, Fundraising meeting with Ravi, waiting for your answer'. */
export const entryName = (entry: CalendarEntry, zone: string) =>
  [
    kindLabel(entry),
    clockInZone(entry.startsAt, zone),
    entry.title,
    entry.kind === 'meeting' ? meetingStatusText(entry.meeting).toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(', ');

/** An entry in a grid cell or a week column: one line, opening the details drawer. */
export function EntryChip({ entry, zone, onOpen }: { entry: CalendarEntry; zone: string; onOpen: () => void }) {
  return (
    <UnstyledButton className={classOf(entry)} onClick={onOpen} aria-label={entryName(entry, zone)} title={entry.title}>
      <KindIcon entry={entry} size={12} />
      <span className={classes.entryText}>
        {clockInZone(entry.startsAt, zone)} {entry.title}
      </span>
    </UnstyledButton>
  );
}

/** An entry in the list view: time, kind, title and status. */
export function EntryRow({ entry, zone, onOpen }: { entry: CalendarEntry; zone: string; onOpen: () => void }) {
  return (
    <Paper component="li" p={0} radius="sm" style={{ listStyle: 'none' }}>
      <UnstyledButton className={classOf(entry)} onClick={onOpen} aria-label={entryName(entry, zone)} p="xs">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} miw="6.5rem">
              {clockInZone(entry.startsAt, zone)} – {clockInZone(entry.endsAt, zone)}
            </Text>
            <Badge
              size="sm"
              variant="light"
              color={entry.kind === 'meeting' ? 'blue' : 'grape'}
              leftSection={<KindIcon entry={entry} size={12} />}
            >
              {kindLabel(entry)}
            </Badge>
            {entry.kind === 'meeting' ? (
              <Badge size="sm" variant="outline" color={meetingStatusColor(entry.meeting)}>
                {meetingStatusText(entry.meeting)}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" className={classes.entryText}>
            {entry.title}
          </Text>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
