import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconExternalLink, IconVideoOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInfo } from '@ventura/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { spanText, viewerTimeZone } from '../../../ui/zones.ts';
import { callRatingQuery } from '../../feedback/index.ts';
import { meetingPaths } from '../paths.ts';
import { callInfoQuery } from './api.ts';
import classes from './call.module.css';
import { CallStage } from './call-stage.tsx';
import { hasVideo, mediaErrorText, openCamera, stopTracks } from './media.ts';
import { VideoView } from './video-view.tsx';

/** The meeting's time as the viewer's clock reads it. */
const timeText = (info: CallInfo) => spanText(info.startsAt, info.endsAt, viewerTimeZone());

/** The camera preview before joining: the stream, or why there is none, and a way to ask again. */
const useCamera = () => {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(true);
  const ask = useCallback(async () => {
    setAsking(true);
    setError(null);
    try {
      setStream(await openCamera());
    } catch (failure) {
      setError(mediaErrorText(failure));
    } finally {
      setAsking(false);
    }
  }, []);
  useEffect(() => {
    void ask();
  }, [ask]);
  // The tracks stop when the page goes (leaving, or navigating away from the lobby).
  useEffect(() => () => stopTracks(stream), [stream]);
  return { stream, error, asking, ask };
};

type Camera = ReturnType<typeof useCamera>;

function Lobby({ info, camera, onJoin }: { info: CallInfo; camera: Camera; onJoin: () => void }) {
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <div>
        <Title order={1}>Call with {info.other.name}</Title>
        <Text c="dimmed">{timeText(info)}</Text>
      </div>
      <div className={classes.preview}>
        {camera.stream && !hasVideo(camera.stream) ? (
          <Stack className={classes.noCamera} gap="xs" role="note">
            <IconVideoOff size={32} aria-hidden />
            <Text fw={600}>No camera: you join with your microphone only</Text>
            <Text size="sm">{info.other.name} will hear you, and you will see their video if they have a camera.</Text>
            <Button variant="white" color="dark" size="xs" onClick={() => void camera.ask()} loading={camera.asking}>
              Look for a camera again
            </Button>
          </Stack>
        ) : camera.stream ? (
          <VideoView stream={camera.stream} label="Your video" muted mirrored />
        ) : (
          <Skeleton h="100%" animate={camera.asking} aria-hidden />
        )}
      </div>
      {camera.error ? (
        <Alert color="red" title="No camera or microphone" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{camera.error}</Text>
            <Button variant="default" size="xs" onClick={() => void camera.ask()} loading={camera.asking}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Anchor component={Link} to={meetingPaths.meeting(info.meetingUuid)}>
          Back to the meeting
        </Anchor>
        <Button onClick={onJoin} disabled={!camera.stream} loading={camera.asking}>
          Join call
        </Button>
      </Group>
    </Stack>
  );
}

function ExternalCall({ info }: { info: CallInfo }) {
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Title order={1}>Call with {info.other.name}</Title>
      <Button
        component="a"
        href={info.url}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden />}
        w="fit-content"
      >
        Open the meeting
      </Button>
    </Stack>
  );
}

/**
 * Where leaving a call goes: the calendar, with 'Rate your call experience' open only when the server
 * says the call took place (leaving a call that opened early offers no rating).
 */
const useLeaveCall = (meetingUuid: string) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const rateable = await queryClient
      .fetchQuery({ ...callRatingQuery(meetingUuid), staleTime: 0 })
      .then((call) => call.can.rate)
      .catch(() => false);
    navigate(
      rateable ? `${meetingPaths.calendar}?rating-modal=${encodeURIComponent(meetingUuid)}` : meetingPaths.calendar,
    );
  };
};

/** The built-in call: the lobby with the camera's preview, then the call itself with the same camera. */
function BuiltInCall({ info }: { info: CallInfo }) {
  const leave = useLeaveCall(info.meetingUuid);
  const camera = useCamera();
  const [joined, setJoined] = useState(false);
  if (!joined || !camera.stream) return <Lobby info={info} camera={camera} onJoin={() => setJoined(true)} />;
  const stream = camera.stream;
  return (
    <CallStage
      info={info}
      stream={stream}
      timeText={timeText(info)}
      onLeave={() => {
        stopTracks(stream);
        void leave();
      }}
    />
  );
}

/** /meetings/:uuid/call: a meeting's call, built in (lobby, then the call) or the tenant's external link. */
export function CallPage() {
  const { uuid = '' } = useParams();
  const tenant = useTenant();
  const info = useQuery(callInfoQuery(uuid));
  useDocumentTitle(`Call | ${tenant.name}`);
  if (info.isPending) return <Skeleton h={360} radius="lg" role="status" aria-label="Loading the call" />;
  if (info.isError) {
    return (
      <Stack gap="md" maw={720} mx="auto" w="100%">
        <LoadError
          title="The call could not be opened"
          error={info.error}
          fallback="Please try again."
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
        <Anchor component={Link} to={meetingPaths.meeting(uuid)}>
          Back to the meeting
        </Anchor>
      </Stack>
    );
  }
  return info.data.kind === 'external' ? <ExternalCall info={info.data} /> : <BuiltInCall info={info.data} />;
}
