import {
  Alert,
  Anchor,
  Avatar,
  Group,
  Paper,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type BasicConnection, type MeetingMode, RequestableMeetingType, RequestMeeting } from '@ventura/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import {
  type FieldErrors,
  hasErrors,
  schemaFieldErrors,
  serverFieldErrors,
  withoutFieldPath,
} from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { SlotPicker } from '../../../ui/slot-picker.tsx';
import { isoInZone, viewerTimeZone } from '../../../ui/zones.ts';
import { connectionsQuery, meetingKeys, slotsQuery, useRequestMeeting } from '../api.ts';
import { CalendarGate } from '../components/calendar-gate.tsx';
import { meetingPaths } from '../paths.ts';
import { meetingTypeLabels } from '../present.ts';

type RequestableType = (typeof RequestableMeetingType.options)[number];
const requestableTypes: readonly RequestableType[] = RequestableMeetingType.options;

/** /calender/book/:profileUuid: ask a connection to meet at one of their free times, or to call now. */
export function BookMeetingPage() {
  const tenant = useTenant();
  const { profileUuid = '' } = useParams();
  const connections = useQuery(connectionsQuery());
  const person = connections.data?.find((connection) => connection.uuid === profileUuid) ?? null;
  useDocumentTitle(`Request a meeting | ${tenant.name}`);

  return (
    <CalendarGate>
      <Stack gap="lg" maw={760} mx="auto" w="100%">
        <Anchor component={Link} to={meetingPaths.calendar} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            My Meetings
          </Group>
        </Anchor>
        <Title order={1}>Request a meeting</Title>
        {connections.isPending ? (
          <Skeleton h={72} radius="md" role="status" aria-label="Loading" />
        ) : connections.isError ? (
          <LoadError
            title="Your connections could not be loaded"
            error={connections.error}
            fallback="Please try again."
            onRetry={() => void connections.refetch()}
            retrying={connections.isFetching}
          />
        ) : person ? (
          <BookingForm person={person} />
        ) : (
          <Alert color="yellow" title="You can only meet your connections">
            This person is not one of your connections.{' '}
            <Anchor component={Link} to="/connections">
              See your connections
            </Anchor>
          </Alert>
        )}
      </Stack>
    </CalendarGate>
  );
}

function PersonCard({ person }: { person: BasicConnection }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <Avatar src={person.avatar} name={person.name} color="initials" size="lg" alt="" />
        <Stack gap={0} miw={0}>
          <Text fw={600} size="lg">
            {person.name}
          </Text>
          {person.organizationName ? (
            <Text size="sm" c="dimmed">
              {person.organizationName}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

const fieldOf = (path: string) => (path === 'startsAt' || path === 'agenda' || path === 'type' ? path : undefined);

function BookingForm({ person }: { person: BasicConnection }) {
  const zone = viewerTimeZone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useRequestMeeting();
  const [mode, setMode] = useState<MeetingMode>('schedule_later');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [type, setType] = useState<RequestableType>('fundraising');
  const [agenda, setAgenda] = useState('');
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    const body: RequestMeeting = {
      withProfile: person.uuid,
      mode,
      type,
      timeZone: zone,
      ...(mode === 'schedule_later' && startsAt ? { startsAt: isoInZone(startsAt, zone) } : {}),
      ...(agenda.trim() ? { agenda: agenda.trim() } : {}),
    };
    const found = schemaFieldErrors(RequestMeeting, body, fieldOf);
    setErrors(found);
    if (hasErrors(found)) return;
    request.mutate(body, {
      onSuccess: () => {
        notify.success(
          mode === 'instant' ? `Call request sent to ${person.name}` : `Meeting requested with ${person.name}`,
        );
        void navigate(meetingPaths.calendar);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, fieldOf);
        setErrors(fields);
        setProblem(hasErrors(fields) ? null : withoutFieldPath(errorText(error, 'The meeting could not be requested')));
        if (error instanceof ApiError && error.status === 409) {
          setStartsAt(null);
          void queryClient.invalidateQueries({ queryKey: meetingKeys.slotsAll });
        }
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <PersonCard person={person} />
        <Radio.Group
          label="When"
          value={mode}
          onChange={(value) => setMode(value === 'instant' ? 'instant' : 'schedule_later')}
        >
          <Group mt="xs">
            <Radio value="schedule_later" label="Choose a time" />
            <Radio value="instant" label="Call now" description="Starts when they accept" />
          </Group>
        </Radio.Group>
        {mode === 'schedule_later' ? (
          <Stack gap={4}>
            <SlotPicker
              slotsOf={(from, to) => slotsQuery(person.uuid, from, to)}
              viewerZone={zone}
              value={startsAt}
              onChange={(value) => {
                setStartsAt(value);
                setErrors(({ startsAt: _, ...rest }) => rest);
              }}
              label={`Free times of ${person.name}`}
            />
            {errors.startsAt ? (
              <Text size="sm" c="red" role="alert">
                {errors.startsAt}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Select
          label="Meeting type"
          data={requestableTypes.map((value) => ({ value, label: meetingTypeLabels[value] }))}
          value={type}
          onChange={(value) => setType(requestableTypes.find((option) => option === value) ?? 'fundraising')}
          allowDeselect={false}
          error={errors.type}
        />
        <Textarea
          label="Agenda"
          description="What you would like to talk about (optional)."
          value={agenda}
          onChange={(event) => setAgenda(event.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
          error={errors.agenda}
        />
        <FormFooter problem={problem} problemTitle="Not requested" pending={request.isPending}>
          Request meeting
        </FormFooter>
      </Stack>
    </form>
  );
}
