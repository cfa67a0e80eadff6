import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Meeting } from '@ventura/shared';
import { Link } from 'react-router';
import { meetingPaths } from '../paths.ts';
import { meetingStatusColor, meetingStatusText, meetingTitle } from '../present.ts';
import { MeetingActions } from './meeting-actions.tsx';
import { MeetingWhen } from './meeting-when.tsx';

/** A meeting in the list view: who, when in the viewer's zone, its status and what the caller may do. */
export function MeetingCard({ meeting, zone }: { meeting: Meeting; zone: string }) {
  const awaitingMe = meeting.status === 'pending' && meeting.awaiting === 'me';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={awaitingMe ? { borderColor: 'var(--mantine-color-orange-filled)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 18rem' }}>
          <Avatar src={meeting.other.avatar} name={meeting.other.name} color="initials" alt="" />
          <Stack gap={4} miw={0}>
            <Anchor component={Link} to={meetingPaths.meeting(meeting.uuid)} fw={600}>
              {meetingTitle(meeting)}
            </Anchor>
            {meeting.other.organizationName ? (
              <Text size="sm" c="dimmed">
                {meeting.other.organizationName}
              </Text>
            ) : null}
            <MeetingWhen
              startsAt={meeting.startsAt}
              endsAt={meeting.endsAt}
              timeZone={meeting.timeZone}
              viewerZone={zone}
            />
            <Group gap="xs">
              <Badge variant="light" color={meetingStatusColor(meeting)}>
                {meetingStatusText(meeting)}
              </Badge>
              {meeting.mode === 'instant' ? (
                <Badge variant="outline" color="gray">
                  Call now
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <MeetingActions meeting={meeting} size="xs" />
      </Group>
    </Paper>
  );
}
