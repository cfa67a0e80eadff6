import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { pitchErrors, pitchKinds } from '@ventura/shared';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { pitchFilesQuery } from '../api.ts';
import { KindCard } from '../components/kind-card.tsx';
import { PitchGate } from '../components/pitch-gate.tsx';
import { usePitchLive } from '../live.ts';
import { kindViewOf } from '../status.ts';

function PitchDeckHome() {
  const files = useQuery(pitchFilesQuery());
  usePitchLive(true);
  return (
    <QueryView query={files} errorTitle={pitchErrors.fetch} loadingHeight={360}>
      {(answer) => {
        const views = pitchKinds.flatMap((kind) => kindViewOf(answer, kind) ?? []);
        if (views.length === 0) return <Text>No pitch topics are set up yet. Please check back later.</Text>;
        return (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {views.map((view) => (
              <KindCard key={view.kind} view={view} startupName={answer.startupName} />
            ))}
          </SimpleGrid>
        );
      }}
    </QueryView>
  );
}

/**
 * /pitch-deck (issue 38; unguarded, spec 2): the startup's three pitches, each with how far it is
 * recorded, its compiled video and its state, and the way to its recorder. Signed out it asks to sign in;
 * a profile that does not record pitches is told who does.
 */
export function PitchDeckPage() {
  const tenant = useTenant();
  useDocumentTitle(`Pitch deck | ${tenant.name}`);
  return (
    <PitchGate
      heading={
        <Stack gap={4}>
          <Title order={1}>Pitch deck</Title>
          <Text c="dimmed">
            Record each pitch topic by topic, with a script and a teleprompter, then compile the topics into one video
            for your profile and the programs you apply to.
          </Text>
        </Stack>
      }
    >
      {() => <PitchDeckHome />}
    </PitchGate>
  );
}
