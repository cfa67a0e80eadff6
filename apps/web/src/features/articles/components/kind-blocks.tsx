import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import type { Article } from '@ventura/shared';
import { formatMoment, hasPassed, isPlayableVideo } from '../format.ts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A webinar: when it is held; the way in before it starts, its recording afterwards. */
function WebinarBlock({ article }: { article: Article }) {
  const started = article.startsAt ? hasPassed(article.startsAt) : article.recordingUrl !== null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="The webinar">
      <Stack gap="sm" align="flex-start">
        {article.startsAt ? (
          <Text fw={600}>
            {started ? 'Held on ' : 'Starts on '}
            <time dateTime={article.startsAt}>{formatMoment(article.startsAt)}</time>
          </Text>
        ) : null}
        {!started && article.joinUrl ? (
          <Button component="a" href={article.joinUrl} {...external} leftSection={<IconVideo size={18} aria-hidden />}>
            Join the webinar
          </Button>
        ) : null}
        {started && article.recordingUrl ? (
          <Button
            component="a"
            href={article.recordingUrl}
            {...external}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            Watch the recording
          </Button>
        ) : null}
        {started && !article.recordingUrl ? (
          <Text size="sm" c="dimmed">
            The recording will be posted here.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A video: played in the page when it is a file the browser plays, else a link to its page. */
function VideoBlock({ article }: { article: Article }) {
  const url = article.videoUrl;
  if (!url) return null;
  return isPlayableVideo(url) ? (
    <Box
      component="video"
      controls
      preload="metadata"
      src={url}
      aria-label={article.title}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-lg)', background: 'black', maxHeight: '70vh' }}
    />
  ) : (
    <Group>
      <Anchor href={url} {...external}>
        <Group gap={6} wrap="nowrap">
          <IconExternalLink size={18} aria-hidden />
          <span>Watch the video</span>
        </Group>
      </Anchor>
    </Group>
  );
}

/** A report or a legal template: its file to download. */
function FileBlock({ article }: { article: Article }) {
  if (!article.fileUrl) return null;
  const name = article.fileName ?? 'the file';
  return (
    <Group>
      <Button
        component="a"
        href={article.fileUrl}
        download={article.fileName ?? true}
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        style={{ maxWidth: '100%' }}
      >
        <Text span inherit truncate>
          Download {name}
        </Text>
      </Button>
    </Group>
  );
}

/** What an item of this kind has besides its text: a webinar's dates and links, a video, a file. */
export function KindBlock({ article }: { article: Article }) {
  switch (article.kind) {
    case 'webinars':
      return <WebinarBlock article={article} />;
    case 'videos':
      return <VideoBlock article={article} />;
    case 'reports':
    case 'resources':
      return <FileBlock article={article} />;
    default:
      return null;
  }
}
