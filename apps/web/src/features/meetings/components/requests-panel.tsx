import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { meetingListQuery } from '../api.ts';
import { meetingPaths } from '../paths.ts';
import { meetingTitle } from '../present.ts';
import { MeetingActions } from './meeting-actions.tsx';
import { MeetingWhen } from './meeting-when.tsx';

/**
 * 'Requests waiting for you': pending meetings whose answer is the caller's, with Accept, Decline and Propose
 * another time. Shown only when there are some; a failure stays quiet (the calendar below still shows them).
 */
export function RequestsPanel({ zone }: { zone: string }) {
  const pending = useQuery(meetingListQuery('pending', 1));
  const mine = pending.data?.items.filter((meeting) => meeting.awaiting === 'me') ?? [];
  if (mine.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-waiting">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="requests-waiting">
            Requests waiting for you
          </Title>
          <Anchor component={Link} to={`${meetingPaths.list}?tab=pending`} size="sm">
            All pending meetings
          </Anchor>
        </Group>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {mine.map((meeting) => (
            <Paper
              component="li"
              key={meeting.uuid}
              withBorder
              radius="sm"
              p="sm"
              bd="1px solid var(--mantine-color-orange-filled)"
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 18rem' }} miw={0}>
                  <Avatar src={meeting.other.avatar} name={meeting.other.name} color="initials" alt="" />
                  <Stack gap={4} miw={0}>
                    <Anchor component={Link} to={meetingPaths.meeting(meeting.uuid)} fw={600}>
                      {meetingTitle(meeting)}
                    </Anchor>
                    <MeetingWhen
                      startsAt={meeting.startsAt}
                      endsAt={meeting.endsAt}
                      timeZone={meeting.timeZone}
                      viewerZone={zone}
                    />
                    {meeting.note ? (
                      <Text size="sm" fs="italic">
                        “{meeting.note}”
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <MeetingActions meeting={meeting} size="xs" />
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
