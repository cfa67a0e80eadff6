import { Alert, Button, FileButton, Group, Progress, Slider, Stack, Text } from '@mantine/core';
import {
  IconCamera,
  IconCameraOff,
  IconPlayerRecordFilled,
  IconPlayerStopFilled,
  IconRefresh,
  IconUpload,
} from '@tabler/icons-react';
import { maxClipSeconds, pitchLimits } from '@ventura/shared';
import { useEffect, useRef } from 'react';
import { formatSeconds } from '../../../ui/countdown.ts';
import { fileSizeText } from '../../../ui/file-size.ts';
import { clipAccept } from '../media.ts';
import type { RecorderState } from '../recorder-state.ts';
import { clampSpeed, speedMarks, speedText, teleprompterSpeeds } from '../teleprompter.ts';
import type { useRecorder } from '../use-recorder.ts';
import classes from './recorder.module.css';
import { Teleprompter } from './teleprompter.tsx';

type Recorder = ReturnType<typeof useRecorder>;

type Props = {
  recorder: Recorder;
  topicTitle: string;
  /** The topic's suggested length; a take may run to maxClipSeconds of it. */
  topicSeconds: number;
  script: string;
  wordsPerMinute: number;
  onSpeedChange: (wordsPerMinute: number) => void;
};

/** The camera's live picture, muted (no echo) and mirrored. */
function LivePreview({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return (
    <video ref={ref} className={classes.video} data-mirrored aria-label="Camera preview" autoPlay playsInline muted />
  );
}

/** '0:42 / 1:00', turning to a warning past the suggested length. */
function Timer({ elapsed, suggested, longest }: { elapsed: number; suggested: number; longest: number }) {
  const shown = Math.floor(elapsed);
  const over = shown > suggested;
  return (
    <div className={classes.timer} data-over={over || undefined} role="timer" aria-label="Recording time">
      <span className={classes.recordingDot} aria-hidden />
      {formatSeconds(shown)} / {formatSeconds(suggested)}
      {over ? ` · stops at ${formatSeconds(longest)}` : ''}
    </div>
  );
}

function Stage({ recorder, topicTitle, topicSeconds, script, wordsPerMinute }: Omit<Props, 'onSpeedChange'>) {
  const { state, camera, stream } = recorder;
  const longest = maxClipSeconds(topicSeconds);
  if (state.step === 'recorded' || (state.step === 'uploading' && state.take.url)) {
    return (
      <div className={classes.stage}>
        {/* biome-ignore lint/a11y/useMediaCaption: the founder's own take, played back before it is sent */}
        <video
          className={classes.video}
          src={state.take.url ?? undefined}
          controls
          playsInline
          aria-label={`Your take for ${topicTitle}`}
        />
      </div>
    );
  }
  if (state.step === 'uploading') {
    return null;
  }
  const live = stream !== null && camera.status === 'on';
  return (
    <div className={classes.stage}>
      {live ? <LivePreview stream={stream} /> : null}
      {live ? (
        <Teleprompter script={script} wordsPerMinute={wordsPerMinute} running={state.step === 'recording'} />
      ) : null}
      {!live ? (
        <div className={classes.placeholder}>
          <IconCameraOff size={40} aria-hidden />
          <Text size="sm" c="gray.3">
            {camera.status === 'opening'
              ? 'Opening your camera…'
              : camera.status === 'unsupported'
                ? 'This browser cannot record video. Upload a video file instead.'
                : 'Your camera is off. Turn it on to record this topic.'}
          </Text>
        </div>
      ) : null}
      {state.step === 'countdown' ? (
        <div className={classes.countdown} role="status" aria-label={`Recording starts in ${state.remaining}`}>
          {state.remaining}
        </div>
      ) : null}
      {state.step === 'recording' ? <Timer elapsed={state.elapsed} suggested={topicSeconds} longest={longest} /> : null}
    </div>
  );
}

function UploadStatus({
  state,
  onCancel,
}: {
  state: Extract<RecorderState, { step: 'uploading' }>;
  onCancel: () => void;
}) {
  const { sent, total } = state.progress;
  const percentage = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {sent >= total && total > 0 ? 'Finishing the upload…' : 'Uploading your clip…'}
        </Text>
        <Text size="sm" c="dimmed">
          {fileSizeText(sent)} of {fileSizeText(total)}
        </Text>
      </Group>
      <Progress value={percentage} aria-label="Upload progress" striped animated radius="xl" />
      <Group>
        <Button variant="default" onClick={onCancel}>
          Cancel upload
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Recording one topic: the camera with the teleprompter over it, a 3-2-1 countdown, the time against the
 * suggested length, playback of the take with Re-record and Use this take, the upload with its progress,
 * and a video file instead for those without a camera.
 */
export function RecorderPanel(props: Props) {
  const { recorder, topicSeconds, wordsPerMinute, onSpeedChange } = props;
  const { state, camera, actions } = recorder;
  const cameraOn = camera.status === 'on';
  const longest = maxClipSeconds(topicSeconds);
  const resetFile = useRef<() => void>(null);

  return (
    <Stack gap="sm">
      <Stage {...props} />

      {camera.status === 'failed' && state.step === 'idle' ? (
        <Alert color="orange" variant="light" title="The camera could not be opened">
          {camera.text}
        </Alert>
      ) : null}

      {state.step === 'idle' && state.notice ? (
        <Alert
          color={state.notice.tone === 'success' ? 'green' : 'red'}
          variant="light"
          role={state.notice.tone === 'error' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={actions.dismiss}
        >
          {state.notice.text}
        </Alert>
      ) : null}

      {state.step === 'recorded' && state.problem ? (
        <Alert color="red" variant="light" role="alert" title="The clip could not be uploaded">
          {state.problem}
        </Alert>
      ) : null}

      {state.step === 'uploading' ? <UploadStatus state={state} onCancel={actions.cancelUpload} /> : null}

      <Group gap="sm">
        {state.step === 'idle' && !cameraOn && camera.status !== 'unsupported' ? (
          <Button
            onClick={() => void actions.turnOnCamera()}
            loading={camera.status === 'opening'}
            leftSection={<IconCamera size={18} aria-hidden />}
          >
            {camera.status === 'failed' ? 'Try the camera again' : 'Turn on camera'}
          </Button>
        ) : null}
        {state.step === 'idle' && cameraOn ? (
          <>
            <Button color="red" onClick={actions.start} leftSection={<IconPlayerRecordFilled size={18} aria-hidden />}>
              Start recording
            </Button>
            <Button variant="default" onClick={actions.turnOffCamera}>
              Turn off camera
            </Button>
          </>
        ) : null}
        {state.step === 'countdown' ? (
          <Button variant="default" onClick={actions.cancelCountdown}>
            Cancel
          </Button>
        ) : null}
        {state.step === 'recording' ? (
          <Button color="red" onClick={actions.stop} leftSection={<IconPlayerStopFilled size={18} aria-hidden />}>
            Stop recording
          </Button>
        ) : null}
        {state.step === 'recorded' ? (
          <>
            <Button variant="default" onClick={actions.reRecord} leftSection={<IconRefresh size={18} aria-hidden />}>
              Re-record
            </Button>
            <Button onClick={actions.acceptTake} leftSection={<IconUpload size={18} aria-hidden />}>
              {state.problem ? 'Try the upload again' : 'Use this take'}
            </Button>
          </>
        ) : null}
      </Group>

      {state.step === 'idle' || state.step === 'countdown' || state.step === 'recording' ? (
        <Stack gap={4} maw={420}>
          <Text size="sm" fw={500}>
            Teleprompter speed
          </Text>
          <Slider
            min={teleprompterSpeeds.min}
            max={teleprompterSpeeds.max}
            step={teleprompterSpeeds.step}
            value={wordsPerMinute}
            onChange={(value) => onSpeedChange(clampSpeed(value))}
            marks={speedMarks.map((mark) => ({ value: mark.value, label: mark.label }))}
            label={(value) => `${value} wpm`}
            thumbLabel="Teleprompter speed"
            thumbValueText={speedText}
            mb="lg"
          />
        </Stack>
      ) : null}

      {state.step === 'idle' ? (
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <FileButton
              onChange={(file) => {
                resetFile.current?.();
                if (file) actions.chooseFile(file);
              }}
              accept={clipAccept}
              resetRef={resetFile}
            >
              {(buttonProps) => (
                <Button {...buttonProps} variant="light" leftSection={<IconUpload size={18} aria-hidden />}>
                  Upload a file instead
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            {`A WebM, MP4 or QuickTime video of at most ${fileSizeText(pitchLimits.clipBytes)} and ${formatSeconds(longest)}.`}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
