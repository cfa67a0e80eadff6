import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { AccountType, accountTypeLabels, type MatchingPreview } from '@ventura/shared';
import { type ReactNode, useId } from 'react';
import { type Move, movesOf } from './draft.ts';

type Sample = MatchingPreview['samples'][number];
type Entry = Sample['current'][number];

const typeLabelOf = (type: string) => {
  const parsed = AccountType.safeParse(type);
  return parsed.success ? accountTypeLabels[parsed.data] : type;
};

/** A proposed entry's movement against the current list, in words (an arrow beside them for the eye). */
function MoveBadge({ move }: { move: Move | undefined }) {
  if (!move || move.kind === 'same') return null;
  if (move.kind === 'new') {
    return (
      <Badge variant="light" color="blue" size="sm">
        New
      </Badge>
    );
  }
  const up = move.kind === 'up';
  const Arrow = up ? IconArrowUp : IconArrowDown;
  return (
    <Badge variant="light" color={up ? 'teal' : 'orange'} size="sm" leftSection={<Arrow size={12} aria-hidden />}>
      {up ? 'Up' : 'Down'} {move.places}
    </Badge>
  );
}

type ListProps = { title: string; entries: readonly Entry[]; badgeOf: (entry: Entry) => ReactNode };

/** One top list: rank, name, score and first reason, with what changed. */
function TopList({ title, entries, badgeOf }: ListProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" miw={0}>
      <Text fw={600} size="sm" id={headingId}>
        {title}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No matches.
        </Text>
      ) : (
        <Stack component="ol" aria-labelledby={headingId} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry, rank) => (
            <Group component="li" key={entry.uuid} gap="sm" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" w={20} ta="right" style={{ flexShrink: 0 }} aria-hidden>
                {rank + 1}.
              </Text>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {entry.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {entry.score}%
                  </Text>
                  {badgeOf(entry)}
                </Group>
                <Text size="xs" c="dimmed">
                  {entry.reason}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One sample member: their top matches now and under the proposed factors, side by side (stacked when narrow). */
function SampleCard({ sample }: { sample: Sample }) {
  const { moves, leaving } = movesOf(sample);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Sample: ${sample.viewer.name}`}>
      <Stack gap="sm">
        <div>
          <Title order={4} size="h5">
            {sample.viewer.name}
          </Title>
          <Text size="xs" c="dimmed">
            {typeLabelOf(sample.viewer.accountType)} · their matches with {sample.kind}
          </Text>
        </div>
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="md">
          <TopList
            title="Now"
            entries={sample.current}
            badgeOf={(entry) =>
              leaving.has(entry.uuid) ? (
                <Badge variant="light" color="gray" size="sm">
                  Drops out
                </Badge>
              ) : null
            }
          />
          <TopList
            title="With these changes"
            entries={sample.proposed}
            badgeOf={(entry) => <MoveBadge move={moves.get(entry.uuid)} />}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

type Props = { preview: MatchingPreview; stale: boolean };

/** The effect of the proposed factors on a few sample members, before anything is saved. */
export function PreviewSamples({ preview, stale }: Props) {
  return (
    <Stack gap="sm">
      <Text size="sm" c={stale ? undefined : 'dimmed'} fw={stale ? 600 : undefined} role="status">
        {stale
          ? 'The factors changed since this preview: preview again to see their effect.'
          : 'Top 5 matches of sample members, now and with these changes. Nothing is saved yet.'}
      </Text>
      {preview.samples.length === 0 ? (
        <Text size="sm" c="dimmed">
          There are no members to take as a sample yet.
        </Text>
      ) : (
        preview.samples.map((sample) => <SampleCard key={`${sample.viewer.uuid}-${sample.kind}`} sample={sample} />)
      )}
    </Stack>
  );
}
