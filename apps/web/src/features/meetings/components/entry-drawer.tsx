import { Anchor, Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import { eventModeLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { type CalendarEntry, meetingStatusColor, meetingStatusText, meetingTypeLabels } from '../present.ts';
import { kindLabel } from './calendar-entry.tsx';
import { MeetingActions } from './meeting-actions.tsx';
import { MeetingWhen } from './meeting-when.tsx';

/** One entry's details beside the calendar, with a meeting's actions and a link to its page. */
export function EntryDrawer({
  entry,
  zone,
  onClose,
}: {
  entry: CalendarEntry | null;
  zone: string;
  onClose: () => void;
}) {
  return (
    <Drawer opened={entry !== null} onClose={onClose} position="right" title={entry?.title ?? ''} size="md">
      {entry ? <EntryDetails entry={entry} zone={zone} /> : null}
    </Drawer>
  );
}

function EntryDetails({ entry, zone }: { entry: CalendarEntry; zone: string }) {
  if (entry.kind === 'event') {
    const { event } = entry;
    return (
      <Stack>
        <Group gap="xs">
          <Badge color="grape" variant="light">
            {kindLabel(entry)}
          </Badge>
          <Badge variant="outline" color="gray">
            {eventModeLabels[event.mode]}
          </Badge>
        </Group>
        <MeetingWhen
          startsAt={entry.startsAt}
          endsAt={entry.endsAt}
          timeZone={event.timeZone}
          viewerZone={zone}
          otherLabel="Event time"
        />
        {event.location ? <Text size="sm">Where: {event.location}</Text> : null}
        <Anchor component={Link} to={entry.path}>
          Open the event
        </Anchor>
      </Stack>
    );
  }
  const { meeting } = entry;
  return (
    <Stack>
      <Group gap="xs">
        <Badge color="blue" variant="light">
          {kindLabel(entry)}
        </Badge>
        <Badge variant="outline" color={meetingStatusColor(meeting)}>
          {meetingStatusText(meeting)}
        </Badge>
      </Group>
      <Text size="sm">
        {meetingTypeLabels[meeting.type]} with {meeting.other.name}
        {meeting.other.organizationName ? `, ${meeting.other.organizationName}` : ''}
      </Text>
      <MeetingWhen startsAt={meeting.startsAt} endsAt={meeting.endsAt} timeZone={meeting.timeZone} viewerZone={zone} />
      {meeting.agenda ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          Agenda: {meeting.agenda}
        </Text>
      ) : null}
      {meeting.note ? (
        <Text size="sm" fs="italic">
          Note: {meeting.note}
        </Text>
      ) : null}
      <MeetingActions meeting={meeting} size="xs" />
      <Anchor component={Link} to={entry.path}>
        Open the meeting
      </Anchor>
    </Stack>
  );
}
