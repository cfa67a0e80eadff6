import { Alert, Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Meeting } from '@ventura/shared';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { viewerTimeZone } from '../../../ui/zones.ts';
import { meetingQuery } from '../api.ts';
import { MeetingActions } from '../components/meeting-actions.tsx';
import { MeetingWhen } from '../components/meeting-when.tsx';
import { meetingPaths } from '../paths.ts';
import { meetingStatusColor, meetingStatusText, meetingTitle, meetingTypeLabels } from '../present.ts';

/** /meetings/:uuid: one meeting, to either side: who, when, the agenda, its status and the actions allowed. */
export function MeetingPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const { uuid = '' } = useParams();
  const meeting = useQuery({ ...meetingQuery(uuid), enabled: user !== null });
  useDocumentTitle(`${meeting.data ? meetingTitle(meeting.data) : 'Meeting'} | ${tenant.name}`);
  if (!user)
    return (
      <SignInPrompt message="Sign in to see this meeting" intro={`Meetings on ${tenant.name} are for its members.`} />
    );
  const status = meeting.error instanceof ApiError ? meeting.error.status : null;
  if (status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Anchor component={Link} to={meetingPaths.list} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Meetings
        </Group>
      </Anchor>
      <QueryView query={meeting} errorTitle="The meeting could not be loaded" loadingHeight={320}>
        {(data) => <MeetingDetails meeting={data} />}
      </QueryView>
    </Stack>
  );
}

function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const zone = viewerTimeZone();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{meetingTitle(meeting)}</Title>
        <Group gap="xs">
          <Badge variant="light" color={meetingStatusColor(meeting)} size="lg">
            {meetingStatusText(meeting)}
          </Badge>
          <Badge variant="outline" color="gray">
            {meetingTypeLabels[meeting.type]}
          </Badge>
          {meeting.mode === 'instant' ? (
            <Badge variant="outline" color="gray">
              Call now
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={meeting.other.avatar} name={meeting.other.name} color="initials" size="lg" alt="" />
            <Stack gap={0} miw={0}>
              <Text size="xs" c="dimmed">
                {meeting.role === 'organizer' ? 'You asked to meet' : 'Asked to meet you'}
              </Text>
              <Text fw={600}>{meeting.other.name}</Text>
              {meeting.other.organizationName ? (
                <Text size="sm" c="dimmed">
                  {meeting.other.organizationName}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <MeetingWhen
            startsAt={meeting.startsAt}
            endsAt={meeting.endsAt}
            timeZone={meeting.timeZone}
            viewerZone={zone}
            otherLabel="Meeting time zone"
          />
          {meeting.mode === 'instant' && meeting.status === 'pending' ? (
            <Text size="sm" c="dimmed">
              A call now: it starts when it is accepted.
            </Text>
          ) : null}
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Agenda
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={meeting.agenda ? undefined : 'dimmed'}>
              {meeting.agenda ?? 'No agenda given.'}
            </Text>
          </Stack>
          {meeting.note ? (
            <Alert color="gray" title="Note">
              {meeting.note}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <MeetingActions meeting={meeting} withCalendarFile />
    </Stack>
  );
}
