import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { maxClipSeconds } from '@ventura/shared';
import { useId, useState } from 'react';
import { type TopicTarget, useUploadClip } from '../api.ts';
import { takeFileName } from '../media.ts';
import { lengthText, type TopicEntry } from '../status.ts';
import { useRecorder } from '../use-recorder.ts';
import { ClipStatus } from './clip-status.tsx';
import { RecorderPanel } from './recorder.tsx';
import { ScriptEditor } from './script-editor.tsx';

type Props = {
  target: TopicTarget;
  startupUuid: string;
  entry: TopicEntry;
  wordsPerMinute: number;
  onSpeedChange: (wordsPerMinute: number) => void;
};

/**
 * One topic: its prompt, its clip, its script and the recorder. Mounted afresh for each topic, so that
 * leaving a topic saves its script and releases the camera.
 */
export function TopicPanel({ target, startupUuid, entry, wordsPerMinute, onSpeedChange }: Props) {
  const headingId = useId();
  const { topic } = entry;
  const [script, setScript] = useState(entry.clip.script);
  const upload = useUploadClip();
  const recorder = useRecorder({
    maxSeconds: maxClipSeconds(topic.seconds),
    fileName: (type) => takeFileName(topic.code, type),
    upload: (take, onProgress, signal) =>
      upload({ ...target, startupUuid, file: take.file, seconds: take.seconds, onProgress, signal }),
  });
  const step = recorder.state.step;
  const taking = step === 'countdown' || step === 'recording';

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {topic.title}
          </Title>
          <Text size="sm" c="dimmed">
            {lengthText(topic)}
          </Text>
          {topic.prompt ? <Text>{topic.prompt}</Text> : null}
        </Stack>
        <ClipStatus target={target} entry={entry} busy={taking || step === 'uploading'} />
        <Divider />
        <ScriptEditor
          target={target}
          value={script}
          onChange={setScript}
          disabled={taking}
          wordsPerMinute={wordsPerMinute}
          topicSeconds={topic.seconds}
        />
        <RecorderPanel
          recorder={recorder}
          topicTitle={topic.title}
          topicSeconds={topic.seconds}
          script={script}
          wordsPerMinute={wordsPerMinute}
          onSpeedChange={onSpeedChange}
        />
      </Stack>
    </Paper>
  );
}
