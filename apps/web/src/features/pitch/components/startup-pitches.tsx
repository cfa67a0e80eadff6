import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@ventura/shared';
import { useId } from 'react';
import { formatSeconds } from '../../../ui/countdown.ts';
import { startupPitchesQuery } from '../api.ts';
import { PitchPlayer } from './pitch-player.tsx';

/**
 * A startup's compiled pitches on its public profile, below its sections. Nothing shows while they load,
 * when it has none, or when the server shows them to nobody but its team (404) or cannot answer: the
 * profile reads the same as one without a pitch.
 */
export function StartupPitches({ profile }: { profile: PublicProfile }) {
  const headingId = useId();
  const pitches = useQuery(startupPitchesQuery(profile.uuid));
  const list = pitches.data?.formattedResults ?? [];
  if (list.length === 0) return null;
  const startupName = pitches.data?.startupName ?? profile.name;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {list.length === 1 ? 'Pitch video' : 'Pitch videos'}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: list.length > 1 ? 2 : 1 }} spacing="lg">
          {list.map((pitch) => (
            <Stack key={pitch.kind} gap={6}>
              <Text fw={600} size="sm">
                {pitch.title}
                {pitch.seconds !== null ? (
                  <Text span c="dimmed" size="sm" fw={400}>
                    {' '}
                    · {formatSeconds(Math.round(pitch.seconds))}
                  </Text>
                ) : null}
              </Text>
              <PitchPlayer
                kind={pitch.kind}
                startupName={startupName}
                videoUrl={pitch.videoUrl}
                posterUrl={pitch.posterUrl}
              />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
