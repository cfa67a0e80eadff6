import { Center, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';

type Page = { items: readonly unknown[]; total: number };

type Props<T extends Page> = {
  query: UseQueryResult<T>;
  /** What loads, for screen readers and the error's heading: 'the programs'. */
  what: string;
  empty: string;
  pageSize: number;
  /** The pages' name ('Program pages'), the current one and the move. */
  paging: { label: string; page: number; onPage: (page: number) => void };
  children: (page: T) => ReactNode;
};

/**
 * One page of a list in its states: loading rows, the error with a retry, 'nothing here', or the page
 * (dimmed while the next one loads) with where it is and the pages to move between.
 */
export function PagedList<T extends Page>({ query, what, empty, pageSize, paging, children }: Props<T>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status">
        <VisuallyHidden>Loading {what}</VisuallyHidden>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded`}
        error={query.error}
        fallback="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{empty}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children(query.data)}
      <Pager
        label={paging.label}
        total={query.data.total}
        pageSize={pageSize}
        page={paging.page}
        onPage={paging.onPage}
      />
    </Stack>
  );
}
