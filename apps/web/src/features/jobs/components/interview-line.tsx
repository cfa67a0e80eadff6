import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type Interview, meetingOutcomeLabels } from '@ventura/shared';
import { Link } from 'react-router';
import { jobPaths } from '../paths.ts';
import { interviewStatusInfo } from '../present.ts';
import { interviewTimes } from '../zones.ts';

/** An interview in a list: its time in the viewer's zone, its status or outcome, and a link to its page. */
export function InterviewLine({
  interview,
  viewerZone,
  label,
}: {
  interview: Interview;
  viewerZone: string;
  label?: string;
}) {
  const times = interviewTimes(interview, viewerZone);
  const status = interviewStatusInfo[interview.status];
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" align="flex-start">
      <Stack gap={0} miw={0} style={{ flex: '1 1 220px' }}>
        <Anchor component={Link} to={jobPaths.interview(interview.uuid)} size="sm" fw={500}>
          {label ?? 'Interview'}
        </Anchor>
        <Text size="sm" c="dimmed">
          {times.viewer}
        </Text>
      </Stack>
      <Group gap={6}>
        <Badge color={status.color} variant="light" size="sm">
          {status.label}
        </Badge>
        {interview.outcome ? (
          <Badge color="grape" variant="light" size="sm" tt="none">
            {meetingOutcomeLabels[interview.outcome]}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}
