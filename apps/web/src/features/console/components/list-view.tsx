import { Center, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/load-error.tsx';
import { consolePageSize } from '../filters.ts';
import { Pager } from './pager.tsx';

type Page = { items: readonly unknown[]; total: number };

type Props<T extends Page> = {
  query: UseQueryResult<T>;
  /** What loads, for screen readers and the error's heading: 'the approval queue'. */
  what: string;
  /** What an empty page says. */
  empty: string;
  children: (page: T) => ReactNode;
  /** The pages under the list: what they are of ('Approval queue'), the current one, and the move. */
  paging: { label: string; page: number; onPage: (page: number) => void };
};

/**
 * One page of a console list in its states: loading rows, the error with a retry, 'nothing here', or
 * the page (dimmed while the next one loads) with its pager.
 */
export function ListView<T extends Page>({ query, what, empty, children, paging }: Props<T>) {
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
        pageSize={consolePageSize}
        page={paging.page}
        onPage={paging.onPage}
      />
    </Stack>
  );
}
