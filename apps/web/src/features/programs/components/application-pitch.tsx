import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProgramPerson, pitchKindLabels, StartupPitchesAnswer } from '@ventura/shared';
import { useId } from 'react';
import { ApiError, api } from '../../../api/client.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { PitchPlayer } from '../../pitch/index.ts';

type Pitch = StartupPitchesAnswer['formattedResults'][number];

/**
 * GET pitch-deck/startup/{uuid}: the startup's compiled pitches that are ready; null when the server shows
 * none to the caller (404), which reads as having none.
 */
export const applicantPitchesQuery = (startupUuid: string) =>
  queryOptions({
    queryKey: ['programs', 'review', 'pitches', startupUuid] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/pitch-deck/startup/${encodeURIComponent(startupUuid)}`, StartupPitchesAnswer, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Seconds as a clock reads them: 90 is '1:30'. */
const clockOf = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function PitchVideo({ pitch, startupName }: { pitch: Pitch; startupName: string }) {
  const label = pitchKindLabels[pitch.kind];
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {label}
        {pitch.seconds !== null ? (
          <Text span c="dimmed" size="sm" fw={400}>
            {' '}
            · {clockOf(pitch.seconds)}
          </Text>
        ) : null}
      </Text>
      <PitchPlayer kind={pitch.kind} startupName={startupName} videoUrl={pitch.videoUrl} posterUrl={pitch.posterUrl} />
    </Stack>
  );
}

type Props = {
  applicant: ProgramPerson;
  /** The program asks for a pitch video (the video family): its absence is said. */
  asksForPitch: boolean;
};

/**
 * The applicant startup's compiled pitches, for the program's reviewers. Nothing shows for an applicant who
 * is not a startup, nor for one without a pitch, unless the program asks for one: then its absence is said.
 */
export function ApplicationPitch({ applicant, asksForPitch }: Props) {
  const titleId = useId();
  const isStartup = applicant.accountType === 'startup';
  const pitches = useQuery({ ...applicantPitchesQuery(applicant.profileUuid), enabled: isStartup });
  if (!isStartup || pitches.isPending) return null;
  if (pitches.isError) {
    return (
      <LoadError
        title="The applicant's pitch could not be loaded"
        error={pitches.error}
        fallback="Please try again."
        onRetry={() => void pitches.refetch()}
        retrying={pitches.isFetching}
      />
    );
  }
  const list = pitches.data?.formattedResults ?? [];
  if (list.length === 0 && !asksForPitch) return null;
  const startupName = pitches.data?.startupName ?? applicant.name;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {list.length > 1 ? 'Pitches' : 'Pitch'}
        </Title>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No compiled pitch yet
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: list.length > 1 ? 2 : 1 }} spacing="md">
            {list.map((pitch) => (
              <PitchVideo key={pitch.kind} pitch={pitch} startupName={startupName} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
