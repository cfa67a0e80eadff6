import { Alert, Button, Group } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconVideo, IconVideoOff } from '@tabler/icons-react';
import type { CallInfo } from '@ventura/shared';
import { useEffect, useState } from 'react';
import classes from './call.module.css';
import { hasVideo, setTracksEnabled } from './media.ts';
import type { CallState } from './peer.ts';
import { useCall } from './use-call.ts';
import { VideoView } from './video-view.tsx';

/** The line as the person reads it. */
export const statusText = (state: CallState, name: string) => {
  if (state === 'connected') return 'Connected';
  if (state === 'reconnecting') return 'Reconnecting…';
  if (state === 'connecting') return `Connecting to ${name}…`;
  if (state === 'left') return `${name} left the call`;
  return `Waiting for ${name} to join…`;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as a call timer: '04:07', '1:02:09'. */
export const clockText = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
};

/** Seconds since the component mounted (joining the call), ticking each second. */
const useElapsed = () => {
  const [started] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [started]);
  return seconds;
};

/** Whether a stream has video now: it follows the tracks the other side adds or drops while the call runs. */
const useHasVideo = (stream: MediaStream | null) => {
  const [withVideo, setWithVideo] = useState(() => hasVideo(stream));
  useEffect(() => {
    const update = () => setWithVideo(hasVideo(stream));
    update();
    stream?.addEventListener('addtrack', update);
    stream?.addEventListener('removetrack', update);
    return () => {
      stream?.removeEventListener('addtrack', update);
      stream?.removeEventListener('removetrack', update);
    };
  }, [stream]);
  return withVideo;
};

type Props = { info: CallInfo; stream: MediaStream; timeText: string; onLeave: () => void };

/** In the call: their video, mine small, the line's status, the timer, and mute, camera and leave. */
export function CallStage({ info, stream, timeText, onLeave }: Props) {
  const call = useCall(info, stream);
  const [microphoneOn, setMicrophoneOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  // Joined with the microphone only: nothing to show of me, and no camera to turn on.
  const withCamera = hasVideo(stream);
  const theirVideo = useHasVideo(call.remote);
  const elapsed = useElapsed();
  const name = info.other.name;

  const toggleMicrophone = () => {
    setTracksEnabled(stream, 'audio', !microphoneOn);
    setMicrophoneOn(!microphoneOn);
  };
  const toggleCamera = () => {
    setTracksEnabled(stream, 'video', !cameraOn);
    setCameraOn(!cameraOn);
  };

  return (
    <section className={classes.stage} aria-label={`Call with ${name}`}>
      <div className={classes.remote}>
        <VideoView stream={call.remote} label={`${name}'s video`} />
        {call.remote && !theirVideo ? (
          <div className={classes.remoteNote}>
            <IconVideoOff size={40} aria-hidden />
            <span>{name} has no camera: you hear them only</span>
          </div>
        ) : null}
        <div className={classes.status} role="status" aria-live="polite">
          {statusText(call.state, name)}
        </div>
      </div>
      <div className={classes.self} data-off={cameraOn && withCamera ? undefined : true}>
        <VideoView stream={stream} label="Your video" muted mirrored />
        {withCamera ? null : (
          <span className={classes.selfNote}>
            <IconVideoOff size={18} aria-hidden />
            No camera
          </span>
        )}
      </div>
      {call.refused ? (
        <Alert color="red" role="alert" title="You could not join the call" radius={0}>
          {call.refused}
        </Alert>
      ) : null}
      <div className={classes.bar}>
        <div className={classes.meta}>
          <span className={classes.timer} role="timer" aria-label="Call time">
            {clockText(elapsed)}
          </span>
          <span>{timeText}</span>
        </div>
        <Group gap="xs" className={classes.controls}>
          <Button
            variant={microphoneOn ? 'white' : 'filled'}
            color={microphoneOn ? 'dark' : 'red'}
            leftSection={
              microphoneOn ? <IconMicrophone size={18} aria-hidden /> : <IconMicrophoneOff size={18} aria-hidden />
            }
            onClick={toggleMicrophone}
          >
            {microphoneOn ? 'Mute' : 'Unmute'}
          </Button>
          {withCamera ? (
            <Button
              variant={cameraOn ? 'white' : 'filled'}
              color={cameraOn ? 'dark' : 'red'}
              leftSection={cameraOn ? <IconVideo size={18} aria-hidden /> : <IconVideoOff size={18} aria-hidden />}
              onClick={toggleCamera}
            >
              {cameraOn ? 'Turn camera off' : 'Turn camera on'}
            </Button>
          ) : null}
          <Button color="red" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={onLeave}>
            Leave call
          </Button>
        </Group>
      </div>
    </section>
  );
}
