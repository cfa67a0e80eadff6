import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import { matchingQuery } from '../api.ts';
import { ConsolePage } from '../components/console-page.tsx';
import { PairCard } from '../matching/pair-card.tsx';

/**
 * How matches are scored (/admin/matching): each pair's factors, on or off and weighted, tried on a sample
 * of members before they are saved. Members' matches follow a saved change on their next visit.
 */
export function MatchingPage() {
  const matching = useQuery(matchingQuery());
  return (
    <ConsolePage
      title="Matching"
      description="What makes a good match for each pair, and how much each factor counts. Weights are relative: a factor counts for its weight divided by the sum of the weights of the factors on. Preview a change on sample members before saving it."
    >
      <QueryView query={matching} errorTitle="The matching factors could not be loaded" loadingHeight={640}>
        {({ pairs }) => (
          <Stack gap="lg">
            {pairs.map((pair) => (
              <PairCard key={pair.pair} saved={pair} />
            ))}
          </Stack>
        )}
      </QueryView>
    </ConsolePage>
  );
}
