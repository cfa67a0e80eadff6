import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DirectoryPage, type DirectoryType, directoryMaxPage } from '@ventura/shared';
import { useSessionUser } from '../../../core/session.ts';
import { EmptyResults } from '../../../ui/empty-results.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageNav } from '../../../ui/page-nav.tsx';
import { directoryErrorText, directoryQuery } from '../api.ts';
import type { CardAction } from '../card-action.ts';
import { changeDirectoryState, clearedDirectoryState, type DirectoryState, isNarrowed } from '../filters.ts';
import { DirectoryCard } from './directory-card.tsx';

type Props = {
  type: DirectoryType;
  state: DirectoryState;
  plural: string;
  singular: string;
  onChange: (next: DirectoryState) => void;
  /** Another feature's action on each card (Connect), handed in by the router. */
  cardAction?: CardAction | undefined;
};

const numbers = new Intl.NumberFormat('en');

/** A large estimate to two significant figures (31,437 → 31,000); small ones as they are. */
const rounded = (value: number) => {
  if (value < 100) return value;
  const scale = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / scale) * scale;
};

/**
 * '1 startup', '24 startups', or 'About 31,000 startups' when the server estimated the total (there
 * are more pages than it counted).
 */
export const totalText = (page: Pick<DirectoryPage, 'total' | 'totalIsEstimate'>, plural: string, singular: string) =>
  page.totalIsEstimate
    ? `About ${numbers.format(rounded(page.total))} ${plural}`
    : `${numbers.format(page.total)} ${page.total === 1 ? singular : plural}`;

/**
 * Pages the pager offers: as many as the total fills, and always the next one while the server says
 * there is more (an estimate may fall short), within the last page it serves.
 */
export const pageCount = (page: Pick<DirectoryPage, 'total' | 'hasMore' | 'pageNumber' | 'limit'>) => {
  const counted = Math.ceil(page.total / page.limit);
  const reached = page.hasMore ? page.pageNumber + 1 : page.pageNumber;
  return Math.min(directoryMaxPage, Math.max(1, reached, page.hasMore ? counted : Math.min(counted, reached)));
};

function Loading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading results">
      <Skeleton h={20} w={140} radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} h={176} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One page of the directory with its loading, error and empty states, the total and the pager. */
export function DirectoryResults({ type, state, plural, singular, onChange, cardAction }: Props) {
  const user = useSessionUser();
  const results = useQuery(directoryQuery(type, state, user?.uuid ?? null));

  if (results.isPending) return <Loading />;
  if (results.isError) {
    return (
      <LoadError
        title={directoryErrorText(type, state.liveDeal)}
        error={results.error}
        fallback="The results could not be loaded. Please try again."
        onRetry={() => void results.refetch()}
        retrying={results.isFetching}
      />
    );
  }

  const page = results.data;
  if (page.items.length === 0) {
    const narrowed = isNarrowed(state);
    return (
      <EmptyResults
        icon={<IconSearch size={26} />}
        title={narrowed ? `No ${plural} match these filters` : state.page > 1 ? 'No more results' : `No ${plural} yet`}
        hint={
          narrowed
            ? 'Try fewer filters or other words.'
            : state.page > 1
              ? 'This page is past the last result.'
              : `Approved ${plural} show here as they join.`
        }
        action={
          narrowed
            ? { label: 'Clear filters', onClick: () => onChange(clearedDirectoryState(state)) }
            : state.page > 1
              ? { label: 'First page', onClick: () => onChange(changeDirectoryState(state, { page: 1 })) }
              : null
        }
      />
    );
  }

  const pages = pageCount(page);
  return (
    <Stack gap="md" aria-busy={results.isPlaceholderData}>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {totalText(page, plural, singular)}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, xl: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-label={plural}
      >
        {page.items.map((card) => (
          <li key={card.uuid}>
            <DirectoryCard card={card} action={cardAction} />
          </li>
        ))}
      </SimpleGrid>
      <PageNav
        label="Result pages"
        pages={pages}
        page={page.pageNumber}
        onChange={(next) => onChange(changeDirectoryState(state, { page: next }))}
        mt="sm"
      />
    </Stack>
  );
}
