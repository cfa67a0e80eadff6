import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type PitchCategory, type PitchKind, pitchKindLabels, pitchKinds, pitchLimits } from '@ventura/shared';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { AddTopicForm } from './add-topic-form.tsx';
import { pitchTopicsQuery } from './api.ts';
import { TopicTable } from './topic-table.tsx';

const kindParam = 'kind';
const isKind = (value: string | null): value is PitchKind => pitchKinds.some((kind) => kind === value);

/** The kind shown, kept in the address (?kind=) so a tab can be linked to and survives a reload. */
const useKind = () => {
  const [params, setParams] = useSearchParams();
  const value = params.get(kindParam);
  const kind: PitchKind = isKind(value) ? value : 'fundraising-pitch';
  const setKind = (next: string | null) => {
    if (!isKind(next)) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set(kindParam, next);
        return changed;
      },
      { replace: true },
    );
  };
  return [kind, setKind] as const;
};

function KindTopics({ kind, category }: { kind: PitchKind; category: PitchCategory | undefined }) {
  const topics = category?.topics ?? [];
  const label = pitchKindLabels[kind];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {label} topics
            </Title>
            {category?.description ? (
              <Text size="sm" c="dimmed">
                {category.description}
              </Text>
            ) : null}
          </Stack>
          {topics.length === 0 ? (
            <Text c="dimmed">No topics yet. Add the first one below: founders record one clip per topic.</Text>
          ) : (
            <TopicTable kind={kind} topics={topics} />
          )}
        </Stack>
      </Paper>
      {topics.length >= pitchLimits.topicsPerKind ? (
        <Text c="dimmed">
          The {label.toLowerCase()} has {pitchLimits.topicsPerKind} topics: the most a pitch takes. Remove one to add
          another.
        </Text>
      ) : (
        <AddTopicForm kind={kind} />
      )}
    </Stack>
  );
}

/**
 * /admin/pitch-topics (operators): the topics founders record for each pitch kind, in order, with the length
 * suggested for each; where topics are added, changed and removed.
 */
export function PitchTopicsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Pitch topics | Console | ${tenant.name}`);
  const categories = useQuery(pitchTopicsQuery());
  const [kind, setKind] = useKind();

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Pitch topics</Title>
        <Text c="dimmed">
          What founders talk about in each pitch, in the order they record it. Each topic has a suggested length; a clip
          may run to half as long again.
        </Text>
      </Stack>
      <QueryView query={categories} errorTitle="The pitch topics could not be loaded" loadingHeight={420}>
        {(list) => (
          <Tabs value={kind} onChange={setKind} keepMounted={false}>
            <Tabs.List aria-label="Pitch kinds" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {pitchKinds.map((each) => (
                <Tabs.Tab key={each} value={each}>
                  {pitchKindLabels[each]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {pitchKinds.map((each) => (
              <Tabs.Panel key={each} value={each} pt="lg">
                <KindTopics kind={each} category={list.find((category) => category.kind === each)} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryView>
    </Stack>
  );
}
